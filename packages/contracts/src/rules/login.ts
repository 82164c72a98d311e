// Login form (the site's /accedi page): e-mail and password are required, the e-mail must be well
// formed. The lengths are those of the LoginRequest the server accepts.
import * as z from 'zod/mini';
import { apiErrors, notifyMe, validation as v } from '../i18n/it.ts';
import { login } from '../i18n/it-login.ts';
import { EMAIL_RE, isEmail, requiredMatching, requiredMessage } from './common.ts';

/** Longest e-mail the form takes (the input's maxlength; LoginRequest.username). */
export const LOGIN_EMAIL_MAX = 128;
/** Longest password the form takes (the input's maxlength). */
export const LOGIN_PASSWORD_MAX = 128;

export const loginSchema = z.object({
  /** The e-mail, named `username` as in LoginRequest. */
  username: requiredMatching(requiredMessage(notifyMe.email), isEmail, v.emailInvalid),
  // A password is never trimmed: any character counts.
  password: z.string({ error: requiredMessage(login.password) }).check(z.minLength(1, requiredMessage(login.password))),
});
export type LoginForm = z.infer<typeof loginSchema>;

/** The form's values as the page reads them: the e-mail trimmed and cut at its maximum length. */
export function loginFormValues(form: { get(name: string): unknown }): LoginForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { username: text('username').trim().slice(0, LOGIN_EMAIL_MAX), password: text('password') };
}

/**
 * POST login as the API reads it: the same fields and messages as the form, the e-mail trimmed, both
 * capped at the form's lengths (a longer password cannot be right: it answers as a wrong one).
 */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: requiredMessage(notifyMe.email) })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(notifyMe.email)),
      z.maxLength(LOGIN_EMAIL_MAX, v.emailInvalid),
      z.regex(EMAIL_RE, v.emailInvalid),
    ),
  password: z
    .string({ error: requiredMessage(login.password) })
    .check(z.minLength(1, requiredMessage(login.password)), z.maxLength(LOGIN_PASSWORD_MAX, apiErrors.loginFailed)),
});
