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
  // chosen: the names of the two wizard navigators (header and footer)
  navigatorTop: "Avanzamento dell'acquisto, in alto",
  navigatorBottom: "Avanzamento dell'acquisto, in basso",
  // chosen: the titles of the pages (document title)
  trolleyTitle: 'Il tuo carrello',
  deliveryTitle: 'Consegna',
  paymentTitle: 'Fatturazione e pagamento',
  summaryTitle: "Riepilogo dell'ordine",
  // chosen: a step reached without what it needs (the guard's notice, above the reason)
  sentBack: 'Prima di proseguire:',
} as const;
