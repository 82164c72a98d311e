// Enumerations of spec shell §3 and orders §3, kept with the spec's spelling.
import * as z from 'zod/mini';
import { NAVIGATIONS } from './constants.ts';

export const Navigation = z.enum(NAVIGATIONS);
export type Navigation = z.infer<typeof Navigation>;

/** Delivery methods: F address, S store, C courier, D drive, P prenotazioni, W virtual product. */
export const DeliveryMethod = z.enum(['F', 'S', 'C', 'D', 'P', 'W']);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const PostcodeCheckCode = z.enum(['NOT_SUPPORTED', 'SUPPORTED', 'SERVICE_UNAVAILABLE']);
export type PostcodeCheckCode = z.infer<typeof PostcodeCheckCode>;

export const FidatyCardType = z.enum(['VERDE', 'ORO', 'PLUS']);
export type FidatyCardType = z.infer<typeof FidatyCardType>;

export const Gender = z.enum(['M', 'F']);
export type Gender = z.infer<typeof Gender>;

export const PaymentType = z.enum([
  'ONLINE',
  'HOME',
  'FIDATY_CARD',
  'PREPAID',
  'CREDIT_CARD',
  'CREDIT_CARD_MW2_HOSTED',
  'al_ritiro',
]);
export type PaymentType = z.infer<typeof PaymentType>;

/**
 * The spec's two (shell enumerations), and chosen (issue 33): a card payment given back when its order is
 * cancelled, refunded once paid ('PAGAMENTO RIMBORSATO') or voided while the bank had not confirmed it
 * ('PAGAMENTO ANNULLATO').
 */
export const PaymentStatus = z.enum([
  'PAGAMENTO EFFETTUATO',
  'PAGAMENTO SOSPESO',
  'PAGAMENTO RIMBORSATO',
  'PAGAMENTO ANNULLATO',
]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const CheckoutStep = z.enum(['EMPTY', 'TROLLEY', 'DELIVERY', 'PAYMENT', 'BILLING', 'SUMMARY', 'ORDER']);
export type CheckoutStep = z.infer<typeof CheckoutStep>;

export const OrderAction = z.enum(['DELETE', 'MODIFY', 'MODIFY_OR_DELETE', 'NO_ACTION']);
export type OrderAction = z.infer<typeof OrderAction>;

export const ProductType = z.enum([
  'CAMPIONCINI',
  'COUPON',
  'COUPON_DISCOUNT',
  'COUPON_TRIGGER',
  'SUBSCRIPTION',
  'PHOTO',
  'BOOK',
  'GROCERY',
  'GENERIC_LDS',
]);
export type ProductType = z.infer<typeof ProductType>;

export const CouponType = z.enum(['DISCOUNT', 'FIDATY_POINTS', 'DISCOUNT_TRIGGER', 'PERCENTAGE']);
export type CouponType = z.infer<typeof CouponType>;

export const SlotViewStatus = z.enum(['INIBITA_CAMBIO_SLOT', 'RIATTIVABILE', 'ESAURITA', 'NON_ATTIVA']);
export type SlotViewStatus = z.infer<typeof SlotViewStatus>;

export const MessageType = z.enum(['PROMO', 'RULE']);
export type MessageType = z.infer<typeof MessageType>;

export const CmsPageType = z.enum(['MAIN_BANNER', 'SECONDARY_BANNER', 'PROMOTIONAL_BANNER', 'SIDE_BANNER']);
export type CmsPageType = z.infer<typeof CmsPageType>;

export const RedirectorAction = z.enum(['NONE', 'REDIRECT_SITE', 'REDIRECT_DOMAIN']);
export type RedirectorAction = z.infer<typeof RedirectorAction>;

export const SegnalationGroup = z.enum(['TECNICAL_PROBLEM', 'DELIVERY_PROBLEM', 'REPORT']);
export type SegnalationGroup = z.infer<typeof SegnalationGroup>;

export const OrderDeliveryMethod = z.enum(['COURIER', 'STORE']);
export type OrderDeliveryMethod = z.infer<typeof OrderDeliveryMethod>;

export const BillingAddressType = z.enum(['COMPANY', 'PERSONAL', 'FREELANCER', 'ORGANIZATION']);
export type BillingAddressType = z.infer<typeof BillingAddressType>;

export const ProductMessageType = z.enum(['PRODUCT_TITLE', 'PROMO', 'RULE']);
export type ProductMessageType = z.infer<typeof ProductMessageType>;

/** Toast types of spec shell §9. */
export const ToastType = z.enum(['warning', 'info', 'error', 'success']);
export type ToastType = z.infer<typeof ToastType>;

/** The values of an enum as a non-empty tuple (what database column definitions ask for). */
export const enumValues = <T extends string>(schema: { options: T[] }): readonly [T, ...T[]] =>
  schema.options as unknown as readonly [T, ...T[]];
