// The card payment's way back and what the shop owes the shopper's card (issue 33, points 1-3), on PGlite
// and (DATABASE_URL_TEST) on PostgreSQL: the return is the shopper's own (their session and the
// unguessable token of the return address), so a stranger who calls it changes nothing and learns
// nothing; an approved payment whose order is refused is voided, a cancelled card-paid order refunded,
// each once; a confirmation key reused with another checkout version is a 422, never an older order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { checkoutFailurePath, checkoutSuccessPath } from '@mercato/contracts';
import { CheckoutAttempt, OrderCard } from '@mercato/contracts/checkout';
import { checkoutApi, orders as orderTexts, t, trolleyApi } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from './base-path.ts';
import { checkoutAttempts, testGatewayPayments } from './db/schema/checkout.ts';
import { orders } from './db/schema/commerce.ts';
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
import { Client, testDatabases } from './test/databases.ts';
import type { Shopper } from './test/slots.ts';

const g = checkoutApi.gateway;
const CARD = { action: 'pay', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Anna Neri' };
const PENDING_CARD = { ...CARD, cardNumber: '4000000000000077' };
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(testDatabases())('the card payment back and forth on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** A card payment under way: the attempt and its page (the test gateway's ref and path). */
  async function paying(s: Shopper, key: string) {
    const c = await getCheckout(s);
    const started = await confirmed(s, { idempotencyKey: key, version: c.version });
    expect(started.outcome).toBe('PAYMENT');
    const path = started.next.slice(BASE_PATH.length);
    return { ...started, path, ref: path.split('/').pop() as string };
  }
  const gatewayRow = async (ref: string) =>
    (await shop.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref)))[0];
  const attemptRow = async (id: number) =>
    (await shop.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id)))[0];
  /** Pays on the gateway's page; answers the return address it sends the shopper to (under the API). */
  async function pay(s: Shopper, path: string, fields: Record<string, string> = CARD): Promise<string> {
    const res = await s.client.call('POST', path, form(fields));
    expect(res.status, await res.clone().text()).toBe(303);
    return (res.headers.get('location') as string).slice(BASE_PATH.length);
  }
  /** The shopper's own return: answers the page it sends them to. */
  async function back(s: Shopper, ret: string): Promise<string> {
    const res = await s.client.call('GET', ret);
    expect(res.status).toBe(303);
    return res.headers.get('location') as string;
  }
  const ordersOf = async (s: Shopper) =>
    (await shop.db.select({ n: count() }).from(orders).where(eq(orders.customerId, s.id)))[0].n;

  it('a stranger who calls a payment return changes nothing and learns nothing; the shopper comes back', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const started = await paying(s, 'ritorno-001');
    const own = (await gatewayRow(started.ref)).returnUrl.slice(BASE_PATH.length);
    const guessed = `/payments/return/${started.attemptId}`;
    const stranger = await readyShopper(shop, world);
    const anonymous = new Client(shop);
    /** Every way a stranger may try: the guessable address, a made-up token, the shopper's own address. */
    async function strangersTry(addresses: string[]) {
      for (const path of addresses) {
        for (const client of [anonymous, stranger.client]) {
          const res = await client.call('GET', path);
          const body = await res.text();
          const location = res.headers.get('location');
          if (client === anonymous && res.status === 303) {
            // The login first, then the same address: nothing read, nothing said.
            expect(location).toBe(`/accedi?next=${encodeURIComponent(`${BASE_PATH}${path}`)}`);
          } else {
            // 404: no such address (the guessable one is no route), or not this caller's payment.
            expect(res.status).toBe(404);
            if (path !== guessed) expect(JSON.parse(body).error.message).toBe(checkoutApi.attemptNotFound);
          }
          expect(`${location} ${body}`).not.toMatch(/success|failure/);
        }
      }
    }
    await strangersTry([guessed, `${guessed}/${'A'.repeat(43)}`, own]);
    // The payment is still open, the attempt still paying: the shopper pays and comes back.
    expect((await gatewayRow(started.ref)).status).toBe('NEW');
    expect((await attemptRow(started.attemptId)).status).toBe('PAYMENT');
    // The shopper's own return without the token, or with another, is no return either.
    await errorOf(await s.client.call('GET', guessed), 404);
    expect((await errorOf(await s.client.call('GET', `${guessed}/${'A'.repeat(43)}`), 404)).message).toBe(
      checkoutApi.attemptNotFound,
    );
    // Coming back before paying (the return read, nothing ended): back to the payment's page.
    expect(await back(s, own)).toBe(started.next);
    expect((await gatewayRow(started.ref)).status).toBe('NEW');
    expect(await pay(s, started.path)).toBe(own);
    const success = await back(s, own);
    const done = await attemptRow(started.attemptId);
    expect(success).toBe(checkoutSuccessPath(done.orderId as number));
    // Finished: a stranger still learns nothing (no order id), and nothing changes.
    await strangersTry([guessed, own]);
    expect(await back(s, own)).toBe(success);
    expect(await ordersOf(s)).toBe(1);
  });

  it('an approved payment whose order is refused is voided at the provider, once', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const started = await paying(s, 'storno-001');
    // The trolley changes while the shopper is on the gateway's page.
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true });
    const ret = await pay(s, started.path);
    expect(await back(s, ret)).toBe(checkoutFailurePath(started.attemptId));
    expect(await ordersOf(s)).toBe(0);
    const row = await gatewayRow(started.ref);
    expect(row).toMatchObject({ status: 'VOIDED', message: g.voided });
    const attempt = await dataOf(
      await s.client.call('GET', `/auth/checkout/attempts/${started.attemptId}`),
      CheckoutAttempt,
    );
    expect(attempt).toMatchObject({
      status: 'FAILED',
      paymentMessage: t(checkoutApi.paymentVoidedOnFailure, { reason: checkoutApi.checkoutChanged }),
    });
    // A reload of the return voids nothing more and answers the same page.
    expect(await back(s, ret)).toBe(checkoutFailurePath(started.attemptId));
    expect(await gatewayRow(started.ref)).toEqual(row);

    // A payment the bank has not confirmed yet (PENDING) is released too.
    const p = await readyShopper(shop, world, { payment: 'ONLINE' });
    const pending = await paying(p, 'storno-002');
    await p.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true });
    expect(await back(p, await pay(p, pending.path, PENDING_CARD))).toBe(checkoutFailurePath(pending.attemptId));
    expect((await gatewayRow(pending.ref)).status).toBe('VOIDED');
  });

  it('changing a card-paid order refunds the replaced order once; the new order is paid on its own', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const first = await paying(s, 'cambio-001');
    await back(s, await pay(s, first.path));
    const { orderId } = await attemptRow(first.attemptId);
    const before = await dataOf(await s.client.call('GET', `/auth/orders/${orderId}`), OrderCard);
    expect(before.paymentStatus).toBe(orderTexts.paymentDone);
    // 'Modifica ordine': the lines in an edit trolley, one more pasta, paid by card again.
    const edit = await s.client.call('POST', `/auth/orders/${orderId}/edit`, {
      json: { version: before.version },
      xsrf: true,
    });
    expect(edit.status).toBe(200);
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.pasta, quantity: 1 }, xsrf: true });
    await patchCheckout(s, { payment: { type: 'ONLINE', walletId: null } });
    const second = await paying(s, 'cambio-002');
    const secondReturn = await pay(s, second.path);
    await back(s, secondReturn);
    const newOrderId = (await attemptRow(second.attemptId)).orderId as number;
    expect(newOrderId).not.toBe(orderId);

    const replaced = await dataOf(await s.client.call('GET', `/auth/orders/${orderId}`), OrderCard);
    expect(replaced).toMatchObject({
      orderStatus: 'SOSTITUITO',
      paymentStatus: orderTexts.paymentRefunded,
      paymentRecoveryStatus: 'INFO',
      paymentRecoveryMessage: checkoutApi.paymentRefundedOnChangeNotice,
    });
    expect(await gatewayRow(first.ref)).toMatchObject({ status: 'REFUNDED', refundedCents: before.totalAmount });
    const fresh = await dataOf(await s.client.call('GET', `/auth/orders/${newOrderId}`), OrderCard);
    expect(fresh.paymentStatus).toBe(orderTexts.paymentDone);
    expect(fresh.totalAmount).toBeGreaterThan(before.totalAmount);
    expect((await gatewayRow(second.ref)).refundedCents ?? 0).toBe(0);
    // The return replayed makes no second order and refunds nothing more.
    const refunded = await gatewayRow(first.ref);
    await back(s, secondReturn);
    expect(await gatewayRow(first.ref)).toEqual(refunded);
    expect(await ordersOf(s)).toBe(2);
  });

  it("cancelling a card-paid order refunds its payment once and its card says so, not 'PAGAMENTO EFFETTUATO'", async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const started = await paying(s, 'rimborso-001');
    await back(s, await pay(s, started.path));
    const { orderId } = await attemptRow(started.attemptId);
    const card = await dataOf(await s.client.call('GET', `/auth/orders/${orderId}`), OrderCard);
    expect(card.paymentStatus).toBe(orderTexts.paymentDone);
    const cancel = () =>
      s.client.call('POST', `/auth/orders/${orderId}/cancel`, { json: { version: card.version }, xsrf: true });
    const cancelled = await dataOf(await cancel(), OrderCard);
    expect(cancelled).toMatchObject({
      orderStatus: 'ANNULLATO',
      paymentStatus: orderTexts.paymentRefunded,
      paymentRecoveryStatus: 'INFO',
      paymentRecoveryMessage: checkoutApi.paymentRefundedNotice,
    });
    const refunded = await gatewayRow(started.ref);
    expect(refunded).toMatchObject({ status: 'REFUNDED', message: g.refunded, refundedCents: card.totalAmount });
    // A second press (a retry) refunds nothing more.
    expect(await dataOf(await cancel(), OrderCard)).toEqual(cancelled);
    expect(await gatewayRow(started.ref)).toEqual(refunded);
    expect(await dataOf(await s.client.call('GET', `/auth/orders/${orderId}`), OrderCard)).toEqual(cancelled);

    // An order whose payment the bank had not confirmed: the payment is voided, nothing to refund.
    const p = await readyShopper(shop, world, { payment: 'ONLINE' });
    const pending = await paying(p, 'rimborso-002');
    await back(p, await pay(p, pending.path, PENDING_CARD));
    const pendingOrder = (await attemptRow(pending.attemptId)).orderId as number;
    const before = await dataOf(await p.client.call('GET', `/auth/orders/${pendingOrder}`), OrderCard);
    const voided = await dataOf(
      await p.client.call('POST', `/auth/orders/${pendingOrder}/cancel`, {
        json: { version: before.version },
        xsrf: true,
      }),
      OrderCard,
    );
    expect(voided).toMatchObject({
      paymentStatus: orderTexts.paymentVoided,
      paymentRecoveryStatus: 'INFO',
      paymentRecoveryMessage: checkoutApi.paymentVoidedNotice,
    });
    expect((await gatewayRow(pending.ref)).status).toBe('VOIDED');

    // An order paid at delivery has nothing to give back.
    const h = await readyShopper(shop, world);
    const c = await getCheckout(h);
    const home = await confirmed(h, { idempotencyKey: 'rimborso-003', version: c.version });
    const homeCard = await dataOf(await h.client.call('GET', `/auth/orders/${home.orderId}`), OrderCard);
    const homeCancelled = await dataOf(
      await h.client.call('POST', `/auth/orders/${home.orderId}/cancel`, {
        json: { version: homeCard.version },
        xsrf: true,
      }),
      OrderCard,
    );
    expect(homeCancelled).toMatchObject({ paymentStatus: orderTexts.paymentDone, paymentRecoveryStatus: null });
  });

  it('a confirmation key reused with another checkout version is a 422 and orders nothing, never the older order', async () => {
    const s = await readyShopper(shop, world);
    const first = await getCheckout(s);
    const old = await confirmed(s, { idempotencyKey: 'chiave-riusata', version: first.version });
    expect(old.outcome).toBe('ORDERED');
    // A new trolley, ready to confirm: its version is another.
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.pasta, quantity: 4 }, xsrf: true });
    const { slotId } = (
      await shop.db
        .select()
        .from(orders)
        .where(eq(orders.id, old.orderId as number))
    )[0];
    await s.client.call('POST', '/auth/slots/reservation', {
      json: { slotId, idempotencyKey: `book-again-${s.id}` },
      xsrf: true,
    });
    await s.client.call('PATCH', '/auth/checkout', { json: { payment: { type: 'HOME', walletId: null } }, xsrf: true });
    const fresh = await getCheckout(s);
    expect(fresh.missing).toBeNull();
    // (A fresh trolley filled the same way has the same counters and prices: the same version number.)
    const reused = await errorOf(await confirm(s, { idempotencyKey: 'chiave-riusata', version: fresh.version }), 422);
    expect(reused.message).toBe(trolleyApi.idempotencyKeyReused);
    expect(await ordersOf(s)).toBe(1);
    expect((await getCheckout(s)).lines).toHaveLength(1);
    // A new key orders the new trolley.
    const made = await confirmed(s, { idempotencyKey: 'chiave-nuova', version: fresh.version });
    expect(made.outcome).toBe('ORDERED');
    expect(made.orderId).not.toBe(old.orderId);
    expect(await ordersOf(s)).toBe(2);

    // On the same trolley: a key whose payment was refused, sent again after the trolley changed.
    const p = await readyShopper(shop, world, { payment: 'ONLINE' });
    const refused = await paying(p, 'chiave-carta');
    await back(p, await pay(p, refused.path, { ...CARD, cardNumber: '4000000000000002' }));
    expect((await attemptRow(refused.attemptId)).status).toBe('FAILED');
    await p.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true });
    const changed = await getCheckout(p);
    const again = await errorOf(await confirm(p, { idempotencyKey: 'chiave-carta', version: changed.version }), 422);
    expect(again.message).toBe(trolleyApi.idempotencyKeyReused);
    expect((await confirmed(p, { idempotencyKey: 'chiave-carta-2', version: changed.version })).outcome).toBe(
      'PAYMENT',
    );
  });
});
