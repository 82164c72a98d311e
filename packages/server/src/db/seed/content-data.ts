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
<p>Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR), Mercato S.p.A., titolare del trattamento, ti informa che i tuoi dati personali sono trattati per gestire la registrazione al sito, gli ordini, le consegne, la carta fedeltà e, con il tuo consenso, per finalità di marketing e profilazione.</p>
<h2>Base giuridica</h2>
<p>Il trattamento è necessario all'esecuzione del contratto di vendita; le finalità di marketing si basano sul consenso, revocabile in ogni momento dal tuo profilo.</p>
<h2>Conservazione</h2>
<p>I dati sono conservati per il tempo necessario alle finalità indicate e secondo gli obblighi di legge.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere l'accesso, la rettifica, la cancellazione, la limitazione e la portabilità dei dati, e opporti al trattamento, scrivendo a privacy@mercato.example. Hai il diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>`,
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
<p>Le presenti condizioni regolano la vendita a distanza dei prodotti offerti sul sito da Mercato S.p.A. ai consumatori, ai sensi del Codice del Consumo (D.Lgs. 206/2005).</p>
<h2>Prezzi</h2>
<p>I prezzi sono espressi in euro e comprensivi di IVA. Per i prodotti venduti a peso variabile il prezzo definitivo è calcolato sul peso effettivo. Per ogni riduzione di prezzo è indicato il prezzo più basso applicato nei 30 giorni precedenti.</p>
<h2>Consegna e ritiro</h2>
<p>La consegna avviene nella fascia oraria prenotata; con Clicca e Vai e Prenota e Ritira la spesa si ritira nel punto scelto.</p>
<h2>Diritto di recesso</h2>
<p>Il diritto di recesso non si applica ai beni deperibili e ai prodotti sigillati aperti dopo la consegna per motivi igienici o di tutela della salute.</p>
<h2>Farmaci da banco</h2>
<p>Sono venduti soltanto medicinali senza obbligo di prescrizione (SOP e OTC), sotto la responsabilità di un farmacista abilitato.</p>`,
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

export const BANNER_TEXTS: Record<'grocery' | 'pharma', { title: string; subtitle: string }[]> = {
  grocery: [
    { title: 'La spesa a casa tua', subtitle: 'Scegli la fascia oraria che preferisci' },
    { title: 'Frutta e verdura di stagione', subtitle: 'Fresca ogni giorno, anche bio' },
    { title: 'Prendi 3 paghi 2', subtitle: 'Su tanti prodotti per la dispensa' },
    { title: 'Sapori d\'Italia', subtitle: 'DOP e IGP dalle nostre regioni' },
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
    kind: 'links' as const, title: 'Aiuto', compact: true, links: [
      ['Servizio clienti', '/customer-service'],
      ['Domande frequenti', '/customer-faq'],
      ['Scrivici', '/scrivici'],
      ['Agevolazioni consegna', '/agevolazioni-consegna'],
    ],
  },
  {
    kind: 'links' as const, title: 'Informazioni legali', compact: true, links: [
      ['Condizioni di vendita', '/sale-condition'],
      ['Privacy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Note legali', '/legal-note'],
      ['Accessibilità', '/accessibility'],
    ],
  },
  {
    kind: 'social' as const, title: 'Seguici', compact: false, links: [
      ['Facebook', 'https://www.facebook.com/', 'facebook'],
      ['Instagram', 'https://www.instagram.com/', 'instagram'],
      ['YouTube', 'https://www.youtube.com/', 'youtube'],
      ['LinkedIn', 'https://www.linkedin.com/', 'linkedin'],
    ],
  },
  {
    kind: 'app-store' as const, title: "Scarica l'app", compact: false, links: [
      ['Scarica su App Store', 'https://apps.apple.com/it/', 'app-store'],
      ['Disponibile su Google Play', 'https://play.google.com/store/apps', 'google-play'],
    ],
  },
];

export const COOKIE_SECTIONS = [
  {
    cookieKey: 'technical', label: 'Cookie tecnici', readOnly: true, checked: true, iconClass: 'icon-cookie-technical', durationMonths: 60,
    description: 'Necessari al funzionamento del sito: login, carrello, sicurezza e preferenze sui cookie. Sono sempre attivi.',
  },
  {
    cookieKey: 'analytics', label: 'Cookie analitici', readOnly: false, checked: false, iconClass: 'icon-cookie-analytics', durationMonths: 6,
    description: 'Ci permettono di misurare in forma aggregata come viene usato il sito per migliorarlo.',
  },
  {
    cookieKey: 'profiling', label: 'Cookie di profilazione e marketing', readOnly: false, checked: false, iconClass: 'icon-cookie-marketing', durationMonths: 6,
    description: 'Servono a mostrarti offerte e pubblicità in linea con i tuoi interessi, anche su siti di terze parti.',
  },
];

export const FORENAMES_M = ['Marco', 'Alessandro', 'Giuseppe', 'Francesco', 'Antonio', 'Matteo', 'Lorenzo', 'Andrea', 'Davide', 'Simone', 'Stefano', 'Paolo', 'Roberto', 'Federico', 'Riccardo'];
export const FORENAMES_F = ['Francesca', 'Chiara', 'Sara', 'Valentina', 'Elena', 'Martina', 'Alessia', 'Federica', 'Silvia', 'Laura', 'Anna', 'Sofia', 'Giorgia', 'Paola', 'Elisa'];
export const SURNAMES = ['Russo', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana'];
