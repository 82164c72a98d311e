// Slots (issue 15), on PGlite and (DATABASE_URL_TEST) on PostgreSQL: the shopper's week and its states,
// the rolling horizon and summer time, booking, changing, extending and releasing a hold, idempotency,
// the lost race with the nearest slots, expiry with the loss message of the next page, the first slot
// lost to a product's preparation time, who may do what, and the open look-up. The shop's clock is the
// test's (`now`), so holds expire without waiting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PageConfiguration,
  SLOT_HOLD_MINUTES,
  SLOT_NEAREST_COUNT,
  Slot,
  SlotReservation,
  SlotWeek,
  Trolley,
} from '@mercato/contracts';
import { onboarding, slots as slotTexts, slotsApi, trolleyApi, validation } from '@mercato/contracts/i18n/it';
import { orders, trolleys } from './db/schema/commerce.ts';
import { deliverySlots } from './db/schema/geo.ts';
import { extendHorizon } from './services/slots/horizon.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, testDatabases, powerGuestClient } from './test/databases.ts';
import { insertWeek, product, romeInstant, shopper, slotWorld, TIME_RANGES, type SlotWorld } from './test/slots.ts';

/** Monday 4 May 2026, 08:00 in Rome. */
const T0 = new Date('2026-05-04T06:00:00Z');
const MINUTE = 60_000;
const LOGIN_TO_USE = "Effettua l'accesso per utilizzare il servizio";

