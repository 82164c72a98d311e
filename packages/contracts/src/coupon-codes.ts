// The plain values of the coupons (no schema, so a widget carries no zod for them): the code entry's
// limits and the coupon error codes of shell §8 with their Italian messages. Re-exported by coupons.ts.
import { couponErrors } from './i18n/it-coupons.ts';

/** chosen: letters and digits, as printed on the shop's coupons (rules/coupon.ts uses it too). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]+$/;
/** chosen: the longest code the entry takes (the spec: 'maximum length from configuration'). */
export const COUPON_CODE_MAX_LENGTH = 20;
/** chosen: at most this many coupons in one trolley (error code 8). */
export const COUPONS_PER_TROLLEY_MAX = 5;
/** The API error code of a refused coupon (409): 'COUPON-{n}'. */
export const couponApiCode = (n: number): string => `COUPON-${n}`;
/** The coupon error code inside an API error code, or null when it is not a coupon's. */
export function couponErrorCodeOf(apiCode: string | undefined): number | null {
  const m = /^COUPON-(\d{1,3})$/.exec(apiCode ?? '');
  return m ? Number(m[1]) : null;
}

/** The coupon error codes the shop answers (shell §8). */
export const CouponErrorCode = {
  /** Used in an order. */
  USED: 1,
  /** Already in the trolley (the same coupon twice). */
  ALREADY_IN_TROLLEY: 101,
  /** The trolley does not reach the coupon's minimum spend. */
  THRESHOLD: 2,
  /** The product the coupon needs is not in the trolley. */
  PRODUCT_MISSING: 5,
  /** Expired. */
  EXPIRED: 3,
  /** Not valid yet, not the customer's or unknown. */
  NOT_VALID: 4,
  /** Too many coupons in the trolley. */
  LIMIT: 8,
  /** Something went wrong. */
  ERROR: 199,
} as const;

/** The Italian message of a coupon error code: the spec's groups, anything else 'not valid'. */
export function couponErrorMessage(code: number): string {
  if (code === 1) return couponErrors.used;
  if (code === 101) return couponErrors.alreadyInTrolley;
  if (code === 5) return couponErrors.productMissing;
  if ([2, 6, 7, 9].includes(code)) return couponErrors.threshold;
  if (code === 8) return couponErrors.limit;
  if (code === 3) return couponErrors.expired;
  if (code === 199) return couponErrors.error;
  return couponErrors.notValid;
}
