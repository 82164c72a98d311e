// The slots' routes on the tests' fake shop (fake-shop.ts): the slot calls of
// packages/contracts/src/slots.ts answered from memory, and a fake EventSource for slots/events, so the
// tests (the slot picker's unit tests and its e2e spec) go through the widget's real calls. Two weeks from Thursday 26 November 2026; four time
// ranges; slots in every state of the contract.
import type { Slot, SlotEvent, SlotReservation, SlotState, SlotWeek } from '@mercato/contracts/slots';
import { createFakeShop, json, type Route, shopError as error } from './fake-shop.ts';

export const WEEK_1 = [
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
];
export const WEEK_2 = [
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
];
export const TIME_RANGES = [
  { id: 1, startTime: '08:00', endTime: '10:00' },
  { id: 2, startTime: '10:00', endTime: '12:00' },
  { id: 3, startTime: '14:00', endTime: '16:00' },
  { id: 4, startTime: '18:00', endTime: '20:00' },
];

/** The id of the slot of a day (0-13 over the two weeks) and time range (1-4). */
export const slotIdOf = (day: number, range: number) => 1000 + day * 10 + range;

interface SlotSpec {
  state?: SlotState;
  price?: number;
  eco?: boolean;
  fast?: boolean;
  promotional?: boolean;
  orderKinds?: Slot['orderKinds'];
  missing?: boolean;
}

/**
 * The first week: Thursday 08:00 sold out, 10:00 3,90 € eco, 14:00 free and fast, 18:00 blocked by the
 * trolley; Friday 08:00 promotional 1,90 € with a pharmacy order on it; Saturday 08:00 inactive and no
 * 18:00 slot; every other slot 5,90 € and available (Sunday's fast and eco too).
 */
const SPECS: Record<number, SlotSpec> = {
  [slotIdOf(0, 1)]: { state: 'SOLD_OUT' },
  [slotIdOf(0, 2)]: { price: 390, eco: true },
  [slotIdOf(0, 3)]: { price: 0, fast: true },
  [slotIdOf(0, 4)]: { state: 'BLOCKED_BY_TROLLEY' },
  [slotIdOf(1, 1)]: { price: 190, promotional: true, orderKinds: ['pharmacy'] },
  [slotIdOf(2, 1)]: { state: 'INACTIVE' },
  [slotIdOf(2, 4)]: { missing: true },
  [slotIdOf(3, 2)]: { eco: true, fast: true },
};

export interface SlotShopOptions {
  /** No slot at all in any week. */
  empty?: boolean;
  /** Every slot sold out. */
  soldOut?: boolean;
  /** The shopper's held slot at the start (with the hold's instants). */
  reservation?: { slotId: number; reservedUntil: string | null; extendFrom: string | null };
}

