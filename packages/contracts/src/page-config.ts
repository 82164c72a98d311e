// The page configuration of spec shell §3, answered by GET nav/{nav}.
import * as z from 'zod/mini';
import { DeliveryAddress } from './address.ts';
import { Customer, FidatyCard } from './customer.ts';
import { Message } from './auth.ts';
import { DeliveryMethod, Navigation } from './enums.ts';
import { SlotReservation } from './slots.ts';

export const CmsPageRef = z.object({ type: z.string(), url: z.string(), profiled: z.boolean() });
export type CmsPageRef = z.infer<typeof CmsPageRef>;

export const MenuItem = z.object({
  id: z.number(),
  label: z.string(),
  orderNo: z.number(),
  pagePath: z.string(),
  imageUrl: z.nullable(z.string()),
  parentMenuItemId: z.nullable(z.number()),
  isRoot: z.boolean(),
  cmsPages: z.array(CmsPageRef),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const Menus = z.object({
  topMenuItems: z.array(MenuItem),
  navBarMenuItems: z.array(MenuItem),
  leftMenuItems: z.array(MenuItem),
  bottomMenuItems: z.array(MenuItem),
  motivationalMenuItems: z.array(MenuItem),
});
export type Menus = z.infer<typeof Menus>;

export const StoreInfo = z.object({
  supported: z.boolean(),
  storeRef: z.string(),
  code: z.string(),
  path: z.string(),
  name: z.string(),
  label: z.string(),
  navigation: Navigation,
  navigationRouteName: z.string(),
  defaultStore: z.boolean(),
  healthcareBadgeUrl: z.nullable(z.string()),
  healthcareBadgeEnabled: z.boolean(),
  collettaAlimentare: z.boolean(),
});
export type StoreInfo = z.infer<typeof StoreInfo>;

const FooterLink = z.object({ label: z.string(), url: z.string(), external: z.optional(z.boolean()) });
const IconLink = z.object({ label: z.string(), url: z.string(), icon: z.optional(z.string()) });

export const Footer = z.object({
  linkGroups: z.array(z.object({ title: z.string(), compact: z.boolean(), links: z.array(FooterLink) })),
  socialLinks: z.array(IconLink),
  appStoreLinks: z.array(IconLink),
  companyLabel: z.string(),
  companyVat: z.string(),
});
export type Footer = z.infer<typeof Footer>;

/** The shopping address in use (spec shell §3 currentDeliveryAddress). */
export const CurrentDeliveryAddress = z.object({
  deliveryAddressId: z.optional(z.number()),
  driveId: z.nullable(z.number()),
  negozioFisicoId: z.optional(z.nullable(z.number())),
  furgoncino: z.boolean(),
  drive: z.boolean(),
  courier: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  description: z.optional(z.string()),
  postCode: z.optional(z.string()),
  townName: z.optional(z.string()),
});
export type CurrentDeliveryAddress = z.infer<typeof CurrentDeliveryAddress>;

export const SlotLoss = z.object({ message: z.string() });

export const PageConfiguration = z.object({
  navigation: Navigation,
  /** The instant content was published at (ISO, UTC). */
  publishDate: z.string(),
  title: z.string(),
  pageTitle: z.string(),
  freeVisit: z.boolean(),
  powerGuest: z.boolean(),
  addTrolleyPowerGuestBlock: z.boolean(),
  hideProductPrice: z.boolean(),
  currentDeliveryAddress: z.nullable(CurrentDeliveryAddress),
  customer: z.nullable(Customer),
  fidatyCards: z.array(FidatyCard),
  /** The logged customer's own addresses, every site (empty for visitors and power guests). */
  deliveryAddresses: z.array(DeliveryAddress),
  companyCode: z.string(),
  companyVat: z.string(),
  agreementEcommerceRule: z.boolean(),
  messages: z.array(Message),
  deliveryMethods: z.array(DeliveryMethod),
  streetDeliveryMethods: z.array(DeliveryMethod),
  driveMode: z.boolean(),
  pharmaDriveMode: z.boolean(),
  storeHomeEnabled: z.boolean(),
  /** The shopper's held slot in this navigation (slots.ts SlotReservation). */
  slotReservationDTO: z.nullable(SlotReservation),
  slotReservationLoss: z.nullable(SlotLoss),
  firstSlotLoss: z.nullable(SlotLoss),
  chatbot: z.object({ enabled: z.boolean(), url: z.nullable(z.string()) }),
  searchEnabled: z.boolean(),
  navbarHide: z.boolean(),
  store: StoreInfo,
  seo: z.object({ attributes: z.record(z.string(), z.string()), meta: z.record(z.string(), z.string()) }),
  menus: Menus,
  cmsPagesDTO: z.array(CmsPageRef),
  checkoutWizardOutput: z.nullable(z.unknown()),
  footer: Footer,
  orderDetailViewEnabled: z.boolean(),
  orderDetailPdfEnabled: z.boolean(),
  /** Orders §6 flag-gated features: the product rating, the complaint ('Segnala') and the repurchase. */
  orderRatingEnabled: z.boolean(),
  orderComplaintEnabled: z.boolean(),
  orderRepurchaseEnabled: z.boolean(),
  /** Orders §6 flag-gated list sharing and its notifications (/lds/notifiche, the header's unread count). */
  listSharingEnabled: z.boolean(),
  giftWrapEnabled: z.boolean(),
  sponsoredProductEnabled: z.boolean(),
  promotedResultEnabled: z.boolean(),
  mobileNumberVerifyEnabled: z.boolean(),
  productMailNotificationEnabled: z.boolean(),
  addToTrolleyCtaEnabled: z.boolean(),
  massiveAddToTrolleyCtaEnabled: z.boolean(),
  filterTagFarmacoSOP: z.boolean(),
  linkSuggestionEnabled: z.boolean(),
});
export type PageConfiguration = z.infer<typeof PageConfiguration>;

/** GET config/env: what the browser may know of the environment (spec shell §9 constants included). */
export const EnvConfig = z.object({
  networkRetryCount: z.number(),
  duplicateCallWindowMs: z.number(),
  logBufferSize: z.number(),
  logRowLimit: z.number(),
  chatbotEnabled: z.boolean(),
  chatbotUrl: z.nullable(z.string()),
  analyticsKey: z.nullable(z.string()),
  cookieCentreEnabled: z.boolean(),
  captchaPublicKey: z.nullable(z.string()),
  toastDurationMs: z.number(),
  environment: z.string(),
});
export type EnvConfig = z.infer<typeof EnvConfig>;

/** GET info/server. */
export const ServerInfo = z.object({
  clusterNode: z.string(),
  ssoEnvironment: z.string(),
  versions: z.record(z.string(), z.string()),
});
export type ServerInfo = z.infer<typeof ServerInfo>;

/** One client log entry: a text, or an object with level, message and time (other keys kept as data). */
export const LogEntry = z.union([
  z.string(),
  z.looseObject({
    level: z.optional(z.string()),
    message: z.optional(z.unknown()),
    msg: z.optional(z.unknown()),
    timestamp: z.optional(z.union([z.string(), z.number()])),
    time: z.optional(z.union([z.string(), z.number()])),
  }),
]);
export type LogEntry = z.infer<typeof LogEntry>;

/** POST logger {clientInfo, logs, domainCode}. */
export const LogRequest = z.object({
  clientInfo: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  logs: z.array(LogEntry),
  domainCode: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
});
export type LogRequest = z.infer<typeof LogRequest>;
