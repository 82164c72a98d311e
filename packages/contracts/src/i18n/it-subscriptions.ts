// The subscriptions page and answers (spec orders §2 Subscriptions /abbonamento/status, §3, §4, §6). The
// spec quotes two texts: the refusal to a customer without the permission and 'Stato'; everything else
// here is chosen, as an Italian grocer's site would word it. Re-exported by it.ts.
export const subscriptions = {
  notAllowed: "Spiacente, non sei autorizzato all'acquisto di alcun abbonamento.",
  status: 'Stato',
  // chosen: the page
  title: 'Abbonamenti',
  intro: 'Con un abbonamento Consegna Gratis la consegna a casa della tua spesa non costa nulla.',
  currentHeading: 'Il tuo abbonamento',
  noCurrent: 'Non hai un abbonamento attivo.',
  plansHeading: 'Abbonamenti disponibili',
  noPlans: 'Nessun abbonamento disponibile al momento.',
  price: 'Prezzo',
  buy: 'Acquista',
  buyLabel: 'Acquista {name}',
  buying: 'Aggiunta al carrello…',
  inTrolley: 'Nel carrello',
  added: "Abbonamento aggiunto al carrello: conferma l'ordine per attivarlo.",
  goToTrolley: 'Vai al carrello',
  startDate: 'Attivo dal',
  endDate: 'Scadenza',
  renewalDate: 'Prossimo rinnovo',
  remaining: 'Consegne gratuite rimaste',
  unlimited: 'Illimitate',
  statuses: {
    IN_ATTIVAZIONE: 'In attivazione',
    ATTIVO: 'Attivo',
    SCADUTO: 'Scaduto',
    ANNULLATO: 'Annullato',
  },
  orderLabel: 'Ordine',
  activatingOrder: 'Ordine n. {order}',
  activatingNote: "Sarà attivo dal giorno della consegna o del ritiro dell'ordine.",
  autoRenewal: 'Rinnovo automatico',
  autoRenewalOn: "L'abbonamento si rinnova da solo alla scadenza.",
  autoRenewalOff: "L'abbonamento termina alla scadenza, senza rinnovo.",
  autoRenewalSaving: 'Salvataggio in corso…',
  termsHeading: 'Termini e condizioni',
  termsOf: 'Condizioni di {name}',
  termsCommon: 'Condizioni valide per tutti gli abbonamenti',
  // chosen: the refusals (trolley add, checkout, the toggle)
  alreadyHeld: 'Hai già un abbonamento attivo o in attivazione: potrai acquistarne un altro alla sua scadenza.',
  oneAtATime: 'Il carrello contiene già un abbonamento: se ne può acquistare uno alla volta.',
  autoRenewalNotEditable: 'Il rinnovo automatico si può cambiare solo per un abbonamento continuativo attivo.',
  notFound: 'Abbonamento non trovato',
  freeDeliveryGone:
    "L'abbonamento non copre più la consegna di questo ordine: il costo della consegna è cambiato, controlla il riepilogo.",
  menuItem: 'Il mio abbonamento',
  // chosen: the renewal of an open-ended plan (ADR 0056): the page's list of paid renewals, the notice of
  // a refused one, what the card's statement says, and the two e-mails
  renewalsHeading: 'Rinnovi addebitati',
  renewalPaid: 'Rinnovo del {date}: {amount} addebitati sulla carta {card}',
  renewalRefusedNotice:
    "Il rinnovo automatico di {name} del {date} non è andato a buon fine: {reason}. L'abbonamento è scaduto alla fine del periodo pagato e il rinnovo automatico è stato disattivato: per avere ancora le consegne gratuite acquista un nuovo abbonamento.",
  renewalNoCard:
    "non c'è una carta da addebitare (aggiungi una carta ai pagamenti ricorrenti del tuo indirizzo di consegna)",
  renewalChargeDescription: 'Mercato: rinnovo {name}',
  emailRenewedSubject: 'Abbonamento {name} rinnovato',
  emailRenewedText:
    'Abbiamo rinnovato il tuo abbonamento {name} fino al {end}: {amount} addebitati sulla carta {card}.',
  emailRefusedSubject: 'Rinnovo non riuscito: abbonamento {name}',
  emailRefusedText:
    "Il rinnovo automatico del tuo abbonamento {name} del {date} non è andato a buon fine: {reason}. L'abbonamento è scaduto e il rinnovo automatico è stato disattivato; nessun importo è stato addebitato. Puoi acquistare un nuovo abbonamento dalla pagina Abbonamenti del tuo account.",
  emailGreeting: 'Ciao {name},',
  emailClosing: 'A presto dal tuo Mercato!',
} as const;
