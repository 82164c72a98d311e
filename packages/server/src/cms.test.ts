// CMS pages and the staff editor (issue 38), on PGlite and (DATABASE_URL_TEST) PostgreSQL: the
// sanitiser's allow-list (elements of the widget manifest with their documented attributes kept; scripts,
// handlers, javascript: URLs, styles and foreign classes dropped), the loader's bundles, who reaches the
// editor (no login 406, a customer or guest 404, staff only), revisions and their restore, a save of a
// stale revision refused (409), and what a shopper reads (publish window, clusters, profiling).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cmsApi } from '@mercato/contracts/i18n/it';
import { cmsPages } from './db/schema/content.ts';
import { customers } from './db/schema/platform.ts';
import { bundlesOf, sanitiseCms, widgetTable } from './services/cms/index.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, loggedInCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';

const table = widgetTable({
  modules: [
    {
      path: 'dist/elements/address-checker.js',
      declarations: [
        { tagName: 'mercato-address-checker', attributes: [{ name: 'api-base' }, { name: 'continue-url' }] },
      ],
    },
    {
      path: 'dist/elements/floating-trolley.js',
      declarations: [
        { tagName: 'mercato-floating-trolley', attributes: [{ name: 'open' }] },
        { tagName: 'mercato-add-to-trolley', attributes: [{ name: 'product-id' }, { name: 'quantity' }] },
      ],
    },
  ],
});

describe('the CMS sanitiser and its element table', () => {
  it('builds the table from the manifest: the CMS elements only, api-base never', () => {
    expect(table).toEqual([
      { tag: 'mercato-address-checker', bundle: '/elements/address-checker.js', attributes: ['continue-url'] },
      {
        tag: 'mercato-add-to-trolley',
        bundle: '/elements/floating-trolley.js',
        attributes: ['product-id', 'quantity'],
      },
    ]);
  });

  it('keeps the elements with their documented attributes and drops everything that could run or cover', () => {
    const html = sanitiseCms(
      [
        '<h2 onclick="x()">Ricetta</h2>',
        '<script>alert(1)</script><style>body{display:none}</style>',
        '<img src="/a.png" onerror="alert(1)" alt="">',
        '<a href="javascript:alert(1)">uno</a><a href="https://example.it" target="_blank">due</a>',
        '<mercato-address-checker api-base="https://evil.example" continue-url="javascript:alert(1)" onfocus="x()"></mercato-address-checker>',
        '<mercato-add-to-trolley product-id="7" quantity="2" data-x="1"></mercato-add-to-trolley>',
        '<mercato-coupon-cards></mercato-coupon-cards>',
        '<div style="position:fixed;inset:0;z-index:9999" class="overlay cms-note" id="contenuto">coperto</div>',
        '<iframe src="https://evil.example"></iframe><form action="/x"><input></form>',
      ].join(''),
      table,
    );
    expect(html).toBe(
      [
        '<h2>Ricetta</h2>',
        '<img src="/a.png" alt="" />',
        '<a>uno</a><a href="https://example.it" target="_blank" rel="noopener noreferrer">due</a>',
        '<mercato-address-checker></mercato-address-checker>',
        '<mercato-add-to-trolley product-id="7" quantity="2"></mercato-add-to-trolley>',
        '<div class="cms-note">coperto</div>',
      ].join(''),
    );
  });

  it('names the bundles of the elements present, once each', () => {
    expect(bundlesOf('<p>nulla</p>', table)).toEqual([]);
    expect(
      bundlesOf('<mercato-add-to-trolley product-id="1"></mercato-add-to-trolley><mercato-add-to-trolley>', table),
    ).toEqual(['/elements/floating-trolley.js']);
    expect(bundlesOf('<MERCATO-ADDRESS-CHECKER></MERCATO-ADDRESS-CHECKER>', table)).toEqual([
      '/elements/address-checker.js',
    ]);
  });
});

