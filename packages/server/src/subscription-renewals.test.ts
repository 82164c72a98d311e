// The renewal of an open-ended subscription charged once per period (ADR 0056), on PGlite and
// (DATABASE_URL_TEST) PostgreSQL: the renewal charges the plan's price to the first recurring payment of
// the order's address, extends the period, lists it on the page and e-mails it; retried, run at once or
// after a crash it charges once; refused (a card the gateway never issued, an expired card, the test
// card the bank refuses) or without a card, the subscription expires at the end of its paid period with
// the renewal off, no free delivery after it, and the page and an e-mail say why; the card that paid the
// order is the fallback; a fixed-term plan is never charged; reading the page charges nothing; each
// customer sees only their own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '@mercato/contracts/format/date';
import { checkoutApi, subscriptions as texts, t } from '@mercato/contracts/i18n/it';
import { SubscriptionStatus } from '@mercato/contracts/subscriptions';
import { CheckoutConfirmation } from '@mercato/contracts/checkout';
import { Trolley } from '@mercato/contracts';
import { BASE_PATH } from './base-path.ts';
import { products } from './db/schema/catalogue.ts';
import { outboxMessages, testGatewayPayments, wallets } from './db/schema/checkout.ts';
import { orders } from './db/schema/commerce.ts';
import { customerSubscriptions, subscriptionPlans, subscriptionRenewals } from './db/schema/subscriptions.ts';
import { renewSubscription } from './services/subscriptions/renewal.ts';
import { freeDeliveryOf } from './services/subscriptions/rules.ts';
import type { Shop } from './shop.ts';
import { dataOf } from './test/answers.ts';
import { checkoutWorld, confirm, getCheckout, readyShopper, T0, type CheckoutWorld } from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';
import { product, type Shopper } from './test/slots.ts';

