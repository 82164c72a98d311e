// Trolley, slots, orders, lists, coupons and initiatives (orders §3).
import * as z from 'zod/mini';
import { ProductMessage } from './catalogue.ts';
import { DbId, Quantity } from './ids.ts';
import { CouponType, Navigation, OrderDeliveryMethod, PaymentType, ProductType } from './enums.ts';

/** Quantity of a trolley line (orders §5 and §9). */
export const TrolleyQuantity = Quantity;

/** POST auth/trolley/item. forced: the shopper confirmed an exception ('Continua'): the quantity is capped at what can be bought. */
export const TrolleyItemAdd = z.object({
  productId: DbId,
  quantity: TrolleyQuantity,
  productIntervalId: z.optional(z.nullable(DbId)),
  productAttributeIds: z.optional(z.array(DbId).check(z.maxLength(20))),
  productOrigin: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  forced: z.optional(z.boolean()),
});
export type TrolleyItemAdd = z.infer<typeof TrolleyItemAdd>;

/** PUT auth/trolley/item/{trolleyItemId}: the line's new quantity. */
export const TrolleyItemQuantityChange = z.object({ quantity: TrolleyQuantity, forced: z.optional(z.boolean()) });
export type TrolleyItemQuantityChange = z.infer<typeof TrolleyItemQuantityChange>;

/** DELETE auth/trolley/item (JSON body or query): the line of a product. */
export const TrolleyItemRemove = z.object({ productId: DbId });
export type TrolleyItemRemove = z.infer<typeof TrolleyItemRemove>;

/** POST auth/trolley/delete_items. */
export const TrolleyItemsDelete = z.object({ trolleyItemsIds: z.array(DbId).check(z.minLength(1), z.maxLength(500)) });
export type TrolleyItemsDelete = z.infer<typeof TrolleyItemsDelete>;

/** POST auth/massiveAddToTrolley/add: productId (as object key) → quantity. */
export const MassiveAddToTrolley = z.record(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)), TrolleyQuantity);
export type MassiveAddToTrolley = z.infer<typeof MassiveAddToTrolley>;

/**
 * Trolley exceptions of orders §8, answered as data (HTTP 200, the trolley unchanged for that product):
 * UNAVAILABLE (out of stock or not sold for the service), NOT_IN_SHOP (unknown or inactive product),
 * MAX_PURCHASABLE_QUANTITY (maxQuantity), QUANTITY_EXCEEDS_AVAILABILITY (orderedQuantity and
 * availableQuantity; buttons 'Cambia Slot' and 'Continua'), PREPARATION_TIME_INCOMPATIBLE (with the
 * reserved slot), FIRST_SLOT_LOSS, READONLY_ITEM (massive add onto a readonly line). With forced=true the first three of the quantity kind add what can be added.
 * ORIGIN_CHOICE (orders §2 origin choice) is a question rather than a refusal: the product comes from
 * several origins (`origins`, `multipleOrigins`) and the add named none; the add is sent again with
 * productOrigin (origins.ts). `productOrigin` is the line's current choice, when the product is in the trolley.
 */
export const TrolleyExceptionCode = z.enum([
  'UNAVAILABLE',
  'NOT_IN_SHOP',
  'MAX_PURCHASABLE_QUANTITY',
  'QUANTITY_EXCEEDS_AVAILABILITY',
  'PREPARATION_TIME_INCOMPATIBLE',
  'FIRST_SLOT_LOSS',
  'READONLY_ITEM',
  /** A subscription plan the customer may not buy now (not permitted, one held already: subscriptions.ts). */
  'SUBSCRIPTION_REFUSED',
  'ORIGIN_CHOICE',
]);
export type TrolleyExceptionCode = z.infer<typeof TrolleyExceptionCode>;

export const TrolleyException = z.object({
  code: TrolleyExceptionCode,
  productId: z.number(),
  description: z.string(),
  /** Italian text shown to the shopper. */
  message: z.string(),
  orderedQuantity: z.optional(z.number()),
  availableQuantity: z.optional(z.number()),
  maxQuantity: z.optional(z.number()),
  /** Button labels, e.g. ['Cambia Slot', 'Continua']. */
  buttons: z.optional(z.array(z.string())),
  /** ORIGIN_CHOICE: the product's origins, whether several may be accepted, the line's current choice. */
  origins: z.optional(z.array(z.string())),
  multipleOrigins: z.optional(z.boolean()),
  productOrigin: z.optional(z.nullable(z.string())),
});
export type TrolleyException = z.infer<typeof TrolleyException>;

/** GET displayable/trolley/productconstraintsinfo: what limits the quantity of a product. */
export const ProductConstraintsInfo = z.object({
  productId: z.number(),
  maxPurchasableQuantity: z.number(),
  availableQuantity: z.number(),
  outOfStock: z.boolean(),
  /** Hours of preparation (delivery-time-limit icon); 0 = none. */
  preparationHours: z.number(),
  /** Quantity already in the session's trolley. */
  trolleyItemQuantity: z.number(),
  hasMxN: z.boolean(),
});
export type ProductConstraintsInfo = z.infer<typeof ProductConstraintsInfo>;

