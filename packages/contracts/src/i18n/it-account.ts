// The `accountArea` texts (issue 40): registration, the confirmation and password-reset links, the
// password change, the account hub's menu and its pages. The spec quotes none of the registration's
// texts: every one here is chosen (as an Italian grocer's site would word them). Re-exported by it.ts.
export const accountArea = {
  // The login page's links
  register: 'Registrati',
  forgotPassword: 'Password dimenticata?',
  noAccount: 'Non hai ancora un account?',
  // Registration (/registrati)
  registerTitle: 'Registrati',
  registerIntro: 'Crea il tuo account per fare la spesa online, ritirarla o fartela consegnare a casa.',
  forename: 'Nome',
  surname: 'Cognome',
  gender: 'Sesso',
  genders: { F: 'Donna', M: 'Uomo' },
  email: 'Email',
  password: 'Password',
  passwordConfirm: 'Conferma password',
  passwordRules: 'Almeno 8 caratteri, con almeno una lettera e un numero.',
  referralCode: 'Codice amico (facoltativo)',
  registerButton: 'Crea account',
  registered:
    "Ti abbiamo inviato un'email: apri il link che contiene per confermare la registrazione. Il link vale 24 ore.",
  // Confirmation (/conferma-email)
  confirmTitle: 'Conferma registrazione',
  confirmed: 'Registrazione confermata: ora puoi accedere con la tua email e la tua password.',
  linkInvalid: 'Il link non è valido, è scaduto o è già stato usato.',
  notConfirmed:
    "Devi ancora confermare la registrazione: apri il link dell'email che ti abbiamo inviato, oppure registrati di nuovo per riceverne un altro.",
  // Forgotten password (/password-dimenticata)
  forgotTitle: 'Password dimenticata',
  forgotIntro: "Inserisci l'email del tuo account: ti invieremo un link per scegliere una nuova password.",
  forgotButton: 'Invia il link',
  forgotSent:
    "Se l'email corrisponde a un account, riceverai a breve un link per reimpostare la password. Il link vale 30 minuti.",
  // Reset (/reimposta-password)
  resetTitle: 'Reimposta la password',
  newPassword: 'Nuova password',
  resetButton: 'Salva la nuova password',
  resetDone: 'Password aggiornata: accedi con la nuova password.',
  // Change from the profile
  changePasswordTitle: 'Cambia password',
  currentPassword: 'Password attuale',
  changePasswordButton: 'Cambia password',
  passwordChanged: 'Password aggiornata. Le altre sessioni aperte sono state chiuse.',
  currentPasswordWrong: 'La password attuale non è corretta',
  // Messages of the rules
  passwordTooShort: 'La password deve contenere almeno 8 caratteri',
  passwordWeak: 'La password deve contenere almeno una lettera e un numero',
  passwordTooLong: 'La password può contenere al massimo 128 caratteri',
  passwordsDiffer: 'Le due password non coincidono',
  referralInvalid: 'Codice amico non valido',
  tooMany: 'Troppe richieste: riprova tra qualche minuto.',
  // E-mails
  confirmSubject: 'Conferma la tua registrazione',
  confirmBody:
    'Ciao {name},\n\ngrazie per esserti registrato. Apri questo link per confermare la registrazione (vale 24 ore):\n{link}\n\nSe non sei stato tu, ignora questa email.',
  resetSubject: 'Reimposta la tua password',
  resetBody:
    'Ciao {name},\n\nhai chiesto di reimpostare la password. Apri questo link entro 30 minuti per sceglierne una nuova:\n{link}\n\nSe non sei stato tu, ignora questa email: la tua password resta la stessa.',
  existingSubject: 'Hai già un account',
  existingBody:
    "Ciao {name},\n\nqualcuno ha provato a registrarsi con questa email, che ha già un account. Se sei stato tu, accedi o, se non ricordi la password, usa 'Password dimenticata?':\n{link}\n\nSe non sei stato tu, ignora questa email.",
  // The account hub (/account/dashboard): the spec's greeting and 'ESCI'; the groups' names are chosen
  menuLabel: 'Il tuo account',
  groups: {
    orders: 'Ordini e liste',
    addresses: 'Indirizzi e servizi',
    payments: 'Pagamenti e carte',
    advantages: 'Vantaggi',
    privacy: 'Dati e privacy',
  },
  items: {
    orders: 'I miei ordini',
    lastPurchased: 'Ultimi acquisti',
    lists: 'Le mie liste',
    fidaty: 'Carta Fìdaty',
    coupons: 'I miei buoni',
    savedCards: 'Carte salvate',
    cookies: 'Consensi cookie',
    password: 'Cambia password',
    profile: 'I miei dati',
    privacyNotice: 'Informativa sulla privacy',
  },
  newWindow: '(si apre in una nuova pagina)',
  // Saved cards (/account/carte-salvate)
  savedCardsTitle: 'Carte salvate',
  savedCardsIntro: 'Le carte che hai scelto di ricordare pagando online. Puoi eliminarle quando vuoi.',
  savedCardsEmpty: 'Non hai carte salvate.',
  cardExpiry: 'Scadenza {date}',
  backToAccount: 'Torna al tuo account',
  // 'I miei dati' (/account/dati)
  myDataTitle: 'I miei dati',
  myDataIntro:
    'Puoi scaricare in un file tutti i dati che conserviamo su di te: profilo, carte, indirizzi, ordini, liste, buoni e messaggi.',
  download: 'Scarica i miei dati',
  deleteTitle: "Elimina l'account",
  deleteIntro:
    "Eliminando l'account cancelliamo i tuoi dati personali e chiudiamo tutte le sessioni. Gli ordini restano, senza il tuo nome, perché la legge ci chiede di conservare le fatture.",
  deleteConfirmLabel: 'Per confermare, inserisci la tua password',
  deleteButton: "Elimina definitivamente l'account",
  deleteRefused:
    "Non è possibile eliminare l'account mentre hai un ordine in corso: attendi la consegna o annulla l'ordine, poi riprova.",
  deleted: 'Il tuo account è stato eliminato. Grazie di aver fatto la spesa con noi.',
  deletedName: 'Cliente eliminato',
  // The loyalty card page (spec orders §2: the points link, the card selector with its balance)
  cardSelector: 'Carta da usare',
  chooseCard: 'Scegli la carta',
  balanceOf: 'Saldo della carta {card}: {points} punti',
  pointsLink: 'Gestisci i tuoi punti e i tuoi buoni',
} as const;

