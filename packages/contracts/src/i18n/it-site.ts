// The site's own texts (site/ pages and layout), by area. Where a site text is word for word a text of
// another area, the page uses that one (e.g. shell.login 'Accedi', common.continue 'Continua',
// account.logout 'ESCI', notifyMe.name/email 'Nome'/'Email', addressCheck.changeAddress). Re-exported
// by it.ts.

/** Header, footer, layout and the delivery bar of every page; the answers of the site's own routes. */
export const siteShell = {
  // chosen: the brand, its home link and the default title and description of the pages
  brand: 'Mercato',
  logoLabel: 'Mercato, torna alla home',
  defaultTitle: 'Mercato, la spesa online',
  defaultDescription: 'Mercato: la spesa online con consegna a casa, Clicca e Vai, Prenota e Ritira e parafarmacia.',
  skipLink: 'Vai al contenuto',
  mainMenu: 'Menu principale',
  // chosen: the header's logout link (the profile page's is account.logout 'ESCI')
  logout: 'Esci',
  // chosen: footer
  newWindow: '(si apre in una nuova finestra)',
  followUs: 'Seguici',
  getTheApp: "Scarica l'app",
  // chosen: a page form posted from another origin; a file of /elements/ that does not exist
  requestRefused: 'Richiesta non consentita',
  notFound: 'Non trovato',
} as const;

/** The onboarding page (/index). */
export const onboardingPage = {
  title: 'Benvenuto',
  heading: 'La tua spesa online, come vuoi tu',
  haveAccount: 'Hai già un account?',
  // The services' names are shell.serviceNames and PHARMACY_TITLE_PREFIX (constants.ts).
  homeDeliveryText: 'La spesa consegnata a casa tua, nella fascia oraria che preferisci.',
  driveText: 'Ordina online e ritira nei punti di ritiro e nei locker vicino a te.',
  prenotazioniText: 'Prenota i prodotti e ritirali nel tuo negozio Mercato.',
  pharmacyText: 'Farmaci da banco e prodotti per la salute, con consegna a casa.',
} as const;

/** The store home when the store has no title. */
export const storeHomePage = {
  defaultHeading: 'La spesa online',
} as const;

/** /prodotto-non-trovato (spec shell §8, error 4004). */
export const productNotFoundPage = {
  title: 'Prodotto non trovato',
  gone: 'Il prodotto che cerchi non è più disponibile o il collegamento non è corretto.',
  hint: 'Prova a cercarlo con la barra di ricerca oppure torna alla spesa.',
  back: 'Torna alla spesa',
} as const;

/** /rule-agreement: the page around the acceptances (their messages are the ruleAgreement area's). */
export const ruleAgreementPage = {
  title: 'Accettazione delle condizioni',
  heading: 'Prima di iniziare',
  intro:
    "Per continuare a fare la spesa online accetta le condizioni generali di vendita e prendi visione dell'informativa sulla privacy.",
  // Each label is the text before its link, then the link.
  conditionsBefore: 'Ho letto e accetto le',
  conditionsLink: 'condizioni generali di vendita',
  privacyBefore: "Ho letto l'",
  privacyLink: 'informativa sulla privacy',
} as const;

/** The profile (/account/dashboard) and the Fìdaty page (/account/fidaty). */
export const profilePage = {
  title: 'Il mio profilo',
  yourData: 'I tuoi dati',
  surname: 'Cognome',
  address: 'Indirizzo',
  yourCards: 'Le tue carte',
  noCards: 'Nessuna carta Fìdaty associata.',
  activateCard: 'Attiva la Carta Fìdaty digitale',
  fidatyTitle: 'Carta Fìdaty',
  fidatyUses:
    'Con la Carta Fìdaty puoi fare la spesa con Clicca e Vai e con Prenota e Ritira, e accumulare punti a ogni acquisto.',
  chooseService: 'Scegli il servizio',
  fidatyNone:
    'Non hai ancora una Carta Fìdaty. Serve per ritirare la spesa con Clicca e Vai e con Prenota e Ritira, e con lei accumuli punti a ogni acquisto.',
  fidatyOffer: 'Attiva ora la Carta Fìdaty digitale: è gratuita, la trovi nel tuo profilo e puoi usarla subito.',
  cardNames: { VERDE: 'Carta Fìdaty Verde', ORO: 'Carta Fìdaty Oro', PLUS: 'Carta Fìdaty Plus' },
  cardNumber: 'n. {barcode}',
  cardBalance: 'saldo {points} punti',
} as const;

/** The page shown when a page fails (Astro's 500 route): never a redirect that hides the failure. */
export const errorPage = {
  title: 'Si è verificato un errore',
  text: 'Non è stato possibile mostrare la pagina. Riprova tra qualche istante.',
  back: 'Torna alla home',
} as const;

/** A department or category page (/{store}/menu/{id}/…), apart from the listing's texts. */
export const departmentPage = {
  // chosen: the name of the aside holding the page's SIDE_BANNERs
  sideBanners: 'In evidenza',
} as const;

/** Information pages (/sale-condition, /privacy-policy): their text is the CMS page's. */
export const infoPage = {
  // chosen: under the text; {date} as '24 novembre 2026'
  updated: 'Ultimo aggiornamento: {date}',
  // chosen: when the page has no published version
  missing: 'Questa pagina non è al momento disponibile. Riprova più tardi o contatta il Servizio clienti.',
} as const;

/** The delivery header bar when the address in use is not of the navigation's kind. */
export const deliveryBar = {
  // chosen: the prompt, by the kind of address the navigation needs (it links to the address check)
  choose: {
    home: "Scegli l'indirizzo di consegna",
    drive: 'Scegli un punto di ritiro Clicca e Vai',
    store: 'Scegli il negozio dove ritirare la spesa',
  },
  // chosen: the two tabs of the open bar (spec shell §2: the address panel, the slot panel)
  tabs: { address: 'Servizio e indirizzo', slot: 'Giorno e orario' },
  // chosen: the address in use, in the list of a service
  inUse: 'In uso',
  // chosen: no home address saved (the pickup services' messages are quoted: errors.noDriveAddress, noStoreAddress)
  noHomeAddress: 'Nessun indirizzo di consegna trovato',
  // chosen: under each list, the link to the address check where a logged customer adds an address
  addAddress: 'Aggiungi un nuovo indirizzo',
} as const;