/** POST auth/trolley/hasMxNProducts (optional body {productIds}: those products instead of the trolley's). */
export const HasMxNProductsRequest = z.object({ productIds: z.optional(z.array(DbId).check(z.maxLength(500))) });
export type HasMxNProductsRequest = z.infer<typeof HasMxNProductsRequest>;
export const HasMxNProducts = z.object({ hasMxNProducts: z.boolean(), productIds: z.array(z.number()) });
export type HasMxNProducts = z.infer<typeof HasMxNProducts>;

/** Coupon add: quantity is always 1. */
export const CouponAdd = z.object({
  productId: z.number(),
  barcode: z.string(),
  quantity: z.literal(1),
  forced: z.optional(z.boolean()),
});
export type CouponAdd = z.infer<typeof CouponAdd>;

export const TrolleyItem = z.object({
  trolleyItemId: z.number(),
  trolleyDepartmentId: z.nullable(z.number()),
  productId: z.number(),
  description: z.string(),
  quantity: z.number(),
  quantityDisabled: z.boolean(),
  productType: z.optional(ProductType),
  giftWrap: z.nullable(z.enum(['Y', 'N'])),
  promoExclusion: z.boolean(),
  trolleyItemProductDescription: z.optional(z.string()),
  imageURL: z.optional(z.string()),
  /** Integer cents. */
  unitPrice: z.number(),
  discountedUnitPrice: z.nullable(z.number()),
  quantityAwarePrice: z.number(),
  discountedQuantityAwarePrice: z.nullable(z.number()),
  // Receipt item (orders §3).
  code: z.optional(z.string()),
  label: z.optional(z.string()),
  detailUrl: z.optional(z.string()),
  /** Readonly lines cannot be changed or removed (409). */
  readonly: z.optional(z.boolean()),
  premium: z.optional(z.boolean()),
  /** Promo badges ('3x2', '-20%') as PROMO messages, promo rules as RULE messages. */
  displayableMessages: z.optional(z.array(ProductMessage)),
  maxPurchasableQuantity: z.optional(z.number()),
  availableQuantity: z.optional(z.number()),
  /** Delivery-time limit (hours of preparation); 0 = none. */
  preparationHours: z.optional(z.number()),
  /** The origin the shopper chose (origins.ts: several accepted ones joined by '|'); null: none chosen. */
  productOrigin: z.optional(z.nullable(z.string())),
});
export type TrolleyItem = z.infer<typeof TrolleyItem>;

/** The badge of the floating trolley. */
export const CartState = z.object({
  itemsCount: z.number(),
  /** Integer cents. */
  totalAmount: z.number(),
  navigationLabel: z.string(),
});
export type CartState = z.infer<typeof CartState>;

// Coupons and delivery promotions in the trolley (issue 35; the rest of the vocabulary: coupons.ts).
/** A coupon in the trolley, with what it takes off now (0 when its condition is not met). */
export const TrolleyCoupon = z.object({
  id: z.number(),
  code: z.string(),
  type: CouponType,
  title: z.string(),
  description: z.string(),
  /** Cents taken off the items. */
  discount: z.number(),
  /** Loyalty points it adds (FIDATY_POINTS). */
  points: z.number(),
  /** false while its condition (threshold, product) is not met: it stays, taking nothing off. */
  applied: z.boolean(),
  /** Why it is not applied (Italian), null when applied. */
  message: z.nullable(z.string()),
});
export type TrolleyCoupon = z.infer<typeof TrolleyCoupon>;

/** The delivery promotion applied to the trolley's slot. */
export const AppliedDeliveryPromotion = z.object({
  id: z.number(),
  name: z.string(),
  /** Cents taken off the slot price. */
  discount: z.number(),
  /**
   * SUBSCRIPTION: the free delivery of the customer's subscription (issue 40; `id` is the subscription's,
   * `name` its plan's); absent: a delivery promotion of the customer (issue 35).
   */
  kind: z.optional(z.enum(['PROMOTION', 'SUBSCRIPTION'])),
});
export type AppliedDeliveryPromotion = z.infer<typeof AppliedDeliveryPromotion>;

