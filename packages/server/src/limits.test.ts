// The abuse limits of issue 13 as a caller sees them, on PGlite and (DATABASE_URL_TEST) on PostgreSQL:
// private pickup-point code guesses (point 10), power-guest sessions per client (point 13), client logs
// (point 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  GUEST_ENTRIES_PER_CLIENT,
  LOG_CALL_MAX_CHARS,
  LOG_CALLS_PER_SESSION,
  LOG_RETENTION_DAYS,
  PRIVATE_CODE_FAILURES,
} from '@mercato/contracts';
import { drives, postcodes, streets, streetServices, towns } from './db/schema/geo.ts';
import { clientLogs } from './db/schema/platform.ts';
import { encodeSolution, solveChallenge, type CaptchaChallenge } from './services/captcha/index.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD, type TestCustomer } from './test/databases.ts';
import { errorOf } from './test/answers.ts';

interface Place {
  street: number;
  privateDrive: number;
}

async function buildPlace(shop: Shop): Promise<Place> {
  const db = shop.db;
  const [town] = await db
    .insert(towns)
    .values({ name: 'Milano', province: 'Milano', provinceShortName: 'MI', region: 'Lombardia' })
    .returning({ id: towns.id });
  await db.insert(postcodes).values({ postcode: '20124', townId: town.id, checkResult: 'SUPPORTED' });
  const [street] = await db
    .insert(streets)
    .values({ postcode: '20124', townId: town.id, name: 'Piazza Gae Aulenti' })
    .returning({ id: streets.id });
  await db.insert(streetServices).values(
    (['supermercato', 'drive'] as const).map((site, i) => ({
      streetId: street.id,
      site,
      description: `Servizio ${site}`,
      onboardingHtmlDescription: '<p>servizio</p>',
      orderNo: i + 1,
    })),
  );
  const [drive] = await db
    .insert(drives)
    .values({
      code: 'D1',
      site: 'drive',
      description: 'Mensa aziendale Torre Porta Nuova',
      streetId: street.id,
      streetName: 'Piazza Gae Aulenti',
      postCode: '20124',
      privateCode: 'TORREPN24',
      lockers: true,
      townId: town.id,
      townName: 'Milano',
      province: 'Milano',
      provinceShortName: 'MI',
      region: 'Lombardia',
    })
    .returning({ id: drives.id });
  return { street: street.id, privateDrive: drive.id };
}

async function solved(browser: Client): Promise<string> {
  const challenge = (await (await browser.call('GET', '/onboarding/captcha/challenge')).json())
    .data as CaptchaChallenge;
  return encodeSolution(challenge, solveChallenge(challenge) as number);
}

let nextClient = 1;
const browserOf = (shop: Shop) => new Client(shop, `203.0.113.${nextClient++}`);

