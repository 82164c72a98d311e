// Coupons, delivery promotions and initiatives: the spec's own words (`coupons`: 'I miei buoni',
// 'Utilizza', 'Aggiunto al carrello', 'In uso Ordine {order}' …, re-exported by it.ts) and chosen wording
// beside them. A module of its own so that the coupon widget carries only these texts.

/** The spec's words on the cards themselves (the coupon widget carries only these). */
export const couponCardWords = {
  validFrom: 'Valido da',
  expiresOn: 'Scade il',
  inUse: 'In uso Ordine {order}',
  use: 'Utilizza',
  addedToTrolley: 'Aggiunto al carrello',
  details: 'Dettagli',
  add: 'Aggiungi',
  remove: 'Rimuovi',
} as const;

export const coupons = {
  title: 'I miei buoni',
  deliveryPromotions: 'Consegne gratuite e scontate per te',
  ...couponCardWords,
  expiry: 'SCADENZA',
  status: 'STATO',
  seePrizes: 'VEDI PREMI',
  donate: 'DONA I {objectName}',
  transferPoints: 'Trasferisci i bollini',
  balance: 'Saldo',
  expiryDate: 'Data di scadenza',
  prizes: 'I PREMI',
  prizesText: 'Scegli di ricevere i tuoi premi insieme alla spesa.',
  noOffers: 'Nessuna offerta disponibile',
  noFacilitation: 'Non è presente nessuna agevolazione',
} as const;

/** The Italian message of each group of coupon error codes (shell §8; contracts coupons.ts maps codes). */
export const couponErrors = {
  used: 'Questo buono è già stato utilizzato in un ordine.',
  alreadyInTrolley: 'Questo buono è già nel carrello.',
  threshold: 'Spesa minima non raggiunta: aggiungi altri prodotti per utilizzare questo buono.',
  productMissing: 'Aggiungi al carrello il prodotto indicato per utilizzare questo buono.',
  limit: 'Hai raggiunto il numero massimo di buoni utilizzabili in un ordine.',
  expired: 'Questo buono è scaduto.',
  error: 'Non è stato possibile aggiungere il buono. Riprova.',
  notValid: 'Il codice inserito non corrisponde a nessun buono valido.',
} as const;

export const couponTexts = {
  cardsLabel: 'I tuoi buoni',
  loading: 'Caricamento dei buoni',
  empty: 'Nessun buono disponibile',
  noDate: '-',
  adding: 'Aggiunta in corso…',
  removing: 'Rimozione in corso…',
  loginFirst: 'Accedi per vedere i tuoi buoni.',
  added: 'Buono aggiunto al carrello',
  removed: 'Buono rimosso dal carrello',
} as const;

/** The pages, the trolley and the checkout around the cards (not carried by the widget). */
export const couponPageTexts = {
  areaNavLabel: 'Sezioni delle promozioni',
  delivery: 'Consegna',
  minSpendNone: 'Nessuna spesa minima',
  initiativeImage: 'Immagine dell’iniziativa {name}',
  // The trolley and the checkout summary
  trolleyCoupons: 'Buoni applicati',
  couponDiscount: 'Sconto buoni',
  couponPoints: '+{points} punti',
  notApplied: 'Non applicato',
  deliveryPromotion: 'Promozione consegna',
  // chosen: a subscription's free delivery in the totals (issue 40; here, so the checkout carries no more)
  subscriptionDelivery: 'Abbonamento',
  // Coupons of a product (product page carousel)
  productCoupons: 'Buoni per questo prodotto',
  // Pages
  loyaltyCard: 'La tua carta fedeltà',
  loyaltyBalance: 'Saldo punti',
  loyaltyPoints: '{points} punti',
  customOffers: 'Offerte per te',
  couponsHeading: 'Buoni sconto',
  codeHeading: 'Hai un codice?',
  initiativesTitle: 'Iniziative',
  otherInitiativesTitle: 'Altre iniziative',
  otherInitiativesLink: 'Vedi le altre iniziative',
  cashbackTitle: 'Cashback',
  cashbackIntro: 'Il credito che accumuli con la spesa, acquisto dopo acquisto, e quando scade.',
  initiativesLink: 'Vedi le iniziative in corso',
  initiativeBack: 'Torna alle iniziative',
  deliveryPromotionActive: 'Attiva',
  deliveryPromotionExpired: 'Scaduta',
  deliveryFree: 'Consegna gratuita',
  deliveryDiscount: 'Consegna scontata del {percent}%',
  minSpend: 'Con una spesa di almeno {amount}',
  validFromShort: 'dal {date}',
} as const;

export { couponCode, couponDetailTexts } from './it-coupon-parts.ts';
