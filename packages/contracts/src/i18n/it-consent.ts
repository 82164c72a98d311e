// The cookie centre, the cookie policy page, the customer's consent page and the staff's analytics page
// (spec shell §2 "Content and help", §8 'Cookie Policy'). The spec's own words are `cookies` ('Accetta
// tutti', 'Gestisci cookie', "Leggi l'informativa Cookie", 'Gestore consensi Cookie', 'Salva le
// impostazioni', 'Cookie Policy', 'Modifica effettuata con successo', 'Continua'; it.ts re-exports it);
// everything else here is chosen wording.

/** The spec's own words (spec shell §2, §8; re-exported by it.ts as `cookies`). */
export const cookies = {
  acceptAll: 'Accetta tutti',
  manage: 'Gestisci cookie',
  readPolicy: "Leggi l'informativa Cookie",
  centreTitle: 'Gestore consensi Cookie',
  save: 'Salva le impostazioni',
  policyTitle: 'Cookie Policy',
  policyChanged: 'Modifica effettuata con successo',
  policyChangedButton: 'Continua',
  // chosen: footer banner text
  bannerText:
    'Usiamo cookie tecnici e, con il tuo consenso, cookie di profilazione e di terze parti per migliorare la tua esperienza.',
} as const;

/** The footer banner's own words (a module part of their own: the banner loads at first paint). */
export const consentBanner = {
  bannerLabel: 'Informativa sui cookie',
  close: 'Chiudi e continua senza accettare',
} as const;

export const consent = {
  // centre
  centreIntro:
    'Scegli quali cookie attivare. I cookie tecnici sono necessari al funzionamento del sito e restano sempre attivi; le altre categorie sono attive solo con il tuo consenso, che puoi cambiare in ogni momento.',
  alwaysOn: 'Sempre attivi',
  on: 'Attivi',
  off: 'Non attivi',
  closeCentre: 'Chiudi il gestore consensi',
  loading: 'Caricamento delle preferenze…',
  saving: 'Salvataggio in corso…',
  gpc: 'Il tuo browser chiede di non essere tracciato (Global Privacy Control): le categorie facoltative partono disattivate.',
  duration: 'Durata del consenso: {months} mesi',
  // the policy page
  policyIntro:
    'Questa pagina descrive i cookie usati dal sito, divisi per categoria, e come gestire il tuo consenso. Le scelte si modificano dal Gestore consensi Cookie, raggiungibile anche dal link «Gestisci cookie» in fondo a ogni pagina.',
  policyVersion: 'Versione della policy: {version}',
  policyCategory: 'Categoria',
  policyDescription: 'Descrizione',
  policyCookie: 'Cookie',
  policyDuration: 'Durata',
  policyDurationMonths: '{months} mesi',
  policyDurationYears: '{years} anni',
  policyAlwaysOn: 'Sempre attivo',
  policyOptional: 'Facoltativo, con il tuo consenso',
  policyPolicyCookie: 'Ricorda che hai letto e confermato questa informativa',
  policyAnalytics:
    'Le statistiche di navigazione sono raccolte solo dal nostro server, senza script di terze parti, e solo se accetti i cookie analitici. Sul sito della parafarmacia non raccogliamo statistiche. Se il tuo browser invia il segnale Global Privacy Control lo rispettiamo come un rifiuto.',
  // the customer's page
  accountTitle: 'Consensi cookie',
  accountIntro: 'Le scelte sui cookie registrate per il tuo account, dalla più recente.',
  accountCurrent: 'Scelte attuali su questo dispositivo',
  accountHistory: 'Storico dei consensi',
  accountEmpty: 'Non ci sono ancora consensi registrati per il tuo account.',
  accountChange: 'Modifica le scelte',
  accountWhen: 'Data',
  accountVersion: 'Versione policy',
  accountChannel: 'Canale',
  accountSource: 'Modalità',
  accountChoices: 'Scelte',
  accepted: 'accettati',
  refused: 'rifiutati',
  sources: {
    'accept-all': 'Accetta tutti',
    close: 'Chiuso il banner (solo necessari)',
    save: 'Salva le impostazioni',
    app: "Accettazione dall'app",
    auto: 'Accettazione automatica',
    gpc: 'Rifiuto dal browser (Global Privacy Control)',
  },
  channels: { web: 'Sito', app: 'App' },
  // the staff page
  staffTitle: 'Statistiche di navigazione',
  staffIntro: 'Eventi raccolti dal nostro server negli ultimi {days} giorni, per giorno e tipo.',
  staffDay: 'Giorno',
  staffType: 'Evento',
  staffCount: 'Eventi',
  staffEmpty: 'Nessun evento raccolto in questo periodo.',
  staffRefused: 'Invii rifiutati (non validi o troppo grandi)',
  staffOnly: 'Pagina riservata al personale del negozio: accedi con un account dello staff.',
} as const;
