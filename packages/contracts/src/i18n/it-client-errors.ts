// The errors the API client makes without its catalogue (spec shell §8, verbatim): a network failure,
// the anti-duplicate refusal, an unreadable answer. A module of its own: every element that calls the
// shop carries these at load, nothing more. The catalogue's own texts (it-error-catalogue.ts) come with
// the client's lazily loaded catalogue, with the first failed answer.
export const clientErrors = {
  defaultTitle: 'Attenzione',
  errorTitle: 'Errore',
  generic: 'Si è verificato un problema, si prega di riprovare più tardi',
  duplicate: 'Operazione già avviata, aspettare il completamento e riprovare.',
} as const;
