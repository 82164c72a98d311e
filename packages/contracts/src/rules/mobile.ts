// Mobile-number verification (spec orders §2, §5): number and the 4-digit code.
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { requiredMatching } from './common.ts';

/** Optional plus, then 9 to 25 digits or dots. */
export const MOBILE_RE = /^\+?[0-9.]{9,25}$/;

export const mobileNumberSchema = z.object({
  mobileNumber: requiredMatching(v.mobileRequired, (s) => MOBILE_RE.test(s.trim()), v.mobileInvalid),
});

/** Verification code: required, exactly 4 digits; OK disabled until valid. */
export const verifyCodeSchema = z.object({
  verifyCode: requiredMatching(v.verifyCodeRequired, (s) => /^\d{4}$/.test(s.trim()), v.verifyCodeInvalid),
});
