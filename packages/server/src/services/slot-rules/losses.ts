// Slot losses waiting for the customer's next page (shell §3 firstSlotLoss, slotReservationLoss; §4: after
// the pending messages, "first slot loss, then slot reservation loss"): a row per loss, answered once by
// the page configuration and deleted there.
import { eq } from 'drizzle-orm';
import type { Navigation } from '@mercato/contracts';
import { formatWeekdayDate } from '@mercato/contracts/format/date';
import { slotsApi, t } from '@mercato/contracts/i18n/it';
import type { Db, Tx } from '../../db/client.ts';
import { slotLosses, type SlotLossKind } from '../../db/schema/slots.ts';

/** '{day} {start}-{end}' of a slot in a loss message: 'sabato 28 marzo', local times as stored. */
export const slotWhen = (slot: { startsAt: Date; startTime: string; endTime: string }) => ({
  day: formatWeekdayDate(slot.startsAt),
  start: slot.startTime,
  end: slot.endTime,
});

export async function queueLoss(
  tx: Tx | Db,
  loss: { customerId: number; kind: SlotLossKind; navigation: Navigation; message: string },
): Promise<void> {
  await tx.insert(slotLosses).values(loss);
}

/** The reservation-loss text of an expired hold. */
export const reservationLostText = (slot: { startsAt: Date; startTime: string; endTime: string }) =>
  t(slotsApi.reservationLost, slotWhen(slot));

/** The first-slot-loss text of a product added with 'Continua'. */
export const firstSlotLostText = (product: string, slot: { startsAt: Date; startTime: string; endTime: string }) =>
  t(slotsApi.firstSlotLost, { product, ...slotWhen(slot) });

/**
 * The customer's losses, taken (deleted) in one statement: the latest of each kind is answered (an older
 * one of the same kind is superseded by it).
 */
export async function takeLosses(
  db: Db,
  customerId: number,
): Promise<{ firstSlotLoss: { message: string } | null; slotReservationLoss: { message: string } | null }> {
  const rows = await db.delete(slotLosses).where(eq(slotLosses.customerId, customerId)).returning();
  const latest = (kind: SlotLossKind) =>
    rows.filter((r) => r.kind === kind).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  const first = latest('FIRST_SLOT');
  const held = latest('RESERVATION');
  return {
    firstSlotLoss: first ? { message: first.message } : null,
    slotReservationLoss: held ? { message: held.message } : null,
  };
}
