// Slot days and instants. Days are Rome calendar days ('yyyy-MM-dd'); instants are UTC. Rome's offset
// follows the spec's summer-time rule (contracts format/date.ts), which the database's own Europe/Rome
// rule agrees with (the horizon computes instants in SQL; the DST tests check both).
import { SLOT_BOOKING_CUTOFF_MINUTES, SLOT_HORIZON_DAYS } from '@mercato/contracts';
import { romeDayKey } from '@mercato/contracts/format/date';
import { isValidDate } from '@mercato/contracts/format/date-input';

/** Bookable until this long before the slot starts (INACTIVE after). */
export const CUTOFF_MS = SLOT_BOOKING_CUTOFF_MINUTES * 60_000;
export const HOUR_MS = 3_600_000;

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A real calendar day written 'yyyy-MM-dd'. */
export function isSlotDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m !== null && isValidDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The days slots are offered on at `now`: today (Rome) and the SLOT_HORIZON_DAYS - 1 after it. */
export function horizonOf(now: Date): { first: string; last: string } {
  const first = romeDayKey(now);
  return { first, last: addDays(first, SLOT_HORIZON_DAYS - 1) };
}
