// The texts the shop's API answers with (spec shell §4-§8, orders §5, §8) that the pages do not already
// have: a text the pages also show is used by the server from its own area (`errors.generic`,
// `validation.postcodeRequired`, `freeVisit.loginToAdd`, …), never copied here. Re-exported by it.ts.
// Placeholders are `{name}`, filled by `t()`. Texts marked `chosen:` are the shop's where the spec names
// the case only.

/** Generic answers of the API: HTTP errors, login, platform calls. */
export const apiErrors = {
  loginFailed: 'Email o password non corretti',
  tooManyLoginAttempts: 'Troppi tentativi di accesso. Riprova tra {minutes} minuti.',
  xsrfInvalid: 'Richiesta non autorizzata: ricarica la pagina e riprova.',
  invalidInput: 'Dati non validi: controlla i campi indicati.',
  malformedBody: 'Richiesta non valida: il contenuto non è un JSON corretto.',
  bodyTooLarge: 'Richiesta troppo grande.',
  urlForbidden: 'Indirizzo di destinazione non consentito',
  messageNotFound: 'Messaggio non trovato',
  invalidPublishDate: 'Data di pubblicazione non valida',
  tooManyLogs: 'Troppe righe di log in una sola chiamata',
  // chosen: the answers of the abuse limits of issue 13 (429 with Retry-After, or the login's captcha)
  tooManyLogCalls: 'Troppi invii di log. Riprova tra {seconds} secondi.',
  tooManyRequests: 'Troppe richieste. Riprova tra {minutes} minuti.',
  loginCaptchaRequired: 'Per accedere completa la verifica di sicurezza.',
  loginCaptchaInvalid: 'Verifica di sicurezza non superata: riprova.',
  // chosen: the generic format error of a field, in the pattern of the spec's "Formato del 'Email PEC' non valido"
  formatInvalid: "Formato del '{label}' non valido",
} as const;

/**
 * The Italian name of each field the API validates, for the generic messages of a field without a
 * message of its own (validation.required "Il campo '{label}' è obbligatorio", validation.dynamicPattern
 * '{label} non valido', validation.maxLength, apiErrors.formatInvalid). chosen: the labels the forms use.
 */
export const fieldLabels = {
  // address and onboarding (shell §4, §5; orders §5 delivery address)
  postcode: 'CAP',
  streetId: 'Via',
  streetName: 'Via',
  street: 'Via',
  houseNumber: 'Numero civico',
  identifier: 'Identificativo',
  region: 'Regione',
  province: 'Provincia',
  town: 'Comune',
  floorNumber: 'Piano',
  interphoneName: 'Nome sul citofono',
  stairs: 'Scala',
  site: 'Servizio',
  driveId: 'Punto di ritiro',
  negozioFisicoId: 'Negozio',
  privateCode: 'Codice di accesso',
  captchaToken: 'Verifica di sicurezza',
  addressId: 'Indirizzo',
  copyCart: 'Copia carrello',
  name: 'Nome',
  email: 'Email',
  privacyAgreement: 'Informativa privacy',
  // login and platform
  username: 'Email',
  password: 'Password',
  url: 'Indirizzo di destinazione',
  logs: 'Log',
  clientInfo: 'Informazioni sul client',
  domainCode: 'Dominio',
  // slots (orders §2 "Delivery slot panels", contracts slots.ts)
  slotId: 'Fascia oraria',
  idempotencyKey: 'Chiave di idempotenza',
  scope: 'Fasce orarie',
  from: 'Data',
  orderId: 'Ordine',
  // trolley (orders §2, §5)
  productId: 'Prodotto',
  productIds: 'Prodotti',
  quantity: 'Quantità',
  forced: 'Conferma',
  trolleyItemId: 'Articolo',
  trolleyItemsIds: 'Articoli',
  productIntervalId: 'Intervallo',
  productAttributeIds: 'Caratteristiche',
  productOrigin: 'Origine',
  // catalogue
  q: 'Testo da cercare',
  filters: 'Filtri',
  sort: 'Ordinamento',
  start: 'Posizione di inizio',
  pageSize: 'Prodotti per pagina',
  nav: 'Navigazione',
  menuItemId: 'Menu',
  code: 'Codice prodotto',
  id: 'Identificativo',
  ids: 'Prodotti',
  publishDate: 'Data di pubblicazione',
  storeRef: 'Negozio',
  virtualUrl: 'Pagina',
} as const;

