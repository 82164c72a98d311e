// Italian texts of the Colletta Alimentare (spec shell §2 "Food collection: join by store tag", §4 "Food
// collection join", quoted verbatim; the rest chosen): the join page and its dialog, the server's refusal,
// the donation variant of the checkout's delivery page and the order's mark. A module of its own, so
// the join island carries these words alone.

export const foodCollection = {
  alreadyJoined: 'Stai già aderendo alla Colletta Alimentare',
  joinQuestion: 'Vuoi aderire alla Colletta Alimentare?',
  unavailable: 'La Colletta Alimentare non è attiva per questo negozio',
  title: 'Colletta Alimentare',
  intro:
    'Aderendo, la spesa che farai sarà consegnata al negozio {store}, {address}: i volontari del Banco Alimentare la raccoglieranno per le famiglie in difficoltà.',
  joinedNote: 'La tua spesa in corso è una donazione alla Colletta Alimentare di questo negozio.',
  join: 'Aderisci alla Colletta Alimentare',
  yes: 'Sì, aderisco',
  no: 'No',
  /** The name of the address a join makes (the customer's address book). */
  addressIdentifier: 'Colletta Alimentare - {store}',
  // The checkout's delivery page when the address in use is a collection point's (orders §2 "food-donation variant").
  donationTitle: 'Spesa donata alla Colletta Alimentare',
  donationText:
    'Consegneremo questa spesa al punto di raccolta indicato: i volontari del Banco Alimentare la porteranno a chi ne ha bisogno. Grazie per la tua donazione!',
  donationChange: "Per fare la spesa per te, cambia l'indirizzo di consegna.",
} as const;
