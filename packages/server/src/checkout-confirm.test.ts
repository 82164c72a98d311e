// Confirming a checkout (issue 16; spec orders §2 Checkout, §4, §8): the order made in one transaction,
// every refusal changing nothing, the card payment through the test gateway and back, the orders list,
// and ownership. On PGlite and (DATABASE_URL_TEST) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { checkoutFailurePath, checkoutSuccessPath } from '@mercato/contracts';
import { Checkout, CheckoutAttempt, OrderCard, OrderPage } from '@mercato/contracts/checkout';
import { checkoutApi, orders as orderTexts, t, trolleyApi } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from './base-path.ts';
import { products } from './db/schema/catalogue.ts';
import { checkoutAttempts, checkouts, outboxMessages } from './db/schema/checkout.ts';
import { orderItems, orders, trolleys } from './db/schema/commerce.ts';
import { fidatyCards } from './db/schema/platform.ts';
import { deliveryAddresses, deliverySlots, streets } from './db/schema/geo.ts';
import { expireHolds } from './services/slots/expiry.ts';
import { challengeCodeOf } from './services/payments/test-gateway.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import {
  checkoutWorld,
  confirm,
  confirmed,
  getCheckout,
  patchCheckout,
  readyShopper,
  T0,
  type CheckoutWorld,
} from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';
import type { Shopper } from './test/slots.ts';

