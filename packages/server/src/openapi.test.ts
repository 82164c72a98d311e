// The API describes itself (issue 31 point 3): the OpenAPI document has every route of the app and the
// access its guards give; it is served with its reference page; and the answers stay inside the shapes
// it documents (here one call per route by each kind of caller; every other server test checks its own
// answers the same way through the tests' Client, test/documented.ts).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { BASE_PATH } from './base-path.ts';
import { rowsOf } from './db/client.ts';
import type { AppEnv } from './http.ts';
import { buildOpenApi, type OpenApiDocument, openApiPath } from './openapi/document.ts';
import { doc, partOf } from './openapi/meta.ts';
import { areaGuards } from './routes/access.ts';
import type { Shop } from './shop.ts';
import { undocumentedAnswer } from './test/documented.ts';
import { Client, loggedInCustomer, powerGuestClient, testDatabases } from './test/databases.ts';
import { fill, plausible, routesOf } from './test/routes.ts';

/** The query a read needs to answer data. */
const QUERIES: Record<string, string> = { '/search': '?q=pasta', '/search/suggest': '?q=pas', '/productset': '?ids=1' };

describe.each(testDatabases())('the OpenAPI document on $name', (database) => {
  let shop: Shop;
  let document: OpenApiDocument;

  beforeAll(async () => {
    // With the end-to-end tests' fixture routes: they are documented too.
    vi.stubEnv('MERCATO_TEST_HOOKS', '1');
    shop = await database.open({ seed: true, products: 30 });
    vi.unstubAllEnvs();
    document = buildOpenApi(shop.app).document;
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('documents every route of the app, and only those', () => {
    const { undocumented } = buildOpenApi(shop.app);
    expect(undocumented).toEqual([]);
    const app = routesOf(shop).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(documented.sort()).toEqual(app.sort());
    expect(documented.length).toBeGreaterThan(80);
  });

  it('gives each route the access of its area, as the unknown paths of the area answer', () => {
    for (const [path, ops] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        const area = areaGuards(path.replace(/\{(\w+)\}/g, '1')).map((g) => partOf(g));
        const access = area.find((p) => p?.access)?.access?.kind ?? 'public';
        const expected = where === 'GET /auth/slots' ? 'customerOrGuestReading' : access;
        expect(op['x-access'], where).toBe(expected);
        const unsafe = method !== 'get';
        if (unsafe) expect(op['x-xsrf'], where).toBe(area.some((p) => p?.xsrf));
      }
  });

  it('is a valid OpenAPI 3.1 shape: every operation answers, every reference resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      expect(document.components.schemas[name], name).toBeDefined();
    for (const ops of Object.values(document.paths))
      for (const op of Object.values(ops)) {
        expect(
          Object.keys(op.responses).some((s) => /^[23]\d\d$/.test(s)),
          op.operationId,
        ).toBe(true);
        expect(op.responses['4XX']).toBeDefined();
      }
    const ids = Object.values(document.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves the document and a reference page for partners, public and cacheable', async () => {
    const client = new Client(shop);
    const res = await client.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));
    const page = await client.call('GET', '/openapi');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    for (const path of Object.keys(document.paths))
      expect(html).toContain(`<code>${path.replace(/&/g, '&#38;')}</code>`);
  });

  it('tells an answer outside its documented shapes', async () => {
    const app = new Hono<AppEnv>().basePath(BASE_PATH);
    app.get('/thing', doc({ tag: 'T', summary: 'A thing', ok: { data: z.object({ n: z.number() }) } }), (c) =>
      c.json({ data: { n: 'one' } }),
    );
    app.get('/other', doc({ tag: 'T', summary: 'Another', ok: { status: 204 } }), (c) => c.json({ data: 1 }));
    app.get('/refused', doc({ tag: 'T', summary: 'Refused', ok: { status: 204 } }), (c) => c.json({ no: 1 }, 409));
    app.get('/plain', (c) => c.json({ data: 1 }));
    const ask = async (path: string) =>
      undocumentedAnswer(app, 'GET', `http://x${BASE_PATH}${path}`, await app.request(`${BASE_PATH}${path}`));
    expect(await ask('/thing')).toMatch(/outside its documented shapes: data.n/);
    expect(await ask('/other')).toMatch(/status not documented/);
    expect(await ask('/refused')).toMatch(/not the error shape/);
    expect(await ask('/plain')).toMatch(/has no doc\(\)/);
  });

  it('answers every route, called by each kind of caller, inside its documented shapes', async () => {
    const [street] = rowsOf<{ id: number }>(await shop.db.execute(sql`select id from streets order by id limit 1`));
    const [product] = rowsOf<{ id: number }>(
      await shop.db.execute(
        sql`select id from products where active and not out_of_stock and catalogue = 'grocery' order by id limit 1`,
      ),
    );
    const { browser: logged } = await loggedInCustomer(shop);
    const guest = await powerGuestClient(shop, street.id);
    for (const c of [logged, guest])
      expect(
        (await c.call('POST', '/auth/trolley/item', { json: { productId: product.id, quantity: 1 }, xsrf: true }))
          .status,
      ).toBe(200);
    const callers = [new Client(shop), guest, logged];
    const successes = new Set<string>();
    let n = 0;
    for (const { method, path: template } of routesOf(shop)) {
      const key = `${method} ${template}`;
      // The live events: a stream that does not end; the logout: it would end the logged caller's session.
      if (template === '/slots/events' || template.startsWith('/logout/')) continue;
      const path = fill(template, plausible) + (QUERIES[template] ?? '');
      for (const caller of callers) {
        caller.clientAddress = `10.8.${(n >> 8) & 255}.${n++ & 255}`;
        // The Client throws on an answer outside the route's documented shapes.
        const res = await caller.call(method, path, method === 'GET' ? {} : { json: {}, xsrf: true });
        if (res.status < 400) successes.add(key);
        await res.body?.cancel();
      }
    }
    // The reads any caller may make answer with data of their documented schema.
    for (const key of [
      'GET /config/env',
      'GET /info/server',
      'GET /auth/trolley',
      'GET /auth/profile/customer',
      'GET /search',
    ])
      expect(successes, key).toContain(key);
  }, 120_000);
});
