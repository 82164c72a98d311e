// The first step of the address checker (spec shell §2, §5): the texts of the postcode and street form,
// and the postcode and street messages of the rules. A module of its own so that the address checker
// element carries at load only what its first step shows (bundlers split by module; the services, the
// pickup chooser and the dialogs bring their texts with their lazy chunks). it.ts spreads `addressCheck`
// into `onboarding` and `addressValidation` into `validation`: import the areas from it.ts, or these
// objects from here in code that must stay small.
export const addressCheck = {
  // chosen: heading and intro of the address verifier
  title: 'Verifica il tuo indirizzo',
  intro: 'Inserisci CAP e via per scoprire i servizi disponibili nella tua zona.',
  // chosen: field labels and placeholders
  postcodeLabel: 'CAP',
  postcodePlaceholder: 'Es. 20121',
  streetLabel: 'Via',
  streetPlaceholder: 'Scrivi almeno 3 lettere della via',
  streetListLabel: 'Vie suggerite',
  // chosen: what a screen reader hears as the suggestions change
  oneStreetFound: '1 via trovata',
  streetsFound: '{count} vie trovate',
  // chosen: the verify button and its busy state
  verify: 'Verifica indirizzo',
  checking: 'Verifica in corso…',
  chosenService: 'Hai scelto il servizio',
  continueShopping: 'Continua la spesa',
  // chosen: 'change address' action
  changeAddress: 'Cambia indirizzo',
  // chosen: the notify-me call to action (no service at the street, or a postcode not covered)
  notifyMe: 'Avvisami quando è disponibile',
} as const;

export const addressValidation = {
  // shell §5
  postcodeRequired: 'Inserire CAP per procedere',
  postcodeInvalid: 'CAP non valido',
  streetSelect: 'Selezionare un indirizzo per procedere',
  streetNotFound: 'Indirizzo non trovato o non coperto dal servizio',
  streetMissing: 'Via non presente',
} as const;
