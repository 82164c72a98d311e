// The rows the trolley's price needs from this area: the coupons a trolley holds and the customer's
// delivery promotion for its slot. Read by services/trolley/read.ts (so every trolley answer, the
// checkout and the order carry the same amounts) and by this area.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AppliedDeliveryPromotion } from '@mercato/contracts/coupons';
import type { Db, Tx } from '../../db/client.ts';
import { coupons, customerCoupons, deliveryPromotions } from '../../db/schema/commerce.ts';

/** The coupons in trolley `trolleyId` (oldest first). */
export function couponsInTrolley(tx: Tx | Db, trolleyId: number) {
  return tx
    .select({ coupon: coupons, customerId: customerCoupons.customerId })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.trolleyId, trolleyId))
    .orderBy(asc(coupons.id));
}

/**
 * The customer's best delivery promotion valid at `now` whose minimum the items reach (the largest cut;
 * ties: the lowest id), as it applies to a slot of `slotPrice` cents; null when none applies or the
 * slot is free already.
 */
export async function deliveryPromotionFor(
  tx: Tx | Db,
  customerId: number,
  slotPrice: number,
  itemsAmount: number,
  now: Date,
): Promise<AppliedDeliveryPromotion | null> {
  if (slotPrice <= 0) return null;
  const rows = await tx
    .select()
    .from(deliveryPromotions)
    .where(
      and(
        eq(deliveryPromotions.customerId, customerId),
        lte(deliveryPromotions.startDate, now),
        gte(deliveryPromotions.expireDate, now),
        lte(deliveryPromotions.minSpendCents, itemsAmount),
      ),
    )
    .orderBy(asc(deliveryPromotions.id));
  let best: AppliedDeliveryPromotion | null = null;
  for (const p of rows) {
    const discount = Math.min(slotPrice, Math.round((slotPrice * p.discountPercent) / 100));
    if (!best || discount > best.discount) best = { id: p.id, name: p.name, discount };
  }
  return best;
}
