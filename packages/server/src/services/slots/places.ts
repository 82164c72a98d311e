// A slot's places, taken and given back: the one conditional update of `booked` (a place is taken only
// while one is free, the slot active and before its cut-off) and its release, each publishing the slot's
// new state in the same transaction (ADR 0012). Used by the trolley's holds (booking.ts) and by an order
// moved to another slot (order-edit/slot.ts); callers lock their own row first and take places in id order.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { publishRow } from './events.ts';
import { CUTOFF_MS } from '../slot-rules/time.ts';

/** Takes one place of `slotId`; false when none is free (or the slot is closed or past its cut-off). */
export async function takePlace(tx: Tx, slotId: number, now: Date): Promise<boolean> {
  const [taken] = await tx
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} + 1` })
    .where(
      and(
        eq(deliverySlots.id, slotId),
        lt(deliverySlots.booked, deliverySlots.capacity),
        eq(deliverySlots.active, true),
        gt(deliverySlots.startsAt, new Date(now.getTime() + CUTOFF_MS)),
      ),
    )
    .returning();
  if (!taken) return false;
  await publishRow(tx, taken, now);
  return true;
}

/** Gives one place of `slotId` back. */
export async function releasePlace(tx: Tx, slotId: number, now: Date): Promise<void> {
  const [freed] = await tx
    .update(deliverySlots)
    .set({ booked: sql`greatest(${deliverySlots.booked} - 1, 0)` })
    .where(eq(deliverySlots.id, slotId))
    .returning();
  if (freed) await publishRow(tx, freed, now);
}
