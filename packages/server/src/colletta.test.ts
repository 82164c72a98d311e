// Colletta Alimentare (spec shell §4 "Food collection join", §7 "Inject delivery address by store tag";
// orders §2 the delivery page's food-donation variant, §3 Order.collettaAlimentare), as a caller sees it,
// on PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL: a logged customer reads the collection point
// of a store tag and joins it: the store's address becomes the address in use, and the answer names the
// store home; a second join changes nothing; an unknown tag, a store whose navigation has no collection,
// and a caller without a login are refused and change nothing; a join is the caller's own; the checkout
// shows its donation variant, and the order made there is marked collettaAlimentare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CollettaJoinResult, CollettaPoint } from '@mercato/contracts/colletta';
import { Checkout, OrderPage } from '@mercato/contracts/checkout';
import { foodCollection, slots } from '@mercato/contracts/i18n/it';
import { stores } from './db/schema/catalogue.ts';
import { orders } from './db/schema/commerce.ts';
import { deliveryAddresses, pickupStores, towns } from './db/schema/geo.ts';
import { rowsOf } from './db/client.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { checkoutWorld, confirmed, getCheckout, readyShopper, T0, type CheckoutWorld } from './test/checkout.ts';
import { Client, loggedInCustomer, powerGuestClient, testDatabases } from './test/databases.ts';

const TAG = 'milano-buenos-aires';

let n = 1;
describe.each(testDatabases())('Colletta Alimentare on $name', (database) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const customer = () => loggedInCustomer(shop, `198.18.7.${n++}`);
  const point = (c: Client, tag = TAG) => c.call('GET', `/auth/colletta/${tag}`);
  const join = (c: Client, storeTag: unknown = TAG) =>
    c.call('POST', '/auth/colletta/join', { json: { storeTag }, xsrf: true });
  const addresses = (customerId: number) =>
    shop.db
      .select()
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, customerId), isNull(deliveryAddresses.deletedAt)))
      .orderBy(deliveryAddresses.id);

  it("joins: the store's address becomes the address in use and the answer names the store home", async () => {
    const { id, browser } = await customer();
    const before = await dataOf(await point(browser), CollettaPoint);
    expect(before).toEqual({
      storeTag: TAG,
      storeName: 'Mercato Milano Buenos Aires',
      addressText: 'Corso Buenos Aires 33, 20124 Milano',
      joined: false,
    });
    const res = await join(browser);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await dataOf(res, CollettaJoinResult)).toEqual({
      alreadyJoined: false,
      redirector: { path: '/supermercato/home' },
    });
    const rows = await addresses(id);
    const current = rows.filter((r) => r.currentAddress);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      deliveryMethod: 'F',
      identifier: 'Colletta Alimentare - Mercato Milano Buenos Aires',
      street: 'Corso Buenos Aires',
      houseNumber: '33',
      postCode: '20124',
      town: 'Milano',
    });
    expect(current[0].collettaStoreId).not.toBeNull();
    expect((await dataOf(await point(browser), CollettaPoint)).joined).toBe(true);
    // The checkout's delivery page: the donation variant, the store's address.
    const checkout = await dataOf(await browser.call('GET', '/auth/checkout'), Checkout);
    expect(checkout.delivery).toMatchObject({
      collettaAlimentare: true,
      addressText: 'Corso Buenos Aires 33, 20124 Milano',
    });
  });

  it('a second join changes nothing and says so; going home and joining again reuses the first address', async () => {
    const { id, browser } = await customer();
    const [home] = await shop.db
      .insert(deliveryAddresses)
      .values({
        customerId: id,
        deliveryMethod: 'F',
        identifier: 'Casa',
        currentAddress: true,
        postCode: '20123',
        town: 'Milano',
        street: 'Via Torino',
        houseNumber: '5',
      })
      .returning();
    await dataOf(await join(browser), CollettaJoinResult);
    const joined = await addresses(id);
    // A double click: both answer, one address.
    const [a, b] = await Promise.all([join(browser), join(browser)]);
    for (const r of [a, b]) expect((await dataOf(r, CollettaJoinResult)).alreadyJoined).toBe(true);
    expect(await addresses(id)).toEqual(joined);
    // Back to the customer's own address (the delivery header), then the link again.
    const colletta = joined.find((r) => r.collettaStoreId !== null)!;
    expect(joined.map((r) => [r.id, r.currentAddress])).toEqual([
      [home.id, false],
      [colletta.id, true],
    ]);
    const back = await browser.call('PUT', '/auth/addresses/current', {
      json: { addressId: home.id, copyCart: false },
      xsrf: true,
    });
    expect(back.status, await back.clone().text()).toBe(200);
    expect((await dataOf(await point(browser), CollettaPoint)).joined).toBe(false);
    expect((await dataOf(await join(browser), CollettaJoinResult)).alreadyJoined).toBe(false);
    const after = await addresses(id);
    expect(after.map((r) => r.id)).toEqual(joined.map((r) => r.id));
    expect(after.find((r) => r.currentAddress)?.id).toBe(colletta.id);
  });

  it('refuses an unknown or malformed tag, a store without the collection, and callers without a login, changing nothing', async () => {
    const { id, browser } = await customer();
    const before = await addresses(id);
    for (const tag of ['non-esiste', 'firenze-libertà', 'x'.repeat(70)]) {
      const e = await errorOf(await join(browser, tag));
      expect(e.message).toBe(foodCollection.unavailable);
    }
    expect((await errorOf(await point(browser, 'non-esiste'), 404)).message).toBe(foodCollection.unavailable);
    expect((await errorOf(await join(browser, 12), 400)).message).toBe(foodCollection.unavailable);
    // A store of the tag, but its navigation runs no collection.
    await shop.db.update(stores).set({ collettaAlimentare: false }).where(eq(stores.navigation, 'supermercato'));
    try {
      expect((await errorOf(await join(browser), 404)).message).toBe(foodCollection.unavailable);
    } finally {
      await shop.db.update(stores).set({ collettaAlimentare: true }).where(eq(stores.navigation, 'supermercato'));
    }
    expect(await addresses(id)).toEqual(before);

    const [street] = rowsOf<{ id: number }>(await shop.db.execute(sql`select id from streets order by id limit 1`));
    for (const caller of [new Client(shop), await powerGuestClient(shop, street.id)]) {
      expect((await errorOf(await point(caller), 401)).message).toBe(slots.freeVisit);
      const res = await caller.call('POST', '/auth/colletta/join', { json: { storeTag: TAG }, xsrf: true });
      expect((await errorOf(res, 401)).message).toBe(slots.freeVisit);
    }
    // Without the XSRF token: refused before anything is done.
    expect((await browser.call('POST', '/auth/colletta/join', { json: { storeTag: TAG } })).status).toBe(403);
    expect(await addresses(id)).toEqual(before);
  });

  it("a join is the caller's own: another customer's addresses and point stay as they were", async () => {
    const mine = await customer();
    const theirs = await customer();
    const theirsBefore = await addresses(theirs.id);
    await dataOf(await join(mine.browser, 'firenze-san-lorenzo'), CollettaJoinResult);
    expect(await addresses(theirs.id)).toEqual(theirsBefore);
    expect((await dataOf(await point(theirs.browser, 'firenze-san-lorenzo'), CollettaPoint)).joined).toBe(false);
    expect((await dataOf(await point(mine.browser, 'firenze-san-lorenzo'), CollettaPoint)).joined).toBe(true);
  });
});

