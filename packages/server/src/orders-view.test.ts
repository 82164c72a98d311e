// The order detail and the product rating (issue 17; spec orders §2 order detail, §6, §9 rating 1–5), on
// PGlite and (DATABASE_URL_TEST) on PostgreSQL: the detail's shape, a vote saved and changed, bad votes
// and votes on an order not delivered refused with nothing changed, and another customer's order or item
// answered 404 exactly as one that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ordersView } from '@mercato/contracts/i18n/it';
import { LastPurchased, OrderDetail, OrderDetailItem, ReorderParams } from '@mercato/contracts/orders';
import { product } from './test/slots.ts';
import { orderItems, orders } from './db/schema/commerce.ts';
import { complaintProducts, complaints } from './db/schema/orders-area.ts';
import { SESSION_COOKIE } from './auth/cookies.ts';
import type { Shop } from './shop.ts';
import { parseInput } from './validation.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, loggedInCustomer, testDatabases } from './test/databases.ts';

const T0 = new Date('2026-03-10T09:00:00Z');
let seq = 0;

async function makeOrder(
  shop: Shop,
  customerId: number,
  over: Partial<typeof orders.$inferInsert> = {},
): Promise<{ id: number; publicOrderId: string; items: number[] }> {
  seq += 1;
  const [o] = await shop.db
    .insert(orders)
    .values({
      publicOrderId: String(9_000_000 + seq * 7 + customerId),
      customerId,
      navigation: 'supermercato',
      status: 'CONSEGNATO',
      orderInsertTime: new Date(T0.getTime() - 5 * 86_400_000),
      deliveryMethod: 'COURIER',
      deliveryAddressText: 'Via Roma 1, 20121 Milano',
      slotStartTime: new Date(T0.getTime() - 3 * 86_400_000),
      slotEndTime: new Date(T0.getTime() - 3 * 86_400_000 + 7_200_000),
      slotPriceCents: 390,
      paymentType: 'HOME',
      paymentStatus: 'PAGAMENTO EFFETTUATO',
      totalPriceCents: 1500,
      totalDiscountCents: 300,
      percentDiscountCents: 100,
      voucherDiscountCents: 100,
      totalAmountCents: 1590,
      orderPoints: 15,
      fidatyCardBarcode: '2900000000001',
      deliveredAt: new Date(T0.getTime() - 3 * 86_400_000 + 3_600_000),
      ...over,
    })
    .returning({ id: orders.id, publicOrderId: orders.publicOrderId });
  const items = await shop.db
    .insert(orderItems)
    .values([
      {
        orderId: o.id,
        productCode: 'P001',
        description: 'Pasta di semola Mercato 500 g',
        quantity: 2,
        unitPriceCents: 500,
        discountCents: 100,
        finalPriceCents: 900,
        vatPercent: 4,
        hasPromo: true,
      },
      {
        orderId: o.id,
        productCode: 'P002',
        description: 'Latte intero Mercato 1 l',
        quantity: 1,
        unitPriceCents: 500,
        finalPriceCents: 500,
        vatPercent: 4,
        deliveredQuantity: 0,
      },
    ])
    .returning({ id: orderItems.id });
  return { ...o, items: items.map((i) => i.id) };
}

