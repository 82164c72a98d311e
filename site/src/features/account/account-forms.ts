// The account pages' server logic (registration, confirmation, forgotten password, reset, password
// change), apart from the pages so that it can be tested: the posted form read as the rules read it,
// checked with the contracts' schemas, then given to services/account; a refusal becomes the page's
// messages (one per field, or one for the form), never a 5xx.
import { HttpError } from '@mercato/server';
import { fieldErrors } from '@mercato/contracts/rules/common';
import type * as z from 'zod/mini';

export interface FormOutcome {
  /** field → message */
  errors: Record<string, string>;
  /** A message for the whole form (a link no longer valid, too many requests). */
  alert: string | null;
  /** The HTTP status of the page (400, 422, 429) or 200. */
  status: number;
  retryAfter?: number;
}

export const ok = (): FormOutcome => ({ errors: {}, alert: null, status: 200 });

/** A text field of a posted form ('' when missing or a file). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
export const checkedOf = (form: FormData, name: string): boolean => form.get(name) === 'on';

/** The field errors of `values` under `schema` (empty when they may be sent). */
export function check(schema: z.ZodMiniType, values: unknown): FormOutcome {
  const errors = fieldErrors(schema, values);
  return Object.keys(errors).length === 0 ? ok() : { errors, alert: null, status: 400 };
}

/** Runs a service call; its refusal becomes the page's messages (other errors are the page's 500). */
export async function attempt(call: () => Promise<unknown>, fields: readonly string[]): Promise<FormOutcome> {
  try {
    await call();
    return ok();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const errors: Record<string, string> = {};
    for (const e of error.body.entityErrors ?? []) {
      if (e.field && fields.includes(e.field) && !(e.field in errors)) errors[e.field] = e.message;
    }
    return {
      errors,
      alert: Object.keys(errors).length === 0 ? error.body.message : null,
      status: error.status,
      retryAfter: error.body.retryAfter ?? undefined,
    };
  }
}

/** The registration form's values as the schema reads them. */
export function registrationValues(form: FormData) {
  const gender = textOf(form, 'gender');
  return {
    forename: textOf(form, 'forename').slice(0, 200),
    surname: textOf(form, 'surname').slice(0, 200),
    gender: gender === 'F' || gender === 'M' ? gender : undefined,
    email: textOf(form, 'email').trim().slice(0, 200),
    password: textOf(form, 'password'),
    passwordConfirm: textOf(form, 'passwordConfirm'),
    saleConditionsAccepted: checkedOf(form, 'saleConditionsAccepted'),
    privacyAccepted: checkedOf(form, 'privacyAccepted'),
    referralCode: textOf(form, 'referralCode').trim().slice(0, 32) || undefined,
  };
}
