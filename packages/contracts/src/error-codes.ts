// Codes of the shop's own 409 answers that callers act on, written once for the server that answers them
// and the client that reads them. (A module without zod: the elements import it.)

/** A slot booking lost the race for the last place; the answer's `nearest` lists the nearest free slots. */
export const SLOT_SOLD_OUT = 'SLOT_SOLD_OUT';

/** A checkout confirmation was refused; the answer's `problems` (CheckoutProblem[]) say why. */
export const CHECKOUT_REFUSED = 'CHECKOUT_REFUSED';
