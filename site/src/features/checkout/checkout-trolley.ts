// What the checkout's trolley page shows, computed from the server's answers (the Checkout and the live
// trolley of @mercato/core): the lines with their checkout options, the lines with a delivery-time limit,
// the M×N promotions still incomplete, the stock exceptions that ask 'Cambia Slot' / 'Continua', and how
// far the trolley is from the minimum order amount. Money is the server's; nothing here prices anything.
import type { Trolley, TrolleyException, TrolleyItem } from '@mercato/contracts';
import type { Checkout, CheckoutLine } from '@mercato/contracts/checkout';

export interface TrolleyPageLine {
  item: TrolleyItem;
  /** The line's checkout options; null for a line the checkout does not know yet (just added elsewhere). */
  options: CheckoutLine | null;
}

/** The live trolley's lines, each with its options from the checkout. */
export function pageLines(trolley: Trolley, checkout: Checkout): TrolleyPageLine[] {
  const options = new Map(checkout.lines.map((l) => [l.trolleyItemId, l]));
  return trolley.items.map((item) => ({ item, options: options.get(item.trolleyItemId) ?? null }));
}

/** Whether the checkout was made from an older trolley than `trolley` (then it is read again). */
export function checkoutIsBehind(checkout: Checkout, trolley: Trolley | null): boolean {
  if (!trolley || trolley.navigation !== checkout.trolley.navigation) return false;
  if (trolley.trolleyId !== checkout.trolley.trolleyId) return true;
  return (trolley.version ?? 0) > (checkout.trolley.version ?? 0);
}

/** Lines whose product needs preparation time (the delivery-limits modal). */
export const limitedLines = (items: TrolleyItem[]) => items.filter((i) => (i.preparationHours ?? 0) > 0);

/** The RULE texts of the M×N products that still miss pieces ('Aggiungi ancora 1 pezzo per la promozione 3x2'). */
export function incompleteMxN(items: TrolleyItem[], mxnProductIds: readonly number[]): string[] {
  const mxn = new Set(mxnProductIds);
  const texts = items
    .filter((i) => mxn.has(i.productId))
    .flatMap((i) => (i.displayableMessages ?? []).filter((m) => m.messageType === 'RULE').map((m) => m.text));
  return [...new Set(texts)];
}

/** The exceptions that ask the shopper to choose ('Cambia Slot' or 'Continua' with what is available). */
export const stockExceptions = (exceptions: readonly TrolleyException[]) =>
  exceptions.filter((e) => e.code === 'QUANTITY_EXCEEDS_AVAILABILITY');

/** Cents still missing to the minimum order amount (0 when reached). */
export const minimumShortfall = (checkout: Checkout) =>
  Math.max(0, checkout.totals.minimumAmount - checkout.totals.transactionAmount);

/** Whether any line can take a substitute (the all-substitutes button shows). */
export const anySubstitutable = (checkout: Checkout) => checkout.lines.some((l) => l.substitutable);
