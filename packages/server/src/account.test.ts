// Becoming a customer and the forgotten password through the API (issue 40), on PGlite in memory and
// (DATABASE_URL_TEST) on PostgreSQL, with the shop's clock moved by the test: the links are read back
// from the outbox as a customer reads their mailbox. The security-relevant behaviour: a link works once
// (a second use, two at once), not after its time (24 hours, 30 minutes); the answers never tell a
// registered e-mail from another; a second registration of an unconfirmed e-mail cannot choose its
// password; a reset ends every session, a change every other one; floods are refused (429).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { accountArea, apiErrors } from '@mercato/contracts/i18n/it';
import { outboxMessages } from './db/schema/checkout.ts';
import { customerCoupons } from './db/schema/commerce.ts';
import { customers, fidatyCards, referrals } from './db/schema/platform.ts';
import type { Shop } from './shop.ts';
import { errorOf } from './test/answers.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';

const PASSWORD = 'Nuova-Spesa-2026';
let n = 1;

describe.each(testDatabases())('registration and password reset on $name', (database) => {
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

  const browser = () => new Client(shop, `198.51.100.${n++}`);
  const email = () => `nuovo.${n++}.${Date.now()}@example.it`;
  const registration = (address: string, over: Record<string, unknown> = {}) => ({
    forename: 'Sara',
    surname: 'Conti',
    gender: 'F',
    email: address,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    saleConditionsAccepted: true,
    privacyAccepted: true,
    ...over,
  });
  const mails = (recipient: string) =>
    shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'EMAIL')))
      .orderBy(desc(outboxMessages.id));
  const tokenIn = async (recipient: string, kind: string) => {
    const [m] = (await mails(recipient)).filter((x) => x.kind === kind);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(m?.bodyText ?? '')?.[1];
    if (!token) throw new Error(`no ${kind} link for ${recipient}`);
    return token;
  };

  it('a registration is confirmed once by its link, then logs in with a digital card', async () => {
    const b = browser();
    const address = email();
    expect((await b.call('POST', '/account/register', { json: registration(address) })).status).toBe(204);
    // Not confirmed yet: the right password is told so, nothing more.
    expect(await errorOf(await b.login(address, PASSWORD), 403)).toMatchObject({ message: accountArea.notConfirmed });
    const token = await tokenIn(address, 'ACCOUNT_CONFIRMATION');
    expect((await b.call('POST', '/account/confirm', { json: { token } })).status).toBe(204);
    expect(await errorOf(await b.call('POST', '/account/confirm', { json: { token } }), 400)).toMatchObject({
      message: accountArea.linkInvalid,
    });
    expect((await b.login(address, PASSWORD)).status).toBe(200);
    const [row] = await shop.db.select().from(customers).where(eq(customers.email, address));
    expect(row).toMatchObject({ forename: 'Sara', agreementEcommerceRule: true, emailConfirmed: true });
    const cards = await shop.db.select().from(fidatyCards).where(eq(fidatyCards.customerId, row.id));
    expect(cards).toMatchObject([{ type: 'VERDE', saldo: 0 }]);
  });

  it('every rule answers its message and makes nothing', async () => {
    const b = browser();
    const address = email();
    const bad = await b.call('POST', '/account/register', {
      json: registration(address, {
        password: 'corta1',
        passwordConfirm: 'altra',
        privacyAccepted: false,
        forename: ' ',
      }),
    });
    const body = await errorOf(bad, 400);
    expect(body.entityErrors).toEqual(
      expect.arrayContaining([
        { field: 'forename', message: "Il campo 'Nome' è obbligatorio" },
        { field: 'password', message: accountArea.passwordTooShort },
        { field: 'passwordConfirm', message: accountArea.passwordsDiffer },
        { field: 'privacyAccepted', message: "L'informativa privacy dev'essere accettata per poter proseguire" },
      ]),
    );
    expect(await mails(address)).toEqual([]);
    expect(await shop.db.select().from(customers).where(eq(customers.email, address))).toEqual([]);
  });

  it('a registered e-mail gets the same answer, and its owner an e-mail instead of a link', async () => {
    const known = await createCustomer(shop);
    const b = browser();
    const res = await b.call('POST', '/account/register', { json: registration(known.email) });
    expect(res.status).toBe(204);
    const [m] = await mails(known.email);
    expect(m.kind).toBe('ACCOUNT_EXISTS');
    expect(m.bodyText).not.toMatch(/token=/);
    // The password stays the owner's.
    expect((await browser().login(known.email, known.password)).status).toBe(200);
  });

  it('a second registration of an unconfirmed e-mail cannot choose the password of the first link', async () => {
    const address = email();
    await browser().call('POST', '/account/register', { json: registration(address) });
    const first = await tokenIn(address, 'ACCOUNT_CONFIRMATION');
    const other = 'Altra-Password-9';
    await browser().call('POST', '/account/register', {
      json: registration(address, { password: other, passwordConfirm: other }),
    });
    const second = await tokenIn(address, 'ACCOUNT_CONFIRMATION');
    expect(second).not.toBe(first);
    // The owner opens the first link: their password, and the other link is spent with it.
    expect((await browser().call('POST', '/account/confirm', { json: { token: first } })).status).toBe(204);
    expect((await browser().login(address, PASSWORD)).status).toBe(200);
    expect(await errorOf(await browser().login(address, other), 401)).toMatchObject({ message: apiErrors.loginFailed });
    expect((await browser().call('POST', '/account/confirm', { json: { token: second } })).status).toBe(400);
  });

  it('a confirmation link expires after 24 hours', async () => {
    const address = email();
    await browser().call('POST', '/account/register', { json: registration(address) });
    const token = await tokenIn(address, 'ACCOUNT_CONFIRMATION');
    tick(24 * 3600_000 + 1000);
    expect(await errorOf(await browser().call('POST', '/account/confirm', { json: { token } }), 400)).toMatchObject({
      message: accountArea.linkInvalid,
    });
  });

  it('a reset link works once within 30 minutes and ends every session', async () => {
    const known = await createCustomer(shop);
    const old = browser();
    expect((await old.login(known.email, known.password)).status).toBe(200);
    const b = browser();
    expect((await b.call('POST', '/account/password/forgot', { json: { email: known.email } })).status).toBe(204);
    const token = await tokenIn(known.email, 'PASSWORD_RESET');
    const reset = { token, password: PASSWORD, passwordConfirm: PASSWORD };
    // Two clicks at once: one wins.
    const both = await Promise.all([
      b.call('POST', '/account/password/reset', { json: reset }),
      browser().call('POST', '/account/password/reset', { json: reset }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 400]);
    expect((await old.call('GET', '/auth/profile/customer')).status).toBe(401);
    expect((await browser().login(known.email, PASSWORD)).status).toBe(200);
    expect((await browser().login(known.email, TEST_PASSWORD)).status).toBe(401);
  });

  it('a reset link expires after 30 minutes; only the newest works', async () => {
    const known = await createCustomer(shop);
    const b = browser();
    await b.call('POST', '/account/password/forgot', { json: { email: known.email } });
    const first = await tokenIn(known.email, 'PASSWORD_RESET');
    await b.call('POST', '/account/password/forgot', { json: { email: known.email } });
    const second = await tokenIn(known.email, 'PASSWORD_RESET');
    const body = (token: string) => ({ json: { token, password: PASSWORD, passwordConfirm: PASSWORD } });
    expect((await b.call('POST', '/account/password/reset', body(first))).status).toBe(400);
    tick(30 * 60_000 + 1000);
    expect(await errorOf(await b.call('POST', '/account/password/reset', body(second)), 400)).toMatchObject({
      message: accountArea.linkInvalid,
    });
    expect((await browser().login(known.email, known.password)).status).toBe(200);
  });

  it('an unknown e-mail gets the same answer and no e-mail', async () => {
    const address = email();
    const res = await browser().call('POST', '/account/password/forgot', { json: { email: address } });
    expect(res.status).toBe(204);
    expect(await mails(address)).toEqual([]);
  });

  it('floods are refused per e-mail and per client, before any e-mail', async () => {
    const known = await createCustomer(shop);
    const b = browser();
    for (let i = 0; i < 3; i++) await b.call('POST', '/account/password/forgot', { json: { email: known.email } });
    const refused = await browser().call('POST', '/account/password/forgot', { json: { email: known.email } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await mails(known.email)).toHaveLength(3);
    const c = browser();
    for (let i = 0; i < 10; i++) await c.call('POST', '/account/password/forgot', { json: { email: email() } });
    expect((await c.call('POST', '/account/password/forgot', { json: { email: email() } })).status).toBe(429);
  });

  it('a password change checks the current one and ends the other sessions only', async () => {
    const known = await createCustomer(shop);
    const other = browser();
    await other.login(known.email, known.password);
    const b = browser();
    await b.login(known.email, known.password);
    const change = (currentPassword: string) =>
      b.call('PUT', '/auth/account/password', {
        json: { currentPassword, password: PASSWORD, passwordConfirm: PASSWORD },
        xsrf: true,
      });
    expect(await errorOf(await change('sbagliata'), 422)).toMatchObject({ message: accountArea.currentPasswordWrong });
    expect((await other.call('GET', '/auth/profile/customer')).status).toBe(200);
    expect((await change(known.password)).status).toBe(204);
    expect((await b.call('GET', '/auth/profile/customer')).status).toBe(200);
    expect((await other.call('GET', '/auth/profile/customer')).status).toBe(401);
  });

  it("a registration with a friend's code credits both once, at the friend's confirmation", async () => {
    const friend = await createCustomer(shop);
    const summary = () => shop.services.account.referralSummary(friend.id);
    const { code } = await summary();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await summary()).code).toBe(code);
    const address = email();
    const json = registration(address, { referralCode: code.toLowerCase() });
    await browser().call('POST', '/account/register', { json });
    await browser().call('POST', '/account/register', { json });
    expect(await shop.db.select().from(referrals).where(eq(referrals.referrerId, friend.id))).toHaveLength(1);
    expect(await summary()).toMatchObject({ vouchers: 0, friends: 0 });
    const token = await tokenIn(address, 'ACCOUNT_CONFIRMATION');
    expect((await browser().call('POST', '/account/confirm', { json: { token } })).status).toBe(204);
    expect(await summary()).toMatchObject({ vouchers: 1, friends: 1 });
    const [row] = await shop.db.select().from(referrals).where(eq(referrals.referrerId, friend.id));
    const holders = await shop.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, row.couponId!));
    expect(holders.map((h) => h.customerId).sort((x, y) => x - y)).toEqual(
      [friend.id, row.referredId].sort((x, y) => x - y),
    );
  });
});
