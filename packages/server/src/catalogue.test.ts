// The catalogue API as a caller sees it (issue 4), on PGlite in memory and (DATABASE_URL_TEST) on
// PostgreSQL: the demo catalogue of the seed generator with 400 products, plus one product with a known
// price history for the art. 17-bis rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, isNull, like, lte, or } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  Breadcrumb,
  CmsPage,
  LandingContent,
  MenuItemNode,
  ProductDetail,
  ProductList,
  PROMOTION_FILTER_VALUES,
  SearchSuggestions,
  type Product,
} from '@mercato/contracts';
import { categories, menuItems, productPrices, products, promotions } from './db/schema/catalogue.ts';
import { bindArea } from './services/bind.ts';
import * as catalogue from './services/catalogue/index.ts';
import { createListCache } from './services/list-cache.ts';
import { FIRST_IDS } from './services/catalogue/search.ts';
import type { Shop } from './shop.ts';
import { Client, testDatabases } from './test/databases.ts';
import { dataOf, errorOf } from './test/answers.ts';

/** The catalogue's calls bound to a context of their own, as the composition root binds them. */
const catalogueOf = (...args: Parameters<typeof catalogue.createCatalogueContext>) =>
  bindArea(catalogue, catalogue.createCatalogueContext(...args));

const DAY = 24 * 3600_000;

const shelfPrice = (p: Product) => p.discountedPrice ?? (p.price as number);

