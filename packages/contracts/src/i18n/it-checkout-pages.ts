// Texts of the checkout's billing-payment, summary, success and failure pages and of 'Ordini Online'
// (spec orders §2 Checkout and Orders, §4, §8). The spec's own words are kept verbatim; every other text
// is marked `chosen:`. The wizard's shared texts (MODIFICA, FATTURA, NO, 'Conferma ordine fallita!', the
// terms notice) stay in it.ts `checkout`, the mobile-number texts in `mobile`, field messages in `validation`.
export const checkoutPages = {
  // chosen: page titles and headings
  successTitle: 'Ordine confermato',
  deliveryStepDone: 'Consegna',
  deliveryStepCompleted: 'Passaggio completato',
  slotLabel: 'Data e ora',
  addressLabel: 'Indirizzo',
  notesLabel: 'Note per la consegna',
  noNotes: 'Nessuna nota',
  slotText: '{date}, dalle {start} alle {end}',
  loading: 'Caricamento in corso…',
  loadFailed: 'Non è stato possibile caricare i dati. Riprova.',
  retry: 'Riprova',

  // payment hub — chosen wording
  paymentHeading: 'Metodo di pagamento',
  savedWallets: 'Carte salvate',
  newCard: 'Usa una nuova carta',
  walletText: '{cardType} {maskedPan}',
  walletExpiry: 'scadenza {date}',
  // deleting a saved card (orders §2 account dialogs: card type, masked number, optional expiry, the
  // warning that open orders using it are not cancelled) — chosen wording
  deleteWallet: 'Elimina',
  deleteWalletLabel: 'Elimina la carta {cardType} {maskedPan}',
  deleteWalletTitle: 'Eliminare la carta salvata?',
  deleteWalletWarning: 'Gli ordini in corso pagati con questa carta non vengono annullati.',
  deleteWalletConfirm: 'Elimina la carta',
  deleteWalletCancel: 'Annulla',
  walletDeleting: 'Eliminazione in corso…',
  walletDeleted: 'Carta eliminata',
  walletDeleteFailed: 'Non è stato possibile eliminare la carta: riprova.',
  testGateway: 'Ambiente di prova: nessun addebito reale.',
  saving: 'Salvataggio in corso…',
  saved: 'Scelta salvata',
  saveFailed: 'Salvataggio non riuscito: i dati inseriti sono ancora qui, riprova.',

  // invoice choice — chosen wording
  invoiceHeading: 'Vuoi la fattura?',
  invoiceYes: 'Sì',
  invoiceNo: 'No',
  chooseBillingAddress: 'Scegli un indirizzo di fatturazione',
  fixAddress: "Correggi l'indirizzo",
  addBillingAddress: 'Aggiungi un indirizzo di fatturazione',
  invoiceNotesHeading: 'Note per la fattura',
  saveInvoiceNotes: 'Salva note',
  invalidAddressTag: 'Dati non validi',

  // billing form: labels (the rules' messages use the same labels)
  holderType: 'Tipo di intestatario',
  holderTypes: {
    PERSONAL: 'Privato',
    COMPANY: 'Azienda',
    FREELANCER: 'Libero professionista',
    ORGANIZATION: 'Ente o associazione',
  },
  countryChoice: 'Paese di fatturazione',
  italy: 'Italia',
  otherCountry: 'Altro Paese',
  fields: {
    name: 'Identificativo',
    heading: 'Intestazione',
    street: 'Indirizzo',
    houseNumber: 'Numero civico',
    postcode: 'CAP',
    town: 'Comune',
    province: 'Provincia',
    country: 'Paese',
    taxCode: 'Codice fiscale',
    vatNumber: 'Partita IVA',
    codiceDestSdi: 'Codice destinatario',
    emailPec: 'Email PEC',
    birthDate: 'Data di nascita',
    birthPlace: 'Luogo di nascita',
  },
  verify: 'Verifica',
  verifying: 'Verifica in corso…',
  verified: 'Dati verificati: ora puoi salvarli.',
  // chosen: the account's /billing/manage?saveEnabled=false verifies only
  verifiedNoSave: 'Dati verificati: risultano corretti.',
  saveChanges: 'Salva modifiche',
  cancel: 'Annulla',
  formHasErrors: 'Controlla i campi evidenziati.',

  // gift form — chosen wording
  giftHeading: 'È un regalo?',
  giftToggle: 'Invia la spesa come regalo',
  giftForename: 'Nome',
  giftSurname: 'Cognome',
  giftPhone: 'Cellulare',
  giftGreeting: 'Biglietto augurale',
  saveGift: 'Salva dati del regalo',

  // summary — chosen wording
  deliveryCard: 'Consegna',
  paymentCard: 'Pagamento',
  noPayment: 'Nessun metodo di pagamento scelto',
  totalsHeading: 'Totale',
  itemsTotal: 'Prodotti',
  deliveryCost: 'Consegna',
  free: 'Gratis',
  discount: 'Sconto',
  toPay: 'Totale da pagare',
  termsLink: 'Condizioni generali di vendita',
  confirming: "Conferma dell'ordine in corso…",
  problemsHeading: "Non è stato possibile confermare l'ordine",
  goToStep: 'Vai al passaggio',
  confirmFailed: "La conferma non è arrivata: premi di nuovo il pulsante, l'ordine non sarà duplicato.",

  // mobile verification — chosen wording (the spec's 'Ok', 'Reinvia il codice' and tooltip are in `mobile`)
  mobileHeading: 'Verifica il numero di cellulare',
  mobileIntro:
    "Per confermare l'ordine verifica il numero di cellulare a cui invieremo le comunicazioni sulla consegna.",
  mobileLabel: 'Numero di cellulare',
  sendCode: 'Invia il codice',
  codeLabel: 'Codice di verifica',
  codeSent: 'Ti abbiamo inviato un SMS con il codice di 4 cifre.',
  resendIn: 'Potrai richiedere un nuovo codice tra {seconds} secondi',
  mobileVerified: 'Numero di cellulare verificato',
  mobileHelp: 'Informazioni sul numero di cellulare',

  // success page — chosen wording (order number and e-mail note are in `checkout`)
  successHeading: 'Grazie, il tuo ordine è confermato!',
  customerServiceHeading: 'Servizio Clienti',
  bannersHeading: 'Scopri anche',
  loyaltyBanner: 'La tua Carta Fìdaty: accumula punti con ogni spesa.',
  loyaltyLink: 'Vai alla Carta Fìdaty',
  pharmacyBanner: 'Parafarmacia online: salute e benessere consegnati a casa.',
  pharmacyLink: 'Vai alla Parafarmacia',
  appBanner: "Fai la spesa ovunque con l'app per smartphone.",
  orderNotFound: 'Ordine non trovato',

  // failure page — chosen wording
  backToSummary: 'Torna al riepilogo',
  keptNote: 'Il carrello e la fascia oraria prenotata sono ancora disponibili: puoi riprovare.',
  orderWasMade: "L'ordine è stato confermato: vai al riepilogo dell'ordine",
  noPaymentMessage: 'Il pagamento non è andato a buon fine.',

  // 'Ordini Online' — chosen wording (title, empty text, footnotes, payment statuses are in `orders`)
  orderNumberLabel: 'Ordine n.',
  insertDate: 'Inserito il',
  totalLabel: 'Totale',
  statusLabel: 'Stato',
  slotDateLabel: 'Consegna',
  pickupDateLabel: 'Ritiro',
  paymentStatusLabel: 'Pagamento',
  attention: 'ATTENZIONE',
  info: 'INFO',
  ordersPager: 'Pagine degli ordini',
} as const;
