// The trolley calls (server routes/trolley.ts): one function per call over a `request()` of request.ts —
// `trolleyCalls(getClient().request)` in core's trolley store, the one place that changes the trolley.
// Every call runs without the page's loader: the trolley widgets show their own spinners.
import type { HasMxNProducts, Trolley } from '@mercato/contracts';
import type { RequestOptions, ShopRequest } from './request.ts';

/** What POST auth/trolley/item takes besides the product and quantity (forced, nav, …). */
export type TrolleyAddInput = { productId: number; quantity: number } & Record<string, unknown>;

export function trolleyCalls(request: ShopRequest) {
  return {
    /** GET auth/trolley: the shopper's trolley (`report` says which failures the page's hosts show). */
    getTrolley: (report?: RequestOptions['report']) =>
      request<Trolley>('GET', 'auth/trolley', { spinner: false, report }),
    /** POST auth/trolley/item with an Idempotency-Key: what cannot be added comes back as exceptions. */
    addTrolleyItem: (input: TrolleyAddInput, idempotencyKey: string) =>
      request<Trolley>('POST', 'auth/trolley/item', {
        body: input,
        spinner: false,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** PUT auth/trolley/item/{id} {quantity, forced?}: a line's quantity. */
    setTrolleyItemQuantity: (trolleyItemId: number, quantity: number, forced?: boolean) =>
      request<Trolley>('PUT', `auth/trolley/item/${trolleyItemId}`, {
        body: forced ? { quantity, forced } : { quantity },
        spinner: false,
      }),
    /** DELETE auth/trolley/item/{id}: removes a line. */
    removeTrolleyItem: (trolleyItemId: number) =>
      request<Trolley>('DELETE', `auth/trolley/item/${trolleyItemId}`, { spinner: false }),
    /** DELETE auth/trolley: every line but the readonly ones goes. */
    emptyTrolley: () => request<Trolley>('DELETE', 'auth/trolley', { spinner: false }),
    /**
     * POST auth/trolley/hasMxNProducts {}: the trolley's products in an M×N promotion still incomplete
     * ('VAI ALLA CASSA' asks first). A question, asked again at once if need be.
     */
    hasMxNProducts: () =>
      request<HasMxNProducts>('POST', 'auth/trolley/hasMxNProducts', { body: {}, spinner: false, dedupe: false }),
  };
}

export type TrolleyCalls = ReturnType<typeof trolleyCalls>;
