// Who may call what, as a caller sees it (issue 31 point 3): every route of the app, unknown paths under
// auth/ and known paths called with a method they do not have, by an anonymous visitor, a power guest
// and a logged customer, with and without the XSRF header. The answers (status, and for refusals the
// error's code, type and message) are kept in a snapshot taken before the access rules moved from
// app.ts's path prefixes to the guards beside each route (routes/access.ts): a change of who may call a
// route, or of the order of the checks (XSRF before the login where that is so), shows up here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './db/client.ts';
import type { Shop } from './shop.ts';
import { Client, loggedInCustomer, powerGuestClient, testDatabases } from './test/databases.ts';
import { fill, plausible, routesOf } from './test/routes.ts';

/** Paths no route has, in every area of auth/ and around it. */
const UNKNOWN_PATHS = [
  '/auth/nothing',
  '/auth/trolley/nothing',
  '/auth/trolley/item/1/nothing',
  '/auth/massiveAddToTrolley',
  '/auth/massiveAddToTrolley/nothing',
  '/auth/slots/nothing',
  '/auth/checkout/nothing',
  '/auth/orders/1/nothing',
  '/auth/virtual-cards/1/nothing',
  '/auth/vouchers/1/nothing',
  '/auth/wallets',
  '/auth/profile',
  '/nothing',
];
/** Known paths, each with the methods it does not have. */
const WRONG_METHODS: [string, string[]][] = [
  ['/auth/trolley', ['POST', 'PUT', 'PATCH']],
  ['/auth/slots', ['POST', 'DELETE']],
  ['/auth/checkout', ['POST', 'DELETE']],
  ['/auth/orders', ['POST']],
  ['/auth/vouchers', ['DELETE']],
  ['/auth/profile/customer', ['POST']],
  ['/logger', ['GET', 'PUT']],
  ['/login', ['GET']],
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe.each(testDatabases())('access to every route on $name', (database) => {
  let shop: Shop;
  let callers: { name: string; client: Client }[];

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    const [street] = rowsOf<{ id: number }>(await shop.db.execute(sql`select id from streets order by id limit 1`));
    const { browser: logged } = await loggedInCustomer(shop);
    callers = [
      { name: 'anonymous', client: new Client(shop) },
      { name: 'power guest', client: await powerGuestClient(shop, street.id) },
      { name: 'logged', client: logged },
    ];
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('answers each caller as the access rules say, in the order they are checked', async () => {
    const calls: [string, string][] = [];
    const seen = new Set<string>();
    for (const r of routesOf(shop)) {
      const path = fill(r.path, plausible);
      // The live events stream: its answer is a stream that does not end.
      // (and the logout, which would end the logged caller's session for the calls after it).
      if (path === '/slots/events' || path.startsWith('/test/') || path.startsWith('/logout/')) continue;
      const key = `${r.method} ${path}`;
      if (!seen.has(key)) calls.push([r.method, path]);
      seen.add(key);
    }
    for (const path of UNKNOWN_PATHS) for (const m of METHODS) calls.push([m, path]);
    for (const [path, methods] of WRONG_METHODS) for (const m of methods) calls.push([m, path]);

    const answers: string[] = [];
    let n = 0;
    for (const [method, path] of calls) {
      const unsafe = method !== 'GET';
      for (const caller of callers) {
        for (const xsrf of unsafe ? [false, true] : [true]) {
          caller.client.clientAddress = `10.9.${(n >> 8) & 255}.${n++ & 255}`;
          // A body that is no request of any call: refused by the input checks, never acted on.
          const res = await caller.client.call(method, path, {
            body: unsafe ? '{"~":1}' : undefined,
            headers: unsafe ? { 'content-type': 'application/json' } : {},
            xsrf,
          });
          let answer = String(res.status);
          if (res.status >= 400) {
            const body = (await res.json()) as { error: { code: string; type: string; message: string } };
            answer += ` ${body.error.code} ${body.error.type} ${body.error.message}`;
          } else await res.body?.cancel();
          answers.push(
            `${method} ${path} · ${caller.name}${unsafe ? (xsrf ? ' · xsrf' : ' · no xsrf') : ''} → ${answer}`,
          );
        }
      }
    }
    // One file for both databases: they must answer alike.
    await expect(`${answers.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/access-answers.txt');
  }, 180_000);
});
