// Coupons and orders: an order uses the coupons its trolley applied, once; a cancelled order gives them
// back. Called inside the checkout's and the cancel's transactions (the trolley or the order already
// locked by the caller, so the house lock order holds: trolley, slots, key rows, then these rows).
//
// Used once: each coupon is taken with one conditional update (used_in_order_id IS NULL and still in this
// trolley), so two confirmations at once, or a coupon used by another order meanwhile, can never use it
// twice: a coupon that cannot be taken refuses the whole confirmation (rolled back), as does a coupon
// expired since it was added. Coupons not applied (condition not met) leave the trolley unused.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutProblem } from '@mercato/contracts/checkout';
import { CouponErrorCode, couponErrorMessage } from '@mercato/contracts/coupons';
import type { Trolley } from '@mercato/contracts';
import type { Tx } from '../../db/client.ts';
import { coupons, customerCoupons } from '../../db/schema/commerce.ts';

/** The problems that stop a confirmation (Refused by the caller), empty when the coupons may be used. */
export async function couponProblemsAt(tx: Tx, trolleyId: number, now: Date): Promise<CheckoutProblem[]> {
  const held = await tx
    .select({ code: coupons.code, expireDate: coupons.expireDate, usedInOrderId: customerCoupons.usedInOrderId })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.trolleyId, trolleyId));
  const problems: CheckoutProblem[] = [];
  for (const h of held) {
    const n = h.usedInOrderId !== null ? CouponErrorCode.USED : h.expireDate < now ? CouponErrorCode.EXPIRED : null;
    if (n !== null)
      problems.push({ code: 'COUPON_INVALID', message: `${h.code}: ${couponErrorMessage(n)}`, step: 'TROLLEY' });
  }
  return problems;
}

/**
 * Order `orderId` uses the coupons `trolley` applied (their discount and points recorded); the others
 * leave the trolley. Answers the problems when one could not be taken (the caller refuses and rolls back).
 */
export async function useCoupons(
  tx: Tx,
  customerId: number,
  trolleyId: number,
  trolley: Trolley,
  orderId: number,
): Promise<CheckoutProblem[]> {
  const problems: CheckoutProblem[] = [];
  for (const c of trolley.coupons ?? []) {
    if (!c.applied) continue;
    const taken = await tx
      .update(customerCoupons)
      .set({
        usedInOrderId: orderId,
        trolleyId: null,
        inTrolley: false,
        usedDiscountCents: c.discount,
        usedPoints: c.points,
      })
      .where(
        and(
          eq(customerCoupons.customerId, customerId),
          eq(customerCoupons.couponId, c.id),
          eq(customerCoupons.trolleyId, trolleyId),
          isNull(customerCoupons.usedInOrderId),
        ),
      )
      .returning({ couponId: customerCoupons.couponId });
    if (taken.length === 0)
      problems.push({
        code: 'COUPON_INVALID',
        message: `${c.code}: ${couponErrorMessage(CouponErrorCode.USED)}`,
        step: 'TROLLEY',
      });
  }
  // The coupons the order did not use go back to the wallet.
  await tx
    .update(customerCoupons)
    .set({ trolleyId: null, inTrolley: false })
    .where(and(eq(customerCoupons.trolleyId, trolleyId), isNull(customerCoupons.usedInOrderId)));
  return problems;
}

/** A cancelled order gives its coupons back: usable again (not in any trolley). */
export async function giveCouponsBack(tx: Tx, customerId: number, orderId: number): Promise<void> {
  await tx
    .update(customerCoupons)
    .set({ usedInOrderId: null, usedDiscountCents: null, usedPoints: null })
    .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.usedInOrderId, orderId)));
}

/** An order replaced by a change (order-edit) hands its coupons to the order replacing it. */
export async function moveCoupons(tx: Tx, fromOrderId: number, toOrderId: number): Promise<void> {
  await tx
    .update(customerCoupons)
    .set({ usedInOrderId: toOrderId })
    .where(eq(customerCoupons.usedInOrderId, fromOrderId));
}

/** The coupons an order used, with what they took off (the order's detail). */
export async function couponsOfOrders(tx: Tx | import('../../db/client.ts').Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      orderId: customerCoupons.usedInOrderId,
      code: coupons.code,
      title: coupons.description,
      discount: customerCoupons.usedDiscountCents,
      points: customerCoupons.usedPoints,
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(inArray(customerCoupons.usedInOrderId, orderIds));
}