/** Onboarding, pickup points, power-guest entry and delivery addresses (spec shell §4, §5, §6). */
export const onboardingApi = {
  serviceInvalid: 'Servizio non valido',
  searchTooShort: 'Inserire almeno 3 caratteri per la ricerca',
  driveRequired: 'Selezionare un punto di ritiro',
  storeRequired: 'Selezionare un negozio Prenota e Ritira',
  privateCodeInvalid: 'Codice non valido',
  captchaRequired: 'Completare la verifica di sicurezza',
  captchaInvalid: 'Verifica di sicurezza non superata: riprova',
  captchaExpired: 'Verifica di sicurezza scaduta: riprova',
  captchaUsed: 'Verifica di sicurezza già utilizzata: riprova',
  // chosen: a partner hand-over link that is too old or already used
  handoffExpired: 'Il collegamento non è più valido: verifica di nuovo il tuo indirizzo.',
  alreadyLogged: "Hai già effettuato l'accesso: scegli uno dei tuoi indirizzi di consegna.",
  tooManyLookups: "Troppe richieste di verifica dell'indirizzo. Riprova tra {seconds} secondi.",
  // chosen: too many wrong private codes (429), too many power-guest entries from one client (429)
  tooManyPrivateCodes: 'Troppi codici non validi. Riprova tra {minutes} minuti.',
  tooManyGuestEntries: 'Troppi accessi come ospite da questo dispositivo. Riprova tra {minutes} minuti.',
  // chosen: the answers to 'Vuoi registrarti?' (a digital Fìdaty card requested online)
  fidatyCardCreated:
    'Carta Fìdaty digitale attivata: n. {barcode}. Ora puoi scegliere Clicca e Vai e Prenota e Ritira.',
  fidatyCardExisting: 'Hai già una Carta Fìdaty: puoi scegliere Clicca e Vai e Prenota e Ritira.',
  addressNotFound: 'Indirizzo non trovato',
  addressCreated: 'Indirizzo creato',
  // chosen: the name of a home address made by the address checker (which asks for none); when taken,
  // the first free "Casa 2", "Casa 3"…
  homeIdentifier: 'Casa',
  /** The services' names, as the Fìdaty card prompt says them. */
  serviceNames: {
    supermercato: 'Mercato a Casa',
    drive: 'Clicca e Vai',
    pharma: 'Parafarmacia a Casa',
    'pharma-drive': 'Parafarmacia Clicca e Vai',
    prenotazioni: 'Prenota e Ritira',
  },
} as const;

/** The trolley's answers (spec shell §6, §8 duplicate add; orders §8 trolley exceptions). */
export const trolleyApi = {
  itemReadonly: 'Questo articolo non può essere modificato o rimosso dal carrello.',
  itemNotFound: 'Articolo non presente nel carrello',
  idempotencyKeyInvalid: 'Chiave di idempotenza non valida',
  idempotencyKeyReused: 'Richiesta già ricevuta con dati diversi: ricarica la pagina e riprova.',
  massiveAddSize: 'Indicare da 1 a {max} prodotti',
  notInShop: 'Il prodotto {product} non è presente nel negozio.',
  unavailable: 'Il prodotto {product} non è disponibile per il servizio scelto.',
  maxQuantity: 'Hai raggiunto la quantità massima acquistabile per {product}: {max}.',
  quantityExceeds:
    'La quantità richiesta di {product} supera la disponibilità: quantità ordinata {ordered}, quantità disponibile {available}.',
  preparationTime: 'I tempi di preparazione di {product} non sono compatibili con la fascia oraria prenotata.',
  mxnMissingOne: 'Aggiungi ancora 1 pezzo per la promozione {label}',
  mxnMissingMany: 'Aggiungi ancora {missing} pezzi per la promozione {label}',
  // chosen: the first-slot-loss text names the slot that would be lost ({day} {start}-{end}, Rome time)
  firstSlotLoss:
    'Aggiungendo {product} al carrello perderai la prima fascia oraria disponibile, {day} {start}-{end}: i tempi di preparazione del prodotto sono più lunghi.',
  // chosen: an origin the product does not offer (orders §2 origin choice), or one for a product without a choice
  originNotOffered: 'Origine non disponibile per questo prodotto.',
} as const;

