// Reading slots: the rows of a scope within the horizon, the shopper's view of them (their hold, their
// expired hold, their trolley's preparation time, their orders), and the SlotWeek a picker draws
// (seven days from `from`, the time ranges, the first available slot, previous/next bounds).
import { and, asc, between, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_OF,
  SLOT_EXTEND_PROMPT_MINUTES,
  SLOT_GRID_DAYS,
  type Navigation,
  type Slot,
  type SlotOrderKind,
  type SlotReservation,
  type SlotTimeRange,
  type SlotWeek,
} from '@mercato/contracts';
import { formatTime, romeDayKey } from '@mercato/contracts/format/date';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { scopeKey, scopeWhere, type SlotScope } from '../slot-rules/scope.ts';
import { judge, toSlot, type ShopperView, type SlotRow } from './states.ts';
import { addDays, CUTOFF_MS, HOUR_MS, horizonOf } from '../slot-rules/time.ts';

/** The scope's slots from today to the horizon's last day, in time order. */
export async function horizonRows(db: Db | Tx, scope: SlotScope, now: Date): Promise<SlotRow[]> {
  const { first, last } = horizonOf(now);
  return db
    .select()
    .from(deliverySlots)
    .where(and(scopeWhere(scope), between(deliverySlots.slotDate, first, last)))
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id));
}

/**
 * The first slot the shopper can book (AVAILABLE for `view`: active, before its cut-off, a place free,
 * not blocked by the trolley, not the held one), in time order, within the horizon; null when none.
 */
export async function firstBookable(
  db: Db | Tx,
  scope: SlotScope,
  now: Date,
  view: ShopperView | null,
): Promise<SlotRow | null> {
  const { first, last } = horizonOf(now);
  const earliest = Math.max(now.getTime() + CUTOFF_MS + 1, now.getTime() + (view?.preparationHours ?? 0) * HOUR_MS);
  const [row] = await db
    .select()
    .from(deliverySlots)
    .where(
      and(
        scopeWhere(scope),
        between(deliverySlots.slotDate, first, last),
        eq(deliverySlots.active, true),
        lt(deliverySlots.booked, deliverySlots.capacity),
        gte(deliverySlots.startsAt, new Date(earliest)),
        view?.heldSlotId ? ne(deliverySlots.id, view.heldSlotId) : undefined,
      ),
    )
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id))
    .limit(1);
  return row ?? null;
}

/** The first day of the week shown: `from` (default today) moved into the horizon. */
export function weekStart(from: string | undefined, now: Date): string {
  const { first, last } = horizonOf(now);
  return clampDay(from ?? first, first, last);
}

/**
 * The rows of the seven days from `from` (a weekStart) that lie in the horizon, and the first slot the
 * shopper can book: found among them when the week starts today (rows are in time order), else asked
 * for (PGlite hands rows over slowly: a week is 49 of them, the horizon 98).
 */
export async function loadWeek(
  db: Db,
  scope: SlotScope,
  from: string,
  now: Date,
  view: ShopperView | null,
): Promise<{ rows: SlotRow[]; first: SlotRow | null }> {
  const { first: today, last } = horizonOf(now);
  const end = clampDay(addDays(from, SLOT_GRID_DAYS - 1), today, last);
  const rows = await db
    .select()
    .from(deliverySlots)
    .where(and(scopeWhere(scope), between(deliverySlots.slotDate, from, end)))
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id));
  const inWeek = from === today ? rows.find((r) => judge(r, now, view).state === 'AVAILABLE') : undefined;
  return { rows, first: inWeek ?? (await firstBookable(db, scope, now, view)) };
}

/** The longest preparation time, in hours, of the products in a trolley (0 when none). */
export async function trolleyPreparationHours(db: Db | Tx, trolleyId: number | null | undefined): Promise<number> {
  if (trolleyId === null || trolleyId === undefined) return 0;
  const [row] = rowsOf<{ hours: number | null }>(
    await db.execute(sql`
      select max(p.preparation_hours) as hours from trolley_items ti join products p on p.id = ti.product_id
      where ti.trolley_id = ${trolleyId}`),
  );
  return Number(row?.hours ?? 0);
}

/** The longest preparation time, in hours, of an order's products. */
export async function orderPreparationHours(db: Db, orderId: number): Promise<number> {
  const [row] = rowsOf<{ hours: number | null }>(
    await db.execute(sql`
      select max(p.preparation_hours) as hours from order_items oi join products p on p.id = oi.product_id
      where oi.order_id = ${orderId}`),
  );
  return Number(row?.hours ?? 0);
}

const KIND_OF_CATALOGUE: Record<'grocery' | 'pharma', SlotOrderKind> = { grocery: 'grocery', pharma: 'pharmacy' };

/**
 * The customer's orders still to come within the horizon, by slot time (`uniqueTimeId`): the legend's
 * order kinds, and the public ids of supermarket orders (the pharmacy's "linked to a supermarket order").
 */
