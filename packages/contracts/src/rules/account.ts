// Becoming a customer and keeping the account (issue 40): registration, the forgotten password, the
// password change. The same schemas check the site's forms and the API's bodies. Chosen (the spec
// states none): a password of 8 to 128 characters with at least a letter and a digit; names up to 64
// characters (the customers table's columns); a referral code of 4 to 16 letters and digits.
import * as z from 'zod/mini';
import { accountArea as a } from '../i18n/it-account.ts';
import { notifyMe, ruleAgreement, validation as v } from '../i18n/it.ts';
import {
  crossCheck,
  isEmail,
  maxMessage,
  requiredMatching,
  requiredMessage,
  requiredText,
  requiredTrue,
} from './common.ts';
import { LOGIN_EMAIL_MAX, LOGIN_PASSWORD_MAX } from './login.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = LOGIN_PASSWORD_MAX;
export const NAME_MAX = 64;
export const REFERRAL_CODE_MAX = 16;
/** A confirmation link is valid 24 hours, a password-reset link 30 minutes (issue 40). */
export const CONFIRM_LINK_TTL_MS = 24 * 3600_000;
export const RESET_LINK_TTL_MS = 30 * 60_000;
/** The token of a link: 32 random bytes in base64url. */
export const ACCOUNT_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** A new password: never trimmed; 8 to 128 characters with a letter and a digit. */
export const newPasswordSchema = z.string({ error: requiredMessage(a.password) }).check(
  z.minLength(1, requiredMessage(a.password)),
  z.refine((s) => s.length === 0 || s.length >= PASSWORD_MIN, a.passwordTooShort),
  z.maxLength(PASSWORD_MAX, a.passwordTooLong),
  z.refine((s) => s.length < PASSWORD_MIN || (/\p{L}/u.test(s) && /\d/.test(s)), a.passwordWeak),
);

const email = requiredMatching(requiredMessage(notifyMe.email), isEmail, v.emailInvalid, LOGIN_EMAIL_MAX);
const samePasswords = crossCheck<{ password?: unknown; passwordConfirm?: unknown }>((value) =>
  typeof value.password === 'string' && value.password !== '' && value.passwordConfirm !== value.password
    ? [{ path: ['passwordConfirm'], message: a.passwordsDiffer }]
    : [],
);

export const registrationSchema = z
  .object({
    forename: requiredText(requiredMessage(a.forename), NAME_MAX, maxMessage(a.forename, NAME_MAX)),
    surname: requiredText(requiredMessage(a.surname), NAME_MAX, maxMessage(a.surname, NAME_MAX)),
    gender: z.enum(['F', 'M'], { error: requiredMessage(a.gender) }),
    email,
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: a.passwordsDiffer }),
    /** The two acceptances of the rule agreement (orders §5). */
    saleConditionsAccepted: requiredTrue(ruleAgreement.conditionsRequired),
    privacyAccepted: requiredTrue(ruleAgreement.privacyRequired),
    /** A friend's referral code ('Invita un amico'). */
    referralCode: z.optional(
      z
        .string({ error: a.referralInvalid })
        .check(z.refine((s) => s.trim() === '' || /^[A-Za-z0-9]{4,16}$/.test(s.trim()), a.referralInvalid)),
    ),
  })
  .check(samePasswords);
export type RegistrationForm = z.infer<typeof registrationSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** The token of a link as a field: anything else is the link's message. */
export const accountTokenSchema = z.string({ error: a.linkInvalid }).check(z.regex(ACCOUNT_TOKEN_RE, a.linkInvalid));

export const confirmEmailSchema = z.object({ token: accountTokenSchema });

export const resetPasswordSchema = z
  .object({
    token: accountTokenSchema,
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: a.passwordsDiffer }),
  })
  .check(samePasswords);
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: requiredMessage(a.currentPassword) })
      .check(z.minLength(1, requiredMessage(a.currentPassword)), z.maxLength(PASSWORD_MAX, a.currentPasswordWrong)),
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: a.passwordsDiffer }),
  })
  .check(samePasswords);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
