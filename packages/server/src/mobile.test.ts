// Mobile-number verification through the API (issue 16; orders §2, §4, §5; shell §7), on PGlite in
// memory and (DATABASE_URL_TEST) on PostgreSQL, with the shop's clock moved by the test: the code goes out
// by SMS through the outbox (read back from there, as a shopper reads their phone); a second code before
// 30 seconds is refused and sends nothing; wrong, expired and spent codes; the number confirmed only when
// verified and only on the customer's own delivery address; the per-customer limit.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MobileCodeSent } from '@mercato/contracts/checkout';
import { mobileApi, validation } from '@mercato/contracts/i18n/it';
import { outboxMessages } from './db/schema/checkout.ts';
import { deliveryAddresses } from './db/schema/geo.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, loggedInCustomer, testDatabases } from './test/databases.ts';

let n = 1;
describe.each(testDatabases())('mobile-number verification on $name', (database) => {
  let shop: Shop;
  let clock = new Date('2026-11-20T09:00:00Z').getTime();
  const tick = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    shop = await database.open({ seed: false, now: () => new Date(clock) });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function customer() {
    const c = await loggedInCustomer(shop, `198.51.100.${n++}`);
    const [address] = await shop.db
      .insert(deliveryAddresses)
      .values({
        customerId: c.id,
        deliveryMethod: 'F',
        identifier: 'Casa',
        postCode: '20121',
        town: 'Milano',
        street: 'Via Roma',
        houseNumber: '1',
      })
      .returning({ id: deliveryAddresses.id });
    return { ...c, addressId: address.id };
  }
  const send = (b: Client, mobileNumber: unknown) =>
    b.call('POST', '/auth/mobilenumber/sendVerifyCode', { json: { mobileNumber }, xsrf: true });
  const verify = (b: Client, mobileNumber: string, verifyCode: string) =>
    b.call('POST', '/auth/mobilenumber/verifyCode', { json: { mobileNumber, verifyCode }, xsrf: true });
  const confirm = (b: Client, deliveryAddressId: number, mobileNumber: string) =>
    b.call('POST', '/auth/mobilenumber/confirm', { json: { deliveryAddressId, mobileNumber }, xsrf: true });
  const sms = (recipient: string) =>
    shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'SMS')))
      .orderBy(desc(outboxMessages.id));
  const lastCode = async (recipient: string) => {
    const [m] = await sms(recipient);
    return /\b(\d{4})\b/.exec(m?.bodyText ?? '')?.[1] as string;
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
  const addressOf = async (id: number) =>
    (await shop.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id)))[0];

  it('sends a 4-digit code by SMS (kept in the outbox without a transport) and says when to resend', async () => {
    const { browser } = await customer();
    const sent = await dataOf(await send(browser, '+39.333.123.4567'), MobileCodeSent);
    expect(sent.resendAt).toBe(new Date(clock + 30_000).toISOString());
    const [m] = await sms('+393331234567');
    expect(m).toMatchObject({ kind: 'MOBILE_CODE', status: 'KEPT', channel: 'SMS' });
    expect(m.bodyText).toMatch(/^Il tuo codice di verifica Mercato è \d{4}\. Scade tra 10 minuti\./);
  });

  it("refuses a bad number with the spec's message and sends nothing", async () => {
    const { browser } = await customer();
    for (const bad of ['12345', 'abc123456789', '+39 333 123 4567', `+${'1'.repeat(26)}`]) {
      const e = await errorOf(await send(browser, bad), 400);
      expect(e.entityErrors).toEqual([{ field: 'mobileNumber', message: validation.mobileInvalid }]);
    }
    const e = await errorOf(await send(browser, ''), 400);
    expect(e.entityErrors).toEqual([{ field: 'mobileNumber', message: validation.mobileRequired }]);
    expect(await sms('12345')).toEqual([]);
  });

  it('refuses a second code before 30 seconds (429, nothing sent) and sends one after', async () => {
    const { browser } = await customer();
    const number = '3330000001';
    await dataOf(await send(browser, number), MobileCodeSent);
    tick(10_000);
    const refused = await send(browser, number);
    const e = await errorOf(refused, 429);
    expect(e.message).toBe('Potrai richiedere un nuovo codice tra 20 secondi.');
    expect(refused.headers.get('retry-after')).toBe('20');
    // Two at once after the wait: one SMS.
    tick(20_000);
    const both = await Promise.all([send(browser, number), send(browser, number)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await sms(number)).toHaveLength(2);
  });

  it('verifies the right code and confirms the number on the delivery address', async () => {
    const { browser, addressId } = await customer();
    const number = '+393330000002';
    await dataOf(await send(browser, number), MobileCodeSent);
    const code = await lastCode(number);
    // Not verified yet: confirm refused, the address unchanged.
    expect((await errorOf(await confirm(browser, addressId, number), 409)).message).toBe(mobileApi.notVerified);
    expect(await addressOf(addressId)).toMatchObject({ mobileNumber: null, mobileConfirmed: false });
    expect((await verify(browser, number, code)).status).toBe(204);
    expect((await verify(browser, number, code)).status).toBe(204); // a retry
    expect((await confirm(browser, addressId, '0039.333.000.0002')).status).toBe(204);
    expect(await addressOf(addressId)).toMatchObject({ mobileNumber: number, mobileConfirmed: true });
  });

  it('a wrong code is refused and counted; after 5 the code is spent, even the right one', async () => {
    const { browser } = await customer();
    const number = '3330000003';
    await dataOf(await send(browser, number), MobileCodeSent);
    const code = await lastCode(number);
    for (let i = 0; i < 4; i++)
      expect((await errorOf(await verify(browser, number, wrongOf(code)), 422)).message).toBe(mobileApi.codeWrong);
    expect((await errorOf(await verify(browser, number, wrongOf(code)), 422)).message).toBe(mobileApi.codeSpent);
    expect((await errorOf(await verify(browser, number, code), 422)).message).toBe(mobileApi.codeSpent);
    // A new code (after the 30 seconds) starts again.
    tick(30_000);
    await dataOf(await send(browser, number), MobileCodeSent);
    expect((await verify(browser, number, await lastCode(number))).status).toBe(204);
  });

  it('an expired code is refused; a code never asked too; the code must have 4 digits', async () => {
    const { browser } = await customer();
    const number = '3330000004';
    expect((await errorOf(await verify(browser, number, '1234'), 422)).message).toBe(mobileApi.noCode);
    await dataOf(await send(browser, number), MobileCodeSent);
    const code = await lastCode(number);
    tick(10 * 60_000);
    expect((await errorOf(await verify(browser, number, code), 422)).message).toBe(mobileApi.codeExpired);
    const short = await errorOf(await verify(browser, number, '12'), 400);
    expect(short.entityErrors).toEqual([{ field: 'verifyCode', message: validation.verifyCodeInvalid }]);
    const none = await errorOf(await verify(browser, '', ''), 400);
    expect(none.entityErrors).toEqual([
      { field: 'mobileNumber', message: validation.mobileRequired },
      { field: 'verifyCode', message: validation.verifyCodeRequired },
    ]);
  });

  it("confirms only on the customer's own delivery address, and only their own verification counts", async () => {
    const owner = await customer();
    const other = await customer();
    const number = '3330000005';
    await dataOf(await send(owner.browser, number), MobileCodeSent);
    expect((await verify(owner.browser, number, await lastCode(number))).status).toBe(204);
    // The owner's verified number on another customer's address: 404, nothing changed.
    const e = await errorOf(await confirm(owner.browser, other.addressId, number), 404);
    expect(e.message).toBe(mobileApi.addressNotFound);
    expect(await addressOf(other.addressId)).toMatchObject({ mobileNumber: null, mobileConfirmed: false });
    // The other customer has not verified this number.
    expect((await errorOf(await confirm(other.browser, other.addressId, number), 409)).message).toBe(
      mobileApi.notVerified,
    );
    // Nor can they verify with the owner's code.
    expect((await errorOf(await verify(other.browser, number, await lastCode(number)), 422)).message).toBe(
      mobileApi.noCode,
    );
  });

  it('limits the codes a customer asks (429 with Retry-After)', async () => {
    const { browser } = await customer();
    for (let i = 0; i < shop.config.mobile.perCustomer; i++)
      await dataOf(await send(browser, `33300001${String(i).padStart(2, '0')}`), MobileCodeSent);
    const res = await send(browser, '3330000199');
    expect((await errorOf(res, 429)).message).toBe('Troppe richieste di codici di verifica. Riprova tra 60 minuti.');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sms('3330000199')).toEqual([]);
  });

  /** Asks as many codes from one new client address as it may (several customers), and answers it. */
  async function addressAtItsLimit(prefix: string): Promise<string> {
    const { perClient, perCustomer } = shop.config.mobile;
    const shared = `203.0.113.${n++}`;
    let sent = 0;
    let k = 0;
    while (sent < perClient) {
      const { browser } = await customer();
      browser.clientAddress = shared;
      for (let i = 0; i < perCustomer && sent < perClient; i++, sent++)
        await dataOf(await send(browser, `${prefix}${String(k++).padStart(5, '0')}`), MobileCodeSent);
    }
    return shared;
  }

  it('limits the codes asked from one client address, whoever asks', async () => {
    const shared = await addressAtItsLimit('33400');
    const { browser } = await customer();
    browser.clientAddress = shared;
    expect((await errorOf(await send(browser, '3349999999'), 429)).message).toBe(
      'Troppe richieste di codici di verifica. Riprova tra 60 minuti.',
    );
    expect(await sms('3349999999')).toEqual([]);
    // The same customer from another address is not held back by the shared one.
    browser.clientAddress = `203.0.113.${n++}`;
    await dataOf(await send(browser, '3349999999'), MobileCodeSent);
  });

  it("a login's purge of old rate-limit buckets keeps the hour of the codes' limit", async () => {
    const shared = await addressAtItsLimit('33500');
    // 20 minutes later (past the login limiter's own 15-minute window) a login purges, as it does now
    // and then: the codes' buckets, an hour long, must survive it.
    tick(20 * 60_000);
    const purge = vi.spyOn(Math, 'random').mockReturnValue(0);
    const { browser } = await customer();
    purge.mockRestore();
    browser.clientAddress = shared;
    await errorOf(await send(browser, '3359999999'), 429);
  });

  it('asks a login of a visitor (401)', async () => {
    const res = await new Client(shop).call('POST', '/auth/mobilenumber/sendVerifyCode', {
      json: { mobileNumber: '3330000000' },
    });
    expect(res.status).toBe(401);
  });
});
