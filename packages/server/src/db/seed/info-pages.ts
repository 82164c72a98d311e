// The information pages of the route table (issue 38) with real Italian content: a newer version of the
// thin demo pages of content-data.ts and the pages that had none. Added with ids of their own (3801…),
// published a day after the first versions, so every earlier row keeps its id and values.

export const INFO_PAGES_FIRST_ID = 3801;

/** Footer links to the pages no link led to, after the legal group's own. */
export const INFO_FOOTER_LINKS: [string, string][] = [
  ['Regolamento del servizio', '/agreement'],
  ['Privacy app e servizi digitali', '/digital-privacy'],
];

export const INFO_PAGES: { url: string; title: string; html: string }[] = [
  {
    url: '/agevolazioni-consegna',
    title: 'Agevolazioni sulla consegna',
    html: `<h1>Agevolazioni sulla consegna</h1>
<p class="cms-lead">Fare la spesa online con Mercato costa meno di quanto pensi: scegli bene la fascia oraria e usa i vantaggi della tua carta Fìdaty.</p>
<h2>Fasce eco</h2>
<p>Nel calendario delle consegne le fasce contrassegnate come <strong>eco</strong> costano meno: sono gli orari in cui i nostri furgoni passano già nella tua zona. Consegnare più spese con un solo giro riduce i chilometri percorsi e le emissioni, e il risparmio lo ritrovi sul costo della consegna.</p>
<h2>Consegna gratuita</h2>
<ul>
<li>Per spese pari o superiori a <strong>99 euro</strong> la consegna nelle fasce eco è gratuita.</li>
<li>Con la carta <strong>Fìdaty ORO</strong> la consegna è scontata del 50% in tutte le fasce, tutto l'anno.</li>
<li>Con la carta <strong>Fìdaty PLUS</strong> hai 12 consegne gratuite all'anno, da usare quando preferisci.</li>
</ul>
<h2>Clicca e Vai e Prenota e Ritira</h2>
<p>Se ritiri la spesa in un punto Clicca e Vai, in un locker o in negozio con Prenota e Ritira non paghi alcun costo di consegna: la spesa ti aspetta già pronta all'orario che hai scelto.</p>
<h2>Over 65 e persone con disabilità</h2>
<p>Ai clienti con più di 65 anni e alle persone con disabilità riconosciuta riserviamo ogni settimana fasce orarie dedicate, con la consegna al piano senza costi aggiuntivi. Per attivarle chiama il Servizio clienti al numero verde 800 123 456.</p>
<p class="cms-note">Le agevolazioni non sono cumulabili tra loro: si applica sempre quella più conveniente per te. I costi di ogni fascia sono indicati nel calendario prima della conferma dell'ordine.</p>`,
  },
  {
    url: '/agreement',
    title: 'Regolamento del servizio di spesa online',
    html: `<h1>Regolamento del servizio di spesa online</h1>
<p class="cms-lead">Questo regolamento descrive come funziona il servizio di spesa online di Mercato S.p.A. Lo accetti al primo accesso, insieme alle <a href="/sale-condition">Condizioni generali di vendita</a> e dopo aver letto l'<a href="/privacy-policy">Informativa sulla privacy</a>.</p>
<h2>1. Accesso al servizio</h2>
<p>Il servizio è riservato ai maggiorenni registrati. Puoi navigare il catalogo anche senza registrarti, inserendo il CAP e la via: ti mostriamo i servizi disponibili al tuo indirizzo. Per ordinare servono un account e l'accettazione del presente regolamento.</p>
<h2>2. Il tuo account</h2>
<p>Sei responsabile della riservatezza della password. In caso di uso non autorizzato del tuo account avvisa subito il Servizio clienti: lo bloccheremo fino a quando non avremo verificato la tua identità.</p>
<h2>3. Carrello e fascia oraria</h2>
<p>La fascia oraria prenotata resta riservata per il tempo indicato nel carrello; allo scadere torna disponibile per gli altri clienti. I prezzi dei prodotti sono quelli in vigore al momento della preparazione della spesa, se inferiori a quelli dell'ordine.</p>
<h2>4. Modifica e annullamento degli ordini</h2>
<p>Puoi modificare o annullare un ordine dalla sezione I miei ordini fino all'orario limite indicato nel dettaglio dell'ordine, di norma le 23:59 del giorno precedente la consegna.</p>
<h2>5. Comportamenti non consentiti</h2>
<p>Non è consentito usare il servizio per rivendere i prodotti, usare sistemi automatici per effettuare ordini o prenotare fasce orarie, né fornire dati di consegna falsi. In questi casi possiamo sospendere l'account.</p>
<h2>6. Modifiche al regolamento</h2>
<p>Delle modifiche rilevanti ti avvisiamo al primo accesso successivo: per continuare a ordinare ti chiederemo di accettare la nuova versione.</p>`,
  },
  {
    url: '/digital-privacy',
    title: 'Privacy dei servizi digitali',
    html: `<h1>Privacy dei servizi digitali</h1>
<p class="cms-lead">Il sito e l'app di Mercato condividono lo stesso account: i consensi che dai valgono su entrambi i canali e puoi cambiarli in ogni momento dal tuo profilo.</p>
<h2>Notifiche e comunicazioni</h2>
<p>Con il tuo consenso ti inviamo notifiche sull'app e messaggi email o SMS su offerte e novità. Gli avvisi di servizio (conferma dell'ordine, promemoria della consegna, variazioni della fascia oraria) ti arrivano sempre, perché servono a eseguire il contratto.</p>
<h2>Posizione</h2>
<p>L'app usa la posizione del dispositivo solo se lo consenti, per suggerirti il punto Clicca e Vai o il negozio più vicino. Non conserviamo lo storico delle tue posizioni.</p>
<h2>Fotocamera</h2>
<p>La fotocamera serve a leggere il codice a barre dei prodotti e della carta Fìdaty e a fotografare i prodotti di una segnalazione. Le immagini restano sul dispositivo, salvo quelle che alleghi a una segnalazione.</p>
<h2>Cookie e strumenti di misurazione</h2>
<p>Sul sito i cookie analitici e di profilazione si attivano solo con il tuo consenso, che puoi modificare dal Gestore consensi Cookie nel piè di pagina. Nell'app le stesse scelte si trovano in Profilo, Privacy.</p>
<p>Per tutto il resto vale l'<a href="/privacy-policy">Informativa sulla privacy</a>.</p>`,
  },
  {
    url: '/legal-note',
    title: 'Note legali',
    html: `<h1>Note legali</h1>
<h2>Società</h2>
<p>Mercato S.p.A. - Sede legale: Via Torino 1, 20123 Milano - Capitale sociale 1.000.000 euro interamente versato - Registro delle Imprese di Milano, codice fiscale e P.IVA 01234567890 - PEC mercato@pec.mercato.example.</p>
<h2>Proprietà intellettuale</h2>
<p>Testi, immagini, loghi, grafica e software del sito sono di Mercato S.p.A. o dei rispettivi titolari e sono protetti dalle leggi sul diritto d'autore e sui marchi. Ne è vietata la riproduzione, anche parziale, senza autorizzazione scritta.</p>
<h2>Immagini dei prodotti</h2>
<p>Le immagini dei prodotti hanno lo scopo di presentarli e possono differire dalla confezione ricevuta, ad esempio per un cambio di grafica del produttore. Fanno fede la descrizione, gli ingredienti e le informazioni riportati sull'etichetta del prodotto.</p>
<h2>Responsabilità</h2>
<p>Curiamo con attenzione le informazioni pubblicate, ma non possiamo escludere errori o interruzioni del servizio. I link verso siti di terzi sono forniti per comodità: Mercato non è responsabile del loro contenuto.</p>
<h2>Vigilanza</h2>
<p>La vendita online di medicinali senza obbligo di prescrizione è autorizzata dal Ministero della Salute; il logo comune europeo sulle pagine della parafarmacia rimanda all'elenco dei venditori autorizzati.</p>`,
  },
  {
    url: '/accessibility',
    title: 'Dichiarazione di accessibilità',
    html: `<h1>Dichiarazione di accessibilità</h1>
<p class="cms-lead">Mercato S.p.A. si impegna a rendere il proprio sito e la propria app accessibili, conformemente alla Legge 9 gennaio 2004, n. 4, al D.Lgs. 27 maggio 2022, n. 82 (European Accessibility Act) e alle linee guida WCAG 2.1 livello AA.</p>
<h2>Stato di conformità</h2>
<p>Il sito è <strong>parzialmente conforme</strong> ai requisiti: le pagine del catalogo, il carrello, la scelta della fascia oraria e il pagamento si usano da tastiera e con i lettori di schermo; i contrasti dei colori rispettano i livelli richiesti e i banner che scorrono si possono fermare.</p>
<h2>Contenuti non accessibili</h2>
<ul>
<li>Alcuni documenti PDF dei volantini non sono strutturati per i lettori di schermo: gli stessi prodotti e prezzi sono consultabili nelle pagine delle offerte.</li>
<li>Alcune immagini dei banner più vecchi hanno una descrizione generica.</li>
</ul>
<h2>Come usare il sito</h2>
<ul>
<li>Il collegamento "Vai al contenuto" all'inizio di ogni pagina porta direttamente al contenuto principale.</li>
<li>I banner in evidenza si fermano passandoci sopra o con il pulsante di pausa, e non scorrono se il tuo dispositivo chiede di ridurre le animazioni.</li>
</ul>
<h2>Segnalazioni</h2>
<p>Se incontri un ostacolo scrivi a <a href="mailto:accessibilita@mercato.example">accessibilita@mercato.example</a> indicando la pagina e il problema: ti risponderemo entro 30 giorni. In caso di risposta insoddisfacente puoi rivolgerti all'Agenzia per l'Italia Digitale (AgID).</p>
<p class="cms-small">Dichiarazione redatta il 15 ottobre 2026 sulla base di una verifica interna.</p>`,
  },
];
