// Italian texts of the demo CMS pages, banners, footer and cookie centre.

export const CUSTOMER_SERVICE_HOURS = 'dal lunedì al sabato dalle 7:00 alle 23:00, la domenica dalle 8:30 alle 20:00';

export const CMS_PAGES: { url: string; title: string; html: string; popup?: boolean }[] = [
  {
    url: '/customer-service',
    title: 'Servizio clienti',
    html: `<h1>Servizio clienti</h1>
<p>Il nostro Servizio clienti è a tua disposizione per qualsiasi informazione su ordini, consegne, resi e sulla tua carta fedeltà.</p>
<h2>Chiamaci</h2>
<p>Numero verde <strong>800 123 456</strong>, gratuito da rete fissa e mobile.</p>
<ul>
<li>Lunedì-Sabato: 7:00-23:00</li>
<li>Domenica: 8:30-20:00</li>
</ul>
<h2>Scrivici</h2>
<p>Puoi inviarci una segnalazione dalla pagina <a href="/scrivici">Scrivici</a>: ti risponderemo entro 24 ore lavorative.</p>
<p>Prima di contattarci consulta le <a href="/customer-faq">domande frequenti</a>: potresti trovare subito la risposta che cerchi.</p>`,
  },
  {
    url: '/customer-faq',
    title: 'Domande frequenti',
    html: `<h1>Domande frequenti</h1>
<h2>Come faccio a sapere se consegnate nella mia zona?</h2>
<p>Inserisci il CAP e la via nella pagina iniziale: ti mostreremo i servizi disponibili al tuo indirizzo.</p>
<h2>Quanto costa la consegna?</h2>
<p>Il costo dipende dalla fascia oraria scelta ed è indicato nel calendario delle consegne. Le fasce ecologiche costano meno.</p>
<h2>Posso modificare un ordine?</h2>
<p>Sì, dalla sezione <a href="/ordini/precedenti">I miei ordini</a>, fino all'orario limite indicato nel dettaglio dell'ordine.</p>
<h2>Come funziona Clicca e Vai?</h2>
<p>Ordini online, scegli il punto di ritiro e l'orario, e ritiri la spesa già pronta. Alcuni punti di ritiro sono riservati e richiedono un codice di accesso.</p>
<h2>Non trovi la risposta?</h2>
<p><a href="/customer-service">Contattaci</a>.</p>`,
  },
  {
    url: '/privacy-policy',
    title: 'Informativa sulla privacy',
    html: `<h1>Informativa sul trattamento dei dati personali</h1>
<p>Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (di seguito «GDPR») e del D.Lgs. 196/2003 (Codice in materia di protezione dei dati personali), Mercato S.p.A. ti informa su come tratta i dati personali che la riguardano quando usi il sito, l'app e i servizi di spesa online.</p>
<h2>1. Titolare del trattamento</h2>
<p>Il titolare del trattamento è Mercato S.p.A., con sede legale in Via Torino 1, 20123 Milano, P.IVA 01234567890, contattabile all'indirizzo <a href="mailto:privacy@mercato.example">privacy@mercato.example</a>.</p>
<h2>2. Responsabile della protezione dei dati</h2>
<p>Il titolare ha designato un Responsabile della protezione dei dati (RPD o DPO), che puoi contattare per ogni questione relativa al trattamento dei tuoi dati scrivendo a <a href="mailto:dpo@mercato.example">dpo@mercato.example</a>.</p>
<h2>3. Quali dati trattiamo</h2>
<ul>
<li><strong>Dati anagrafici e di contatto</strong>: nome, cognome, indirizzo email, numero di telefono, indirizzi di consegna.</li>
<li><strong>Dati relativi agli acquisti</strong>: prodotti ordinati, importi, modalità di consegna o di ritiro, storico degli ordini, resi e reclami.</li>
<li><strong>Dati della carta fedeltà</strong>: numero della carta Fìdaty, punti accumulati, premi richiesti.</li>
<li><strong>Dati di pagamento</strong>: gestiti direttamente dagli istituti di pagamento; Mercato non conserva i numeri completi delle carte di credito.</li>
<li><strong>Dati di navigazione</strong>: indirizzo IP, tipo di dispositivo e di browser, pagine visitate, raccolti anche tramite cookie secondo quanto indicato nella <a href="/cookie-policy">Cookie policy</a>.</li>
</ul>
<p>Non trattiamo categorie particolari di dati (ad esempio dati relativi alla salute), salvo quelli che tu stesso ci fornisci nelle note di un ordine di parafarmacia, usati al solo scopo di evadere l'ordine.</p>
<h2>4. Finalità e basi giuridiche del trattamento</h2>
<ol>
<li><strong>Registrazione al sito e gestione degli ordini</strong>: creazione dell'account, vendita, consegna o ritiro della spesa, assistenza clienti. Base giuridica: esecuzione del contratto (art. 6.1.b GDPR).</li>
<li><strong>Adempimenti di legge</strong>: obblighi fiscali e contabili, gestione della garanzia legale, richieste delle autorità. Base giuridica: obbligo legale (art. 6.1.c GDPR).</li>
<li><strong>Programma fedeltà</strong>: accumulo e utilizzo dei punti, sconti riservati ai titolari della carta. Base giuridica: esecuzione del regolamento del programma, che accetti aderendo.</li>
<li><strong>Marketing</strong>: invio di newsletter, offerte e comunicazioni promozionali via email, SMS e notifiche. Base giuridica: il tuo consenso (art. 6.1.a GDPR), revocabile in ogni momento dal tuo profilo.</li>
<li><strong>Profilazione</strong>: analisi delle tue abitudini di acquisto per proporti offerte personalizzate. Base giuridica: il tuo consenso specifico, distinto da quello per il marketing.</li>
<li><strong>Sicurezza e prevenzione delle frodi</strong>: protezione degli account, dei pagamenti e del sito. Base giuridica: legittimo interesse del titolare (art. 6.1.f GDPR).</li>
</ol>
<h2>5. Natura del conferimento</h2>
<p>Il conferimento dei dati necessari alle finalità 1 e 2 è obbligatorio: senza di essi non è possibile registrarsi né acquistare. Il consenso al marketing e alla profilazione è facoltativo e il rifiuto non ha alcuna conseguenza sugli acquisti.</p>
<h2>6. Destinatari dei dati</h2>
<p>I dati sono trattati da personale autorizzato di Mercato e possono essere comunicati, nei limiti necessari, a società che operano per nostro conto come responsabili del trattamento ai sensi dell'art. 28 GDPR: corrieri e gestori dei punti di ritiro, fornitori di servizi informatici e di assistenza clienti, istituti di pagamento, consulenti fiscali e legali. I dati non sono diffusi.</p>
<h2>7. Trasferimento dei dati fuori dall'Unione europea</h2>
<p>I dati sono conservati su server situati nell'Unione europea. Qualora un fornitore dovesse trattarli fuori dallo Spazio economico europeo, il trasferimento avverrà solo sulla base di una decisione di adeguatezza della Commissione europea o delle clausole contrattuali tipo da essa approvate.</p>
<h2>8. Periodo di conservazione</h2>
<table>
<caption>Per quanto tempo conserviamo i dati</caption>
<thead><tr><th scope="col">Dati</th><th scope="col">Conservazione</th></tr></thead>
<tbody>
<tr><td>Ordini, fatture e documenti contabili</td><td>10 anni dalla data dell'ordine (art. 2220 del Codice civile)</td></tr>
<tr><td>Account e dati di contatto</td><td>Fino alla cancellazione dell'account, oppure 24 mesi dall'ultimo accesso</td></tr>
<tr><td>Dati per finalità di marketing</td><td>24 mesi dall'ultima interazione o fino alla revoca del consenso</td></tr>
<tr><td>Dati per finalità di profilazione</td><td>12 mesi dalla raccolta o fino alla revoca del consenso</td></tr>
<tr><td>Registri di sicurezza</td><td>6 mesi</td></tr>
</tbody>
</table>
<h2>9. I tuoi diritti</h2>
<p>In ogni momento puoi esercitare i diritti previsti dagli articoli da 15 a 22 del GDPR: accesso ai tuoi dati, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati, opposizione al trattamento basato sul legittimo interesse e revoca dei consensi prestati, senza pregiudicare la liceità del trattamento effettuato prima della revoca. Per esercitarli scrivi a <a href="mailto:privacy@mercato.example">privacy@mercato.example</a>: ti risponderemo entro un mese dalla richiesta.</p>
<h2>10. Reclamo all'autorità di controllo</h2>
<p>Se ritieni che il trattamento dei tuoi dati violi il GDPR, hai il diritto di proporre reclamo al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma (<a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>).</p>
<h2>11. Modifiche all'informativa</h2>
<p>La presente informativa può essere aggiornata per adeguarla a modifiche normative o dei servizi. La versione in vigore è sempre pubblicata su questa pagina; delle modifiche rilevanti ti daremo notizia al primo accesso successivo.</p>`,
  },
  {
    url: '/cookie-policy',
    title: 'Cookie policy',
    html: `<h1>Cookie policy</h1>
<p>Questo sito usa cookie tecnici, necessari al funzionamento del servizio, e, solo con il tuo consenso, cookie analitici e di profilazione.</p>
<h2>Cookie tecnici</h2>
<p>Servono alla navigazione, al login, al carrello e a ricordare le tue preferenze sui cookie. Non richiedono consenso.</p>
<h2>Cookie analitici</h2>
<p>Ci aiutano a capire come viene usato il sito, in forma aggregata.</p>
<h2>Cookie di profilazione e marketing</h2>
<p>Permettono di mostrarti offerte in linea con i tuoi interessi.</p>
<p>Puoi modificare le tue scelte in qualsiasi momento dal <strong>Gestore consensi Cookie</strong> raggiungibile dal piè di pagina. La preferenza sulla cookie policy dura 5 anni.</p>`,
  },
  {
    url: '/sale-condition',
    title: 'Condizioni generali di vendita',
    html: `<h1>Condizioni generali di vendita</h1>
<p>Le presenti condizioni generali regolano la vendita a distanza dei prodotti offerti sul sito e sull'app da Mercato S.p.A. ai consumatori, ai sensi del Codice del Consumo (D.Lgs. 206/2005) e del D.Lgs. 70/2003 sul commercio elettronico. Ti invitiamo a leggerle con attenzione prima di effettuare un ordine e a conservarne una copia.</p>
<h2>1. Venditore</h2>
<p>Il venditore è Mercato S.p.A., con sede legale in Via Torino 1, 20123 Milano, P.IVA 01234567890, iscritta al Registro delle Imprese di Milano. Per qualsiasi comunicazione puoi contattare il Servizio clienti al numero verde 800 123 456 o dalla pagina <a href="/customer-service">Servizio clienti</a>.</p>
<h2>2. Ambito di applicazione</h2>
<p>Le condizioni si applicano agli acquisti effettuati da persone fisiche che agiscono per scopi estranei all'attività imprenditoriale, commerciale, artigianale o professionale eventualmente svolta. La vendita è riservata ai maggiorenni e agli indirizzi compresi nelle zone servite, verificabili inserendo il CAP e la via nella pagina iniziale.</p>
<h2>3. Registrazione e conclusione del contratto</h2>
<p>Per acquistare è necessario registrarsi e accettare le presenti condizioni e l'<a href="/privacy-policy">Informativa sulla privacy</a>. Il contratto si conclude quando ricevi l'email di conferma dell'ordine, che riepiloga i prodotti, i prezzi, le spese di consegna e la fascia oraria scelta. Puoi modificare o annullare l'ordine dalla sezione «I miei ordini» fino all'orario limite indicato nel dettaglio dell'ordine.</p>
<h2>4. Prezzi</h2>
<p>I prezzi sono espressi in euro e comprensivi di IVA. Le spese di consegna dipendono dalla fascia oraria scelta e sono indicate prima della conferma dell'ordine. Per i prodotti venduti a peso variabile (ad esempio frutta, verdura, carne e formaggi al taglio) il prezzo mostrato è indicativo: l'importo definitivo è calcolato sul peso effettivo, con uno scostamento massimo del 10%. Per ogni riduzione di prezzo è indicato il prezzo più basso applicato nei 30 giorni precedenti.</p>
<h2>5. Disponibilità e sostituzioni</h2>
<p>I prodotti sono offerti fino a esaurimento delle scorte del punto vendita che prepara la spesa. Se un prodotto non è disponibile al momento della preparazione, può essere sostituito con un prodotto analogo di pari o maggiore valore, al prezzo del prodotto ordinato, solo se hai autorizzato le sostituzioni nel carrello. In caso contrario il prodotto non viene consegnato e il relativo importo non ti viene addebitato.</p>
<h2>6. Pagamento</h2>
<p>Puoi pagare con carta di credito, di debito o prepagata e con gli altri metodi indicati al momento dell'ordine. Al momento dell'ordine viene effettuata una pre-autorizzazione per un importo pari al totale dell'ordine maggiorato del 10%; l'addebito effettivo avviene alla consegna o al ritiro, per l'importo dei prodotti consegnati. I dati di pagamento sono trattati direttamente dall'istituto di pagamento con protocolli di sicurezza certificati.</p>
<h2>7. Consegna e ritiro</h2>
<p>Con la consegna a casa la spesa è consegnata all'indirizzo indicato, nella fascia oraria prenotata. Con Clicca e Vai la ritiri già pronta nel punto di ritiro o nel locker scelto; con Prenota e Ritira la ritiri nel negozio Mercato indicato. Al momento della consegna o del ritiro ti invitiamo a verificare il numero dei colli e l'integrità delle confezioni e a segnalare subito eventuali anomalie. I prodotti surgelati e freschi viaggiano nel rispetto della catena del freddo.</p>
<h2>8. Diritto di recesso</h2>
<p>Ai sensi degli articoli 52 e seguenti del Codice del Consumo hai diritto di recedere dal contratto, senza indicarne le ragioni, entro 14 giorni dalla consegna, dandone comunicazione al Servizio clienti. Il rimborso avviene con lo stesso mezzo di pagamento entro 14 giorni dalla comunicazione del recesso.</p>
<p>Come previsto dall'articolo 59 del Codice del Consumo, il diritto di recesso è escluso per i beni che rischiano di deteriorarsi o scadere rapidamente, per i beni sigillati che non si prestano a essere restituiti per motivi igienici o connessi alla protezione della salute e sono stati aperti dopo la consegna, e per i beni confezionati su misura o chiaramente personalizzati.</p>
<h2>9. Garanzia legale di conformità</h2>
<p>Tutti i prodotti sono coperti dalla garanzia legale di conformità prevista dagli articoli 128 e seguenti del Codice del Consumo. In caso di prodotti non conformi, danneggiati o scaduti ti invitiamo a contattare il Servizio clienti entro 48 ore dalla consegna per i prodotti freschi: provvederemo alla sostituzione o al rimborso.</p>
<h2>10. Farmaci da banco e prodotti di parafarmacia</h2>
<p>Sono venduti soltanto medicinali senza obbligo di prescrizione (SOP e OTC), sotto la responsabilità di un farmacista abilitato, nel rispetto del D.Lgs. 219/2006. Il logo del Ministero della Salute presente sulle pagine della parafarmacia rimanda all'elenco dei venditori online autorizzati. Il farmacista può limitare le quantità ordinabili per ragioni di tutela della salute.</p>
<h2>11. Reclami e risoluzione delle controversie</h2>
<p>Eventuali reclami possono essere inviati al Servizio clienti, che risponde entro 7 giorni lavorativi. Per la risoluzione extragiudiziale delle controversie puoi inoltre ricorrere alla piattaforma europea ODR, disponibile all'indirizzo <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>.</p>
<h2>12. Legge applicabile e foro competente</h2>
<p>Il contratto è regolato dalla legge italiana. Per ogni controversia è competente il giudice del luogo di residenza o di domicilio del consumatore, se situato in Italia.</p>`,
  },
  {
    url: '/legal-note',
    title: 'Note legali',
    html: `<h1>Note legali</h1>
<p>Mercato S.p.A. - Sede legale: Via Torino 1, 20123 Milano - P.IVA 01234567890 - Capitale sociale 1.000.000 euro i.v.</p>
<p>I contenuti del sito sono protetti dal diritto d'autore. Marchi e immagini appartengono ai rispettivi titolari.</p>`,
  },
  {
    url: '/accessibility',
    title: 'Dichiarazione di accessibilità',
    html: `<h1>Dichiarazione di accessibilità</h1>
<p>Mercato S.p.A. si impegna a rendere il proprio sito accessibile, conformemente alla Legge 4/2004 e alle linee guida WCAG 2.1 livello AA.</p>
<p>Il sito si usa con la tastiera e con i lettori di schermo; i contrasti dei colori rispettano i livelli richiesti.</p>
<p>Per segnalare problemi di accessibilità scrivi a accessibilita@mercato.example.</p>`,
  },
  {
    url: '/agevolazioni-consegna',
    title: 'Agevolazioni sulla consegna',
    html: `<h1>Agevolazioni sulla consegna</h1>
<p>Scegli le fasce orarie <strong>eco</strong>: costano meno perché i nostri furgoni sono già nella tua zona.</p>
<p>Con la carta fedeltà ORO e PLUS hai consegne scontate tutto l'anno.</p>`,
  },
  {
    url: '/digital-privacy',
    title: 'Privacy dei servizi digitali',
    html: `<h1>Privacy dei servizi digitali</h1>
<p>App e sito condividono lo stesso account: i consensi che dai valgono su entrambi i canali.</p>`,
  },
  {
    url: '/benvenuto',
    title: 'Benvenuto in Mercato',
    popup: true,
    html: `<h2>Benvenuto in Mercato</h2>
<p>La spesa online con consegna a casa, Clicca e Vai e Prenota e Ritira, a Milano e Firenze.</p>`,
  },
];