export const Trolley = z.object({
  /** null while the owner has no trolley yet (nothing added). */
  trolleyId: z.nullable(z.number()),
  navigation: Navigation,
  items: z.array(TrolleyItem),
  /** Sum of the quantities (badge); linesCount is the number of lines ('N Prodotti'). */
  itemsCount: z.number(),
  /** Integer cents: to pay for the items (after discounts). */
  transactionAmount: z.number(),
  deliveryAmount: z.nullable(z.number()),
  totalDiscount: z.number(),
  /** Integer cents: the items before discounts. */
  totalPrice: z.optional(z.number()),
  linesCount: z.optional(z.number()),
  /** Bumped on every change (cross-tab sync). */
  version: z.optional(z.number()),
  /** Exceptions raised by the call that answered this trolley (orders §8). */
  exceptions: z.optional(z.array(TrolleyException)),
  // Coupons and delivery promotions (issue 35): transactionAmount is after couponDiscount, deliveryAmount
  // after the delivery promotion.
  coupons: z.optional(z.array(TrolleyCoupon)),
  couponDiscount: z.optional(z.number()),
  couponPoints: z.optional(z.number()),
  deliveryPromotion: z.optional(z.nullable(AppliedDeliveryPromotion)),
});
export type Trolley = z.infer<typeof Trolley>;

export const Order = z.object({
  orderId: z.number(),
  publicOrderId: z.string(),
  orderInsertTime: z.string(),
  /** Integer cents. */
  totalAmount: z.number(),
  orderStatus: z.string(),
  navigation: Navigation,
  slotStartTime: z.nullable(z.string()),
  slotEndTime: z.nullable(z.string()),
  slotPrice: z.nullable(z.number()),
  deliveryMethod: z.nullable(OrderDeliveryMethod),
  deliveryStoreName: z.nullable(z.string()),
  paymentType: PaymentType,
  collettaAlimentare: z.optional(z.boolean()),
  repurchasable: z.boolean(),
  complaintEnabled: z.boolean(),
  slotModifiable: z.boolean(),
  contentModifiable: z.boolean(),
  deletable: z.boolean(),
  cutoffUpdateSlot: z.nullable(z.string()),
  cutoffUpdate: z.nullable(z.string()),
  cutoffDelete: z.nullable(z.string()),
  slotModifiableMessage: z.optional(z.nullable(z.string())),
  contentModifiableMessage: z.optional(z.nullable(z.string())),
});
export type Order = z.infer<typeof Order>;

export const OrderItem = z.object({
  productCode: z.string(),
  computedDescription: z.string(),
  image: z.string(),
  price: z.number(),
  discountedPriceRetail: z.nullable(z.number()),
  hasPromo: z.boolean(),
  quantity: z.number(),
  premium: z.boolean(),
  vote: z.optional(z.nullable(z.number())),
  complaintMessage: z.optional(z.nullable(z.string())),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const ShoppingList = z.object({
  id: z.number(),
  title: z.string(),
  numGenericProducts: z.number(),
  partial: z.boolean(),
  rowCount: z.number(),
});
export type ShoppingList = z.infer<typeof ShoppingList>;

/** stateId '1' administrator, '2' accepted, otherwise pending ('In Attesa'). */
export const SharedListUser = z.object({ userId: z.string(), stateId: z.string() });
export type SharedListUser = z.infer<typeof SharedListUser>;

export const ShareListRequest = z.object({
  username: z.string().check(z.maxLength(128)),
  message: z.optional(z.string().check(z.maxLength(512))),
});
export type ShareListRequest = z.infer<typeof ShareListRequest>;

export const Notification = z.object({ typeId: z.number(), title: z.string(), message: z.string(), read: z.boolean() });
export type Notification = z.infer<typeof Notification>;

export const Coupon = z.object({
  code: z.string(),
  type: CouponType,
  description: z.string(),
  listBodyMessage: z.optional(z.nullable(z.string())),
  barcode: z.nullable(z.string()),
  eanBuono: z.optional(z.nullable(z.string())),
  codiceWeb: z.optional(z.nullable(z.string())),
  barcodeVisible: z.boolean(),
  showStartDate: z.boolean(),
  startDate: z.string(),
  expireDate: z.string(),
  usedInOrder: z.nullable(z.string()),
  trolleyItem: z.optional(z.nullable(z.number())),
  conditionList: z.array(z.string()),
  detailHeaderMessage: z.optional(z.nullable(z.string())),
  detailBodyMessage: z.optional(z.nullable(z.string())),
  checkoutTitleMessage: z.optional(z.nullable(z.string())),
  checkoutDescriptionMessage: z.optional(z.nullable(z.string())),
  /** Discount in cents (DISCOUNT), percent (PERCENTAGE) or points (FIDATY_POINTS). */
  value: z.number(),
  /** Minimum spend in cents, when the coupon has a threshold. */
  threshold: z.optional(z.nullable(z.number())),
});
export type Coupon = z.infer<typeof Coupon>;

export const Initiative = z.object({
  idIniziativa: z.number(),
  description: z.string(),
  saldo: z.number(),
  decimalFlag: z.boolean(),
  imageURL: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  donationAllowed: z.boolean(),
  objectName: z.optional(z.nullable(z.string())),
  landingPage: z.optional(z.nullable(z.string())),
  virtualUrl: z.optional(z.nullable(z.string())),
});
export type Initiative = z.infer<typeof Initiative>;
