// Holds that ended release their place: the sweep (a timer of the shop) and the reads (lazily, before
// they answer) both call expireHolds. It is idempotent and safe to run anywhere at once: the trolleys are
// locked with FOR UPDATE SKIP LOCKED and their hold re-checked under the lock, each place is given back
// in the same statement that reads it (`booked = greatest(booked - n, 0)`), and a trolley changed meanwhile
// (extended, rebooked) no longer matches. Each customer who lost a hold gets a slotReservationLoss for
// their next page, and every freed slot is published (events.ts).
// Locks: the trolley rows (ascending id), then the slots (ascending id), as a booking does (booking.ts).
import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Navigation } from '@mercato/contracts';
import type { Db } from '../../db/client.ts';
import { trolleys } from '../../db/schema/commerce.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { slotIdempotencyKeys } from '../../db/schema/slots.ts';
import { publishRow } from './events.ts';
import { queueLoss, reservationLostText } from '../slot-rules/losses.ts';
import { lockHeldTrolleys } from '../locks.ts';

/** Trolleys released by one transaction at most (a larger backlog takes several). */
const BATCH = 200;
/** Idempotency keys are kept a day (a retry comes within seconds). */
const KEY_TTL_MS = 24 * 3_600_000;

const ended = (now: Date) =>
  and(isNotNull(trolleys.slotId), lte(trolleys.slotReservedUntil, now), eq(trolleys.status, 'OPEN'));

/**
 * Releases the ended holds (of one customer when `customerId` is given); answers how many. Without an
 * ended hold it costs one indexed read.
 */
export async function expireHolds(db: Db, now: Date, customerId?: number): Promise<number> {
  const mine = customerId === undefined ? undefined : eq(trolleys.customerId, customerId);
  let released = 0;
  for (;;) {
    const due = await db
      .select({ id: trolleys.id })
      .from(trolleys)
      .where(and(ended(now), mine))
      .limit(BATCH);
    if (due.length === 0) return released;
    const n = await db.transaction(async (tx) => {
      const held = await lockHeldTrolleys(
        tx,
        due.map((d) => d.id),
        ended(now),
      );
      if (held.length === 0) return 0;
      await tx
        .update(trolleys)
        .set({
          lapsedSlotId: sql`${trolleys.slotId}`,
          slotId: null,
          slotReservedUntil: null,
          version: sql`${trolleys.version} + 1`,
          updatedAt: now,
        })
        .where(
          inArray(
            trolleys.id,
            held.map((h) => h.id),
          ),
        );
      const perSlot = new Map<number, number>();
      for (const h of held) perSlot.set(h.slotId as number, (perSlot.get(h.slotId as number) ?? 0) + 1);
      const slots = new Map<number, typeof deliverySlots.$inferSelect>();
      for (const [slotId, count] of [...perSlot].sort((a, b) => a[0] - b[0])) {
        const [slot] = await tx
          .update(deliverySlots)
          .set({ booked: sql`greatest(${deliverySlots.booked} - ${count}, 0)` })
          .where(eq(deliverySlots.id, slotId))
          .returning();
        if (!slot) continue;
        slots.set(slotId, slot);
        await publishRow(tx, slot, now);
      }
      for (const h of held) {
        const slot = slots.get(h.slotId as number);
        if (h.customerId === null || !slot) continue;
        await queueLoss(tx, {
          customerId: h.customerId,
          kind: 'RESERVATION',
          navigation: h.navigation as Navigation,
          message: reservationLostText(slot),
        });
      }
      return held.length;
    });
    released += n;
    // Every due trolley was locked by another sweep, or changed meanwhile: theirs to finish.
    if (n === 0 || due.length < BATCH) return released;
  }
}

/** Forgets booking idempotency keys older than a day. */
export async function purgeKeys(db: Db, now: Date): Promise<void> {
  await db.delete(slotIdempotencyKeys).where(lt(slotIdempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)));
}
