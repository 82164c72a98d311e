// Campioncini omaggio (issue 34; contracts samples.ts, docs/adr/0054): the offer of the trolley step's
// dialog, the choice (threshold, at most SAMPLES_PER_ORDER, one of each, stock, inactive refused, a repeat
// changing nothing, two presses at once), the order's free lines and their stock, cancel and change, the
// owner only; and samples never sold: out of the search, the listings, the product pages, the trolley and
// the lists. On PGlite and (DATABASE_URL_TEST) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ProductList, Trolley } from '@mercato/contracts';
import { Checkout, CheckoutConfirmation, OrderCard } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { OrderEditSession } from '@mercato/contracts/order-edit';
import { OrderDetail } from '@mercato/contracts/orders';
import { SampleOffer, SAMPLES_PER_ORDER } from '@mercato/contracts/samples';
import * as z from 'zod/mini';
import { categories, products } from './db/schema/catalogue.ts';
import { orderItems, trolleySamples } from './db/schema/commerce.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { checkoutWorld, confirm, getCheckout, readyShopper, T0, type CheckoutWorld } from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';
import type { Shopper } from './test/slots.ts';

describe.each(testDatabases())('campioncini omaggio on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  /** Grocery samples (a, b, c, d), one inactive, one out of stock, one with one piece, one of the pharmacy. */
  const id: Record<'a' | 'b' | 'c' | 'd' | 'inactive' | 'empty' | 'last' | 'pharma', number> = {
    a: 0,
    b: 0,
    c: 0,
    d: 0,
    inactive: 0,
    empty: 0,
    last: 0,
    pharma: 0,
  };

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
    const [cat] = await shop.db
      .insert(categories)
      .values({ name: 'Campioncini omaggio', slug: 'campioncini-omaggio', level: 1, catalogue: 'grocery' })
      .returning({ id: categories.id });
    let code = 880000;
    const sample = async (description: string, over: Partial<typeof products.$inferInsert> = {}) =>
      (
        await shop.db
          .insert(products)
          .values({
            code: String(code++),
            description,
            brand: 'Prova',
            label: 'Formato prova 10 ml',
            categoryId: cat!.id,
            catalogue: 'grocery',
            productType: 'CAMPIONCINI',
            priceCents: 1,
            unitPriceCents: 1,
            unitOfMeasure: 'pz',
            netQuantity: 1,
            vatPercent: 22,
            imagePath: `/images/products/${code}.svg`,
            availableQuantity: 50,
            maxPurchasableQuantity: 1,
            createdAt: T0,
            ...over,
          } as typeof products.$inferInsert)
          .returning({ id: products.id })
      )[0]!.id;
    id.a = await sample('Crema mani zafferanella');
    id.b = await sample('Balsamo labbra zafferanella');
    id.c = await sample('Shampoo zafferanella');
    id.d = await sample('Dentifricio zafferanella');
    id.inactive = await sample('Siero zafferanella', { active: false });
    id.empty = await sample('Bagnoschiuma zafferanella', { availableQuantity: 0, outOfStock: true });
    id.last = await sample('Tè verde zafferanella', { availableQuantity: 1 });
    id.pharma = await sample('Crema viso zafferanella', { catalogue: 'pharma', pharmacy: true });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const choose = (s: Shopper, productId: number) =>
    s.client.call('PUT', `/auth/checkout/samples/${productId}`, { xsrf: true });
  const drop = (s: Shopper, productId: number) =>
    s.client.call('DELETE', `/auth/checkout/samples/${productId}`, { xsrf: true });
  const chosenOf = (c: Checkout) => c.samples.chosen.map((x) => x.productId);
  const stockOf = async (productId: number) =>
    (await shop.db.select({ q: products.availableQuantity }).from(products).where(eq(products.id, productId)))[0]!.q;
  const rowsOf = async (s: Shopper) =>
    shop.db
      .select()
      .from(trolleySamples)
      .where(eq(trolleySamples.trolleyId, (await getCheckout(s)).trolley.trolleyId as number));
  /** A shopper whose items reach the threshold (5 × 9,90 € = 49,50 €), ready to confirm. */
  const eligible = () => readyShopper(shop, world, { quantity: 5 });

  it('offers the active samples in stock of the navigation, by name; nothing of the catalogue sells them', async () => {
    const s = await eligible();
    const offers = await dataOf(await s.client.call('GET', '/displayable/campioncini'), z.array(SampleOffer));
    expect(offers.map((o) => o.description)).toEqual([
      'Balsamo labbra zafferanella',
      'Crema mani zafferanella',
      'Dentifricio zafferanella',
      'Shampoo zafferanella',
      'Tè verde zafferanella',
    ]);
    expect(offers[0]).toMatchObject({ productId: id.b, label: 'Formato prova 10 ml', available: true });
    expect(offers[0]!.image).toMatch(/^\/images\/pack\//);
    // Not searched, listed, shown or sold.
    const found = await dataOf(await s.client.call('GET', '/search?q=zafferanella'), ProductList);
    expect(found.products).toEqual([]);
    const [a] = await shop.db.select({ code: products.code }).from(products).where(eq(products.id, id.a));
    expect((await s.client.call('GET', `/product/${a!.code}`)).status).toBe(404);
    const set = await dataOf(
      await s.client.call('GET', `/productset?ids=${id.a},${world.pasta}`),
      z.array(z.object({ productId: z.number() })),
    );
    expect(set.map((p) => p.productId)).toEqual([world.pasta]);
    const add = await dataOf(
      await s.client.call('POST', '/auth/trolley/item', { json: { productId: id.a, quantity: 1 }, xsrf: true }),
      Trolley,
    );
    expect(add.items.map((i) => i.productId)).toEqual([world.pasta]);
    expect(add.exceptions?.[0]).toMatchObject({ code: 'NOT_IN_SHOP', productId: id.a });
  });

  it('chooses up to the limit, one of each; a repeat or two presses at once add once; a sample is given up', async () => {
    const s = await eligible();
    const before = await getCheckout(s);
    expect(before.samples).toEqual({ chosen: [], eligible: true, missingAmount: 0 });
    const first = await dataOf(await choose(s, id.a), Checkout);
    expect(chosenOf(first)).toEqual([id.a]);
    expect(first.samples.chosen[0]).toMatchObject({ description: 'Crema mani zafferanella', available: true });
    expect(first.version).toBeGreaterThan(before.version);
    // Again: nothing changes, not even the version.
    const again = await dataOf(await choose(s, id.a), Checkout);
    expect(chosenOf(again)).toEqual([id.a]);
    expect(again.version).toBe(first.version);
    // A double click: two presses at once hold one row.
    await Promise.all([choose(s, id.b), choose(s, id.b)]);
    expect((await rowsOf(s)).map((r) => r.productId).sort()).toEqual([id.a, id.b].sort());
    await dataOf(await choose(s, id.c), Checkout);
    expect(SAMPLES_PER_ORDER).toBe(3);
    const over = await errorOf(await choose(s, id.d), 409);
    expect(over.message).toBe('Puoi scegliere al massimo 3 campioncini per ordine.');
    expect(chosenOf(await getCheckout(s))).toEqual([id.a, id.b, id.c]);
    // Given up (twice: the second changes nothing), another may be chosen.
    expect(chosenOf(await dataOf(await drop(s, id.b), Checkout))).toEqual([id.a, id.c]);
    expect(chosenOf(await dataOf(await drop(s, id.b), Checkout))).toEqual([id.a, id.c]);
    expect(chosenOf(await dataOf(await choose(s, id.d), Checkout))).toEqual([id.a, id.c, id.d]);
  });

  it('three presses of three samples at once never hold more than the limit', async () => {
    const s = await eligible();
    await dataOf(await choose(s, id.a), Checkout);
    const answers = await Promise.all([choose(s, id.b), choose(s, id.c), choose(s, id.d)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(await rowsOf(s)).toHaveLength(3);
  });

  it('refuses, changing nothing: below the threshold, inactive, out of stock, not a sample, another catalogue', async () => {
    const low = await readyShopper(shop, world, { quantity: 4 });
    const c = await getCheckout(low);
    expect(c.samples).toEqual({ chosen: [], eligible: false, missingAmount: 40 });
    const e = await errorOf(await choose(low, id.a), 409);
    expect(e.message).toBe(
      `I campioncini omaggio spettano con una spesa di almeno ${formatPrice(4000)}: aggiungi altri prodotti.`,
    );
    const s = await eligible();
    expect((await errorOf(await choose(s, id.inactive), 409)).message).toBe(
      'Il campioncino Siero zafferanella non è più disponibile.',
    );
    expect((await errorOf(await choose(s, id.empty), 409)).message).toBe(
      'Il campioncino Bagnoschiuma zafferanella non è più disponibile.',
    );
    for (const other of [world.pasta, id.pharma, 999_999])
      expect((await errorOf(await choose(s, other), 404)).message).toBe('Campioncino non trovato');
    expect(await rowsOf(low)).toEqual([]);
    expect(await rowsOf(s)).toEqual([]);
    expect((await getCheckout(low)).version).toBe(c.version);
  });

  it('only the owner: a customer chooses for their own checkout only', async () => {
    const s = await eligible();
    const other = await eligible();
    await dataOf(await choose(s, id.a), Checkout);
    expect(chosenOf(await getCheckout(other))).toEqual([]);
    expect(chosenOf(await dataOf(await drop(other, id.a), Checkout))).toEqual([]);
    expect(chosenOf(await getCheckout(s))).toEqual([id.a]);
  });

  it('the order keeps the samples as free lines at 0,00 €, takes their stock, and shows them in its detail', async () => {
    const s = await eligible();
    await dataOf(await choose(s, id.a), Checkout);
    await dataOf(await choose(s, id.b), Checkout);
    const stock = { a: await stockOf(id.a), b: await stockOf(id.b) };
    const c = await getCheckout(s);
    expect(c.missing).toBeNull();
    const done = await dataOf(
      await confirm(s, { idempotencyKey: `campioni-${s.id}`, version: c.version }),
      CheckoutConfirmation,
    );
    expect(done.outcome).toBe('ORDERED');
    expect(await stockOf(id.a)).toBe(stock.a - 1);
    expect(await stockOf(id.b)).toBe(stock.b - 1);
    const lines = await shop.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, done.orderId as number));
    expect(lines.filter((l) => l.freeItem).map((l) => [l.productId, l.quantity, l.finalPriceCents])).toEqual([
      [id.a, 1, 0],
      [id.b, 1, 0],
    ]);
    const detail = await dataOf(await s.client.call('GET', `/auth/orders/${done.orderId}/detail`), OrderDetail);
    expect(detail.items.filter((i) => i.sample).map((i) => [i.computedDescription, i.finalPrice])).toEqual([
      ['Crema mani zafferanella', 0],
      ['Balsamo labbra zafferanella', 0],
    ]);
    expect(detail.items.find((i) => i.productId === world.pasta)?.sample).toBe(false);
    // The shopper's next checkout starts without samples.
    expect((await getCheckout(s)).samples.chosen).toEqual([]);
    // Cancelled: the pieces go back on the shelf.
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${done.orderId}`), OrderCard);
    await dataOf(
      await s.client.call('POST', `/auth/orders/${done.orderId}/cancel`, {
        json: { version: card.version },
        xsrf: true,
      }),
      OrderCard,
    );
    expect(await stockOf(id.a)).toBe(stock.a);
    expect(await stockOf(id.b)).toBe(stock.b);
  });

  it('stops the confirmation when a chosen sample ran out or the items fell below the threshold', async () => {
    const s = await eligible();
    const t = await readyShopper(shop, world, { quantity: 5 });
    await dataOf(await choose(s, id.last), Checkout);
    await dataOf(await choose(t, id.last), Checkout);
    // The first order takes the last piece; the second checkout sees it gone and cannot confirm.
    const c = await getCheckout(s);
    await dataOf(await confirm(s, { idempotencyKey: `ultimo-${s.id}`, version: c.version }), CheckoutConfirmation);
    expect(await stockOf(id.last)).toBe(0);
    const ct = await getCheckout(t);
    expect(ct.samples.chosen).toEqual([expect.objectContaining({ productId: id.last, available: false })]);
    expect(ct.missing).toEqual({
      step: 'TROLLEY',
      message:
        'Il campioncino Tè verde zafferanella non è più disponibile: toglilo dai campioncini scelti per proseguire.',
    });
    const refused = await confirm(t, { idempotencyKey: `ultimo-${t.id}`, version: ct.version });
    expect(refused.status).toBe(409);
    // Given up, the order goes through without it.
    const dropped = await dataOf(await drop(t, id.last), Checkout);
    expect(dropped.missing).toBeNull();
    // Below the threshold with a sample chosen: the trolley step says so.
    const u = await eligible();
    await dataOf(await choose(u, id.a), Checkout);
    const line = (await getCheckout(u)).trolley.items[0]!;
    await dataOf(
      await u.client.call('PUT', `/auth/trolley/item/${line.trolleyItemId}`, { json: { quantity: 4 }, xsrf: true }),
      Trolley,
    );
    const below = await getCheckout(u);
    expect(below.samples).toMatchObject({ eligible: false, missingAmount: 40 });
    expect(below.missing).toEqual({
      step: 'TROLLEY',
      message: `I campioncini omaggio spettano con una spesa di almeno ${formatPrice(4000)}: aggiungi altri prodotti o togli i campioncini scelti.`,
    });
  });

  it('changing the order brings its samples back as chosen, and the new order keeps them without taking twice', async () => {
    const s = await eligible();
    await dataOf(await choose(s, id.c), Checkout);
    const c = await getCheckout(s);
    const done = await dataOf(
      await confirm(s, { idempotencyKey: `modifica-${s.id}`, version: c.version }),
      CheckoutConfirmation,
    );
    const stock = await stockOf(id.c);
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${done.orderId}`), OrderCard);
    await dataOf(
      await s.client.call('POST', `/auth/orders/${done.orderId}/edit`, { json: { version: card.version }, xsrf: true }),
      OrderEditSession,
    );
    const editing = await getCheckout(s);
    expect(chosenOf(editing)).toEqual([id.c]);
    expect(editing.trolley.items.map((i) => i.productId)).toEqual([world.pasta]);
    const replaced = await dataOf(
      await confirm(s, { idempotencyKey: `modifica-2-${s.id}`, version: editing.version }),
      CheckoutConfirmation,
    );
    expect(replaced.orderId).not.toBe(done.orderId);
    expect(await stockOf(id.c)).toBe(stock);
    const kept = await shop.db
      .select({ productId: orderItems.productId, price: orderItems.finalPriceCents })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, replaced.orderId as number), eq(orderItems.freeItem, true)));
    expect(kept).toEqual([{ productId: id.c, price: 0 }]);
  });
});
