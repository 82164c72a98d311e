// CORS as a browser on a partner page sees it (ARCHITECTURE "Embedding"), on PGlite in memory and
// (DATABASE_URL_TEST) on PostgreSQL: the anonymous look-ups of the embedded widgets answer any origin
// without credentials; calls with credentials answer only the origins of MERCATO_PARTNER_ORIGINS
// (the tests' default: http://localhost:4322).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailableService, PickupPoint, PostcodeCheckResult, StreetSuggestion } from '@mercato/contracts';
import * as z from 'zod/mini';
import { postcodes, streets, streetServices, towns } from './db/schema/geo.ts';
import type { Shop } from './shop.ts';
import { dataOf } from './test/answers.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';

const NEW_PARTNER = 'https://nuovo-partner.example';
const LISTED = 'http://localhost:4322';

async function buildMap(shop: Shop): Promise<number> {
  const [milano] = await shop.db
    .insert(towns)
    .values({ name: 'Milano', province: 'Milano', provinceShortName: 'MI', region: 'Lombardia' })
    .returning({ id: towns.id });
  await shop.db.insert(postcodes).values({ postcode: '20121', townId: milano.id, checkResult: 'SUPPORTED' });
  const [dante] = await shop.db
    .insert(streets)
    .values({ postcode: '20121', townId: milano.id, name: 'Via Dante' })
    .returning({ id: streets.id });
  await shop.db.insert(streetServices).values({
    streetId: dante.id,
    site: 'supermercato',
    description: 'Servizio supermercato',
    onboardingHtmlDescription: '<p>servizio</p>',
    orderNo: 1,
  });
  return dante.id;
}

/** A browser's call without cookies (`credentials: 'omit'`) from `origin`. */
function anonymous(shop: Shop, origin: string, address = '198.51.100.7') {
  const client = new Client(shop, address);
  return (method: string, path: string, opts: { json?: unknown; headers?: Record<string, string> } = {}) => {
    client.cookies.clear();
    return client.call(method, path, { ...opts, headers: { origin, ...opts.headers } });
  };
}

function expectOpenAnswer(res: Response) {
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Mercato-Credentials/);
  expect(res.headers.get('vary')).toMatch(/Origin/);
}

describe.each(testDatabases())('CORS on $name', (database) => {
  let shop: Shop;
  let dante: number;

  beforeAll(async () => {
    shop = await database.open();
    dante = await buildMap(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers the address look-ups to an unlisted origin with Allow-Origin * and no credentials', async () => {
    const call = anonymous(shop, NEW_PARTNER);
    let res = await call('POST', '/onboarding/postcode/check', { json: { postcode: '20121' } });
    expectOpenAnswer(res);
    expect(res.headers.get('x-mercato-credentials')).toBe('refused');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await dataOf(res, PostcodeCheckResult)).toMatchObject({ code: 'SUPPORTED', townName: 'Milano' });

    res = await call('POST', '/onboarding/street/suggestions', { json: { postcode: '20121' } });
    expectOpenAnswer(res);
    expect((await dataOf(res, z.array(StreetSuggestion))).map((s) => s.value)).toEqual(['Via Dante']);

    res = await call('POST', '/onboarding/services/available', { json: { postcode: '20121', streetId: dante } });
    expectOpenAnswer(res);
    expect((await dataOf(res, z.array(AvailableService))).map((s) => s.site)).toEqual(['supermercato']);

    for (const path of [
      '/onboarding/drives/20121',
      '/onboarding/drives/pharma/20121',
      '/onboarding/prenotazioni/20121',
    ]) {
      res = await call('GET', path);
      expectOpenAnswer(res);
      await dataOf(res, z.array(PickupPoint));
    }
    for (const path of ['/onboarding/postcode/20121', `/onboarding/street/${dante}`, '/onboarding/services']) {
      res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expectOpenAnswer(res);
    }
  });

  it('answers the preflight of a look-up from an unlisted origin with the headers the client sends', async () => {
    const call = anonymous(shop, NEW_PARTNER);
    for (const path of [
      '/onboarding/postcode/check',
      '/onboarding/street/suggestions',
      '/onboarding/services/available',
    ]) {
      const res = await call('OPTIONS', path, {
        headers: {
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-page-path',
        },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toMatch(/\bPOST\b/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Page-Path/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Accept/);
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('gives an unlisted origin no CORS allowance on calls with credentials or that change state', async () => {
    const call = anonymous(shop, NEW_PARTNER);
    const refused: [string, string][] = [
      ['POST', '/onboarding/guest'],
      ['POST', '/onboarding/activation'],
      ['GET', '/onboarding/captcha/challenge'],
      ['GET', '/onboarding/services/available'],
      ['GET', '/auth/trolley'],
      ['POST', '/login'],
      ['PUT', '/onboarding/postcode/check'],
    ];
    for (const [method, path] of refused) {
      const pre = await call('OPTIONS', path, {
        headers: { 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
      });
      expect(pre.headers.get('access-control-allow-origin'), `OPTIONS ${method} ${path}`).toBeNull();
      expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    }
    let res = await call('POST', '/onboarding/guest', { json: { postcode: '20121', streetId: dante } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    res = await call('GET', '/onboarding/captcha/challenge');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    res = await call('GET', '/auth/trolley');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();

    // Even with the cookies of a logged customer, an unlisted origin gets nothing it may read.
    const customer = await createCustomer(shop);
    const browser = new Client(shop);
    expect((await browser.login(customer.email, TEST_PASSWORD)).status).toBe(200);
    res = await browser.call('GET', '/auth/addresses/supermercato', { headers: { origin: NEW_PARTNER } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    res = await browser.call('POST', '/onboarding/postcode/check', {
      json: { postcode: '20121' },
      headers: { origin: NEW_PARTNER },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps credentials for a listed partner origin, on look-ups and on the rest', async () => {
    const call = anonymous(shop, LISTED);
    let res = await call('OPTIONS', '/onboarding/guest', {
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    res = await call('OPTIONS', '/onboarding/postcode/check', { headers: { 'access-control-request-method': 'POST' } });
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    res = await call('POST', '/onboarding/postcode/check', { json: { postcode: '20121' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('x-mercato-credentials')).toBe('allowed');
    res = await call('GET', '/auth/trolley');
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    // The shop's own origin may use credentials too.
    res = await anonymous(shop, 'http://localhost:4321')('GET', '/onboarding/postcode/20121');
    expect(res.headers.get('x-mercato-credentials')).toBe('allowed');
  });

  it('counts anonymous look-ups by client address: the 429 reaches the partner page with its Retry-After', async () => {
    const call = anonymous(shop, NEW_PARTNER, '203.0.113.9');
    const limit = shop.config.onboarding.lookupsPerClient;
    for (let i = 0; i < limit; i++) expect((await call('GET', '/onboarding/postcode/20121')).status).toBe(200);
    const res = await call('POST', '/onboarding/postcode/check', { json: { postcode: '20121' } });
    expect(res.status).toBe(429);
    expectOpenAnswer(res);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await anonymous(shop, NEW_PARTNER, '203.0.113.10')('GET', '/onboarding/postcode/20121')).status).toBe(200);
  });
});