describe.each(testDatabases())('catalogue API on $name', (database) => {
  let shop: Shop;
  let client: Client;
  /** Menu items of the supermercato: the 'Latte, latticini e uova' department and its 'Latte' leaf. */
  let dairyMenu: number;
  let milkMenu: number;
  const now = new Date();

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 400 });
    client = new Client(shop);
    const rows = await shop.db
      .select({ id: menuItems.id, label: menuItems.label })
      .from(menuItems)
      .where(and(eq(menuItems.navigation, 'supermercato'), eq(menuItems.kind, 'navBar')));
    dairyMenu = rows.find((r) => r.label === 'Latte, latticini e uova')!.id;
    milkMenu = rows.find((r) => r.label === 'Latte')!.id;
    // A product with a known history (days before the promotion, which started 2 days ago): 2,49 €,
    // 1,89 € from 60 to 35, 1,99 € from 35 to 10, 2,29 € since. Lowest of the 30 days before: 1,99 €.
    const [milk] = await shop.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.name, 'Latte'), eq(categories.catalogue, 'grocery')));
    const [p] = await shop.db
      .insert(products)
      .values({
        code: '9900001',
        description: 'Latte di prova per la regola dei trenta giorni',
        brand: 'Latteria di Prova',
        label: '1 l',
        categoryId: milk.id,
        catalogue: 'grocery',
        priceCents: 229,
        unitPriceCents: 229,
        unitOfMeasure: 'l',
        netQuantity: 1000,
        vatPercent: 4,
        imagePath: '/images/products/9900001.svg',
        createdAt: new Date(now.getTime() - 200 * DAY),
        nutrition: {
          energyKj: 268,
          energyKcal: 64,
          fat: 3.6,
          saturatedFat: 2.4,
          carbohydrates: 4.8,
          sugars: 4.8,
          fibre: 0,
          protein: 3.3,
          salt: 0.1,
        },
      })
      .returning({ id: products.id });
    const start = new Date(now.getTime() - 2 * DAY);
    await shop.db.insert(productPrices).values([
      {
        productId: p.id,
        priceCents: 249,
        validFrom: new Date(now.getTime() - 200 * DAY),
        validTo: new Date(start.getTime() - 60 * DAY),
      },
      {
        productId: p.id,
        priceCents: 189,
        validFrom: new Date(start.getTime() - 60 * DAY),
        validTo: new Date(start.getTime() - 35 * DAY),
      },
      {
        productId: p.id,
        priceCents: 199,
        validFrom: new Date(start.getTime() - 35 * DAY),
        validTo: new Date(start.getTime() - 10 * DAY),
      },
      { productId: p.id, priceCents: 229, validFrom: new Date(start.getTime() - 10 * DAY), validTo: null },
    ]);
    await shop.db.insert(promotions).values({
      code: 'PRTEST17BIS',
      productId: p.id,
      type: 'PERCENTAGE',
      percent: 20,
      label: '-20%',
      description: 'Sconto 20%',
      startsAt: start,
      endsAt: new Date(now.getTime() + 10 * DAY),
    });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  describe('search', () => {
    it("finds the milk products for 'latte', with facets, pager and sort options", async () => {
      const res = await client.call('GET', '/search?q=latte');
      expect(res.headers.get('cache-control')).toContain('public');
      const data = await dataOf(res, ProductList);
      expect(data.query).toBe('latte');
      expect(data.suggestion).toBeNull();
      expect(data.corrected).toBe(false);
      expect(data.products.length).toBeGreaterThan(5);
      // Best matches first: the description (weight A) names milk.
      expect(data.products[0].description.toLowerCase()).toContain('latte');
      expect(data.pager).toMatchObject({ start: 0, pageSize: 24, currentPage: 1, visiblePages: 5 });
      expect(data.pager.count).toBeGreaterThanOrEqual(data.products.length);
      const groups = Object.fromEntries(data.filterGroup.filterList.map((f) => [f.id, f.items]));
      expect(Object.keys(groups)).toEqual(['categoria', 'marca', 'caratteristica', 'promozione']);
      const milk = groups.categoria.find((i) => i.label === 'Latte');
      expect(milk?.count).toBeGreaterThanOrEqual(3);
      expect(milk?.level).toBe(2);
      expect(groups.marca.reduce((s, i) => s + (i.count ?? 0), 0)).toBe(data.pager.count);
      // The hierarchy: department → leaf, with counts summed upwards and the menu item to open.
      const dairy = data.categories.find((c) => c.label === 'Latte, latticini e uova');
      expect(dairy?.children.map((c) => c.label)).toContain('Latte');
      // Leaves under minQta (3) are left out, the department counts them all.
      expect(dairy!.count).toBeGreaterThanOrEqual(dairy!.children.reduce((s, c) => s + c.count, 0));
      expect(dairy!.children.every((c) => c.count >= 3)).toBe(true);
      expect(dairy?.menuItemId).toBe(dairyMenu);
      expect(data.sortOptions.map((s) => s.id)).toEqual([
        'relevance',
        'price-asc',
        'price-desc',
        'unit-price-asc',
        'name-asc',
      ]);
      expect(data.sortOptions.find((s) => s.selected)?.label).toBe('Rilevanza');
    });

    it("finds mozzarella for the typo 'mozarela' and suggests 'mozzarella' (Forse cercavi)", async () => {
      const data = await dataOf(await client.call('GET', '/search?q=mozarela'), ProductList);
      expect(data.suggestion).toBe('mozzarella');
      expect(data.corrected).toBe(true);
      expect(data.products.length).toBeGreaterThan(0);
      expect(
        data.products.every((p) => /mozzarell/i.test(`${p.description} ${p.brand}`) || p.categoryId !== undefined),
      ).toBe(true);
      expect(data.products[0].description).toMatch(/^Mozzarella/);
    });

    it('ignores accents and case, and corrects one word of several', async () => {
      const accents = await dataOf(
        await client.call('GET', `/search?q=${encodeURIComponent('LATTE Intèro')}`),
        ProductList,
      );
      expect(accents.products[0].description).toMatch(/Latte intero/);
      const two = await dataOf(await client.call('GET', '/search?q=mozzarela%20bufala'), ProductList);
      expect(two.suggestion).toBe('mozzarella bufala');
      expect(two.products[0].description).toMatch(/bufala/i);
    });

    it('knows a word at the next search once a product brings it, though its correction was kept', async () => {
      const svc = catalogueOf(shop.db);
      const ctx = { session: null };
      const before = await svc.search({ q: 'mozzarellina' }, ctx);
      expect(before.suggestion).not.toBeNull();
      const [row] = await shop.db
        .select({ id: products.id, description: products.description })
        .from(products)
        .where(eq(products.code, before.products[0].code));
      try {
        await shop.db
          .update(products)
          .set({ description: `${row.description} mozzarellina` })
          .where(eq(products.id, row.id));
        const after = await svc.search({ q: 'mozzarellina' }, ctx);
        expect(after.suggestion).toBeNull();
        expect(after.products.map((p) => p.code)).toEqual([before.products[0].code]);
      } finally {
        await shop.db.update(products).set({ description: row.description }).where(eq(products.id, row.id));
      }
    });

    it("answers no product for nonsense, with 'Nessun risultato' data (count 0)", async () => {
      const data = await dataOf(await client.call('GET', '/search?q=qwxzkj'), ProductList);
      expect(data.products).toEqual([]);
      expect(data.pager.count).toBe(0);
      expect(data.corrected).toBe(false);
    });

    it('combines filters and sort, and pages are stable (no overlap, no gap)', async () => {
      const all = await dataOf(await client.call('GET', '/search?q=latte&sort=price-asc&pageSize=100'), ProductList);
      const brand = all.filterGroup.filterList.find((f) => f.id === 'marca')!.items[0];
      const url = (start: number) =>
        `/search?q=latte&sort=price-asc&pageSize=3&start=${start}&filters=${encodeURIComponent(brand.normalizedId)}`;
      const first = await dataOf(await client.call('GET', url(0)), ProductList);
      expect(first.filters).toEqual([brand.normalizedId]);
      expect(first.pager.count).toBe(brand.count);
      const seen: Product[] = [];
      for (let start = 0; start < first.pager.count; start += 3) {
        const page = await dataOf(await client.call('GET', url(start)), ProductList);
        expect(page.pager.currentPage).toBe(start / 3 + 1);
        seen.push(...page.products);
      }
      expect(seen.length).toBe(first.pager.count);
      expect(new Set(seen.map((p) => p.code)).size).toBe(seen.length);
      expect(seen.every((p) => p.brand === brand.label)).toBe(true);
      for (let i = 1; i < seen.length; i++) expect(shelfPrice(seen[i])).toBeGreaterThanOrEqual(shelfPrice(seen[i - 1]));
      // The same order as the unfiltered list restricted to the brand (a total order).
      expect(seen.map((p) => p.code)).toEqual(all.products.filter((p) => p.brand === brand.label).map((p) => p.code));
      // Reloading the same URL answers the same list.
      const again = await dataOf(await client.call('GET', url(0)), ProductList);
      expect(again.products.map((p) => p.code)).toEqual(first.products.map((p) => p.code));
    });

    it('header suggestions: products and categories from 3 characters, the last word as a prefix', async () => {
      const data = await dataOf(await client.call('GET', '/search/suggest?q=mozz'), SearchSuggestions);
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.products[0].description).toMatch(/^Mozzarella/);
      expect(data.products[0].detailUrl).toMatch(/^\/supermercato\/prodotto\/\d+\/mozzarella/);
      expect(data.categories[0]).toMatchObject({ label: 'Mozzarelle e freschi' });
      expect(data.categories[0].pagePath).toMatch(/^\/supermercato\/menu\/\d+\//);
      const typo = await dataOf(await client.call('GET', '/search/suggest?q=mozarela'), SearchSuggestions);
      expect(typo.suggestion).toBe('mozzarella');
      expect(typo.products.length).toBeGreaterThan(0);
      const short = await errorOf(await client.call('GET', '/search/suggest?q=mo'), 400);
      expect(short.entityErrors?.[0]).toEqual({ field: 'q', message: 'Inserire almeno 3 caratteri per la ricerca' });
    });

    it('searches the pharmacy catalogue in the pharma navigation', async () => {
      const data = await dataOf(await client.call('GET', '/search?q=crema&nav=pharma'), ProductList);
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.products.every((p) => p.detailUrl.startsWith('/pharma/prodotto/'))).toBe(true);
      const grocery = await dataOf(await client.call('GET', '/search?q=latte&nav=pharma'), ProductList);
      expect(grocery.products.some((p) => p.description === 'Latte intero')).toBe(false);
    });
  });

  describe('category listing', () => {
    it('lists the products of a department with its leaves as the hierarchy, filtered and sorted', async () => {
      const all = await dataOf(
        await client.call('GET', `/menu/${dairyMenu}/products?pageSize=100&sort=name-asc`),
        ProductList,
      );
      expect(all.menuItem?.label).toBe('Latte, latticini e uova');
      expect(all.categories.map((c) => c.label)).toContain('Latte');
      expect(all.categories.every((c) => c.level === 1 && c.count >= 3)).toBe(true);
      const names = all.products.map((p) =>
        p.description
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      );
      expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
      const milk = all.categories.find((c) => c.label === 'Latte')!;
      const tag = all.filterGroup.filterList
        .find((f) => f.id === 'caratteristica')!
        .items.find((i) => i.normalizedId === 'caratteristica:italiano')!;
      const filtered = await dataOf(
        await client.call(
          'GET',
          `/menu/${dairyMenu}/products?pageSize=100&sort=price-desc&filters=${milk.normalizedId}&filters=caratteristica:italiano`,
        ),
        ProductList,
      );
      expect(filtered.products.length).toBeGreaterThan(0);
      expect(filtered.products.every((p) => p.categoryId === milk.id && p.tags?.includes('italiano'))).toBe(true);
      for (let i = 1; i < filtered.products.length; i++) {
        expect(shelfPrice(filtered.products[i])).toBeLessThanOrEqual(shelfPrice(filtered.products[i - 1]));
      }
      expect(
        filtered.filterGroup.filterList
          .flatMap((f) => f.items)
          .filter((i) => i.selected)
          .map((i) => i.normalizedId)
          .sort(),
      ).toEqual(['caratteristica:italiano', milk.normalizedId].sort());
      expect(tag.count).toBeGreaterThanOrEqual(filtered.pager.count);
      // 'Solo promozioni': every product announced with a promotion; the count was announced beforehand.
      const promo = await dataOf(
        await client.call('GET', `/menu/${dairyMenu}/products?pageSize=100&filters=solo-promozioni`),
        ProductList,
      );
      expect(promo.pager.count).toBe(all.promotionCount);
      expect(promo.products.every((p) => (p.promotions ?? []).length > 0)).toBe(true);
    });

    it('answers the menu error of spec shell §8 for an unknown menu item, 400 for a malformed id', async () => {
      const err = await errorOf(await client.call('GET', '/menu/999999/products'), 404);
      expect(err.message).toBe('Errore di navigazione: pagina di menu 999999 non trovata');
      await errorOf(await client.call('GET', '/menu/abc/products'), 400);
    });
  });

  describe('product detail', () => {
    it('shows prices in cents, the 30-day lowest price of the discount (art. 17-bis), unit price and info tabs', async () => {
      const p = await dataOf(await client.call('GET', '/product/9900001'), ProductDetail);
      expect(p.price).toBe(229);
      expect(p.discountedPrice).toBe(183); // 229 − 20 %, rounded to the cent
      expect(p.lowestPriorPrice).toBe(199); // 1,89 € ended 35 days before the start
      expect(p.promotions?.[0]).toMatchObject({
        code: 'PRTEST17BIS',
        promoPrice: 183,
        lowestPriorPrice: 199,
        label: '-20%',
      });
      expect(p.unitPrice).toBe(183);
      expect(p.unitLabel).toBe('€/l');
      expect(p.nutrition).toMatchObject({ per: '100 ml', energyKcal: 64 });
      expect(p.breadcrumbs.map((b) => b.label)).toEqual([
        'Home',
        'Latte, latticini e uova',
        'Latte',
        'Latte di prova per la regola dei trenta giorni',
      ]);
      expect(p.alternatives.length).toBeGreaterThan(0);
      expect(p.alternatives.every((a) => a.categoryId === p.categoryId && a.code !== p.code)).toBe(true);
      expect(p.boughtTogether.length).toBeGreaterThan(0);
      expect(p.navigation).toBe('supermercato');
    });

    it('reads the info tabs and the nutrition table of a seeded food product; marks variable weight', async () => {
      const [row] = await shop.db
        .select({ code: products.code })
        .from(products)
        .where(and(eq(products.variableWeight, true), eq(products.catalogue, 'grocery')))
        .limit(1);
      const p = await dataOf(await client.call('GET', `/product/${row.code}`), ProductDetail);
      expect(p.variableWeight).toBe(true);
      expect(p.values.some((v) => v.text === 'Prodotto a peso variabile')).toBe(true);
      const types = p.infos.map((i) => i.infoType);
      expect(types).toContain('SPM_CARATTERISTICHE');
      expect(types).toContain('SPM_VALORI_NUTRIZIONALI');
      expect(p.infos.find((i) => i.infoType === 'SPM_VALORI_NUTRIZIONALI')?.html).toContain('<table>');
      expect(p.nutrition?.energyKcal).toBeGreaterThan(0);
    });

    it('shows the Ministry of Health logo link on medicines', async () => {
      const [row] = await shop.db
        .select({ code: products.code })
        .from(products)
        .where(eq(products.medicine, true))
        .limit(1);
      const p = await dataOf(await client.call('GET', `/product/${row.code}`), ProductDetail);
      expect(p.navigation).toBe('pharma');
      expect(p.medicineClass).toMatch(/^(SOP|OTC)$/);
      expect(p.ministryLogo?.url).toMatch(/^https:\/\/www\.salute\.gov\.it/);
      // Not sold in the supermarket navigation: the product-not-found page.
      expect((await errorOf(await client.call('GET', `/product/${row.code}?nav=supermercato`), 404)).code).toBe('4004');
    });

    it("answers 404 with code '4004' for an unknown code, 400 for a malformed one", async () => {
      const err = await errorOf(await client.call('GET', '/product/0000000'), 404);
      expect(err).toMatchObject({ code: '4004', message: 'Prodotto non trovato' });
      expect((await errorOf(await client.call('GET', '/displayable/detail/code/0000000/breadcrumbs'), 404)).code).toBe(
        '4004',
      );
      await errorOf(await client.call('GET', `/product/${'x'.repeat(40)}`), 400);
      await errorOf(await client.call('GET', '/product/1000003?nav=mars'), 400);
    });

    it('hides prices from free visitors when hideProductPrice is set', async () => {
      const hidden = catalogueOf(shop.db, { hideProductPrice: true });
      const list = await hidden.search({ q: 'latte' }, { session: null });
      expect(list.products.every((p) => p.price === null && p.discountedPrice === null && p.priceHidden === true)).toBe(
        true,
      );
      const p = await hidden.product('9900001', {}, { session: null });
      expect(p.promotions?.[0].lowestPriorPrice).toBeNull();
    });
  });

  describe('menus, breadcrumbs and landings', () => {
    it('breadcrumbs of a menu item and of a product, cached', async () => {
      const res = await client.call('GET', `/displayable/breadcrumbs/${milkMenu}`);
      expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
      const crumbs = await dataOf(res, z.array(Breadcrumb));
      expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Latte, latticini e uova', 'Latte']);
      expect(crumbs[0].url).toBe('/supermercato/home');
      expect(crumbs[2].url).toMatch(new RegExp(`^/supermercato/menu/${milkMenu}/`));
      const byCode = await dataOf(
        await client.call('GET', '/displayable/detail/code/9900001/breadcrumbs'),
        z.array(Breadcrumb),
      );
      expect(byCode.at(-1)?.url).toBe('/supermercato/prodotto/9900001/latte-di-prova-per-la-regola-dei-trenta-giorni');
      const err = await errorOf(await client.call('GET', '/displayable/breadcrumbs/424242'), 404);
      expect(err.message).toBe('Errore di navigazione: pagina di menu 424242 non trovata');
    });

    it('menu item with its children, and its CMS banners', async () => {
      const item = await dataOf(await client.call('GET', `/menu/${dairyMenu}`), MenuItemNode);
      expect(item.label).toBe('Latte, latticini e uova');
      expect(item.children.map((c) => c.label)).toContain('Latte');
      const cms = await dataOf(await client.call('GET', `/menu/${dairyMenu}/cms`), z.array(CmsPage));
      expect(Array.isArray(cms)).toBe(true);
      const [withBanner] = await shop.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.navigation, 'supermercato'), eq(menuItems.kind, 'navBar'), isNull(menuItems.parentId)))
        .limit(1);
      const side = await dataOf(await client.call('GET', `/menu/${withBanner.id}/cms`), z.array(CmsPage));
      expect(side.some((b) => b.type === 'SIDE_BANNER')).toBe(true);
      await errorOf(await client.call('GET', `/menu/${dairyMenu}/cms?publishDate=ieri`), 400);
    });

    it('landing pages by store and virtual url, with their products', async () => {
      const landing = await dataOf(await client.call('GET', '/nav/landing/SUPERMERCATO/bio'), LandingContent);
      expect(landing.virtualUrl).toBe('bio');
      expect(landing.productSetIds.length).toBeGreaterThan(0);
      expect(landing.products?.map((p) => p.productId)).toEqual(landing.productSetIds);
      expect(landing.products?.every((p) => p.tags?.includes('bio'))).toBe(true);
      // Published in the future: not yet, unless previewed at a publish date.
      await errorOf(await client.call('GET', '/nav/landing/SUPERMERCATO/natale'), 404);
      const future = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
      await dataOf(await client.call('GET', `/nav/landing/SUPERMERCATO/natale?publishDate=${future}`), LandingContent);
    });
  });

  describe('the list cache (matches, order and facets kept between requests)', () => {
    const priceAsc = { q: 'latte', sort: 'price-asc', pageSize: '5' };
    const ctx = { session: null };

    it('answers a repeated search from the cache, with the same list as the first time', async () => {
      const listCache = createListCache();
      const svc = catalogueOf(shop.db, { listCache });
      const first = await svc.search(priceAsc, ctx);
      const page2 = await svc.search({ ...priceAsc, start: '5' }, ctx);
      const again = await svc.search(priceAsc, ctx);
      expect(again).toEqual(first);
      expect(page2.products.map((p) => p.code)).not.toEqual(first.products.map((p) => p.code));
      expect(listCache.stats().hits).toBeGreaterThanOrEqual(2);
    });

    it('sees a price written straight into the database at the next search', async () => {
      const svc = catalogueOf(shop.db);
      const [dearest] = (await svc.search({ q: 'latte', sort: 'price-desc', pageSize: '1' }, ctx)).products;
      expect((await svc.search(priceAsc, ctx)).products[0].code).not.toBe(dearest.code);
      const [row] = await shop.db
        .select({ price: products.priceCents, unit: products.unitPriceCents })
        .from(products)
        .where(eq(products.code, dearest.code));
      await shop.db.update(products).set({ priceCents: 1, unitPriceCents: 1 }).where(eq(products.code, dearest.code));
      try {
        expect((await svc.search(priceAsc, ctx)).products[0].code).toBe(dearest.code);
      } finally {
        await shop.db
          .update(products)
          .set({ priceCents: row.price, unitPriceCents: row.unit })
          .where(eq(products.code, dearest.code));
      }
      expect((await svc.search(priceAsc, ctx)).products[0].code).not.toBe(dearest.code);
    });

    it("follows a product's price, brand and switch-off in a listing at the next request", async () => {
      const svc = catalogueOf(shop.db);
      const listing = (query: Record<string, string>) => svc.listing(String(dairyMenu), query, ctx);
      const cheapestFirst = { sort: 'price-asc', pageSize: '3' };
      const before = await listing(cheapestFirst);
      const [dearest] = (await listing({ sort: 'price-desc', pageSize: '1' })).products;
      const [row] = await shop.db
        .select({ price: products.priceCents, unit: products.unitPriceCents, brand: products.brand })
        .from(products)
        .where(eq(products.code, dearest.code));
      const brandItems = async (query: Record<string, string>) =>
        (await listing(query)).filterGroup.filterList.find((g) => g.id === 'marca')?.items ?? [];
      try {
        await shop.db
          .update(products)
          .set({ priceCents: 1, unitPriceCents: 1, brand: 'Marca Nuova di Prova' })
          .where(eq(products.code, dearest.code));
        const after = await listing(cheapestFirst);
        expect(after.products[0].code).toBe(dearest.code);
        expect(after.pager.count).toBe(before.pager.count);
        expect(
          (await brandItems(cheapestFirst)).find((i) => i.normalizedId === 'marca:marca-nuova-di-prova')?.count,
        ).toBe(1);
        const byBrand = await listing({ ...cheapestFirst, filters: 'marca:marca-nuova-di-prova' });
        expect(byBrand.products.map((p) => p.code)).toEqual([dearest.code]);
        await shop.db.update(products).set({ active: false }).where(eq(products.code, dearest.code));
        const off = await listing(cheapestFirst);
        expect(off.pager.count).toBe(before.pager.count - 1);
        expect(off.products.map((p) => p.code)).not.toContain(dearest.code);
        expect((await brandItems(cheapestFirst)).map((i) => i.normalizedId)).not.toContain(
          'marca:marca-nuova-di-prova',
        );
      } finally {
        await shop.db
          .update(products)
          .set({ priceCents: row.price, unitPriceCents: row.unit, brand: row.brand, active: true })
          .where(eq(products.code, dearest.code));
      }
      expect((await listing(cheapestFirst)).products.map((p) => p.code)).toEqual(before.products.map((p) => p.code));
    });

    it("shows a tile's stock, label, image and rating as the database has them at the next request", async () => {
      const svc = catalogueOf(shop.db);
      const firstTile = async () => (await svc.listing(String(milkMenu), { pageSize: '3' }, ctx)).products[0];
      const search = async (code: string) =>
        (await svc.search({ q: 'latte', pageSize: '100' }, ctx)).products.find((p) => p.code === code);
      const tile = await firstTile();
      expect(await search(tile.code)).toBeDefined();
      const [row] = await shop.db
        .select({
          available: products.availableQuantity,
          max: products.maxPurchasableQuantity,
          label: products.label,
          image: products.imagePath,
          rating: products.ratingAvgTenths,
        })
        .from(products)
        .where(eq(products.code, tile.code));
      try {
        // An order takes stock without emptying the shelf: the catalogue version stays, the tile follows.
        await shop.db
          .update(products)
          .set({ availableQuantity: row.available - 1, maxPurchasableQuantity: 7 })
          .where(eq(products.code, tile.code));
        for (const seen of [await firstTile(), await search(tile.code)]) {
          expect(seen).toMatchObject({ availableQuantity: row.available - 1, maxPurchasableQuantity: 7 });
        }
        // Columns that only a tile shows (migration 0016): they raise the version.
        await shop.db
          .update(products)
          .set({ label: '750 ml di prova', imagePath: '/images/foto/prova.webp', ratingAvgTenths: 12 })
          .where(eq(products.code, tile.code));
        for (const seen of [await firstTile(), await search(tile.code)]) {
          expect(seen).toMatchObject({
            label: '750 ml di prova',
            imageURL: '/images/foto/prova.webp',
            rating: { avg: 1.2 },
          });
        }
      } finally {
        await shop.db
          .update(products)
          .set({
            availableQuantity: row.available,
            maxPurchasableQuantity: row.max,
            label: row.label,
            imagePath: row.image,
            ratingAvgTenths: row.rating,
          })
          .where(eq(products.code, tile.code));
      }
      expect(await firstTile()).toMatchObject({ label: row.label, availableQuantity: row.available });
    });

    it('counts and filters each promotion type as the running promotions in the database have it', async () => {
      const svc = catalogueOf(shop.db);
      const all = await svc.search({ q: 'latte', pageSize: '100' }, ctx);
      expect(all.products.length).toBe(all.pager.count);
      const items = all.filterGroup.filterList.find((g) => g.id === 'promozione')?.items ?? [];
      const at = new Date();
      let typesFound = 0;
      for (const [type, value] of Object.entries(PROMOTION_FILTER_VALUES)) {
        const running = await shop.db
          .selectDistinct({ code: products.code })
          .from(promotions)
          .innerJoin(products, eq(products.id, promotions.productId))
          .where(
            and(
              eq(promotions.type, type as 'PERCENTAGE'),
              lte(promotions.startsAt, at),
              gt(promotions.endsAt, at),
              or(isNull(promotions.navigation), eq(promotions.navigation, 'supermercato')),
              inArray(
                products.code,
                all.products.map((p) => p.code),
              ),
            ),
          );
        const expected = running.map((r) => r.code).sort();
        if (expected.length > 0) typesFound++;
        expect([type, items.find((i) => i.normalizedId === `promozione:${value}`)?.count ?? 0]).toEqual([
          type,
          expected.length,
        ]);
        const filtered = await svc.search({ q: 'latte', pageSize: '100', filters: `promozione:${value}` }, ctx);
        expect(filtered.products.map((p) => p.code).sort()).toEqual(expected);
      }
      expect(typesFound).toBeGreaterThan(1);
    });

    it('follows the promotions as the clock passes their start and end', async () => {
      let clock = new Date(now.getTime() + 40 * DAY);
      const svc = catalogueOf(shop.db, { now: () => clock });
      const [dearest] = (await svc.search({ q: 'latte', sort: 'price-desc', pageSize: '1' }, ctx)).products;
      const [row] = await shop.db.select({ id: products.id }).from(products).where(eq(products.code, dearest.code));
      const startsAt = new Date(clock.getTime() + 3600_000);
      await shop.db.insert(promotions).values({
        code: 'PRCACHEWIN',
        productId: row.id,
        type: 'FIXED_PRICE',
        promoPriceCents: 1,
        label: 'Prezzo speciale',
        description: 'Prezzo speciale di prova',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
      });
      try {
        const cheapest = async (at: number) => {
          clock = new Date(startsAt.getTime() + at);
          return (await svc.search(priceAsc, ctx)).products[0];
        };
        expect((await cheapest(-1000)).code).not.toBe(dearest.code);
        const during = await cheapest(1800_000);
        expect(during.code).toBe(dearest.code);
        expect(during.discountedPrice).toBe(1);
        expect((await cheapest(3 * 3600_000)).code).not.toBe(dearest.code);
        // Back inside the window (a clock set back in tests): the promotion applies again.
        expect((await cheapest(60_000)).code).toBe(dearest.code);
      } finally {
        await shop.db.delete(promotions).where(eq(promotions.code, 'PRCACHEWIN'));
      }
    });

    it('shows a promotion lengthened, or moved to another product, after it was written', async () => {
      let clock = new Date(now.getTime() + 50 * DAY);
      const svc = catalogueOf(shop.db, { now: () => clock });
      const [first, second] = (await svc.search({ q: 'latte', sort: 'price-desc', pageSize: '2' }, ctx)).products;
      const idOf = async (code: string) =>
        (await shop.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0].id;
      const startsAt = new Date(clock.getTime() - 3600_000);
      await shop.db.insert(promotions).values({
        code: 'PRCACHEMOVE',
        productId: await idOf(first.code),
        type: 'FIXED_PRICE',
        promoPriceCents: 1,
        label: 'Prezzo speciale',
        description: 'Prezzo speciale di prova',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      });
      try {
        const cheapest = async () => (await svc.search(priceAsc, ctx)).products[0];
        expect(await cheapest()).toMatchObject({ code: first.code, discountedPrice: 1 });
        // Lengthened by a day: still running once its first end has passed.
        await shop.db
          .update(promotions)
          .set({ endsAt: new Date(startsAt.getTime() + DAY) })
          .where(eq(promotions.code, 'PRCACHEMOVE'));
        clock = new Date(startsAt.getTime() + 5 * 3600_000);
        expect(await cheapest()).toMatchObject({ code: first.code, discountedPrice: 1 });
        // Moved to another product: that one is the cheapest now.
        await shop.db
          .update(promotions)
          .set({ productId: await idOf(second.code) })
          .where(eq(promotions.code, 'PRCACHEMOVE'));
        expect(await cheapest()).toMatchObject({ code: second.code, discountedPrice: 1 });
      } finally {
        await shop.db.delete(promotions).where(eq(promotions.code, 'PRCACHEMOVE'));
      }
    });

    it(`pages on past the first ${FIRST_IDS} matches kept: every match once, in order`, async () => {
      // More matches than the cache keeps of a search at first, many at the same price (ties: by id).
      const [milk] = await shop.db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.name, 'Latte'), eq(categories.catalogue, 'grocery')));
      const count = FIRST_IDS + 60;
      await shop.db.insert(products).values(
        Array.from({ length: count }, (_, i) => ({
          code: `98${String(i).padStart(5, '0')}`,
          description: `Quaderno di prova ${i}`,
          brand: 'Cartoleria di Prova',
          label: '1 pz',
          categoryId: milk.id,
          catalogue: 'grocery' as const,
          priceCents: 100 + ((i * 7) % 13),
          unitPriceCents: 100 + ((i * 7) % 13),
          unitOfMeasure: 'pz' as const,
          netQuantity: 1,
          vatPercent: 22,
          imagePath: `/images/products/98${String(i).padStart(5, '0')}.svg`,
          createdAt: now,
        })),
      );
      try {
        const svc = catalogueOf(shop.db, { listCache: createListCache() });
        const seen: Product[] = [];
        for (let start = 0; start < count; start += 24) {
          const page = await svc.search(
            { q: 'quaderno', sort: 'price-asc', pageSize: '24', start: String(start) },
            ctx,
          );
          expect(page.pager.count).toBe(count);
          seen.push(...page.products);
        }
        expect(seen.length).toBe(count);
        expect(new Set(seen.map((p) => p.code)).size).toBe(count);
        for (let i = 1; i < seen.length; i++) {
          const [a, b] = [seen[i - 1], seen[i]];
          expect(shelfPrice(b) > shelfPrice(a) || (shelfPrice(b) === shelfPrice(a) && b.productId > a.productId)).toBe(
            true,
          );
        }
      } finally {
        await shop.db.delete(products).where(like(products.code, '98_____'));
      }
    });
  });

  describe('bad input', () => {
    it.each([
      ['/search', 'q', 'Inserire un testo da cercare'],
      ['/search?q=%20%20', 'q', 'Inserire un testo da cercare'],
      [`/search?q=${'a'.repeat(201)}`, 'q', 'Il testo da cercare può contenere al massimo 200 caratteri'],
      ['/search?q=latte&sort=cheapest', 'sort', 'Ordinamento non valido'],
      ['/search?q=latte&start=-1', 'start', 'Posizione di inizio non valida'],
      ['/search?q=latte&start=abc', 'start', 'Posizione di inizio non valida'],
      ['/search?q=latte&pageSize=0', 'pageSize', 'Il numero di prodotti per pagina deve essere tra 1 e 100'],
      ['/search?q=latte&pageSize=101', 'pageSize', 'Il numero di prodotti per pagina deve essere tra 1 e 100'],
      ['/search?q=latte&filters=marca:Latteria%20Alpina', 'filters.0', 'Filtro non valido'],
      ["/search?q=latte&filters=categoria:1'%20or%201=1", 'filters.0', 'Filtro non valido'],
      ['/search?q=latte&nav=luna', 'nav', 'Navigazione non valida'],
    ])('%s → 400 (%s)', async (path, field, message) => {
      const err = await errorOf(await client.call('GET', path), 400);
      expect(err.entityErrors).toContainEqual({ field, message });
    });

    it('refuses more than 50 filters', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `filters=categoria:${i + 1}`).join('&');
      const err = await errorOf(await client.call('GET', `/search?q=latte&${many}`), 400);
      expect(err.entityErrors?.[0].message).toBe('Si possono applicare al massimo 50 filtri');
    });

    it('treats tsquery syntax in the text as plain words', async () => {
      const data = await dataOf(
        await client.call('GET', `/search?q=${encodeURIComponent("latte & !(:* | ') --")}`),
        ProductList,
      );
      expect(data.products[0].description).toMatch(/Latte/);
    });
  });
});
