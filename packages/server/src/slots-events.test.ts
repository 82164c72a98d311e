// Live slot events (GET slots/events, server-sent events), on PGlite and (DATABASE_URL_TEST) on
// PostgreSQL: what an open stream receives, what it does not, the limits, the shop's shutdown, and on
// PostgreSQL two shop instances over one database telling each other's shoppers (LISTEN/NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SLOT_EVENT_RETRY_MS, SLOT_EVENT_STREAMS_PER_CLIENT, SlotEvent, SlotReservation } from '@mercato/contracts';
import { slotsApi } from '@mercato/contracts/i18n/it';
import { deliverySlots } from './db/schema/geo.ts';
import { slotEventStreams } from './db/schema/platform.ts';
import { extendHorizon } from './services/slots/horizon.ts';
import { openShop, type Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { testDatabases } from './test/databases.ts';
import { insertWeek, shopper, slotWorld, type SlotWorld } from './test/slots.ts';

/** Monday 4 May 2026, 08:00 in Rome. */
const T0 = new Date('2026-05-04T06:00:00Z');

/** An open stream read as a browser would: blocks separated by a blank line. */
async function openEvents(shop: Shop, scope: string, opts: { client?: string; origin?: string } = {}) {
  const res = await shop.app.fetch(
    new Request(`http://localhost:4321/commerce/resources/slots/events?scope=${encodeURIComponent(scope)}`, {
      headers: opts.origin ? { origin: opts.origin } : {},
    }),
    { clientAddress: opts.client ?? '192.0.2.50' },
  );
  // Taken at the first read, so that an error answer can still be read as JSON.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  async function nextBlock(): Promise<string | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      reader ??= res.body?.getReader();
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  /** The next `slot` event (heartbeats and hints skipped); null when the stream ended. */
  async function nextEvent(): Promise<SlotEvent | null> {
    for (;;) {
      const block = await nextBlock();
      if (block === null) return null;
      const lines = block.split('\n');
      if (!lines.includes('event: slot')) continue;
      const data = lines.find((l) => l.startsWith('data: '));
      return SlotEvent.parse(JSON.parse(data?.slice('data: '.length) ?? 'null'));
    }
  }
  return { res, nextBlock, nextEvent, close: () => (reader ?? res.body?.getReader())?.cancel() };
}

/** Waits until the shop has `n` open streams (a closed stream is counted off just after it ends). */
async function streamsOpen(shop: Shop, n: number): Promise<void> {
  while (shop.services.slots.events.size() !== n) await new Promise((r) => setTimeout(r, 5));
}

describe.each(testDatabases())('live slot events on $name', (database) => {
  let shop: Shop;
  let world: SlotWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await slotWorld(shop);
    await insertWeek(shop, { deliveryAreaId: world.areaId }, '2026-04-27', { capacity: 2 });
    await insertWeek(shop, { deliveryAreaId: world.otherAreaId }, '2026-04-27', { capacity: 2 });
    await extendHorizon(shop.db, T0);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const slotId = async (areaId: number, day: string, start: string) => {
    const [row] = await shop.db
      .select({ id: deliverySlots.id })
      .from(deliverySlots)
      .where(
        and(
          eq(deliverySlots.deliveryAreaId, areaId),
          eq(deliverySlots.slotDate, day),
          eq(deliverySlots.startTime, start),
        ),
      );
    return row.id;
  };

  it('tells an open stream of every place taken and freed in its scope, and nothing of other scopes', async () => {
    const scope = `area:${world.areaId}`;
    const stream = await openEvents(shop, scope, { origin: 'https://partner.example' });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await stream.nextBlock()).toBe(`retry: ${SLOT_EVENT_RETRY_MS}`);
    const anna = await shopper(shop, { postcode: world.postcode });
    const bruno = await shopper(shop, { postcode: world.postcode });
    const elsewhere = await shopper(shop, { postcode: world.otherPostcode });
    const target = await slotId(world.areaId, '2026-05-06', '12:00');
    const book = (s: typeof anna, id: number, key: string) =>
      s.client.call('POST', '/auth/slots/reservation', { json: { slotId: id, idempotencyKey: key }, xsrf: true });

    await dataOf(await book(anna, target, 'events-anna-1'), SlotReservation);
    expect(await stream.nextEvent()).toEqual({ slotId: target, state: 'AVAILABLE' });
    // A booking in another area reaches this stream never: the next event here is the last place taken.
    await dataOf(
      await book(elsewhere, await slotId(world.otherAreaId, '2026-05-06', '12:00'), 'events-other-1'),
      SlotReservation,
    );
    await dataOf(await book(bruno, target, 'events-bruno-1'), SlotReservation);
    expect(await stream.nextEvent()).toEqual({ slotId: target, state: 'SOLD_OUT' });
    expect((await anna.client.call('DELETE', '/auth/slots/reservation', { xsrf: true })).status).toBe(204);
    expect(await stream.nextEvent()).toEqual({ slotId: target, state: 'AVAILABLE' });
    // Changing slot: the old place freed and the new one taken.
    const next = await slotId(world.areaId, '2026-05-06', '14:00');
    await dataOf(await book(bruno, next, 'events-bruno-2'), SlotReservation);
    const changes = [await stream.nextEvent(), await stream.nextEvent()];
    expect(changes).toEqual(
      expect.arrayContaining([
        { slotId: target, state: 'AVAILABLE' },
        { slotId: next, state: 'AVAILABLE' },
      ]),
    );
    await stream.close();
    await streamsOpen(shop, 0);
  });

  it('refuses a bad scope, and more than the open streams one client may keep', async () => {
    for (const bad of ['', 'area', 'area:0', 'area:x', 'zone:1', 'area:99999999999']) {
      const res = await openEvents(shop, bad);
      expect((await errorOf(res.res, 400)).entityErrors?.[0].field, bad).toBe('scope');
    }
    const scope = `area:${world.areaId}`;
    const open = [];
    for (let i = 0; i < SLOT_EVENT_STREAMS_PER_CLIENT; i++) {
      const s = await openEvents(shop, scope, { client: '203.0.113.9' });
      expect(s.res.status).toBe(200);
      open.push(s);
    }
    const refused = await openEvents(shop, scope, { client: '203.0.113.9' });
    const err = await errorOf(refused.res, 429);
    expect(err.message).toMatch(/^Troppe connessioni aperte da questo dispositivo\. Riprova tra \d+ secondi\.$/);
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(slotsApi.tooManyStreams).toContain('{seconds}');
    // Another client is not affected; a closed stream makes room again.
    const other = await openEvents(shop, scope, { client: '203.0.113.10' });
    expect(other.res.status).toBe(200);
    await other.close();
    await open[0].close();
    await streamsOpen(shop, SLOT_EVENT_STREAMS_PER_CLIENT - 1);
    const again = await openEvents(shop, scope, { client: '203.0.113.9' });
    expect(again.res.status).toBe(200);
    for (const s of [...open.slice(1), again]) await s.close();
    await streamsOpen(shop, 0);
  });

  it('ends every open stream when the shop stops', async () => {
    const other = await database.open({ now: () => T0 });
    const stream = await openEvents(other, 'area:1');
    expect(await stream.nextBlock()).toBe(`retry: ${SLOT_EVENT_RETRY_MS}`);
    await other.close();
    expect(await stream.nextEvent()).toBeNull();
  });

  it.runIf(database.name === 'postgres')(
    'two shop instances over one PostgreSQL each tell their shoppers of a booking made through the other',
    async () => {
      const second = await openShop({ databaseUrl: shop.config.databaseUrl ?? '', seed: false, now: () => T0 });
      try {
        const scope = `area:${world.areaId}`;
        const onSecond = await openEvents(second, scope);
        const onFirst = await openEvents(shop, scope);
        expect(await onSecond.nextBlock()).toBe(`retry: ${SLOT_EVENT_RETRY_MS}`);
        expect(await onFirst.nextBlock()).toBe(`retry: ${SLOT_EVENT_RETRY_MS}`);
        // Anna books through the first instance: the second's stream hears it.
        const anna = await shopper(shop, { postcode: world.postcode });
        const a = await slotId(world.areaId, '2026-05-07', '16:00');
        await dataOf(
          await anna.client.call('POST', '/auth/slots/reservation', {
            json: { slotId: a, idempotencyKey: 'two-shops-1' },
            xsrf: true,
          }),
          SlotReservation,
        );
        expect(await onSecond.nextEvent()).toEqual({ slotId: a, state: 'AVAILABLE' });
        expect(await onFirst.nextEvent()).toEqual({ slotId: a, state: 'AVAILABLE' });
        // Bruno, signed in on the second instance (sessions live in the database), takes the last place.
        const bruno = await shopper(second, { postcode: world.postcode });
        await dataOf(
          await bruno.client.call('POST', '/auth/slots/reservation', {
            json: { slotId: a, idempotencyKey: 'two-shops-2' },
            xsrf: true,
          }),
          SlotReservation,
        );
        expect(await onFirst.nextEvent()).toEqual({ slotId: a, state: 'SOLD_OUT' });
        expect(await onSecond.nextEvent()).toEqual({ slotId: a, state: 'SOLD_OUT' });
        await onFirst.close();
        await onSecond.close();
      } finally {
        await second.close();
      }
    },
  );

  it("counts a client's open streams on every instance of the shop, not those of an instance that died", async () => {
    const scope = `area:${world.areaId}`;
    const client = '203.0.113.77';
    const row = (instance: string, expiresAt: Date) => ({ id: randomUUID(), client, instance, expiresAt });
    // Another instance holds all but one of this client's streams; one that died (kill -9) held as many,
    // its leases run out.
    await shop.db
      .insert(slotEventStreams)
      .values([
        ...Array.from({ length: SLOT_EVENT_STREAMS_PER_CLIENT - 1 }, () => row('other', new Date(Date.now() + 60_000))),
        ...Array.from({ length: SLOT_EVENT_STREAMS_PER_CLIENT }, () => row('dead', new Date(Date.now() - 1000))),
      ]);
    const last = await openEvents(shop, scope, { client });
    expect(last.res.status).toBe(200);
    const refused = await openEvents(shop, scope, { client });
    expect((await errorOf(refused.res, 429)).message).toMatch(/^Troppe connessioni aperte/);
    // The other instance's streams end: there is room again.
    await shop.db.delete(slotEventStreams).where(eq(slotEventStreams.instance, 'other'));
    const again = await openEvents(shop, scope, { client });
    expect(again.res.status).toBe(200);
    await last.close();
    await again.close();
    await streamsOpen(shop, 0);
    expect(await shop.db.select().from(slotEventStreams).where(eq(slotEventStreams.client, client))).toEqual([]);
  });

  it.runIf(database.name === 'postgres')(
    'two shop instances over one PostgreSQL allow a client its open streams once, not once each',
    async () => {
      const second = await openShop({ databaseUrl: shop.config.databaseUrl ?? '', seed: false, now: () => T0 });
      const client = '203.0.113.78';
      const scope = `area:${world.areaId}`;
      const open = [];
      try {
        for (let i = 0; i < SLOT_EVENT_STREAMS_PER_CLIENT; i++) {
          const s = await openEvents(i % 2 ? second : shop, scope, { client });
          expect(s.res.status).toBe(200);
          open.push(s);
        }
        for (const instance of [shop, second]) await errorOf((await openEvents(instance, scope, { client })).res, 429);
        for (const s of open) await s.close();
      } finally {
        await second.close();
      }
    },
  );
});
