// Catalogue (issue 4; spec orders §2 "Products and store" and "Filters", §3 product, menu item, filter
// group, sort option; shell §7 content calls, §8 menu error and 4004): search with facets, spellcheck and
// header suggestions, category listings, product detail (price rules of art. 17-bis Codice del Consumo:
// every announced discount carries the lowest price of the previous 30 days, from the price history),
// menu items, their CMS banners, breadcrumbs and landing pages.
//
// Every input is parsed with zod/mini → 400 with Italian messages. Money is integer cents. Free visitors
// see prices unless `hideProductPrice` is set (then price fields are null and `priceHidden` is true).
// Choices where the spec says nothing: filter ids 'categoria:{id}', 'marca:{slug}', 'caratteristica:{slug}',
// 'promozione:{percentuale|prezzo-speciale|mxn}', 'solo-promozioni'; several ids of one group match any
// of them, groups combine with AND; the category hierarchy shows nodes with at least `minQta` products
// (default 3); page size 24 by default, at most 100; a listing's 'relevance' is popularity (votes).
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { publishedAt } from '../db/published.ts';
import * as z from 'zod/mini';
import type {
  Breadcrumb, CategoryFacet, CmsPage, Filter, FilterItem, LandingContent, MenuItemNode, Pager, Product, ProductDetail,
  ProductInfo, ProductList, ProductMessage, ProductPromotion, SearchSuggestions, SortId, SortOption,
} from '@mercato/contracts';
import { CATALOGUE_OF, DEFAULT_PAGE_SIZE, MAX_DB_ID, navigationOf, MAX_PAGE_SIZE, PAGER_VISIBLE_PAGES, productPath, SortId as SortIdEnum, storeHomePath } from '@mercato/contracts';
import { rowsOf, type Db } from '../db/client.ts';
import { categories, menuItems, productInfos, products, type NutritionValues } from '../db/schema/catalogue.ts';
import { banners, landingPages } from '../db/schema/content.ts';
import { customers } from '../db/schema/platform.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { apiErrors, catalogueApi, errors, onboardingApi, shell, t } from '@mercato/contracts/i18n/it';
import { parseInput } from '../validation.ts';
import { parsePublishDate, type Navigation } from './nav.ts';
import { promoUnitPrice } from './pricing.ts';
import { createListCache, readStamp, type ListCache } from './list-cache.ts';
import {
  cachedFacetedQuery, intArray, SEARCH_MAX_LENGTH, textArray, spellcheck, SUGGEST_MIN_LENGTH, suggestQuery, tileRows, tokenize, tsQueryText,
  type FacetResult, type ParsedFilters, type PromoType, type TileRow,
} from './search.ts';
import type { Session } from './sessions.ts';

export const MAX_FILTERS = 50;
const MAX_START = 100_000;
const MAX_LEVELS = 4;
const SUGGEST_PRODUCTS = 8;
const SUGGEST_CATEGORIES = 5;
const RELATED = 8;

/** A banner as the CMS page shape of the API; without a link it leads to `pageUrl` (its page). */
const bannerPage = (b: typeof banners.$inferSelect, pageUrl: string): CmsPage => ({
  type: b.type, url: b.linkUrl ?? pageUrl, id: b.id, title: b.title, subtitle: b.subtitle, html: b.html, imageUrl: b.imageUrl, linkUrl: b.linkUrl,
});
const CACHE_TTL_MS = 60_000;
/** Ministry of Health common logo of authorised online pharmacies (link chosen: the Ministry's site). */
const MINISTRY_URL = 'https://www.salute.gov.it/';
const MINISTRY_LOGO = '/images/ministero-salute-logo.svg';

const DEFAULT_NAV: Record<'grocery' | 'pharma', Navigation> = { grocery: 'supermercato', pharma: 'pharma' };
const UNIT_LABEL = { kg: '€/kg', l: '€/l', pz: '€/pz' } as const;

export const SORT_LABELS: Readonly<Record<SortId, string>> = catalogueApi.sortLabels;
const SORT_IDS = SortIdEnum.options;
const PROMO_SLUG: Record<string, PromoType> = { percentuale: 'PERCENTAGE', 'prezzo-speciale': 'FIXED_PRICE', mxn: 'MXN' };
const PROMO_LABEL: Record<PromoType, [string, string]> = {
  PERCENTAGE: ['percentuale', catalogueApi.promoKinds.PERCENTAGE],
  FIXED_PRICE: ['prezzo-speciale', catalogueApi.promoKinds.FIXED_PRICE],
  MXN: ['mxn', catalogueApi.promoKinds.MXN],
};
const FILTER_RE = /^(categoria:\d{1,9}|marca:[a-z0-9-]{1,80}|caratteristica:[a-z0-9-]{1,80}|promozione:(percentuale|prezzo-speciale|mxn)|solo-promozioni)$/;

// ------------------------------------------------------------------------------------------ requests

const intParam = (max: number, message: string) =>
  z.pipe(z.string().check(z.regex(/^\d{1,9}$/, message)), z.transform(Number)).check(z.refine((n) => n <= max, message));
