// Subscriptions (issue 40; contracts subscriptions.ts), through the API as a browser calls it, on PGlite and
// (DATABASE_URL_TEST) PostgreSQL. A plan is bought by the trolley and the checkout: the order makes it
// 'being activated' ('Stato' names the order), the order's delivery makes it active; a second one is
// refused (trolley, checkout), so is a customer without the permission; a cancelled order cancels it, a
// modified order hands it on; the automatic renewal changes only for an active open-ended one, and only
// the owner's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SlotReservation, Trolley } from '@mercato/contracts';
import { Checkout, CheckoutConfirmation, OrderCard } from '@mercato/contracts/checkout';
import { subscriptions as texts } from '@mercato/contracts/i18n/it';
import { OrderEditSession } from '@mercato/contracts/order-edit';
import { SubscriptionStatus } from '@mercato/contracts/subscriptions';
import { products } from './db/schema/catalogue.ts';
import { orders } from './db/schema/commerce.ts';
import { customers } from './db/schema/platform.ts';
import { customerSubscriptions, subscriptionPlans } from './db/schema/subscriptions.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import {
  checkoutWorld,
  confirm,
  getCheckout,
  patchCheckout,
  readyShopper,
  slotAt,
  T0,
  type CheckoutWorld,
} from './test/checkout.ts';
import { Client, powerGuestClient, testDatabases } from './test/databases.ts';
import { product, type Shopper } from './test/slots.ts';

