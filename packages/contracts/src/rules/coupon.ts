// Coupon code (spec orders §5): required, pattern check, maximum length from configuration; add is
// disabled while invalid. The spec quotes no message and no pattern.
import * as z from 'zod/mini';
import { validation as v, t } from '../i18n/it.ts';
import { requiredMatching } from './common.ts';

import { COUPON_CODE_PATTERN } from '../coupon-codes.ts';

export const DEFAULT_COUPON_PATTERN = COUPON_CODE_PATTERN;

export interface CouponOptions {
  maxLength: number;
  pattern?: RegExp;
}

export function couponCodeSchema({ maxLength, pattern = DEFAULT_COUPON_PATTERN }: CouponOptions) {
  return z.object({
    code: requiredMatching(
      v.couponRequired,
      (s) => pattern.test(s.trim()),
      v.couponInvalid,
      maxLength,
      t(v.couponTooLong, { max: maxLength }),
    ),
  });
}
export type CouponCodeForm = z.infer<ReturnType<typeof couponCodeSchema>>;
