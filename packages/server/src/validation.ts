// Input validation with zod/mini: failures become 400 in the spec's shape, with one entity error per
// field. Schema messages are Italian; zod's own messages use its Italian locale.
import * as z from 'zod/mini';
import type { FieldError } from '@mercato/contracts';
import { badRequest } from './errors.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';

const italian = z.locales.it().localeError;

export function entityErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message }));
}

/** Parses `input` with `schema` or throws HttpError 400 with entityErrors. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, message: string = apiErrors.invalidInput): z.infer<S> {
  const result = schema.safeParse(input, { error: italian });
  if (!result.success) throw badRequest(message, entityErrors(result.error));
  return result.data as z.infer<S>;
}