describe.each(testDatabases())('order detail and rating on $name', (database) => {
  let shop: Shop;
  let mario: { id: number; browser: Client };
  let giulia: { id: number; browser: Client };

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    mario = await loggedInCustomer(shop);
    giulia = await loggedInCustomer(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const voteOf = async (itemId: number) =>
    (await shop.db.select({ vote: orderItems.vote }).from(orderItems).where(eq(orderItems.id, itemId)))[0]?.vote;
  const vote = (c: Client, orderId: number | string, itemId: number | string, json: unknown) =>
    c.call('PUT', `/auth/orders/${orderId}/items/${itemId}/vote`, { json, xsrf: true });

  it('the detail: the card, the lines with their amounts, the summary and the documents of a delivered order', async () => {
    const o = await makeOrder(shop, mario.id, {
      invoiceNumber: 'FT-2026-000001',
      invoice: {
        billingAddressId: 1,
        address: { heading: 'Mario Rossi', street: 'Via Roma', houseNumber: '1', postcode: '20121', town: 'Milano' },
        cig: '',
        billingCup: '',
        billingNumord: '',
        billingNotefatt: '',
      },
    });
    const d = await dataOf(await mario.browser.call('GET', `/auth/orders/${o.id}/detail`), OrderDetail);
    expect(d.order.orderId).toBe(o.id);
    expect(d.order.orderStatusLabel).toBe('Consegnato');
    expect(d.items.map((i) => [i.computedDescription, i.price, i.finalPrice, i.quantity, i.deliveredQuantity])).toEqual(
      [
        ['Pasta di semola Mercato 500 g', 500, 900, 2, 2],
        ['Latte intero Mercato 1 l', 500, 500, 1, 0],
      ],
    );
    expect(d.items[0].discountedPriceRetail).toBe(450);
    expect(d).toMatchObject({
      subtotal: 1500,
      percentDiscount: 100,
      voucherDiscount: 100,
      slotFree: false,
      billingAddress: ['Mario Rossi', 'Via Roma 1', '20121 Milano'],
      invoiceNumber: 'FT-2026-000001',
      fidatyPoints: 15,
      documents: { receipt: true, details: true, invoice: true },
      ratingOpen: true,
      complaintMade: false,
      lockerKeys: [],
      replacedBy: null,
    });
  });

  it('an open order: nothing to rate or download; a linked order: the slot is free', async () => {
    const first = await makeOrder(shop, mario.id, { status: 'IN_LAVORAZIONE', deliveredAt: null });
    const linked = await makeOrder(shop, mario.id, {
      status: 'IN_LAVORAZIONE',
      deliveredAt: null,
      linkedOrderId: first.id,
      slotPriceCents: 0,
    });
    const d = await dataOf(await mario.browser.call('GET', `/auth/orders/${linked.id}/detail`), OrderDetail);
    expect(d).toMatchObject({
      slotFree: true,
      ratingOpen: false,
      documents: { receipt: false, details: false, invoice: false },
    });
    expect(d.items.every((i) => i.deliveredQuantity === null)).toBe(true);
  });

  it('a locker pickup shows its keys; a complaint shows its message on the products it names', async () => {
    const o = await makeOrder(shop, mario.id, {
      navigation: 'drive',
      deliveryMethod: 'STORE',
      deliveryStoreName: 'Clicca e Vai Milano Nord',
      lockerKeys: [{ locker: 'Cella 12', keyCode: '123456', lockerKeyEnc: 'abcdef0123456789' }],
      complaintOpened: true,
    });
    const [c] = await shop.db
      .insert(complaints)
      .values({ orderId: o.id, customerId: mario.id, action: 'PRODUCT', message: 'Arrivata aperta', email: 'm@x.it' })
      .returning({ id: complaints.id });
    await shop.db
      .insert(complaintProducts)
      .values({ complaintId: c.id, orderItemId: o.items[1], reason: 'DAMAGED', quantity: 1, description: null });
    const d = await dataOf(await mario.browser.call('GET', `/auth/orders/${o.id}/detail`), OrderDetail);
    expect(d.deliveryStoreName).toBe('Clicca e Vai Milano Nord');
    expect(d.lockerKeys).toEqual([{ locker: 'Cella 12', keyCode: '123456', lockerKeyEnc: 'abcdef0123456789' }]);
    expect(d.complaintMade).toBe(true);
    expect(d.items.map((i) => i.complaintMessage)).toEqual([null, 'Arrivata aperta']);
  });

  it('a replaced order points to the order that replaced it', async () => {
    const newer = await makeOrder(shop, mario.id, { status: 'IN_LAVORAZIONE', deliveredAt: null });
    const old = await makeOrder(shop, mario.id, {
      status: 'SOSTITUITO',
      deliveredAt: null,
      replacedByOrderId: newer.id,
    });
    const d = await dataOf(await mario.browser.call('GET', `/auth/orders/${old.id}/detail`), OrderDetail);
    expect(d.replacedBy).toEqual({ orderId: newer.id, publicOrderId: newer.publicOrderId });
    expect(d.order.orderStatusLabel).toBe('Sostituito da un ordine modificato');
  });

  it('rates a product 1–5, again to change it; a repeated call changes nothing more', async () => {
    const o = await makeOrder(shop, mario.id);
    const item = await dataOf(await vote(mario.browser, o.id, o.items[0], { vote: 4 }), OrderDetailItem);
    expect(item).toMatchObject({ itemId: o.items[0], vote: 4 });
    expect(await voteOf(o.items[0])).toBe(4);
    await dataOf(await vote(mario.browser, o.id, o.items[0], { vote: 1 }), OrderDetailItem);
    await dataOf(await vote(mario.browser, o.id, o.items[0], { vote: 1 }), OrderDetailItem);
    expect(await voteOf(o.items[0])).toBe(1);
    await dataOf(await vote(mario.browser, o.id, o.items[0], { vote: 5 }), OrderDetailItem);
    const d = await dataOf(await mario.browser.call('GET', `/auth/orders/${o.id}/detail`), OrderDetail);
    expect(d.items.map((i) => i.vote)).toEqual([5, null]);
  });

  it.each([[0], [6], ['x'], [2.5], [null]])('vote %j → 422 with the message, nothing changed', async (bad) => {
    const o = await makeOrder(shop, mario.id);
    await dataOf(await vote(mario.browser, o.id, o.items[0], { vote: 3 }), OrderDetailItem);
    const e = await errorOf(await vote(mario.browser, o.id, o.items[0], { vote: bad }), 422);
    expect(e.message).toBe(ordersView.voteInvalid);
    expect(e.entityErrors).toEqual([{ field: 'vote', message: ordersView.voteInvalid }]);
    expect(await voteOf(o.items[0])).toBe(3);
  });

  it("a vote body that is not an object answers 'Il voto deve essere un numero intero da 1 a 5', nothing changed", async () => {
    const o = await makeOrder(shop, mario.id);
    await dataOf(await vote(mario.browser, o.id, o.items[0], { vote: 3 }), OrderDetailItem);
    for (const bad of [[], [4], 4, 'x', null, true]) {
      const e = await errorOf(await vote(mario.browser, o.id, o.items[0], bad), 422);
      expect([bad, e.message]).toEqual([bad, ordersView.voteInvalid]);
      expect(e.entityErrors?.map((x) => x.message)).toEqual([ordersView.voteInvalid]);
    }
    expect(await voteOf(o.items[0])).toBe(3);
  });

  it('an order not delivered yet (or cancelled) cannot be rated: 409, nothing changed', async () => {
    for (const status of ['IN_LAVORAZIONE', 'IN_CONSEGNA', 'ANNULLATO'] as const) {
      const o = await makeOrder(shop, mario.id, { status, deliveredAt: null });
      const e = await errorOf(await vote(mario.browser, o.id, o.items[0], { vote: 5 }), 409);
      expect(e.message).toBe(ordersView.voteNotDelivered);
      expect(await voteOf(o.items[0])).toBeNull();
    }
  });

  it('a line not delivered at all cannot be rated: 409, nothing changed', async () => {
    const o = await makeOrder(shop, mario.id);
    const e = await errorOf(await vote(mario.browser, o.id, o.items[1], { vote: 5 }), 409);
    expect(e.message).toBe(ordersView.voteItemNotDelivered);
    expect(await voteOf(o.items[1])).toBeNull();
  });

  it("another customer's order or item is 404, exactly as one that does not exist", async () => {
    const hers = await makeOrder(shop, giulia.id);
    const mine = await makeOrder(shop, mario.id);
    const missing = await errorOf(await mario.browser.call('GET', '/auth/orders/99999999/detail'), 404);
    const other = await errorOf(await mario.browser.call('GET', `/auth/orders/${hers.id}/detail`), 404);
    expect(other).toEqual(missing);
    // her order, her item; my order with her item; a missing item of mine
    for (const [orderId, itemId] of [
      [hers.id, hers.items[0]],
      [mine.id, hers.items[0]],
      [hers.id, mine.items[0]],
      [mine.id, 99999999],
    ]) {
      const e = await errorOf(await vote(mario.browser, orderId, itemId, { vote: 2 }), 404);
      expect(e).toEqual(missing);
    }
    expect(await voteOf(hers.items[0])).toBeNull();
    expect(await voteOf(mine.items[0])).toBeNull();
    // she still reads and rates her own
    await dataOf(await giulia.browser.call('GET', `/auth/orders/${hers.id}/detail`), OrderDetail);
    await dataOf(await vote(giulia.browser, hers.id, hers.items[0], { vote: 2 }), OrderDetailItem);
  });

  it('reorder: both ids must name the same order of the customer', async () => {
    const o = await makeOrder(shop, mario.id);
    const hers = await makeOrder(shop, giulia.id);
    const svc = shop.services.orders;
    const s = await shop.services.sessions.get(mario.browser.cookies.get(SESSION_COOKIE));
    // The page reads the path with ReorderParams (400 here for one that is not ids), then the service.
    const reorder = async (orderId: string, publicOrderId: string) =>
      svc.reorder(s, parseInput(ReorderParams, { orderId, publicOrderId }));
    expect((await reorder(String(o.id), o.publicOrderId)).order.orderId).toBe(o.id);
    for (const [id, pub] of [
      [String(o.id), hers.publicOrderId],
      [String(hers.id), hers.publicOrderId],
      [String(o.id), 'abc'],
      ['x', o.publicOrderId],
    ]) {
      const status = await reorder(id, pub).then(
        () => 200,
        (e: { status: number }) => e.status,
      );
      expect([400, 404]).toContain(status);
    }
  });

  it("'Ultimi acquisti': most often bought first with the last quantity; cancelled, old, free and others' left out", async () => {
    const anna = await loggedInCustomer(shop);
    const [a, b, c, d] = [
      await product(shop, 'UA1'),
      await product(shop, 'UA2'),
      await product(shop, 'UA3'),
      await product(shop, 'UA4'),
    ];
    const daysAgo = (n: number) => new Date(T0.getTime() - n * 86_400_000);
    const bought = async (
      customerId: number,
      over: Partial<typeof orders.$inferInsert>,
      lines: [number, number, Partial<typeof orderItems.$inferInsert>?][],
    ) => {
      const o = await makeOrder(shop, customerId, over);
      await shop.db.insert(orderItems).values(
        lines.map(([productId, quantity, extra]) => ({
          orderId: o.id,
          productId,
          productCode: `C${productId}`,
          description: `Prodotto ${productId}`,
          quantity,
          unitPriceCents: 100,
          finalPriceCents: 100 * quantity,
          vatPercent: 4,
          ...extra,
        })),
      );
    };
    await bought(anna.id, { orderInsertTime: daysAgo(10) }, [
      [a, 2],
      [b, 1],
    ]);
    await bought(anna.id, { orderInsertTime: daysAgo(3), status: 'IN_LAVORAZIONE' }, [
      [a, 5],
      [c, 1, { freeItem: true }],
    ]);
    await bought(anna.id, { orderInsertTime: daysAgo(1), status: 'ANNULLATO' }, [[d, 3]]);
    await bought(anna.id, { orderInsertTime: daysAgo(400) }, [[d, 1]]);
    await bought(giulia.id, { orderInsertTime: daysAgo(1) }, [[d, 1]]);

    const mine = await dataOf(await anna.browser.call('GET', '/auth/orders/last-purchased'), LastPurchased);
    expect(mine.map((p) => [p.productId, p.timesBought, p.lastQuantity])).toEqual([
      [a, 2, 5],
      [b, 1, 1],
    ]);
    expect(mine[0].lastOrderedAt).toBe(daysAgo(3).toISOString());
    const hers = await dataOf(await giulia.browser.call('GET', '/auth/orders/last-purchased'), LastPurchased);
    expect(hers.map((p) => p.productId)).toEqual([d]);
    await errorOf(await new Client(shop).call('GET', '/auth/orders/last-purchased'), 401);
  });

  it('without a login: 401, nothing changed', async () => {
    const o = await makeOrder(shop, mario.id);
    const anon = new Client(shop);
    await errorOf(await anon.call('GET', `/auth/orders/${o.id}/detail`), 401);
    expect(await voteOf(o.items[0])).toBeNull();
  });
});