describe.each(testDatabases())('slots on $name', (database) => {
  let shop: Shop;
  let world: SlotWorld;
  let clock = T0;

  beforeAll(async () => {
    shop = await database.open({ now: () => clock });
    world = await slotWorld(shop);
    // Last week's slots are each owner's pattern; the horizon copies them forward from today.
    await insertWeek(shop, { deliveryAreaId: world.areaId }, '2026-04-27');
    await insertWeek(shop, { deliveryAreaId: world.otherAreaId }, '2026-04-27');
    await insertWeek(shop, { driveId: world.driveId }, '2026-04-27', { price: 0 });
    expect(await extendHorizon(shop.db, T0)).toBe(3 * 14 * TIME_RANGES.length);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => {
    clock = T0;
  });

  const slotId = async (day: string, start: string, owner: 'area' | 'other' | 'drive' = 'area') => {
    const where =
      owner === 'drive'
        ? eq(deliverySlots.driveId, world.driveId)
        : eq(deliverySlots.deliveryAreaId, owner === 'area' ? world.areaId : world.otherAreaId);
    const [row] = await shop.db
      .select()
      .from(deliverySlots)
      .where(and(where, eq(deliverySlots.slotDate, day), eq(deliverySlots.startTime, start)))
      .limit(1);
    return row;
  };
  const week = async (c: Client, query = '') => dataOf(await c.call('GET', `/auth/slots${query}`), SlotWeek);
  const book = (c: Client, id: number, key: string) =>
    c.call('POST', '/auth/slots/reservation', { json: { slotId: id, idempotencyKey: key }, xsrf: true });
  const slotOf = (w: SlotWeek, id: number): Slot => {
    const found = w.days.flatMap((d) => d.slots).find((s) => s.slotId === id);
    if (!found) throw new Error(`slot ${id} not in the week`);
    return found;
  };
  const heldBy = async (customerId: number) => {
    const [t] = await shop.db
      .select({ slotId: trolleys.slotId, until: trolleys.slotReservedUntil })
      .from(trolleys)
      .where(and(eq(trolleys.customerId, customerId), eq(trolleys.status, 'OPEN')));
    return t ?? null;
  };

  describe('the rolling horizon and summer time', () => {
    it('makes the 14 days from today out of the last week, once, with nothing booked', async () => {
      const rows = await shop.db.select().from(deliverySlots).where(eq(deliverySlots.deliveryAreaId, world.areaId));
      const days = [...new Set(rows.map((r) => r.slotDate))].sort();
      expect(days[0]).toBe('2026-04-27');
      expect(days.at(-1)).toBe('2026-05-17');
      expect(days).toHaveLength(21);
      expect(await extendHorizon(shop.db, T0)).toBe(0);
      // A day later one more day is made, copied from the same weekday a week before.
      expect(await extendHorizon(shop.db, new Date(T0.getTime() + 24 * 3600_000))).toBe(3 * TIME_RANGES.length);
      const made = await slotId('2026-05-18', '12:00');
      const pattern = await slotId('2026-05-11', '12:00');
      expect(made).toMatchObject({
        capacity: pattern.capacity,
        priceCents: pattern.priceCents,
        eco: pattern.eco,
        booked: 0,
        timeRangeId: 3,
      });
    });

    it.each([
      ['March', '2026-03-16', '2026-03-23T07:00:00Z', '2026-03-28', '2026-03-29'],
      ['October', '2026-10-12', '2026-10-19T07:00:00Z', '2026-10-24', '2026-10-25'],
    ])('puts each slot at its Rome time across the last Sunday of %s', async (_, pattern, now, before, sunday) => {
      const other = await database.open({ now: () => new Date(now) });
      try {
        const w = await slotWorld(other);
        await insertWeek(other, { deliveryAreaId: w.areaId }, pattern);
        await extendHorizon(other.db, new Date(now));
        const at = async (day: string) => {
          const [row] = await other.db
            .select()
            .from(deliverySlots)
            .where(and(eq(deliverySlots.slotDate, day), eq(deliverySlots.startTime, '08:00')));
          return row;
        };
        // 08:00 in Rome is 07:00 UTC in winter and 06:00 UTC in summer, on the very day of the change.
        for (const day of [before, sunday]) {
          const row = await at(day);
          expect(row.startsAt.toISOString(), day).toBe(romeInstant(day, '08:00').toISOString());
          expect(row.endsAt.toISOString(), day).toBe(romeInstant(day, '10:00').toISOString());
        }
        const summer = pattern.startsWith('2026-03') ? sunday : before;
        const winter = summer === sunday ? before : sunday;
        expect((await at(summer)).startsAt.getUTCHours()).toBe(6);
        expect((await at(winter)).startsAt.getUTCHours()).toBe(7);
        // The week shows the Rome times as they are.
        const s = await shopper(other, { postcode: w.postcode });
        const wk = await week(s.client, `?from=${sunday}`);
        expect(wk.days[0].date).toBe(sunday);
        expect(wk.days[0].slots.map((x) => x.startTime)).toEqual(TIME_RANGES.map(([start]) => start));
      } finally {
        await other.close();
      }
    });
  });

  describe("the shopper's week (GET auth/slots)", () => {
    it('seven days from today, the time ranges, the bounds of the horizon and the first slot to book', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const w = await week(s.client);
      expect(w).toMatchObject({
        site: 'supermercato',
        from: '2026-05-04',
        previousFrom: null,
        nextFrom: '2026-05-11',
        readOnly: false,
        reservation: null,
        scope: `area:${world.areaId}`,
      });
      expect(w.days.map((d) => d.date)).toEqual([
        '2026-05-04',
        '2026-05-05',
        '2026-05-06',
        '2026-05-07',
        '2026-05-08',
        '2026-05-09',
        '2026-05-10',
      ]);
      expect(w.timeRanges.map((r) => `${r.startTime}-${r.endTime}`)).toEqual(TIME_RANGES.map(([a, b]) => `${a}-${b}`));
      // At 08:00 the slots starting within the two-hour cut-off are no longer bookable.
      const today = w.days[0].slots;
      expect(today.slice(0, 2).map((x) => [x.state, x.viewStatus, x.notAvailable])).toEqual([
        ['INACTIVE', 'NON_ATTIVA', true],
        ['INACTIVE', 'NON_ATTIVA', true],
      ]);
      expect(today[2]).toMatchObject({ startTime: '12:00', state: 'AVAILABLE', viewStatus: null, checked: false });
      expect(today[2].uniqueTimeId).toBe('2026-05-04T12:00');
      expect(w.firstAvailable?.slotId).toBe(today[2].slotId);
      expect((await shop.services.slots.firstAvailable(s.id))?.firstAvailable).toEqual(w.firstAvailable);

      const next = await week(s.client, `?from=${w.nextFrom}`);
      expect(next).toMatchObject({ from: '2026-05-11', previousFrom: '2026-05-04', nextFrom: null });
      // Outside the horizon a day is clamped into it.
      expect((await week(s.client, '?from=2026-01-01')).from).toBe('2026-05-04');
      expect((await week(s.client, '?from=2027-01-01')).from).toBe('2026-05-17');
      expect((await week(s.client, '?from=2026-05-06')).previousFrom).toBe('2026-05-04');
    });

    it('sold out (ESAURITA), inactive (NON_ATTIVA) and blocked by a product that needs two days', async () => {
      const sold = await slotId('2026-05-05', '12:00');
      const closed = await slotId('2026-05-05', '14:00');
      await shop.db.update(deliverySlots).set({ booked: sold.capacity }).where(eq(deliverySlots.id, sold.id));
      await shop.db.update(deliverySlots).set({ active: false }).where(eq(deliverySlots.id, closed.id));
      const s = await shopper(shop, { postcode: world.postcode });
      let w = await week(s.client);
      expect(slotOf(w, sold.id)).toMatchObject({ state: 'SOLD_OUT', viewStatus: 'ESAURITA', notAvailable: true });
      expect(slotOf(w, closed.id)).toMatchObject({ state: 'INACTIVE', viewStatus: 'NON_ATTIVA', notAvailable: true });
      const cake = await product(shop, '900001', 48);
      const added = await s.client.call('POST', '/auth/trolley/item', {
        json: { productId: cake, quantity: 1, forced: true },
        xsrf: true,
      });
      expect(added.status).toBe(200);
      w = await week(s.client);
      const late = await slotId('2026-05-06', '08:00');
      const ok = await slotId('2026-05-06', '10:00');
      // 48 hours from 08:00 on the 4th: the 6th at 08:00 is the first slot the cake allows.
      expect(slotOf(w, late.id)).toMatchObject({ state: 'AVAILABLE' });
      expect(slotOf(w, (await slotId('2026-05-05', '20:00')).id)).toMatchObject({
        state: 'BLOCKED_BY_TROLLEY',
        notAvailable: true,
        viewStatus: null,
      });
      expect(w.firstAvailable?.slotId).toBe(late.id);
      // The delivery bar's look-up answers the week's first available slot, without the week.
      expect(await shop.services.slots.firstAvailable(s.id)).toEqual({
        site: w.site,
        firstAvailable: w.firstAvailable,
      });
      expect(slotOf(w, ok.id).state).toBe('AVAILABLE');
      // Booking a blocked slot is refused.
      const refused = await errorOf(await book(s.client, (await slotId('2026-05-05', '18:00')).id, 'blocked-1'), 409);
      expect(refused.message).toBe(slotsApi.blockedByTrolley);
      await shop.db.update(deliverySlots).set({ booked: 0 }).where(eq(deliverySlots.id, sold.id));
      await shop.db.update(deliverySlots).set({ active: true }).where(eq(deliverySlots.id, closed.id));
    });

    it('a Clicca e Vai shopper sees the pickup point’s week', async () => {
      const s = await shopper(shop, { driveId: world.driveId, postcode: world.postcode });
      const w = await week(s.client);
      expect(w).toMatchObject({ site: 'drive', scope: `drive:${world.driveId}` });
      expect(w.days[1].slots[0].price).toBe(0);
    });
  });

  describe('booking (POST auth/slots/reservation)', () => {
    it('holds the slot for the hold time, with the extend prompt ten minutes before its end', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const target = await slotId('2026-05-07', '10:00');
      const r = await dataOf(await book(s.client, target.id, 'book-first-1'), SlotReservation);
      const until = new Date(T0.getTime() + SLOT_HOLD_MINUTES * MINUTE);
      expect(r).toEqual({
        slotId: target.id,
        site: 'supermercato',
        startDate: '2026-05-07',
        startTime: '10:00',
        endTime: '12:00',
        price: target.priceCents,
        reservedUntil: until.toISOString(),
        extendFrom: new Date(until.getTime() - 10 * MINUTE).toISOString(),
      });
      expect((await slotId('2026-05-07', '10:00')).booked).toBe(target.booked + 1);
      const w = await week(s.client, '?from=2026-05-07');
      expect(slotOf(w, target.id)).toMatchObject({ state: 'RESERVED', checked: true, notAvailable: false });
      expect(w.reservation).toEqual(r);
      const page = await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration);
      expect(page.slotReservationDTO).toEqual(r);
    });

    it('changing slot gives the old place back in the same step; one hold per service', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const a = await slotId('2026-05-08', '10:00');
      const b = await slotId('2026-05-08', '12:00');
      await dataOf(await book(s.client, a.id, 'change-a-1'), SlotReservation);
      await dataOf(await book(s.client, b.id, 'change-b-1'), SlotReservation);
      expect((await slotId('2026-05-08', '10:00')).booked).toBe(a.booked);
      expect((await slotId('2026-05-08', '12:00')).booked).toBe(b.booked + 1);
      expect((await heldBy(s.id))?.slotId).toBe(b.id);
      // The same slot again holds it anew without taking a second place.
      clock = new Date(T0.getTime() + 30 * MINUTE);
      const again = await dataOf(await book(s.client, b.id, 'change-b-2'), SlotReservation);
      expect(again.reservedUntil).toBe(new Date(clock.getTime() + SLOT_HOLD_MINUTES * MINUTE).toISOString());
      expect((await slotId('2026-05-08', '12:00')).booked).toBe(b.booked + 1);
    });

    it('the same idempotency key answers the first answer and books once; with another slot it is a 422', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const a = await slotId('2026-05-09', '10:00');
      const b = await slotId('2026-05-09', '12:00');
      const first = await dataOf(await book(s.client, a.id, 'same-key-1'), SlotReservation);
      clock = new Date(T0.getTime() + 5 * MINUTE);
      expect(await dataOf(await book(s.client, a.id, 'same-key-1'), SlotReservation)).toEqual(first);
      expect((await slotId('2026-05-09', '10:00')).booked).toBe(a.booked + 1);
      const reused = await errorOf(await book(s.client, b.id, 'same-key-1'), 422);
      expect(reused.message).toBe(trolleyApi.idempotencyKeyReused);
      expect((await slotId('2026-05-09', '12:00')).booked).toBe(b.booked);
      expect((await heldBy(s.id))?.slotId).toBe(a.id);
    });

    it('a sold-out slot is refused with SLOT_SOLD_OUT and the nearest slots the shopper can book', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const full = await slotId('2026-05-12', '14:00');
      await shop.db.update(deliverySlots).set({ booked: full.capacity }).where(eq(deliverySlots.id, full.id));
      const res = await book(s.client, full.id, 'sold-out-1');
      const body = (await res.clone().json()) as { error: { nearest: Slot[] } };
      const err = await errorOf(res, 409);
      expect(err).toMatchObject({ code: 'SLOT_SOLD_OUT', type: 'ALERT', message: slotsApi.soldOut });
      const nearest = body.error.nearest;
      expect(nearest).toHaveLength(SLOT_NEAREST_COUNT);
      for (const n of nearest) expect(Slot.safeParse(n).success).toBe(true);
      // 12:00 and 16:00 the same day are two hours away; then 10:00 (four hours before).
      expect(nearest.map((n) => n.uniqueTimeId)).toEqual(['2026-05-12T12:00', '2026-05-12T16:00', '2026-05-12T10:00']);
      expect(nearest.every((n) => n.state === 'AVAILABLE')).toBe(true);
      expect((await heldBy(s.id))?.slotId ?? null).toBeNull();
      expect((await slotId('2026-05-12', '14:00')).booked).toBe(full.capacity);
    });

    it('refuses a slot past its cut-off, a slot of another area, an unknown slot and bad input', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      expect(
        (await errorOf(await book(s.client, (await slotId('2026-05-04', '10:00')).id, 'cut-off-1'), 409)).message,
      ).toBe(slotsApi.closed);
      const elsewhere = await slotId('2026-05-06', '12:00', 'other');
      expect((await errorOf(await book(s.client, elsewhere.id, 'elsewhere-1'), 404)).message).toBe(
        slotsApi.slotNotFound,
      );
      expect((await slotId('2026-05-06', '12:00', 'other')).booked).toBe(elsewhere.booked);
      expect((await errorOf(await book(s.client, 2_000_000_000, 'unknown-1'), 404)).message).toBe(
        slotsApi.slotNotFound,
      );
      const bad = await errorOf(
        await s.client.call('POST', '/auth/slots/reservation', {
          json: { slotId: 'x', idempotencyKey: 'a' },
          xsrf: true,
        }),
        400,
      );
      expect(bad.entityErrors?.map((e) => e.field).sort()).toEqual(['idempotencyKey', 'slotId']);
      expect((await heldBy(s.id))?.slotId ?? null).toBeNull();
    });
  });

  describe('extend and release', () => {
    it('extends the hold from now; releases the place (twice is fine)', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const target = await slotId('2026-05-13', '16:00');
      await dataOf(await book(s.client, target.id, 'extend-1'), SlotReservation);
      clock = new Date(T0.getTime() + 115 * MINUTE);
      const extended = await dataOf(
        await s.client.call('POST', '/auth/slots/reservation/extend', { xsrf: true }),
        SlotReservation,
      );
      expect(extended.reservedUntil).toBe(new Date(clock.getTime() + SLOT_HOLD_MINUTES * MINUTE).toISOString());
      // Past the first hold's end the place is still taken.
      clock = new Date(T0.getTime() + 200 * MINUTE);
      await shop.services.slots.sweep();
      expect((await heldBy(s.id))?.slotId).toBe(target.id);
      expect((await slotId('2026-05-13', '16:00')).booked).toBe(target.booked + 1);
      expect((await s.client.call('DELETE', '/auth/slots/reservation', { xsrf: true })).status).toBe(204);
      expect((await slotId('2026-05-13', '16:00')).booked).toBe(target.booked);
      expect((await s.client.call('DELETE', '/auth/slots/reservation', { xsrf: true })).status).toBe(204);
      expect((await slotId('2026-05-13', '16:00')).booked).toBe(target.booked);
      const none = await errorOf(await s.client.call('POST', '/auth/slots/reservation/extend', { xsrf: true }), 404);
      expect(none.message).toBe(slotsApi.noReservation);
    });
  });

  describe('expiry', () => {
    it('the sweep gives the place back and the next page tells the shopper once; the slot can be booked again', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const target = await slotId('2026-05-14', '18:00');
      await dataOf(await book(s.client, target.id, 'expire-1'), SlotReservation);
      clock = new Date(T0.getTime() + (SLOT_HOLD_MINUTES - 1) * MINUTE);
      await shop.services.slots.sweep();
      expect((await heldBy(s.id))?.slotId).toBe(target.id);
      clock = new Date(T0.getTime() + (SLOT_HOLD_MINUTES + 1) * MINUTE);
      expect(await shop.services.slots.sweep()).toBeGreaterThanOrEqual(1);
      // Run again, nothing more is given back.
      expect(await shop.services.slots.sweep()).toBe(0);
      expect((await slotId('2026-05-14', '18:00')).booked).toBe(target.booked);
      expect(await heldBy(s.id)).toMatchObject({ slotId: null, until: null });
      const page = await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration);
      expect(page.slotReservationDTO).toBeNull();
      expect(page.slotReservationLoss?.message).toBe(
        'La prenotazione della fascia oraria di giovedì 14 maggio 18:00-20:00 è scaduta e la fascia è stata liberata.',
      );
      expect(page.firstSlotLoss).toBeNull();
      const again = await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration);
      expect(again.slotReservationLoss).toBeNull();
      // Still free: offered again to the shopper who lost it.
      const w = await week(s.client, '?from=2026-05-14');
      expect(slotOf(w, target.id)).toMatchObject({ state: 'AVAILABLE', viewStatus: 'RIATTIVABILE' });
      await dataOf(await book(s.client, target.id, 'expire-2'), SlotReservation);
      expect(slotOf(await week(s.client, '?from=2026-05-14'), target.id)).toMatchObject({
        state: 'RESERVED',
        viewStatus: null,
      });
    });

    it('reads release ended holds themselves, before the sweep runs', async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const other = await shopper(shop, { postcode: world.postcode });
      const target = await slotId('2026-05-15', '08:00');
      await dataOf(await book(s.client, target.id, 'lazy-key-1'), SlotReservation);
      clock = new Date(T0.getTime() + (SLOT_HOLD_MINUTES + 1) * MINUTE);
      // Another shopper's read (and the open look-up) already sees the place free.
      const seen = await dataOf(
        await new Client(shop).call('GET', `/slots/availability?postcode=${world.postcode}&from=2026-05-15`),
        SlotWeek,
      );
      expect(slotOf(seen, target.id)).toMatchObject({ state: 'AVAILABLE' });
      expect((await slotId('2026-05-15', '08:00')).booked).toBe(target.booked);
      expect(slotOf(await week(other.client, '?from=2026-05-15'), target.id).state).toBe('AVAILABLE');
      const page = await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration);
      expect(page.slotReservationLoss?.message).toContain('venerdì 15 maggio 08:00-10:00');
    });
  });

  describe('first slot loss', () => {
    it("the product's exception first; added with 'Continua', the loss waits for the next page", async () => {
      const s = await shopper(shop, { postcode: world.postcode });
      const cake = await product(shop, '900002', 30);
      const refused = await dataOf(
        await s.client.call('POST', '/auth/trolley/item', { json: { productId: cake, quantity: 1 }, xsrf: true }),
        Trolley,
      );
      expect(refused.exceptions?.map((e) => e.code)).toEqual(['FIRST_SLOT_LOSS']);
      expect(refused.items).toHaveLength(0);
      // Nothing was lost yet.
      expect(
        (await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration)).firstSlotLoss,
      ).toBeNull();
      const added = await dataOf(
        await s.client.call('POST', '/auth/trolley/item', {
          json: { productId: cake, quantity: 1, forced: true },
          xsrf: true,
        }),
        Trolley,
      );
      expect(added.items).toHaveLength(1);
      const page = await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration);
      expect(page.firstSlotLoss?.message).toBe(
        'Con Torta 900002 nel carrello la prima fascia oraria disponibile, lunedì 4 maggio 12:00-14:00, non è più prenotabile: i tempi di preparazione del prodotto sono più lunghi.',
      );
      expect(
        (await dataOf(await s.client.call('GET', '/nav/supermercato'), PageConfiguration)).firstSlotLoss,
      ).toBeNull();
      // The week agrees: the first slot to book is now 30 hours away.
      expect((await week(s.client)).firstAvailable?.uniqueTimeId).toBe('2026-05-05T14:00');
    });
  });

  describe('who may do what', () => {
    it('visitors are asked to log in; a power guest reads the week of the verified address but cannot book', async () => {
      const visitor = new Client(shop);
      for (const [method, path] of [
        ['GET', '/auth/slots'],
        ['POST', '/auth/slots/reservation'],
        ['POST', '/auth/slots/reservation/extend'],
        ['DELETE', '/auth/slots/reservation'],
      ] as const) {
        const json = method === 'GET' ? undefined : { slotId: 1, idempotencyKey: 'visitor-1' };
        const err = await errorOf(await visitor.call(method, path, { json }), 401);
        expect(err.message, `${method} ${path}`).toBe(LOGIN_TO_USE);
      }
      expect(slotTexts.freeVisit).toBe(LOGIN_TO_USE);
      const guest = await powerGuestClient(shop, world.streetId);
      const w = await week(guest);
      expect(w).toMatchObject({ readOnly: true, scope: `area:${world.areaId}`, reservation: null });
      expect(w.firstAvailable?.uniqueTimeId).toBe('2026-05-04T12:00');
      const target = await slotId('2026-05-16', '12:00');
      const refused = await errorOf(await book(guest, target.id, 'guest-1'), 401);
      expect(refused.message).toBe(LOGIN_TO_USE);
      expect((await slotId('2026-05-16', '12:00')).booked).toBe(target.booked);
    });

    it("another customer cannot reach a reservation: it is always the caller's own", async () => {
      const anna = await shopper(shop, { postcode: world.postcode });
      const bruno = await shopper(shop, { postcode: world.otherPostcode });
      const target = await slotId('2026-05-16', '14:00');
      const annas = await dataOf(await book(anna.client, target.id, 'owner-key-1'), SlotReservation);
      // Bruno's extend and release act on his own (empty) hold: Anna's stays as it was.
      expect(
        (await errorOf(await bruno.client.call('POST', '/auth/slots/reservation/extend', { xsrf: true }), 404)).message,
      ).toBe(slotsApi.noReservation);
      expect((await bruno.client.call('DELETE', '/auth/slots/reservation', { xsrf: true })).status).toBe(204);
      expect(
        (await bruno.client.call('DELETE', `/auth/slots/reservation?nav=supermercato`, { xsrf: true })).status,
      ).toBe(204);
      // Her slot id and her key in his body reach nothing of hers: not his area, and keys are per customer.
      expect((await errorOf(await book(bruno.client, target.id, 'owner-key-1'), 404)).message).toBe(
        slotsApi.slotNotFound,
      );
      expect((await heldBy(anna.id))?.slotId).toBe(target.id);
      expect((await slotId('2026-05-16', '14:00')).booked).toBe(target.booked + 1);
      // His week and his page configuration show nothing of hers.
      expect((await week(bruno.client)).reservation).toBeNull();
      expect(
        (await dataOf(await bruno.client.call('GET', '/nav/supermercato'), PageConfiguration)).slotReservationDTO,
      ).toBeNull();
      expect(
        (await dataOf(await anna.client.call('GET', '/nav/supermercato'), PageConfiguration)).slotReservationDTO,
      ).toEqual(annas);
      // An order id in the query is looked up among the caller's orders only.
      const slot = await slotId('2026-05-07', '18:00');
      const [order] = await shop.db
        .insert(orders)
        .values({
          publicOrderId: 'M-900001',
          customerId: anna.id,
          navigation: 'supermercato',
          status: 'IN_PREPARAZIONE',
          orderInsertTime: T0,
          deliveryMethod: 'COURIER',
          slotId: slot.id,
          slotStartTime: slot.startsAt,
          slotEndTime: slot.endsAt,
          paymentType: 'ONLINE',
          paymentStatus: 'PAGAMENTO EFFETTUATO',
          totalPriceCents: 5000,
          totalAmountCents: 5390,
        })
        .returning({ id: orders.id });
      // An id past the database's range is a bad query, not a failure.
      expect(
        (await errorOf(await bruno.client.call('GET', '/auth/slots?orderId=2147483648'), 400)).entityErrors?.[0],
      ).toEqual({
        field: 'orderId',
        message: 'Ordine non valido',
      });
      expect((await errorOf(await bruno.client.call('GET', `/auth/slots?orderId=${order.id}`), 404)).message).toBe(
        slotsApi.orderNotFound,
      );
      // Anna's order is being prepared: its slot is hers and can no longer be changed.
      const hers = await week(anna.client, `?orderId=${order.id}&from=2026-05-07`);
      expect(hers.readOnly).toBe(true);
      expect(slotOf(hers, slot.id)).toMatchObject({
        state: 'RESERVED',
        checked: true,
        viewStatus: 'INIBITA_CAMBIO_SLOT',
        orderKinds: ['grocery'],
        supermercatoOrdersPublicIds: ['M-900001'],
      });
      // In her own week the order shows in the legend of its slot.
      expect(slotOf(await week(anna.client, '?from=2026-05-07'), slot.id).orderKinds).toEqual(['grocery']);
    });
  });

  describe('the open look-up (GET slots/availability)', () => {
    it('answers any origin without credentials, read-only, with the states everyone sees', async () => {
      const booker = await shopper(shop, { postcode: world.postcode });
      const target = await slotId('2026-05-05', '10:00');
      await dataOf(await book(booker.client, target.id, 'open-key-1'), SlotReservation);
      const res = await new Client(shop).call('GET', `/slots/availability?postcode=${world.postcode}&from=2026-05-05`, {
        headers: { origin: 'https://partner.example' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const w = await dataOf(res, SlotWeek);
      expect(w).toMatchObject({
        readOnly: true,
        reservation: null,
        site: 'supermercato',
        scope: `area:${world.areaId}`,
      });
      const states = new Set(w.days.flatMap((d) => d.slots.map((s) => s.state)));
      for (const s of states) expect(['AVAILABLE', 'SOLD_OUT', 'INACTIVE']).toContain(s);
      expect(slotOf(w, target.id)).toMatchObject({ state: 'AVAILABLE', checked: false });
      const drive = await dataOf(
        await new Client(shop).call('GET', `/slots/availability?postcode=${world.postcode}&site=drive`),
        SlotWeek,
      );
      expect(drive.scope).toBe(`drive:${world.driveId}`);
    });

    it('unknown postcode, postcode without service, bad query, and the look-up limit', async () => {
      const c = new Client(shop, '203.0.113.77');
      expect((await errorOf(await c.call('GET', '/slots/availability?postcode=00000'), 404)).message).toBe(
        validation.postcodeInvalid,
      );
      expect(
        (await errorOf(await c.call('GET', `/slots/availability?postcode=${world.unservedPostcode}`), 404)).message,
      ).toBe(onboarding.serviceUnavailable);
      expect(
        (await errorOf(await c.call('GET', `/slots/availability?postcode=${world.postcode}&site=prenotazioni`), 404))
          .message,
      ).toBe(onboarding.noStores);
      expect((await errorOf(await c.call('GET', '/slots/availability?postcode=abc'), 400)).message).toBe(
        validation.postcodeInvalid,
      );
      expect(
        (await errorOf(await c.call('GET', `/slots/availability?postcode=${world.postcode}&from=2026-02-30`), 400))
          .entityErrors?.[0].field,
      ).toBe('from');
      const limit = shop.config.onboarding.lookupsPerClient;
      let last: Response | undefined;
      for (let i = 0; i < limit; i++) last = await c.call('GET', `/slots/availability?postcode=${world.postcode}`);
      expect(last?.status).toBe(429);
      expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
});