/** The account's address pages (issue 40; orders §2 'Consegna con {product} A Casa', 'Clicca e Vai', 'Ritiro in negozio'). */
export const accountAddresses = {
  // chosen
  deleteInUse: "Non è possibile eliminare l'indirizzo in uso: scegline prima un altro.",
  tabs: {
    account: 'Account',
    delivery: 'Consegna a casa',
    drive: 'Clicca e Vai',
    prenotazioni: 'Ritiro in negozio',
    billing: 'Fatturazione',
  },
  tabsLabel: 'Sezioni del profilo',
  inUse: 'Indirizzo in uso',
  others: 'Altri indirizzi',
  noneInUse: 'Nessun indirizzo in uso per questo servizio.',
  noOthers: 'Nessun altro indirizzo salvato.',
  use: 'Usa questo indirizzo',
  edit: 'Modifica',
  remove: 'Rimuovi',
  add: 'Aggiungi un nuovo indirizzo',
  addTitle: 'Nuovo indirizzo di consegna',
  editTitle: 'Modifica indirizzo di consegna',
  // chosen: the mobile number of an address, verified from the profile (issue 40, the checkout's form)
  mobileIntro:
    'Il numero a cui inviamo gli SMS sulle consegne a questo indirizzo. Verificalo ora per non doverlo fare al momento dell’ordine.',
  mobileChange: 'Cambia numero',
  save: 'Salva',
  cancel: 'Annulla',
  yes: 'Sì',
  no: 'No',
  removeTitle: "Rimuovere l'indirizzo?",
  removeText: "L'indirizzo {identifier} non sarà più proposto. Gli ordini già fatti non cambiano.",
  removed: 'Indirizzo rimosso',
  saved: 'Indirizzo salvato',
  switching: "Stai passando da {from} a {to}: l'indirizzo che scegli diventa quello in uso.",
  search: 'Cerca per città o indirizzo',
  searchButton: 'Cerca',
  searchHint: 'Almeno 3 caratteri',
  noResults: 'Nessun risultato trovato',
  choose: 'Scegli',
  cardNeeded: 'Per usare questo servizio serve la Carta Fìdaty.',
  // chosen: the recurring payments of an address (orders §2 delivery page, §3 recurringPayments; ADR 0051)
  recurring: {
    title: 'Pagamenti ricorrenti',
    intro:
      "Per ogni indirizzo puoi indicare, tra le tue carte salvate, quelle da usare per i pagamenti ricorrenti legati a quell'indirizzo.",
    none: 'Nessun pagamento ricorrente.',
    choose: 'Carta da aggiungere',
    add: 'Aggiungi',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi la carta {card} dai pagamenti ricorrenti di {identifier}',
    noCards: 'Per aggiungere un pagamento ricorrente salva una carta pagando online.',
    allLinked: 'Tutte le tue carte salvate sono già pagamenti ricorrenti di questo indirizzo.',
    savedCards: 'Vai alle carte salvate',
    added: 'Pagamento ricorrente aggiunto',
    removed: 'Pagamento ricorrente rimosso',
    notFound: 'Pagamento ricorrente non trovato',
    cardRequired: 'Scegli una carta salvata',
    walletWarningOne:
      "Questa carta è il pagamento ricorrente dell'indirizzo {addresses}: eliminandola, non sarà più usata per quell'indirizzo.",
    walletWarningMany:
      'Questa carta è il pagamento ricorrente degli indirizzi {addresses}: eliminandola, non sarà più usata per quegli indirizzi.',
  },
  labels: {
    identifier: 'Identificativo',
    region: 'Regione',
    province: 'Provincia',
    town: 'Comune',
    postCode: 'CAP',
    street: 'Indirizzo',
    houseNumber: 'Numero civico',
    stairNumber: 'Scala/Interno',
    floorNumber: 'Piano',
    interphoneName: 'Citofono',
    doorman: 'Portineria',
    lift: 'Ascensore',
    homeNumber: 'Telefono di casa',
    note: 'Note per il corriere',
  },
} as const;

