// The orders area's calls of the order detail and the reorder page (contracts orders.ts lists the paths):
// one function per call over a `request()` of request.ts — `ordersCalls(client.request)` with the page's
// client — kept out of createClient() so that only the pages that need them carry them.
import type { Trolley } from '@mercato/contracts';
import type { OrderDetail, OrderDetailItem } from '@mercato/contracts/orders';
import type { ShopRequest } from './request.ts';

export function ordersCalls(request: ShopRequest) {
  return {
    /** GET auth/orders/{orderId}/detail: the order detail. */
    getOrderDetail: (orderId: number) => request<OrderDetail>('GET', `auth/orders/${orderId}/detail`),
    /**
     * PUT auth/orders/{orderId}/items/{itemId}/vote {vote}: the stars (1–5) of a product of a delivered
     * order. Setting the same vote again changes nothing, so a repeat is never refused as a duplicate.
     */
    rateOrderItem: (orderId: number, itemId: number, vote: number) =>
      request<OrderDetailItem>('PUT', `auth/orders/${orderId}/items/${itemId}/vote`, {
        body: { vote },
        spinner: false,
        dedupe: false,
      }),
    /**
     * POST auth/massiveAddToTrolley/add {productId: quantity} (shell §7): a past order's products in one
     * add ('Aggiungi tutti'); what cannot be bought now comes back as the trolley's exceptions (orders §8).
     * The key makes a retry of the same press add nothing more.
     */
    addAllToTrolley: (quantities: Record<number, number>, idempotencyKey: string, nav?: string) =>
      request<Trolley>('POST', 'auth/massiveAddToTrolley/add', {
        body: quantities,
        query: { nav },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  };
}
export type OrdersCalls = ReturnType<typeof ordersCalls>;
