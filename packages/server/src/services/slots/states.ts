// The state of each slot for a shopper (orders §4; contracts slots.ts SlotState) and its view status
// (shell §3: ESAURITA, NON_ATTIVA, INIBITA_CAMBIO_SLOT, RIATTIVABILE). In order of precedence:
//   RESERVED            the shopper's held slot (or, changing an order, the order's slot); its view
//                       status is INIBITA_CAMBIO_SLOT when the order's slot can no longer be changed
//   INACTIVE            not active, or past the booking cut-off (start − SLOT_BOOKING_CUTOFF_MINUTES): NON_ATTIVA
//   SOLD_OUT            booked = capacity: ESAURITA
//   BLOCKED_BY_TROLLEY  a product in the trolley needs more preparation time than the slot's lead time
//                       (now → start)
//   AVAILABLE           RIATTIVABILE when it is the shopper's expired hold (free again to book)
// The open look-up and the live events know no shopper: only AVAILABLE, SOLD_OUT and INACTIVE.
import type { Slot, SlotOrderKind, SlotState, SlotViewStatus } from '@mercato/contracts';
import type { deliverySlots } from '../../db/schema/geo.ts';
import { CUTOFF_MS, HOUR_MS } from '../slot-rules/time.ts';

export type SlotRow = typeof deliverySlots.$inferSelect;

/** What makes a slot the shopper's: their hold, their expired hold, their trolley, their orders. */
export interface ShopperView {
  /** The shopper's held slot, or the order's slot when changing an order. */
  heldSlotId: number | null;
  /** The held slot's time can no longer be changed (an order past its cut-off). */
  heldLocked: boolean;
  /** The slot whose hold expired last (RIATTIVABILE while free). */
  lapsedSlotId: number | null;
  /** The longest preparation time of the trolley's (or the order's) products, hours. */
  preparationHours: number;
  /** The shopper's own orders by slot time (`uniqueTimeId`). */
  orders: Map<string, { kinds: Set<SlotOrderKind>; supermercato: string[] }>;
}

export interface Judged {
  state: SlotState;
  viewStatus: SlotViewStatus | null;
}

/** The state everyone sees: AVAILABLE, SOLD_OUT or INACTIVE. */
export function publicState(row: Pick<SlotRow, 'active' | 'startsAt' | 'booked' | 'capacity'>, now: Date): SlotState {
  if (!row.active || row.startsAt.getTime() - CUTOFF_MS <= now.getTime()) return 'INACTIVE';
  return row.booked >= row.capacity ? 'SOLD_OUT' : 'AVAILABLE';
}

export function judge(row: SlotRow, now: Date, view: ShopperView | null): Judged {
  if (view && view.heldSlotId === row.id)
    return { state: 'RESERVED', viewStatus: view.heldLocked ? 'INIBITA_CAMBIO_SLOT' : null };
  const state = publicState(row, now);
  if (state === 'INACTIVE') return { state, viewStatus: 'NON_ATTIVA' };
  if (state === 'SOLD_OUT') return { state, viewStatus: 'ESAURITA' };
  if (view && row.startsAt.getTime() < now.getTime() + view.preparationHours * HOUR_MS)
    return { state: 'BLOCKED_BY_TROLLEY', viewStatus: null };
  return { state, viewStatus: view?.lapsedSlotId === row.id ? 'RIATTIVABILE' : null };
}

export const uniqueTimeId = (row: Pick<SlotRow, 'slotDate' | 'startTime'>) => `${row.slotDate}T${row.startTime}`;

/** A slot row as the contract's Slot, judged for the shopper (null: the open look-up). */
export function toSlot(row: SlotRow, now: Date, view: ShopperView | null): Slot {
  const { state, viewStatus } = judge(row, now, view);
  const slot: Slot = {
    slotId: row.id,
    uniqueTimeId: uniqueTimeId(row),
    checked: state === 'RESERVED',
    price: row.priceCents,
    startDate: row.slotDate,
    startTime: row.startTime,
    endTime: row.endTime,
    timeRangeId: row.timeRangeId,
    eco: row.eco,
    fast: row.fast,
    notAvailable: state === 'SOLD_OUT' || state === 'BLOCKED_BY_TROLLEY' || state === 'INACTIVE',
    state,
    viewStatus,
  };
  const mine = view?.orders.get(slot.uniqueTimeId);
  if (mine) {
    slot.orderKinds = [...mine.kinds];
    if (mine.supermercato.length > 0) slot.supermercatoOrdersPublicIds = mine.supermercato;
  }
  return slot;
}
