// The `trolley` area of the Italian texts (spec orders §2 top menu and floating trolley, §3, §8), in its
// own module so that a bundle using only these texts (the trolley element) does not carry the other
// areas: bundlers split by module. Re-exported by it.ts; import it from '@mercato/core/i18n/it'.
export const trolley = {
  empty: 'Il tuo carrello è vuoto. Aggiungi dei prodotti.',
  floatingEmpty: 'carrello vuoto',
  oneProduct: '1 Prodotto',
  manyProducts: '{count} Prodotti',
  emptyTrolley: 'Svuota carrello',
  closeTrolley: 'Chiudi carrello',
  notPromotable: 'Non promozionabile',
  // chosen: footer total label
  total: 'Totale',
  // chosen: substitute checkbox
  substitute: 'Accetto prodotti sostitutivi',
  // chosen: gift wrap link
  giftWrap: 'Confezione regalo',
  exceptions: {
    // chosen: the trolley exception texts, described but not quoted by the spec
    unavailableRemoved: 'Alcuni prodotti non disponibili per il servizio {service} sono stati rimossi dal carrello.',
    promotionsExpired: 'Alcune promozioni non sono più valide.',
    originMayDiffer:
      'Il prodotto potrebbe essere stato allevato o macellato in un Paese diverso da quello indicato.',
    originDiffers: "L'origine del prodotto è diversa da quella scelta.",
    notForService: 'Prodotto non disponibile per il servizio scelto.',
    couponsExpired: 'Alcuni buoni non sono più validi.',
    notInShop: 'Prodotto non presente nel negozio.',
    maxQuantity: 'Hai raggiunto la quantità massima acquistabile.',
    preparationTime: 'I tempi di preparazione non sono compatibili con la fascia oraria prenotata.',
    preparationTimeOrderEdit:
      'I tempi di preparazione non sono compatibili con la fascia oraria prenotata: la prenotazione andrà persa.',
    quantityExceeds: 'Quantità richiesta {ordered}, disponibile {available}.',
    firstSlotLoss: 'Aggiungendo questo prodotto perderai la prima fascia oraria disponibile.',
    couponNotReachable: 'Buono non raggiungibile.',
  },
  changeSlot: 'Cambia Slot',
  // Top menu and floating trolley (orders §2).
  checkoutButton: 'CARRELLO',
  // chosen: name of the floating trolley panel and of the trolley button
  trolleyName: 'Carrello',
  // chosen: the chevron of the trolley button
  showTrolley: 'Mostra carrello',
  // chosen: the badge said by screen readers
  badge: '{count} articoli nel carrello',
  badgeOne: '1 articolo nel carrello',
  // chosen: 'Svuota carrello' asks first
  emptyConfirm: 'Vuoi svuotare il carrello?',
  // chosen: live region after the changes of the floating trolley
  emptied: 'Carrello svuotato',
  removed: '{product} rimosso dal carrello',
  quantityChanged: '{product}: quantità {quantity}',
  updating: 'Aggiornamento del carrello in corso',
  // chosen: row labels
  remove: 'Rimuovi {product}',
  quantityOf: 'Quantità {product}',
  unitPrice: 'Prezzo unitario',
  amount: 'Importo',
  readonly: 'Articolo non modificabile',
  deliveryLimit: 'Tempo di preparazione: {hours} ore. Verifica la fascia oraria di consegna.',
  deliveryLimitIcon: 'Limite di consegna',
  // chosen: add-to-trolley button of listings and product pages
  add: 'Aggiungi al carrello',
  adding: 'Aggiunta in corso…',
  added: 'Prodotto aggiunto al carrello',
  // The action feedback beside the trolley button (as the ui ActionFeedback badge says it).
  feedback: { add: 'Prodotto aggiunto al carrello', remove: 'Prodotto rimosso dal carrello', warn: 'Attenzione' },
  // chosen: while the floating trolley's code arrives
  loading: 'Caricamento del carrello…',
  // The quantity input of the add-to-trolley button (same text as validation.quantityInvalid; here so
  // the trolley element does not bundle every validation text).
  quantityInvalid: 'Inserire una quantità da 1 a 9999',
  quantity: 'Quantità',
} as const;
