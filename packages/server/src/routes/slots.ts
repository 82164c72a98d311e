// Slot calls (contracts slots.ts): the open look-up and the live events (any origin, no credentials:
// app.ts OPEN_LOOKUPS), the shopper's week and the booking calls under auth/ (logged customers, and power
// guests to read their week; others get 401 'Effettua l'accesso per utilizzare il servizio', after the
// XSRF check of unsafe methods). The input is checked here with the form's messages (the slots service's
// schemas): the look-up's query before the look-up is counted; booking's body deferred, as booking first
// refuses a customer who has not accepted the rules.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod/mini';
import {
  SLOT_EVENT_HEARTBEAT_MS,
  SLOT_EVENT_RETRY_MS,
  SlotBookRequest,
  SlotReservation,
  SlotWeek,
} from '@mercato/contracts';
import { slots as slotTexts, slotsApi } from '@mercato/contracts/i18n/it';
import { tooManyRequests, unauthorized } from '../errors.ts';
import { clientAddress, privateAnswer, privateNoContent, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { AvailabilityQuery, EventsQuery, WeekQuery } from '../services/slots/index.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, query } from './input.ts';

const tag = 'Slots';
const Nav = z.object({ nav: z.optional(z.string()) });
const form = { form: true } as const;

/** chosen: a refused stream may try again after this long (Retry-After). */
const STREAMS_RETRY_AFTER_S = 30;
/** chosen: writes a stream may have waiting for a slow reader before it is ended (the browser reconnects). */
const MAX_PENDING_WRITES = 64;

export function slotRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.slots;
  const customerId = (c: AppContext): number => {
    const id = c.get('session')?.customerId;
    if (id === null || id === undefined) throw unauthorized(slotTexts.freeVisit);
    return id;
  };

  const availability = doc({
    tag,
    summary: "A postcode's week, read-only (open to any origin; counted per client address)",
    ok: { data: SlotWeek },
  });
  r.get('/slots/availability', query(AvailabilityQuery, form), availability, async (c) => {
    // Counted like the address checker's look-ups (per client address, 429 past the limit).
    await services.onboarding.countLookup(clientAddress(c, config));
    const data = await s.availability(c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  // Server-sent events: `retry:` first, then `event: slot` with a SlotEvent per change of the scope's
  // slots, and a comment line every SLOT_EVENT_HEARTBEAT_MS. Ends when the browser goes, when the shop
  // stops, or when this process had to listen again (the browser then reconnects and reloads its week).
  const events = doc({
    tag,
    summary: "Live changes of a scope's slots (server-sent events `slot` with a SlotEvent)",
    ok: { media: 'text/event-stream', description: '`retry:`, then `event: slot` lines, and `: ping` comments' },
  });
  r.get('/slots/events', query(EventsQuery, form), events, async (c) => {
    const scope = s.events.scopeOf(c.req.valid('query'));
    const client = clientAddress(c, config);
    await s.events.ready();
    // Counted in the database, over every instance of the shop (issue 33 point 7).
    const lease = await s.events.take(client);
    if (!lease) throw tooManyRequests(STREAMS_RETRY_AFTER_S, slotsApi.tooManyStreams);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      stream.onAbort(() => end());
      let pending = 0;
      const send = (text: string) => {
        if (pending >= MAX_PENDING_WRITES) return end();
        pending++;
        void stream.write(text).finally(() => {
          pending--;
        });
      };
      let unsubscribe = () => {};
      const beat = setInterval(() => send(': ping\n\n'), SLOT_EVENT_HEARTBEAT_MS);
      try {
        unsubscribe = await s.events.subscribe(scope, {
          event: (e) => send(`event: slot\ndata: ${JSON.stringify(e)}\n\n`),
          end: () => end(),
        });
        send(`retry: ${SLOT_EVENT_RETRY_MS}\n\n`);
        await ended;
      } catch {
        // The shop is stopping: the stream just ends.
      } finally {
        clearInterval(beat);
        // The lease first: once the stream is off this process's count (unsubscribe), its place is free.
        await s.events.give(lease).catch(() => {});
        unsubscribe();
      }
    });
  });

  const week = doc({
    tag,
    summary: "The shopper's week (a power guest's is read-only)",
    ok: { data: SlotWeek },
  });
  r.get('/auth/slots', requireCustomer(LOGIN_PROMPT, { guestMayRead: true }), query(WeekQuery, form), week, async (c) =>
    privateAnswer(c, await s.week(c.get('session'), c.req.valid('query'))),
  );
  const book = doc({
    tag,
    summary: 'Books (or changes to) a slot; the same idempotencyKey answers the first booking',
    ok: { data: SlotReservation },
  });
  r.post(
    '/auth/slots/reservation',
    xsrf(LOGIN_PROMPT),
    requireCustomer(LOGIN_PROMPT),
    body(SlotBookRequest, { form: true, deferred: true }),
    book,
    async (c) => privateAnswer(c, await s.book(c.get('session'), c.req.valid('json'))),
  );
  const extend = doc({
    tag,
    summary: "Extends the customer's hold",
    ok: { data: SlotReservation },
    checkedByService: { query: Nav },
  });
  r.post('/auth/slots/reservation/extend', xsrf(LOGIN_PROMPT), requireCustomer(LOGIN_PROMPT), extend, async (c) =>
    privateAnswer(c, await s.extend(customerId(c), c.req.query('nav'))),
  );
  const release = doc({
    tag,
    summary: "Releases the customer's hold",
    ok: { status: 204 },
    checkedByService: { query: Nav },
  });
  r.delete('/auth/slots/reservation', xsrf(LOGIN_PROMPT), requireCustomer(LOGIN_PROMPT), release, async (c) => {
    await s.release(customerId(c), c.req.query('nav'));
    return privateNoContent(c);
  });
  return r;
}
