// Saved cards and the prepaid payment (issue 16: "payment hub … prepaid …, saved wallets"): a card is
// saved by an approved payment with 'Ricorda questa carta', once; a second purchase with it asks only the
// verification code; PREPAID is paid online and refused without credit; deleting a card is the owner's
// only and clears it from the open checkout. On PGlite and (DATABASE_URL_TEST) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { checkoutFailurePath, SlotReservation } from '@mercato/contracts';
import { Checkout, CheckoutAttempt, OrderCard } from '@mercato/contracts/checkout';
import { checkoutApi, t } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from './base-path.ts';
import { checkouts, wallets } from './db/schema/checkout.ts';
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
  slotAt,
  T0,
  type CheckoutWorld,
} from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';
import type { Shopper } from './test/slots.ts';

const g = checkoutApi.gateway;
const formOf = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const card = (cardNumber: string, more: Record<string, string> = {}) => ({
  action: 'pay',
  cardNumber,
  expiry: '12/30',
  cvv: '123',
  holder: 'Anna Neri',
  ...more,
});

describe.each(testDatabases())('saved cards and the prepaid payment on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const gatewayPath = (next: string) => next.slice(BASE_PATH.length);
  const post = (s: Shopper, next: string, fields: Record<string, string>) =>
    s.client.call('POST', gatewayPath(next), formOf(fields));
  /** Follows the gateway's redirect to the shop's return; answers where the return sends the shopper. */
  async function back(s: Shopper, res: Response): Promise<string> {
    expect(res.status).toBe(303);
    const ret = await s.client.call('GET', (res.headers.get('location') as string).slice(BASE_PATH.length));
    expect(ret.status).toBe(303);
    return ret.headers.get('location') as string;
  }
  const savedOf = async (customerId: number) =>
    shop.db.select().from(wallets).where(eq(wallets.customerId, customerId));

  /** The same shopper shops again: pasta in the new trolley, a slot booked, a payment chosen. */
  async function shopAgain(s: Shopper, day: string, payment: { type: string; walletId: number | null }) {
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.pasta, quantity: 4 }, xsrf: true });
    const slot = await slotAt(shop, world, day, '12:00');
    await dataOf(
      await s.client.call('POST', '/auth/slots/reservation', {
        json: { slotId: slot.id, idempotencyKey: `again-${s.id}-${slot.id}` },
        xsrf: true,
      }),
      SlotReservation,
    );
    return dataOf(await patchCheckout(s, { payment }), Checkout);
  }

  it("'Ricorda questa carta': the approved payment saves the card once; the next purchase asks only the code", async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const c = await getCheckout(s);
    expect(c.payment.wallets).toEqual([]);
    const started = await confirmed(s, { idempotencyKey: 'ricorda-1', version: c.version });
    const approved = await post(s, started.next, card('4242424242424242', { remember: '1' }));
    const ret = (approved.headers.get('location') as string).slice(BASE_PATH.length);
    const success = await back(s, approved);
    expect(success).toMatch(/^\/checkout\/order\/success\/\d+$/);
    const [saved] = await savedOf(s.id);
    expect(saved).toMatchObject({
      provider: 'test',
      cardType: 'VISA',
      maskedPan: '**** **** **** 4242',
      cardExpiryDate: '12/2030',
      paymentType: 'ONLINE',
      deletedAt: null,
    });
    expect(saved.providerToken).not.toContain('4242424242424242');
    // The return replayed (a reload, the provider's webhook) saves nothing more.
    const again = await s.client.call('GET', ret);
    expect(again.headers.get('location')).toBe(success);
    expect(await savedOf(s.id)).toHaveLength(1);

    const next = await shopAgain(s, '2026-05-07', { type: 'ONLINE', walletId: saved.id });
    expect(next.payment.wallets).toEqual([
      {
        id: saved.id,
        cardType: 'VISA',
        maskedPan: '**** **** **** 4242',
        cardExpiryDate: '12/2030',
        paymentType: 'ONLINE',
      },
    ]);
    expect(next.payment.walletId).toBe(saved.id);
    const second = await confirmed(s, { idempotencyKey: 'ricorda-2', version: next.version });
    expect(second.outcome).toBe('PAYMENT');
    const page = await (await s.client.call('GET', gatewayPath(second.next))).text();
    expect(page).toContain(t(g.savedCard, { maskedPan: '**** **** **** 4242', expiry: '12/2030' }));
    expect(page).not.toContain('id="cardNumber"');
    const ref = gatewayPath(second.next).split('/').pop() as string;
    const done = await back(s, await post(s, second.next, { action: 'challenge', code: challengeCodeOf(ref) }));
    const order = await dataOf(await s.client.call('GET', `/auth/orders/${done.split('/').pop()}`), OrderCard);
    expect(order).toMatchObject({ paymentType: 'ONLINE', totalAmount: 4350 });
    expect(await savedOf(s.id)).toHaveLength(1);
  });

  it('without the tick, or refused, no card is saved', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    let c = await getCheckout(s);
    const refused = await confirmed(s, { idempotencyKey: 'no-ricorda-1', version: c.version });
    await back(s, await post(s, refused.next, card('4000000000000002', { remember: '1' })));
    c = await getCheckout(s);
    const paid = await confirmed(s, { idempotencyKey: 'no-ricorda-2', version: c.version });
    expect(await back(s, await post(s, paid.next, card('4242424242424242')))).toMatch(/success/);
    expect(await savedOf(s.id)).toEqual([]);
  });

  it('PREPAID is paid online: the page says so, no credit is refused, then it is ordered and its card kept as prepaid', async () => {
    const s = await readyShopper(shop, world, { payment: 'PREPAID' });
    let c = await getCheckout(s);
    expect(c.payment.options.find((o) => o.type === 'PREPAID')).toEqual({
      type: 'PREPAID',
      displayableDescription: 'Carta prepagata',
      online: true,
    });
    expect(c.payment.buttonLabel).toBe(checkoutApi.payWithCard);
    const first = await confirmed(s, { idempotencyKey: 'prepagata-1', version: c.version });
    expect(first.outcome).toBe('PAYMENT');
    expect(await (await s.client.call('GET', gatewayPath(first.next))).text()).toContain(g.titlePrepaid);
    expect(await back(s, await post(s, first.next, card('4000057000000002')))).toBe(
      checkoutFailurePath(first.attemptId),
    );
    const attempt = await dataOf(
      await s.client.call('GET', `/auth/checkout/attempts/${first.attemptId}`),
      CheckoutAttempt,
    );
    expect(attempt).toMatchObject({ status: 'FAILED', paymentMessage: 'Credito insufficiente sulla carta prepagata' });
    c = await getCheckout(s);
    expect(c.missing).toBeNull();
    const second = await confirmed(s, { idempotencyKey: 'prepagata-2', version: c.version });
    const done = await back(s, await post(s, second.next, card('4000056000000004', { remember: '1' })));
    const order = await dataOf(await s.client.call('GET', `/auth/orders/${done.split('/').pop()}`), OrderCard);
    expect(order.paymentType).toBe('PREPAID');
    const [saved] = await savedOf(s.id);
    expect(saved).toMatchObject({
      cardType: 'VISA prepagata',
      maskedPan: '**** **** **** 0004',
      paymentType: 'PREPAID',
    });
    // A prepaid card is offered with the prepaid payment only.
    const next = await shopAgain(s, '2026-05-07', { type: 'PREPAID', walletId: saved.id });
    expect(next.payment.walletId).toBe(saved.id);
    const e = await errorOf(await patchCheckout(s, { payment: { type: 'ONLINE', walletId: saved.id } }), 422);
    expect(e.entityErrors).toEqual([{ field: 'payment.walletId', message: checkoutApi.walletOtherPayment }]);
  });

  it('only the owner deletes a card; deleting clears it from the open checkout, orders are kept', async () => {
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    const other = await readyShopper(shop, world, { payment: 'ONLINE' });
    const insert = (customerId: number, token: string) =>
      shop.db
        .insert(wallets)
        .values({
          customerId,
          provider: 'test',
          providerToken: token,
          cardType: 'VISA',
          maskedPan: '**** **** **** 1111',
        })
        .returning()
        .then((rows) => rows[0]);
    const mine = await insert(s.id, `tok-del-${s.id}`);
    const theirs = await insert(other.id, `tok-del-${other.id}`);
    const chosen = await dataOf(await patchCheckout(s, { payment: { type: 'ONLINE', walletId: mine.id } }), Checkout);
    const del = (who: Shopper, id: number | string) => who.client.call('DELETE', `/auth/wallets/${id}`, { xsrf: true });

    // Another customer's card: refused as unknown, nothing changed on either side.
    expect((await errorOf(await del(other, mine.id), 404)).message).toBe(checkoutApi.walletNotFound);
    expect((await errorOf(await del(s, theirs.id), 404)).message).toBe(checkoutApi.walletNotFound);
    const e = await errorOf(await patchCheckout(other, { payment: { type: 'ONLINE', walletId: mine.id } }), 422);
    expect(e.entityErrors).toEqual([{ field: 'payment.walletId', message: checkoutApi.walletNotFound }]);
    expect(await getCheckout(s)).toEqual(chosen);
    expect((await savedOf(other.id))[0].deletedAt).toBeNull();
    expect((await savedOf(s.id))[0].deletedAt).toBeNull();
    // Without the XSRF token: refused.
    expect((await s.client.call('DELETE', `/auth/wallets/${mine.id}`)).status).toBe(403);

    const gone = await del(s, mine.id);
    expect(gone.status).toBe(204);
    const after = await getCheckout(s);
    expect(after.payment).toMatchObject({ type: 'ONLINE', walletId: null, wallets: [] });
    expect(after.version).not.toBe(chosen.version);
    const [row] = await savedOf(s.id);
    expect(row.deletedAt).not.toBeNull();
    const [choice] = await shop.db
      .select({ walletId: checkouts.walletId })
      .from(checkouts)
      .where(and(eq(checkouts.walletId, mine.id)));
    expect(choice).toBeUndefined();
    // Once: a second delete is 404; the version the shopper saw before is refused, then paid with a new card.
    await errorOf(await del(s, mine.id), 404);
    const stale = await errorOf(await confirm(s, { idempotencyKey: 'dopo-cancella', version: chosen.version }), 409);
    expect(stale.code).toBe('CHECKOUT_REFUSED');
    const paid = await confirmed(s, { idempotencyKey: 'dopo-cancella-2', version: after.version });
    expect(await (await s.client.call('GET', gatewayPath(paid.next))).text()).toContain('id="cardNumber"');
    const [n] = await shop.db.select({ n: count() }).from(wallets).where(eq(wallets.customerId, other.id));
    expect(n.n).toBe(1);
  });
});
