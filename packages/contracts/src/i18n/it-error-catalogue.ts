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
} as const;