const DAY_MS = 86_400_000;
let keys = 0;
const key = (p: string) => `${p}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(testDatabases())('subscriptions on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  let clock = T0;
  /** The plans' products: monthly (4 deliveries), continuous (-1). */
  let monthly: number;
  let continuous: number;

  async function plan(code: string, name: string, deliveries: number, periodDays: number, orderNo: number) {
    const productId = await product(shop, code);
    await shop.db
      .update(products)
      .set({ productType: 'SUBSCRIPTION', description: name, maxPurchasableQuantity: 1, availableQuantity: 1000 })
      .where(eq(products.id, productId));
    await shop.db.insert(subscriptionPlans).values({
      code,
      productId,
      name,
      description: `${name}: consegne gratuite`,
      deliveries,
      periodDays,
      terms: ['Primo paragrafo.', 'Secondo paragrafo.'],
      orderNo,
    });
    return productId;
  }

  beforeAll(async () => {
    shop = await database.open({ now: () => clock });
    // The tests run the renewals themselves (renewDue): the shop's timer would run them on the moved
    // clock at moments of its own.
    await shop.services.subscriptions.close();
    world = await checkoutWorld(shop);
    monthly = await plan('SUB-MESE', 'Consegna Gratis Mensile', 4, 30, 1);
    continuous = await plan('SUB-CONT', 'Consegna Gratis Continuativa', -1, 30, 2);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => {
    clock = T0;
  });

  const status = async (s: Shopper | Client) =>
    dataOf(await ('client' in s ? s.client : s).call('GET', '/auth/subscriptions'), SubscriptionStatus);
  const add = (s: Shopper, productId: number) =>
    s.client.call('POST', '/auth/trolley/item', { json: { productId, quantity: 1 }, xsrf: true });
  const added = async (s: Shopper, productId: number) => dataOf(await add(s, productId), Trolley);
  const toggle = (s: Shopper, id: number, autoRenewal: unknown) =>
    s.client.call('PUT', `/auth/subscriptions/${id}/autorenewal`, { json: { autoRenewal }, xsrf: true });
  const order = async (s: Shopper) => {
    const res = await confirm(s, { idempotencyKey: key('confirm'), version: (await getCheckout(s)).version });
    return dataOf(res, CheckoutConfirmation);
  };
  /** The back office records the order delivered at the end of its slot. */
  const deliver = async (orderId: number) => {
    const [o] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    await shop.db
      .update(orders)
      .set({ status: 'CONSEGNATO', deliveredAt: o!.slotEndTime })
      .where(eq(orders.id, orderId));
  };
  /** A customer who bought `productId` with an order (Wednesday 6 May 12:00), not delivered yet. */
  async function bought(productId: number) {
    const s = await readyShopper(shop, world);
    await added(s, productId);
    const made = await order(s);
    expect(made.outcome).toBe('ORDERED');
    return { s, orderId: made.orderId as number, publicOrderId: made.publicOrderId as string };
  }

  it('shows the plans on sale and no subscription, with the permission', async () => {
    const s = await readyShopper(shop, world);
    const st = await status(s);
    expect(st.allowed).toBe(true);
    expect(st.current).toBeNull();
    expect(st.plans.map((p) => [p.code, p.name, p.remainingCounter, p.product.price, p.terms.length])).toEqual([
      ['SUB-MESE', 'Consegna Gratis Mensile', 4, 990, 2],
      ['SUB-CONT', 'Consegna Gratis Continuativa', -1, 990, 2],
    ]);
    expect((await s.client.call('GET', '/auth/subscriptions')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('buy → being activated with its order → active from the delivery', async () => {
    const { s, orderId, publicOrderId } = await bought(monthly);
    let st = await status(s);
    expect(st.current).toMatchObject({
      code: 'SUB-MESE',
      activeStatus: 'IN_ATTIVAZIONE',
      statusLabel: texts.statuses.IN_ATTIVAZIONE,
      active: false,
      startDate: null,
      endDate: null,
      remainingCounter: 4,
      autoRenewalEditable: false,
      order: { orderId, publicOrderId },
    });
    await deliver(orderId);
    clock = new Date('2026-05-07T08:00:00Z');
    st = await status(s);
    expect(st.current).toMatchObject({
      activeStatus: 'ATTIVO',
      statusLabel: 'Attivo',
      active: true,
      startDate: '06/05/2026',
      endDate: '05/06/2026',
      remainingCounter: 4,
      autoRenewalEditable: false,
    });
    // Past its end it expires, and a new one can be bought.
    clock = new Date('2026-06-06T08:00:00Z');
    st = await status(s);
    expect(st.current).toBeNull();
    const [row] = await shop.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.orderId, orderId));
    expect(row!.status).toBe('SCADUTO');
  });

  it('refuses a second subscription: in the trolley, at the checkout, and at the order', async () => {
    const { s } = await bought(monthly);
    for (const p of [monthly, continuous]) {
      const t = await added(s, p);
      expect(t.exceptions).toEqual([
        expect.objectContaining({ code: 'SUBSCRIPTION_REFUSED', message: texts.alreadyHeld }),
      ]);
      expect(t.items.some((i) => i.productId === p)).toBe(false);
    }
    // A plan in the trolley before one was held elsewhere: the checkout says so, the order is refused.
    const other = await readyShopper(shop, world);
    await added(other, continuous);
    expect((await added(other, monthly)).exceptions?.[0]?.message).toBe(texts.oneAtATime);
    const [planRow] = await shop.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.productId, monthly));
    const [someOrder] = await shop.db.select({ id: orders.id }).from(orders).limit(1);
    await shop.db.insert(customerSubscriptions).values({
      customerId: other.id,
      planId: planRow!.id,
      orderId: someOrder!.id,
      status: 'ATTIVO',
      startDate: T0,
      endDate: new Date(T0.getTime() + 30 * DAY_MS),
      remainingCounter: 4,
    });
    const checkout = await dataOf(await other.client.call('GET', '/auth/checkout'), Checkout);
    expect(checkout.missing).toEqual({ step: 'TROLLEY', message: texts.alreadyHeld });
    const refused = await confirm(other, { idempotencyKey: key('confirm'), version: checkout.version });
    expect(await errorOf(refused, 409)).toMatchObject({
      message: texts.alreadyHeld,
      problems: [expect.objectContaining({ code: 'SUBSCRIPTION_REFUSED' })],
    });
    const held = await shop.db
      .select()
      .from(customerSubscriptions)
      .where(eq(customerSubscriptions.customerId, other.id));
    expect(held).toHaveLength(1);
  });

  it('refuses a customer without the permission and a power guest, with the spec’s message', async () => {
    const s = await readyShopper(shop, world);
    await shop.db.update(customers).set({ subscriptionsAllowed: false }).where(eq(customers.id, s.id));
    expect((await status(s)).allowed).toBe(false);
    const t = await added(s, monthly);
    expect(t.exceptions).toEqual([
      expect.objectContaining({ code: 'SUBSCRIPTION_REFUSED', message: texts.notAllowed, productId: monthly }),
    ]);
    // The permission withdrawn while the plan waits in the trolley: the order is refused.
    await shop.db.update(customers).set({ subscriptionsAllowed: true }).where(eq(customers.id, s.id));
    await added(s, monthly);
    await shop.db.update(customers).set({ subscriptionsAllowed: false }).where(eq(customers.id, s.id));
    const c = await getCheckout(s);
    expect(c.missing?.message).toBe(texts.notAllowed);
    expect(await errorOf(await confirm(s, { idempotencyKey: key('confirm'), version: c.version }), 409)).toMatchObject({
      message: texts.notAllowed,
      problems: [expect.objectContaining({ code: 'SUBSCRIPTION_REFUSED' })],
    });
    expect(
      await shop.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.customerId, s.id)),
    ).toEqual([]);
    // A power guest buys none; a visitor reads nothing.
    const guest = await powerGuestClient(shop, world.streetId);
    const guestTrolley = await dataOf(
      await guest.call('POST', '/auth/trolley/item', { json: { productId: monthly, quantity: 1 }, xsrf: true }),
      Trolley,
    );
    expect(guestTrolley.exceptions?.map((e) => e.message)).toEqual([texts.notAllowed]);
    await errorOf(await guest.call('GET', '/auth/subscriptions'), 401);
    await errorOf(await new Client(shop).call('GET', '/auth/subscriptions'), 401);
  });

  it('changes the automatic renewal only of an active open-ended subscription, once per state', async () => {
    const { s, orderId } = await bought(continuous);
    let st = await status(s);
    const id = st.current!.id;
    expect(st.current).toMatchObject({ autoRenewal: true, autoRenewalEditable: false });
    // Being activated: refused, nothing changes.
    expect((await errorOf(await toggle(s, id, false), 409)).message).toBe(texts.autoRenewalNotEditable);
    await deliver(orderId);
    clock = new Date('2026-05-07T08:00:00Z');
    st = await status(s);
    expect(st.current).toMatchObject({ activeStatus: 'ATTIVO', remainingCounter: -1, autoRenewalEditable: true });
    const off = await dataOf(await toggle(s, id, false), SubscriptionStatus);
    expect(off.current?.autoRenewal).toBe(false);
    // The same press again changes nothing more.
    const again = await dataOf(await toggle(s, id, false), SubscriptionStatus);
    expect(again.current?.version).toBe(off.current?.version);
    // Bad input and a missing XSRF token change nothing.
    await errorOf(await toggle(s, id, 'no'), 400);
    await errorOf(
      await s.client.call('PUT', `/auth/subscriptions/${id}/autorenewal`, { json: { autoRenewal: true } }),
      403,
    );
    expect((await status(s)).current?.autoRenewal).toBe(false);
    // On again: past the end, reading changes nothing (the renewal charges a card: the timer's work,
    // subscription-renewals.test.ts); renewed with no card to charge, it expires and the page says why.
    await dataOf(await toggle(s, id, true), SubscriptionStatus);
    clock = new Date('2026-06-10T08:00:00Z');
    st = await status(s);
    expect(st.current).toMatchObject({ activeStatus: 'ATTIVO', startDate: '06/05/2026', endDate: '05/06/2026' });
    expect(await shop.services.subscriptions.renewDue({ customerId: s.id })).toBe(1);
    st = await status(s);
    expect(st.current).toBeNull();
    expect(st.renewalNotice).toContain(texts.renewalNoCard);
  });

  it('switched off, an open-ended subscription expires at its end without a renewal', async () => {
    const { s, orderId } = await bought(continuous);
    await deliver(orderId);
    clock = new Date('2026-05-07T08:00:00Z');
    const id = (await status(s)).current!.id;
    await dataOf(await toggle(s, id, false), SubscriptionStatus);
    clock = new Date('2026-06-06T08:00:00Z');
    expect(await shop.services.subscriptions.renewDue({ customerId: s.id })).toBe(0);
    const st = await status(s);
    expect(st.current).toBeNull();
    expect(st.renewalNotice).toBeNull();
  });

  it('a monthly plan with a count offers no toggle', async () => {
    const { s, orderId } = await bought(monthly);
    await deliver(orderId);
    clock = new Date('2026-05-07T08:00:00Z');
    const st = await status(s);
    expect(st.current?.autoRenewalEditable).toBe(false);
    expect((await errorOf(await toggle(s, st.current!.id, true), 409)).message).toBe(texts.autoRenewalNotEditable);
  });

  it('makes the home delivery free while active: one delivery off its count, given back by a cancel', async () => {
    const { s, orderId } = await bought(monthly);
    await deliver(orderId);
    clock = new Date('2026-05-07T08:00:00Z');
    expect((await status(s)).current?.remainingCounter).toBe(4);
    // The trolley is priced on the system's clock (as the delivery promotions): in force for it too.
    await shop.db
      .update(customerSubscriptions)
      .set({ endDate: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(customerSubscriptions.orderId, orderId));
    clock = T0;
    await dataOf(
      await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.pasta, quantity: 4 }, xsrf: true }),
      Trolley,
    );
    const slot = await slotAt(shop, world, '2026-05-07', '10:00');
    await dataOf(
      await s.client.call('POST', '/auth/slots/reservation', {
        json: { slotId: slot.id, idempotencyKey: key('book') },
        xsrf: true,
      }),
      SlotReservation,
    );
    await dataOf(await patchCheckout(s, { payment: { type: 'HOME', walletId: null } }), Checkout);
    const c = await getCheckout(s);
    expect(c.trolley.deliveryPromotion).toEqual({
      id: (await status(s)).current?.id,
      name: 'Consegna Gratis Mensile',
      discount: 390,
      kind: 'SUBSCRIPTION',
    });
    expect(c.totals.deliveryAmount).toBe(0);
    const second = await order(s);
    expect(second.outcome).toBe('ORDERED');
    const [made] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.id, second.orderId as number));
    expect(made!.slotPriceCents).toBe(0);
    clock = new Date('2026-05-07T08:00:00Z');
    expect((await status(s)).current?.remainingCounter).toBe(3);
    clock = T0;
    await dataOf(
      await s.client.call('POST', `/auth/orders/${made!.id}/cancel`, { json: { version: made!.version }, xsrf: true }),
      OrderCard,
    );
    clock = new Date('2026-05-07T08:00:00Z');
    expect((await status(s)).current?.remainingCounter).toBe(4);
  });

  it("only the owner: another customer's subscription is 404 and stays as it was", async () => {
    const { s, orderId } = await bought(continuous);
    const other = await readyShopper(shop, world);
    await deliver(orderId);
    clock = new Date('2026-05-07T08:00:00Z');
    const mine = (await status(s)).current!;
    expect((await status(other)).current).toBeNull();
    expect((await errorOf(await toggle(other, mine.id, false), 404)).message).toBe(texts.notFound);
    expect((await errorOf(await toggle(other, 99_999, false), 404)).message).toBe(texts.notFound);
    expect((await status(s)).current).toMatchObject({ id: mine.id, autoRenewal: true, version: mine.version });
  });

  it('a cancelled order cancels its subscription; a modified order hands it on or cancels it', async () => {
    const cancelled = await bought(monthly);
    const card = await dataOf(await cancelled.s.client.call('GET', `/auth/orders/${cancelled.orderId}`), OrderCard);
    await dataOf(
      await cancelled.s.client.call('POST', `/auth/orders/${cancelled.orderId}/cancel`, {
        json: { version: card.version },
        xsrf: true,
      }),
      OrderCard,
    );
    expect((await status(cancelled.s)).current).toBeNull();

    // Modified keeping the plan: the subscription follows the new order.
    const { s, orderId } = await bought(monthly);
    const edit = async (id: number) => {
      const c = await dataOf(await s.client.call('GET', `/auth/orders/${id}`), OrderCard);
      await dataOf(
        await s.client.call('POST', `/auth/orders/${id}/edit`, { json: { version: c.version }, xsrf: true }),
        OrderEditSession,
      );
    };
    await edit(orderId);
    const checkout = await getCheckout(s);
    expect(checkout.trolley.items.map((i) => i.productId).sort()).toEqual([world.pasta, monthly].sort());
    expect(checkout.missing).toBeNull();
    // A plan is never missing on the shelf: no substitute is offered for it.
    const planLine = checkout.trolley.items.find((i) => i.productId === monthly)!;
    expect(checkout.lines.find((l) => l.trolleyItemId === planLine.trolleyItemId)?.substitutable).toBe(false);
    const replaced = await order(s);
    expect(replaced.outcome).toBe('ORDERED');
    expect((await status(s)).current).toMatchObject({
      activeStatus: 'IN_ATTIVAZIONE',
      order: { orderId: replaced.orderId, publicOrderId: replaced.publicOrderId },
    });
    // Modified taking the plan out: cancelled with the old order's replacement.
    await edit(replaced.orderId as number);
    const line = (await getCheckout(s)).trolley.items.find((i) => i.productId === monthly)!;
    await dataOf(await s.client.call('DELETE', `/auth/trolley/item/${line.trolleyItemId}`, { xsrf: true }), Trolley);
    const third = await order(s);
    expect(third.outcome).toBe('ORDERED');
    expect((await status(s)).current).toBeNull();
    const rows = await shop.db
      .select({ status: customerSubscriptions.status })
      .from(customerSubscriptions)
      .where(and(eq(customerSubscriptions.customerId, s.id)));
    expect(rows.map((r) => r.status)).toEqual(['ANNULLATO']);
  });
});
