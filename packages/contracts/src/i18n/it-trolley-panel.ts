// The texts of the floating trolley panel and of the trolley exceptions (spec orders §2, §8): a module of
// its own so that they travel with the panel's lazy chunk. Re-exported by it.ts as `trolleyPanel`.
export const trolleyPanel = {
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
    originMayDiffer: 'Il prodotto potrebbe essere stato allevato o macellato in un Paese diverso da quello indicato.',
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
  // chosen: name of the floating trolley panel and of the trolley button
  trolleyName: 'Carrello',
  // chosen: 'Svuota carrello' asks first
  emptyConfirm: 'Vuoi svuotare il carrello?',
  // chosen: live region after the changes of the floating trolley
  emptied: 'Carrello svuotato',
  removed: '{product} rimosso dal carrello',
  quantityChanged: '{product}: quantità {quantity}',
  updating: 'Aggiornamento del carrello in corso',
  // chosen: row labels
  remove: 'Rimuovi {product}',
  // chosen: a row's add-to-list button (issue 39)
  addToList: 'Aggiungi {product} a una lista',
  unitPrice: 'Prezzo unitario',
  amount: 'Importo',
  readonly: 'Articolo non modificabile',
  deliveryLimit: 'Tempo di preparazione: {hours} ore. Verifica la fascia oraria di consegna.',
  deliveryLimitIcon: 'Limite di consegna',
} as const;
