// 'Segnala anomalia' (spec orders §2 complaint, §3 complaint product, §5, §8): the texts of the complaint
// modals, the products page and the API's answers. Re-exported by it.ts. The spec's own texts ('Segnala',
// 'Segnala anomalia', 'Prosegui', 'Riepilogo segnalazione') are in `orders`; the form rule's messages
// ('Inserire un messaggio per la segnalazione', 'Data di scadenza errata', …) in `validation`: both are
// used from there, never copied. Placeholders are `{name}`, filled by `t()`. chosen: every text here.
export const complaints = {
  // The options modal (complaint action: action, label, subtext)
  optionsTitle: 'Segnala anomalia',
  optionsIntro: 'Che cosa vuoi segnalare?',
  genericLabel: 'Segnalazione generica',
  genericSubtext: "Un problema con la consegna o con l'ordine nel suo insieme (orari, corriere, sacchetti).",
  productLabel: 'Segnalazione su prodotti',
  productSubtext: 'Uno o più prodotti danneggiati, scaduti, mancanti o diversi da quelli ordinati.',
  close: 'Chiudi',
  cancel: 'Annulla',
  // The reasons (productComplaintTypeDTO: label, needImage)
  reasons: {
    DAMAGED: 'Prodotto danneggiato o confezione aperta',
    EXPIRED: 'Prodotto scaduto o con scadenza troppo vicina',
    MISSING: 'Prodotto mancante',
    WRONG_PRODUCT: 'Prodotto diverso da quello ordinato',
    QUALITY: 'Qualità non conforme (freschezza, aspetto)',
    OTHER: 'Altro',
  },
  // The products page
  pageTitle: 'Segnala anomalia',
  pageIntro:
    'Seleziona i prodotti che vuoi segnalare e indica per ciascuno il motivo e la quantità. Per alcuni motivi è necessario allegare una foto.',
  orderLine: 'Ordine n. {order}, consegnato il {date}',
  backToOrder: "Torna al dettaglio dell'ordine",
  selectProduct: 'Segnala {product}',
  orderedQuantity: 'Quantità ordinata',
  deliveredQuantity: 'Quantità consegnata',
  substitutedFor: 'In sostituzione di: {product}',
  notDelivered: 'Non consegnato: il prodotto non ti è stato addebitato.',
  reason: 'Motivo',
  reasonPlaceholder: 'Seleziona il motivo',
  quantity: 'Quantità da segnalare',
  description: 'Descrizione',
  lot: 'Lotto',
  expiry: 'Data di scadenza',
  expiryHint: 'gg/mm/aaaa',
  photos: 'Foto',
  photosHint: 'Formati ammessi: {formats}. Massimo {max} MB per foto, fino a {count} foto per prodotto.',
  photoNeeded: 'Per questo motivo è necessario allegare almeno una foto.',
  removePhoto: 'Rimuovi {name}',
  noProducts: 'Non ci sono prodotti da segnalare in questo ordine.',
  // The send modal
  sendTitle: 'Invia segnalazione',
  message: 'Messaggio',
  messageHint: 'Descrivi il problema (massimo {max} caratteri).',
  conditions:
    'Dichiaro che le foto allegate ritraggono i prodotti ricevuti e acconsento al loro trattamento per la gestione della segnalazione.',
  send: 'Invia',
  sending: 'Invio in corso…',
  // The summary modal 'Riepilogo segnalazione'
  summaryIntro: 'La tua segnalazione è stata inviata. Ti contatteremo al più presto.',
  deliveryDate: 'Data di consegna',
  orderNumber: 'Numero ordine',
  email: 'Email',
  phone: 'Telefono',
  noPhone: 'Non indicato',
  reported: 'Cosa hai segnalato',
  genericReported: 'Segnalazione generica',
  productLine: '{product}: {quantity} pz, {reason}',
  photoCount: '{count} foto',
  ok: 'OK',
  // The form rule's messages the spec does not quote
  reasonRequired: 'Selezionare il motivo della segnalazione',
  photoRequired: 'Allegare almeno una foto del prodotto',
  tooManyPhotos: 'Si possono allegare al massimo {max} foto per prodotto',
  tooManyPhotosInAll: 'Si possono allegare al massimo {max} foto per segnalazione',
  productRequired: 'Selezionare almeno un prodotto da segnalare',
  // The API's answers
  orderNotFound: 'Ordine non trovato',
  notDeliveredOrder: 'La segnalazione è possibile solo per un ordine consegnato o ritirato',
  alreadyReported: 'È già stata inviata una segnalazione per questo ordine',
  noComplaint: 'Non è presente nessuna segnalazione per questo ordine',
  productNotInOrder: "Il prodotto non fa parte dell'ordine",
  /** 429 past COMPLAINT_SUBMISSIONS_PER_CUSTOMER (contracts complaints.ts). */
  tooManySubmissions: 'Troppi invii di segnalazioni. Riprova tra {minutes} minuti.',
  sendFailed: 'Invio della segnalazione non riuscito. Riprova: quanto hai scritto è ancora qui.',
} as const;
