// The free visitor's login prompt of the trolley (spec shell §6, verbatim): answered by the server (403
// CONFIRM) and asked by the trolley store without a call when the page declares a free visitor. A module
// of its own: the elements that change the trolley carry these two texts, the others nothing. Re-exported
// by it.ts as part of `freeVisit`.
export const freeVisitPrompt = {
  loginPromptTitle: "Vuoi effettuare l'accesso?",
  loginToAdd: "Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.",
} as const;
