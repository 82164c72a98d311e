// The slot calls (contracts slots.ts lists the paths): one function per call over a `request()` of
// request.ts — `slotCalls(requestFor(apiBase))` in an element, `slotCalls(client.request)` with the
// page's client — kept out of createClient() so that the pages and elements that never show slots do not
// carry them. `openSlotEvents` is the live feed of slots/events around the browser's EventSource.
import type {
  Slot,
  SlotAvailabilityQuery,
  SlotBookRequest,
  SlotEvent,
  SlotReservation,
  SlotWeek,
  SlotWeekQuery,
} from '@mercato/contracts/slots';
import { SLOT_SOLD_OUT } from '@mercato/contracts/error-codes';
import { API_PREFIX, type ShopRequest } from './request.ts';
import type { ShopError } from './shop-error.ts';

export { SLOT_SOLD_OUT };

export function slotCalls(request: ShopRequest) {
  return {
    /** GET auth/slots?from=&orderId=: the shopper's week (logged customers; states per shopper). */
    getSlotWeek: (query: SlotWeekQuery = {}) => request<SlotWeek>('GET', 'auth/slots', { query }),

    /**
     * GET slots/availability?postcode=&site=&from=: the read-only week of a postcode, answered to any
     * origin; sent without cookies (a partner page), asked again at once if need be.
     */
    getSlotAvailability: (query: SlotAvailabilityQuery) =>
      request<SlotWeek>('GET', 'slots/availability', { query, credentials: 'omit', dedupe: false }),

    /**
     * POST auth/slots/reservation {slotId, idempotencyKey}: books (or changes) the shopper's slot. Make one
     * key per choice of the shopper and send it again on a retry: the server books once and answers the
     * first result. A lost race rejects with a 409 ShopError of code SLOT_SOLD_OUT (see slotConflictOf).
     * The anti-duplicate guard is off: the key already makes a repeat harmless.
     */
    bookSlot: (input: SlotBookRequest) =>
      request<SlotReservation>('POST', 'auth/slots/reservation', { body: input, dedupe: false }),

    /** POST auth/slots/reservation/extend: holds the booked slot for another hold time. */
    extendSlot: () => request<SlotReservation>('POST', 'auth/slots/reservation/extend'),

    /** DELETE auth/slots/reservation: releases the booked slot (resolves null). */
    releaseSlot: () => request<null>('DELETE', 'auth/slots/reservation'),
  };
}

export type SlotCalls = ReturnType<typeof slotCalls>;

/** The nearest free slots offered by a booking that lost the race (409 SLOT_SOLD_OUT), else null. */
export function slotConflictOf(err: unknown): Slot[] | null {
  const e = err as Partial<ShopError> | null;
  if (!e || e.code !== SLOT_SOLD_OUT) return null;
  const nearest = e.details?.nearest;
  return Array.isArray(nearest) ? (nearest as Slot[]) : [];
}

/** A new idempotency key for bookSlot (contracts IdempotencyKey: 8-64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  // getRandomValues, unlike randomUUID, also exists on pages not served over https.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let key = '';
  for (const b of bytes) key += b.toString(16).padStart(2, '0');
  return key;
}

export interface SlotEventsOptions {
  /** The shop's origin ('' = same origin), as resolveApiBase() gives it. */
  baseUrl?: string;
  /**
   * Called each time the stream is (re)connected, the first time included: events sent while it was
   * down are not repeated, so a picker reloads its week here after a reconnection.
   */
  onOpen?: (reconnected: boolean) => void;
  /** The EventSource constructor (tests); default the browser's. */
  EventSource?: typeof EventSource;
  /** First delay before opening again a stream the server refused (doubles up to 60 s); default 5 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 60_000;

/**
 * Listens to GET slots/events?scope= (the scope of a SlotWeek): `onEvent` gets each SlotEvent. The browser
 * reconnects a dropped stream by itself (the server's `retry:` hint); a stream it gives up on (the server
 * answered an error, e.g. 429 for too many streams) is opened again after a growing delay. Returns the
 * function that closes it for good.
 */
export function openSlotEvents(
  scope: string,
  onEvent: (event: SlotEvent) => void,
  options: SlotEventsOptions = {},
): () => void {
  const ES = options.EventSource ?? globalThis.EventSource;
  const url = `${(options.baseUrl ?? '').replace(/\/+$/, '')}${API_PREFIX}/slots/events?scope=${encodeURIComponent(scope)}`;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let opened = false;
  let delay = options.retryMs ?? 5000;
  const listener = (e: MessageEvent) => {
    try {
      const data = JSON.parse(String(e.data)) as SlotEvent;
      if (typeof data?.slotId === 'number' && typeof data.state === 'string') onEvent(data);
    } catch {
      // Not an event of ours: ignored.
    }
  };
  const open = () => {
    if (closed || !ES) return;
    const es = new ES(url);
    source = es;
    es.addEventListener('slot', listener as EventListener);
    es.onopen = () => {
      delay = options.retryMs ?? 5000;
      options.onOpen?.(opened);
      opened = true;
    };
    es.onerror = () => {
      // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up; try again later.
      if (closed || es.readyState !== 2) return;
      es.close();
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
