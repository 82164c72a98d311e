// PATCH auth/checkout: the shopper's choices saved as made (delivery notes, substitutes, gift wrap of a
// line, the gift form, the invoice, the payment). Checked in two rounds, nothing saved on any error:
//   1. at the route (routes/checkout.ts checkRules): the form rules of contracts (rules/checkout.ts: notes,
//      gift, invoice notes; the gift-wrap message) → 422 with one message per field, the spec's texts; then
//      the request's shape (CheckoutUpdate) → 400; answered where the service reads the input;
//   2. under the trolley's lock: a billing address must be the customer's own and not deleted, a saved
//      card the customer's own, a payment offered in the navigation, a line of the trolley that allows
//      what is asked → 422 with the field's message.
// The choices row (checkouts) is upserted and its version bumped; lines keep substitute, gift message and
// the alternative chosen.
// Lock order: the trolley row FOR UPDATE, then the choices row and the lines (services/locks.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError } from '@mercato/contracts';
import type { CheckoutUpdate } from '@mercato/contracts/checkout';
import { checkoutApi, trolleyApi } from '@mercato/contracts/i18n/it';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { billingAddresses, checkouts, wallets } from '../../db/schema/checkout.ts';
import { trolleyItems } from '../../db/schema/commerce.ts';
import { unprocessable } from '../../validation.ts';
import type { TrolleyOwner } from '../owner.ts';
import type { TrolleyRow } from '../owner.ts';
import { lockTrolley } from '../locks.ts';
import { isOnline, paymentOptionsOf } from './state.ts';
import { alternativeIds } from '../catalogue/products.ts';

/** Whether an update asks for nothing at all (then nothing is written, not even the version). */
export const isEmptyUpdate = (u: CheckoutUpdate): boolean =>
  u.notes === undefined &&
  u.substitutes === undefined &&
  u.allSubstitutes === undefined &&
  u.giftWrap === undefined &&
  u.alternative === undefined &&
  u.gift === undefined &&
  u.invoice === undefined &&
  u.payment === undefined;

/**
 * Round 2 for the lines: those named exist in the trolley and may take a substitute, a gift wrap, or the
 * alternative chosen (one of the product's alternatives now, services/catalogue/products.ts alternativeIds).
 */
async function lineErrors(tx: Tx, trolley: TrolleyRow, u: CheckoutUpdate, errors: FieldError[]): Promise<void> {
  const lineIds = [
    ...(u.substitutes ?? []).map((s) => s.trolleyItemId),
    ...(u.giftWrap ? [u.giftWrap.trolleyItemId] : []),
    ...(u.alternative ? [u.alternative.trolleyItemId] : []),
  ];
  const lines = lineIds.length
    ? await tx
        .select({ id: trolleyItems.id, readonly: trolleyItems.readonly, product: products })
        .from(trolleyItems)
        .innerJoin(products, eq(products.id, trolleyItems.productId))
        .where(and(eq(trolleyItems.trolleyId, trolley.id), inArray(trolleyItems.id, lineIds)))
    : [];
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  for (const [i, s] of (u.substitutes ?? []).entries()) {
    const l = lineOf.get(s.trolleyItemId);
    if (!l) errors.push({ field: `substitutes.${i}.trolleyItemId`, message: trolleyApi.itemNotFound });
    else if (s.substitute && (l.readonly || l.product.premium))
      errors.push({ field: `substitutes.${i}.substitute`, message: checkoutApi.substituteNotAllowed });
  }
  if (u.alternative) {
    const { trolleyItemId, productId } = u.alternative;
    const l = lineOf.get(trolleyItemId);
    if (!l) errors.push({ field: 'alternative.trolleyItemId', message: trolleyApi.itemNotFound });
    else if (l.readonly || l.product.premium)
      errors.push({ field: 'alternative.trolleyItemId', message: checkoutApi.substituteNotAllowed });
    else if (productId !== null && !(await alternativeIds(tx, l.product.id, l.product.categoryId)).includes(productId))
      errors.push({ field: 'alternative.productId', message: checkoutApi.alternativeNotOffered });
  }
  if (u.giftWrap) {
    const l = lineOf.get(u.giftWrap.trolleyItemId);
    if (!l) errors.push({ field: 'giftWrap.trolleyItemId', message: trolleyApi.itemNotFound });
    else if (u.giftWrap.giftMessage !== null && !l.product.giftWrapAllowed)
      errors.push({ field: 'giftWrap.trolleyItemId', message: checkoutApi.giftWrapNotAllowed });
  }
}

