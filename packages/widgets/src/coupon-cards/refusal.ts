// What to say of a failed coupon call: the coupon's refusal (its error code's Italian message, shell §8),
// the shop's message, or (no answer) that it could not be done.
import { couponErrorOf, isShopError } from '@mercato/client';
import { couponErrorMessage } from '@mercato/contracts/coupon-codes';
import { couponErrors } from '@mercato/contracts/i18n/it-coupons';

export function refusalOf(err: unknown): string {
  const n = couponErrorOf(err);
  if (n !== null) return couponErrorMessage(n);
  return isShopError(err) && err.status > 0 ? err.message : couponErrors.error;
}