/** The account's billing pages (issue 40; orders §2 account.billing and its dialogs, §4 billing form). */
export const accountBilling = {
  title: 'Dati di fatturazione',
  addTitle: 'Nuovi dati di fatturazione',
  editTitle: 'Modifica dati di fatturazione',
  // chosen
  defaultHeading: 'Indirizzo di fatturazione predefinito',
  noDefault: 'Nessun indirizzo predefinito.',
  othersHeading: 'Altri indirizzi',
  chooseDefaultTitle: "Scegli l'indirizzo di fatturazione predefinito",
  removeTitle: "Eliminare l'indirizzo di fatturazione?",
  removeText: "L'indirizzo {name} non sarà più proposto per le fatture. Le fatture già emesse non cambiano.",
  confirm: 'Conferma',
  cancel: 'Annulla',
  makeDefault: 'Rendi predefinito',
  saved: 'Dati di fatturazione salvati',
  removed: 'Indirizzo di fatturazione eliminato',
  defaultChanged: 'Indirizzo predefinito aggiornato',
  failed: 'Operazione non riuscita: riprova.',
  backToCheckout: 'Torna al checkout',
  // chosen: /billing/manage?saveEnabled=false (orders §2, §4 "if saving is enabled")
  verifyOnly:
    "Qui puoi verificare i dati di fatturazione con 'Verifica': il salvataggio delle modifiche non è attivo da questa pagina.",
  working: 'Operazione in corso…',
} as const;

/** 'Invita un amico' (/referral/invita-amico; spec orders §2 referral). */
export const referralPage = {
  title: 'Invita un amico',
  // chosen
  intro:
    'Condividi il tuo codice: quando un amico si registra con il tuo codice e conferma la registrazione, ricevete entrambi un buono da 5 € per una spesa di almeno 30 €.',
  codeLabel: 'Il tuo codice',
  copy: 'Copia codice',
  copied: 'Codice copiato',
  copyFailed: 'Copia non riuscita: seleziona il codice e copialo.',
  vouchers: 'BUONI OTTENUTI',
  friends: 'AMICI CHE HANNO ADERITO',
  seeVouchers: 'Vedi i tuoi buoni attivi',
  shareLink: 'Oppure invia questo link:',
  voucherDescription: 'Buono Invita un amico: 5 € di sconto',
  voucherText: 'Grazie per aver invitato un amico: 5 € di sconto su una spesa di almeno 30 €.',
  voucherCondition: 'Spesa minima 30 €',
} as const;
