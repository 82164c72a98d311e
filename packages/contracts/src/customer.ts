// The customer of the page configuration and of GET auth/profile/customer (spec shell §3).
import * as z from 'zod/mini';
import { ACCESS_TYPE_LOGGED } from './constants.ts';
import { FidatyCardType, Gender } from './enums.ts';

export const Agreements = z.object({
  sendInfoAgreement: z.boolean(),
  purchasePreferencesAgreement: z.boolean(),
  marketingSurveyAgreement: z.boolean(),
});
export type Agreements = z.infer<typeof Agreements>;

export const Customer = z.object({
  id: z.number(),
  email: z.string(),
  forename: z.string(),
  surname: z.string(),
  gender: Gender,
  role: z.enum(['customer', 'staff']),
  /** Always 'logged' (spec shell §1): only logged customers are answered. */
  accessType: z.literal(ACCESS_TYPE_LOGGED),
  street: z.optional(z.string()),
  houseNumber: z.optional(z.string()),
  postCode: z.optional(z.string()),
  townName: z.optional(z.string()),
  streetId: z.optional(z.number()),
  mobileNumber: z.optional(z.string()),
  purchasePreferencesAgreement: z.boolean(),
  agreements: Agreements,
  agreementEcommerceRule: z.boolean(),
  ssoId: z.optional(z.string()),
  auId: z.optional(z.string()),
  gtmDebugId: z.optional(z.string()),
  belongToNewSlotLayoutGroup: z.boolean(),
  /** ISO date-time (UTC). */
  insertDate: z.string(),
  clusters: z.array(z.string()),
});
export type Customer = z.infer<typeof Customer>;

/** Loyalty card ("Carta Fìdaty"): `saldo` is the points balance. */
export const FidatyCard = z.object({
  barcode: z.string(),
  type: FidatyCardType,
  saldo: z.number(),
  selected: z.boolean(),
  technical: z.boolean(),
  saldoLabel: z.optional(z.string()),
  nextSaldo: z.optional(z.number()),
  nextSaldoLabel: z.optional(z.string()),
  hasSaldo: z.optional(z.boolean()),
});
export type FidatyCard = z.infer<typeof FidatyCard>;
