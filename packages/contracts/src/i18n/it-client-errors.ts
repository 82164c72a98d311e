// The errors the API client makes without its catalogue (spec shell §8, verbatim): a network failure,
// the anti-duplicate refusal, an unreadable answer. A module of its own: every element that calls the
// shop carries these at load, nothing more. The catalogue's own texts (it-error-catalogue.ts) come with
// the client's lazily loaded catalogue, with the first failed answer.
export const clientErrors = {
  defaultTitle: 'Attenzione',
  errorTitle: 'Errore',
  generic: 'Si è verificato un problema, si prega di riprovare più tardi',
  duplicate: 'Operazione già avviata, aspettare il completamento e riprovare.',
  // The free visitor's login prompt (spec shell §6), asked by the trolley store without a call when the
  // page says the visitor is a free one; the server answers the same (it.ts freeVisit).
  loginPromptTitle: "Vuoi effettuare l'accesso?",
  loginToAdd: "Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.",
} as const;
