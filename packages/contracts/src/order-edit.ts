// Changing an order before its cut-offs (issue 17; spec orders §2 "Order edit dialog", /ordini/modifica/
// {action}/{orderId}, /ordini/modifica-consegna; §4 order actions; §8 cancel prompt; shell §4 order-modify
// redirector, §8 'Errore imprevisto. Riprovare' in 'Modifica Ordine'). The spec shows no paths; ours are:
//
//   POST   auth/orders/{orderId}/cancel      OrderCancelRequest      cancel → OrderCard (ANNULLATO)
//   POST   auth/orders/{orderId}/slot        OrderSlotChangeRequest  move to another slot → OrderCard
//   POST   auth/orders/{orderId}/edit        OrderEditStartRequest   the order's lines into an edit-mode
//                                                                    trolley → OrderEditSession
//   DELETE auth/orders/{orderId}/edit                                 cancel the modification (the edit
//                                                                    trolley dropped) → 204
//   GET    auth/orders/{orderId}/redirector?action=SLOT|ORDER          applyRedirector → OrderRedirector
//
// Every change sends the OrderCard.version it was shown: the server locks the order row, checks the
// rights (server services/orders.ts orderRightsOf) and the version at that moment, and bumps the version.
// A stale version is 409 ORDER_CHANGED; a change after its cut-off is 409 ORDER_CUTOFF_PASSED with
// 'Oltre il termine ultimo non sara' possibile apportare modifiche.'. Another customer's order is 404, as
// a missing one. The same idempotency key again answers the first answer and changes nothing more; a
// cancel of an order already cancelled answers it as it is.
//
// The content change itself is confirmed through the checkout (contracts checkout.ts): the confirmation of
// an edit-mode trolley REPLACES the order — the old one becomes SOSTITUITO (replacedByOrderId), the new one
// keeps its slot place (replacesOrderId).
import * as z from 'zod/mini';
import { DbId } from './ids.ts';
import { IdempotencyKey } from './slots.ts';

/** The version of the order the page showed (OrderCard.version). */
export const OrderVersion = z.number().check(z.int(), z.gte(0), z.lte(2_147_483_647));

/** POST auth/orders/{orderId}/cancel, after 'Confermi di voler cancellare l'ordine?'. */
export const OrderCancelRequest = z.object({ version: OrderVersion });
export type OrderCancelRequest = z.infer<typeof OrderCancelRequest>;

/** POST auth/orders/{orderId}/slot: 'Conferma modifica' on /ordini/modifica-consegna. */
export const OrderSlotChangeRequest = z.object({
  slotId: DbId,
  version: OrderVersion,
  idempotencyKey: IdempotencyKey,
});
export type OrderSlotChangeRequest = z.infer<typeof OrderSlotChangeRequest>;

/** POST auth/orders/{orderId}/edit: 'Modifica contenuto'. */
export const OrderEditStartRequest = z.object({ version: OrderVersion });
export type OrderEditStartRequest = z.infer<typeof OrderEditStartRequest>;

/** The edit-mode trolley of an order (the checkout's notice: order number and delivery date). */
export const OrderEditSession = z.object({
  orderId: z.number(),
  publicOrderId: z.string(),
  /** The delivery (or pickup) slot, Rome local: yyyy-MM-dd and HH:mm. */
  slotDate: z.string(),
  slotStartTime: z.string(),
  slotEndTime: z.string(),
  /** The edit ends at this instant (ISO): the order's content cut-off. */
  cutoffUpdate: z.string(),
  /** Where to go next: the checkout's trolley page. */
  next: z.string(),
});
export type OrderEditSession = z.infer<typeof OrderEditSession>;

/** shell §4: what the order-modify redirector asks for. */
export const OrderRedirectorRequestAction = z.enum(['SLOT', 'ORDER']);
export type OrderRedirectorRequestAction = z.infer<typeof OrderRedirectorRequestAction>;
export const OrderRedirectorQuery = z.object({ action: z.optional(OrderRedirectorRequestAction) });
export type OrderRedirectorQuery = z.infer<typeof OrderRedirectorQuery>;

/**
 * applyRedirector (shell §7 by name; §4): NONE — open the order edit dialog here; REDIRECT_SITE — go to
 * `path` on this site; REDIRECT_DOMAIN — go to `url` on an allow-listed domain (both after the
 * REDIRECT_LOADER_MS loader).
 */
export const OrderRedirectorAction = z.enum(['NONE', 'REDIRECT_SITE', 'REDIRECT_DOMAIN']);
export type OrderRedirectorAction = z.infer<typeof OrderRedirectorAction>;
export const OrderRedirector = z.object({
  hasRedirector: z.boolean(),
  action: OrderRedirectorAction,
  /** The dialog's option to focus (NONE). */
  requested: OrderRedirectorRequestAction,
  path: z.nullable(z.string()),
  url: z.nullable(z.string()),
});
export type OrderRedirector = z.infer<typeof OrderRedirector>;

/** Codes of the refused changes (409), for callers that act on them. */
export const ORDER_CHANGED = 'ORDER_CHANGED';
export const ORDER_CUTOFF_PASSED = 'ORDER_CUTOFF_PASSED';