const NavParam = z.optional(z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const nav = navigationOf(v);
    if (!nav) ctx.issues.push({ code: 'custom', message: catalogueApi.navigationInvalid, input: v });
    return nav as Navigation;
  }),
));
const FiltersParam = z.array(z.string().check(z.regex(FILTER_RE, catalogueApi.filterInvalid)))
  .check(z.maxLength(MAX_FILTERS, t(catalogueApi.tooManyFilters, { max: MAX_FILTERS })));
const ListParams = {
  filters: FiltersParam,
  sort: z.optional(z.enum(SORT_IDS as [SortId, ...SortId[]], catalogueApi.sortInvalid)),
  start: z.optional(intParam(MAX_START, catalogueApi.startInvalid)),
  pageSize: z.optional(intParam(MAX_PAGE_SIZE, t(catalogueApi.pageSizeInvalid, { max: MAX_PAGE_SIZE })).check(z.refine((n) => n >= 1, t(catalogueApi.pageSizeInvalid, { max: MAX_PAGE_SIZE })))),
  nav: NavParam,
};
const queryText = (min: number, tooShort: string) => z.string(catalogueApi.searchRequired).check(
  z.trim(),
  z.minLength(min, tooShort),
  z.maxLength(SEARCH_MAX_LENGTH, t(catalogueApi.searchTooLong, { max: SEARCH_MAX_LENGTH })),
);
export const SearchInput = z.object({ q: queryText(1, catalogueApi.searchRequired), ...ListParams });
export const ListingInput = z.object({ menuItemId: intParam(MAX_DB_ID, catalogueApi.menuItemIdInvalid), ...ListParams });
export const SuggestInput = z.object({ q: queryText(SUGGEST_MIN_LENGTH, onboardingApi.searchTooShort), nav: NavParam });
const CodeParam = z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/, catalogueApi.productCodeInvalid));
export const ProductInput = z.object({ code: CodeParam, nav: NavParam });
export const MenuInput = z.object({ id: intParam(MAX_DB_ID, catalogueApi.menuItemIdInvalid), publishDate: z.optional(z.string()) });
const LandingInput = z.object({
  storeRef: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, catalogueApi.navigationInvalid)),
  virtualUrl: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,255}$/, catalogueApi.landingNotFound)),
  publishDate: z.optional(z.string()),
});
const NavRequired = z.pipe(
  z.string(catalogueApi.navigationInvalid),
  z.transform((v, ctx) => {
    const nav = navigationOf(v);
    if (!nav) ctx.issues.push({ code: 'custom', message: catalogueApi.navigationInvalid, input: v });
    return nav as Navigation;
  }),
);
export const StoreCmsInput = z.object({ nav: NavRequired, publishDate: z.optional(z.string()) });
export const ProductSetInput = z.object({
  ids: z.array(z.string().check(z.regex(/^\d{1,9}$/, catalogueApi.productIdsInvalid)))
    .check(z.maxLength(MAX_PAGE_SIZE, t(catalogueApi.tooManyProductIds, { max: MAX_PAGE_SIZE }))),
  nav: NavParam,
});

/** Raw query parameters of a request: single values, and `filters` repeated and/or comma separated. */
export interface RawQuery {
  [name: string]: string | string[] | undefined;
}

/** The `ids` of a product set: repeated and/or comma separated, in the order given, without repeats. */
function idsOf(raw: RawQuery): string[] {
  const v = raw.ids;
  const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
  return [...new Set(list.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))];
}

function filtersOf(raw: RawQuery): string[] {
  const v = raw.filters;
  const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
  return [...new Set(list.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))];
}

const productNotFound = () => new HttpError(404, { code: '4004', type: 'ALERT', message: catalogueApi.productNotFound });
const menuNotFound = (id: string | number) => notFound(t(errors.menuPageNotFound, { id }));

