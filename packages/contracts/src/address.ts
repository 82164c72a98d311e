// Onboarding and addresses (spec shell §3; orders §3 delivery, pickup and billing addresses).
import * as z from 'zod/mini';
import { BillingAddressType, Navigation, PostcodeCheckCode } from './enums.ts';

/** Exactly five digits (spec shell §5, §9). */
export const Postcode = z.string().check(z.regex(/^\d{5}$/));

export const PostcodeCheckRequest = z.object({ postcode: Postcode });
export type PostcodeCheckRequest = z.infer<typeof PostcodeCheckRequest>;

export const PostcodeCheckResult = z.object({
  code: PostcodeCheckCode,
  postcode: z.string(),
  townName: z.optional(z.string()),
  province: z.optional(z.string()),
});
export type PostcodeCheckResult = z.infer<typeof PostcodeCheckResult>;

export const StreetSuggestion = z.object({ id: z.number(), value: z.string() });
export type StreetSuggestion = z.infer<typeof StreetSuggestion>;

export const StreetSearchRequest = z.object({ postcode: Postcode, streetName: z.string().check(z.maxLength(200)) });
export type StreetSearchRequest = z.infer<typeof StreetSearchRequest>;

export const AvailableServicesRequest = z.object({ postcode: Postcode, streetId: z.number() });
export type AvailableServicesRequest = z.infer<typeof AvailableServicesRequest>;

/** A service the verified address can use: site is the navigation. */
export const AvailableService = z.object({
  site: Navigation,
  description: z.string(),
  onboardingHtmlDescription: z.nullable(z.string()),
});
export type AvailableService = z.infer<typeof AvailableService>;

export const ActivationRequest = z.object({
  postcode: Postcode,
  streetId: z.nullable(z.number()),
  email: z.string().check(z.maxLength(128)),
  site: Navigation,
  /** Notify-me form (spec shell §2): name and privacy consent. */
  name: z.optional(z.string().check(z.maxLength(128))),
  privacyAgreement: z.optional(z.boolean()),
});
export type ActivationRequest = z.infer<typeof ActivationRequest>;

/** A drive (Clicca e Vai) pickup point or a Prenota e Ritira store. privateCode null = public. */
export const PickupPoint = z.object({
  id: z.number(),
  streetId: z.nullable(z.number()),
  description: z.string(),
  streetName: z.string(),
  townName: z.string(),
  province: z.string(),
  provinceShortName: z.string(),
  region: z.string(),
  postCode: z.string(),
  privateCode: z.nullable(z.boolean()),
  lockers: z.boolean(),
  site: Navigation,
  houseNumber: z.optional(z.nullable(z.string())),
  openingHours: z.optional(z.nullable(z.string())),
  /** Prenota e Ritira stores only. */
  phoneNumber: z.optional(z.nullable(z.string())),
});
export type PickupPoint = z.infer<typeof PickupPoint>;

/**
 * A recurring payment of an address (orders §3: id, cardType, maskedPan, cardExpiryDate): one of the
 * customer's saved cards chosen to pay that address's recurring charges (ADR 0051). `id` is the card's.
 */
export const RecurringPayment = z.object({
  id: z.number(),
  cardType: z.string(),
  maskedPan: z.string(),
  cardExpiryDate: z.nullable(z.string()),
});
export type RecurringPayment = z.infer<typeof RecurringPayment>;

/** A customer's delivery address (home, drive or store). */
export const DeliveryAddress = z.object({
  deliveryAddressId: z.number(),
  currentAddress: z.boolean(),
  identifier: z.string(),
  postCode: z.string(),
  streetId: z.nullable(z.number()),
  driveId: z.nullable(z.number()),
  negozioFisicoId: z.nullable(z.number()),
  drive: z.boolean(),
  lockers: z.boolean(),
  privateCode: z.nullable(z.boolean()),
  region: z.optional(z.string()),
  province: z.optional(z.string()),
  town: z.optional(z.string()),
  street: z.optional(z.object({ name: z.string(), furgoncino: z.boolean(), courier: z.boolean() })),
  houseNumber: z.optional(z.nullable(z.string())),
  stairNumber: z.optional(z.nullable(z.string())),
  floorNumber: z.optional(z.nullable(z.string())),
  interphoneName: z.optional(z.nullable(z.string())),
  doorman: z.optional(z.boolean()),
  lift: z.optional(z.boolean()),
  mobileNumber: z.optional(z.nullable(z.string())),
  mobileConfirmed: z.optional(z.boolean()),
  homeNumber: z.optional(z.nullable(z.string())),
  note: z.optional(z.nullable(z.string())),
  description: z.optional(z.string()),
  /** The address's recurring payments, oldest link first (the account's service pages list them). */
  recurringPayments: z.optional(z.array(RecurringPayment)),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const BillingAddress = z.object({
  id: z.number(),
  name: z.string(),
  type: BillingAddressType,
  countryType: z.enum(['IT', 'OTHER']),
  heading: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postcode: z.string(),
  town: z.string(),
  country: z.string(),
  state: z.optional(z.string()),
  province: z.optional(z.string()),
  taxCode: z.optional(z.nullable(z.string())),
  vatNumber: z.optional(z.nullable(z.string())),
  emailPec: z.optional(z.nullable(z.string())),
  codiceDestSdi: z.optional(z.nullable(z.string())),
  birthDate: z.optional(z.nullable(z.string())),
  birthPlace: z.optional(z.nullable(z.string())),
  cig: z.optional(z.nullable(z.string())),
  billingCup: z.optional(z.nullable(z.string())),
  billingNumord: z.optional(z.nullable(z.string())),
  billingNotefatt: z.optional(z.nullable(z.string())),
  /** The default invoicing address (at most one per customer; listed first). */
  preferred: z.optional(z.boolean()),
  /**
   * The address passes today's billing rules (an address saved earlier may not: the checkout shows
   * checkout.invalidInvoiceAddresses and the confirmation refuses it).
   */
  valid: z.optional(z.boolean()),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** Redirector response after an address change. */
export const RedirectorResponse = z.object({
  hasRedirector: z.boolean(),
  redirector: z.nullable(z.object({ path: z.string() })),
  action: z.enum(['NONE', 'REDIRECT_SITE', 'REDIRECT_DOMAIN']),
  url: z.nullable(z.string()),
});
export type RedirectorResponse = z.infer<typeof RedirectorResponse>;
