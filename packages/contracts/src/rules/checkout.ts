// Checkout form rules (spec orders §5): delivery notes, gift form, invoice notes.
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { maxMessage, optionalText, requiredMatching, requiredText } from './common.ts';

export const DELIVERY_NOTES_MAX = 512;

/** Delivery notes: optional, at most 512 characters. */
export const deliveryNotesSchema = z.object({
  notes: optionalText(DELIVERY_NOTES_MAX, maxMessage('Note per la consegna', DELIVERY_NOTES_MAX)),
});

/** Gift trolley form; the phone is digits only, at least 5. */
export const giftSchema = z.object({
  giftRecipientForename: requiredText(v.giftFirstNameRequired),
  giftRecipientSurname: requiredText(v.giftLastNameRequired),
  giftRecipientPhone: requiredMatching(v.giftPhoneRequired, (s) => /^\d{5,}$/.test(s.trim()), v.giftPhoneInvalid),
  giftGreetingCardText: requiredText(v.giftGreetingRequired),
});
export type GiftForm = z.infer<typeof giftSchema>;

/** Invoice notes at checkout: CIG max 10, CUP max 17, NUM ORD max 17, NOTA free; all optional. */
export const invoiceNotesSchema = z.object({
  cig: optionalText(10, maxMessage('CIG', 10)),
  billingCup: optionalText(17, maxMessage('CUP', 17)),
  billingNumord: optionalText(17, maxMessage('NUM ORD', 17)),
  billingNotefatt: z.optional(z.string()),
});
export type InvoiceNotesForm = z.infer<typeof invoiceNotesSchema>;
