// Every route of the API fuzzed (issue 13 point 7), on PGlite and (DATABASE_URL_TEST) on PostgreSQL.
// The routes come from the Hono app itself (app.routes, test/routes.ts), the table the OpenAPI document
// is read from too, so a new route is fuzzed and documented without touching this file. Each is called by an anonymous visitor, a power guest and a logged customer (with a valid XSRF
// token) with bad path parameters, bad query strings and, for changes, bad JSON bodies: malformed,
// oversized, wrongly typed, U+0000, lone surrogates, deep nesting, out-of-range dates. Expected: never a
// 5xx; every 4xx in the spec's error shape with messages of the Italian catalogue; and nothing changed
// in the shop's tables (a digest of their rows before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiErrorResponse } from '@mercato/contracts';
import * as catalogue from '@mercato/contracts/i18n/it';
import { rowsOf } from './db/client.ts';
import type { Shop } from './shop.ts';
import { Client, loggedInCustomer, testDatabases, powerGuestClient } from './test/databases.ts';
import { fill, plausible, routesOf } from './test/routes.ts';

/** Routes whose call changes state with no input at all: only called without XSRF and anonymously. */
const ACTIONS_WITHOUT_INPUT = new Set([
  'DELETE /auth/trolley',
  'DELETE /auth/trolley/photo',
  'POST /auth/fidaty/card',
  'GET /logout/:navigation',
  'POST /auth/slots/reservation/extend',
  'DELETE /auth/slots/reservation',
  'DELETE /auth/orders/:orderId/edit',
]);

/** The tables whose rows must not change (a digest of each); sessions are counted only (last seen). */
const TABLES = [
  'customers',
  'fidaty_cards',
  'delivery_addresses',
  'trolleys',
  'trolley_items',
  'trolley_idempotency_keys',
  'trolley_samples',
  'orders',
  'order_items',
  'activation_requests',
  'messages',
  'client_logs',
  'shopping_lists',
  'shopping_list_items',
  'shopping_list_shares',
  'list_notifications',
  'spesafacile_hidden',
  'products',
  'delivery_slots',
  'slot_idempotency_keys',
  'slot_losses',
  'checkouts',
  'billing_addresses',
  'consent_records',
  'analytics_events',
  'mobile_verifications',
  'checkout_attempts',
  'test_gateway_payments',
  'wallets',
  'address_recurring_payments',
  'outbox_messages',
  'complaints',
  'complaint_products',
  'complaint_photos',
  'virtual_cards',
  'customer_vouchers',
  'voucher_requests',
  'voucher_barcodes',
  'subscription_plans',
  'customer_subscriptions',
  'subscription_deliveries',
  'subscription_renewals',
  'cms_pages',
  'cms_page_revisions',
];

const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

/** Path parameter values (already url-encoded). */
const BAD_PARAMS = [
  '%00',
  'a%00b',
  '-1',
  '0',
  '99999999999999999999',
  '1.5',
  'abc',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '..%2F..%2Fetc',
  '%27%20or%201%3D1--',
  'x'.repeat(3000),
];

/** Query values (url-encoded), given to every parameter name below at once. */
const QUERY_NAMES = [
  'publishDate',
  'nav',
  'q',
  'page',
  'size',
  'sort',
  'filters',
  'ids',
  'productId',
  'productIds',
  't',
  'x',
  'scope',
  'from',
  'postcode',
  'orderId',
  'site',
  'id',
  'to',
  'format',
  'action',
];
const BAD_QUERIES = ['%00', '0000-01-01', '99999-12-31', '-1', '1e400', '%ED%A0%80', 'x'.repeat(3000), '%5B%5D'];

