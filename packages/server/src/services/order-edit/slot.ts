// POST auth/orders/{orderId}/slot: 'Conferma modifica' on /ordini/modifica-consegna (the slot picker in
// modify mode). In one transaction, in the lock order of common.ts:
//   1. the order row FOR UPDATE; the rights (orderRightsOf: slotModifiable, before cutoffUpdateSlot) and
//      the version checked at that moment; then the orders linked to it, by ascending id;
//   2. the slots by ascending id: the new place taken with one conditional update
//        update delivery_slots set booked = booked + 1
//        where id = $new and booked < capacity and active and starts_at > now + cut-off returning …
//      and the old place given back (greatest(booked - 1, 0)); no row: the last place went to someone
//      else → rolled back, 409 SLOT_SOLD_OUT with the nearest free slots (as a booking answers);
//   3. the key row (slot_idempotency_keys, the same table as bookings): the same key again answers the
//      order as it is and changes nothing; the same key for another slot is 422.
// The order and its linked orders move together (they are one delivery: one place), each with its
// version bumped and its cut-offs moved with the slot.
//
// chosen: only a slot of the same service and the same area or pickup point as the order's (the order's
// address does not change); the delivery price paid stays as it was (the order, its total and its
// documents keep slotPrice), and the shopper is told so before 'Conferma modifica'
// (/ordini/modifica-consegna) and in the e-mail of the change (issue 33 point 12); each cut-off keeps its
// lead time before the slot's start (a cut-off a day before stays a day before).
import { and, eq, sql } from 'drizzle-orm';
import { SLOT_NEAREST_COUNT, type ApiError } from '@mercato/contracts';
import type { OrderCard } from '@mercato/contracts/checkout';
import { SLOT_SOLD_OUT } from '@mercato/contracts/error-codes';
import { apiErrors, slotsApi, t, trolleyApi } from '@mercato/contracts/i18n/it';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import type { OrderSlotChangeRequest } from '@mercato/contracts/order-edit';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { slotIdempotencyKeys } from '../../db/schema/slots.ts';
import { alert, HttpError, notFound } from '../../errors.ts';
import { orderRightsOf } from '../orders/index.ts';
import { orderScope, sameScope, scopeOfSlot } from '../slot-rules/scope.ts';
import { publicState, type ShopperView, type SlotRow } from '../slots/states.ts';
import { HOUR_MS } from '../slot-rules/time.ts';
import { horizonRows, nearestAvailable, orderPreparationHours, reservationOf } from '../slots/week.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import { lockLinked } from '../locks.ts';
import { releasePlace, takePlace } from '../slots/places.ts';
import { queueOrderMail } from './email.ts';
import { cardOf, closedFor, lockOwnOrder, orderChanged, readOwnOrder, refused, type OrderRow } from './common.ts';

/** The new place went to someone else meanwhile: rolled back, answered with the nearest free slots. */
class NotTaken extends Error {}
/** Another request stored the same key first: rolled back, then answered from that key. */
class KeyTaken extends Error {}

/** A cut-off moved with the slot, keeping its lead time before the start. */
const moved = (cutoff: Date | null, from: OrderRow, to: SlotRow): Date | null =>
  cutoff === null ? null : new Date(to.startsAt.getTime() - (from.slotStartTime.getTime() - cutoff.getTime()));

