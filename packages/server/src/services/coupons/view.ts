// A coupon as the cards show it (contracts CustomerCoupon), with its server-driven HTML sanitised on the
// way out too (it is sanitised when stored: sanitizeBlocks), so a row written by hand in the database can
// never carry a script to a card.
import type { CustomerCoupon } from '@mercato/contracts/coupons';
import type { coupons, customerCoupons } from '../../db/schema/commerce.ts';
import { sanitizeBlocks } from '../../coupon-blocks.ts';
import { sanitizeRichText } from '../../html.ts';

type CouponRow = typeof coupons.$inferSelect;
type HeldRow = typeof customerCoupons.$inferSelect;

/** The value a card shows for its type: cents, percent or points. */
export const couponValueOf = (c: CouponRow): number =>
  c.type === 'PERCENTAGE' ? (c.percent ?? 0) : c.type === 'FIDATY_POINTS' ? (c.points ?? 0) : (c.valueCents ?? 0);

export function couponView(
  c: CouponRow,
  held: Pick<HeldRow, 'usedInOrderId' | 'trolleyId'>,
  usedInOrder: string | null,
  inOpenTrolley: boolean,
  now: Date,
): CustomerCoupon {
  const state = held.usedInOrderId !== null ? 'USED' : inOpenTrolley ? 'IN_CART' : 'NOT_IN_CART';
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    templateVersion: c.templateVersion,
    description: c.description,
    listBodyMessage: c.listBodyMessage,
    startDate: c.showStartDate ? c.startDate.toISOString() : null,
    expireDate: c.expireDate.toISOString(),
    state,
    usedInOrder,
    trolleyItem: state === 'IN_CART' ? 1 : null,
    expired: c.expireDate < now,
    conditionList: c.conditionList,
    detailHeaderMessage: c.detailHeaderMessage,
    detailBodyMessage: c.detailBodyMessage ? sanitizeRichText(c.detailBodyMessage) : null,
    checkoutTitleMessage: c.checkoutTitleMessage,
    checkoutDescriptionMessage: c.checkoutDescriptionMessage,
    barcode: c.barcodeVisible ? c.eanBuono : null,
    codiceWeb: c.codiceWeb,
    value: couponValueOf(c),
    threshold: c.minSpendCents,
    productId: c.productId,
    blocks: sanitizeBlocks(c.blocks),
    detailBlocks: sanitizeBlocks(c.detailBlocks),
  };
}
