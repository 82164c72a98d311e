// The test gateway's hosted pages (issue 16: services/payments/test-gateway.ts): marked as a test, no
// script, labelled fields with their errors, every card rule, a payment ends once, unknown payments and
// bodies that are not a form are refused in the API's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentType } from '@mercato/contracts';
import { apiErrors, checkoutApi, t } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from './base-path.ts';
import { testGatewayPayments } from './db/schema/checkout.ts';
import { challengeCodeOf } from './services/payments/test-gateway.ts';
import type { Shop } from './shop.ts';
import { errorOf } from './test/answers.ts';
import { T0 } from './test/checkout.ts';
import { Client, testDatabases } from './test/databases.ts';

const g = checkoutApi.gateway;
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(testDatabases())('the test gateway on $name', (database) => {
  let shop: Shop;
  const browser = () => new Client(shop);

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** A payment started as the confirmation starts one; answers its page path (under the API). */
  async function started(
    amountCents = 4350,
    opts: { paymentType?: PaymentType; walletToken?: string } = {},
  ): Promise<{ ref: string; path: string }> {
    const gateway = shop.services.payments.testGateway;
    if (!gateway) throw new Error('the test gateway is the default provider');
    const p = await shop.db.transaction((tx) =>
      gateway.provider.start(
        {
          attemptId: 1,
          amountCents,
          paymentType: opts.paymentType ?? 'ONLINE',
          description: 'Spesa Mercato: 4 articoli',
          returnUrl: '/commerce/resources/payments/return/1',
          walletToken: opts.walletToken ?? null,
          customerId: 1,
        },
        tx,
      ),
    );
    return { ref: p.providerRef, path: p.redirectUrl.slice(BASE_PATH.length) };
  }

  it('shows an accessible card form marked as a test, with the test cards and no script', async () => {
    const { path } = await started();
    const res = await browser().call('GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain(g.testNotice);
    expect(html).toContain('43,50');
    for (const [id, label] of [
      ['cardNumber', g.cardNumber],
      ['expiry', g.expiry],
      ['cvv', g.cvv],
      ['holder', g.holder],
    ])
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220', '4000 0000 0000 0077'])
      expect(html).toContain(card);
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('tells each wrong field what is wrong, keeps what was typed, and charges nothing', async () => {
    const { ref, path } = await started();
    const res = await browser().call(
      'POST',
      path,
      form({ action: 'pay', cardNumber: '1234 5678', expiry: '13/99', cvv: '1', holder: ' ' }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    for (const message of [g.cardInvalid, g.expiryInvalid, g.cvvInvalid, g.holderRequired])
      expect(html).toContain(message.replaceAll("'", '&#39;'));
    expect(html).toContain('aria-describedby="cardNumber-err"');
    expect(html).toContain('value="1234 5678"');
    const expired = await browser().call(
      'POST',
      path,
      form({ action: 'pay', cardNumber: '5555555555554444', expiry: '01/20', cvv: '123', holder: 'Anna' }),
    );
    const page = await expired.text();
    expect(page).toContain(g.cardUnknown);
    expect(page).toContain(g.expiryInvalid);
    const [row] = await shop.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref));
    expect(row.status).toBe('NEW');
  });

  it('a payment ends once: after the approval the page says so and a second payment changes nothing', async () => {
    const { ref, path } = await started();
    const card = { action: 'pay', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Anna Neri' };
    const paid = await browser().call('POST', path, form(card));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/commerce/resources/payments/return/1');
    const again = await browser().call('POST', path, form({ action: 'cancel' }));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(g.ended);
    const [row] = await shop.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref));
    expect(row).toMatchObject({ status: 'APPROVED', cardLast4: '4242' });
    expect(await shop.services.payments.testGateway?.provider.result(ref, shop.db)).toEqual({
      status: 'APPROVED',
      message: g.approved,
    });
  });

  it("reading a payment's result never changes it: one left unfinished stays open and can still be paid", async () => {
    const { ref, path } = await started();
    const read = () => shop.services.payments.testGateway?.provider.result(ref, shop.db);
    expect(await read()).toEqual({ status: 'OPEN', message: g.open });
    expect(await read()).toEqual({ status: 'OPEN', message: g.open });
    const [row] = await shop.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref));
    expect(row.status).toBe('NEW');
    const card = { action: 'pay', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Anna Neri' };
    expect((await browser().call('POST', path, form(card))).status).toBe(303);
    expect(await read()).toEqual({ status: 'APPROVED', message: g.approved });
  });

  const result = (ref: string) => {
    const gateway = shop.services.payments.testGateway;
    if (!gateway) throw new Error('the test gateway is the default provider');
    return gateway.provider.result(ref, shop.db);
  };
  const paid = (fields: Record<string, string> = {}) =>
    form({
      action: 'pay',
      cardNumber: '4242424242424242',
      expiry: '07/31',
      cvv: '123',
      holder: 'Anna Neri',
      ...fields,
    });

  it('says a prepaid payment is one, takes only the prepaid cards, and refuses one without credit', async () => {
    const { ref, path } = await started(4350, { paymentType: 'PREPAID' });
    const html = await (await browser().call('GET', path)).text();
    expect(html).toContain(`<h1>${g.titlePrepaid}</h1>`);
    expect(html).toContain('4000 0560 0000 0004');
    expect(html).toContain('4000 0570 0000 0002');
    expect(html).not.toContain('4242 4242 4242 4242');
    const credit = await browser().call('POST', path, paid());
    expect(credit.status).toBe(422);
    expect(await credit.text()).toContain(g.prepaidOnly);
    const empty = await browser().call('POST', path, paid({ cardNumber: '4000 0570 0000 0002' }));
    expect(empty.status).toBe(303);
    expect(await result(ref)).toEqual({ status: 'REFUSED', message: 'Credito insufficiente sulla carta prepagata' });

    const card = await started(4350, { paymentType: 'ONLINE' });
    expect(await (await browser().call('GET', card.path)).text()).toContain(`<h1>${g.title}</h1>`);
    const prepaid = await started(4350, { paymentType: 'PREPAID' });
    await browser().call('POST', prepaid.path, paid({ cardNumber: '4000056000000004' }));
    expect(await result(prepaid.ref)).toEqual({ status: 'APPROVED', message: g.approved });
  });

  it("'Ricorda questa carta' is unticked; ticked, an approved payment gives the card's token, never its number", async () => {
    const { ref, path } = await started();
    const html = await (await browser().call('GET', path)).text();
    expect(html).toMatch(/<input type="checkbox" id="remember" name="remember" value="1">/);
    expect(html).toContain(`<label class="check" for="remember">`);
    expect(html).toContain(g.rememberCard);
    await browser().call('POST', path, paid({ remember: '1' }));
    const answer = await result(ref);
    expect(answer).toMatchObject({
      status: 'APPROVED',
      card: { cardType: 'VISA', maskedPan: '**** **** **** 4242', expiry: '07/2031' },
    });
    expect(answer.card?.token).toMatch(/^tok_[a-f0-9]{32}$/);
    expect(JSON.stringify(answer)).not.toContain('4242424242424242');

    // Unticked, refused or kept on a 422, no card is given.
    const plain = await started();
    await browser().call('POST', plain.path, paid());
    expect((await result(plain.ref)).card).toBeUndefined();
    const refused = await started();
    await browser().call('POST', refused.path, paid({ remember: '1', cardNumber: '4000000000000002' }));
    expect(await result(refused.ref)).toEqual({ status: 'REFUSED', message: g.refused });
    const kept = await started();
    const again = await browser().call('POST', kept.path, paid({ remember: '1', cvv: 'x' }));
    expect(await again.text()).toMatch(/name="remember" value="1" checked>/);
  });

  it('a saved card asks only the verification code, then approves; an unknown token is refused', async () => {
    const first = await started();
    await browser().call('POST', first.path, paid({ remember: '1' }));
    const token = (await result(first.ref)).card?.token as string;
    const { ref, path } = await started(2000, { walletToken: token });
    const html = await (await browser().call('GET', path)).text();
    expect(html).toContain(`<h1>${g.challengeTitle}</h1>`);
    expect(html).toContain(t(g.savedCard, { maskedPan: '**** **** **** 4242', expiry: '07/2031' }));
    expect(html).not.toContain('id="cardNumber"');
    const ok = await browser().call('POST', path, form({ action: 'challenge', code: challengeCodeOf(ref) }));
    expect(ok.status).toBe(303);
    expect(await result(ref)).toEqual({ status: 'APPROVED', message: g.approved });

    const unknown = await started(2000, { walletToken: 'tok_nobody' });
    expect(await (await browser().call('GET', unknown.path)).text()).toContain(g.ended);
    expect(await result(unknown.ref)).toEqual({ status: 'REFUSED', message: g.savedCardUnknown });
  });

  it('unknown payments are 404 and bodies that are not a form 400, in the error shape', async () => {
    expect((await errorOf(await browser().call('GET', `/payments/test-gateway/${'0'.repeat(32)}`), 404)).message).toBe(
      g.notFound,
    );
    expect((await errorOf(await browser().call('GET', '/payments/test-gateway/..%2F'), 404)).message).toBe(g.notFound);
    const { path } = await started();
    const json = await browser().call('POST', path, { json: { action: 'cancel' } });
    expect((await errorOf(json, 400)).message).toBe(apiErrors.invalidInput);
    // The shop's return without a session reads nothing: the login, then back.
    const ret = await browser().call('GET', `/payments/return/999999/${'A'.repeat(43)}`);
    expect(ret.status).toBe(303);
    expect(ret.headers.get('location')).toMatch(/^\/accedi\?next=/);
  });
});
