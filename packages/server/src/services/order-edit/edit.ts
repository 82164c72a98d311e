// The content change (orders §2 /ordini/modifica/{action}/{orderId}; §4 checkout in edit-order mode):
//   POST   auth/orders/{orderId}/edit    the order's lines come back in an edit-mode trolley
//                                        (trolleys.editing_order_id), which services/owner.ts findOpen then
//                                        answers as the customer's trolley; the ordinary trolley waits;
//   DELETE auth/orders/{orderId}/edit    'Annulla modifica': the edit trolley is dropped (ABANDONED), the
//                                        ordinary trolley is the customer's again; the order is untouched.
// The checkout of an edit trolley (checkout/state.ts, complete.ts) keeps the order's slot and address —
// the place is the order's, no hold is taken — and its confirmation REPLACES the order.
//
// Lock order (common.ts): the edit trolley row first (inserted, or the one already there), then the order.
// Starting again while the edit is open answers the same edit (a double click opens one edit trolley).
//
// chosen: the order's lines come back with their quantities, substitutes and gift messages, and the
// checkout's choices come back as the order had them (notes, payment, gift); lines without a catalogue
// product stay out. The edit is of the order's service only: a customer shopping on another service is
// asked to switch first. Starting an edit changes nothing of the order (its version stays).
import { and, eq, ne } from 'drizzle-orm';
import { checkoutPath, QUANTITY_MAX } from '@mercato/contracts';
import { formatTime, romeDayKey } from '@mercato/contracts/format/date';
import { onboardingApi, t } from '@mercato/contracts/i18n/it';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import type { OrderEditStartRequest, OrderEditSession } from '@mercato/contracts/order-edit';
import type { Db, Tx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/checkout.ts';
import { orderItems, trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import { orderRightsOf } from '../orders/index.ts';
import type { TrolleyOwner } from '../owner.ts';
import { findOpen } from '../owner.ts';
import { lockTrolley } from '../locks.ts';
import { copySamples } from '../checkout/samples.ts';
import { closedFor, lockOwnOrder, orderChanged, readOwnOrder, refused, type OrderRow } from './common.ts';

/** The edit as the checkout's notice and the pages show it. */
export function editSessionOf(o: OrderRow, now: Date): OrderEditSession {
  return {
    orderId: o.id,
    publicOrderId: o.publicOrderId,
    slotDate: romeDayKey(o.slotStartTime),
    slotStartTime: formatTime(o.slotStartTime),
    slotEndTime: formatTime(o.slotEndTime),
    cutoffUpdate: orderRightsOf(o, now).cutoffUpdate.toISOString(),
    next: checkoutPath('TROLLEY'),
  };
}

/** The open edit trolley of an order, if any. */
async function openEditOf(tx: Db | Tx, customerId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(trolleys)
    .where(and(eq(trolleys.customerId, customerId), eq(trolleys.editingOrderId, orderId), eq(trolleys.status, 'OPEN')))
    .limit(1);
  return row;
}

/** The order's lines (one per product) and choices copied into the edit-mode trolley `trolleyId`. */
async function copyOrder(tx: Tx, order: OrderRow, trolleyId: number, now: Date): Promise<void> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  // The campioncini omaggio come back as chosen samples, not as lines (checkout/samples.ts).
  const samples = await copySamples(tx, order.id, trolleyId, now);
  const byProduct = new Map<number, typeof trolleyItems.$inferInsert>();
  for (const l of lines) {
    if (l.productId === null || samples.has(l.productId)) continue;
    const had = byProduct.get(l.productId);
    byProduct.set(l.productId, {
      trolleyId,
      productId: l.productId,
      quantity: Math.min(QUANTITY_MAX, (had?.quantity ?? 0) + l.quantity),
      substitute: l.substituteAccepted || (had?.substitute ?? false),
      giftWrap: l.giftMessage ? 'Y' : (had?.giftWrap ?? null),
      giftMessage: l.giftMessage ?? had?.giftMessage ?? null,
      // The origin chosen stays the line's (the alternative is chosen again: kept by its name only).
      productOrigin: l.productOrigin ?? had?.productOrigin ?? null,
      addedAt: now,
      updatedAt: now,
    });
  }
  if (byProduct.size) await tx.insert(trolleyItems).values([...byProduct.values()]);
  await tx
    .insert(checkouts)
    .values({
      trolleyId,
      notes: order.notes ?? '',
      paymentType: order.paymentType,
      giftEnabled: order.gift !== null,
      giftRecipientForename: order.gift?.giftRecipientForename ?? '',
      giftRecipientSurname: order.gift?.giftRecipientSurname ?? '',
      giftRecipientPhone: order.gift?.giftRecipientPhone ?? '',
      giftGreetingCardText: order.gift?.giftGreetingCardText ?? '',
      updatedAt: now,
    })
    .onConflictDoNothing();
}

export async function startEdit(
  db: Db,
  owner: TrolleyOwner,
  orderId: number,
  input: OrderEditStartRequest,
  now: Date,
): Promise<OrderEditSession> {
  const customerId = owner.customerId as number;
  // Ownership before anything is written.
  const seen = await readOwnOrder(db, customerId, orderId);
  return db.transaction(async (tx) => {
    await tx
      .insert(trolleys)
      .values({
        customerId,
        navigation: seen.navigation,
        editingOrderId: orderId,
        deliveryAddressId: seen.deliveryAddressId,
      })
      .onConflictDoNothing();
    const open = await openEditOf(tx, customerId, orderId);
    if (!open) throw new Error('edit trolley not found after insert');
    const trolley = await lockTrolley(tx, open.id);
    const order = await lockOwnOrder(tx, customerId, orderId);
    const fresh = trolley.version === 0 && !(await hasLines(tx, trolley.id));
    if (!fresh) {
      // Already editing this order (a second press, another tab): the same edit.
      if (!orderRightsOf(order, now).contentModifiable) throw closedFor(order);
      return editSessionOf(order, now);
    }
    if (!orderRightsOf(order, now).contentModifiable) throw closedFor(order);
    if (input.version !== order.version) throw orderChanged();
    if (order.navigation !== owner.navigation)
      throw refused(t(texts.otherService, { service: onboardingApi.serviceNames[order.navigation] }));
    await copyOrder(tx, order, trolley.id, now);
    // Another edit left open (another order) is dropped: one modification at a time.
    await tx
      .update(trolleys)
      .set({ status: 'ABANDONED', updatedAt: now })
      .where(
        and(
          eq(trolleys.customerId, customerId),
          eq(trolleys.navigation, order.navigation),
          eq(trolleys.status, 'OPEN'),
          ne(trolleys.editingOrderId, order.id),
        ),
      );
    await tx.update(trolleys).set({ version: 1, updatedAt: now }).where(eq(trolleys.id, trolley.id));
    return editSessionOf(order, now);
  });
}

async function hasLines(tx: Tx, trolleyId: number): Promise<boolean> {
  const [line] = await tx
    .select({ id: trolleyItems.id })
    .from(trolleyItems)
    .where(eq(trolleyItems.trolleyId, trolleyId))
    .limit(1);
  return line !== undefined;
}

/** 'Annulla modifica': the order's edit trolley dropped (none: nothing to do). */
export async function cancelEdit(db: Db, customerId: number, orderId: number, now: Date): Promise<void> {
  await readOwnOrder(db, customerId, orderId);
  await db.transaction(async (tx) => {
    const open = await openEditOf(tx, customerId, orderId);
    if (!open) return;
    const trolley = await lockTrolley(tx, open.id);
    if (trolley.status !== 'OPEN') return;
    await tx.update(trolleys).set({ status: 'ABANDONED', updatedAt: now }).where(eq(trolleys.id, trolley.id));
  });
}

/** The edit under way in the owner's navigation (the checkout's notice), or null. */
export async function currentEdit(db: Db, owner: TrolleyOwner, now: Date): Promise<OrderEditSession | null> {
  const open = await findOpen(db, owner);
  if (!open?.editingOrderId) return null;
  const order = await readOwnOrder(db, owner.customerId as number, open.editingOrderId);
  return editSessionOf(order, now);
}