/** Round 2 for the invoice and the payment: the customer's own billing address and saved card. */
async function paymentErrors(tx: Tx, owner: TrolleyOwner, u: CheckoutUpdate, errors: FieldError[]): Promise<void> {
  const customerId = owner.customerId as number;
  if (u.invoice?.billingAddressId != null) {
    const [b] = await tx
      .select({ customerId: billingAddresses.customerId, deletedAt: billingAddresses.deletedAt })
      .from(billingAddresses)
      .where(eq(billingAddresses.id, u.invoice.billingAddressId))
      .limit(1);
    if (!b || b.customerId !== customerId || b.deletedAt)
      errors.push({ field: 'invoice.billingAddressId', message: checkoutApi.billingAddressNotFound });
  }
  if (u.payment) {
    if (!paymentOptionsOf(owner).some((o) => o.type === u.payment?.type))
      errors.push({ field: 'payment.type', message: checkoutApi.paymentNotOffered });
    if (u.payment.walletId !== null) {
      const [w] = await tx
        .select({ customerId: wallets.customerId, deletedAt: wallets.deletedAt, paymentType: wallets.paymentType })
        .from(wallets)
        .where(eq(wallets.id, u.payment.walletId))
        .limit(1);
      if (!w || w.customerId !== customerId || w.deletedAt)
        errors.push({ field: 'payment.walletId', message: checkoutApi.walletNotFound });
      else if (!isOnline(u.payment.type))
        errors.push({ field: 'payment.walletId', message: checkoutApi.walletNotForPayment });
      else if (w.paymentType !== u.payment.type)
        errors.push({ field: 'payment.walletId', message: checkoutApi.walletOtherPayment });
    }
  }
}

/** The checkout row's columns an update sets. */
function checkoutSet(u: CheckoutUpdate): Partial<typeof checkouts.$inferInsert> {
  const set: Partial<typeof checkouts.$inferInsert> = {};
  if (u.notes !== undefined) set.notes = u.notes.trim();
  if (u.gift) {
    set.giftEnabled = u.gift.enabled;
    set.giftRecipientForename = u.gift.giftRecipientForename.trim();
    set.giftRecipientSurname = u.gift.giftRecipientSurname.trim();
    set.giftRecipientPhone = u.gift.giftRecipientPhone.trim();
    set.giftGreetingCardText = u.gift.giftGreetingCardText.trim();
  }
  if (u.invoice) {
    set.invoiceWanted = u.invoice.wanted;
    set.billingAddressId = u.invoice.billingAddressId;
    set.cig = u.invoice.notes.cig.trim();
    set.billingCup = u.invoice.notes.billingCup.trim();
    set.billingNumord = u.invoice.notes.billingNumord.trim();
    set.billingNotefatt = u.invoice.notes.billingNotefatt.trim();
  }
  if (u.payment) {
    set.paymentType = u.payment.type;
    set.walletId = u.payment.walletId;
  }
  return set;
}

/**
 * The lines' writes: every substitute, the ones named (in line order), the gift wrap, the alternative.
 * chosen: an alternative is a substitute the shopper picked, so choosing one accepts the substitute, and
 * refusing substitutes forgets the alternative chosen.
 */
async function writeLines(tx: Tx, trolley: TrolleyRow, u: CheckoutUpdate, now: Date): Promise<void> {
  const substituteSet = (substitute: boolean) =>
    substitute ? { substitute, updatedAt: now } : { substitute, alternativeProductId: null, updatedAt: now };
  if (u.allSubstitutes !== undefined) {
    // Every substitutable line (premium products and readonly lines never get one).
    const premium = tx.select({ id: products.id }).from(products).where(eq(products.premium, true));
    await tx
      .update(trolleyItems)
      .set(substituteSet(u.allSubstitutes))
      .where(
        and(
          eq(trolleyItems.trolleyId, trolley.id),
          eq(trolleyItems.readonly, false),
          sql`${trolleyItems.productId} not in ${premium}`,
        ),
      );
  }
  for (const s of [...(u.substitutes ?? [])].sort((a, b) => a.trolleyItemId - b.trolleyItemId))
    await tx.update(trolleyItems).set(substituteSet(s.substitute)).where(eq(trolleyItems.id, s.trolleyItemId));
  if (u.giftWrap)
    await tx
      .update(trolleyItems)
      .set({
        giftMessage: u.giftWrap.giftMessage === null ? null : u.giftWrap.giftMessage.trim(),
        giftWrap: u.giftWrap.giftMessage === null ? null : 'Y',
        updatedAt: now,
      })
      .where(eq(trolleyItems.id, u.giftWrap.trolleyItemId));
  if (u.alternative) {
    const { trolleyItemId, productId } = u.alternative;
    await tx
      .update(trolleyItems)
      .set(
        productId === null
          ? { alternativeProductId: null, updatedAt: now }
          : { alternativeProductId: productId, substitute: true, updatedAt: now },
      )
      .where(eq(trolleyItems.id, trolleyItemId));
  }
}

/** Round 2 and the writes, in the caller's transaction; the trolley row is locked first. */
export async function applyUpdate(
  tx: Tx,
  owner: TrolleyOwner,
  trolley: TrolleyRow,
  u: CheckoutUpdate,
  opts: { giftEnabled: boolean },
): Promise<void> {
  await lockTrolley(tx, trolley.id);
  const errors: FieldError[] = [];
  await lineErrors(tx, trolley, u, errors);
  if (u.gift?.enabled && !opts.giftEnabled)
    errors.push({ field: 'gift.enabled', message: checkoutApi.giftNotAvailable });
  await paymentErrors(tx, owner, u, errors);
  if (errors.length) throw unprocessable(errors);

  const set = checkoutSet(u);
  const now = new Date();
  await tx
    .insert(checkouts)
    .values({ trolleyId: trolley.id, ...set, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: checkouts.trolleyId,
      set: { ...set, version: sql`${checkouts.version} + 1`, updatedAt: now },
    });
  await writeLines(tx, trolley, u, now);
}
