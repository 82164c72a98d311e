// Slot bookings at once (issue 15 "never overbooked"), on PGlite and (DATABASE_URL_TEST) on PostgreSQL:
// 200 customers racing for 10 places, the same idempotency key sent many times at once, and shoppers
// swapping slots both ways at once (the lock order of services/slots/booking.ts: no deadlock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { SLOT_NEAREST_COUNT, SlotReservation } from '@mercato/contracts';
import { slotsApi } from '@mercato/contracts/i18n/it';
import { trolleys } from './db/schema/commerce.ts';
import { deliverySlots } from './db/schema/geo.ts';
import { extendHorizon } from './services/slots/horizon.ts';
import type { Shop } from './shop.ts';
import { dataOf } from './test/answers.ts';
import type { Client } from './test/databases.ts';
import { testDatabases } from './test/databases.ts';
import { insertWeek, shopper, slotWorld, type Shopper, type SlotWorld } from './test/slots.ts';

/** Monday 4 May 2026, 08:00 in Rome. */
const T0 = new Date('2026-05-04T06:00:00Z');
const RACERS = 200;
const PLACES = 10;

describe.each(testDatabases())('slot bookings at once on $name', (database) => {
  let shop: Shop;
  let world: SlotWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await slotWorld(shop);
    await insertWeek(shop, { deliveryAreaId: world.areaId }, '2026-04-27', { capacity: 40 });
    await extendHorizon(shop.db, T0);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const slot = async (day: string, start: string) => {
    const [row] = await shop.db
      .select()
      .from(deliverySlots)
      .where(
        and(
          eq(deliverySlots.deliveryAreaId, world.areaId),
          eq(deliverySlots.slotDate, day),
          eq(deliverySlots.startTime, start),
        ),
      );
    return row;
  };
  const book = (c: Client, slotId: number, key: string) =>
    c.call('POST', '/auth/slots/reservation', { json: { slotId, idempotencyKey: key }, xsrf: true });
  const shoppers = (n: number, net: number): Promise<Shopper[]> =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        shopper(shop, { postcode: world.postcode }, `10.${net}.${(i >> 8) & 255}.${i & 255}`),
      ),
    );

  it(`${RACERS} customers at once for ${PLACES} places: exactly ${PLACES} held, the others offered the nearest slots`, async () => {
    const target = await slot('2026-05-06', '12:00');
    await shop.db.update(deliverySlots).set({ capacity: PLACES, booked: 0 }).where(eq(deliverySlots.id, target.id));
    const racers = await shoppers(RACERS, 1);
    const answers = await Promise.all(racers.map((s, i) => book(s.client, target.id, `race-key-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PLACES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - PLACES);
    const winners: number[] = [];
    for (const [i, res] of answers.entries()) {
      const body = (await res.json()) as {
        data?: unknown;
        error?: { code: string; message: string; nearest: { slotId: number }[] };
      };
      if (res.status === 200) {
        expect(SlotReservation.parse(body.data).slotId).toBe(target.id);
        winners.push(racers[i].id);
      } else {
        expect(body.error).toMatchObject({ code: 'SLOT_SOLD_OUT', message: slotsApi.soldOut });
        expect(body.error?.nearest).toHaveLength(SLOT_NEAREST_COUNT);
        expect(body.error?.nearest.map((n) => n.slotId)).not.toContain(target.id);
      }
    }
    expect((await slot('2026-05-06', '12:00')).booked).toBe(PLACES);
    const holding = await shop.db
      .select({ customerId: trolleys.customerId })
      .from(trolleys)
      .where(eq(trolleys.slotId, target.id));
    expect(holding.map((h) => h.customerId).sort()).toEqual(winners.sort());
  }, 120_000);

  it('the same idempotency key sent 20 times at once books once and answers the same reservation', async () => {
    const target = await slot('2026-05-07', '12:00');
    await shop.db.update(deliverySlots).set({ capacity: 5, booked: 0 }).where(eq(deliverySlots.id, target.id));
    const [s] = await shoppers(1, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(s.client, target.id, 'one-key-only')));
    const reservations = [];
    for (const res of answers) reservations.push(await dataOf(res, SlotReservation));
    for (const r of reservations) expect(r).toEqual(reservations[0]);
    expect(reservations[0].slotId).toBe(target.id);
    expect((await slot('2026-05-07', '12:00')).booked).toBe(1);
  }, 60_000);

  it('shoppers swapping slots both ways at once: every booking done, each place counted once', async () => {
    const a = await slot('2026-05-08', '10:00');
    const b = await slot('2026-05-08', '16:00');
    await shop.db
      .update(deliverySlots)
      .set({ capacity: 40, booked: 0 })
      .where(inArray(deliverySlots.id, [a.id, b.id]));
    const onA = await shoppers(20, 3);
    const onB = await shoppers(20, 4);
    for (const [i, s] of onA.entries()) await dataOf(await book(s.client, a.id, `first-a-${i}`), SlotReservation);
    for (const [i, s] of onB.entries()) await dataOf(await book(s.client, b.id, `first-b-${i}`), SlotReservation);
    const answers = await Promise.all([
      ...onA.map((s, i) => book(s.client, b.id, `swap-to-b-${i}`)),
      ...onB.map((s, i) => book(s.client, a.id, `swap-to-a-${i}`)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect((await slot('2026-05-08', '10:00')).booked).toBe(20);
    expect((await slot('2026-05-08', '16:00')).booked).toBe(20);
    const held = await shop.db
      .select({ customerId: trolleys.customerId, slotId: trolleys.slotId })
      .from(trolleys)
      .where(inArray(trolleys.slotId, [a.id, b.id]));
    const slotOf = new Map(held.map((h) => [h.customerId, h.slotId]));
    for (const s of onA) expect(slotOf.get(s.id)).toBe(b.id);
    for (const s of onB) expect(slotOf.get(s.id)).toBe(a.id);
  }, 120_000);
});