describe.each(testDatabases())('an order donated to the Colletta Alimentare on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('is marked collettaAlimentare when the address in use is a collection point; an ordinary one is not', async () => {
    const [town] = await shop.db.select({ id: towns.id }).from(towns).limit(1);
    const [store] = await shop.db
      .insert(pickupStores)
      .values({
        code: 'PR-MI-CA',
        description: 'Mercato Milano Colletta',
        streetName: 'Corso Buenos Aires',
        houseNumber: '1',
        townId: town.id,
        townName: 'Milano',
        province: 'Milano',
        provinceShortName: 'MI',
        region: 'Lombardia',
        postCode: world.postcode,
        collettaTag: 'milano-prova',
      })
      .returning({ id: pickupStores.id });
    const donor = await readyShopper(shop, world, { clientAddress: '198.18.8.1' });
    // The address a join makes (the join itself is the first block's).
    await shop.db
      .update(deliveryAddresses)
      .set({ collettaStoreId: store.id })
      .where(eq(deliveryAddresses.customerId, donor.id));
    const plain = await readyShopper(shop, world, { clientAddress: '198.18.8.2', slot: ['2026-05-06', '14:00'] });
    for (const [s, donated] of [
      [donor, true],
      [plain, false],
    ] as const) {
      const c = await getCheckout(s);
      expect(c.delivery.collettaAlimentare).toBe(donated);
      const answer = await confirmed(s, { idempotencyKey: `colletta-${s.id}`, version: c.version });
      expect(answer.outcome).toBe('ORDERED');
      const [order] = await shop.db
        .select({ flag: orders.collettaAlimentare })
        .from(orders)
        .where(eq(orders.id, answer.orderId as number));
      expect(order.flag).toBe(donated);
      const page = await dataOf(await s.client.call('GET', '/auth/orders'), OrderPage);
      expect(page.orders.map((o) => o.collettaAlimentare)).toEqual([donated]);
    }
  });
});