describe.each(testDatabases())('abuse limits on $name', (database) => {
  let shop: Shop;
  let place: Place;
  let anna: TestCustomer;

  beforeAll(async () => {
    shop = await database.open();
    place = await buildPlace(shop);
    anna = await createCustomer(shop, { email: 'anna@example.it' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const guestEntry = async (browser: Client, over: Record<string, unknown> = {}) =>
    browser.call('POST', '/onboarding/guest', {
      json: {
        postcode: '20124',
        streetId: place.street,
        site: 'supermercato',
        captchaToken: await solved(browser),
        ...over,
      },
    });

  describe('private pickup-point codes (point 10)', () => {
    const address = (code: string) => ({
      postcode: '20124',
      streetId: place.street,
      site: 'drive',
      driveId: place.privateDrive,
      privateCode: code,
    });

    it(`answers 429 with Retry-After after ${PRIVATE_CODE_FAILURES} wrong codes, even to the right one`, async () => {
      const browser = browserOf(shop);
      expect((await browser.login(anna.email, TEST_PASSWORD)).status).toBe(200);
      for (let i = 0; i < PRIVATE_CODE_FAILURES; i++) {
        const res = await browser.call('POST', '/auth/addresses', { json: address(`GUESS${i}`), xsrf: true });
        expect((await errorOf(res, 400)).entityErrors).toEqual([
          { field: 'privateCode', message: 'Codice non valido' },
        ]);
      }
      for (const code of ['GUESS9', 'TORREPN24']) {
        const res = await browser.call('POST', '/auth/addresses', { json: address(code), xsrf: true });
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(await errorOf(res, 429)).toMatchObject({
          code: '429',
          retryAfter,
          message: 'Troppi codici non validi. Riprova tra 15 minuti.',
        });
      }
      // The same customer from another client is limited too (per customer) …
      const elsewhere = browserOf(shop);
      await elsewhere.login(anna.email, TEST_PASSWORD);
      expect((await elsewhere.call('POST', '/auth/addresses', { json: address('TORREPN24'), xsrf: true })).status).toBe(
        429,
      );
      // … and the client itself, whoever is logged there (per client).
      const other = await createCustomer(shop);
      const sameClient = new Client(shop, browser.clientAddress);
      await sameClient.login(other.email, TEST_PASSWORD);
      expect(
        (await sameClient.call('POST', '/auth/addresses', { json: address('TORREPN24'), xsrf: true })).status,
      ).toBe(429);
      // A fresh customer on a fresh client with the right code is not affected.
      const fresh = browserOf(shop);
      await fresh.login((await createCustomer(shop)).email, TEST_PASSWORD);
      expect((await fresh.call('POST', '/auth/addresses', { json: address('TORREPN24'), xsrf: true })).status).toBe(
        200,
      );
    });

    it('limits guesses through the power-guest entry per client as well', async () => {
      const browser = browserOf(shop);
      for (let i = 0; i < PRIVATE_CODE_FAILURES; i++)
        expect((await guestEntry(browser, address(`X${i}`))).status).toBe(400);
      expect((await guestEntry(browser, address('TORREPN24'))).status).toBe(429);
    });
  });

  describe('power-guest sessions (point 13)', () => {
    it(`opens at most ${GUEST_ENTRIES_PER_CLIENT} per client address, then 429 with Retry-After`, async () => {
      const browser = browserOf(shop);
      for (let i = 0; i < GUEST_ENTRIES_PER_CLIENT; i++) expect((await guestEntry(browser)).status).toBe(200);
      const res = await guestEntry(browser);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await errorOf(res, 429)).toMatchObject({
        code: '429',
        message: 'Troppi accessi come ospite da questo dispositivo. Riprova tra 60 minuti.',
      });
      expect((await guestEntry(browserOf(shop))).status).toBe(200);
    });
  });

  describe('client logs (point 6)', () => {
    const logCount = async () => (await shop.db.select({ n: count() }).from(clientLogs))[0].n;
    const logger = (browser: Client, body: unknown) => browser.call('POST', '/logger', { json: body, xsrf: true });

    it('stores clientInfo once per call and caps the characters a call may store', async () => {
      const browser = browserOf(shop);
      expect((await guestEntry(browser)).status).toBe(200);
      const before = await logCount();
      const clientInfo = { userAgent: 'x'.repeat(1000) };
      const logs = Array.from({ length: 80 }, (_, i) => ({
        level: 'error',
        message: `${String(i).padStart(3, '0')}:${'m'.repeat(596)}`,
      }));
      const res = await logger(browser, { clientInfo, logs });
      const { data } = await res.json();
      const kept = Math.floor(LOG_CALL_MAX_CHARS / 600);
      expect(data).toEqual({ stored: kept, dropped: 80 - kept });
      expect((await logCount()) - before).toBe(kept);
      const rows = await shop.db.select().from(clientLogs).where(sql`${clientLogs.clientInfo} is not null`);
      expect(rows).toHaveLength(1);
    });

    it(`answers 429 with Retry-After after ${LOG_CALLS_PER_SESSION} calls of a session`, async () => {
      const browser = browserOf(shop);
      expect((await guestEntry(browser)).status).toBe(200);
      for (let i = 0; i < LOG_CALLS_PER_SESSION; i++) expect((await logger(browser, { logs: ['x'] })).status).toBe(200);
      const before = await logCount();
      const res = await logger(browser, { logs: ['x'] });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(res, 429)).message).toMatch(/^Troppi invii di log\. Riprova tra \d+ secondi\.$/);
      expect(await logCount()).toBe(before);
    });

    it(`deletes logs older than ${LOG_RETENTION_DAYS} days when logs are written`, async () => {
      const old = new Date(Date.now() - (LOG_RETENTION_DAYS + 1) * 86_400_000);
      const recent = new Date(Date.now() - (LOG_RETENTION_DAYS - 1) * 86_400_000);
      const [a, b] = await shop.db
        .insert(clientLogs)
        .values([
          { message: 'vecchio', createdAt: old },
          { message: 'recente', createdAt: recent },
        ])
        .returning({ id: clientLogs.id });
      const browser = browserOf(shop);
      expect((await guestEntry(browser)).status).toBe(200);
      expect((await logger(browser, { logs: ['nuovo'] })).status).toBe(200);
      expect(await shop.db.select().from(clientLogs).where(eq(clientLogs.id, a.id))).toEqual([]);
      expect(await shop.db.select().from(clientLogs).where(eq(clientLogs.id, b.id))).toHaveLength(1);
    });

    it('answers 400 to timestamps outside the years a date may have, and stores nothing', async () => {
      const browser = browserOf(shop);
      expect((await guestEntry(browser)).status).toBe(200);
      const before = await logCount();
      for (const timestamp of [-99_999_999_999_999, '0000-01-01T00:00:00Z', 8.64e15]) {
        const res = await logger(browser, { logs: ['ok', { message: 'x', timestamp }] });
        expect((await errorOf(res, 400)).entityErrors?.[0]?.field).toBe('logs.1.timestamp');
      }
      expect(await logCount()).toBe(before);
    });
  });

  describe('redirects of the API (point 1)', () => {
    it('POST security/check-url refuses paths with tabs, control characters, backslashes, encoded slashes', async () => {
      const browser = browserOf(shop);
      for (const url of ['/\t/evil.example', '/\u000b/x', '/\\evil.example', '/%2F/evil.example', '/%5cevil', '//x']) {
        const res = await browser.call('POST', '/security/check-url', { json: { url } });
        expect((await errorOf(res, 403)).message, JSON.stringify(url)).toBe('Indirizzo di destinazione non consentito');
      }
      const ok = await browser.call('POST', '/security/check-url', { json: { url: '/supermercato/home' } });
      expect((await ok.json()).data).toBe('NO_CONTENT');
    });

    it('GET logout/{navigation} redirects to a safe path of the shop', async () => {
      const browser = browserOf(shop);
      await browser.login(anna.email, TEST_PASSWORD);
      const res = await browser.call('GET', '/logout/supermercato');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/index');
    });
  });
});