/** Raw JSON bodies of changes. */
const WRONG_TYPES = {
  productId: 'x',
  quantity: -1,
  username: { a: 1 },
  password: [1],
  name: 12,
  email: true,
  postcode: [],
  streetId: '1; drop table customers',
  site: 'luna',
  logs: 'x',
  clientInfo: 3,
  url: 5,
  captchaToken: 7,
  privateCode: {},
  driveId: -4,
  ids: 'x',
  items: { 1: 'x' },
  saleConditionsAccepted: 'yes',
  privacyAccepted: 2,
  slotId: 'x',
  idempotencyKey: { a: 1 },
  type: 'ALIEN',
  countryType: 3,
  taxCode: ['x'],
  vatNumber: 12,
  preferred: 'yes',
  mobileNumber: { a: 1 },
  verifyCode: 1234,
  deliveryAddressId: 'x',
  action: 'ALIEN',
  message: { a: 1 },
  conditionsAccepted: 'yes',
  products: [{ orderItemId: 'x', photos: 'x' }],
  barcodeIds: [0],
  vote: 'x',
  version: 'x',
  walletId: '1',
};
const withText = (text: string) => JSON.stringify(Object.fromEntries(Object.keys(WRONG_TYPES).map((k) => [k, text])));
const BAD_BODIES: { body: string; type?: string }[] = [
  { body: '{"username":' },
  { body: '' },
  { body: 'null' },
  { body: '[]' },
  { body: '"x"' },
  { body: '{}', type: 'text/plain' },
  { body: JSON.stringify(WRONG_TYPES) },
  { body: withText('a\u0000b') },
  { body: '{"logs":["\\u0000"],"name":"\\u0000","productOrigin":"\\u0000","username":"a\\u0000@b.it"}' },
  { body: '{"logs":["\\ud800"],"name":"\\udc00x","productOrigin":"\\ud800","username":"\\ud800@b.it"}' },
  { body: `{"logs":[${deep(20_000)}],"productId":${deep(20_000)}}` },
  { body: '{"logs":[{"message":"x","timestamp":-99999999999999}],"publishDate":"0000-01-01"}' },
  {
    body: JSON.stringify({
      productId: 2_147_483_648,
      quantity: 1e308,
      productOrigin: 'x'.repeat(5000),
      name: 'x'.repeat(5000),
    }),
  },
  { body: JSON.stringify({ logs: ['x'.repeat(70_000)] }) },
];

// Every string of the Italian catalogue, as a pattern ('{name}' placeholders match anything).
const TEXTS: RegExp[] = [];
(function collect(v: unknown) {
  if (typeof v === 'string') {
    const escaped = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '[\\s\\S]+');
    TEXTS.push(new RegExp(`^${escaped}$`));
  } else if (v && typeof v === 'object') for (const x of Object.values(v)) collect(x);
})(catalogue);
const isItalianText = (m: string) => TEXTS.some((re) => re.test(m));

