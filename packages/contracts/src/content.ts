// Cookie centre, contact (write-us), smart banner and spesa facile (spec shell §3).
import * as z from 'zod/mini';
import { SegnalationGroup } from './enums.ts';

export const CookieCentreEntry = z.object({
  id: z.number(),
  cookieKey: z.string(),
  enabled: z.boolean(),
  readOnly: z.boolean(),
  hasCookie: z.boolean(),
  iconClass: z.optional(z.nullable(z.string())),
  checked: z.boolean(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
});
export type CookieCentreEntry = z.infer<typeof CookieCentreEntry>;

export const CookieCentreConfig = z.object({ cookieCenterConfigList: z.array(CookieCentreEntry) });
export type CookieCentreConfig = z.infer<typeof CookieCentreConfig>;

export const SegnalationType = z.object({ id: z.number(), type: SegnalationGroup, description: z.string() });
export type SegnalationType = z.infer<typeof SegnalationType>;

/** PUT contact/saveMessage (rules in rules/write-us). */
export const WriteUsRequest = z.object({
  name: z.string(),
  surname: z.string(),
  cartaFidaty: z.optional(z.string()),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.optional(z.string()),
  town: z.optional(z.string()),
  cap: z.optional(z.string()),
  segnalationGroup: z.object({ type: SegnalationGroup, description: z.optional(z.string()) }),
  segnalationType: z.number(),
  os: z.optional(z.string()),
  browser: z.optional(z.string()),
  connectionType: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
  errorDate: z.optional(z.string()),
  errorTime: z.optional(z.string()),
  orderNumber: z.optional(z.string()),
  deliveryDate: z.optional(z.string()),
  message: z.string(),
  privacyAgreement: z.optional(z.boolean()),
  userAgent: z.optional(z.string()),
  clientLog: z.optional(z.string()),
  captcha: z.string(),
});
export type WriteUsRequest = z.infer<typeof WriteUsRequest>;

export const SmartBannerOptions = z.object({
  title: z.string(),
  author: z.string(),
  force: z.optional(z.string()),
  daysHidden: z.number(),
  daysReminder: z.number(),
  storageName: z.string(),
  appleStoreId: z.nullable(z.string()),
  googlePlayId: z.nullable(z.string()),
});
export type SmartBannerOptions = z.infer<typeof SmartBannerOptions>;

export const SpesaFacileConfig = z.object({
  needLogin: z.boolean(),
  needActivation: z.boolean(),
  activationMessage: z.nullable(z.string()),
});
export type SpesaFacileConfig = z.infer<typeof SpesaFacileConfig>;
