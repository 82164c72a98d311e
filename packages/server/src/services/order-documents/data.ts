// The delivery details of one order (orders §2 delivery-details page, §3 'Delivery details' and the
// delivery-detail item columns), from the order's row and lines: what the print view and the PDFs show.
//
// chosen (the spec lists the parts, not the rules):
// - the items table lists what was charged: every line with something delivered that is neither a premium
//   (a prize) nor a free item; a line partly delivered shows the delivered quantity and is charged pro rata;
// - the sections list, again, the lines that are substitutes (with the product they replaced), premiums,
//   free items, restocked (with the note), undelivered (ordered < delivered: ordered and delivered
//   quantities) and Christmas baskets; an empty section is not shown;
// - the Fìdaty points: the order's points and, as extra points, the lines' promotion points;
// - the delivery document (ddc) exists once delivered or picked up; the receipt too; the invoice when it
//   was asked for at checkout and has its number. The order details exist for every order.
import type { DeliveryDetailItem, DeliveryDetails } from '@mercato/contracts/order-documents';
import type { PaymentType } from '@mercato/contracts';
import { checkoutApi } from '@mercato/contracts/i18n/it';
import type { orderItems, orders } from '../../db/schema/commerce.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const DELIVERED_STATUSES: readonly string[] = ['CONSEGNATO', 'RITIRATO'];
export const isDelivered = (o: Pick<OrderRow, 'status'>) => DELIVERED_STATUSES.includes(o.status);

/**
 * Which documents an order has (the order detail's download buttons, the print view's links, and the
 * document call's check): the receipt once delivered or picked up, the invoice when issued, the order
 * details always.
 */
export function orderDocumentsOf(o: Pick<OrderRow, 'status' | 'invoiceNumber'>): DeliveryDetails['documents'] {
  return { receipt: isDelivered(o), details: true, invoice: o.invoiceNumber !== null };
}

const proRata = (cents: number, part: number, whole: number) =>
  part >= whole ? cents : whole === 0 ? 0 : Math.round((cents * part) / whole);

export function detailItemOf(i: OrderItemRow): DeliveryDetailItem {
  const delivered = Math.min(i.deliveredQuantity ?? i.quantity, i.quantity);
  return {
    productCode: i.productCode,
    code: i.productCode,
    description: i.description,
    quantity: i.quantity,
    deliveredQuantity: delivered,
    peso: i.weightGrams,
    unitPrice: i.unitPriceCents,
    discount: proRata(i.discountCents, delivered, i.quantity),
    finalPrice: proRata(i.finalPriceCents, delivered, i.quantity),
    percIVA: i.vatPercent,
    otherPromotions: i.otherPromotionsCents,
    strawberryPoints: i.points,
    specialPromotions: i.specialPromotionsCents,
    premium: i.premium,
    freeItem: i.freeItem,
    isSubstitute: i.isSubstitute,
    isCesto: i.isCesto,
    noteReintegro: i.restockNote,
    substitutionDescription: i.substitutionDescription,
  };
}

const sum = (items: DeliveryDetailItem[], f: (i: DeliveryDetailItem) => number) => items.reduce((s, i) => s + f(i), 0);

/** The billing address of the invoice, one printable line each; null without an invoice. */
export function billingLinesOf(invoice: OrderRow['invoice']): string[] | null {
  if (!invoice) return null;
  const a = invoice.address;
  const v = (k: string) => (a[k] ?? '').trim();
  const town = [v('postcode'), v('town'), v('province') ? `(${v('province')})` : ''].filter(Boolean).join(' ');
  const country = v('country') && !/^ital/i.test(v('country')) ? v('country') : '';
  return [
    v('heading'),
    [v('street'), v('houseNumber')].filter(Boolean).join(' '),
    town,
    country,
    v('taxCode') ? `C.F. ${v('taxCode')}` : '',
    v('vatNumber') ? `P. IVA ${v('vatNumber')}` : '',
  ].filter(Boolean);
}

