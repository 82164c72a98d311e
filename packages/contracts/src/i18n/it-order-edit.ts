// Changing an order (issue 17; spec orders §2 order edit dialog, §4, §8; shell §4 redirector, §8). The
// spec's own texts are used from their areas, never copied: orders.deadlineNote ('Oltre il termine
// ultimo …'), orders.cancelConfirm, orders.changeSlot / changeContent / cancelOrder, errors.unexpected
// ('Errore imprevisto. Riprovare') and errors.orderEditTitle ('Modifica Ordine'), slots.changeTitle,
// slots.confirmChange, slots.cancel. Re-exported by it.ts.
// chosen: every text below (the spec names the cases only); placeholders are `{name}`, filled by `t()`.

export const orderEdit = {
  // The dialog
  dialogTitle: 'Modifica ordine n. {order}',
  slotLine: 'Consegna prevista: {slot}',
  cutoffSlot: 'Giorno e orario modificabili fino al {when}',
  cutoffUpdate: 'Contenuto modificabile fino al {when}',
  cutoffDelete: 'Ordine annullabile fino al {when}',
  noAction: "Non è più possibile modificare o annullare quest'ordine.",
  close: 'Chiudi',
  confirmYes: 'Sì, annulla ordine',
  confirmNo: 'No',
  cancelled: 'Ordine n. {order} annullato.',
  slotChanged: 'Ordine n. {order}: nuova consegna {slot}.',
  // /ordini/modifica-consegna
  slotPageTitle: 'Modifica giorno e orario',
  slotPageOrder: 'Ordine n. {order}, consegna attuale {slot}',
  // The delivery price stays the order's whatever slot is chosen (issue 33 point 12), said before
  // 'Conferma modifica' and in the e-mail of the change
  slotPriceKept:
    "Il costo della consegna resta quello pagato con l'ordine, {price}, qualunque fascia oraria tu scelga: il prezzo indicato nelle fasce non si applica a questa modifica.",
  slotPriceKeptFree:
    'La consegna resta gratuita, qualunque fascia oraria tu scelga: il prezzo indicato nelle fasce non si applica a questa modifica.',
  emailSlotPriceKept: "Il costo della consegna resta quello pagato con l'ordine: {price}.",
  emailSlotPriceKeptFree: 'La consegna resta gratuita.',
  backToOrders: 'Torna ai tuoi ordini',
  // /ordini/modifica/{action}/{orderId} and the checkout's notice
  contentPageTitle: "Modifica contenuto dell'ordine",
  // The page asks before it starts (a GET never changes anything, issue 33 point 9)
  contentConfirm: "Vuoi modificare il contenuto dell'ordine n. {order}?",
  contentConfirmDetail:
    "I prodotti dell'ordine torneranno nel carrello: potrai cambiarli e confermare di nuovo l'ordine, che sarà sostituito da quello nuovo. Finché non confermi, l'ordine resta com'è.",
  contentConfirmButton: 'Sì, modifica contenuto',
  editNotice: "Stai modificando l'ordine n. {order} con consegna il {date}.",
  editNoticeDetail: "Confermando il carrello l'ordine sarà sostituito da quello nuovo, con la stessa fascia oraria.",
  cancelEdit: 'Annulla modifica',
  editCancelled: "Modifica annullata: l'ordine resta com'era.",
  editSlotNote:
    "La fascia oraria resta quella dell'ordine: per cambiarla usa 'Modifica giorno e orario' dai tuoi ordini.",
  // The redirector's loader: REDIRECT_SITE (nothing can change any more: the order's detail), REDIRECT_DOMAIN
  redirectingSite: "Quest'ordine non è più modificabile: ti stiamo portando al dettaglio dell'ordine…",
  redirectingDomain: 'Ti stiamo portando al sito della farmacia per modificare il tuo ordine…',

  // The server's answers
  orderChanged: "L'ordine è cambiato nel frattempo: ricarica la pagina e riprova.",
  notCancellable: "Quest'ordine non può più essere annullato.",
  slotNotChangeable: 'Giorno e orario di questo ordine non si possono più modificare.',
  contentNotChangeable: 'Il contenuto di questo ordine non si può più modificare.',
  linkedSlot: "Quest'ordine viaggia con l'ordine n. {order}: per cambiare giorno e orario modifica quello.",
  otherService: 'Questo ordine è del servizio {service}: sceglilo come servizio in uso per modificarne il contenuto.',
  slotOutOfArea: 'La fascia oraria scelta non serve l’indirizzo di questo ordine.',
  sameSlot: "È già la fascia oraria dell'ordine.",
  editTrolleySlot:
    "Stai modificando un ordine: la fascia oraria resta quella dell'ordine. Per cambiarla usa 'Modifica giorno e orario' dai tuoi ordini.",
  noEdit: 'Nessuna modifica in corso per questo ordine.',

  // The e-mails of a cancel and of a slot change (checkoutApi.emailGreeting, emailSlot, emailClosing too)
  emailCancelledSubject: 'Il tuo ordine n. {orderId} è stato annullato',
  emailCancelled: "Come richiesto, abbiamo annullato l'ordine n. {orderId}.",
  emailCancelledRefund:
    "Se l'avevi già pagato con carta, l'importo ti sarà riaccreditato dalla tua banca nei prossimi giorni.",
  emailSlotSubject: 'Nuova consegna per il tuo ordine n. {orderId}',
  emailSlotChanged: "Abbiamo spostato la consegna dell'ordine n. {orderId}.",
} as const;