/**
 * The Colletta Alimentare landing (/supermercato/landing/colletta-alimentare): its three CMS banners (main,
 * promotional, secondary; spec shell §3 "Landing content"), each a page of the supermercato by url, and the
 * join links of the stores tagged as collection points (geo-data.ts PICKUP_STORES collettaTag).
 */
export const COLLETTA_LANDING = {
  virtualUrl: 'colletta-alimentare',
  title: 'Colletta Alimentare',
  banners: {
    MAIN_BANNER: {
      url: '/banner/colletta-alimentare/principale',
      title: 'Dona la spesa alla Colletta Alimentare',
      html: `<h2>Dona la spesa alla Colletta Alimentare</h2>
<p>Scegli i prodotti a lunga conservazione: li consegniamo noi al negozio dove i volontari del Banco Alimentare li raccolgono per le famiglie in difficoltà.</p>
<p>Aderisci dal negozio più vicino a te: <a href="/colletta-alimentare/milano-buenos-aires">Milano, Corso Buenos Aires</a> oppure <a href="/colletta-alimentare/firenze-san-lorenzo">Firenze, Borgo San Lorenzo</a>.</p>`,
    },
    PROMOTIONAL_BANNER: {
      url: '/banner/colletta-alimentare/promozionale',
      title: 'I prodotti più utili',
      html: `<h2>I prodotti più utili</h2>
<p>Tonno e legumi in scatola, pelati e passata di pomodoro: sono i prodotti che il Banco Alimentare chiede di più. Li trovi qui sotto, e con un clic li aggiungi tutti al carrello.</p>`,
    },
    SECONDARY_BANNER: {
      url: '/banner/colletta-alimentare/come-funziona',
      title: 'Come funziona',
      html: `<h2>Come funziona</h2>
<ol>
<li>Aderisci alla Colletta dal link del tuo negozio: la spesa che farai sarà consegnata lì.</li>
<li>Scegli i prodotti e una fascia di consegna, come per la tua spesa di sempre.</li>
<li>I volontari del Banco Alimentare ritirano la spesa in negozio e la portano a chi ne ha bisogno.</li>
</ol>
<p>Per tornare alla tua spesa a casa cambia l'indirizzo di consegna dal menu in alto.</p>`,
    },
  },
} as const;