export function deliveryDetailsOf(o: OrderRow, rows: OrderItemRow[]): DeliveryDetails {
  const all = rows.map(detailItemOf);
  const items = all.filter((i) => i.deliveredQuantity > 0 && !i.premium && !i.freeItem);
  const delivered = isDelivered(o);
  const ddcDate = o.deliveredAt ?? (delivered ? o.slotEndTime : null);
  const totalStrawberryPoints = sum(items, (i) => i.strawberryPoints);
  return {
    orderId: o.id,
    publicOrderId: o.publicOrderId,
    orderStatus: o.status,
    orderStatusLabel: checkoutApi.orderStatuses[o.status],
    navigation: o.navigation,
    orderInsertTime: o.orderInsertTime.toISOString(),
    slotStartTime: o.slotStartTime.toISOString(),
    slotEndTime: o.slotEndTime.toISOString(),
    deliveryMethod: o.deliveryMethod === 'HOME' ? null : o.deliveryMethod,
    paymentType: o.paymentType as PaymentType,
    ddc: delivered && o.ddcCode && ddcDate ? { code: o.ddcCode, date: ddcDate.toISOString() } : null,
    invoiceNumber: o.invoiceNumber,
    items,
    sections: {
      substitutes: all.filter((i) => i.isSubstitute && i.deliveredQuantity > 0),
      premiums: all.filter((i) => i.premium),
      freeItems: all.filter((i) => i.freeItem),
      restocked: all.filter((i) => i.noteReintegro !== null && i.noteReintegro.trim() !== ''),
      undelivered: all.filter((i) => i.deliveredQuantity < i.quantity),
      cesti: all.filter((i) => i.isCesto),
    },
    totalPrice: o.totalPriceCents,
    totalDiscount: o.totalDiscountCents,
    discountedTotalPrice: o.totalPriceCents - o.totalDiscountCents,
    slotPrice: o.slotPriceCents,
    percentDiscount: o.percentDiscountCents,
    voucherDiscount: o.voucherDiscountCents,
    finalPrice: o.totalAmountCents,
    totalOtherPromotions: sum(items, (i) => i.otherPromotions),
    totalStrawberryPoints,
    totalSpecialPromotions: sum(items, (i) => i.specialPromotions),
    fidaty: o.fidatyCardBarcode
      ? { fidatyCard: o.fidatyCardBarcode, orderPoints: o.orderPoints, orderExtraPoints: totalStrawberryPoints }
      : null,
    deliveryAddress:
      o.deliveryMethod === 'STORE' ? o.deliveryStoreName : (o.deliveryAddressText ?? o.deliveryStoreName),
    billingAddress: billingLinesOf(o.invoice),
    documents: orderDocumentsOf(o),
  };
}

/** Per VAT rate: the amount charged (VAT included), its taxable part and the tax (the invoice's summary). */
export interface VatLine {
  rate: number;
  gross: number;
  taxable: number;
  tax: number;
}

/**
 * The invoice's VAT summary. chosen: the order's own discounts (percentage, vouchers) are shared among the
 * rates in proportion to their amounts, so the summary adds up to what was paid; the delivery is a
 * service at the ordinary rate (22%).
 */
export function vatSummaryOf(d: DeliveryDetails, deliveryVat = 22): VatLine[] {
  const byRate = new Map<number, number>();
  for (const i of d.items) byRate.set(i.percIVA, (byRate.get(i.percIVA) ?? 0) + i.finalPrice);
  const goods = [...byRate.values()].reduce((s, v) => s + v, 0);
  const adjust = d.finalPrice - d.slotPrice - goods;
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  let left = adjust;
  rates.forEach((rate, k) => {
    const share =
      k === rates.length - 1 ? left : goods === 0 ? 0 : Math.round((adjust * (byRate.get(rate) ?? 0)) / goods);
    left -= share;
    byRate.set(rate, (byRate.get(rate) ?? 0) + share);
  });
  if (d.slotPrice > 0) byRate.set(deliveryVat, (byRate.get(deliveryVat) ?? 0) + d.slotPrice);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const taxable = Math.round((gross * 100) / (100 + rate));
      return { rate, gross, taxable, tax: gross - taxable };
    });
}
