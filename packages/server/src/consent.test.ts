// Cookie consent and the first-party collector (issue 36), through the API on PGlite and
// (DATABASE_URL_TEST) PostgreSQL: the cookie centre's configuration with the policy version in force, the
// consent records (known keys only, append-only, the customer's only with the session's XSRF token, each
// customer reading their own), the collector (valid batches stored; bad or oversized ones refused,
// counted, never stored) and the staff report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_BODY_MAX_BYTES, COOKIE_POLICY_INITIAL_VERSION } from '@mercato/contracts/consent';
import { consent as texts } from '@mercato/contracts/i18n/it-consent';
import { rowsOf } from './db/client.ts';
import { analyticsEvents, analyticsRejections, consentRecords } from './db/schema/consent.ts';
import { customers } from './db/schema/platform.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, loggedInCustomer, testDatabases } from './test/databases.ts';

const anonymousId = 'a1b2c3d4-e5f6-4711-9abc-0123456789ab';
const decision = (categories: Record<string, boolean>, extra: Record<string, unknown> = {}) => ({
  anonymousId,
  navigation: 'supermercato',
  channel: 'web',
  policyVersion: COOKIE_POLICY_INITIAL_VERSION,
  source: 'save',
  categories,
  ...extra,
});
const event = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  url: '/supermercato/home',
  userId: '',
  location: 'free visit',
  at: new Date().toISOString(),
  ...extra,
});

