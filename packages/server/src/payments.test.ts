// The test gateway's hosted pages (issue 16: services/payments/test-gateway.ts): marked as a test, no
// script, labelled fields with their errors, every card rule, a payment ends once, unknown payments and
// bodies that are not a form are refused in the API's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrors, checkoutApi } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from './base-path.ts';
import { testGatewayPayments } from './db/schema/checkout.ts';
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
  async function started(amountCents = 4350): Promise<{ ref: string; path: string }> {
    const gateway = shop.services.payments.testGateway;
    if (!gateway) throw new Error('the test gateway is the default provider');
    const p = await shop.db.transaction((tx) =>
      gateway.provider.start(
        {
          attemptId: 1,
          amountCents,
          description: 'Spesa Mercato: 4 articoli',
          returnUrl: '/commerce/resources/payments/return/1',
          walletToken: null,
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

  it('a payment left unfinished counts as cancelled when the shop asks its result', async () => {
    const { ref } = await started();
    expect(await shop.services.payments.testGateway?.provider.result(ref, shop.db)).toEqual({
      status: 'REFUSED',
      message: g.cancelled,
    });
  });

  it('unknown payments are 404 and bodies that are not a form 400, in the error shape', async () => {
    expect((await errorOf(await browser().call('GET', `/payments/test-gateway/${'0'.repeat(32)}`), 404)).message).toBe(
      g.notFound,
    );
    expect((await errorOf(await browser().call('GET', '/payments/test-gateway/..%2F'), 404)).message).toBe(g.notFound);
    const { path } = await started();
    const json = await browser().call('POST', path, { json: { action: 'cancel' } });
    expect((await errorOf(json, 400)).message).toBe(apiErrors.invalidInput);
    expect((await errorOf(await browser().call('GET', '/payments/return/999999'), 404)).message).toBe(
      checkoutApi.attemptNotFound,
    );
  });
});
