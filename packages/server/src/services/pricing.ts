// Prices of trolley lines in integer cents (orders §3 receipt item): unit price, discounted unit price,
// quantity-aware price and its discounted variant, from the product's list price and its promotions
// (PERCENTAGE, FIXED_PRICE, MXN such as 3x2). Pure functions: the trolley service loads the rows.
//
// Rules (chosen where the spec says nothing):
// - a percentage is applied to the unit price and rounded half up to the cent, then multiplied by the
//   quantity (the shelf shows the same discounted unit price);
// - a fixed promotional price is used only when it is below the list price;
// - MxN (take m, pay n): in every complete group of m pieces, m - n pieces are free;
// - when several promotions apply, the one giving the lowest line amount wins (ties: the lowest id);
// - fidatyOnly promotions apply only to shoppers with a loyalty card.

export interface PromotionLike {
  id: number;
  type: 'PERCENTAGE' | 'FIXED_PRICE' | 'MXN';
  percent: number | null;
  promoPriceCents: number | null;
  m: number | null;
  n: number | null;
  label: string;
  description: string;
  fidatyOnly: boolean;
}

export interface LinePrice {
  /** List price of one piece. */
  unitPrice: number;
  /** Promotional price of one piece (PERCENTAGE, FIXED_PRICE); null without one or for MxN. */
  discountedUnitPrice: number | null;
  /** unitPrice × quantity. */
  quantityAwarePrice: number;
  /** What the line costs after the promotion, when lower than quantityAwarePrice; else null. */
  discountedQuantityAwarePrice: number | null;
  /** What the line costs (discounted or not). */
  amount: number;
  /** The promotion applied (or, for MxN not reached yet, the one on offer). */
  promotion: PromotionLike | null;
  /** For MxN: pieces still to add to complete the next group (0 when complete, null otherwise). */
  missingForMxN: number | null;
}

/** The promotional price of one piece, or null when the promotion is not a per-piece one. */
export function promoUnitPrice(
  unitPrice: number,
  p: Pick<PromotionLike, 'type' | 'percent' | 'promoPriceCents'>,
): number | null {
  if (p.type === 'PERCENTAGE' && p.percent !== null) return Math.round((unitPrice * (100 - p.percent)) / 100);
  if (p.type === 'FIXED_PRICE' && p.promoPriceCents !== null) return Math.min(unitPrice, p.promoPriceCents);
  return null;
}

/** Amount of `quantity` pieces under promotion `p`. */
export function promoAmount(unitPrice: number, quantity: number, p: PromotionLike): number {
  if (p.type === 'MXN' && p.m !== null && p.n !== null && p.m > p.n && p.n > 0) {
    const free = Math.floor(quantity / p.m) * (p.m - p.n);
    return unitPrice * (quantity - free);
  }
  const unit = promoUnitPrice(unitPrice, p);
  return unit === null ? unitPrice * quantity : unit * quantity;
}

/** Prices of a line of `quantity` pieces at `unitPrice`, with the best of `promotions`. */
export function priceLine(
  unitPrice: number,
  quantity: number,
  promotions: readonly PromotionLike[],
  opts: { hasFidatyCard: boolean },
): LinePrice {
  const usable = promotions.filter((p) => !p.fidatyOnly || opts.hasFidatyCard).sort((a, b) => a.id - b.id);
  const quantityAwarePrice = unitPrice * quantity;
  let best: PromotionLike | null = null;
  let bestAmount = quantityAwarePrice;
  for (const p of usable) {
    const amount = promoAmount(unitPrice, quantity, p);
    if (amount < bestAmount) {
      best = p;
      bestAmount = amount;
    }
  }
  // An MxN on offer but not reached yet is still shown (badge and rule message).
  const shown = best ?? usable.find((p) => p.type === 'MXN') ?? null;
  let missingForMxN: number | null = null;
  if (shown?.type === 'MXN' && shown.m) {
    const rest = quantity % shown.m;
    missingForMxN = rest === 0 ? 0 : shown.m - rest;
  }
  return {
    unitPrice,
    discountedUnitPrice: best ? promoUnitPrice(unitPrice, best) : null,
    quantityAwarePrice,
    discountedQuantityAwarePrice: bestAmount < quantityAwarePrice ? bestAmount : null,
    amount: bestAmount,
    promotion: shown,
    missingForMxN,
  };
}
