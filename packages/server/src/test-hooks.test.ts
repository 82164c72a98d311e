// The end-to-end tests' fixture (routes/test-hooks.ts): absent unless the shop runs with
// MERCATO_TEST_HOOKS=1; there it leaves a slot with the places asked, tells open pickers, and answers
// what to put back; it makes a customer of a test's own from a demo one, and gives plain products their stock back.
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

const post = (shop: Shop, path: string, body: unknown, cookie?: string) =>
  shop.app.fetch(
    new Request(`http://localhost:4321/commerce/resources/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe.each(testDatabases())('the customer and product fixtures on $name', (database) => {
  let shop: Shop;
  beforeAll(async () => {
    vi.stubEnv('MERCATO_TEST_HOOKS', '1');
    shop = await database.open({ seed: true, products: 30 });
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await shop?.close();
  });

  it("makes a customer of one's own from a demo one, logged in, with the addresses and cards under new keys", async () => {
    const res = await post(shop, 'test/customers', { like: 'mario.rossi@example.it' });
    expect(res.status).toBe(200);
    const made = (await res.json()).data as { customerId: number; email: string };
    expect(made.email).toMatch(/^mario\.rossi\+e2e-[0-9a-f]{8}@example\.it$/);
    const cookie = cookiesOf(res);
    const profile = await shop.app.fetch(
      new Request('http://localhost:4321/commerce/resources/auth/profile/customer', { headers: { cookie } }),
    );
    expect(profile.status).toBe(200);
    expect((await profile.json()).data).toMatchObject({ email: made.email });
    const nav = await shop.app.fetch(
      new Request('http://localhost:4321/commerce/resources/nav/supermercato', { headers: { cookie } }),
    );
    const config = (await nav.json()).data;
    expect(config.deliveryAddresses.length).toBeGreaterThan(0);
    expect(config.currentDeliveryAddress).not.toBeNull();
    // A second copy is another customer.
    const again = (await (await post(shop, 'test/customers', { like: 'mario.rossi@example.it' })).json()).data;
    expect(again.customerId).not.toBe(made.customerId);
    expect(again.email).not.toBe(made.email);
  });

  it('refuses an unknown demo customer and a malformed one, making no one', async () => {
    await errorOf(await post(shop, 'test/customers', { like: 'nessuno@example.it' }), 404);
    await errorOf(await post(shop, 'test/customers', { like: 'not an e-mail' }), 400);
    await errorOf(await post(shop, 'test/customers', {}), 400);
  });

  it('answers plain products, lowest ids first, with their stock given back', async () => {
    const res = await post(shop, 'test/products/plain', { count: 3 });
    expect(res.status).toBe(200);
    const first = (await res.json()).data as { id: number; code: string; priceCents: number }[];
    expect(first).toHaveLength(3);
    expect(first.map((p) => p.id)).toEqual([...first.map((p) => p.id)].sort((a, b) => a - b));
    const skipped = (await (await post(shop, 'test/products/plain', { count: 2, skip: 1 })).json()).data;
    expect(skipped.map((p: { id: number }) => p.id)).toEqual(first.slice(1).map((p) => p.id));
    await errorOf(await post(shop, 'test/products/plain', { count: 0 }), 400);
    await errorOf(await post(shop, 'test/products/plain', { count: 51 }), 400);
    await errorOf(await post(shop, 'test/products/plain', { count: 1, skip: -1 }), 400);
  });
});
