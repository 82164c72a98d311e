// What the reorder page (/riordina/{orderHeaderId}/{publicOrderId}; spec orders §2 "Reorder view") shows of
// a past order's lines against today's catalogue, and what 'Aggiungi tutti' sends (one massive add).
import type { Product } from '@mercato/contracts';
import { QUANTITY_MAX } from '@mercato/contracts/constants';
import type { OrderDetailItem } from '@mercato/contracts/orders';

export type ReorderState = 'available' | 'outOfStock' | 'gone';

export interface ReorderLine {
  item: OrderDetailItem;
  /** Today's product (null: no longer sold in this shop). */
  product: Product | null;
  state: ReorderState;
}

/**
 * The order's lines with today's product of each. Premiums (prizes) and free items are not bought again
 * (issue 33 point 15: they were listed at full price and 'Aggiungi tutti' added them): neither the
 * order's premium and free lines nor a product that is a prize today.
 */
export function reorderLines(items: OrderDetailItem[], products: Product[]): ReorderLine[] {
  const byId = new Map(products.map((p) => [p.productId, p]));
  return items
    .filter((i) => !i.premium && !i.freeItem)
    .map((item) => {
      const product = item.productId === null ? null : (byId.get(item.productId) ?? null);
      const state: ReorderState = product === null ? 'gone' : product.outOfStock ? 'outOfStock' : 'available';
      return { item, product, state };
    })
    .filter(({ product }) => product?.premium !== true);
}

/**
 * 'Aggiungi tutti': productId → quantity of every line still sold (the same product twice: summed, at
 * most QUANTITY_MAX). Out-of-stock products are sent too, so the server's trolley exceptions (orders §8)
 * say why they were not added; products no longer sold cannot be sent.
 */
export function reorderQuantities(lines: ReorderLine[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const { item, product } of lines) {
    if (!product) continue;
    out[product.productId] = Math.min(QUANTITY_MAX, (out[product.productId] ?? 0) + Math.max(1, item.quantity));
  }
  return out;
}
