// The virtual cards and vouchers pages and answers (spec orders §2 Orders /ordini/carte, /ordini/buoni,
// §4 voucher, §8). The spec's own words (the tab and page titles, 'RICHIEDI', the empty texts) live in
// `orders` of it.ts and are used from there, an order not found is slotsApi.orderNotFound; everything
// here is chosen wording. Re-exported by it.ts.

export const vouchers = {
  // /ordini/carte
  cardsIntro: 'Le carte virtuali acquistate negli ordini degli ultimi {days} giorni.',
  cardsTableCaption: 'Ordini con carte virtuali',
  cardDescription: 'Descrizione',
  cardOrder: 'Ordine',
  cardConfirmDate: 'Data conferma',
  cardDeliveryDate: 'Data consegna',
  cardQuantity: 'Quantità',
  cardDetails: 'Dettagli',
  cardDetailsOf: "Dettagli delle carte dell'ordine {order}",
  cardDetailsTitle: 'Carte virtuali ordine {order}',
  cardsPager: 'Pagine degli ordini con carte virtuali',
  cardActivation: 'Data attivazione',
  cardExpiration: 'Scadenza',
  cardPin: 'PIN',
  cardSerial: 'Numero di serie',
  cardNoDate: 'Non disponibile',
  cardsSecretNote: 'Non comunicare a nessuno il PIN delle tue carte.',
  // /ordini/buoni/amici-scuola
  vouchersIntro:
    'Richiedi i buoni che hai accumulato con la spesa e stampali per consegnarli alla scuola o alla società sportiva che preferisci.',
  availableHeading: 'Buoni da richiedere',
  available: 'Disponibili: {count}',
  requestQuantity: 'Quantità da richiedere',
  requestDone: 'Richiesta {reference} registrata: {count} buoni pronti da stampare.',
  printableHeading: 'Buoni stampabili',
  reference: 'Riferimento',
  quantity: 'Quantità',
  requestDate: 'Data richiesta',
  status: 'Stato',
  statuses: {
    CONFERMATO: 'Confermato',
    IN_ATTESA: 'Stampato',
  },
  pendingMark: 'In attesa di conferma',
  print: 'Stampa',
  printOf: 'Stampa i buoni della richiesta {reference}',
  chooseTitle: 'Scegli i buoni da stampare',
  chooseIntro: 'Richiesta {reference}: seleziona i codici da stampare.',
  chooseAll: 'Seleziona tutti',
  barcodeLabel: 'Codice {code}',
  printedOn: 'Stampato il {date}',
  notPrinted: 'Da stampare',
  chooseNone: 'Seleziona almeno un buono da stampare',
  proceed: 'Prosegui',
  documentsTitle: 'Buoni da stampare',
  documentsIntro: 'Stampa i buoni e consegnali alla scuola o alla società sportiva.',
  documentHeading: 'Buono Amici di Scuola e dello Sport',
  documentBarcodeAlt: 'Codice a barre {code}',
  printNow: 'Stampa',
  // answers
  tooMany: 'Puoi richiedere al massimo {max} buoni',
  noneAvailable: 'Non ci sono più buoni disponibili da richiedere',
  voucherNotFound: 'Buono non trovato',
  // /ordini/buoni/carburante
  fuelTitle: 'Buoni carburante',
  fuelInactive: 'Il servizio Buoni carburante non è attivo al momento.',
  fuelHint:
    'Quando il servizio sarà disponibile troverai qui i tuoi buoni carburante. Intanto puoi richiedere i Buoni Amici di Scuola e dello Sport.',
  fuelLink: 'Vai ai Buoni Amici di Scuola e dello Sport',
  fuelLinkFromVouchers: 'Buoni carburante',
} as const;
