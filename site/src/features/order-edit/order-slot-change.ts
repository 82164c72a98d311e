// 'Conferma modifica' of /ordini/modifica-consegna as a function the slot picker calls (its changeSlot
// prop): POST auth/orders/{orderId}/slot with the version the page showed and one idempotency key per
// press — the key of a press whose answer never came is sent again by the next press on the same slot,
// so a retry moves the order once. Answers the order's new slot as the picker's SlotReservation. A lost
// race (SLOT_SOLD_OUT) is left to the picker, which shows the nearest free slots; any other failure goes
// to `onFailure` (the alert 'Modifica Ordine', then the orders list).
import type { Slot, SlotReservation } from '@mercato/contracts';
import type { OrderCard } from '@mercato/contracts/checkout';
import { newIdempotencyKey, ShopError, slotConflictOf, type OrderEditCalls } from '@mercato/client';

export function slotChanger(
  order: Pick<OrderCard, 'orderId' | 'version'>,
  api: () => Pick<OrderEditCalls, 'changeOrderSlot'>,
  onFailure: (err: unknown) => void,
): (slot: Slot) => Promise<SlotReservation> {
  let pending: { slotId: number; key: string } | null = null;
  return async (slot) => {
    const key = pending?.slotId === slot.slotId ? pending.key : newIdempotencyKey();
    pending = { slotId: slot.slotId, key };
    try {
      const moved = await api().changeOrderSlot(order.orderId, {
        slotId: slot.slotId,
        version: order.version,
        idempotencyKey: key,
      });
      pending = null;
      return {
        slotId: slot.slotId,
        site: moved.navigation,
        startDate: moved.slotDate,
        startTime: moved.slotStartTime,
        endTime: moved.slotEndTime,
        price: slot.price,
        reservedUntil: null,
        extendFrom: null,
      };
    } catch (err) {
      // A definite answer (4xx): the next press is a new change; none (network, 5xx): the same key again.
      const status = err instanceof ShopError ? err.status : -1;
      if (status >= 400 && status < 500) pending = null;
      if (!slotConflictOf(err)) onFailure(err);
      throw err;
    }
  };
}
