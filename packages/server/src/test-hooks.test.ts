// The end-to-end tests' fixture (routes/test-hooks.ts): absent unless the shop runs with
// MERCATO_TEST_HOOKS=1; there it leaves a slot with the places asked, tells open pickers, and answers
// what to put back.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliverySlots } from './db/schema/geo.ts';
import { extendHorizon } from './services/slots/horizon.ts';
import type { Shop } from './shop.ts';
import { errorOf } from './test/answers.ts';
import { testDatabases } from './test/databases.ts';
import { insertWeek, slotWorld } from './test/slots.ts';

/** Monday 4 May 2026, 08:00 in Rome. */
const T0 = new Date('2026-05-04T06:00:00Z');

const put = (shop: Shop, slotId: number, body: unknown) =>
  shop.app.fetch(
    new Request(`http://localhost:4321/commerce/resources/test/slots/${slotId}/free-places`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe.each(testDatabases())('the slot places fixture on $name', (database) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is not there without MERCATO_TEST_HOOKS=1', async () => {
    vi.stubEnv('MERCATO_TEST_HOOKS', '');
    const shop = await database.open({ now: () => T0 });
    try {
      await errorOf(await put(shop, 1, { free: 1 }), 404);
    } finally {
      await shop.close();
    }
  }, 60_000);

  describe('with MERCATO_TEST_HOOKS=1', () => {
    let shop: Shop;
    let slotId: number;
    beforeAll(async () => {
      vi.stubEnv('MERCATO_TEST_HOOKS', '1');
      shop = await database.open({ now: () => T0 });
      const world = await slotWorld(shop);
      await insertWeek(shop, { deliveryAreaId: world.areaId }, '2026-04-27', { capacity: 5 });
      await extendHorizon(shop.db, T0);
      const [row] = await shop.db
        .select({ id: deliverySlots.id })
        .from(deliverySlots)
        .where(eq(deliverySlots.slotDate, '2026-05-06'))
        .limit(1);
      slotId = row!.id;
    }, 60_000);
    afterAll(async () => {
      await shop?.close();
    });

    it('leaves the slot the places asked and answers what was booked before', async () => {
      const res = await put(shop, slotId, { free: 1 });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual({ slotId, capacity: 5, booked: 4, before: 0 });
      const again = await put(shop, slotId, { free: 5 });
      expect((await again.json()).data).toEqual({ slotId, capacity: 5, booked: 0, before: 4 });
    });

    it('refuses a negative count and an unknown slot', async () => {
      await errorOf(await put(shop, slotId, { free: -1 }), 400);
      await errorOf(await put(shop, 999_999, { free: 1 }), 404);
    });
  });
});
