// The errors the API client makes without its catalogue (spec shell §8, verbatim): a network failure,
// the anti-duplicate refusal, an unreadable answer; and a partner origin the shop does not accept. A
// module of its own: every element that calls the shop carries these at load, nothing more. The
// catalogue's own texts (it-error-catalogue.ts) come with the client's lazily loaded catalogue, with the
// first failed answer.
export const clientErrors = {
  defaultTitle: 'Attenzione',
  errorTitle: 'Errore',
  generic: 'Si è verificato un problema, si prega di riprovare più tardi',
  duplicate: 'Operazione già avviata, aspettare il completamento e riprovare.',
  /**
   * Not in the spec: shown by an element on a partner page whose origin the shop does not accept for
   * calls with credentials (MERCATO_PARTNER_ORIGINS), e.g. the power-guest entry. The partner can fix it.
   */
  originNotAllowed:
    "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.",
} as const;
