// One order's detail and the product rating (spec orders §2 Orders "Order detail", §3 Order and Order item,
// §6 flag-gated rating, §9 rating 1–5). The card of the order (OrderCard, checkout.ts) is the summary's
// head; the spec's Order item (OrderItem, commerce.ts) is extended with what the detail page needs.
//
//   GET    auth/orders/{orderId}/detail                    the order detail → OrderDetail
//   PUT    auth/orders/{orderId}/items/{itemId}/vote  OrderItemVoteRequest  rate a product of a delivered
//                                                   order (1–5; again to change it) → OrderDetailItem
//   GET    auth/orders/last-purchased                  'Ultimi acquisti': the products of the customer's
//                                                   past orders → LastPurchased
//
// Another customer's order (or item) is 404, as one that does not exist. A vote outside 1–5 is a 422 with
// the field's message and changes nothing; an order not delivered yet is a 409 and changes nothing.
import * as z from 'zod/mini';
import { OrderCard } from './checkout.ts';
import { OrderItem } from './commerce.ts';
import { RATING_MAX, RATING_MIN } from './constants.ts';
import { DbIdCoerced } from './ids.ts';
import { ordersView } from './i18n/it-orders-view.ts';

/** A line of the order detail: the spec's order item plus its ids, final amount and delivery. */
export const OrderDetailItem = z.extend(OrderItem, {
  itemId: z.number(),
  /** The catalogue product (null: no longer in the catalogue). */
  productId: z.nullable(z.number()),
  /** Integer cents: the line's amount after its discounts (what was charged for it). */
  finalPrice: z.number(),
  /** Variable-weight products: the weight in grams (peso). */
  weightGrams: z.nullable(z.number()),
  /** What was delivered (null while the order is not delivered). */
  deliveredQuantity: z.nullable(z.number()),
  isSubstitute: z.boolean(),
  /** A substitute line: the product it replaced. */
  substitutionDescription: z.nullable(z.string()),
  /** A free item given with the order (not charged, not bought again; `premium`: a prize). */
  freeItem: z.boolean(),
  /** A campioncino omaggio chosen at checkout (a free item of product type CAMPIONCINI, samples.ts). */
  sample: z.optional(z.boolean()),
  /** The origin chosen for the line (origins.ts), if the product offered a choice. */
  productOrigin: z.optional(z.nullable(z.string())),
  /** The alternative chosen for the line if the product was unavailable (its description). */
  alternativeDescription: z.optional(z.nullable(z.string())),
});
export type OrderDetailItem = z.infer<typeof OrderDetailItem>;

/**
 * A product of 'Ultimi acquisti' (/acquisti/ultimi-acquisti): how often the customer bought it in the last
 * LAST_PURCHASED_DAYS, and the quantity and date of the last time (the quantity 'Aggiungi tutti' adds).
 */
export const PurchasedProduct = z.object({
  productId: z.number(),
  timesBought: z.number(),
  lastQuantity: z.number(),
  /** ISO date-time of the last order that had it. */
  lastOrderedAt: z.string(),
});
export type PurchasedProduct = z.infer<typeof PurchasedProduct>;
export const LastPurchased = z.array(PurchasedProduct);
export type LastPurchased = z.infer<typeof LastPurchased>;

/** A locker of a 'Clicca e Vai' pickup: its door, the key code and the QR image's token (qrcodePath). */
export const OrderLockerKey = z.object({
  locker: z.string(),
  keyCode: z.string(),
  lockerKeyEnc: z.string(),
});
export type OrderLockerKey = z.infer<typeof OrderLockerKey>;

/** GET auth/orders/{orderId}/detail (orders §2 order detail; amounts in integer cents). */
export const OrderDetail = z.object({
  /** The order's card: status, service, slot, total, payment, the actions it allows. */
  order: OrderCard,
  items: z.array(OrderDetailItem),
  /** The pickup point of a STORE order (null for home delivery). */
  deliveryStoreName: z.nullable(z.string()),
  /** The items before discounts (subtotal). */
  subtotal: z.number(),
  /** Every discount of the order (lines, percentage and voucher). */
  totalDiscount: z.number(),
  /** Percentage discount (totalDiscountFromScontoPerc) and voucher discount. */
  percentDiscount: z.number(),
  voucherDiscount: z.number(),
  /** The slot cost is not charged: a linked order (orders §2 '*'). */
  slotFree: z.boolean(),
  /** The billing address as printed on the invoice, one line each (null: no invoice asked for). */
  billingAddress: z.nullable(z.array(z.string())),
  invoiceNumber: z.nullable(z.string()),
  /** The coupons the order used: what each took off (cents) or the points it added (issue 35). */
  coupons: z.array(z.object({ code: z.string(), title: z.string(), discount: z.number(), points: z.number() })),
  /** The loyalty card the points went to, and the order's points. */
  fidatyCard: z.nullable(z.string()),
  fidatyPoints: z.number(),
  /** ISO instant of the delivery or pickup (null: not yet). */
  deliveredAt: z.nullable(z.string()),
  /** Which documents can be downloaded (orderDocumentPath). */
  documents: z.object({ receipt: z.boolean(), details: z.boolean(), invoice: z.boolean() }),
  lockerKeys: z.array(OrderLockerKey),
  /** The products can be rated (a delivered or picked-up order). */
  ratingOpen: z.boolean(),
  /** The order's complaint has been made (one per order). */
  complaintMade: z.boolean(),
  /** A SOSTITUITO order: the order that replaced it (its content was modified). */
  replacedBy: z.nullable(z.object({ orderId: z.number(), publicOrderId: z.string() })),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** PUT auth/orders/{orderId}/items/{itemId}/vote: the stars, 1 to 5 (orders §9). */
/** PUT auth/orders/{orderId}/items/{itemId}/vote: the order and its line. */
export const OrderItemParams = z.object({ orderId: DbIdCoerced, itemId: DbIdCoerced });
export type OrderItemParams = z.infer<typeof OrderItemParams>;

/**
 * /riordina/{orderHeaderId}/{publicOrderId}: the order's id and its public number. chosen: a reorder link
 * whose public number is not a number of ours is the same 404 as a wrong one.
 */
export const ReorderParams = z.object({ orderId: DbIdCoerced, publicOrderId: z.string().check(z.regex(/^\d{1,32}$/)) });
export type ReorderParams = z.infer<typeof ReorderParams>;

// A body that is not an object ([], 4, null) says the vote's message too, never zod's English.
export const OrderItemVoteRequest = z.object(
  {
    vote: z
      .number({ error: ordersView.voteInvalid })
      .check(
        z.refine((n) => Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX, { error: ordersView.voteInvalid }),
      ),
  },
  { error: ordersView.voteInvalid },
);
export type OrderItemVoteRequest = z.infer<typeof OrderItemVoteRequest>;