export const BANNER_TEXTS: Record<'grocery' | 'pharma', { title: string; subtitle: string }[]> = {
  grocery: [
    { title: 'La spesa a casa tua', subtitle: 'Scegli la fascia oraria che preferisci' },
    { title: 'Frutta e verdura di stagione', subtitle: 'Fresca ogni giorno, anche bio' },
    { title: 'Prendi 3 paghi 2', subtitle: 'Su tanti prodotti per la dispensa' },
    { title: "Sapori d'Italia", subtitle: 'DOP e IGP dalle nostre regioni' },
    { title: 'Colazione insieme', subtitle: 'Biscotti, caffè e latte in offerta' },
    { title: 'Fasce eco', subtitle: 'Consegna a prezzo ridotto quando siamo già nella tua zona' },
    { title: 'Esclusiva carta ORO', subtitle: 'Sconti riservati ai clienti ORO' },
    { title: 'Vini per le feste', subtitle: 'Selezione delle nostre cantine' },
    { title: 'Senza glutine', subtitle: 'Tanti prodotti per tutti' },
  ],
  pharma: [
    { title: 'Parafarmacia a casa', subtitle: 'Prodotti per la salute consegnati a domicilio' },
    { title: 'Difese immunitarie', subtitle: 'Integratori di vitamina C e D' },
    { title: 'Protezione solare', subtitle: 'Creme SPF 30 e 50' },
    { title: 'Farmaci da banco', subtitle: 'Solo medicinali senza obbligo di prescrizione' },
    { title: 'Cura della pelle', subtitle: 'Dermocosmesi per pelli sensibili' },
    { title: 'Il farmacista risponde', subtitle: 'Chiedi consiglio al nostro servizio clienti' },
    { title: 'Esclusiva carta ORO', subtitle: 'Sconti riservati ai clienti ORO' },
    { title: 'Primo soccorso', subtitle: 'Cerotti, garze e disinfettanti' },
    { title: 'Benessere naturale', subtitle: 'Tisane ed erbe officinali' },
  ],
};