describe.each(testDatabases())('confirming a checkout on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  let clock = T0;

  beforeAll(async () => {
    shop = await database.open({ now: () => clock });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** What a refusal must leave as it was. */
  async function snapshot(s: Shopper) {
    const [trolley] = await shop.db.select().from(trolleys).where(eq(trolleys.customerId, s.id));
    const [stock] = await shop.db
      .select({ q: products.availableQuantity })
      .from(products)
      .where(eq(products.id, world.pasta));
    const [slot] = trolley.slotId
      ? await shop.db
          .select({ booked: deliverySlots.booked })
          .from(deliverySlots)
          .where(eq(deliverySlots.id, trolley.slotId))
      : [{ booked: -1 }];
    const [mine] = await shop.db.select({ n: count() }).from(orders).where(eq(orders.customerId, s.id));
    const [attempts] = await shop.db
      .select({ n: count() })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.customerId, s.id));
    const [mail] = await shop.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.customerId, s.id));
    return { trolley, stock: stock.q, booked: slot.booked, orders: mine.n, attempts: attempts.n, mail: mail.n };
  }

  async function refused(s: Shopper, version: number, key: string) {
    const before = await snapshot(s);
    const e = (await errorOf(await confirm(s, { idempotencyKey: key, version }), 409)) as unknown as {
      code: string;
      message: string;
      problems: { code: string; message: string; step: string }[];
    };
    expect(e.code).toBe('CHECKOUT_REFUSED');
    expect(await snapshot(s)).toEqual(before);
    return e;
  }

  it('pay at delivery: one order with its lines, the slot kept and counted once, stock down, trolley ORDERED, e-mail queued', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    await patchCheckout(s, { notes: 'Citofono Neri' });
    const c = await getCheckout(s);
    const slotId = c.delivery.reservation?.slotId as number;
    const [slotBefore] = await shop.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    const [stockBefore] = await shop.db.select().from(products).where(eq(products.id, world.pasta));
    const answer = await confirmed(s, { idempotencyKey: 'conferma-1', version: c.version });
    expect(answer.outcome).toBe('ORDERED');
    expect(answer.next).toBe(checkoutSuccessPath(answer.orderId as number));
    const [order] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.orderId as number));
    expect(order).toMatchObject({
      publicOrderId: answer.publicOrderId,
      customerId: s.id,
      status: 'IN_LAVORAZIONE',
      // An address without a street served by courier: the shop's own vans.
      deliveryMethod: 'HOME',
      paymentType: 'HOME',
      paymentStatus: 'PAGAMENTO EFFETTUATO',
      slotId,
      slotPriceCents: 390,
      totalAmountCents: 3960 + 390,
      notes: 'Citofono Neri',
      trolleyId: c.trolley.trolleyId,
    });
    const lines = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      productId: world.pasta,
      quantity: 4,
      finalPriceCents: 3960,
      substituteAccepted: true,
    });
    const [slotAfter] = await shop.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    expect(slotAfter.booked).toBe(slotBefore.booked);
    const [stockAfter] = await shop.db.select().from(products).where(eq(products.id, world.pasta));
    expect(stockAfter.availableQuantity).toBe(stockBefore.availableQuantity - 4);
    const [trolley] = await shop.db
      .select()
      .from(trolleys)
      .where(eq(trolleys.id, c.trolley.trolleyId as number));
    expect(trolley).toMatchObject({ status: 'ORDERED', slotId: null, slotReservedUntil: null });
    const mails = await shop.db.select().from(outboxMessages).where(eq(outboxMessages.customerId, s.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'EMAIL', kind: 'ORDER_CONFIRMATION', status: 'KEPT' });
    expect(mails[0].subject).toBe(t(checkoutApi.emailSubject, { orderId: answer.publicOrderId as string }));
    expect(mails[0].bodyText).toContain('Torta CK-PASTA');
    expect(mails[0].bodyText).toContain('43,50');
    // Long after the hold's end the sweep gives nothing back: the place is the order's.
    expect(await expireHolds(shop.db, new Date(T0.getTime() + 24 * 3_600_000))).toBe(0);
    expect((await shop.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0].booked).toBe(
      slotBefore.booked,
    );
    // A new, empty checkout is the shopper's.
    const fresh = await getCheckout(s);
    expect(fresh.lines).toEqual([]);
    expect(fresh.delivery.reservation).toBeNull();
    // The same key answers the same; another key with the version of the checkout ordered (a second tab) too.
    expect(await confirmed(s, { idempotencyKey: 'conferma-1', version: c.version })).toEqual(answer);
    const tab = await confirmed(s, { idempotencyKey: 'conferma-altra-scheda', version: c.version });
    expect(tab).toMatchObject({ outcome: 'ORDERED', orderId: answer.orderId, publicOrderId: answer.publicOrderId });
    expect((await shop.db.select({ n: count() }).from(orders).where(eq(orders.customerId, s.id)))[0].n).toBe(1);
    // 'Ordini Online' and the order's card.
    const page = await dataOf(await s.client.call('GET', '/auth/orders'), OrderPage);
    expect(page).toMatchObject({ page: 1, pages: 1, count: 1 });
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${answer.orderId}`), OrderCard);
    expect(page.orders[0]).toEqual(card);
    expect(card).toMatchObject({
      publicOrderId: answer.publicOrderId,
      serviceLabel: 'Mercato a Casa',
      orderStatusLabel: checkoutApi.orderStatuses.IN_LAVORAZIONE,
      slotDate: '2026-05-06',
      slotStartTime: '12:00',
      totalAmount: 4350,
      linesCount: 1,
      paymentRecoveryStatus: null,
      editable: true,
    });
  });

  it('refuses, changing nothing: changed checkout, changed price, no payment, mobile not verified, short stock, expired slot, empty', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    let c = await getCheckout(s);
    let e = await refused(s, c.version - 10_000, 'refuse-1');
    expect(e.problems).toEqual([{ code: 'CHECKOUT_CHANGED', message: checkoutApi.checkoutChanged, step: 'SUMMARY' }]);
    await shop.db.update(products).set({ priceCents: 1090 }).where(eq(products.id, world.pasta));
    e = await refused(s, c.version, 'refuse-2');
    expect(e.problems.map((p) => p.code)).toEqual(['PRICE_CHANGED']);
    await shop.db.update(products).set({ priceCents: 990 }).where(eq(products.id, world.pasta));
    c = await getCheckout(s);
    await shop.db
      .update(deliveryAddresses)
      .set({ mobileConfirmed: false })
      .where(eq(deliveryAddresses.customerId, s.id));
    e = await refused(s, c.version, 'refuse-3');
    expect(e.problems).toEqual([
      { code: 'MOBILE_NOT_CONFIRMED', message: checkoutApi.mobileNotConfirmed, step: 'DELIVERY' },
    ]);
    await shop.db
      .update(deliveryAddresses)
      .set({ mobileConfirmed: true })
      .where(eq(deliveryAddresses.customerId, s.id));
    await shop.db
      .update(checkouts)
      .set({ paymentType: null })
      .where(eq(checkouts.trolleyId, c.trolley.trolleyId as number));
    e = await refused(s, c.version, 'refuse-4');
    expect(e.problems.map((p) => p.code)).toEqual(['PAYMENT_MISSING']);
    await shop.db
      .update(checkouts)
      .set({ paymentType: 'HOME' })
      .where(eq(checkouts.trolleyId, c.trolley.trolleyId as number));
    const [stock] = await shop.db.select().from(products).where(eq(products.id, world.pasta));
    await shop.db.update(products).set({ availableQuantity: 2 }).where(eq(products.id, world.pasta));
    try {
      e = await refused(s, c.version, 'refuse-5');
      expect(e.problems).toEqual([
        {
          code: 'QUANTITY_EXCEEDS_AVAILABILITY',
          message: t(trolleyApi.quantityExceeds, { product: 'Torta CK-PASTA', ordered: 4, available: 2 }),
          step: 'TROLLEY',
          productId: world.pasta,
          orderedQuantity: 4,
          availableQuantity: 2,
        },
      ]);
    } finally {
      await shop.db
        .update(products)
        .set({ availableQuantity: stock.availableQuantity })
        .where(eq(products.id, world.pasta));
    }
    // The shop closes the slot held: refused (SLOT_SOLD_OUT), the place still held.
    const held = c.delivery.reservation?.slotId as number;
    await shop.db.update(deliverySlots).set({ active: false }).where(eq(deliverySlots.id, held));
    try {
      e = await refused(s, c.version, 'refuse-slot');
      expect(e.problems).toEqual([{ code: 'SLOT_SOLD_OUT', message: checkoutApi.slotClosed, step: 'DELIVERY' }]);
    } finally {
      await shop.db.update(deliverySlots).set({ active: true }).where(eq(deliverySlots.id, held));
    }
    // The hold ends: refused, and the slot is to be booked again.
    clock = new Date(T0.getTime() + 3 * 3_600_000);
    try {
      const late = await getCheckout(s);
      expect(late.missing).toEqual({ step: 'DELIVERY', message: checkoutApi.slotExpired });
      e = await refused(s, late.version, 'refuse-6');
      expect(e.problems.map((p) => p.code)).toEqual(['SLOT_EXPIRED']);
    } finally {
      clock = T0;
    }
    await s.client.call('DELETE', '/auth/trolley', { xsrf: true });
    c = await getCheckout(s);
    e = await refused(s, c.version, 'refuse-7');
    expect(e.problems.map((p) => p.code)).toEqual(['EMPTY_TROLLEY']);
  });

  /** Follows the confirmation's `next` through the test gateway: the card form, then `submit` (form). */
  async function pay(s: Shopper, next: string, form: Record<string, string>) {
    const path = next.slice(BASE_PATH.length);
    const page = await s.client.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(checkoutApi.gateway.testNotice);
    expect(html).not.toContain('<script');
    return s.client.call('POST', path, {
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  const card = (cardNumber: string) => ({
    action: 'pay',
    cardNumber,
    expiry: '12/30',
    cvv: '123',
    holder: 'Anna Neri',
  });
  /** Follows a redirect to the shop's return, answers the final page. */
  async function back(s: Shopper, res: Response): Promise<string> {
    expect(res.status).toBe(303);
    const ret = await s.client.call('GET', (res.headers.get('location') as string).slice(BASE_PATH.length));
    expect(ret.status).toBe(303);
    return ret.headers.get('location') as string;
  }

  it('card refused: the attempt FAILED with the bank message; trolley, slot hold and choices untouched; then approved', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    await patchCheckout(s, { notes: 'Al terzo piano' });
    const c = await getCheckout(s);
    expect(c.payment.buttonLabel).toBe(checkoutApi.payWithCard);
    const started = await confirmed(s, { idempotencyKey: 'carta-001', version: c.version });
    expect(started.outcome).toBe('PAYMENT');
    expect(started.next.startsWith(`${BASE_PATH}/payments/test-gateway/`)).toBe(true);
    // Another press (another key) while paying: the same payment, not a second one.
    expect(await confirmed(s, { idempotencyKey: 'carta-1-bis', version: c.version })).toEqual(started);
    const bad = await pay(s, started.next, { ...card('4242424242424241') });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain(checkoutApi.gateway.cardInvalid);
    const failure = await back(s, await pay(s, started.next, card('4000000000000002')));
    expect(failure).toBe(checkoutFailurePath(started.attemptId));
    const attempt = await dataOf(
      await s.client.call('GET', `/auth/checkout/attempts/${started.attemptId}`),
      CheckoutAttempt,
    );
    expect(attempt).toEqual({
      attemptId: started.attemptId,
      status: 'FAILED',
      orderId: null,
      paymentMessage: checkoutApi.gateway.refused,
    });
    const after = await getCheckout(s);
    expect(after.version).toBe(c.version);
    expect(after.delivery.notes).toBe('Al terzo piano');
    expect(after.delivery.reservation).toEqual(c.delivery.reservation);
    expect(after.missing).toBeNull();
    // The same key answers the failure; a new press pays again.
    expect((await confirmed(s, { idempotencyKey: 'carta-001', version: c.version })).outcome).toBe('FAILED');
    const again = await confirmed(s, { idempotencyKey: 'carta-002', version: c.version });
    expect(again.attemptId).not.toBe(started.attemptId);
    const approved = await pay(s, again.next, card('4242424242424242'));
    const ret = (approved.headers.get('location') as string).slice(BASE_PATH.length);
    const success = await back(s, approved);
    const [done] = await shop.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, again.attemptId));
    expect(done.status).toBe('ORDERED');
    expect(success).toBe(checkoutSuccessPath(done.orderId as number));
    const order = await dataOf(await s.client.call('GET', `/auth/orders/${done.orderId}`), OrderCard);
    expect(order).toMatchObject({ paymentType: 'ONLINE', paymentStatus: orderTexts.paymentDone, totalAmount: 4350 });
    // Coming back again (a reload) changes nothing.
    const reload = await s.client.call('GET', ret);
    expect(reload.headers.get('location')).toBe(success);
    expect((await shop.db.select({ n: count() }).from(orders).where(eq(orders.customerId, s.id)))[0].n).toBe(1);
  });

  it('3-D Secure: a wrong code refuses, the right one approves; PENDING orders with PAGAMENTO SOSPESO; Annulla cancels', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    let c = await getCheckout(s);
    let started = await confirmed(s, { idempotencyKey: 'tresd-001', version: c.version });
    let res = await pay(s, started.next, card('4000000000003220'));
    expect(res.status).toBe(303);
    const path = started.next.slice(BASE_PATH.length);
    const challenge = await (await s.client.call('GET', path)).text();
    const ref = path.split('/').pop() as string;
    expect(challenge).toContain(challengeCodeOf(ref));
    const form = (code: string) => ({
      body: new URLSearchParams({ action: 'challenge', code }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await back(s, await s.client.call('POST', path, form('000000')))).toBe(
      checkoutFailurePath(started.attemptId),
    );
    let attempt = await dataOf(
      await s.client.call('GET', `/auth/checkout/attempts/${started.attemptId}`),
      CheckoutAttempt,
    );
    expect(attempt.paymentMessage).toBe(checkoutApi.gateway.wrongCode);
    started = await confirmed(s, { idempotencyKey: 'tresd-002', version: c.version });
    res = await pay(s, started.next, card('4000000000003220'));
    const path2 = started.next.slice(BASE_PATH.length);
    const code = challengeCodeOf(path2.split('/').pop() as string);
    expect(await back(s, await s.client.call('POST', path2, form(code)))).toMatch(/^\/checkout\/order\/success\/\d+$/);

    const p = await readyShopper(shop, world, { payment: 'ONLINE' });
    c = await getCheckout(p);
    started = await confirmed(p, { idempotencyKey: 'annulla-1', version: c.version });
    const cancel = await p.client.call('POST', started.next.slice(BASE_PATH.length), {
      body: 'action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await back(p, cancel)).toBe(checkoutFailurePath(started.attemptId));
    attempt = await dataOf(await p.client.call('GET', `/auth/checkout/attempts/${started.attemptId}`), CheckoutAttempt);
    expect(attempt.paymentMessage).toBe(checkoutApi.gateway.cancelled);
    started = await confirmed(p, { idempotencyKey: 'sospeso-1', version: c.version });
    const pending = await back(p, await pay(p, started.next, card('4000000000000077')));
    const orderId = Number(pending.split('/').pop());
    const order = await dataOf(await p.client.call('GET', `/auth/orders/${orderId}`), OrderCard);
    expect(order).toMatchObject({
      paymentStatus: orderTexts.paymentSuspended,
      paymentRecoveryStatus: 'SUSPENDED',
      paymentRecoveryMessage: checkoutApi.paymentSuspendedNotice,
    });
  });

  it('Clicca e Vai: pickup at the point, paid at pickup; the order is STORE at that point', async () => {
    const s = await readyShopper(shop, world, { pickup: true, payment: 'al_ritiro', quantity: 3 });
    const c = await getCheckout(s);
    expect(c.delivery).toMatchObject({ kind: 'PICKUP', navigation: 'drive', addressText: 'Clicca e Vai Milano' });
    expect(c.payment.options.map((o) => o.type)).toEqual(['ONLINE', 'PREPAID', 'al_ritiro']);
    expect(c.totals).toMatchObject({ transactionAmount: 2970, deliveryAmount: 0, minimumAmount: 2000 });
    expect(c.missing).toBeNull();
    const answer = await confirmed(s, { idempotencyKey: 'ritiro-001', version: c.version });
    const [order] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.orderId as number));
    expect(order).toMatchObject({
      navigation: 'drive',
      deliveryMethod: 'STORE',
      driveId: world.driveId,
      deliveryStoreName: 'Clicca e Vai Milano',
      paymentType: 'al_ritiro',
      totalAmountCents: 2970,
    });
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${order.id}`), OrderCard);
    expect(card).toMatchObject({ serviceLabel: 'Clicca e Vai', deliveryMethod: 'STORE' });
  });

  it("a home order is the courier's only on a street served by courier: '**' there, not on the shop's own vans", async () => {
    const [street] = await shop.db.select().from(streets).where(eq(streets.id, world.streetId));
    const [courierStreet] = await shop.db
      .insert(streets)
      .values({ postcode: street.postcode, townId: street.townId, name: 'Via del Corriere', courier: true })
      .returning({ id: streets.id });
    const cardOf = async (streetId: number) => {
      const s = await readyShopper(shop, world, { quantity: 4 });
      await shop.db.update(deliveryAddresses).set({ streetId }).where(eq(deliveryAddresses.customerId, s.id));
      const made = await confirmed(s, {
        idempotencyKey: `corriere-${streetId}`,
        version: (await getCheckout(s)).version,
      });
      expect(made.outcome).toBe('ORDERED');
      return dataOf(await s.client.call('GET', `/auth/orders/${made.orderId}`), OrderCard);
    };
    expect((await cardOf(courierStreet.id)).deliveryMethod).toBe('COURIER');
    expect((await cardOf(world.streetId)).deliveryMethod).toBeNull();
  });

  it('a Fìdaty card holder may pay with the card at delivery and earns a point per euro of items', async () => {
    const s = await readyShopper(shop, world, { quantity: 4 });
    const [cardRow] = await shop.db
      .insert(fidatyCards)
      .values({ customerId: s.id, barcode: `29${s.id}00000`, type: 'ORO', saldo: 100 })
      .returning();
    const c = await dataOf(await patchCheckout(s, { payment: { type: 'FIDATY_CARD', walletId: null } }), Checkout);
    expect(c.payment.options.map((o) => o.type)).toEqual(['ONLINE', 'PREPAID', 'HOME', 'FIDATY_CARD']);
    expect(c.totals.totalPoints).toBe(39);
    const answer = await confirmed(s, { idempotencyKey: 'punti-fidaty', version: c.version });
    const [order] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.orderId as number));
    expect(order).toMatchObject({ paymentType: 'FIDATY_CARD', orderPoints: 39, fidatyCardBarcode: cardRow.barcode });
    const [after] = await shop.db.select().from(fidatyCards).where(eq(fidatyCards.id, cardRow.id));
    expect(after.saldo).toBe(139);
  });

  it('starting a card payment keeps the slot held while the shopper pays', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    clock = new Date(T0.getTime() + 110 * 60_000);
    try {
      const c = await getCheckout(s);
      expect(c.delivery.reservation?.reservedUntil).toBe(new Date(T0.getTime() + 120 * 60_000).toISOString());
      const trolleyId = c.trolley.trolleyId as number;
      const [before] = await shop.db.select().from(trolleys).where(eq(trolleys.id, trolleyId));
      expect((await confirmed(s, { idempotencyKey: 'tempo-per-pagare', version: c.version })).outcome).toBe('PAYMENT');
      const [row] = await shop.db.select().from(trolleys).where(eq(trolleys.id, trolleyId));
      expect(row.slotReservedUntil?.toISOString()).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());
      // Nothing the shopper chose changed: the checkout's version is the same.
      expect(row.version).toBe(before.version);
      expect((await getCheckout(s)).version).toBe(c.version);
    } finally {
      clock = T0;
    }
  });

  it('the trolley changed while paying: the approved return fails the attempt; a new confirmation supersedes an open payment', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    let c = await getCheckout(s);
    const first = await confirmed(s, { idempotencyKey: 'cambio-001', version: c.version });
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true });
    const failure = await back(s, await pay(s, first.next, card('4242424242424242')));
    expect(failure).toBe(checkoutFailurePath(first.attemptId));
    const attempt = await dataOf(
      await s.client.call('GET', `/auth/checkout/attempts/${first.attemptId}`),
      CheckoutAttempt,
    );
    expect(attempt).toMatchObject({
      status: 'FAILED',
      paymentMessage: t(checkoutApi.paymentVoidedOnFailure, { reason: checkoutApi.checkoutChanged }),
    });
    expect((await shop.db.select({ n: count() }).from(orders).where(eq(orders.customerId, s.id)))[0].n).toBe(0);
    // An open payment, then the trolley changes: the next confirmation cancels it and starts another.
    c = await getCheckout(s);
    const open = await confirmed(s, { idempotencyKey: 'cambio-002', version: c.version });
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true });
    c = await getCheckout(s);
    const next = await confirmed(s, { idempotencyKey: 'cambio-003', version: c.version });
    expect(next.outcome).toBe('PAYMENT');
    expect(next.attemptId).not.toBe(open.attemptId);
    const [old] = await shop.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, open.attemptId));
    expect(old).toMatchObject({ status: 'FAILED', paymentMessage: checkoutApi.gateway.cancelled });
    const oldPage = await (await s.client.call('GET', open.next.slice(BASE_PATH.length))).text();
    expect(oldPage).toContain(checkoutApi.gateway.ended);
    const success = await back(s, await pay(s, next.next, card('4242424242424242')));
    expect(success).toMatch(/^\/checkout\/order\/success\/\d+$/);
  });

  it("'Ordini Online': ten a page, newest first, only the customer's; a bad page is refused", async () => {
    const s = await readyShopper(shop, world);
    const c = await getCheckout(s);
    const made = await confirmed(s, { idempotencyKey: 'pagine-001', version: c.version });
    const [template] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.id, made.orderId as number));
    const { id: _id, publicOrderId: _p, idempotencyKey: _k, trolleyId: _t, ...rest } = template;
    for (let i = 1; i <= 11; i++)
      await shop.db.insert(orders).values({
        ...rest,
        publicOrderId: `P${s.id}-${i}`,
        orderInsertTime: new Date(template.orderInsertTime.getTime() - i * 86_400_000),
      });
    const one = await dataOf(await s.client.call('GET', '/auth/orders'), OrderPage);
    expect(one).toMatchObject({ page: 1, pages: 2, count: 12 });
    expect(one.orders).toHaveLength(10);
    expect(one.orders[0].orderId).toBe(made.orderId);
    const times = one.orders.map((o) => o.orderInsertTime);
    expect([...times].sort().reverse()).toEqual(times);
    const two = await dataOf(await s.client.call('GET', '/auth/orders?page=2'), OrderPage);
    expect(two.orders.map((o) => o.publicOrderId)).toEqual([`P${s.id}-10`, `P${s.id}-11`]);
    expect((await dataOf(await s.client.call('GET', '/auth/orders?page=3'), OrderPage)).orders).toEqual([]);
    await errorOf(await s.client.call('GET', '/auth/orders?page=0'), 400);
    await errorOf(await s.client.call('GET', '/auth/orders/abc'), 400);
  });

  it('only the owner reads attempts, orders and the checkout', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const c = await getCheckout(s);
    const started = await confirmed(s, { idempotencyKey: 'mio-conferma', version: c.version });
    const other = await readyShopper(shop, world);
    const oc = await getCheckout(other);
    const theirs = await confirmed(other, { idempotencyKey: 'suo-conferma', version: oc.version });
    expect(
      (await errorOf(await other.client.call('GET', `/auth/checkout/attempts/${started.attemptId}`), 404)).message,
    ).toBe(checkoutApi.attemptNotFound);
    await errorOf(await s.client.call('GET', `/auth/orders/${theirs.orderId}`), 404);
    const page = await dataOf(await s.client.call('GET', '/auth/orders'), OrderPage);
    expect(page.orders.map((o) => o.orderId)).not.toContain(theirs.orderId);
    expect((await getCheckout(other)).lines).toEqual([]);
    const mine = await getCheckout(s);
    expect(mine.lines).toHaveLength(1);
    const [attempt] = await shop.db
      .select()
      .from(checkoutAttempts)
      .where(and(eq(checkoutAttempts.id, started.attemptId), eq(checkoutAttempts.customerId, s.id)));
    expect(attempt.status).toBe('PAYMENT');
    expect(Checkout.safeParse(mine).success).toBe(true);
  });
});
