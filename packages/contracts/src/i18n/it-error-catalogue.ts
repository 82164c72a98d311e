// The texts of the API client's error catalogue (spec shell §8, verbatim), downloaded with the catalogue
// (the client's errors.ts, a lazy chunk) when the first call fails; it-client-errors.ts has those the
// client needs at load.
export const errorCatalogue = {
  sessionExpired: 'Sessione scaduta: login necessaria...',
  notFoundTitle: 'Caricamento dati',
  notFound: 'Errore di trasferimento dati o risorsa non trovata',
  authenticationRequired: 'Autenticazione necessaria',
  twoStep: 'Verifica in due passaggi',
  twoStepContinue: 'CONTINUA',
  twoStepLater: 'ATTIVA IN SEGUITO',
  /**
   * Not in the spec: shown by an element on a partner page whose origin the shop does not accept for
   * calls with credentials (MERCATO_PARTNER_ORIGINS), e.g. the power-guest entry. The partner can fix it.
   */
  originNotAllowed:
    "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.",
} as const;
