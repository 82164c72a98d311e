// Coupons (issue 35; contracts coupons.ts): the trolley's totals on the server for every coupon type, the
// refusals with their coupon error codes (duplicate 101, used 1, expired 3, threshold 2, product 5, not
// valid 4), used once under parallel confirmations, given back by a cancelled order, delivery promotions
// on the slot price, sanitised HTML on the way out, and only the owner's coupons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CheckoutConfirmation, OrderCard } from '@mercato/contracts/checkout';
import { CouponWallet, type CustomerCoupon, couponErrorMessage } from '@mercato/contracts/coupons';
import { Initiative } from '@mercato/contracts';
import * as z from 'zod/mini';
import {
  coupons,
  customerCoupons,
  customerInitiatives,
  deliveryPromotions,
  initiatives,
} from './db/schema/commerce.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { checkoutWorld, confirm, getCheckout, readyShopper, T0, type CheckoutWorld } from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';
import type { Shopper } from './test/slots.ts';

const DAY = 86_400_000;

describe.each(testDatabases())('coupons on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  let seq = 0;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** A coupon given to `customerId` (valid from yesterday for 30 days unless said). */
  async function give(customerId: number, c: Partial<typeof coupons.$inferInsert> = {}): Promise<number> {
    const [row] = await shop.db
      .insert(coupons)
      .values({
        code: `T${process.pid}X${seq++}`,
        type: 'DISCOUNT',
        description: 'Buono di prova',
        valueCents: 500,
        minSpendCents: 0,
        startDate: new Date(T0.getTime() - DAY),
        expireDate: new Date(T0.getTime() + 30 * DAY),
        ...c,
      })
      .returning({ id: coupons.id });
    await shop.db.insert(customerCoupons).values({ customerId, couponId: row.id });
    return row.id;
  }
  const use = (s: Shopper, id: number) => s.client.call('POST', `/auth/coupons/${id}/trolley`, { xsrf: true });
  const drop = (s: Shopper, id: number) => s.client.call('DELETE', `/auth/coupons/${id}/trolley`, { xsrf: true });
  const byCode = (s: Shopper, code: string) =>
    s.client.call('POST', '/auth/coupons/code', { json: { code }, xsrf: true });
  const wallet = async (s: Shopper) => dataOf(await s.client.call('GET', '/auth/coupons'), CouponWallet);
  const refusedWith = async (res: Response, n: number) => {
    const e = await errorOf(res, 409);
    expect(e).toMatchObject({ code: `COUPON-${n}`, message: couponErrorMessage(n) });
  };

  it('a DISCOUNT coupon lowers the trolley total by its value; twice is refused (101); removed, it is back', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 }); // 4 × 9,90 = 39,60 €
    const id = await give(s.id, { valueCents: 500, minSpendCents: 3000 });
    const before = (await getCheckout(s)).trolley.transactionAmount;
    expect(before).toBe(3960);
    const w = await dataOf(await use(s, id), CouponWallet);
    expect(w.coupons.find((c) => c.id === id)?.state).toBe('IN_CART');
    expect(w.transactionAmount).toBe(3460);
    const c = await getCheckout(s);
    expect(c.trolley).toMatchObject({ transactionAmount: 3460, couponDiscount: 500 });
    await refusedWith(await use(s, id), 101);
    const back = await dataOf(await drop(s, id), CouponWallet);
    expect(back.transactionAmount).toBe(3960);
    expect(back.coupons.find((x) => x.id === id)?.state).toBe('NOT_IN_CART');
    // Removing again changes nothing.
    expect((await dataOf(await drop(s, id), CouponWallet)).transactionAmount).toBe(3960);
  });

  it('PERCENTAGE, DISCOUNT_TRIGGER and FIDATY_POINTS: the right amounts, and their conditions refused', async () => {
    const s = await readyShopper(shop, world, { quantity: 2 }); // 19,80 €
    await refusedWith(await use(s, await give(s.id, { valueCents: 300, minSpendCents: 5000 })), 2);
    await refusedWith(
      await use(s, await give(s.id, { type: 'DISCOUNT_TRIGGER', valueCents: 200, productId: world.gift })),
      5,
    );
    const pct = await give(s.id, { type: 'PERCENTAGE', percent: 15, valueCents: null });
    expect((await dataOf(await use(s, pct), CouponWallet)).transactionAmount).toBe(1980 - 297);
    const trigger = await give(s.id, { type: 'DISCOUNT_TRIGGER', valueCents: 200, productId: world.pasta });
    expect((await dataOf(await use(s, trigger), CouponWallet)).transactionAmount).toBe(1980 - 297 - 200);
    const points = await give(s.id, { type: 'FIDATY_POINTS', points: 200, valueCents: null, productId: world.pasta });
    const w = await dataOf(await use(s, points), CouponWallet);
    expect(w.transactionAmount).toBe(1483);
    expect(w.inTrolley.find((c) => c.id === points)).toMatchObject({ applied: true, discount: 0, points: 200 });
    expect((await getCheckout(s)).trolley.couponPoints).toBe(200);
  });

  it('an expired coupon is refused (3) by id and by code; an unknown code is not valid (4)', async () => {
    const s = await readyShopper(shop, world, { quantity: 2 });
    const expired = await give(s.id, { expireDate: new Date(T0.getTime() - DAY) });
    await refusedWith(await use(s, expired), 3);
    const [row] = await shop.db.select().from(coupons).where(eq(coupons.id, expired));
    await refusedWith(await byCode(s, row.code.toLowerCase()), 3);
    await refusedWith(await byCode(s, 'NESSUNO123'), 4);
    expect((await wallet(s)).coupons.some((c) => c.id === expired)).toBe(false);
    expect((await getCheckout(s)).trolley.transactionAmount).toBe(1980);
  });

  it('a code joins the wallet and the trolley', async () => {
    const s = await readyShopper(shop, world, { quantity: 2 });
    const other = await readyShopper(shop, world, { quantity: 1 });
    const id = await give(other.id, { valueCents: 250 });
    const [row] = await shop.db.select().from(coupons).where(eq(coupons.id, id));
    const w = await dataOf(await byCode(s, row.code), CouponWallet);
    expect(w.coupons.find((c) => c.id === id)?.state).toBe('IN_CART');
    expect(w.transactionAmount).toBe(1980 - 250);
  });

  it('parallel confirmations use the coupon once; used it is refused (1); a cancelled order gives it back', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    const id = await give(s.id, { valueCents: 500 });
    await dataOf(await use(s, id), CouponWallet);
    const c = await getCheckout(s);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => confirm(s, { idempotencyKey: `buono-${s.id}-${i}`, version: c.version })),
    );
    const done = [];
    for (const res of answers) done.push(await dataOf(res, CheckoutConfirmation));
    const orderId = done[0].orderId as number;
    for (const d of done) expect(d).toMatchObject({ outcome: 'ORDERED', orderId });
    const held = await shop.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, id));
    expect(held).toMatchObject([{ usedInOrderId: orderId, usedDiscountCents: 500, trolleyId: null }]);
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${orderId}`), OrderCard);
    expect(card.totalAmount).toBe(3960 - 500 + 390);
    const w = await wallet(s);
    expect(w.coupons.find((x) => x.id === id)).toMatchObject({ state: 'USED', usedInOrder: card.publicOrderId });
    await refusedWith(await use(s, id), 1);
    await dataOf(
      await s.client.call('POST', `/auth/orders/${orderId}/cancel`, { json: { version: card.version }, xsrf: true }),
      OrderCard,
    );
    expect((await wallet(s)).coupons.find((x) => x.id === id)?.state).toBe('NOT_IN_CART');
  }, 60_000);

  it('a coupon used meanwhile refuses the confirmation and changes nothing', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    const id = await give(s.id, { valueCents: 500 });
    await dataOf(await use(s, id), CouponWallet);
    const c = await getCheckout(s);
    await shop.db
      .update(coupons)
      .set({ expireDate: new Date(T0.getTime() - 1000) })
      .where(eq(coupons.id, id));
    const res = await confirm(s, { idempotencyKey: `scaduto-${s.id}`, version: c.version });
    const e = await errorOf(res, 409);
    expect(e.message).toContain(couponErrorMessage(3));
    const held = await shop.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, id));
    expect(held[0].usedInOrderId).toBeNull();
  });

  it('a delivery promotion lowers the slot price paid', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    expect((await getCheckout(s)).trolley.deliveryAmount).toBe(390);
    await shop.db.insert(deliveryPromotions).values({
      customerId: s.id,
      name: 'Consegna a metà prezzo',
      description: 'Metà prezzo',
      discountPercent: 50,
      // Valid on the tests' clock (the list) and on the system's (the trolley's price).
      startDate: new Date(T0.getTime() - DAY),
      expireDate: new Date(Date.now() + 30 * DAY),
    });
    const c = await getCheckout(s);
    expect(c.trolley.deliveryAmount).toBe(195);
    expect(c.trolley.deliveryPromotion).toMatchObject({ name: 'Consegna a metà prezzo', discount: 195 });
    const done = await dataOf(
      await confirm(s, { idempotencyKey: `consegna-${s.id}`, version: c.version }),
      CheckoutConfirmation,
    );
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${done.orderId}`), OrderCard);
    expect(card.slotPrice).toBe(195);
    const list = await dataOf(await s.client.call('GET', '/auth/promotions/delivery'), z.array(z.any()));
    expect(list[0]).toMatchObject({ name: 'Consegna a metà prezzo', status: 'Attiva' });
  }, 60_000);

  it('HTML of a card is sanitised on the way out, even when stored raw', async () => {
    const s = await readyShopper(shop, world, { quantity: 1 });
    const raw = '<p>Ciao<script>alert(1)</script><img src=x onerror="alert(2)"></p>';
    const id = await give(s.id, {
      templateVersion: 2,
      detailBodyMessage: raw,
      blocks: [
        { msgType: 'HTML_TEXT', decodedText: raw },
        { msgType: 'LOGO', img: 'javascript:alert(3)' },
      ],
    });
    const card = (await wallet(s)).coupons.find((c) => c.id === id) as CustomerCoupon;
    expect(card.blocks[0].decodedText).toBe('<p>Ciao</p>');
    expect(card.blocks[1].img).toBeNull();
    expect(card.detailBodyMessage).toBe('<p>Ciao</p>');
  });

  it("only the owner: another's coupon and initiative are 404, a visitor 401", async () => {
    const a = await readyShopper(shop, world, { quantity: 1 });
    const b = await readyShopper(shop, world, { quantity: 1 });
    const id = await give(a.id);
    expect((await use(b, id)).status).toBe(404);
    expect((await drop(b, id)).status).toBe(404);
    expect((await wallet(b)).coupons.some((c) => c.id === id)).toBe(false);
    const [ini] = await shop.db
      .insert(initiatives)
      .values({
        description: 'Raccolta',
        objectName: 'Bollini',
        decimalFlag: true,
        donationAllowed: true,
        startDate: new Date(T0.getTime() - DAY),
        endDate: new Date(T0.getTime() + DAY),
      })
      .returning({ id: initiatives.id });
    await shop.db.insert(customerInitiatives).values({ customerId: a.id, initiativeId: ini.id, saldo: 1250 });
    expect(await dataOf(await a.client.call('GET', `/auth/initiatives/${ini.id}`), Initiative)).toMatchObject({
      saldo: 12.5,
      donationAllowed: true,
    });
    expect((await b.client.call('GET', `/auth/initiatives/${ini.id}`)).status).toBe(404);
    const anon = await shop.app.request('/commerce/resources/auth/coupons');
    expect(anon.status).toBe(401);
  });
});