export const FOOTER_GROUPS = [
  {
    kind: 'links' as const,
    title: 'Aiuto',
    compact: true,
    links: [
      ['Servizio clienti', '/customer-service'],
      ['Domande frequenti', '/customer-faq'],
      ['Scrivici', '/scrivici'],
      ['Agevolazioni consegna', '/agevolazioni-consegna'],
    ],
  },
  {
    kind: 'links' as const,
    title: 'Informazioni legali',
    compact: true,
    links: [
      ['Condizioni di vendita', '/sale-condition'],
      ['Privacy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Note legali', '/legal-note'],
      ['Accessibilità', '/accessibility'],
    ],
  },
  {
    kind: 'social' as const,
    title: 'Seguici',
    compact: false,
    links: [
      ['Facebook', 'https://www.facebook.com/', 'facebook'],
      ['Instagram', 'https://www.instagram.com/', 'instagram'],
      ['YouTube', 'https://www.youtube.com/', 'youtube'],
      ['LinkedIn', 'https://www.linkedin.com/', 'linkedin'],
    ],
  },
  {
    kind: 'app-store' as const,
    title: "Scarica l'app",
    compact: false,
    links: [
      ['Scarica su App Store', 'https://apps.apple.com/it/', 'app-store'],
      ['Disponibile su Google Play', 'https://play.google.com/store/apps', 'google-play'],
    ],
  },
];