describe.each(testDatabases())('every route fuzzed on $name', (database) => {
  let shop: Shop;
  let callers: { name: string; client: Client }[];

  async function digest(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = rowsOf<{ d: string; n: number }>(
        await shop.db.execute(
          sql.raw(
            `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d, count(*)::int as n from ${table} x`,
          ),
        ),
      );
      out[table] = `${row.n}:${row.d}`;
    }
    const [s] = rowsOf<{ n: number }>(await shop.db.execute(sql`select count(*)::int as n from sessions`));
    out.sessions = String(s.n);
    return out;
  }

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    const [product] = rowsOf<{ id: number }>(
      await shop.db.execute(
        sql`select id from products where active and not out_of_stock and catalogue = 'grocery' order by id limit 1`,
      ),
    );
    const [street] = rowsOf<{ id: number }>(await shop.db.execute(sql`select id from streets order by id limit 1`));
    const { browser: logged } = await loggedInCustomer(shop);
    const guest = await powerGuestClient(shop, street.id);
    for (const c of [logged, guest]) {
      const res = await c.call('POST', '/auth/trolley/item', {
        json: { productId: product.id, quantity: 1 },
        xsrf: true,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    callers = [
      { name: 'anonymous', client: new Client(shop) },
      { name: 'power guest', client: guest },
      { name: 'logged', client: logged },
    ];
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('answers bad input to every route with a 4xx in the spec shape, in Italian, and changes nothing', async () => {
    const routes = routesOf(shop);
    expect(routes.length).toBeGreaterThan(30);
    const before = await digest();
    const failures: string[] = [];
    let calls = 0;
    let last = JSON.stringify(before);
    let n = 0;
    async function send(
      caller: { name: string; client: Client },
      method: string,
      url: string,
      opts: { body?: string; type?: string; xsrf?: boolean } = {},
    ) {
      // A new client address for every call: the per-client limits must not hide deeper paths.
      caller.client.clientAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;
      const headers: Record<string, string> = {};
      if (opts.body !== undefined) headers['content-type'] = opts.type ?? 'application/json';
      const res = await caller.client.call(method, url, { body: opts.body, headers, xsrf: opts.xsrf ?? true });
      calls++;
      // FUZZ_DEBUG=1 names the call that changed the tables.
      if (process.env.FUZZ_DEBUG) {
        const d = JSON.stringify(await digest());
        if (d !== last)
          console.log('CHANGED by', caller.name, method, url.slice(0, 80), opts.body?.slice(0, 80), res.status);
        last = d;
      }
      const where = `${caller.name} ${method} ${url.slice(0, 80)} ${opts.body?.slice(0, 60) ?? ''}`;
      if (res.status >= 500) {
        failures.push(`${where} → ${res.status} ${(await res.text()).slice(0, 200)}`);
        return;
      }
      if (res.status < 400) return;
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        failures.push(`${where} → ${res.status} not JSON: ${text.slice(0, 100)}`);
        return;
      }
      const parsed = ApiErrorResponse.safeParse(body);
      if (!parsed.success) {
        failures.push(`${where} → ${res.status} not the error shape: ${text.slice(0, 200)}`);
        return;
      }
      const messages = [parsed.data.error.message, ...(parsed.data.error.entityErrors ?? []).map((e) => e.message)];
      for (const m of messages)
        if (!isItalianText(m)) failures.push(`${where} → ${res.status} message not in the catalogue: ${m}`);
    }

    // The calls are queued, then sent a few at a time: each is refused before it changes anything, from
    // a client address of its own, so their order does not matter; the database answers several at once
    // (PostgreSQL's pool). FUZZ_DEBUG=1 sends them one by one, to name the call that changed a table.
    const pending: (() => Promise<void>)[] = [];
    const queue = (...args: Parameters<typeof send>) => pending.push(() => send(...args));
    for (const caller of callers) {
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        const unsafe = route.method !== 'GET' && route.method !== 'HEAD';
        if (ACTIONS_WITHOUT_INPUT.has(key)) {
          // Bad parameters, and no XSRF header: refused before anything is done.
          if (route.path.includes(':'))
            for (const value of BAD_PARAMS.slice(0, 3))
              queue(
                caller,
                route.method,
                fill(route.path, () => value),
              );
          else if (unsafe) queue(caller, route.method, route.path, { xsrf: false });
          continue;
        }
        if (route.path.includes(':'))
          for (const value of BAD_PARAMS)
            queue(
              caller,
              route.method,
              fill(route.path, () => value),
              unsafe ? { body: '{}' } : {},
            );
        const path = fill(route.path, plausible);
        if (!unsafe) {
          for (const value of BAD_QUERIES)
            queue(caller, route.method, `${path}?${QUERY_NAMES.map((q) => `${q}=${value}`).join('&')}`);
          continue;
        }
        for (const b of BAD_BODIES) queue(caller, route.method, path, b);
        queue(caller, route.method, `${path}?productId=%00`, { body: '{}' });
        queue(caller, route.method, path, { body: '{}', xsrf: false });
      }
    }
    const lanes = process.env.FUZZ_DEBUG ? 1 : 6;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) await next();
      }),
    );
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
    expect(calls).toBeGreaterThan(500);
    expect(await digest()).toEqual(before);
  }, 120_000);
});
