// Confirmations at once (issue 16: "a double click or a retry never does a thing twice"), on PGlite and
// (DATABASE_URL_TEST) on PostgreSQL: 20 confirmations of one checkout, each with its own key (20 tabs),
// make one order and every answer names it; 20 with one key answer the same; many shoppers ordering the
// last pieces of a product at once never take more than the stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { CheckoutConfirmation } from '@mercato/contracts/checkout';
import { products } from './db/schema/catalogue.ts';
import { orderItems, orders, trolleys } from './db/schema/commerce.ts';
import { deliverySlots } from './db/schema/geo.ts';
import type { Shop } from './shop.ts';
import { dataOf } from './test/answers.ts';
import { checkoutWorld, confirm, getCheckout, readyShopper, T0, type CheckoutWorld } from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';

describe.each(testDatabases())('confirmations at once on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('20 confirmations of one checkout with 20 keys: one order, every answer names it, stock and slot taken once', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    const c = await getCheckout(s);
    const slotId = c.delivery.reservation?.slotId as number;
    const [slotBefore] = await shop.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    const [stockBefore] = await shop.db.select().from(products).where(eq(products.id, world.pasta));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirm(s, { idempotencyKey: `scheda-${i}-tab`, version: c.version })),
    );
    const confirmations = [];
    for (const res of answers) confirmations.push(await dataOf(res, CheckoutConfirmation));
    const orderId = confirmations[0].orderId;
    expect(orderId).not.toBeNull();
    for (const a of confirmations) expect(a).toMatchObject({ outcome: 'ORDERED', orderId });
    const mine = await shop.db.select().from(orders).where(eq(orders.customerId, s.id));
    expect(mine.map((o) => o.id)).toEqual([orderId]);
    const [lines] = await shop.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId as number));
    expect(lines.n).toBe(1);
    const [stockAfter] = await shop.db.select().from(products).where(eq(products.id, world.pasta));
    expect(stockAfter.availableQuantity).toBe(stockBefore.availableQuantity - 4);
    const [slotAfter] = await shop.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    expect(slotAfter.booked).toBe(slotBefore.booked);
  }, 60_000);

  it('20 confirmations with one key: the same answer, one order', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    const c = await getCheckout(s);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirm(s, { idempotencyKey: 'un-solo-tasto', version: c.version })),
    );
    const confirmations = [];
    for (const res of answers) confirmations.push(await dataOf(res, CheckoutConfirmation));
    for (const a of confirmations) expect(a).toEqual(confirmations[0]);
    expect(confirmations[0].outcome).toBe('ORDERED');
    const [n] = await shop.db.select({ n: count() }).from(orders).where(eq(orders.customerId, s.id));
    expect(n.n).toBe(1);
  }, 60_000);

  it('10 shoppers at once for 12 pieces, 4 each: three orders, the others refused, stock never below zero', async () => {
    const racers = [];
    for (let i = 0; i < 10; i++) racers.push(await readyShopper(shop, world, { quantity: 4 }));
    await shop.db.update(products).set({ availableQuantity: 12 }).where(eq(products.id, world.pasta));
    const versions = await Promise.all(racers.map(async (s) => (await getCheckout(s)).version));
    const answers = await Promise.all(
      racers.map((s, i) => confirm(s, { idempotencyKey: `corsa-${i}-ultimi`, version: versions[i] as number })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(7);
    const [stock] = await shop.db.select().from(products).where(eq(products.id, world.pasta));
    expect(stock).toMatchObject({ availableQuantity: 0, outOfStock: true });
    const open = await shop.db
      .select({ status: trolleys.status })
      .from(trolleys)
      .where(
        inArray(
          trolleys.customerId,
          racers.map((r) => r.id),
        ),
      );
    expect(open.filter((t) => t.status === 'ORDERED')).toHaveLength(3);
    await shop.db
      .update(products)
      .set({ availableQuantity: 100, outOfStock: false })
      .where(eq(products.id, world.pasta));
  }, 60_000);
});