export const COOKIE_SECTIONS = [
  {
    cookieKey: 'technical',
    label: 'Cookie tecnici',
    readOnly: true,
    checked: true,
    iconClass: 'icon-cookie-technical',
    durationMonths: 60,
    description:
      'Necessari al funzionamento del sito: login, carrello, sicurezza e preferenze sui cookie. Sono sempre attivi.',
  },
  {
    cookieKey: 'analytics',
    label: 'Cookie analitici',
    readOnly: false,
    checked: false,
    iconClass: 'icon-cookie-analytics',
    durationMonths: 6,
    description: 'Ci permettono di misurare in forma aggregata come viene usato il sito per migliorarlo.',
  },
  {
    cookieKey: 'profiling',
    label: 'Cookie di profilazione e marketing',
    readOnly: false,
    checked: false,
    iconClass: 'icon-cookie-marketing',
    durationMonths: 6,
    description:
      'Servono a mostrarti offerte e pubblicità in linea con i tuoi interessi, anche su siti di terze parti.',
  },
];

export const FORENAMES_M = [
  'Marco',
  'Alessandro',
  'Giuseppe',
  'Francesco',
  'Antonio',
  'Matteo',
  'Lorenzo',
  'Andrea',
  'Davide',
  'Simone',
  'Stefano',
  'Paolo',
  'Roberto',
  'Federico',
  'Riccardo',
];
export const FORENAMES_F = [
  'Francesca',
  'Chiara',
  'Sara',
  'Valentina',
  'Elena',
  'Martina',
  'Alessia',
  'Federica',
  'Silvia',
  'Laura',
  'Anna',
  'Sofia',
  'Giorgia',
  'Paola',
  'Elisa',
];
export const SURNAMES = [
  'Russo',
  'Ferrari',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
];
