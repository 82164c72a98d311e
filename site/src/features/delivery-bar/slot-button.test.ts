import { describe, expect, test } from 'vitest';
import type { Slot, SlotReservation } from '@mercato/contracts';
import { slotButtonText } from './slot-button.ts';

const reservation: SlotReservation = {
  slotId: 41,
  site: 'supermercato',
  startDate: '2026-11-27',
  startTime: '10:00',
  endTime: '11:00',
  price: 390,
  reservedUntil: '2026-11-24T12:00:00.000Z',
  extendFrom: '2026-11-24T11:50:00.000Z',
};
const first: Slot = {
  slotId: 7,
  uniqueTimeId: '2026-11-25T08:00',
  checked: false,
  price: 0,
  startDate: '2026-11-25',
  startTime: '08:00',
  endTime: '09:00',
  timeRangeId: 1,
  eco: false,
  fast: false,
  notAvailable: false,
  state: 'AVAILABLE',
  viewStatus: null,
};

describe('slotButtonText', () => {
  test("nothing booked and no first slot known: 'PRENOTA'", () => {
    expect(slotButtonText(null, null)).toBe('PRENOTA');
  });

  test('nothing booked: the first available date', () => {
    expect(slotButtonText(null, first)).toBe('Prima data disponibile: mercoledì 25 novembre');
  });

  test('a booked slot wins over the first available one: its day and time range', () => {
    expect(slotButtonText(reservation, first)).toBe('venerdì 27 novembre 10:00-11:00');
    expect(slotButtonText(reservation, null)).toBe('venerdì 27 novembre 10:00-11:00');
  });
});
