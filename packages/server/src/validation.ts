// Input validation with zod/mini: failures become 400 in the spec's shape, with one entity error per
// field, in the spec's words. A schema's own message wins; a field without one gets the message the spec
// gives that field (FIELD_MESSAGES: postcode, quantity, street, e-mail, …), otherwise the spec's generic
// forms with the field's Italian label (fieldLabels of the catalogue): "Il campo '{label}' è obbligatorio"
// when missing or empty, "Il campo '{label}' può contenere al massimo {max} caratteri" when too long,
// "Formato del '{label}' non valido" for a wrong format, '{label} non valido' for any other bad value.
// zod's own wording never reaches a shopper. Values the database cannot store (U+0000, lone surrogates,
// nesting deeper than MAX_INPUT_DEPTH) are refused first, as a wrong format of their field.
import type * as z from 'zod/mini';
import type { FieldError } from '@mercato/contracts';
import { apiErrors, fieldLabels, onboardingApi, ruleAgreement, t, validation } from '@mercato/contracts/i18n/it';
import { alert, badRequest, type HttpError } from './errors.ts';

type Issue = z.core.$ZodRawIssue;

const isMissing = (input: unknown) => input === undefined || input === null;
const isEmpty = (input: unknown) =>
  (typeof input === 'string' && input.trim() === '') || (Array.isArray(input) && input.length === 0);

/** The issue says the value is missing or empty (not that it is wrong). */
function missingOrEmpty(iss: Issue): boolean {
  if (iss.code === 'invalid_type') return isMissing(iss.input);
  if (iss.code === 'too_small') return isEmpty(iss.input) || isMissing(iss.input);
  return isMissing(iss.input) || isEmpty(iss.input);
}

/** The messages the spec gives a field (shell §5, orders §5), by issue. */
const FIELD_MESSAGES: Readonly<Record<string, (iss: Issue) => string>> = {
  postcode: (iss) => (missingOrEmpty(iss) ? validation.postcodeRequired : validation.postcodeInvalid),
  streetId: () => validation.streetSelect,
  streetName: () => validation.streetMissing,
  email: () => validation.emailInvalid,
  name: () => validation.nameRequired,
  privacyAgreement: () => validation.consentRequired,
  site: () => onboardingApi.serviceInvalid,
  driveId: () => onboardingApi.driveRequired,
  negozioFisicoId: () => onboardingApi.storeRequired,
  privateCode: () => onboardingApi.privateCodeInvalid,
  captchaToken: () => onboardingApi.captchaRequired,
  addressId: () => onboardingApi.addressNotFound,
  quantity: () => validation.quantityInvalid,
  saleConditionsAccepted: () => ruleAgreement.conditionsRequired,
  privacyAccepted: () => ruleAgreement.privacyRequired,
};

/** The field an issue is about: the innermost named segment of its path ('' for the whole value). */
function fieldOf(path: readonly PropertyKey[] | undefined): string {
  for (let i = (path?.length ?? 0) - 1; i >= 0; i--) {
    const segment = path?.[i];
    if (typeof segment === 'string' && !/^\d+$/.test(segment)) return segment;
  }
  return '';
}

/** The spec's message for an issue of a field that has no message of its own in the schema. */
export function specMessage(iss: Issue): string {
  const field = fieldOf(iss.path);
  const explicit = FIELD_MESSAGES[field];
  if (explicit) return explicit(iss);
  const label = (fieldLabels as Readonly<Record<string, string>>)[field];
  if (!label) return apiErrors.invalidInput;
  if (missingOrEmpty(iss)) return t(validation.required, { label });
  if (iss.code === 'too_big' && iss.origin === 'string')
    return t(validation.maxLength, { label, max: String(iss.maximum) });
  if (iss.code === 'invalid_format') return t(apiErrors.formatInvalid, { label });
  return t(validation.dynamicPattern, { label });
}

/** Deepest nesting of arrays and objects a request may carry (chosen: far above any real payload). */
export const MAX_INPUT_DEPTH = 32;

// U+0000 (PostgreSQL text cannot hold it) and UTF-16 halves without their pair (not valid UTF-8).
const UNSTORABLE_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a character the database cannot store (U+0000, a lone surrogate). */
export const unstorable = (s: string): boolean => UNSTORABLE_RE.test(s);

/**
 * The first place of `value` the database could not store: a string (or object key) with U+0000 or a
 * lone surrogate, or nesting deeper than `maxDepth`. Iterative, so a 20,000-deep value costs no stack.
 */
export function findUnstorable(
  value: unknown,
  maxDepth: number = MAX_INPUT_DEPTH,
): { path: PropertyKey[]; reason: 'character' | 'depth' } | null {
  const stack: { v: unknown; path: PropertyKey[] }[] = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop() as { v: unknown; path: PropertyKey[] };
    if (typeof v === 'string') {
      if (unstorable(v)) return { path, reason: 'character' };
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= maxDepth) return { path, reason: 'depth' };
      for (const [k, child] of Object.entries(v)) {
        if (unstorable(k)) return { path, reason: 'character' };
        stack.push({ v: child, path: [...path, Array.isArray(v) ? Number(k) : k] });
      }
    }
  }
  return null;
}

/** 400 when `input` holds what the database cannot store (the field's message, as for a wrong format). */
function refuseUnstorable(input: unknown): void {
  const found = findUnstorable(input);
  if (!found) return;
  const message = specMessage({ code: 'invalid_format', format: 'regex', path: found.path, input: 'x' } as Issue);
  throw badRequest(message, [{ field: found.path.map(String).join('.') || '_', message }]);
}

export function entityErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message }));
}

/** The issues of `error` as a form shows them: the first message of each field, fields named under `prefix`. */
export function fieldErrorsOf(error: z.core.$ZodError, prefix = ''): FieldError[] {
  const errors = error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_',
    message: issue.message,
  }));
  return errors.filter((e, i, all) => all.findIndex((x) => x.field === e.field) === i);
}

/** 422: the input has the right shape but breaks the form's rules (the first message as the answer's). */
export const unprocessable = (errors: FieldError[], fallback: string = apiErrors.invalidInput) =>
  alert(422, errors[0]?.message ?? fallback, { entityErrors: errors });

/** Parses `input` with `schema` or throws HttpError 400 with entityErrors. */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  message: string = apiErrors.invalidInput,
): z.infer<S> {
  refuseUnstorable(input);
  const result = schema.safeParse(input, { error: specMessage });
  if (!result.success) throw badRequest(message, entityErrors(result.error));
  return result.data as z.infer<S>;
}

/**
 * Parses like parseInput, for the forms that show one message per field (onboarding, addresses): the
 * first issue of each field only, and the first message as the answer's message.
 */
export function parseForm<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  refuseUnstorable(input);
  const result = schema.safeParse(input, { error: specMessage });
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    throw badRequest(errors[0]?.message ?? apiErrors.invalidInput, errors);
  }
  return result.data as z.infer<S>;
}

/**
 * Input checked at the route whose refusal the service answers later (routes/input.ts, `deferred`):
 * the typed value, or the refusal prepared as the service's own parse would have thrown it.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: HttpError };

/** The value of checked input; its prepared refusal is thrown here, where the service checks it. */
export function valueOrThrow<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

/** A value already checked, as `Parsed` (for a caller that holds a typed value: a page, a test). */
export const checked = <T>(value: T): Parsed<T> => ({ ok: true, value });
