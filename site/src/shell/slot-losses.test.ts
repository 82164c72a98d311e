import { describe, expect, test } from 'vitest';
import { slotLossMessages } from './slot-losses.ts';

describe('slotLossMessages', () => {
  test('the first slot loss comes before the reservation loss', () => {
    expect(
      slotLossMessages({
        slotReservationLoss: { message: 'La prenotazione è scaduta.' },
        firstSlotLoss: { message: 'La prima fascia non è più prenotabile.' },
      }),
    ).toEqual(['La prima fascia non è più prenotabile.', 'La prenotazione è scaduta.']);
  });

  test('nothing lost, nothing shown; one loss alone is shown alone', () => {
    expect(slotLossMessages({ firstSlotLoss: null, slotReservationLoss: null })).toEqual([]);
    expect(slotLossMessages({ firstSlotLoss: null, slotReservationLoss: { message: 'Scaduta.' } })).toEqual([
      'Scaduta.',
    ]);
    expect(slotLossMessages({ firstSlotLoss: { message: '' }, slotReservationLoss: null })).toEqual([]);
  });
});