/**
 * Slot booking (orders §2 "Delivery slot panels", §4 slot states, §8; shell §3 slotReservationLoss and
 * firstSlotLoss). The panels' own texts (empty week, free visit) are it.ts `slots`. chosen: all of these;
 * {day} is 'sabato 28 marzo', {start} and {end} 'HH:mm', Rome time.
 */
export const slotsApi = {
  slotNotFound: 'Fascia oraria non trovata',
  soldOut: 'La fascia oraria scelta è esaurita: scegli una delle fasce più vicine ancora disponibili.',
  closed: 'La fascia oraria scelta non è più prenotabile.',
  blockedByTrolley:
    'I tempi di preparazione dei prodotti nel carrello non sono compatibili con la fascia oraria scelta.',
  noReservation: 'Nessuna fascia oraria prenotata',
  orderNotFound: 'Ordine non trovato',
  reservationLost: 'La prenotazione della fascia oraria di {day} {start}-{end} è scaduta e la fascia è stata liberata.',
  firstSlotLost:
    'Con {product} nel carrello la prima fascia oraria disponibile, {day} {start}-{end}, non è più prenotabile: i tempi di preparazione del prodotto sono più lunghi.',
  tooManyStreams: 'Troppe connessioni aperte da questo dispositivo. Riprova tra {seconds} secondi.',
} as const;

/** Catalogue calls (issue 4; spec orders §2, §3; 4004 = product not found page). */
export const catalogueApi = {
  productNotFound: 'Prodotto non trovato',
  landingNotFound: 'Pagina non trovata',
  searchRequired: 'Inserire un testo da cercare',
  searchTooLong: 'Il testo da cercare può contenere al massimo {max} caratteri',
  filterInvalid: 'Filtro non valido',
  tooManyFilters: 'Si possono applicare al massimo {max} filtri',
  sortInvalid: 'Ordinamento non valido',
  startInvalid: 'Posizione di inizio non valida',
  pageSizeInvalid: 'Il numero di prodotti per pagina deve essere tra 1 e {max}',
  navigationInvalid: 'Navigazione non valida',
  productCodeInvalid: 'Codice prodotto non valido',
  menuItemIdInvalid: 'Identificativo di menu non valido',
  // chosen: product set of a landing (GET productset?ids=)
  productIdsInvalid: 'Identificativi di prodotto non validi',
  tooManyProductIds: 'Si possono chiedere al massimo {max} prodotti',
  // chosen: sort options, filter groups and promotion kinds of the listings
  sortLabels: {
    relevance: 'Rilevanza',
    'price-asc': 'Prezzo crescente',
    'price-desc': 'Prezzo decrescente',
    'unit-price-asc': 'Prezzo al kg/l crescente',
    'name-asc': 'Nome A-Z',
  },
  filterGroups: { categoria: 'Categorie', marca: 'Marca', caratteristica: 'Caratteristiche', promozione: 'Promozioni' },
  promoKinds: {
    PERCENTAGE: 'Sconto in percentuale',
    FIXED_PRICE: 'Prezzo speciale',
    MXN: 'Prendi M paghi N (es. 3x2)',
  },
  variableWeight: 'Prodotto a peso variabile',
} as const;

/** The page configuration's texts when the database has none (spec shell §3). */
export const storeDefaults = {
  pageTitle: 'Mercato, la spesa online',
  siteName: 'Mercato',
  companyLabel: 'Mercato S.p.A.',
  companyVat: 'P.IVA 01234567890',
  ogTitle: '{store} | {title}',
  seoDescription:
    '{store}: la spesa online di Mercato con consegna a casa, Clicca e Vai, Prenota e Ritira e parafarmacia.',
  stores: {
    supermercato: { name: 'Supermercato', label: 'Mercato a Casa' },
    drive: { name: 'Clicca e Vai', label: 'Ritiro con Clicca e Vai' },
    pharma: { name: 'Parafarmacia', label: 'Parafarmacia a Casa' },
    'pharma-drive': { name: 'Parafarmacia Clicca e Vai', label: 'Parafarmacia con Clicca e Vai' },
    prenotazioni: { name: 'Prenota e Ritira', label: 'Ritiro con Prenota e Ritira' },
  },
} as const;