function publishAt(value: string | undefined): Date {
  const at = parsePublishDate(value);
  if (at === null) throw badRequest(apiErrors.invalidPublishDate, [{ field: 'publishDate', message: apiErrors.invalidPublishDate }]);
  return at;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ----------------------------------------------------------------------------------------- the service

export interface CatalogueOptions {
  /** Hide prices from free visitors (page configuration hideProductPrice). */
  hideProductPrice?: boolean;
  /** Category hierarchy: nodes with fewer products are left out (spec minQta, value not shown). */
  minQta?: number;
  /** Clock (tests). */
  now?: () => Date;
  /** The list cache (tests pass their own to look at it; by default one per service). */
  listCache?: ListCache;
}

interface CategoryRow { id: number; parentId: number | null; name: string; slug: string; level: number; orderNo: number; catalogue: 'grocery' | 'pharma' }
interface MenuRow { id: number; navigation: Navigation; kind: string; parentId: number | null; orderNo: number; isRoot: boolean; label: string; pagePath: string; imageUrl: string | null; categoryId: number | null; publishFrom: Date; publishTo: Date | null }

interface Tree {
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
  /** Category id → menu item (navBar, published) per navigation. */
  menuOf: Map<string, MenuRow>;
  loadedAt: number;
}

export interface ListRequestContext {
  session: Session | null;
}

export function createCatalogueService(db: Db, opts: CatalogueOptions = {}) {
  const minQta = opts.minQta ?? 3;
  const clock = opts.now ?? (() => new Date());
  let tree: Promise<Tree> | null = null;
  let treeAt = 0;
  const listCache = opts.listCache ?? createListCache();

  /** The spellcheck of `tokens`, kept while the catalogue version stays the same. */
  function cachedSpellcheck(stamp: string | null, tokens: string[], prefixLast: boolean) {
    const version = stamp === null ? null : stamp.slice(0, stamp.indexOf(':'));
    return listCache.get(JSON.stringify(['spell', tokens, prefixLast]), version, () => spellcheck(db, tokens, prefixLast));
  }

  /** Categories and category menu items, cached for a minute (they change with a catalogue import). */
  function loadTree(): Promise<Tree> {
    const nowMs = Date.now();
    if (tree && nowMs - treeAt < CACHE_TTL_MS) return tree;
    treeAt = nowMs;
    tree = (async () => {
      const now = clock();
      const cats = await db.select({
        id: categories.id, parentId: categories.parentId, name: categories.name, slug: categories.slug,
        level: categories.level, orderNo: categories.orderNo, catalogue: categories.catalogue,
      }).from(categories).orderBy(asc(categories.orderNo), asc(categories.id));
      const menus = await db.select().from(menuItems)
        .where(and(eq(menuItems.kind, 'navBar'), publishedAt(menuItems, now)))
        .orderBy(asc(menuItems.id));
      const byId = new Map(cats.map((c) => [c.id, c]));
      const children = new Map<number | null, CategoryRow[]>();
      for (const c of cats) {
        const list = children.get(c.parentId) ?? [];
        list.push(c);
        children.set(c.parentId, list);
      }
      const menuOf = new Map<string, MenuRow>();
      for (const m of menus as MenuRow[]) {
        if (m.categoryId !== null && !menuOf.has(`${m.navigation}:${m.categoryId}`)) menuOf.set(`${m.navigation}:${m.categoryId}`, m);
      }
      return { byId, children, menuOf, loadedAt: nowMs };
    })();
    tree.catch(() => { tree = null; });
    return tree;
  }

  function subtree(t: Tree, id: number): number[] {
    const out: number[] = [];
    const walk = (cid: number) => {
      out.push(cid);
      for (const c of t.children.get(cid) ?? []) walk(c.id);
    };
    if (t.byId.has(id)) walk(id);
    return out;
  }

  function parseFilters(t: Tree, ids: string[]): ParsedFilters {
    const f: ParsedFilters = { categoryIds: [], brands: [], tags: [], promoTypes: [], onlyPromo: false };
    const cats = new Set<number>();
    for (const id of ids) {
      const [group, value] = id.split(':') as [string, string | undefined];
      if (group === 'categoria') {
        const sub = subtree(t, Number(value));
        // An unknown category matches nothing (a shared link to a removed category lists no product).
        if (sub.length === 0) cats.add(-1);
        for (const c of sub) cats.add(c);
      } else if (group === 'marca') f.brands.push(value as string);
      else if (group === 'caratteristica') f.tags.push(value as string);
      else if (group === 'promozione') f.promoTypes.push(PROMO_SLUG[value as string]);
      else if (group === 'solo-promozioni') f.onlyPromo = true;
    }
    f.categoryIds = [...cats];
    return f;
  }

  const freeVisitor = (session: Session | null) =>
    !session || session.kind === 'freeVisit' || (session.kind === 'logged' && session.customerId === null);
  const pricesHidden = (session: Session | null) => !!opts.hideProductPrice && freeVisitor(session);

  function navOf(requested: Navigation | undefined, session: Session | null): Navigation {
    return requested ?? navigationOf(session?.site ?? '') ?? 'supermercato';
  }

  // ------------------------------------------------------------------------------------ products

  function productOf(r: TileRow, navigation: Navigation, hidden: boolean): Product {
    const promos = r.promos ?? [];
    // The discount open to everyone (loyalty-card promotions are announced in their own message).
    let best: { price: number; promo: (typeof promos)[number] } | null = null;
    for (const p of promos) {
      if (p.fidatyOnly) continue;
      const unit = promoUnitPrice(r.price_cents, { ...p, promoPriceCents: p.promoPriceCents });
      if (unit !== null && unit < r.price_cents && (!best || unit < best.price)) best = { price: unit, promo: p };
    }
    const lowestPrior = (p: (typeof promos)[number]) => Math.min(p.lowestPrior ?? r.price_cents, r.price_cents);
    const unitPrice = best ? Math.round((r.unit_price_cents * best.price) / r.price_cents) : r.unit_price_cents;
    const image = r.image_path;
    const values: ProductMessage[] = [];
    for (const p of promos) {
      values.push({ messageType: 'PROMO', layoutType: 'BADGE', text: p.label, url: null });
      values.push({ messageType: 'RULE', layoutType: 'TEXT', text: p.description, url: null });
    }
    if (r.variable_weight) values.push({ messageType: 'RULE', layoutType: 'TEXT', text: catalogueApi.variableWeight, url: null });
    const promotions: ProductPromotion[] = promos.map((p) => ({
      code: p.code,
      type: p.type,
      label: p.label,
      description: p.description,
      percent: p.percent,
      m: p.m,
      n: p.n,
      promoPrice: hidden ? null : promoUnitPrice(r.price_cents, p),
      lowestPriorPrice: hidden ? null : lowestPrior(p),
      fidatyOnly: p.fidatyOnly,
      startsAt: new Date(p.startsAt).toISOString(),
      endsAt: new Date(p.endsAt).toISOString(),
    }));
    return {
      productId: r.id,
      code: r.code,
      description: r.description,
      computedDescription: `${r.description} ${r.brand} ${r.label}`,
      brand: r.brand,
      label: r.label,
      detailUrl: productPath(navigation, r.code, r.description),
      imageURL: image,
      currentImage: { small: image, medium: image, big: image },
      price: hidden ? null : r.price_cents,
      discountedPrice: hidden || !best ? null : best.price,
      unitPrice: hidden ? null : unitPrice,
      unitLabel: UNIT_LABEL[r.unit_of_measure],
      lowestPriorPrice: hidden || !best ? null : lowestPrior(best.promo),
      priceHidden: hidden,
      unitOfMeasure: r.unit_of_measure,
      variableWeight: r.variable_weight,
      averageWeightGrams: r.average_weight_grams,
      maxPurchasableQuantity: r.max_purchasable_quantity,
      preparationHours: r.preparation_hours,
      promotions,
      categoryId: r.category_id,
      medicine: r.medicine,
      medicineClass: r.medicine_class,
      tags: r.tags,
      values,
      productType: r.product_type as Product['productType'],
      outOfStock: r.out_of_stock,
      availableQuantity: r.available_quantity,
      hideQuantity: false,
      hasAlternatives: true,
      premium: r.premium,
      raee: r.raee,
      barcode: r.barcode,
      rating: { avg: r.rating_avg_tenths / 10, votes: r.rating_votes },
      sponsored: false,
      mainOriginCountry: r.main_origin_country,
    };
  }

  async function tiles(ids: number[], navigation: Navigation, hidden: boolean, now: Date): Promise<Product[]> {
    return (await tileRows(db, ids, now, navigation)).map((r) => productOf(r, navigation, hidden));
  }

  // ------------------------------------------------------------------------------- list answers

  function pagerOf(total: number, start: number, pageSize: number): Pager {
    return {
      start,
      pageSize,
      pages: Math.ceil(total / pageSize),
      visiblePages: PAGER_VISIBLE_PAGES,
      more: start + pageSize < total,
      currentPage: Math.floor(start / pageSize) + 1,
      count: total,
    };
  }

  function categoryFacets(t: Tree, navigation: Navigation, counts: [number, number][], selected: Set<number>, rootIds: number[]): { tree: CategoryFacet[]; items: FilterItem[] } {
    const count = new Map<number, number>();
    for (const [leaf, n] of counts) {
      // Count the product in its category and in every ancestor.
      let c = t.byId.get(leaf);
      for (let guard = 0; c && guard < 16; guard++) {
        count.set(c.id, (count.get(c.id) ?? 0) + n);
        c = c.parentId === null ? undefined : t.byId.get(c.parentId);
      }
    }
    const items: FilterItem[] = [];
    const build = (c: CategoryRow, level: number, parent: string | null): CategoryFacet | null => {
      const n = count.get(c.id) ?? 0;
      if (n < minQta && !selected.has(c.id)) return null;
      const id = `categoria:${c.id}`;
      const menu = t.menuOf.get(`${navigation}:${c.id}`) ?? null;
      items.push({ label: c.name, filterLabel: c.name, normalizedId: id, selected: selected.has(c.id), count: n, level, parentId: parent });
      const children = level >= MAX_LEVELS ? [] : (t.children.get(c.id) ?? [])
        .map((k) => build(k, level + 1, id)).filter((k): k is CategoryFacet => k !== null);
      return { id: c.id, normalizedId: id, label: c.name, level, count: n, selected: selected.has(c.id), menuItemId: menu?.id ?? null, pagePath: menu?.pagePath ?? null, children };
    };
    const roots = rootIds.map((id) => t.byId.get(id)).filter((c): c is CategoryRow => !!c);
    const facets = roots.map((c) => build(c, 1, null)).filter((k): k is CategoryFacet => k !== null);
    return { tree: facets, items };
  }

  function listAnswer(t: Tree, r: FacetResult, ctx: {
    navigation: Navigation; filters: string[]; parsed: ParsedFilters; sort: SortId; start: number; pageSize: number; hidden: boolean;
    rootCategoryIds: number[];
  }): ProductList {
    const active = new Set(ctx.filters);
    const selectedCats = new Set(ctx.filters.filter((f) => f.startsWith('categoria:')).map((f) => Number(f.slice(10))));
    const cats = categoryFacets(t, ctx.navigation, r.categories, selectedCats, ctx.rootCategoryIds);
    const withSelected = (items: FilterItem[], prefix: string, label: (v: string) => string): FilterItem[] => {
      // A selected filter matching nothing is still listed, so that it can be removed.
      for (const id of active) {
        if (id.startsWith(prefix) && !items.some((i) => i.normalizedId === id)) {
          const v = id.slice(prefix.length);
          items.push({ label: label(v), filterLabel: label(v), normalizedId: id, selected: true, count: 0 });
        }
      }
      return items;
    };
    const brandItems = withSelected(r.brands.map(([brand, slug, n]) => ({
      label: brand, filterLabel: brand, normalizedId: `marca:${slug}`, selected: active.has(`marca:${slug}`), count: n,
    })), 'marca:', (v) => capitalise(v.replace(/-/g, ' ')));
    const tagItems = withSelected(r.tags.map(([tag, slug, n]) => ({
      label: capitalise(tag), filterLabel: capitalise(tag), normalizedId: `caratteristica:${slug}`, selected: active.has(`caratteristica:${slug}`), count: n,
    })), 'caratteristica:', (v) => capitalise(v.replace(/-/g, ' ')));
    const promoItems = withSelected(r.promotions.map(([type, n]) => ({
      label: PROMO_LABEL[type][1], filterLabel: PROMO_LABEL[type][1], normalizedId: `promozione:${PROMO_LABEL[type][0]}`,
      selected: active.has(`promozione:${PROMO_LABEL[type][0]}`), count: n,
    })), 'promozione:', (v) => PROMO_LABEL[PROMO_SLUG[v]][1]);
    const filterList: Filter[] = [
      { id: 'categoria', label: catalogueApi.filterGroups.categoria, items: cats.items },
      { id: 'marca', label: catalogueApi.filterGroups.marca, items: brandItems },
      { id: 'caratteristica', label: catalogueApi.filterGroups.caratteristica, items: tagItems },
      { id: 'promozione', label: catalogueApi.filterGroups.promozione, items: promoItems },
    ];
    const sortOptions: SortOption[] = SORT_IDS.map((id) => ({ id, label: SORT_LABELS[id], selected: id === ctx.sort }));
    return {
      products: r.items.map((row) => productOf(row, ctx.navigation, ctx.hidden)),
      pager: pagerOf(r.total, ctx.start, ctx.pageSize),
      filterGroup: { filterList },
      categories: cats.tree,
      sortOptions,
      sort: ctx.sort,
      filters: ctx.filters,
      promotionCount: r.promotionCount,
    };
  }

  function rootsOf(t: Tree, catalogue: 'grocery' | 'pharma'): number[] {
    return (t.children.get(null) ?? []).filter((c) => c.catalogue === catalogue).map((c) => c.id);
  }

  // ------------------------------------------------------------------------------------- menus

  /**
   * Which banners a session sees: a banner with clusters only by a logged customer in one of them
   * (free visitors and power guests see the others).
   */
  async function forSession(session: Session | null): Promise<(b: { clusters: string[] }) => boolean> {
    const customerId = session?.kind === 'logged' ? session.customerId : null;
    const own = customerId !== null && customerId !== undefined
      ? await db.select({ clusters: customers.clusters }).from(customers).where(eq(customers.id, customerId)).limit(1)
      : [];
    const clusters = new Set(own[0]?.clusters ?? []);
    return (b) => b.clusters.length === 0 || b.clusters.some((c) => clusters.has(c));
  }

  async function menuItem(id: number, at: Date): Promise<MenuRow | null> {
    const [row] = await db.select().from(menuItems)
      .where(and(eq(menuItems.id, id), publishedAt(menuItems, at)))
      .limit(1);
    return (row as MenuRow | undefined) ?? null;
  }

  async function menuTrail(item: MenuRow): Promise<Breadcrumb[]> {
    const trail: Breadcrumb[] = [{ label: item.label, url: item.pagePath }];
    let parentId = item.parentId;
    for (let guard = 0; parentId !== null && guard < 8; guard++) {
      const [p] = await db.select({ id: menuItems.id, label: menuItems.label, pagePath: menuItems.pagePath, parentId: menuItems.parentId })
        .from(menuItems).where(eq(menuItems.id, parentId)).limit(1);
      if (!p) break;
      trail.unshift({ label: p.label, url: p.pagePath });
      parentId = p.parentId;
    }
    trail.unshift({ label: shell.home, url: storeHomePath(item.navigation) });
    return trail;
  }

  async function productBreadcrumbs(row: { categoryId: number; description: string; code: string }, navigation: Navigation): Promise<Breadcrumb[]> {
    const t = await loadTree();
    const menu = t.menuOf.get(`${navigation}:${row.categoryId}`);
    const trail = menu ? await menuTrail(menu) : [{ label: shell.home, url: storeHomePath(navigation) }];
    trail.push({ label: row.description, url: productPath(navigation, row.code, row.description) });
    return trail;
  }

  async function productRow(code: string) {
    const [row] = await db.select({
      id: products.id, code: products.code, description: products.description, categoryId: products.categoryId,
      catalogue: products.catalogue, nutrition: products.nutrition, unitOfMeasure: products.unitOfMeasure, aicCode: products.aicCode,
      medicine: products.medicine,
    }).from(products).where(and(eq(products.code, code), eq(products.active, true))).limit(1);
    return row ?? null;
  }

  /** The navigation of a product page: the requested one (404 4004 when it does not sell the product), else the session's or the catalogue's default. */
  function productNav(catalogue: 'grocery' | 'pharma', requested: Navigation | undefined, session: Session | null): Navigation {
    if (requested) {
      if (CATALOGUE_OF[requested] !== catalogue) throw productNotFound();
      return requested;
    }
    const fromSession = navigationOf(session?.site ?? '');
    return fromSession && CATALOGUE_OF[fromSession] === catalogue ? fromSession : DEFAULT_NAV[catalogue];
  }

  return {
    /** GET search?q=&filters=&sort=&start=&pageSize=&nav= */
    async search(raw: RawQuery, ctx: ListRequestContext): Promise<ProductList> {
      const input = parseInput(SearchInput, { ...raw, filters: filtersOf(raw) });
      const navigation = navOf(input.nav, ctx.session);
      const catalogue = CATALOGUE_OF[navigation];
      const sort = input.sort ?? 'relevance';
      const start = input.start ?? 0;
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const t = await loadTree();
      const filters = filtersOf(raw);
      const parsed = parseFilters(t, filters);
      const tokens = tokenize(input.q);
      const now = clock();
      const hidden = pricesHidden(ctx.session);
      const base = { navigation, filters, parsed, sort, start, pageSize, hidden, rootCategoryIds: rootsOf(t, catalogue) };
      if (tokens.length === 0) {
        const empty: FacetResult = { total: 0, promotionCount: 0, categories: [], brands: [], tags: [], promotions: [], items: [] };
        return { ...listAnswer(t, empty, base), query: input.q, suggestion: null, corrected: false };
      }
      const code = /^\d{4,14}$/.test(input.q) ? input.q : null;
      const stamp = await readStamp(db, now);
      const spell = await cachedSpellcheck(stamp, tokens, false);
      const run = (words: string[]) => cachedFacetedQuery(db, listCache, stamp, {
        catalogue, navigation, tsquery: tsQueryText(words), code, scope: null, filters: parsed, sort, start, pageSize, now,
      });
      let result = await run(tokens);
      let corrected = false;
      if (spell.suggestion !== null && result.total === 0) {
        // The words as typed find nothing: answer the corrected query ('Forse cercavi').
        const retry = await run(spell.tokens);
        if (retry.total > 0) {
          result = retry;
          corrected = true;
        }
      }
      return { ...listAnswer(t, result, base), query: input.q, suggestion: spell.suggestion, corrected };
    },

    /** GET search/suggest?q=&nav= (header box, from 3 characters). */
    async suggest(raw: RawQuery, ctx: ListRequestContext): Promise<SearchSuggestions> {
      const input = parseInput(SuggestInput, raw);
      const navigation = navOf(input.nav, ctx.session);
      const catalogue = CATALOGUE_OF[navigation];
      const tokens = tokenize(input.q);
      if (tokens.length === 0) return { query: input.q, suggestion: null, products: [], categories: [] };
      const now = clock();
      const stamp = await readStamp(db, now);
      const spell = await cachedSpellcheck(stamp, tokens, true);
      const suggestFor = (tsquery: string) => listCache.get(JSON.stringify(['suggest', catalogue, tsquery]), stamp, () =>
        suggestQuery(db, { catalogue, tsquery, limit: SUGGEST_PRODUCTS, categoryLimit: SUGGEST_CATEGORIES }));
      let found = await suggestFor(tsQueryText(tokens, true));
      if (found.ids.length === 0 && spell.suggestion !== null) found = await suggestFor(tsQueryText(spell.tokens, true));
      const [t, rows] = await Promise.all([loadTree(), tileRows(db, found.ids, now, navigation)]);
      return {
        query: input.q,
        suggestion: spell.suggestion,
        products: rows.map((r) => ({
          code: r.code, description: r.description, brand: r.brand, label: r.label, imageURL: r.image_path,
          detailUrl: productPath(navigation, r.code, r.description),
        })),
        categories: found.categories.map(([id, count]) => {
          const menu = t.menuOf.get(`${navigation}:${id}`);
          return { id, label: t.byId.get(id)?.name ?? '', count, menuItemId: menu?.id ?? null, pagePath: menu?.pagePath ?? null };
        }),
      };
    },

    /** GET menu/{menuItemId}/products?filters=&sort=&start=&pageSize= */
    async listing(menuItemId: string, raw: RawQuery, ctx: ListRequestContext): Promise<ProductList> {
      const input = parseInput(ListingInput, { ...raw, menuItemId, filters: filtersOf(raw) });
      const now = clock();
      const item = await menuItem(input.menuItemId, now);
      if (!item || item.categoryId === null) throw menuNotFound(menuItemId);
      const navigation = item.navigation;
      const t = await loadTree();
      const scope = subtree(t, item.categoryId);
      if (scope.length === 0) throw menuNotFound(menuItemId);
      const sort = input.sort ?? 'relevance';
      const start = input.start ?? 0;
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const filters = filtersOf(raw);
      const parsed = parseFilters(t, filters);
      const hidden = pricesHidden(ctx.session);
      const result = await cachedFacetedQuery(db, listCache, await readStamp(db, now), {
        catalogue: CATALOGUE_OF[navigation], navigation, tsquery: null, code: null, scope, filters: parsed, sort, start, pageSize, now,
      });
      const rootCategoryIds = (t.children.get(item.categoryId) ?? []).length ? (t.children.get(item.categoryId) ?? []).map((c) => c.id) : [item.categoryId];
      return {
        ...listAnswer(t, result, { navigation, filters, parsed, sort, start, pageSize, hidden, rootCategoryIds }),
        menuItem: { id: item.id, label: item.label, pagePath: item.pagePath },
      };
    },

    /** GET product/{code}?nav= — 404 with code 4004 when unknown (the product-not-found page). */
    async product(code: string, raw: RawQuery, ctx: ListRequestContext): Promise<ProductDetail> {
      const input = parseInput(ProductInput, { ...raw, code });
      const row = await productRow(input.code);
      if (!row) throw productNotFound();
      const navigation = productNav(row.catalogue, input.nav, ctx.session);
      const now = clock();
      const hidden = pricesHidden(ctx.session);
      const [[tile], infos, breadcrumbs, together, alternatives] = await Promise.all([
        tiles([row.id], navigation, hidden, now),
        db.select({ infoType: productInfos.infoType, title: productInfos.title, html: productInfos.html })
          .from(productInfos).where(eq(productInfos.productId, row.id)).orderBy(asc(productInfos.orderNo), asc(productInfos.infoType)),
        productBreadcrumbs(row, navigation),
        boughtTogether(row.id, row.categoryId, row.catalogue),
        alternativesOf(row.id, row.categoryId),
      ]);
      if (!tile) throw productNotFound();
      const [togetherTiles, alternativeTiles] = await Promise.all([
        tiles(together, navigation, hidden, now),
        tiles(alternatives, navigation, hidden, now),
      ]);
      const n = row.nutrition as NutritionValues | null;
      return {
        ...tile,
        navigation,
        images: [tile.currentImage],
        infos: infos as ProductInfo[],
        nutrition: n ? { per: row.unitOfMeasure === 'l' ? '100 ml' : '100 g', ...n } : null,
        breadcrumbs,
        boughtTogether: togetherTiles,
        alternatives: alternativeTiles,
        aicCode: row.aicCode,
        ministryLogo: row.medicine ? { imageUrl: MINISTRY_LOGO, url: MINISTRY_URL } : null,
      };
    },

    /** GET menu/{id}?publishDate= — the item and its published children. */
    async menu(id: string, raw: RawQuery): Promise<MenuItemNode> {
      const input = parseInput(MenuInput, { ...raw, id });
      const at = publishAt(input.publishDate);
      const item = await menuItem(input.id, at);
      if (!item) throw menuNotFound(id);
      const kids = await db.select().from(menuItems)
        .where(and(eq(menuItems.parentId, item.id), publishedAt(menuItems, at)))
        .orderBy(asc(menuItems.orderNo), asc(menuItems.id));
      const node = (m: MenuRow, children: MenuItemNode[]): MenuItemNode => ({
        id: m.id, label: m.label, orderNo: m.orderNo, imageUrl: m.imageUrl, pagePath: m.pagePath, parentMenuItemId: m.parentId,
        isRoot: m.isRoot, navigation: m.navigation, categoryId: m.categoryId, children,
      });
      return node(item, (kids as MenuRow[]).map((k) => node(k, [])));
    },

    /**
     * GET menu/{menuItemId}/cms?publishDate= — banners of the item's page (type and content); cluster
     * banners as on the store home (`forSession`).
     */
    async menuCms(id: string, raw: RawQuery, ctx: ListRequestContext): Promise<CmsPage[]> {
      const input = parseInput(MenuInput, { ...raw, id });
      const at = publishAt(input.publishDate);
      const item = await menuItem(input.id, at);
      if (!item) throw menuNotFound(id);
      const [rows, keep] = await Promise.all([
        db.select().from(banners)
          .where(and(eq(banners.menuItemId, item.id), publishedAt(banners, at)))
          .orderBy(asc(banners.type), asc(banners.orderNo), asc(banners.id)),
        forSession(ctx.session),
      ]);
      return rows.filter(keep).map((b) => bannerPage(b, item.pagePath));
    },

    /** GET displayable/breadcrumbs/{menuItemId} */
    async menuBreadcrumbs(id: string): Promise<Breadcrumb[]> {
      const input = parseInput(MenuInput, { id });
      const item = await menuItem(input.id, clock());
      if (!item) throw menuNotFound(id);
      return menuTrail(item);
    },

    /** GET displayable/detail/code/{code}/breadcrumbs?nav= */
    async productBreadcrumbs(code: string, raw: RawQuery, ctx: ListRequestContext): Promise<Breadcrumb[]> {
      const input = parseInput(ProductInput, { ...raw, code });
      const row = await productRow(input.code);
      if (!row) throw productNotFound();
      return productBreadcrumbs(row, productNav(row.catalogue, input.nav, ctx.session));
    },

    /** GET nav/landing/{storeRef}/{virtualUrl}?publishDate= */
    async landing(storeRef: string, virtualUrl: string, raw: RawQuery, ctx: ListRequestContext): Promise<LandingContent> {
      const input = parseInput(LandingInput, { ...raw, storeRef, virtualUrl });
      const at = publishAt(input.publishDate);
      const [row] = await db.select().from(landingPages)
        .where(and(eq(landingPages.storeRef, input.storeRef), eq(landingPages.virtualUrl, input.virtualUrl),
          publishedAt(landingPages, at)))
        .limit(1);
      if (!row) throw notFound(catalogueApi.landingNotFound);
      const navigation = row.navigation as Navigation;
      const codes = row.productCodes.slice(0, MAX_PAGE_SIZE);
      const found = codes.length
        ? rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from products where active and code = any(${textArray(codes)})`))
        : [];
      const idOf = new Map(found.map((r) => [r.code, r.id]));
      const ids = codes.map((c) => idOf.get(c)).filter((id): id is number => id !== undefined);
      const cms: CmsPage[] = [];
      return {
        id: row.id,
        menuItemId: row.menuItemId,
        cmsPages: cms,
        productSetIds: ids,
        showBreadcrumbs: row.showBreadcrumbs,
        vanityRelativeUrl: row.vanityUrl,
        virtualUrl: row.virtualUrl,
        allProductsToTrolley: row.allProductsToTrolley,
        cmsPageUrl: row.cmsPageUrl,
        cmsFooterBannerUrl: row.cmsFooterBannerUrl,
        cmsPromotionalBannerUrl: row.cmsPromotionalBannerUrl,
        bundle: row.bundle,
        vanityUrl: row.vanityUrl,
        title: row.title,
        products: await tiles(ids, navigation, pricesHidden(ctx.session), clock()),
      };
    },

    /**
     * GET nav/{nav}/cms?publishDate= — the banners of the store home (those of no menu item): published
     * at the publish date (default now), ordered by type and orderNo. A banner with clusters is shown
     * only to a logged customer in one of them (free visitors and power guests see the others).
     */
    async storeCms(nav: string, raw: RawQuery, ctx: ListRequestContext): Promise<CmsPage[]> {
      const input = parseInput(StoreCmsInput, { ...raw, nav });
      const at = publishAt(input.publishDate);
      const navigation = input.nav;
      const [rows, keep] = await Promise.all([
        db.select().from(banners)
          .where(and(eq(banners.navigation, navigation), isNull(banners.menuItemId), publishedAt(banners, at)))
          .orderBy(asc(banners.type), asc(banners.orderNo), asc(banners.id)),
        forSession(ctx.session),
      ]);
      const home = `/${navigation}/home`;
      return rows.filter(keep).map((b) => bannerPage(b, home));
    },

    /**
     * GET productset?ids=&nav= — product tiles by id (e.g. a landing's productSetIds), in the order
     * asked; unknown, inactive and other-catalogue products are left out; at most 100 ids.
     */
    async productSet(raw: RawQuery, ctx: ListRequestContext): Promise<Product[]> {
      const input = parseInput(ProductSetInput, { ...raw, ids: idsOf(raw) });
      const navigation = navOf(input.nav, ctx.session);
      const wanted = input.ids.map(Number);
      if (wanted.length === 0) return [];
      const found = rowsOf<{ id: number }>(await db.execute(sql`
        select id from products where active and catalogue = ${CATALOGUE_OF[navigation]} and id = any(${intArray(wanted)})`));
      const ok = new Set(found.map((r) => Number(r.id)));
      return tiles(wanted.filter((id) => ok.has(id)), navigation, pricesHidden(ctx.session), clock());
    },

    /** Whether answers depend on the session (prices hidden from free visitors): then they are not shared-cacheable. */
    personalised: () => !!opts.hideProductPrice,
    /** Drops the cached category tree (after a catalogue import). */
    invalidate: () => { tree = null; },
  };

  // 'Spesso acquistati insieme': products most often in the same orders, then popular products of the
  // other categories of the same department.
  async function boughtTogether(id: number, categoryId: number, catalogue: 'grocery' | 'pharma'): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(await db.execute(sql`
      select oi2.product_id as id
      from order_items oi1
      join order_items oi2 on oi2.order_id = oi1.order_id and oi2.product_id <> oi1.product_id
      join products p on p.id = oi2.product_id and p.active and not p.out_of_stock and p.catalogue = ${catalogue}
      where oi1.product_id = ${id}
      group by oi2.product_id order by count(*) desc, oi2.product_id limit ${RELATED}`));
    const ids = rows.map((r) => Number(r.id));
    if (ids.length < RELATED) {
      const t = await loadTree();
      const parent = t.byId.get(categoryId)?.parentId ?? null;
      const siblings = (parent === null ? [] : (t.children.get(parent) ?? [])).map((c) => c.id).filter((c) => c !== categoryId);
      if (siblings.length) {
        const more = rowsOf<{ id: number }>(await db.execute(sql`
          select p.id from products p
          where p.active and not p.out_of_stock and p.category_id = any(${intArray(siblings)})
            and p.id <> ${id}
          order by p.rating_votes desc, p.id limit ${RELATED * 2}`));
        for (const r of more) if (ids.length < RELATED && !ids.includes(Number(r.id))) ids.push(Number(r.id));
      }
    }
    return ids;
  }

  // Alternatives: the same category, closest price per unit.
  async function alternativesOf(id: number, categoryId: number): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(await db.execute(sql`
      select p.id from products p, (select unit_price_cents from products where id = ${id}) me
      where p.category_id = ${categoryId} and p.active and not p.out_of_stock and p.id <> ${id}
      order by abs(p.unit_price_cents - me.unit_price_cents), p.id limit ${RELATED}`));
    return rows.map((r) => Number(r.id));
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
