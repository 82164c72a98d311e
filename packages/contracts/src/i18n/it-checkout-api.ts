// The checkout's answers (issue 16; spec orders §2 Checkout, §4, §5, §8): what a step misses, why a
// confirmation stopped, the payments and their pages, the orders' labels and the confirmation e-mail.
// A text the pages already have is used from its own area (trolley.empty, checkout.failedHeadline,
// checkout.invalidInvoiceAddresses, checkout.noDeliveryAddress, onboardingApi.serviceNames,
// orders.paymentDone, slotsApi.orderNotFound), never copied here. Re-exported by it.ts.
// chosen: every text below (the spec names the cases only); placeholders are `{name}`, filled by `t()`.

export const checkoutApi = {
  // The campioncini omaggio (contracts samples.ts)
  sampleNotFound: 'Campioncino non trovato',
  sampleUnavailable: 'Il campioncino {product} non è più disponibile: toglilo dai campioncini scelti per proseguire.',
  sampleSoldOut: 'Il campioncino {product} non è più disponibile.',
  samplesLimit: 'Puoi scegliere al massimo {max} campioncini per ordine.',
  samplesNotYet: 'I campioncini omaggio spettano con una spesa di almeno {amount}: aggiungi altri prodotti.',
  samplesBelowMinimum:
    'I campioncini omaggio spettano con una spesa di almeno {amount}: aggiungi altri prodotti o togli i campioncini scelti.',
  // What a step misses (Checkout.missing) and why a confirmation stopped (CheckoutProblem)
  belowMinimum: "L'importo minimo per questo servizio è di {amount}: aggiungi altri prodotti al carrello.",
  belowVirtualMinimum: "L'importo minimo per un ordine di soli prodotti virtuali è di {amount}.",
  slotMissingHome: 'Prenota una fascia oraria di consegna per proseguire.',
  slotMissingPickup: 'Prenota una fascia oraria di ritiro per proseguire.',
  slotExpired: 'La prenotazione della fascia oraria è scaduta: prenota di nuovo una fascia oraria.',
  slotClosed: 'La fascia oraria prenotata non è più disponibile: scegline un’altra.',
  paymentMissing: 'Scegli un metodo di pagamento per proseguire.',
  invoiceAddressMissing: 'Scegli un indirizzo di fatturazione o rinuncia alla fattura.',
  mobileNotConfirmed: "Verifica il numero di cellulare dell'indirizzo di consegna prima di confermare l'ordine.",
  priceChanged: 'I prezzi di alcuni prodotti sono cambiati: controlla il riepilogo prima di confermare.',
  checkoutChanged: "Il carrello o le tue scelte sono cambiati: controlla il riepilogo e conferma di nuovo l'ordine.",
  confirmationRunning: 'Conferma già in corso: attendi qualche secondo e riprova.',

  // PATCH auth/checkout: field errors (422)
  billingAddressNotFound: 'Indirizzo di fatturazione non trovato',
  walletNotFound: 'Carta salvata non trovata',
  walletNotForPayment: 'Una carta salvata si usa solo con il pagamento online',
  walletOtherPayment: 'Questa carta salvata si usa con un altro metodo di pagamento',
  paymentNotOffered: 'Metodo di pagamento non disponibile per il servizio scelto',
  giftWrapNotAllowed: 'Confezione regalo non disponibile per questo prodotto',
  giftMessageRequired: 'Scrivi il messaggio del biglietto della confezione regalo',
  giftMessageTooLong: 'Il messaggio della confezione regalo può contenere al massimo {max} caratteri',
  substituteNotAllowed: 'Il prodotto sostitutivo non è disponibile per questo articolo',
  // chosen: an alternative that is not one of the product's (orders §2 alternative-product choice)
  alternativeNotOffered: 'Il prodotto scelto non è tra i sostitutivi di questo articolo',
  giftNotAvailable: "Il servizio regalo non è disponibile per quest'ordine",

  // The payments (CheckoutPayment.options; orders §9 payment types)
  paymentNames: {
    ONLINE: 'Carta di credito online',
    CREDIT_CARD: 'Carta di credito online',
    CREDIT_CARD_MW2_HOSTED: 'Carta di credito online',
    HOME: 'Alla consegna (contanti o carta)',
    FIDATY_CARD: 'Carta Fìdaty alla consegna',
    PREPAID: 'Carta prepagata',
    al_ritiro: 'Al ritiro',
  },
  payWithCard: 'PAGA CON CARTA',
  confirmOrder: 'CONFERMA ORDINE',
  attemptNotFound: 'Pagamento non trovato',
  /** What the provider's page says is paid. */
  paymentDescription: 'Spesa Mercato: {count} articoli',
  paymentPending: 'Il pagamento è in attesa di conferma dalla banca: il tuo ordine è confermato.',

  // Orders ('Ordini Online' cards)
  orderStatuses: {
    IN_LAVORAZIONE: 'In lavorazione',
    IN_PREPARAZIONE: 'In preparazione',
    IN_CONSEGNA: 'In consegna',
    CONSEGNATO: 'Consegnato',
    RITIRATO: 'Ritirato',
    ANNULLATO: 'Annullato',
    SOSTITUITO: 'Sostituito da un ordine modificato',
  },
  paymentSuspendedNotice:
    'Il pagamento di questo ordine è sospeso: la banca non lo ha ancora confermato. Ti avviseremo se servirà un nuovo pagamento.',
  // chosen (issue 33): the 'INFO' card of a cancelled order whose card payment was given back
  paymentRefundedNotice:
    "Ordine annullato: l'importo pagato ti è stato rimborsato sulla carta usata per il pagamento. L'accredito può richiedere alcuni giorni lavorativi, secondo i tempi della tua banca.",
  paymentVoidedNotice:
    'Ordine annullato: il pagamento in attesa di conferma è stato annullato, non ti sarà addebitato nulla.',
  // chosen (session 24): the same for an order replaced by a change, whose new order is paid on its own
  paymentRefundedOnChangeNotice:
    "Ordine modificato: l'importo pagato per questa versione dell'ordine ti è stato rimborsato sulla carta usata per il pagamento; il nuovo ordine è pagato a parte. L'accredito può richiedere alcuni giorni lavorativi, secondo i tempi della tua banca.",
  paymentVoidedOnChangeNotice:
    "Ordine modificato: il pagamento in attesa di conferma di questa versione dell'ordine è stato annullato, non ti sarà addebitato nulla; il nuovo ordine è pagato a parte.",
  /** The failure page of a payment approved whose order could not be made: the reason, then this. */
  paymentVoidedOnFailure: '{reason} Il pagamento è stato annullato: non ti sarà addebitato nulla.',

  // The order confirmation e-mail
  emailSubject: 'Conferma ordine n. {orderId}',
  emailGreeting: 'Ciao {name},',
  emailIntro: 'grazie per il tuo ordine! Ecco il riepilogo.',
  emailOrderNumber: 'Numero ordine: {orderId}',
  emailSlot: 'Fascia oraria: {date} dalle {start} alle {end}',
  emailAddress: 'Indirizzo: {address}',
  emailLine: '{quantity} x {description}: {amount}',
  emailDelivery: 'Spese di consegna: {amount}',
  emailTotal: 'Totale: {amount}',
  emailPayment: 'Pagamento: {payment}',
  emailClosing: 'A presto dal tuo Mercato!',

  // The test gateway's hosted pages (services/payments/test-gateway.ts)
  gateway: {
    title: 'Pagamento con carta',
    titlePrepaid: 'Pagamento con carta prepagata',
    testNotice: 'Ambiente di prova — nessun addebito reale',
    merchant: 'Mercato — pagamento sicuro',
    amount: 'Importo: {amount}',
    cardNumber: 'Numero carta',
    expiry: 'Scadenza (MM/AA)',
    cvv: 'Codice di sicurezza (CVV)',
    holder: 'Intestatario della carta',
    rememberCard: 'Ricorda questa carta per i prossimi acquisti',
    pay: 'Paga {amount}',
    cancel: 'Annulla',
    testCards: 'Carte di prova',
    testCardsHint: 'Usa una di queste carte con qualsiasi scadenza futura e qualsiasi CVV di 3 cifre.',
    cardApproved: 'pagamento autorizzato',
    cardRefused: 'pagamento rifiutato dalla banca',
    cardChallenge: 'richiede il codice di verifica 3-D Secure',
    cardPending: 'pagamento in attesa di conferma',
    cardPrepaid: 'carta prepagata: pagamento autorizzato',
    cardPrepaidEmpty: 'carta prepagata con credito insufficiente',
    prepaidOnly: 'Per questo pagamento usa una carta prepagata',
    insufficientBalance: 'Credito insufficiente sulla carta prepagata',
    savedCard: 'Carta salvata: {maskedPan}, scadenza {expiry}',
    savedCardUnknown: 'La carta salvata non è più valida: scegli un altro metodo di pagamento',
    /** A merchant-initiated charge (a subscription's renewal) of a token the gateway never issued. */
    chargeCardUnknown: 'La carta salvata non è più valida',
    /** A merchant-initiated charge of a saved card whose expiry month has passed. */
    chargeCardExpired: 'La carta salvata è scaduta',
    challengeTitle: 'Verifica 3-D Secure',
    challengeText: 'La tua banca chiede un codice di verifica. In questo ambiente di prova il codice è {code}.',
    challengeCode: 'Codice di verifica',
    challengeConfirm: 'Conferma',
    approved: 'Pagamento autorizzato',
    refused: 'Pagamento rifiutato dalla banca',
    cancelled: 'Pagamento annullato',
    /** A payment whose page the shopper has not finished (the return sends them back to it). */
    open: 'Pagamento non ancora concluso',
    /** An authorized payment released by the shop (the order was not made, or cancelled before the bank confirmed). */
    voided: 'Autorizzazione annullata dal negozio',
    refunded: 'Pagamento rimborsato dal negozio',
    wrongCode: 'Codice di verifica errato: pagamento rifiutato',
    pending: 'Pagamento in attesa di conferma dalla banca',
    cardInvalid: 'Numero di carta non valido',
    cardUnknown: 'Carta non accettata: usa una delle carte di prova',
    expiryInvalid: 'Scadenza non valida',
    cvvInvalid: 'Codice di sicurezza non valido',
    holderRequired: "Il campo 'Intestatario della carta' è obbligatorio",
    notFound: 'Pagamento non trovato',
    ended: 'Questo pagamento è già concluso.',
    backToShop: 'Torna al negozio',
    errorsTitle: 'Controlla i dati della carta',
  },
} as const;
