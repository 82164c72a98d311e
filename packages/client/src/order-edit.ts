// The order edit calls (contracts order-edit.ts lists the paths): one function per call over a
// `request()` of request.ts — `orderEditCalls(client.request)` with the page's client — kept out of
// createClient() so that pages that never change an order do not carry them. The changes do not report
// to the page's global error handler: the orders pages answer a refusal with its own alert ('Modifica
// Ordine', then back to the orders list; shell §8).
import type { OrderCard } from '@mercato/contracts/checkout';
import type {
  OrderCancelRequest,
  OrderEditSession,
  OrderEditStartRequest,
  OrderRedirector,
  OrderRedirectorRequestAction,
  OrderSlotChangeRequest,
} from '@mercato/contracts/order-edit';
import type { ShopRequest } from './request.ts';

export function orderEditCalls(request: ShopRequest) {
  return {
    /** POST auth/orders/{orderId}/cancel {version}: a repeated cancel answers the cancelled order. */
    cancelOrder: (orderId: number, input: OrderCancelRequest) =>
      request<OrderCard>('POST', `auth/orders/${orderId}/cancel`, { body: input, dedupe: false, report: false }),
    /**
     * POST auth/orders/{orderId}/slot {slotId, version, idempotencyKey}: one key per press, sent again on a
     * retry. A full slot rejects with a 409 SLOT_SOLD_OUT ShopError carrying the nearest free slots.
     */
    changeOrderSlot: (orderId: number, input: OrderSlotChangeRequest) =>
      request<OrderCard>('POST', `auth/orders/${orderId}/slot`, { body: input, dedupe: false, report: false }),
    /** POST auth/orders/{orderId}/edit {version}: the order's lines into the edit-mode trolley. */
    startOrderEdit: (orderId: number, input: OrderEditStartRequest) =>
      request<OrderEditSession>('POST', `auth/orders/${orderId}/edit`, { body: input, dedupe: false, report: false }),
    /** DELETE auth/orders/{orderId}/edit: 'Annulla modifica'. */
    cancelOrderEdit: (orderId: number) =>
      request<null>('DELETE', `auth/orders/${orderId}/edit`, { dedupe: false, report: false }),
    /** GET auth/orders/{orderId}/redirector?action=: applyRedirector. */
    applyRedirector: (orderId: number, action: OrderRedirectorRequestAction) =>
      request<OrderRedirector>('GET', `auth/orders/${orderId}/redirector`, { query: { action } }),
  };
}
export type OrderEditCalls = ReturnType<typeof orderEditCalls>;
