// A fixture for end-to-end tests only (routes/test-hooks.ts, mounted when MERCATO_TEST_HOOKS=1): sets
// how many places a slot has left, so that a browser test can reach "the last place" of a slot whose
// seeded count it cannot read through the shop's calls. Like every change of `booked` it locks the row
// and publishes the slot's new state in the same transaction (ADR 0012), so open pickers see it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import { publishRow } from './events.ts';
import { lockSlot } from '../locks.ts';

export interface SlotPlaces {
  slotId: number;
  capacity: number;
  /** Places taken now. */
  booked: number;
  /** Places taken before the change (to put them back). */
  before: number;
}

export async function setFreePlaces(db: Db, slotId: number, free: number, now: Date): Promise<SlotPlaces> {
  return db.transaction(async (tx) => {
    const row = await lockSlot(tx, slotId);
    if (!row) throw notFound();
    const [changed] = await tx
      .update(deliverySlots)
      .set({ booked: sql`greatest(${deliverySlots.capacity} - ${free}, 0)` })
      .where(eq(deliverySlots.id, slotId))
      .returning();
    await publishRow(tx, changed!, now);
    return { slotId, capacity: changed!.capacity, booked: changed!.booked, before: row.booked };
  });
}
