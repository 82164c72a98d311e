// Shared form rules (spec shell §5) and the helpers every rule file builds on. Validation is zod/mini
// only; messages come from i18n/it.ts.
import * as z from 'zod/mini';
import { validation as v, t } from '../i18n/it.ts';
import { parseItalianDate, parseTime } from '../format/date-input.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';

/** Field → first message, for forms. Nested paths are joined with '.'; errors of the whole value use ''. */
export function fieldErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

type Issue = { message: string; path: (string | number)[] };

/**
 * An object-level rule that runs even when some fields already failed (so a form gets every message
 * at once). `check` returns the issues to add, each with its field path.
 */
export function crossCheck<T>(check: (value: T) => Issue[]) {
  return z.superRefine<T>(
    (value, ctx) => {
      for (const issue of check(value)) ctx.addIssue({ code: 'custom', input: value, ...issue });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** The first message of a schema for one value, or null when it passes. */
export function firstError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Keeps only the digits (for only-digits inputs). */
export { onlyDigits } from './digits.ts';

export const isBlank = (text: string | undefined | null) => text == null || text.trim() === '';

/** A required text: missing, empty or blank gives `required`; longer than `max` gives `tooLong`. */
export function requiredText(required: string, max?: number, tooLong?: string) {
  // No `abort`: an aborting issue would also stop the object-level checks of the form.
  const checks = [z.refine<string>((s) => s.trim() !== '', required)];
  if (max !== undefined) checks.push(z.maxLength(max, tooLong ?? required));
  return z.string({ error: required }).check(...checks);
}

/**
 * A required text that must also pass `test` (blank gives only `required`), optionally with a maximum
 * length checked before the format.
 */
export function requiredMatching(
  required: string,
  test: (s: string) => boolean,
  invalid: string,
  max?: number,
  tooLong?: string,
) {
  const checks = [z.refine<string>((s) => s.trim() !== '', required)];
  if (max !== undefined) checks.push(z.maxLength(max, tooLong ?? invalid));
  checks.push(z.refine<string>((s) => s.trim() === '' || test(s), invalid));
  return z.string({ error: required }).check(...checks);
}

/** An optional text (missing or blank allowed) that otherwise must pass `test` and fit `max`. */
export function optionalMatching(test: (s: string) => boolean, invalid: string, max?: number, tooLong?: string) {
  const checks = [];
  if (max !== undefined) checks.push(z.maxLength(max, tooLong ?? invalid));
  checks.push(z.refine<string>((s) => s.trim() === '' || test(s), invalid));
  return z.optional(z.string({ error: invalid }).check(...checks));
}

/** An optional text (missing or '' allowed) of at most `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z.optional(z.string({ error: tooLong }).check(z.maxLength(max, tooLong)));
}

/** The chosen generic maximum-length message for a labelled field. */
export const maxMessage = (label: string, max: number) => t(v.maxLength, { label, max });
/** The generic "Il campo 'X' è obbligatorio". */
export const requiredMessage = (label: string) => t(v.required, { label });

export const DATE_RE = /^\d{2}\/\d{2}\/\d{4}$/;
export const PHONE_RE = /^\+?[0-9.]{9,25}$/;
export const EMAIL_RE = z.regexes.email;

export const isItalianDate = (text: string) => parseItalianDate(text) !== null;
export const isTime = (text: string) => parseTime(text) !== null;
export const isPhone = (text: string) => PHONE_RE.test(text.trim());
export const isEmail = (text: string) => EMAIL_RE.test(text.trim());

/** Date 'dd/MM/yyyy' that exists in the calendar. */
export function dateText(message: string = v.dateFormat) {
  return z.string({ error: message }).check(z.refine(isItalianDate, message));
}

/** Time 'HH:mm' or 'HH:mm:ss'. */
export function timeText(message: string = v.timeFormat) {
  return z.string({ error: message }).check(z.refine(isTime, message));
}

/** Phone: digits and dots, optional leading plus, 9 to 25 characters. */
export function phoneText(message: string = v.phoneInvalid) {
  return z.string({ error: message }).check(z.refine(isPhone, message));
}

/** E-mail address. */
export function emailText(message: string = v.emailInvalid) {
  return z.string({ error: message }).check(z.refine(isEmail, message));
}

export const dateSchema = dateText();
export const timeSchema = timeText();
export const phoneSchema = phoneText();
export const emailSchema = emailText();

/** A required checkbox: only `true` passes. */
export function requiredTrue(message: string) {
  return z.boolean({ error: message }).check(z.refine((b) => b === true, message));
}

/** Quantity input: a whole number from QUANTITY_MIN to QUANTITY_MAX (orders §5, §9). */
export const quantitySchema = z
  .number({ error: v.quantityInvalid })
  .check(z.refine((n) => Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX, v.quantityInvalid));

/** Search box text: at most 200 characters (shell §2). */
export const searchQuerySchema = z.string().check(z.maxLength(200, maxMessage('Cerca prodotto', 200)));

/** Sort dialog: an option must be selected. */
export const sortSelectionSchema = requiredText(v.sortRequired);

export interface UploadLimits {
  maxSizeMb: number;
  formats: readonly string[];
}

/** Upload check (size limit in MB, allowed formats by extension): the message, or null when allowed. */
export function uploadError(file: { name: string; size: number }, limits: UploadLimits): string | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const formats = limits.formats.map((f) => f.replace(/^\./, '').toLowerCase());
  if (!formats.includes(ext)) return t(v.uploadFormat, { formats: formats.join(', ') });
  if (file.size > limits.maxSizeMb * 1024 * 1024) return t(v.uploadTooBig, { max: limits.maxSizeMb });
  return null;
}