export async function ordersByTime(db: Db, customerId: number, now: Date): Promise<ShopperView['orders']> {
  const { first, last } = horizonOf(now);
  const from = new Date(`${first}T00:00:00Z`);
  const to = new Date(`${addDays(last, 2)}T00:00:00Z`);
  const rows = await db
    .select({ navigation: orders.navigation, publicOrderId: orders.publicOrderId, startsAt: orders.slotStartTime })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        // A cancelled order, or one replaced by its modification (the new one counts), is no order here.
        notInArray(orders.status, ['ANNULLATO', 'SOSTITUITO']),
        between(orders.slotStartTime, from, to),
      ),
    );
  const out: ShopperView['orders'] = new Map();
  for (const o of rows) {
    const key = `${romeDayKey(o.startsAt)}T${formatTime(o.startsAt)}`;
    const entry = out.get(key) ?? { kinds: new Set<SlotOrderKind>(), supermercato: [] };
    entry.kinds.add(KIND_OF_CATALOGUE[CATALOGUE_OF[o.navigation as Navigation]]);
    if (o.navigation === 'supermercato') entry.supermercato.push(o.publicOrderId);
    out.set(key, entry);
  }
  return out;
}

/** The contract's SlotReservation of a held slot. */
export function reservationOf(
  slot: Pick<SlotRow, 'id' | 'site' | 'slotDate' | 'startTime' | 'endTime' | 'priceCents'>,
  until: Date | null,
): SlotReservation {
  return {
    slotId: slot.id,
    site: slot.site as Navigation,
    startDate: slot.slotDate,
    startTime: slot.startTime,
    endTime: slot.endTime,
    price: slot.priceCents,
    reservedUntil: until ? until.toISOString() : null,
    extendFrom: until ? new Date(until.getTime() - SLOT_EXTEND_PROMPT_MINUTES * 60_000).toISOString() : null,
  };
}

/** Up to `count` slots the shopper can book, nearest in time to `target` (not `target` itself). */
export function nearestAvailable(
  rows: SlotRow[],
  target: Pick<SlotRow, 'id' | 'startsAt'>,
  now: Date,
  view: ShopperView | null,
  count: number,
): Slot[] {
  const at = target.startsAt.getTime();
  return rows
    .filter((r) => r.id !== target.id && judge(r, now, view).state === 'AVAILABLE')
    .sort(
      (a, b) =>
        Math.abs(a.startsAt.getTime() - at) - Math.abs(b.startsAt.getTime() - at) ||
        a.startsAt.getTime() - b.startsAt.getTime(),
    )
    .slice(0, count)
    .map((r) => toSlot(r, now, view));
}

export interface WeekOptions {
  scope: SlotScope | null;
  site: Navigation;
  /** The week's first day (weekStart: a day outside the horizon is moved into it, not an error). */
  from: string;
  /** The first slot the shopper can book (loadWeek). */
  first: SlotRow | null;
  now: Date;
  view: ShopperView | null;
  reservation: SlotReservation | null;
  readOnly: boolean;
}

/** `day` moved into first…last (days compare as text). */
function clampDay(day: string, first: string, last: string): string {
  if (day < first) return first;
  if (day > last) return last;
  return day;
}

/** Seven days of slots from `from` (the rows of loadWeek), with the bounds of the previous and next seven within the horizon. */
export function weekOf(rows: SlotRow[], o: WeekOptions): SlotWeek {
  const { first, last } = horizonOf(o.now);
  const from = o.from;
  const days = Array.from({ length: SLOT_GRID_DAYS }, (_, i) => addDays(from, i));
  const inWeek = new Set(days);
  const byDay = new Map<string, Slot[]>(days.map((d) => [d, []]));
  const ranges = new Map<number, SlotTimeRange>();
  for (const r of rows) {
    if (!inWeek.has(r.slotDate)) continue;
    byDay.get(r.slotDate)?.push(toSlot(r, o.now, o.view));
    if (!ranges.has(r.timeRangeId))
      ranges.set(r.timeRangeId, { id: r.timeRangeId, startTime: r.startTime, endTime: r.endTime });
  }
  const previous = addDays(from, -SLOT_GRID_DAYS);
  const next = addDays(from, SLOT_GRID_DAYS);
  return {
    site: o.site,
    from,
    previousFrom: from > first ? clampDay(previous, first, last) : null,
    nextFrom: next <= last ? next : null,
    timeRanges: [...ranges.values()].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id),
    days: days.map((date) => ({
      date,
      slots: (byDay.get(date) ?? []).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.slotId - b.slotId),
    })),
    firstAvailable: o.first ? toSlot(o.first, o.now, o.view) : null,
    reservation: o.reservation,
    readOnly: o.readOnly,
    scope: o.scope ? scopeKey(o.scope) : '',
  };
}
