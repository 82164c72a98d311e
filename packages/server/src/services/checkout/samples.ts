// The campioncini omaggio of a checkout (issue 34; contracts samples.ts, docs/adr/0054):
//   PUT    auth/checkout/samples/{productId}   choose one (trolley_samples row; again: nothing changes)
//   DELETE auth/checkout/samples/{productId}   give one up (not chosen: nothing changes)
// Both under the trolley's row lock (services/locks.ts step 1), so two presses at once never hold more than
// SAMPLES_PER_ORDER; each bumps the checkout's choices version. A choice is refused with nothing changed
// when the product is no sample of the navigation's catalogue (404), is no longer on offer, the items do
// not reach SAMPLES_MIN_SPEND_CENTS or SAMPLES_PER_ORDER are chosen already (409).
// The checkout shows them (Checkout.samples) and stops (SAMPLE_UNAVAILABLE, SAMPLES_BELOW_MINIMUM) when a
// chosen one ran out meanwhile or the items fell below the threshold; the order (complete.ts) takes one
// piece of each with a conditional update and keeps it as a free line at 0,00 €. Cancelling the order
// gives the pieces back as every line's (order-edit/cancel.ts); changing it brings the samples back to the
// edit trolley (copySamples).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { CheckoutProblem } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, t } from '@mercato/contracts/i18n/it';
import { SAMPLE_PRODUCT_TYPE, SAMPLES_MIN_SPEND_CENTS, type CheckoutSamples } from '@mercato/contracts/samples';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orderItems, trolleySamples } from '../../db/schema/commerce.ts';
import { onOffer, sampleOfferOf } from '../catalogue/samples.ts';
import type { CheckoutState } from './state.ts';

export type ChosenSample = typeof products.$inferSelect;

/** The samples chosen for trolley `trolleyId`, in the order they were chosen. */
export async function chosenSamples(db: Db | Tx, trolleyId: number): Promise<ChosenSample[]> {
  const rows = await db
    .select({ product: products })
    .from(trolleySamples)
    .innerJoin(products, eq(products.id, trolleySamples.productId))
    .where(eq(trolleySamples.trolleyId, trolleyId))
    .orderBy(asc(trolleySamples.chosenAt), asc(trolleySamples.productId));
  return rows.map((r) => r.product);
}

/** What the samples' threshold is judged on: the items before coupons, as the minimum order is. */
const spendOf = (s: CheckoutState): number => s.trolley.transactionAmount + (s.trolley.couponDiscount ?? 0);
export const reservedOf = (s: CheckoutState, id: number): number => s.editing?.reserved.get(id) ?? 0;

/** Checkout.samples. */
export function samplesOf(s: CheckoutState): CheckoutSamples {
  const missing = Math.max(0, SAMPLES_MIN_SPEND_CENTS - spendOf(s));
  return {
    chosen: s.samples.map((p) => sampleOfferOf(p, reservedOf(s, p.id))),
    eligible: s.lines.length > 0 && missing === 0,
    missingAmount: missing,
  };
}

/** What stops the confirmation because of the samples chosen (none chosen: nothing). */
export function sampleProblems(s: CheckoutState): CheckoutProblem[] {
  if (s.samples.length === 0) return [];
  const out: CheckoutProblem[] = s.samples
    .filter((p) => !onOffer(p, reservedOf(s, p.id)))
    .map((p) => ({
      code: 'SAMPLE_UNAVAILABLE',
      message: t(checkoutApi.sampleUnavailable, { product: p.description }),
      step: 'TROLLEY',
      productId: p.id,
    }));
  if (spendOf(s) < SAMPLES_MIN_SPEND_CENTS)
    out.push({
      code: 'SAMPLES_BELOW_MINIMUM',
      message: t(checkoutApi.samplesBelowMinimum, { amount: formatPrice(SAMPLES_MIN_SPEND_CENTS) }),
      step: 'TROLLEY',
    });
  return out;
}

/**
 * One piece of each sample chosen, by a conditional update (active, in stock): the problems of those that
 * ran out (the caller refuses the order, rolling everything back). In edit-order mode the order replaced
 * gave its pieces back already (complete.ts takeStock: they are in its reserved quantities).
 */
export async function takeSampleStock(tx: Tx, s: CheckoutState): Promise<CheckoutProblem[]> {
  const problems: CheckoutProblem[] = [];
  for (const p of [...s.samples].sort((a, b) => a.id - b.id)) {
    const [taken] = await tx
      .update(products)
      .set({
        availableQuantity: sql`${products.availableQuantity} - 1`,
        outOfStock: sql`${products.availableQuantity} - 1 = 0`,
      })
      .where(
        and(
          eq(products.id, p.id),
          eq(products.productType, SAMPLE_PRODUCT_TYPE),
          eq(products.active, true),
          eq(products.outOfStock, false),
          gte(products.availableQuantity, 1),
        ),
      )
      .returning({ id: products.id });
    if (!taken)
      problems.push({
        code: 'SAMPLE_UNAVAILABLE',
        message: t(checkoutApi.sampleUnavailable, { product: p.description }),
        step: 'TROLLEY',
        productId: p.id,
      });
  }
  return problems;
}

/** The order's free lines of the samples: one piece each, 0,00 €. */
export const sampleOrderLines = (s: CheckoutState, orderId: number) =>
  s.samples.map((p) => ({
    orderId,
    productId: p.id,
    productCode: p.code,
    description: p.description,
    quantity: 1,
    unitPriceCents: 0,
    discountCents: 0,
    finalPriceCents: 0,
    vatPercent: p.vatPercent,
    freeItem: true,
  }));

/** Edit-order mode: the samples of the order modified come back to its edit trolley (complete.ts copies lines). */
export async function copySamples(tx: Tx, orderId: number, trolleyId: number, now: Date): Promise<Set<number>> {
  const rows = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.productType, SAMPLE_PRODUCT_TYPE)))
    .orderBy(asc(orderItems.id));
  const ids = [...new Set(rows.map((r) => r.productId as number))];
  if (ids.length)
    await tx
      .insert(trolleySamples)
      .values(ids.map((productId, k) => ({ trolleyId, productId, chosenAt: new Date(now.getTime() + k) })))
      .onConflictDoNothing();
  return new Set(ids);
}
