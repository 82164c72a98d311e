// The store home content as a caller sees it: the home banners of a navigation (published at the publish
// date, cluster banners only for customers of the cluster) and product tiles by id (a landing's product
// set), on PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL with the demo data (300 products).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CmsPage, LandingContent, PageConfiguration, Product } from '@mercato/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { menuItems, products } from './db/schema/catalogue.ts';
import { banners, cmsPages, landingPages } from './db/schema/content.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';
import { dataOf, errorOf, type ErrorBody } from './test/answers.ts';

const DAY = 24 * 3600_000;

const fieldMessages = (e: ErrorBody) => (e.entityErrors ?? []).map((x) => x.message);

describe.each(testDatabases())('store home content on $name', (database) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 300 });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  describe('store home banners (GET nav/{nav}/cms)', () => {
    it('lists the published home banners of the navigation, by type and orderNo, not the future or the cluster ones', async () => {
      const res = await new Client(shop).call('GET', '/nav/supermercato/cms');
      expect(res.headers.get('cache-control')).toContain('private');
      const banners = await dataOf(res, z.array(CmsPage));
      const main = banners.filter((b) => b.type === 'MAIN_BANNER');
      expect(main.length).toBe(5);
      expect(banners.some((b) => b.type === 'SECONDARY_BANNER')).toBe(true);
      expect(banners.some((b) => b.type === 'PROMOTIONAL_BANNER')).toBe(true);
      // Side banners belong to a department page, not to the home.
      expect(banners.some((b) => b.type === 'SIDE_BANNER')).toBe(false);
      expect(banners.some((b) => b.title === 'Speciale Natale')).toBe(false);
      expect(banners.some((b) => b.title === 'Esclusiva carta ORO')).toBe(false);
      expect(banners.every((b) => b.imageUrl?.startsWith('/images/banners/supermercato-'))).toBe(true);
      expect(banners.every((b) => b.url.startsWith('/'))).toBe(true);
      const order = banners.map((b) => `${b.type}`);
      expect(order).toEqual([...order].sort());
    });

    it('previews the banners of a publish date', async () => {
      const future = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
      const banners = await dataOf(
        await new Client(shop).call('GET', `/nav/supermercato/cms?publishDate=${future}`),
        z.array(CmsPage),
      );
      expect(banners.find((b) => b.title === 'Speciale Natale')?.url).toBe('/supermercato/landing/natale');
      await errorOf(await new Client(shop).call('GET', '/nav/supermercato/cms?publishDate=ieri'), 400);
    });

    it('shows the cluster banners to logged customers of the cluster only', async () => {
      const oro = await createCustomer(shop, { clusters: ['ORO'] });
      const verde = await createCustomer(shop, { clusters: ['VERDE'] }, { type: 'VERDE' });
      const a = new Client(shop);
      expect((await a.login(oro.email, TEST_PASSWORD)).status).toBe(200);
      const forOro = await dataOf(await a.call('GET', '/nav/supermercato/cms'), z.array(CmsPage));
      expect(forOro.some((b) => b.title === 'Esclusiva carta ORO')).toBe(true);
      const b = new Client(shop, '192.0.2.2');
      expect((await b.login(verde.email, TEST_PASSWORD)).status).toBe(200);
      const forVerde = await dataOf(await b.call('GET', '/nav/supermercato/cms'), z.array(CmsPage));
      expect(forVerde.some((x) => x.title === 'Esclusiva carta ORO')).toBe(false);
      expect(forVerde.length).toBe(forOro.length - 1);
    });

    it("keeps a department page's cluster banner for the customers of the cluster too (GET menu/{id}/cms)", async () => {
      const [item] = await shop.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.navigation, 'supermercato'), eq(menuItems.kind, 'navBar'), isNull(menuItems.parentId)))
        .limit(1);
      await shop.db.insert(banners).values({
        navigation: 'supermercato',
        type: 'SIDE_BANNER',
        title: 'Reparto: esclusiva carta PLUS',
        imageUrl: '/images/banners/plus.svg',
        menuItemId: item.id,
        clusters: ['PLUS'],
        publishFrom: new Date(Date.now() - DAY),
      });
      const titles = async (client: Client) => {
        const res = await client.call('GET', `/menu/${item.id}/cms`);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        return (await dataOf(res, z.array(CmsPage))).map((b) => b.title);
      };
      const visitor = await titles(new Client(shop));
      expect(visitor).not.toContain('Reparto: esclusiva carta PLUS');
      expect(visitor.length).toBeGreaterThan(0);
      const plus = await createCustomer(shop, { clusters: ['PLUS'] }, { type: 'PLUS' });
      const client = new Client(shop, '192.0.2.3');
      expect((await client.login(plus.email, TEST_PASSWORD)).status).toBe(200);
      expect(await titles(client)).toEqual(expect.arrayContaining([...visitor, 'Reparto: esclusiva carta PLUS']));
    });

    it('answers the banners of the pharmacy, and 400 for an unknown navigation', async () => {
      const banners = await dataOf(await new Client(shop).call('GET', '/nav/pharmadrive/cms'), z.array(CmsPage));
      expect(banners.length).toBeGreaterThan(0);
      expect(banners.every((b) => b.imageUrl?.startsWith('/images/banners/pharma-drive-'))).toBe(true);
      const err = await errorOf(await new Client(shop).call('GET', '/nav/ipermercato/cms'), 400);
      expect(fieldMessages(err)).toContain('Navigazione non valida');
    });
  });

  describe("a landing's banners (spec shell §3 Landing content)", () => {
    it('the demo Colletta landing lists its main, secondary and promotional banners, each shown by url', async () => {
      const landing = await dataOf(
        await new Client(shop).call('GET', '/nav/landing/SUPERMERCATO/colletta-alimentare'),
        LandingContent,
      );
      expect(landing.cmsPages.map((c) => c.type).sort()).toEqual([
        'MAIN_BANNER',
        'PROMOTIONAL_BANNER',
        'SECONDARY_BANNER',
      ]);
      expect(landing).toMatchObject({ showBreadcrumbs: true, allProductsToTrolley: true });
      expect(landing.products?.length).toBeGreaterThan(0);
      const shown = await shop.services.cms.landingBanners(landing.cmsPages, { nav: 'supermercato' });
      expect(shown.MAIN_BANNER?.title).toBe('Dona la spesa alla Colletta Alimentare');
      expect(shown.MAIN_BANNER?.html).toContain('href="/colletta-alimentare/milano-buenos-aires"');
      expect(shown.PROMOTIONAL_BANNER?.title).toBe('I prodotti più utili');
      expect(shown.SECONDARY_BANNER?.title).toBe('Come funziona');
      // The supermercato's pages: another navigation's landing would not find them.
      expect(await shop.services.cms.landingBanners(landing.cmsPages, { nav: 'pharma' })).toEqual({});
    });

    it('shows each banner as published at the publish date, and a cluster banner to its customers only', async () => {
      const now = Date.now();
      const page = (url: string, title: string, over: Partial<typeof cmsPages.$inferInsert> = {}) => ({
        url,
        navigation: 'supermercato' as const,
        title,
        html: `<h2>${title}</h2><p>Testo</p>`,
        publishFrom: new Date(now - DAY),
        ...over,
      });
      await shop.db.insert(cmsPages).values([
        page('/banner/prova/principale', 'Solo per i clienti PROVA_VIP', {
          type: 'MAIN_BANNER',
          clusters: ['PROVA_VIP'],
        }),
        page('/banner/prova/secondario', 'Secondario di oggi', { type: 'SECONDARY_BANNER' }),
        page('/banner/prova/secondario', 'Secondario della prossima settimana', {
          type: 'SECONDARY_BANNER',
          publishFrom: new Date(now + 7 * DAY),
        }),
        page('/banner/prova/promozionale', 'Promozione scaduta', {
          type: 'PROMOTIONAL_BANNER',
          publishFrom: new Date(now - 10 * DAY),
          publishTo: new Date(now - DAY),
        }),
      ]);
      await shop.db.insert(landingPages).values({
        navigation: 'supermercato',
        storeRef: 'SUPERMERCATO',
        virtualUrl: 'prova-banner',
        title: 'Prova dei banner',
        cmsPageUrl: '/banner/prova/principale',
        cmsFooterBannerUrl: '/banner/prova/secondario',
        cmsPromotionalBannerUrl: '/banner/prova/promozionale',
        publishFrom: new Date(now - DAY),
      });
      const landing = await dataOf(
        await new Client(shop).call('GET', '/nav/landing/SUPERMERCATO/prova-banner'),
        LandingContent,
      );
      const visitor = await shop.services.cms.landingBanners(landing.cmsPages, { nav: 'supermercato' });
      expect(Object.keys(visitor)).toEqual(['SECONDARY_BANNER']);
      expect(visitor.SECONDARY_BANNER?.title).toBe('Secondario di oggi');
      const later = await shop.services.cms.landingBanners(landing.cmsPages, {
        nav: 'supermercato',
        at: new Date(now + 8 * DAY),
      });
      expect(later.SECONDARY_BANNER?.title).toBe('Secondario della prossima settimana');

      const vip = await createCustomer(shop, { clusters: ['PROVA_VIP'] });
      const other = await createCustomer(shop, { clusters: ['ORO'] });
      const sessionOf = (customerId: number) => shop.services.sessions.create({ kind: 'logged', customerId });
      const forVip = await shop.services.cms.landingBanners(landing.cmsPages, {
        nav: 'supermercato',
        session: await sessionOf(vip.id),
      });
      expect(forVip.MAIN_BANNER?.title).toBe('Solo per i clienti PROVA_VIP');
      const forOther = await shop.services.cms.landingBanners(landing.cmsPages, {
        nav: 'supermercato',
        session: await sessionOf(other.id),
      });
      expect(forOther.MAIN_BANNER).toBeUndefined();
    });
  });

  describe('product set (GET productset?ids=)', () => {
    it("answers a landing's products as tiles, in the order of its productSetIds", async () => {
      const client = new Client(shop);
      const landing = await dataOf(await client.call('GET', '/nav/landing/SUPERMERCATO/bio'), LandingContent);
      expect(landing.productSetIds.length).toBeGreaterThan(0);
      const ids = landing.productSetIds.slice(0, 10).reverse();
      const res = await client.call('GET', `/productset?ids=${ids.join(',')}&nav=supermercato`);
      expect(res.headers.get('cache-control')).toContain('public');
      const set = await dataOf(res, z.array(Product));
      expect(set.map((p) => p.productId)).toEqual(ids);
      expect(set.every((p) => p.detailUrl.startsWith('/supermercato/prodotto/'))).toBe(true);
      // The same shape as the landing's (and the listings') tiles.
      const byId = new Map(landing.products?.map((p) => [p.productId, p]));
      expect(set[0]).toEqual(byId.get(set[0]!.productId));
    });

    it('accepts repeated ids, drops repeats, unknown ids and products of the other catalogue', async () => {
      const client = new Client(shop);
      const rows = await shop.db
        .select({ id: products.id, catalogue: products.catalogue })
        .from(products)
        .where(eq(products.active, true));
      const [a, b] = rows.filter((r) => r.catalogue === 'grocery').map((r) => r.id);
      const set = await dataOf(
        await client.call('GET', `/productset?ids=${a}&ids=${b},${a},999999999`),
        z.array(Product),
      );
      expect(set.map((p) => p.productId)).toEqual([a, b]);
      expect(await dataOf(await client.call('GET', `/productset?ids=${a}&nav=pharma`), z.array(Product))).toEqual([]);
      const pharma = rows.find((r) => r.catalogue === 'pharma')!.id;
      const pharmaSet = await dataOf(
        await client.call('GET', `/productset?ids=${pharma},${a}&nav=pharma`),
        z.array(Product),
      );
      expect(pharmaSet.map((p) => p.detailUrl.split('/')[1])).toEqual(['pharma']);
      expect(await dataOf(await client.call('GET', '/productset'), z.array(Product))).toEqual([]);
    });

    it('refuses malformed ids and more than 100 ids', async () => {
      const client = new Client(shop);
      expect(fieldMessages(await errorOf(await client.call('GET', '/productset?ids=1,abc'), 400))).toEqual([
        'Identificativi di prodotto non validi',
      ]);
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect(fieldMessages(await errorOf(await client.call('GET', `/productset?ids=${many}`), 400))).toEqual([
        'Si possono chiedere al massimo 100 prodotti',
      ]);
      await errorOf(await client.call('GET', '/productset?ids=1&nav=ipermercato'), 400);
    });
  });

  describe('motivational menu (GET nav/{nav})', () => {
    const motivational = async (nav: string) =>
      (
        await dataOf(await new Client(shop).call('GET', `/nav/${nav}`), PageConfiguration)
      ).menus.motivationalMenuItems.map((m) => m.label);

    it('promises pickup, never a delivery home, on the pickup navigations; home delivery on the others', async () => {
      for (const nav of ['drive', 'pharma-drive', 'prenotazioni']) {
        const labels = await motivational(nav);
        expect(labels.length, nav).toBeGreaterThan(0);
        expect(labels.join(' | '), nav).not.toMatch(/consegna a casa|a domicilio|paghi alla consegna/i);
        expect(
          labels.some((l) => /^Ritiro /.test(l)),
          nav,
        ).toBe(true);
      }
      expect(await motivational('drive')).toEqual([
        'Ritiro nel punto scelto',
        'Nessun costo di consegna',
        'Spesa pronta al tuo arrivo',
      ]);
      expect((await motivational('prenotazioni'))[0]).toBe('Ritiro nel negozio scelto');
      for (const nav of ['supermercato', 'pharma']) {
        expect(await motivational(nav), nav).toContain('Consegna a casa in 24 ore');
      }
    });
  });
});