export function createSlotShop(options: SlotShopOptions = {}) {
  /** Places taken by other shoppers since the start: slot → sold out. */
  const takenByOthers = new Set<number>();
  /** Bookings that lose the race (another shopper took the last place at the same moment). */
  const loseRace = new Set<number>();
  const answersByKey = new Map<string, SlotReservation>();

  const allSlots = (readOnly: boolean, reservedId: number | null): Slot[] =>
    [...WEEK_1, ...WEEK_2].flatMap((date, day) =>
      TIME_RANGES.flatMap((range) => {
        const slotId = slotIdOf(day, range.id);
        const spec = SPECS[slotId] ?? {};
        if (spec.missing || options.empty) return [];
        let state: SlotState = options.soldOut || takenByOthers.has(slotId) ? 'SOLD_OUT' : (spec.state ?? 'AVAILABLE');
        if (slotId === reservedId) state = 'RESERVED';
        // The open look-up knows no shopper: no per-shopper state.
        if (readOnly && (state === 'RESERVED' || state === 'BLOCKED_BY_TROLLEY')) state = 'AVAILABLE';
        return [
          {
            slotId,
            uniqueTimeId: `${date}T${range.startTime}`,
            checked: state === 'RESERVED',
            price: spec.price ?? 590,
            promotional: spec.promotional,
            startDate: date,
            startTime: range.startTime,
            endTime: range.endTime,
            timeRangeId: range.id,
            eco: !!spec.eco,
            fast: !!spec.fast,
            notAvailable: state !== 'AVAILABLE' && state !== 'RESERVED',
            state,
            viewStatus: state === 'SOLD_OUT' ? 'ESAURITA' : state === 'INACTIVE' ? 'NON_ATTIVA' : null,
            orderKinds: readOnly ? undefined : spec.orderKinds,
          } satisfies Slot,
        ];
      }),
    );

  let reservation: SlotReservation | null = null;
  const reserve = (slot: Slot, hold: { reservedUntil: string | null; extendFrom: string | null }) => {
    reservation = {
      slotId: slot.slotId,
      site: 'supermercato',
      startDate: slot.startDate,
      startTime: slot.startTime,
      endTime: slot.endTime,
      price: slot.price,
      ...hold,
    };
    return reservation;
  };
  if (options.reservation) {
    const slot = allSlots(false, null).find((s) => s.slotId === options.reservation!.slotId)!;
    reserve(slot, options.reservation);
  }

  const week = (from: string | undefined, readOnly: boolean, scope: string): SlotWeek => {
    const second = from === WEEK_2[0];
    const dates = second ? WEEK_2 : WEEK_1;
    const slots = allSlots(readOnly, readOnly ? null : (reservation?.slotId ?? null));
    const firstAvailable = slots.find((s) => s.state === 'AVAILABLE') ?? null;
    return {
      site: 'supermercato',
      from: dates[0]!,
      previousFrom: second ? WEEK_1[0]! : null,
      nextFrom: second ? null : WEEK_2[0]!,
      timeRanges: TIME_RANGES,
      days: dates.map((date) => ({ date, slots: slots.filter((s) => s.startDate === date) })),
      firstAvailable,
      reservation: readOnly ? null : reservation,
      readOnly,
      scope,
    };
  };

  const routes: Route = ({ method, path, query, body }) => {
    const from = query.from;
    if (method === 'GET' && path === 'auth/slots') return json(200, { data: week(from, false, 'area:7') });
    if (method === 'GET' && path === 'slots/availability') {
      const postcode = query.postcode;
      if (postcode === '90121') return error(404, '404', 'Indirizzo non trovato o non coperto dal servizio');
      return json(200, { data: week(from, true, `postcode:${postcode}`) });
    }
    if (method === 'POST' && path === 'auth/slots/reservation') {
      const key = String(body?.idempotencyKey);
      const known = answersByKey.get(key);
      if (known) return json(200, { data: known });
      const slotId = Number(body?.slotId);
      const slot = allSlots(false, null).find((s) => s.slotId === slotId);
      if (!slot) return error(404, '404', 'Errore di trasferimento dati o risorsa non trovata');
      if (loseRace.has(slotId) || slot.state !== 'AVAILABLE') {
        takenByOthers.add(slotId);
        const nearest = allSlots(false, reservation?.slotId ?? null)
          .filter((s) => s.state === 'AVAILABLE')
          .sort((a, b) => Math.abs(a.slotId - slotId) - Math.abs(b.slotId - slotId))
          .slice(0, 3);
        return error(409, 'SLOT_SOLD_OUT', 'Fascia esaurita', { nearest });
      }
      // Holds end at fixed times of day (Rome 12:00, then 14:00 once extended) on a day far ahead, so
      // that no hold has run out, nor its prompt come, whatever day the tests run.
      const held = reserve(slot, {
        reservedUntil: '2099-11-26T11:00:00.000Z',
        extendFrom: '2099-11-26T10:50:00.000Z',
      });
      answersByKey.set(key, held);
      return json(200, { data: held });
    }
    if (method === 'POST' && path === 'auth/slots/reservation/extend') {
      if (!reservation) return error(404, '404', 'Nessuna prenotazione');
      reservation = {
        ...reservation,
        reservedUntil: '2099-11-26T13:00:00.000Z',
        extendFrom: '2099-11-26T12:50:00.000Z',
      };
      return json(200, { data: reservation });
    }
    return undefined;
  };

  const shop = createFakeShop(routes);
  return {
    ...shop,
    get reservation() {
      return reservation;
    },
    /** Another shopper takes the last place of a slot: the shop says so on the slots' event streams. */
    takeLastPlace(slotId: number) {
      takenByOthers.add(slotId);
      FakeEventSource.broadcast({ slotId, state: 'SOLD_OUT' });
    },
    /** The next booking of this slot loses the race to another shopper. */
    loseRaceFor(slotId: number) {
      loseRace.add(slotId);
    },
  };
}

/** EventSource as the picker uses it: `slot` events, close(); the open ones are listed. */
export class FakeEventSource {
  static open: FakeEventSource[] = [];
  static broadcast(event: SlotEvent) {
    for (const source of FakeEventSource.open) source.emit(event);
  }
  readonly url: string;
  onopen: (() => void) | null = null;
  private listeners: ((e: MessageEvent<string>) => void)[] = [];
  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.open.push(this);
  }
  addEventListener(name: string, listener: (e: MessageEvent<string>) => void) {
    if (name === 'slot') this.listeners.push(listener);
  }
  emit(event: SlotEvent) {
    for (const l of this.listeners) l(new MessageEvent('slot', { data: JSON.stringify(event) }));
  }
  /** The stream is open (again, after a reconnection). */
  connect() {
    this.onopen?.();
  }
  close() {
    FakeEventSource.open = FakeEventSource.open.filter((s) => s !== this);
  }
}
