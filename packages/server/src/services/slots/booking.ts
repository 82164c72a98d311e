// Booking, extending and releasing the shopper's slot (POST/DELETE auth/slots/reservation…). The hold
// lives on the shopper's open trolley of the slot's navigation (trolleys.slotId, slotReservedUntil), so
// one shopper holds at most one slot per service: booking another releases the old place in the same
// transaction. Capacity is taken with one conditional update, never read-then-write:
//   update delivery_slots set booked = booked + 1
//   where id = $1 and booked < capacity and active and starts_at > now + cut-off returning …
// A request that finds no row lost the race: 409 SLOT_SOLD_OUT with the nearest free slots.
//
// Locks: the house order of services/locks.ts (the trolley row, then the slots by ascending id, then the
// idempotency key row); the expiry sweep follows it too.
//
// Idempotency: the key of a booking that booked is stored with its answer in that transaction; the same
// key again answers that first answer and books nothing (another slot with the same key: 422).
import { and, eq, sql } from 'drizzle-orm';
import {
  SLOT_NEAREST_COUNT,
  type ApiError,
  type SlotBookRequest,
  type Navigation,
  type SlotReservation,
} from '@mercato/contracts';
import { apiErrors, orderEdit, slotsApi, trolleyApi } from '@mercato/contracts/i18n/it';
import { SLOT_SOLD_OUT } from '@mercato/contracts/error-codes';
import type { Db, Tx } from '../../db/client.ts';
import { trolleys } from '../../db/schema/commerce.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { slotIdempotencyKeys } from '../../db/schema/slots.ts';
import { alert, HttpError, notFound } from '../../errors.ts';
import { ensureOpen, findOpen } from '../owner.ts';
import { lockTrolley } from '../locks.ts';
import type { TrolleyOwner } from '../owner.ts';
import { publishRow } from './events.ts';
import { releasePlace, takePlace } from './places.ts';
import { sameScope, scopeOfSlot, shopperScope } from '../slot-rules/scope.ts';
import { publicState, type ShopperView, type SlotRow } from './states.ts';
import { HOUR_MS } from '../slot-rules/time.ts';
import { horizonRows, nearestAvailable, reservationOf, trolleyPreparationHours } from './week.ts';

export interface BookingContext {
  db: Db;
  now: () => Date;
  holdMs: number;
}

/** The booking lost the race (or the slot closed meanwhile): the transaction is rolled back. */
class NotTaken extends Error {}
/** Another request stored the same key first: rolled back, then answered from that key. */
class KeyTaken extends Error {}

const ownerOf = (customerId: number, navigation: Navigation): TrolleyOwner => ({
  customerId,
  guestSessionId: null,
  navigation,
  hasFidatyCard: false,
  ruleAgreementMissing: null,
});