describe.each(testDatabases())('CMS pages and the staff editor on $name', (database) => {
  let shop: Shop;
  let staff: Client;
  const page = (over: Record<string, unknown> = {}) => ({
    url: `/prove/editor-${database.name}`,
    title: 'Una pagina',
    html: '<h1>Una pagina</h1><p>Testo</p><mercato-address-checker></mercato-address-checker><script>x()</script>',
    type: null,
    clusters: [],
    popup: false,
    profiled: false,
    publishFrom: '2026-01-01T00:00:00Z',
    publishTo: null,
    ...over,
  });

  beforeAll(async () => {
    shop = await database.open();
    const member = await createCustomer(shop, { email: `staff.cms.${database.name}@example.it` }, null);
    await shop.db.update(customers).set({ role: 'staff' }).where(eq(customers.id, member.id));
    staff = new Client(shop);
    expect((await staff.login(member.email, TEST_PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers a visitor 406 and a customer or a power guest 404, for every editor call', async () => {
    const visitor = new Client(shop);
    const { browser: customer } = await loggedInCustomer(shop);
    const guestSession = await shop.services.sessions.create({ kind: 'powerGuest' });
    const guest = new Client(shop);
    guest.cookies.set('MERCATO_SESSION', guestSession.id);
    guest.cookies.set('XSRF-TOKEN', guestSession.xsrfToken);
    const calls: [string, string, unknown?][] = [
      ['GET', '/staff/cms/pages'],
      ['GET', '/staff/cms/pages/1'],
      ['GET', '/staff/cms/widgets'],
      ['POST', '/staff/cms/pages', page()],
      ['PUT', '/staff/cms/pages/1', { ...page(), baseRevision: 0 }],
      ['POST', '/staff/cms/pages/1/revisions/1/restore', { baseRevision: 0 }],
      ['POST', '/staff/cms/preview', { html: '<p>x</p>' }],
    ];
    const before = await shop.db.select().from(cmsPages);
    for (const [method, path, json] of calls) {
      const v = await visitor.call(method, path, { json });
      expect(v.status, `${method} ${path}`).toBe(406);
      expect((await v.json()).error.message).toBe(cmsApi.authenticationRequired);
      for (const other of [customer, guest]) {
        const res = await other.call(method, path, { json, xsrf: true });
        expect(res.status, `${method} ${path}`).toBe(other === guest ? 406 : 404);
      }
    }
    expect(await shop.db.select().from(cmsPages)).toEqual(before);
  });

  it('keeps every save as a revision, restores one, and refuses a save of a stale revision', async () => {
    const created = await staff.call('POST', '/staff/cms/pages', { json: page(), xsrf: true });
    expect(created.status).toBe(200);
    const first = (await created.json()).data;
    expect(first).toMatchObject({ revision: 1, title: 'Una pagina', widgets: ['/elements/address-checker.js'] });
    expect(first.html).not.toContain('script');
    expect(first.source).toContain('<script>');
    // The same create again (a double click) makes nothing.
    const again = await staff.call('POST', '/staff/cms/pages', { json: page(), xsrf: true });
    expect(again.status).toBe(409);

    const saved = await staff.call('PUT', `/staff/cms/pages/${first.id}`, {
      json: { ...page({ title: 'Seconda' }), baseRevision: 1 },
      xsrf: true,
    });
    expect((await saved.json()).data).toMatchObject({ revision: 2, title: 'Seconda' });
    const stale = await staff.call('PUT', `/staff/cms/pages/${first.id}`, {
      json: { ...page({ title: 'Terza' }), baseRevision: 1 },
      xsrf: true,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(cmsApi.staleRevision);

    const restored = await staff.call('POST', `/staff/cms/pages/${first.id}/revisions/1/restore`, {
      json: { baseRevision: 2 },
      xsrf: true,
    });
    const data = (await restored.json()).data;
    expect(data).toMatchObject({ revision: 3, title: 'Una pagina' });
    expect(data.revisions.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    // The shopper reads the page published now.
    const read = await new Client(shop).call('GET', `/cms/page?url=${encodeURIComponent(page().url)}`);
    expect((await read.json()).data).toMatchObject({ title: 'Una pagina', widgets: ['/elements/address-checker.js'] });
    const where = await new Client(shop).call('GET', `/cms/${first.id}`);
    expect((await where.json()).data).toEqual({ id: first.id, url: page().url, title: 'Una pagina' });
  });

  it("answers the form's messages per field and saves nothing", async () => {
    const res = await staff.call('POST', '/staff/cms/pages', {
      json: page({ url: 'senza-barra', title: ' ', publishTo: '2025-01-01T00:00:00Z', clusters: ['oro'] }),
      xsrf: true,
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      (await res.json()).error.entityErrors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({ url: cmsApi.urlInvalid, title: cmsApi.titleRequired });
    expect(fields['clusters.0'] ?? fields.clusters).toBe(cmsApi.clustersInvalid);
  });

  it('shows a shopper only what is published for them: window, clusters, profiling', async () => {
    const s = shop.services.cms;
    const at = new Date('2026-06-01T00:00:00Z');
    const [oro, plain] = await Promise.all([createCustomer(shop), createCustomer(shop)]);
    await shop.db
      .update(customers)
      .set({ clusters: ['ORO'], purchasePreferencesAgreement: true })
      .where(eq(customers.id, oro.id));
    const oroSession = await shop.services.sessions.create({ kind: 'logged', customerId: oro.id });
    const plainSession = await shop.services.sessions.create({ kind: 'logged', customerId: plain.id });
    const staffSession = await shop.services.sessions.create({
      kind: 'logged',
      customerId: (
        await shop.db.select({ id: customers.id }).from(customers).where(eq(customers.role, 'staff')).limit(1)
      )[0]!.id,
    });
    await s.editorCreate(staffSession, {
      ...page({ url: `/prove/oro-${database.name}`, clusters: ['ORO'], profiled: true }),
      type: null,
      publishTo: '2026-12-01T00:00:00Z',
    });
    const url = `/prove/oro-${database.name}`;
    expect(await s.content(url, { at, session: oroSession })).not.toBeNull();
    expect(await s.content(url, { at, session: plainSession })).toBeNull();
    expect(await s.content(url, { at, session: null })).toBeNull();
    expect(await s.content(url, { at: new Date('2026-12-02T00:00:00Z'), session: oroSession })).toBeNull();
    expect(await s.content(url, { at: new Date('2025-12-31T00:00:00Z'), session: oroSession })).toBeNull();
  });
});
