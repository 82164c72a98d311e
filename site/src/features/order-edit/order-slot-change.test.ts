import { describe, expect, it, vi } from 'vitest';
import type { Slot } from '@mercato/contracts';
import type { OrderCard } from '@mercato/contracts/checkout';
import { SLOT_SOLD_OUT } from '@mercato/contracts/error-codes';
import { ShopError } from '@mercato/client';
import { slotChanger } from './order-slot-change.ts';

const slot = (slotId: number) => ({ slotId, price: 390 }) as Slot;
const moved = { navigation: 'supermercato', slotDate: '2026-11-28', slotStartTime: '10:00', slotEndTime: '12:00' };
const shopError = (status: number, code = String(status)) =>
  Object.assign(Object.create(ShopError.prototype), { status, code, message: 'x', details: { nearest: [] } });

describe("'Conferma modifica' of the change-slot page", () => {
  it("moves the order with the page's version and answers the new slot", async () => {
    const changeOrderSlot = vi.fn(async (_orderId: number, _input: unknown) => moved as OrderCard);
    const change = slotChanger({ orderId: 83, version: 4 }, () => ({ changeOrderSlot }), vi.fn());
    const answer = await change(slot(506));
    expect(changeOrderSlot.mock.calls[0]?.[0]).toBe(83);
    expect(changeOrderSlot.mock.calls[0]?.[1]).toMatchObject({ slotId: 506, version: 4 });
    expect(answer).toEqual({
      slotId: 506,
      site: 'supermercato',
      startDate: '2026-11-28',
      startTime: '10:00',
      endTime: '12:00',
      price: 390,
      reservedUntil: null,
      extendFrom: null,
    });
  });

  it('sends the same key again after an answer that never came, a new one after a refusal', async () => {
    const failures: unknown[] = [];
    const changeOrderSlot = vi
      .fn()
      .mockRejectedValueOnce(shopError(-1))
      .mockRejectedValueOnce(shopError(409))
      .mockResolvedValue(moved);
    const change = slotChanger(
      { orderId: 83, version: 4 },
      () => ({ changeOrderSlot }),
      (e) => failures.push(e),
    );
    await expect(change(slot(506))).rejects.toBeTruthy();
    await expect(change(slot(506))).rejects.toBeTruthy();
    await change(slot(506));
    const keys = changeOrderSlot.mock.calls.map((c) => c[1].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(failures).toHaveLength(2);
  });

  it('leaves a lost race to the picker (the nearest free slots), with no alert', async () => {
    const onFailure = vi.fn();
    const changeOrderSlot = vi.fn().mockRejectedValue(shopError(409, SLOT_SOLD_OUT));
    const change = slotChanger({ orderId: 83, version: 4 }, () => ({ changeOrderSlot }), onFailure);
    await expect(change(slot(506))).rejects.toBeTruthy();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