async function storedKey(db: Db | Tx, customerId: number, key: string) {
  const [row] = await db
    .select({ slotId: slotIdempotencyKeys.slotId, answer: slotIdempotencyKeys.answer })
    .from(slotIdempotencyKeys)
    .where(and(eq(slotIdempotencyKeys.customerId, customerId), eq(slotIdempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** The first answer of a key, or 422 when it booked another slot. */
function replay(stored: { slotId: number; answer: SlotReservation }, slotId: number): SlotReservation {
  if (stored.slotId !== slotId) throw alert(422, trolleyApi.idempotencyKeyReused);
  return stored.answer;
}

const closed = () => alert(409, slotsApi.closed);

/** The 409 of a booking that lost the last place, with the nearest slots the shopper can book instead. */
async function soldOut(c: BookingContext, customerId: number, slot: SlotRow, now: Date): Promise<HttpError> {
  const scope = scopeOfSlot(slot);
  const trolley = await findOpen(c.db, ownerOf(customerId, slot.site as Navigation));
  const view: ShopperView = {
    heldSlotId: trolley?.slotId ?? null,
    heldLocked: false,
    lapsedSlotId: null,
    preparationHours: await trolleyPreparationHours(c.db, trolley?.id),
    orders: new Map(),
  };
  const rows = scope ? await horizonRows(c.db, scope, now) : [];
  const nearest = nearestAvailable(rows, slot, now, view, SLOT_NEAREST_COUNT);
  return new HttpError(409, { code: SLOT_SOLD_OUT, type: 'ALERT', message: slotsApi.soldOut, nearest } as ApiError);
}

/** POST auth/slots/reservation {slotId, idempotencyKey}: books (or changes to) a slot of the shopper's scope. */
export async function book(c: BookingContext, customerId: number, input: SlotBookRequest): Promise<SlotReservation> {
  const { slotId, idempotencyKey: key } = input;
  const seen = await storedKey(c.db, customerId, key);
  if (seen) return replay(seen, slotId);
  const now = c.now();
  const [slot] = await c.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)).limit(1);
  // Only a slot of the shopper's own shopping address can be booked.
  const scope = await shopperScope(c.db, { customerId, guestSessionId: null });
  if (!slot || !sameScope(scopeOfSlot(slot), scope)) throw notFound(slotsApi.slotNotFound);
  if (publicState(slot, now) === 'INACTIVE') throw closed();
  const owner = ownerOf(customerId, slot.site as Navigation);
  try {
    return await c.db.transaction(async (tx) => {
      const open = await ensureOpen(tx, owner);
      const trolley = await lockTrolley(tx, open.id);
      // Edit-order mode: the trolley rides on the order's own place; the order's slot is changed on
      // /ordini/modifica-consegna (services/order-edit/slot.ts), never by a hold here.
      if (trolley.editingOrderId !== null) throw alert(409, orderEdit.editTrolleySlot);
      const again = await storedKey(tx, customerId, key);
      if (again) return replay(again, slotId);
      const preparationHours = await trolleyPreparationHours(tx, trolley.id);
      if (trolley.slotId !== slot.id && slot.startsAt.getTime() < now.getTime() + preparationHours * HOUR_MS)
        throw alert(409, slotsApi.blockedByTrolley);
      const until = new Date(now.getTime() + c.holdMs);
      if (trolley.slotId !== slot.id) {
        const ids = [slot.id, trolley.slotId].filter((id): id is number => id !== null).sort((a, b) => a - b);
        for (const id of ids) {
          if (id === slot.id) {
            if (!(await takePlace(tx, slot.id, now))) throw new NotTaken();
          } else await releasePlace(tx, id, now);
        }
      } else if (publicState(slot, now) === 'INACTIVE') {
        throw closed();
      }
      await tx
        .update(trolleys)
        .set({
          slotId: slot.id,
          slotReservedUntil: until,
          lapsedSlotId: null,
          version: sql`${trolleys.version} + 1`,
          updatedAt: now,
        })
        .where(eq(trolleys.id, trolley.id));
      const answer = reservationOf(slot, until);
      const stored = await tx
        .insert(slotIdempotencyKeys)
        .values({ customerId, key, slotId: slot.id, answer, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: slotIdempotencyKeys.key });
      if (stored.length === 0) throw new KeyTaken();
      return answer;
    });
  } catch (err) {
    if (err instanceof KeyTaken) {
      const first = await storedKey(c.db, customerId, key);
      if (first) return replay(first, slotId);
      throw alert(409, apiErrors.invalidInput);
    }
    if (err instanceof NotTaken) {
      const [fresh] = await c.db.select().from(deliverySlots).where(eq(deliverySlots.id, slot.id)).limit(1);
      if (!fresh || publicState(fresh, now) === 'INACTIVE') throw closed();
      throw await soldOut(c, customerId, fresh, now);
    }
    throw err;
  }
}

/** POST auth/slots/reservation/extend: the held slot is held again for the whole hold time from now. */
export async function extend(c: BookingContext, customerId: number, navigation: Navigation): Promise<SlotReservation> {
  const now = c.now();
  return c.db.transaction(async (tx) => {
    const open = await findOpen(tx, ownerOf(customerId, navigation));
    if (!open) throw notFound(slotsApi.noReservation);
    const trolley = await lockTrolley(tx, open.id);
    // An ended hold is the sweep's to release (the caller ran it): nothing to extend.
    if (trolley.slotId === null || !trolley.slotReservedUntil || trolley.slotReservedUntil <= now)
      throw notFound(slotsApi.noReservation);
    const [slot] = await tx.select().from(deliverySlots).where(eq(deliverySlots.id, trolley.slotId)).limit(1);
    if (!slot || publicState(slot, now) === 'INACTIVE') throw closed();
    const until = new Date(now.getTime() + c.holdMs);
    await tx
      .update(trolleys)
      .set({ slotReservedUntil: until, version: sql`${trolleys.version} + 1`, updatedAt: now })
      .where(eq(trolleys.id, trolley.id));
    return reservationOf(slot, until);
  });
}

/** DELETE auth/slots/reservation: gives the place back (nothing held: nothing to do). */
export async function release(c: BookingContext, customerId: number, navigation: Navigation): Promise<void> {
  const now = c.now();
  await c.db.transaction(async (tx) => {
    const open = await findOpen(tx, ownerOf(customerId, navigation));
    if (!open) return;
    const trolley = await lockTrolley(tx, open.id);
    if (trolley.slotId === null) return;
    const [freed] = await tx
      .update(deliverySlots)
      .set({ booked: sql`greatest(${deliverySlots.booked} - 1, 0)` })
      .where(eq(deliverySlots.id, trolley.slotId))
      .returning();
    if (freed) await publishRow(tx, freed, now);
    await tx
      .update(trolleys)
      .set({ slotId: null, slotReservedUntil: null, version: sql`${trolleys.version} + 1`, updatedAt: now })
      .where(eq(trolleys.id, trolley.id));
  });
}

/** The shopper's current hold in a navigation (an ended one is not: the caller released it first). */
export async function currentReservation(
  c: BookingContext,
  customerId: number,
  navigation: Navigation,
): Promise<SlotReservation | null> {
  const now = c.now();
  const trolley = await findOpen(c.db, ownerOf(customerId, navigation));
  if (!trolley?.slotId || !trolley.slotReservedUntil || trolley.slotReservedUntil <= now) return null;
  const [slot] = await c.db.select().from(deliverySlots).where(eq(deliverySlots.id, trolley.slotId)).limit(1);
  return slot ? reservationOf(slot, trolley.slotReservedUntil) : null;
}