async function storedKey(db: Db | Tx, customerId: number, key: string) {
  const [row] = await db
    .select({ slotId: slotIdempotencyKeys.slotId })
    .from(slotIdempotencyKeys)
    .where(and(eq(slotIdempotencyKeys.customerId, customerId), eq(slotIdempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

type SlotChange = OrderSlotChangeRequest;

/**
 * The refusals of a slot change under the order's lock: a linked order follows its lead, the cut-off, a
 * stale version, another area or site, a closed slot, a slot before the order's preparation time.
 * Answers true when the order already has that slot (nothing to change).
 */
async function checkSlotChange(tx: Tx, order: OrderRow, slot: SlotRow, input: SlotChange, now: Date) {
  const rights = orderRightsOf(order, now);
  if (order.linkedOrderId !== null && order.status === 'IN_LAVORAZIONE') {
    const [lead] = await tx
      .select({ publicOrderId: orders.publicOrderId })
      .from(orders)
      .where(eq(orders.id, order.linkedOrderId));
    throw refused(t(texts.linkedSlot, { order: lead?.publicOrderId ?? '' }));
  }
  if (!rights.slotModifiable) throw closedFor(order);
  if (input.version !== order.version) throw orderChanged();
  if (!sameScope(scopeOfSlot(slot), await orderScope(tx, order)) || slot.site !== order.navigation)
    throw alert(422, texts.slotOutOfArea);
  if (order.slotId === slot.id) return true;
  if (publicState(slot, now) === 'INACTIVE') throw alert(409, slotsApi.closed);
  const preparationHours = await orderPreparationHours(tx, order.id);
  if (slot.startsAt.getTime() < now.getTime() + preparationHours * HOUR_MS) throw alert(409, slotsApi.blockedByTrolley);
  return false;
}

/**
 * The places (by ascending slot id: the old one given back, the new one taken) and the order with its
 * linked orders moved to the slot; answers the order as changed. NotTaken when the slot is full.
 */
async function moveOrders(tx: Tx, order: OrderRow, slot: SlotRow, now: Date): Promise<OrderRow> {
  const group = [order, ...(await lockLinked(tx, order))];
  const ids = [slot.id, order.slotId].filter((id): id is number => id !== null).sort((a, b) => a - b);
  for (const id of ids) {
    if (id !== slot.id) {
      await releasePlace(tx, id, now);
      continue;
    }
    if (!(await takePlace(tx, slot.id, now))) throw new NotTaken();
  }
  let answer: OrderRow = order;
  for (const o of group) {
    const [row] = await tx
      .update(orders)
      .set({
        slotId: slot.id,
        slotStartTime: slot.startsAt,
        slotEndTime: slot.endsAt,
        cutoffUpdate: moved(o.cutoffUpdate, o, slot),
        cutoffDelete: moved(o.cutoffDelete, o, slot),
        cutoffUpdateSlot: moved(o.cutoffUpdateSlot, o, slot),
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, o.id))
      .returning();
    if (o.id === order.id) answer = row;
  }
  return answer;
}

/** The 409 of a change that lost the slot's last place, with the nearest slots the order can take. */
async function soldOut(db: Db, customerId: number, orderId: number, slotId: number, now: Date): Promise<HttpError> {
  const [fresh] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)).limit(1);
  if (!fresh || publicState(fresh, now) === 'INACTIVE') return alert(409, slotsApi.closed);
  const order = await readOwnOrder(db, customerId, orderId);
  const view: ShopperView = {
    heldSlotId: order.slotId,
    heldLocked: false,
    lapsedSlotId: null,
    preparationHours: await orderPreparationHours(db, order.id),
    orders: new Map(),
  };
  const scope = scopeOfSlot(fresh);
  const rows = scope ? await horizonRows(db, scope, now) : [];
  const nearest = nearestAvailable(rows, fresh, now, view, SLOT_NEAREST_COUNT);
  return new HttpError(409, { code: SLOT_SOLD_OUT, type: 'ALERT', message: slotsApi.soldOut, nearest } as ApiError);
}

export async function changeOrderSlot(
  db: Db,
  customerId: number,
  orderId: number,
  input: SlotChange,
  now: Date,
  transports: OutboxTransports,
): Promise<OrderCard> {
  const replay = async () => {
    const seen = await storedKey(db, customerId, input.idempotencyKey);
    if (!seen) return null;
    if (seen.slotId !== input.slotId) throw alert(422, trolleyApi.idempotencyKeyReused);
    return cardOf(db, await readOwnOrder(db, customerId, orderId), now);
  };
  const first = await replay();
  if (first) return first;
  const [slot] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, input.slotId)).limit(1);
  if (!slot) throw notFound(slotsApi.slotNotFound);
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, customerId, orderId);
      const again = await storedKey(tx, customerId, input.idempotencyKey);
      if (again) {
        if (again.slotId !== input.slotId) throw alert(422, trolleyApi.idempotencyKeyReused);
        return cardOf(tx, order, now);
      }
      if (await checkSlotChange(tx, order, slot, input, now)) return cardOf(tx, order, now);
      const answer = await moveOrders(tx, order, slot, now);
      const stored = await tx
        .insert(slotIdempotencyKeys)
        .values({
          customerId,
          key: input.idempotencyKey,
          slotId: slot.id,
          answer: reservationOf(slot, null),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: slotIdempotencyKeys.key });
      if (stored.length === 0) throw new KeyTaken();
      await queueOrderMail(tx, transports, 'ORDER_SLOT_CHANGED', answer);
      return cardOf(tx, answer, now);
    });
  } catch (err) {
    if (err instanceof KeyTaken) {
      const answer = await replay();
      if (answer) return answer;
      throw alert(409, apiErrors.invalidInput);
    }
    if (err instanceof NotTaken) throw await soldOut(db, customerId, orderId, slot.id, now);
    throw err;
  }
}
