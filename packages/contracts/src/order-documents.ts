// An order's documents (orders §2 delivery-details page and order detail downloads, §3 'Delivery details'
// and the delivery-detail item columns; shell §7 qrcode and barcode images). The spec shows no paths but
// the two images; ours are (urls.ts builds them):
//
//   GET auth/orders/{orderId}/delivery-details        → DeliveryDetails (the print view's data)
//   GET auth/orders/{orderId}/documents/{kind}        → application/pdf (kind: OrderDocumentKind)
//   GET qrcode/{lockerKeyEnc}                          → image/png, a QR of the locker key code
//   GET barcode/ean/{code}                             → image/svg+xml, an EAN-13 barcode
//
// Only the order's owner reads them: another customer's order (or locker key) is 404, as a missing one.
// Amounts are integer cents; dates are ISO instants (shown in Europe/Rome).
import * as z from 'zod/mini';
import { OrderItem } from './commerce.ts';
import { Navigation, OrderDeliveryMethod, PaymentType } from './enums.ts';
import { formatPrice } from './format/price.ts';
import { orderDocuments as texts } from './i18n/it-order-documents.ts';
import { t } from './i18n/t.ts';

/**
 * One line of the delivery details (orders §3 order item; 'delivery-detail table adds code, description,
 * peso, unitPrice, discount, finalPrice, percIVA, otherPromotions, strawberryPoints, specialPromotions,
 * isSubstitute, isCesto, noteReintegro'). The order item's own fields are reused, not copied.
 */
export const DeliveryDetailItem = z.extend(z.pick(OrderItem, { productCode: true, quantity: true, premium: true }), {
  code: z.string(),
  description: z.string(),
  /** Weight in grams of a variable-weight product (the quantity is then 1); null: sold by the piece. */
  peso: z.nullable(z.number()),
  /** Price of one piece, or of one kilogram when `peso` is set. */
  unitPrice: z.number(),
  discount: z.number(),
  /** The amount charged for the line (after its discount; 0 when nothing of it was delivered). */
  finalPrice: z.number(),
  percIVA: z.number(),
  otherPromotions: z.number(),
  strawberryPoints: z.number(),
  specialPromotions: z.number(),
  isSubstitute: z.boolean(),
  isCesto: z.boolean(),
  freeItem: z.boolean(),
  noteReintegro: z.nullable(z.string()),
  /** What was delivered (the quantity ordered unless the order says otherwise). */
  deliveredQuantity: z.number(),
  /** For a substitute: the product it replaced. */
  substitutionDescription: z.nullable(z.string()),
});
export type DeliveryDetailItem = z.infer<typeof DeliveryDetailItem>;

/** The sections below the items table (orders §2); an empty one is not shown. */
export const DELIVERY_DETAIL_SECTIONS = [
  'substitutes',
  'premiums',
  'freeItems',
  'restocked',
  'undelivered',
  'cesti',
] as const;
export type DeliveryDetailSection = (typeof DELIVERY_DETAIL_SECTIONS)[number];

/** orders §3 'Delivery details', with what the print view and the PDFs also show of the order. */
export const DeliveryDetails = z.object({
  orderId: z.number(),
  publicOrderId: z.string(),
  orderStatus: z.string(),
  orderStatusLabel: z.string(),
  navigation: Navigation,
  orderInsertTime: z.string(),
  slotStartTime: z.string(),
  slotEndTime: z.string(),
  /** As the order's card: COURIER, STORE, or null for the shop's own home delivery. */
  deliveryMethod: z.nullable(OrderDeliveryMethod),
  paymentType: PaymentType,
  /** The delivery document (ddc): its number and date, once delivered or picked up. */
  ddc: z.nullable(z.object({ code: z.string(), date: z.string() })),
  /** The invoice's number, when one was asked for at checkout and issued. */
  invoiceNumber: z.nullable(z.string()),
  /** The charged lines (premiums, free items and what was not delivered at all are in their sections). */
  items: z.array(DeliveryDetailItem),
  sections: z.object({
    substitutes: z.array(DeliveryDetailItem),
    premiums: z.array(DeliveryDetailItem),
    freeItems: z.array(DeliveryDetailItem),
    restocked: z.array(DeliveryDetailItem),
    undelivered: z.array(DeliveryDetailItem),
    cesti: z.array(DeliveryDetailItem),
  }),
  /** The lines before discounts. */
  totalPrice: z.number(),
  totalDiscount: z.number(),
  /** totalPrice − totalDiscount. */
  discountedTotalPrice: z.number(),
  slotPrice: z.number(),
  percentDiscount: z.number(),
  voucherDiscount: z.number(),
  /** What the customer pays (the discounted lines and the slot). */
  finalPrice: z.number(),
  totalOtherPromotions: z.number(),
  totalStrawberryPoints: z.number(),
  totalSpecialPromotions: z.number(),
  fidaty: z.nullable(z.object({ fidatyCard: z.string(), orderPoints: z.number(), orderExtraPoints: z.number() })),
  /** The delivery address, or the pickup point's name. */
  deliveryAddress: z.nullable(z.string()),
  /** The invoice's billing address, one line each (heading, street, town…); null without an invoice. */
  billingAddress: z.nullable(z.array(z.string())),
  /** Which documents can be downloaded (receipt: delivered or picked up; invoice: issued). */
  documents: z.object({ receipt: z.boolean(), details: z.boolean(), invoice: z.boolean() }),
});
export type DeliveryDetails = z.infer<typeof DeliveryDetails>;

/** The items table's columns (orders §2 delivery-details page), in order. */
export const DELIVERY_DETAIL_COLUMNS = [
  'code',
  'description',
  'quantity',
  'unitPrice',
  'discount',
  'finalPrice',
  'percIVA',
  'otherPromotions',
  'points',
] as const;
export type DeliveryDetailColumn = (typeof DELIVERY_DETAIL_COLUMNS)[number];

/** '0,452 kg' from grams. */
export const kilograms = (grams: number) => (grams / 1000).toFixed(3).replace('.', ',');

/**
 * One line's cells as the print view and the PDFs write them (one way for both): the delivered quantity
 * ('2 pz') or weight ('0,452 kg'), the unit price per piece or per kilogram, '—' for nothing.
 */
export function deliveryDetailCells(i: DeliveryDetailItem): Record<DeliveryDetailColumn, string> {
  const money = (cents: number) => (cents === 0 ? texts.none : formatPrice(cents));
  const points = [
    i.strawberryPoints > 0 ? t(texts.points, { n: i.strawberryPoints }) : '',
    i.specialPromotions > 0 ? t(texts.specialPromotion, { amount: formatPrice(i.specialPromotions) }) : '',
  ].filter(Boolean);
  return {
    code: i.code,
    description: i.description,
    quantity:
      i.peso !== null
        ? t(texts.weight, { kg: kilograms(i.deliveredQuantity > 0 ? i.peso : 0) })
        : t(texts.pieces, { n: i.deliveredQuantity }),
    unitPrice: i.peso !== null ? t(texts.perKg, { price: formatPrice(i.unitPrice) }) : formatPrice(i.unitPrice),
    discount: money(i.discount),
    finalPrice: formatPrice(i.finalPrice),
    percIVA: t(texts.vat, { n: i.percIVA }),
    otherPromotions: money(i.otherPromotions),
    points: points.length > 0 ? points.join(' · ') : texts.none,
  };
}
