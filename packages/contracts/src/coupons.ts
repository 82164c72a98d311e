// Coupons, delivery promotions and initiatives (orders §2 Promotions, §3 coupon / delivery promotion /
// initiative / loyalty card, §4 coupon states; shell §3 coupon types, §8 coupon error codes). The spec
// shows no call paths; ours are:
//
//   GET    auth/coupons                         the customer's coupons (every state) → CouponWallet
//   POST   auth/coupons/{couponId}/trolley      'Utilizza' / 'Aggiungi': into the open trolley → CouponWallet
//   DELETE auth/coupons/{couponId}/trolley      'Rimuovi' → CouponWallet
//   POST   auth/coupons/code        CouponCodeRequest   a code typed by the shopper: into the trolley
//   GET    auth/coupons/product/{productId}     the customer's usable coupons that apply to a product
//   GET    auth/promotions/delivery             'Consegne gratuite e scontate per te' → DeliveryPromotion[]
//   GET    auth/initiatives?kind=CURRENT|OTHER  the customer's initiatives → Initiative[]
//   GET    auth/initiatives/{id}                one initiative → Initiative
//
// A refused coupon answers 409 ALERT with `code` 'COUPON-{n}' (couponApiCode), n the coupon error code
// of shell §8: 1 and 101 used, 2 5 6 7 9 threshold, 8 limit, 3 expired, 199 error, others not valid;
// `message` is its Italian text (couponErrorMessage).
import * as z from 'zod/mini';
import { AppliedDeliveryPromotion, Trolley, TrolleyCoupon } from './commerce.ts';
import { COUPON_CODE_MAX_LENGTH } from './coupon-codes.ts';
import { CouponType } from './enums.ts';

export { AppliedDeliveryPromotion, TrolleyCoupon };
export * from './coupon-codes.ts';

/** Template block types of a v2 card (list) and its detail. */
export const CouponBlockType = z.enum([
  'HEADER',
  'LOGO',
  'H1',
  'HTML_TEXT',
  'HTML_TEXT_ALT',
  'TEXT',
  'SCADENZA',
  'BOTTONE',
  'BARCODE',
  'CODICE',
  'LABEL_CODICE',
  'REGOLAMENTO',
]);
export type CouponBlockType = z.infer<typeof CouponBlockType>;

/** One block of a v2 card (orders §3 template blocks). HTML blocks carry sanitised `decodedText`. */
export const CouponBlock = z.object({
  msgType: CouponBlockType,
  text: z.optional(z.nullable(z.string())),
  /** LOGO: the image address. */
  img: z.optional(z.nullable(z.string())),
  /** HTML_TEXT, HTML_TEXT_ALT, REGOLAMENTO: HTML sanitised by the server. */
  decodedText: z.optional(z.nullable(z.string())),
  fontSize: z.optional(z.nullable(z.number())),
  /** A colour token: 'primary', 'accent' or 'muted'. */
  style: z.optional(z.nullable(z.enum(['primary', 'accent', 'muted']))),
  /** BOTTONE: what the button does. */
  button: z.optional(z.nullable(z.enum(['AGGIUNGI', 'DETTAGLI']))),
});
export type CouponBlock = z.infer<typeof CouponBlock>;

/** Coupon states (orders §4). */
export const CouponState = z.enum(['NOT_IN_CART', 'IN_CART', 'USED']);
export type CouponState = z.infer<typeof CouponState>;

/** A coupon of the customer (orders §3 coupon), as cards show it. Dates are ISO; cards show dd/MM/yyyy. */
export const CustomerCoupon = z.object({
  id: z.number(),
  code: z.string(),
  type: CouponType,
  /** 1: the classic card; 2: the server-driven blocks. */
  templateVersion: z.number(),
  description: z.string(),
  listBodyMessage: z.nullable(z.string()),
  /** null when the start date is not shown (showStartDate false). */
  startDate: z.nullable(z.string()),
  expireDate: z.nullable(z.string()),
  state: CouponState,
  /** The public number of the order that used it. */
  usedInOrder: z.nullable(z.string()),
  /** The coupon's product (COUPON) in the trolley: 1 while in cart, else null. */
  trolleyItem: z.nullable(z.number()),
  expired: z.boolean(),
  conditionList: z.array(z.string()),
  detailHeaderMessage: z.nullable(z.string()),
  /** Sanitised HTML. */
  detailBodyMessage: z.nullable(z.string()),
  checkoutTitleMessage: z.nullable(z.string()),
  checkoutDescriptionMessage: z.nullable(z.string()),
  /** The EAN-13 shown as a barcode (only when barcodeVisible). */
  barcode: z.nullable(z.string()),
  codiceWeb: z.nullable(z.string()),
  /** Discount in cents (DISCOUNT, DISCOUNT_TRIGGER), percent (PERCENTAGE) or points (FIDATY_POINTS). */
  value: z.number(),
  /** Minimum spend in cents (0: none). */
  threshold: z.number(),
  productId: z.nullable(z.number()),
  blocks: z.array(CouponBlock),
  detailBlocks: z.array(CouponBlock),
});
export type CustomerCoupon = z.infer<typeof CustomerCoupon>;

/** GET auth/coupons. */
export const CouponWallet = z.object({
  coupons: z.array(CustomerCoupon),
  /** The coupons in the open trolley with their discounts (those of the last answer). */
  inTrolley: z.array(TrolleyCoupon),
  /** The trolley's items amount after coupons (cents), null without an open trolley. */
  transactionAmount: z.nullable(z.number()),
  /** The open trolley as every trolley call answers it (the widgets share it with the page's store). */
  trolley: z.nullable(Trolley),
});
export type CouponWallet = z.infer<typeof CouponWallet>;

/** POST auth/coupons/code. */
export const CouponCodeRequest = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(COUPON_CODE_MAX_LENGTH)),
});
export type CouponCodeRequest = z.infer<typeof CouponCodeRequest>;

/** A delivery promotion (orders §3): name, description, expireDate, status. */
export const DeliveryPromotion = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  expireDate: z.string(),
  /** 'Attiva' or 'Scaduta' (orders §2 custom promo card 'STATO'). */
  status: z.string(),
  active: z.boolean(),
  /** 100: free delivery. */
  discountPercent: z.number(),
  minSpend: z.number(),
});
export type DeliveryPromotion = z.infer<typeof DeliveryPromotion>;

export const InitiativeKind = z.enum(['CURRENT', 'OTHER']);
export type InitiativeKind = z.infer<typeof InitiativeKind>;
export const InitiativeQuery = z.object({ kind: z.optional(InitiativeKind) });
export type InitiativeQuery = z.infer<typeof InitiativeQuery>;
