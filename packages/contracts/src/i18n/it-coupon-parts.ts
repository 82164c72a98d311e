// The texts of the coupon widget's lazy parts (the detail dialog, the code entry): a module of their own so
// that they travel with those parts, not with every card. Re-exported by it-coupons.ts.

// The coupon code entry (orders §5; chosen: the spec quotes none); it.ts `validation` names them too.
export const couponCode = {
  required: 'Inserire il codice del buono',
  invalid: 'Codice buono non valido',
  tooLong: 'Il codice del buono può contenere al massimo {max} caratteri',
} as const;

/** The detail dialog and the code entry (lazy parts of the widget). */
export const couponDetailTexts = {
  detailTitle: 'Dettagli del buono',
  conditions: 'Condizioni',
  close: 'Chiudi',
  code: 'Codice',
  codeLabel: 'Codice buono',
  codeHint: 'Inserisci il codice stampato sul tuo buono',
  codeAdd: 'Aggiungi',
  barcodeAlt: 'Codice a barre {code}',
  rules: 'Regolamento',
} as const;
