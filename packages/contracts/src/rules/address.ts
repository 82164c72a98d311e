// Onboarding address rules (spec shell §5): postcode, street chosen from suggestions, street filtering,
// drive and store search with its ranking, and the header drive filter.
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { crossCheck } from './common.ts';
import { postcodeMessage, streetMessage, type StreetSuggestion } from './address-match.ts';

export * from './address-match.ts';

/** Postcode: required ('Inserire CAP per procedere'), exactly 5 digits ('CAP non valido'). */
export const postcodeSchema = z.string({ error: v.postcodeRequired }).check(
  z.refine((s) => postcodeMessage(s) !== v.postcodeRequired, v.postcodeRequired),
  z.refine((s) => postcodeMessage(s) !== v.postcodeInvalid, v.postcodeInvalid),
);

/** The address verifier form: { postcode, street, streetId } against the loaded suggestions. */
export function addressCheckSchema(suggestions: readonly StreetSuggestion[]) {
  return z
    .object({
      postcode: postcodeSchema,
      street: z.string({ error: v.streetSelect }),
      streetId: z.nullable(z.number()),
    })
    .check(
      crossCheck<{ street?: string; streetId?: number | null }>((value) => {
        const message = streetMessage({ street: value.street ?? '', streetId: value.streetId ?? null }, suggestions);
        return message ? [{ path: ['street'], message }] : [];
      }),
    );
}
