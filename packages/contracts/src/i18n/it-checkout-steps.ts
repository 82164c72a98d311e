// The texts of the checkout's frame (step indicator, wizard navigator, step guard) and of its trolley and
// delivery pages (spec orders §2 Checkout, §4 substitutes). The spec's quoted texts used there live in
// `checkout` (it.ts), `trolley` and `trolleyPanel`; what the spec describes without quoting is written
// here as an Italian grocer's site would say it (`chosen:`). Re-exported by it.ts as `checkoutSteps`.
export const checkoutSteps = {
  // chosen: the step indicator's labels and name
  steps: {
    TROLLEY: 'Carrello',
    DELIVERY: 'Consegna',
    PAYMENT: 'Pagamento',
    SUMMARY: 'Riepilogo',
  },
  indicator: "Passaggi dell'acquisto",
  stepDoneShort: 'completato',
  stepFailedShort: 'non riuscito',
  // chosen: the names of the two wizard navigators (header and footer)
  navigatorTop: "Avanzamento dell'acquisto, in alto",
  navigatorBottom: "Avanzamento dell'acquisto, in basso",
  // chosen: the titles of the pages (document title)
  trolleyTitle: 'Il tuo carrello',
  paymentTitle: 'Fatturazione e pagamento',
  summaryTitle: "Riepilogo dell'ordine",
  // chosen: a step reached without what it needs (the guard's notice, above the reason)
  sentBack: 'Prima di proseguire:',

  // ---- trolley page (chosen: the spec describes these without quoting them) ----
  trolleyLines: 'Prodotti nel carrello',
  trolleyLoading: 'Aggiornamento del carrello…',
  linesCount: '{count} prodotti',
  lineOne: '1 prodotto',
  giftWrapEdit: 'Modifica confezione regalo',
  giftWrapFor: 'Confezione regalo per {product}',
  giftWrapMessage: 'Messaggio del biglietto',
  giftWrapHint: 'Il messaggio del biglietto allegato al regalo, al massimo {max} caratteri.',
  giftWrapCounter: '{count} caratteri su {max}',
  giftWrapSave: 'Salva',
  giftWrapRemove: 'Rimuovi confezione regalo',
  giftWrapRemoveFor: 'Rimuovi confezione regalo di {product}',
  giftWrapCancel: 'Annulla',
  giftWrapAdded: 'Con confezione regalo',
  giftWrapSaved: 'Confezione regalo salvata',
  giftWrapRemoved: 'Confezione regalo rimossa',
  substitutesTitle: 'Prodotti sostitutivi',
  substitutesOpen: 'Sostitutivi per tutti i prodotti',
  substitutesExplain:
    'Se un prodotto non fosse disponibile al momento della preparazione della spesa, possiamo sostituirlo con uno simile.',
  substitutesPrice:
    'Paghi sempre il prezzo più basso tra la confezione scelta e quella sostitutiva: nessun costo aggiuntivo.',
  substitutesSaved: 'Scelta dei sostitutivi salvata',
  saveFailed: 'Non è stato possibile salvare la scelta. Riprova.',
  totalsTitle: 'Riepilogo carrello',
  itemsTotal: 'Totale prodotti',
  discount: 'Risparmio',
  minimumAmount: "Importo minimo dell'ordine",
  minimumMissing: "Mancano {amount} per raggiungere l'importo minimo dell'ordine.",
  deliveryLimitsTitle: 'Limiti di consegna',
  deliveryLimitsNotice:
    'Alcuni prodotti richiedono un tempo di preparazione: la fascia oraria di consegna dovrà rispettarlo.',
  deliveryLimitsOpen: 'Vedi i limiti di consegna',
  deliveryLimitsLine: '{product}: {hours} ore di preparazione',
  stockTitle: 'Disponibilità dei prodotti',
  stockContinue: 'Continua',
  mxnTitle: 'Promozioni Prendi M paghi N',
  mxnIntro: 'Alcune promozioni del tuo carrello non sono ancora complete:',
  mxnProceed: 'Prosegui comunque',
  mxnComplete: 'Completa le promozioni',
  // ---- delivery page (chosen) ----
  addressHeading: {
    HOME: 'Indirizzo di consegna',
    PICKUP: 'Punto di ritiro',
    STORE: 'Negozio',
  },
  changeAddress: 'Cambia indirizzo',
  changePickupPoint: 'Scegli un altro punto di ritiro',
  mobileNumber: 'Cellulare: {number}',
  notesLabel: 'Note per la consegna',
  notesHint: 'Ad esempio citofono, scala o fascia in cui sei in casa.',
  notesCounter: '{count} caratteri su {max}',
  notesSaving: 'Salvataggio delle note…',
  notesSaved: 'Note salvate',
  notesFailed: 'Non è stato possibile salvare le note: il testo è ancora qui, riprova.',
  notesRetry: 'Riprova',
  savingsTitle: 'Risparmia sulla consegna',
  savingsText:
    'Scegli una fascia oraria eco: costa meno perché i nostri furgoni sono già nella tua zona. Il prezzo di ogni fascia è indicato nel calendario.',
  savingsLink: 'Scopri le agevolazioni sulla consegna',
  subscriptionsTitle: 'Abbonamenti',
  // shown only when the trolley holds a subscription (productType SUBSCRIPTION)
  subscriptionsText: 'Il tuo carrello contiene un abbonamento: sarà attivato con questo ordine.',
  bannersLabel: 'Informazioni sulla consegna',
  // chosen: the campioncini omaggio of the trolley step (contracts samples.ts; the dialog's texts are
  // it-samples.ts, downloaded with it)
  samplesTitle: 'Campioncini omaggio',
  samplesIntro: 'Con questa spesa ricevi gratis fino a {max} campioncini a tua scelta.',
  samplesMissing: 'Aggiungi ancora {amount} di prodotti per ricevere gratis fino a {max} campioncini.',
  samplesChoose: 'Scegli i campioncini',
  samplesChange: 'Modifica i campioncini',
  samplesFree: 'Omaggio',
  samplesUnavailable: 'Non più disponibile',
} as const;
