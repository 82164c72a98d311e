// What the coupons in a trolley take off (pure: the trolley's reader loads the rows). Money in cents.
//
// Rules (chosen where the spec says nothing; ADR 0034):
// - a coupon's condition is judged on the items' amount after the products' own promotions and before
//   any coupon: its minimum spend (threshold), and for a coupon tied to a product (DISCOUNT_TRIGGER,
//   FIDATY_POINTS, a PERCENTAGE on one product) that product in the trolley;
// - a coupon whose condition is not met stays in the trolley taking nothing off, with the reason
//   (its error code's message), and is not used by the order;
// - PERCENTAGE coupons come first, each on the amount of its product's lines (the whole items amount
//   when it names no product), rounded half up to the cent; then DISCOUNT and DISCOUNT_TRIGGER take
//   their value off; FIDATY_POINTS adds points and takes no money off;
// - the items never go below zero: a discount larger than what is left takes only what is left.
import type { CouponType } from '@mercato/contracts';
import { CouponErrorCode, couponErrorMessage, type TrolleyCoupon } from '@mercato/contracts/coupons';

export interface CouponRowLike {
  id: number;
  code: string;
  type: CouponType;
  description: string;
  checkoutTitleMessage: string | null;
  checkoutDescriptionMessage: string | null;
  valueCents: number | null;
  percent: number | null;
  points: number | null;
  minSpendCents: number;
  productId: number | null;
}

export interface PricedLineLike {
  productId: number;
  /** What the line costs after the product's promotion. */
  amount: number;
}

export interface CouponTotals {
  coupons: TrolleyCoupon[];
  /** Cents taken off the items by every coupon. */
  discount: number;
  /** Loyalty points the coupons add. */
  points: number;
}

/** The reason (coupon error code) a coupon does not apply to these lines, or null when it does. */
export function couponProblem(c: CouponRowLike, itemsAmount: number, lines: readonly PricedLineLike[]): number | null {
  if (itemsAmount < c.minSpendCents) return CouponErrorCode.THRESHOLD;
  if (c.productId !== null && !lines.some((l) => l.productId === c.productId)) return CouponErrorCode.PRODUCT_MISSING;
  return null;
}

const ORDER: Record<CouponType, number> = { PERCENTAGE: 0, DISCOUNT: 1, DISCOUNT_TRIGGER: 1, FIDATY_POINTS: 2 };

/** The coupons of a trolley with what each takes off, in the order they apply. */
export function applyCoupons(
  coupons: readonly CouponRowLike[],
  itemsAmount: number,
  lines: readonly PricedLineLike[],
): CouponTotals {
  const sorted = [...coupons].sort((a, b) => ORDER[a.type] - ORDER[b.type] || a.id - b.id);
  let left = itemsAmount;
  let points = 0;
  const out: TrolleyCoupon[] = sorted.map((c) => {
    const base = {
      id: c.id,
      code: c.code,
      type: c.type,
      title: c.checkoutTitleMessage ?? c.description,
      description: c.checkoutDescriptionMessage ?? c.description,
    };
    const problem = couponProblem(c, itemsAmount, lines);
    if (problem !== null)
      return { ...base, discount: 0, points: 0, applied: false, message: couponErrorMessage(problem) };
    let discount = 0;
    let gained = 0;
    if (c.type === 'PERCENTAGE') {
      const on =
        c.productId === null
          ? itemsAmount
          : lines.filter((l) => l.productId === c.productId).reduce((s, l) => s + l.amount, 0);
      discount = Math.round((on * (c.percent ?? 0)) / 100);
    } else if (c.type === 'DISCOUNT' || c.type === 'DISCOUNT_TRIGGER') {
      discount = c.valueCents ?? 0;
    } else {
      gained = c.points ?? 0;
    }
    discount = Math.max(0, Math.min(discount, left));
    left -= discount;
    points += gained;
    return { ...base, discount, points: gained, applied: true, message: null };
  });
  return { coupons: out, discount: itemsAmount - left, points };
}
