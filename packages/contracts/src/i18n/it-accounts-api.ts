// The texts the API answers with for billing addresses, mobile-number verification and the development
// outbox (issue 16; spec orders §2 "Mobile-number verification", §4, §5; shell §7). Re-exported by it.ts.
// Texts the forms already have (validation.*, checkout.*) are used from their own area, never copied here.
// Placeholders are `{name}`, filled by `t()`. chosen: every text here; the spec names the cases only.

/** Billing addresses (auth/billing-addresses). */
export const billingApi = {
  notFound: 'Indirizzo di fatturazione non trovato',
  typeInvalid: 'Tipo di intestatario non valido',
  countryTypeInvalid: 'Scegliere Italia o Altro Paese',
  preferredInvalid: "Indicare se è l'indirizzo di fatturazione predefinito",
} as const;

/** Mobile-number verification (auth/mobilenumber/…). */
export const mobileApi = {
  /** The SMS with the code. */
  smsText: 'Il tuo codice di verifica {shop} è {code}. Scade tra {minutes} minuti. Non condividerlo con nessuno.',
  resendTooSoon: 'Potrai richiedere un nuovo codice tra {seconds} secondi.',
  tooManyCodes: 'Troppe richieste di codici di verifica. Riprova tra {minutes} minuti.',
  noCode: 'Richiedi prima un codice di verifica per questo numero.',
  codeWrong: 'Il codice di verifica non è corretto.',
  codeExpired: 'Il codice di verifica è scaduto: richiedine uno nuovo.',
  codeSpent: 'Troppi tentativi errati: richiedi un nuovo codice di verifica.',
  notVerified: 'Il numero di cellulare non è stato verificato: inserisci il codice ricevuto via SMS.',
  addressNotFound: 'Indirizzo di consegna non trovato',
} as const;

/** The development outbox page (/commerce/dev/outbox). */
export const outboxPage = {
  title: 'Messaggi inviati (sviluppo)',
  intro:
    'I messaggi che il negozio avrebbe inviato ai clienti, dal più recente. Visibile solo in sviluppo e nelle dimostrazioni.',
  empty: 'Nessun messaggio',
  recipient: 'Destinatario',
  kind: 'Tipo',
  channel: 'Canale',
  subject: 'Oggetto',
  text: 'Testo',
  time: 'Data e ora',
  status: 'Stato',
  statuses: { KEPT: 'Trattenuto', PENDING: 'In attesa di invio', SENT: 'Inviato', FAILED: 'Non inviato' },
  filteredBy: 'Messaggi per {recipient}',
  /** 401 without a login, 403 to a customer: the page shows every customer's messages (issue 33 point 5). */
  staffOnly: 'Pagina riservata al personale del negozio: accedi con un account dello staff.',
  /** `?to=` that no recipient can be (control characters, too long). */
  badRecipient: 'Il destinatario indicato non è valido.',
} as const;
