// The slot button of the delivery header bar (spec shell §4 "Delivery header"): the booked slot's day and
// time, else the first available date, else 'PRENOTA'. Slot days are Rome calendar days (yyyy-MM-dd) and
// times Rome wall-clock times (contracts/slots.ts).
import type { Slot, SlotReservation } from '@mercato/contracts';
import { formatCalendarDay } from '@mercato/contracts/format/date';
import { shell, t } from '@mercato/contracts/i18n/it';

export function slotButtonText(reservation: SlotReservation | null, firstAvailable: Slot | null): string {
  if (reservation) {
    return t(shell.slotButtonBooked, {
      date: formatCalendarDay(reservation.startDate),
      start: reservation.startTime,
      end: reservation.endTime,
    });
  }
  if (firstAvailable) return t(shell.slotButtonFirstAvailable, { date: formatCalendarDay(firstAvailable.startDate) });
  return shell.slotButtonBook;
}
