// 'Scelti per te' ranking (issue 39): the customer's own order history, nothing else. A product's score is
// how many of the customer's orders held it (frequency), plus a bonus for how recently it was last bought
// (recency, halving every RECENCY_HALF_LIFE_DAYS) and one for a promotion running now. The bonuses add
// up to less than one order, so what the customer buys most always comes first; among products bought as
// often, the more recent, then the one on promotion now, lead. Ties: the product id (a stable order).

/** chosen: the recency bonus halves every 30 days since the last purchase. */
export const RECENCY_HALF_LIFE_DAYS = 30;
/** chosen: the most a recent purchase adds (bought today). */
export const RECENCY_WEIGHT = 0.6;
/** chosen: what a promotion running now adds. */
export const PROMOTION_WEIGHT = 0.3;

const DAY_MS = 86_400_000;

export interface Purchase {
  productId: number;
  /** Orders of the customer that held the product. */
  orders: number;
  lastBought: Date;
}

export function score(p: Purchase, promoted: boolean, now: Date): number {
  const days = Math.max(0, (now.getTime() - p.lastBought.getTime()) / DAY_MS);
  return p.orders + RECENCY_WEIGHT * 0.5 ** (days / RECENCY_HALF_LIFE_DAYS) + (promoted ? PROMOTION_WEIGHT : 0);
}

/** The products ranked for 'Scelti per te', best first. */
export function rank(purchases: readonly Purchase[], promoted: ReadonlySet<number>, now: Date): number[] {
  return purchases
    .map((p) => ({ id: p.productId, s: score(p, promoted.has(p.productId), now) }))
    .sort((a, b) => b.s - a.s || a.id - b.id)
    .map((x) => x.id);
}