const DAY_MS = 86_400_000;
const g = checkoutApi.gateway;
let keys = 0;
const key = (p: string) => `${p}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(testDatabases())('subscription renewals on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  let clock = T0;
  let monthly: number;
  let continuous: number;

  async function plan(code: string, name: string, deliveries: number, periodDays: number, price: number) {
    const productId = await product(shop, code);
    await shop.db
      .update(products)
      .set({
        productType: 'SUBSCRIPTION',
        description: name,
        maxPurchasableQuantity: 1,
        availableQuantity: 1000,
        priceCents: price,
      })
      .where(eq(products.id, productId));
    await shop.db.insert(subscriptionPlans).values({
      code,
      productId,
      name,
      description: name,
      deliveries,
      periodDays,
      terms: ['Termini.'],
    });
    return productId;
  }

  beforeAll(async () => {
    shop = await database.open({ now: () => clock });
    // The tests run the renewals themselves (renewDue): the shop's timer would run them on the moved
    // clock at moments of its own.
    await shop.services.subscriptions.close();
    world = await checkoutWorld(shop);
    monthly = await plan('REN-MESE', 'Consegna Gratis Mensile', 4, 30, 990);
    continuous = await plan('REN-CONT', 'Consegna Gratis Continuativa', -1, 30, 1490);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => {
    clock = T0;
  });

  const status = async (s: Shopper) => dataOf(await s.client.call('GET', '/auth/subscriptions'), SubscriptionStatus);
  /** The renewal timer's run for one customer (other tests' subscriptions stay as they are). */
  const renewDue = (s: Shopper) => shop.services.subscriptions.renewDue({ customerId: s.id });
  const subOf = async (orderId: number) =>
    (await shop.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.orderId, orderId)))[0]!;
  const renewalsOf = (subscriptionId: number) =>
    shop.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscriptionId));
  /** The gateway's merchant-initiated charges of a card (its page payments have a return address). */
  const chargesOf = (token: string) =>
    shop.db
      .select()
      .from(testGatewayPayments)
      .where(and(eq(testGatewayPayments.token, token), eq(testGatewayPayments.returnUrl, '')));
  const mailsOf = (customerId: number, kind: string) =>
    shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.customerId, customerId), eq(outboxMessages.kind, kind)));

  /** A customer with `productId` bought with an order delivered at the end of its slot, active now. */
  async function active(productId: number) {
    clock = T0;
    const s = await readyShopper(shop, world);
    await dataOf(
      await s.client.call('POST', '/auth/trolley/item', { json: { productId, quantity: 1 }, xsrf: true }),
      Trolley,
    );
    const made = dataOf(
      await confirm(s, { idempotencyKey: key('confirm'), version: (await getCheckout(s)).version }),
      CheckoutConfirmation,
    );
    const orderId = (await made).orderId as number;
    const [o] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    await shop.db
      .update(orders)
      .set({ status: 'CONSEGNATO', deliveredAt: o!.slotEndTime })
      .where(eq(orders.id, orderId));
    clock = new Date('2026-05-07T08:00:00Z');
    expect((await status(s)).current?.activeStatus).toBe('ATTIVO');
    const sub = await subOf(orderId);
    return { s, orderId, sub, addressId: o!.deliveryAddressId as number, end: sub.endDate as Date };
  }

  /**
   * A saved card of the customer. issued: the gateway issued its token (an approved payment with
   * 'Ricorda questa carta'), else a token it never saw.
   */
  async function savedCard(customerId: number, o: { last4?: string; expiry?: string; issued?: boolean } = {}) {
    const last4 = o.last4 ?? '4242';
    const expiry = o.expiry ?? '12/2030';
    const token = `tok_${randomBytes(16).toString('hex')}`;
    if (o.issued !== false)
      await shop.db.insert(testGatewayPayments).values({
        ref: randomBytes(16).toString('hex'),
        amountCents: 1000,
        description: 'Ordine',
        returnUrl: '/payments/return/1/x',
        status: 'APPROVED',
        remember: true,
        token,
        cardLast4: last4,
        cardType: 'VISA',
        cardExpiry: expiry,
      });
    const [w] = await shop.db
      .insert(wallets)
      .values({
        customerId,
        provider: 'test',
        providerToken: token,
        cardType: 'VISA',
        maskedPan: `**** **** **** ${last4}`,
        cardExpiryDate: expiry,
      })
      .returning();
    return w!;
  }
  const link = async (s: Shopper, addressId: number, walletId: number) =>
    expect(
      (
        await s.client.call('POST', `/auth/addresses/${addressId}/recurring-payments`, {
          json: { walletId },
          xsrf: true,
        })
      ).status,
    ).toBe(200);

  it("charges 14,90 € once to the address's first recurring card, extends the period, shows and e-mails it", async () => {
    const { s, sub, addressId, end } = await active(continuous);
    const first = await savedCard(s.id);
    const second = await savedCard(s.id, { last4: '1881' });
    await link(s, addressId, first.id);
    await link(s, addressId, second.id);
    // Before the end nothing is due; reading the page past the end charges nothing either.
    expect(await renewDue(s)).toBe(0);
    clock = new Date(end.getTime() + 60_000);
    expect((await status(s)).current).toMatchObject({ activeStatus: 'ATTIVO', endDate: formatDate(end) });
    expect(await renewalsOf(sub.id)).toEqual([]);
    // The free delivery waits for the renewal (only a paid period gives it).
    expect(await freeDeliveryOf(shop.db, s.id, 390, clock)).toBeNull();

    expect(await renewDue(s)).toBe(1);
    const renewals = await renewalsOf(sub.id);
    expect(renewals).toEqual([
      expect.objectContaining({
        status: 'PAID',
        amountCents: 1490,
        walletId: first.id,
        periodStart: end,
        periodEnd: new Date(end.getTime() + 30 * DAY_MS),
      }),
    ]);
    const charges = await chargesOf(first.providerToken);
    expect(charges.map((c) => [c.status, c.amountCents])).toEqual([['APPROVED', 1490]]);
    expect(await chargesOf(second.providerToken)).toEqual([]);
    const after = await subOf(sub.orderId);
    expect(after).toMatchObject({ status: 'ATTIVO', autoRenewal: true, endDate: renewals[0]!.periodEnd });
    expect(await freeDeliveryOf(shop.db, s.id, 390, clock)).toMatchObject({ id: sub.id, discount: 390 });

    const st = await status(s);
    expect(st.current).toMatchObject({
      endDate: formatDate(renewals[0]!.periodEnd),
      renewals: [{ date: formatDate(end), amount: 1490, maskedPan: '**** **** **** 4242' }],
    });
    expect(st.renewalNotice).toBeNull();
    const mails = await mailsOf(s.id, 'SUBSCRIPTION_RENEWED');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(t(texts.emailRenewedSubject, { name: 'Consegna Gratis Continuativa' }));
    expect(mails[0]!.bodyText).toContain('14,90');
    expect(mails[0]!.bodyText).toContain('**** **** **** 4242');

    // Run again in the same period: nothing more.
    expect(await renewDue(s)).toBe(0);
    expect(await chargesOf(first.providerToken)).toHaveLength(1);
    // The next period's end: charged again, once.
    clock = new Date(renewals[0]!.periodEnd.getTime() + 1000);
    expect(await renewDue(s)).toBe(1);
    expect(await renewDue(s)).toBe(0);
    expect((await renewalsOf(sub.id)).map((r) => r.status)).toEqual(['PAID', 'PAID']);
    expect(await chargesOf(first.providerToken)).toHaveLength(2);
    expect((await status(s)).current?.renewals.map((r) => r.amount)).toEqual([1490, 1490]);
  });

  it('a retried, concurrent or crashed renewal charges once', async () => {
    const { s, sub, addressId, end } = await active(continuous);
    const card = await savedCard(s.id);
    await link(s, addressId, card.id);
    clock = new Date(end.getTime() + 1000);
    const ctx = {
      db: shop.db,
      now: () => clock,
      provider: shop.services.payments.provider,
      transports: { email: false, sms: false },
    };
    const decided = await Promise.all([
      renewDue(s),
      renewDue(s),
      renewSubscription(ctx, sub.id),
      renewSubscription(ctx, sub.id),
      renewDue(s),
    ]);
    expect(decided.map(Number).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await chargesOf(card.providerToken)).toHaveLength(1);
    const [renewal] = await renewalsOf(sub.id);
    expect(renewal).toMatchObject({ status: 'PAID' });
    expect((await subOf(sub.orderId)).endDate).toEqual(renewal!.periodEnd);

    // An instance died after the charge, before recording it: the claim is left CHARGING and the
    // period not extended. The next run asks the provider again with the same key: the first charge.
    await shop.db
      .update(subscriptionRenewals)
      .set({ status: 'CHARGING' })
      .where(eq(subscriptionRenewals.id, renewal!.id));
    await shop.db
      .update(customerSubscriptions)
      .set({ endDate: end, autoRenewal: false })
      .where(eq(customerSubscriptions.id, sub.id));
    // Its renewal switched off meanwhile: the charge under way is still recorded, never expired.
    expect((await status(s)).current?.activeStatus).toBe('ATTIVO');
    expect(await renewDue(s)).toBe(1);
    expect(await chargesOf(card.providerToken)).toHaveLength(1);
    expect(await renewalsOf(sub.id)).toEqual([expect.objectContaining({ id: renewal!.id, status: 'PAID' })]);
    expect((await subOf(sub.orderId)).endDate).toEqual(renewal!.periodEnd);
    expect(await mailsOf(s.id, 'SUBSCRIPTION_RENEWED')).toHaveLength(2);
  });

  for (const [what, card, reason] of [
    ['a card the gateway never issued', { issued: false }, g.chargeCardUnknown],
    ['an expired card', { expiry: '04/2026' }, g.chargeCardExpired],
    ['the test card the bank refuses', { last4: '0002' }, g.refused],
    ['no card', null, texts.renewalNoCard],
  ] as const) {
    it(`${what}: expires at the end of its paid period, renewal off, no free delivery, told why`, async () => {
      const { s, sub, addressId, end } = await active(continuous);
      const w = card ? await savedCard(s.id, card) : null;
      if (w) await link(s, addressId, w.id);
      // Within the paid period: free delivery.
      clock = new Date(end.getTime() - 60_000);
      expect(await freeDeliveryOf(shop.db, s.id, 390, clock)).not.toBeNull();
      clock = new Date(end.getTime() + 60_000);
      expect(await renewDue(s)).toBe(1);
      expect(await subOf(sub.orderId)).toMatchObject({ status: 'SCADUTO', autoRenewal: false, endDate: end });
      expect(await renewalsOf(sub.id)).toEqual([
        expect.objectContaining({ status: 'REFUSED', amountCents: 1490, walletId: w?.id ?? null, message: reason }),
      ]);
      expect(await freeDeliveryOf(shop.db, s.id, 390, clock)).toBeNull();
      if (w)
        expect((await chargesOf(w.providerToken)).map((c) => [c.status, c.amountCents])).toEqual([['REFUSED', 1490]]);
      const st = await status(s);
      expect(st.current).toBeNull();
      expect(st.renewalNotice).toContain(formatDate(end));
      expect(st.renewalNotice).toContain(reason.charAt(0).toLowerCase() + reason.slice(1));
      const mails = await mailsOf(s.id, 'SUBSCRIPTION_RENEWAL_REFUSED');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.bodyText).toContain(reason.charAt(0).toLowerCase() + reason.slice(1));
      // Nothing more later; a new plan can be bought (the notice goes once another one is held).
      clock = new Date(end.getTime() + 40 * DAY_MS);
      expect(await renewDue(s)).toBe(0);
      expect(await renewalsOf(sub.id)).toHaveLength(1);
    });
  }

  it('without a recurring card, the saved card that paid the order is charged', async () => {
    // Bought paying online with 'Ricorda questa carta' (the gateway issues the token).
    const s = await readyShopper(shop, world, { payment: 'ONLINE' });
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: continuous, quantity: 1 }, xsrf: true });
    const started = dataOf(
      await confirm(s, { idempotencyKey: key('online'), version: (await getCheckout(s)).version }),
      CheckoutConfirmation,
    );
    const next = (await started).next;
    const paid = await s.client.call('POST', next.slice(BASE_PATH.length), {
      body: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvv: '123',
        holder: 'Anna Neri',
        remember: '1',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    const ret = await s.client.call('GET', (paid.headers.get('location') as string).slice(BASE_PATH.length));
    expect(ret.status).toBe(303);
    const [saved] = await shop.db.select().from(wallets).where(eq(wallets.customerId, s.id));
    const [sub] = await shop.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.customerId, s.id));
    expect(sub).toMatchObject({ paidWithWalletId: saved!.id });
    const [o] = await shop.db.select().from(orders).where(eq(orders.id, sub!.orderId));
    await shop.db.update(orders).set({ status: 'CONSEGNATO', deliveredAt: o!.slotEndTime }).where(eq(orders.id, o!.id));
    clock = new Date('2026-05-07T08:00:00Z');
    await status(s);
    const end = (await subOf(o!.id)).endDate as Date;
    clock = new Date(end.getTime() + 1000);
    expect(await renewDue(s)).toBe(1);
    expect(await renewalsOf(sub!.id)).toEqual([
      expect.objectContaining({ status: 'PAID', walletId: saved!.id, amountCents: 1490 }),
    ]);
    expect(await chargesOf(saved!.providerToken)).toHaveLength(1);
  });

  it('a fixed-term plan is never charged: it expires at its end', async () => {
    const { s, sub, addressId, end } = await active(monthly);
    const card = await savedCard(s.id);
    await link(s, addressId, card.id);
    clock = new Date(end.getTime() + 1000);
    expect(await renewDue(s)).toBe(0);
    const st = await status(s);
    expect(st.current).toBeNull();
    expect(st.renewalNotice).toBeNull();
    expect(await renewalsOf(sub.id)).toEqual([]);
    expect(await chargesOf(card.providerToken)).toEqual([]);
    expect((await subOf(sub.orderId)).status).toBe('SCADUTO');
  });

  it('switched off before its end: never charged; each customer sees only their own renewals', async () => {
    const a = await active(continuous);
    const b = await active(continuous);
    const off = await active(continuous);
    const cardA = await savedCard(a.s.id);
    await link(a.s, a.addressId, cardA.id);
    const cardOff = await savedCard(off.s.id);
    await link(off.s, off.addressId, cardOff.id);
    await off.s.client.call('PUT', `/auth/subscriptions/${off.sub.id}/autorenewal`, {
      json: { autoRenewal: false },
      xsrf: true,
    });
    // Another customer's card cannot be linked to b's address (404), so b has none.
    expect(
      (
        await b.s.client.call('POST', `/auth/addresses/${b.addressId}/recurring-payments`, {
          json: { walletId: cardA.id },
          xsrf: true,
        })
      ).status,
    ).toBe(404);
    clock = new Date(Math.max(a.end.getTime(), b.end.getTime(), off.end.getTime()) + 1000);
    for (const who of [a, b, off]) await renewDue(who.s);
    expect(await chargesOf(cardOff.providerToken)).toEqual([]);
    expect(await renewalsOf(off.sub.id)).toEqual([]);
    expect((await status(off.s)).current).toBeNull();
    expect((await status(off.s)).renewalNotice).toBeNull();
    const stA = await status(a.s);
    const stB = await status(b.s);
    expect(stA.current?.renewals).toHaveLength(1);
    expect(stA.renewalNotice).toBeNull();
    expect(stB.current).toBeNull();
    expect(stB.renewalNotice).toContain(texts.renewalNoCard);
    const byOwner = await shop.db
      .select({ customerId: subscriptionRenewals.customerId, walletId: subscriptionRenewals.walletId })
      .from(subscriptionRenewals)
      .where(inArray(subscriptionRenewals.subscriptionId, [a.sub.id, b.sub.id]));
    expect(byOwner).toEqual(
      expect.arrayContaining([
        { customerId: a.s.id, walletId: cardA.id },
        { customerId: b.s.id, walletId: null },
      ]),
    );
    expect(await mailsOf(a.s.id, 'SUBSCRIPTION_RENEWAL_REFUSED')).toEqual([]);
    expect(await mailsOf(b.s.id, 'SUBSCRIPTION_RENEWED')).toEqual([]);
  });
});