describe.each(testDatabases())('cookie consent and the collector on $name', (database) => {
  let shop: Shop;
  const records = async (where = sql`true`) =>
    rowsOf<{ n: number }>(await shop.db.execute(sql`select count(*)::int as n from consent_records where ${where}`))[0]
      .n;

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('answers the cookie centre of a navigation and channel, with the policy version in force', async () => {
    const res = await new Client(shop).call('GET', '/analytics/cookie-center/config/supermercato/web');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const { data } = await res.json();
    expect(data.policyVersion).toBe(COOKIE_POLICY_INITIAL_VERSION);
    expect(data.enabled).toBe(true);
    expect(data.cookieCenterConfigList.map((s: { cookieKey: string }) => s.cookieKey)).toEqual([
      'technical',
      'analytics',
      'profiling',
    ]);
    expect(data.cookieCenterConfigList[0]).toMatchObject({ readOnly: true, checked: true, title: 'Cookie tecnici' });
    expect((await new Client(shop).call('GET', '/analytics/cookie-center/config/luna/web')).status).toBe(400);
  });

  it('a new version published for one navigation is in force there only, and no kept page outlives it', async () => {
    // The pages carry the version for the banner's boot script (ADR 0057): the page stamp changes with it.
    const stamp = await shop.services.pageCache.stamp();
    await shop.services.consent.publishPolicy('pharma-drive', '2026-test-a');
    expect(await shop.services.pageCache.stamp()).not.toBe(stamp);
    expect(await shop.services.consent.policyVersion('pharma-drive')).toBe('2026-test-a');
    expect(await shop.services.consent.policyVersion('supermercato')).toBe(COOKIE_POLICY_INITIAL_VERSION);
  });

  it('stores an anonymous decision; an unknown key, a refused technical category or an unknown version stores nothing', async () => {
    const visitor = new Client(shop);
    const before = await records();
    const ok = await visitor.call('POST', '/consent/records', {
      json: decision({ technical: true, analytics: true, profiling: false }),
    });
    expect(ok.status).toBe(200);
    const { data } = await ok.json();
    expect(data).toMatchObject({ policyVersion: COOKIE_POLICY_INITIAL_VERSION, categories: { analytics: true } });
    const [row] = await shop.db.select().from(consentRecords).where(eq(consentRecords.id, data.id));
    expect(row.customerId).toBeNull();
    for (const bad of [
      decision({ technical: true, analytics: true, profiling: false, tracker: true }),
      decision({ technical: false, analytics: true, profiling: false }),
      decision({ technical: true, analytics: true }),
      decision({ technical: true, analytics: true, profiling: false }, { policyVersion: 'mai-pubblicata' }),
    ]) {
      const res = await visitor.call('POST', '/consent/records', { json: bad });
      expect(res.status).toBe(400);
    }
    expect(await records()).toBe(before + 1);
  });

  it("names the customer only with the session's XSRF token; each customer reads only their own records", async () => {
    const anna = await loggedInCustomer(shop);
    const bruno = await loggedInCustomer(shop);
    const mine = decision({ technical: true, analytics: false, profiling: false }, { source: 'close' });
    await anna.browser.call('POST', '/consent/records', { json: mine });
    await anna.browser.call('POST', '/consent/records', { json: { ...mine, source: 'accept-all' }, xsrf: true });
    expect(await records(sql`customer_id = ${anna.id}`)).toBe(1);
    const own = await (await anna.browser.call('GET', '/auth/consent/records', { xsrf: true })).json();
    expect(own.data.map((r: { source: string }) => r.source)).toEqual(['accept-all']);
    const other = await (await bruno.browser.call('GET', '/auth/consent/records', { xsrf: true })).json();
    expect(other.data).toEqual([]);
    expect((await new Client(shop).call('GET', '/auth/consent/records')).status).toBe(401);
  });

  it('keeps the records append-only: an update or a delete is refused by the database', async () => {
    await new Client(shop).call('POST', '/consent/records', {
      json: decision({ technical: true, analytics: true, profiling: true }),
    });
    await expect(shop.db.update(consentRecords).set({ source: 'save' })).rejects.toThrow();
    await expect(shop.db.delete(consentRecords)).rejects.toThrow();
  });

  it('the collector stores a valid batch, refuses and counts bad or oversized ones without storing them', async () => {
    const browser = new Client(shop);
    const stored = async () =>
      rowsOf<{ n: number }>(await shop.db.execute(sql`select count(*)::int as n from analytics_events`))[0].n;
    const refused = async () => (await shop.db.select().from(analyticsRejections)).reduce((n, r) => n + r.count, 0);
    const before = { stored: await stored(), refused: await refused() };
    const ok = await browser.call('POST', '/analytics/collect', {
      json: { anonymousId, events: [event('page_view'), event('filter', { data: { filters: 'bio', count: 1 } })] },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toEqual({ stored: 2 });
    expect(await stored()).toBe(before.stored + 2);

    const bad = [
      { anonymousId, events: [event('tracker_of_others')] },
      { anonymousId, events: [] },
      { anonymousId: 'x', events: [event('page_view')] },
      { anonymousId, events: [event('page_view', { url: 'x'.repeat(401) })] },
    ];
    for (const json of bad) expect((await browser.call('POST', '/analytics/collect', { json })).status).toBe(400);
    const huge = JSON.stringify({
      anonymousId,
      events: [event('page_view', { pad: 'x'.repeat(ANALYTICS_BODY_MAX_BYTES) })],
    });
    const tooLarge = await browser.call('POST', '/analytics/collect', {
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.status).toBe(413);
    expect(await stored()).toBe(before.stored + 2);
    expect(await refused()).toBe(before.refused + bad.length + 1);
    const reasons = await shop.db.select().from(analyticsRejections);
    expect(reasons.find((r) => r.reason === 'too-large')?.count).toBeGreaterThanOrEqual(1);
  });

  it('shows events per day and type to staff only', async () => {
    const member = await createCustomer(shop, { email: 'staff.analytics@example.it' }, null);
    await shop.db.update(customers).set({ role: 'staff' }).where(eq(customers.id, member.id));
    const staff = await shop.services.sessions.create({ kind: 'logged', customerId: member.id });
    const customer = await shop.services.sessions.create({
      kind: 'logged',
      customerId: (await createCustomer(shop)).id,
    });
    await shop.db.insert(analyticsEvents).values({
      anonymousId,
      type: 'purchase',
      url: '/checkout/order/success/1',
      userId: '',
      location: 'free visit',
      occurredAt: new Date(),
    });
    const report = await shop.services.analytics.staffReport(staff);
    const today = report.events[0].day;
    expect(report.events.find((r) => r.type === 'purchase' && r.day === today)?.count).toBeGreaterThanOrEqual(1);
    await expect(shop.services.analytics.staffReport(customer)).rejects.toMatchObject({ status: 403 });
    await expect(shop.services.analytics.staffReport(null)).rejects.toMatchObject({
      status: 401,
      body: { message: texts.staffOnly },
    });
  });
});
