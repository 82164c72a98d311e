// Product lists (spec orders §2 "Products and store" and "Filters"): search with facets, spellcheck and
// header suggestions, and the listing of a category menu item, with their pager and filters.
import type {
  CategoryFacet,
  Filter,
  FilterItem,
  Pager,
  ProductList,
  SearchSuggestions,
  SortId,
  SortOption,
} from '@mercato/contracts';
import {
  CATALOGUE_OF,
  DEFAULT_PAGE_SIZE,
  FILTER_GROUPS,
  type FilterGroupName,
  filterId,
  PAGER_VISIBLE_PAGES,
  PROMOTION_FILTER_VALUES,
  parseFilterId,
  productPath,
} from '@mercato/contracts';
import { catalogueApi } from '@mercato/contracts/i18n/it';
import { productPicture } from '@mercato/contracts/pictures';
import { parseInput } from '../../validation.ts';
import type { Navigation } from '../nav/index.ts';
import { readStamp } from '../list-cache.ts';
import {
  cachedFacetedQuery,
  suggestQuery,
  cachedTileRows,
  tokenize,
  tsQueryText,
  type FacetResult,
  type ParsedFilters,
} from './search.ts';
import {
  cachedSpellcheck,
  searchTerms,
  type CatalogueContext,
  type CategoryRow,
  type ListRequestContext,
  loadTree,
  navOf,
  parseFilters,
  pricesHidden,
  rootsOf,
  subtree,
  type Tree,
} from './context.ts';
import {
  capitalise,
  filtersOf,
  ListingInput,
  MAX_LEVELS,
  menuNotFound,
  PROMO_SLUG,
  type RawQuery,
  SearchInput,
  SORT_IDS,
  SORT_LABELS,
  SUGGEST_CATEGORIES,
  SUGGEST_PRODUCTS,
  SuggestInput,
} from './input.ts';
import { menuItem } from './menus.ts';
import { productOf } from './products.ts';

export function pagerOf(total: number, start: number, pageSize: number): Pager {
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

export function categoryFacets(
  cx: CatalogueContext,
  t: Tree,
  navigation: Navigation,
  counts: [number, number][],
  selected: Set<number>,
  rootIds: number[],
): { tree: CategoryFacet[]; items: FilterItem[] } {
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
    if (n < cx.minQta && !selected.has(c.id)) return null;
    const id = filterId(FILTER_GROUPS.category, c.id);
    const menu = t.menuOf.get(`${navigation}:${c.id}`) ?? null;
    items.push({
      label: c.name,
      filterLabel: c.name,
      normalizedId: id,
      selected: selected.has(c.id),
      count: n,
      level,
      parentId: parent,
    });
    const children =
      level >= MAX_LEVELS
        ? []
        : (t.children.get(c.id) ?? [])
            .map((k) => build(k, level + 1, id))
            .filter((k): k is CategoryFacet => k !== null);
    return {
      id: c.id,
      normalizedId: id,
      label: c.name,
      level,
      count: n,
      selected: selected.has(c.id),
      menuItemId: menu?.id ?? null,
      pagePath: menu?.pagePath ?? null,
      children,
    };
  };
  const roots = rootIds.map((id) => t.byId.get(id)).filter((c): c is CategoryRow => !!c);
  const facets = roots.map((c) => build(c, 1, null)).filter((k): k is CategoryFacet => k !== null);
  return { tree: facets, items };
}

/** The items of a filter group, with every selected filter of that group even when it matches nothing
 * (so that it can be removed). */
function withSelectedOf(
  active: Set<string>,
  items: FilterItem[],
  group: FilterGroupName,
  label: (v: string) => string,
): FilterItem[] {
  for (const id of active) {
    const { group: g, value: v } = parseFilterId(id);
    if (g === group && !items.some((i) => i.normalizedId === id)) {
      items.push({ label: label(v), filterLabel: label(v), normalizedId: id, selected: true, count: 0 });
    }
  }
  return items;
}

export function listAnswer(
  cx: CatalogueContext,
  t: Tree,
  r: FacetResult,
  ctx: {
    navigation: Navigation;
    filters: string[];
    parsed: ParsedFilters;
    sort: SortId;
    start: number;
    pageSize: number;
    hidden: boolean;
    rootCategoryIds: number[];
  },
): ProductList {
  const active = new Set(ctx.filters);
  const selectedCats = new Set(
    ctx.filters
      .map(parseFilterId)
      .filter((f) => f.group === FILTER_GROUPS.category)
      .map((f) => Number(f.value)),
  );
  const cats = categoryFacets(cx, t, ctx.navigation, r.categories, selectedCats, ctx.rootCategoryIds);
  const withSelected = (items: FilterItem[], group: FilterGroupName, label: (v: string) => string) =>
    withSelectedOf(active, items, group, label);
  const brandItems = withSelected(
    r.brands.map(([brand, slug, n]) => ({
      label: brand,
      filterLabel: brand,
      normalizedId: filterId(FILTER_GROUPS.brand, slug),
      selected: active.has(filterId(FILTER_GROUPS.brand, slug)),
      count: n,
    })),
    FILTER_GROUPS.brand,
    (v) => capitalise(v.replace(/-/g, ' ')),
  );
  const tagItems = withSelected(
    r.tags.map(([tag, slug, n]) => ({
      label: capitalise(tag),
      filterLabel: capitalise(tag),
      normalizedId: filterId(FILTER_GROUPS.tag, slug),
      selected: active.has(filterId(FILTER_GROUPS.tag, slug)),
      count: n,
    })),
    FILTER_GROUPS.tag,
    (v) => capitalise(v.replace(/-/g, ' ')),
  );
  const promoItems = withSelected(
    r.promotions.map(([type, n]) => ({
      label: catalogueApi.promoKinds[type],
      filterLabel: catalogueApi.promoKinds[type],
      normalizedId: filterId(FILTER_GROUPS.promotion, PROMOTION_FILTER_VALUES[type]),
      selected: active.has(filterId(FILTER_GROUPS.promotion, PROMOTION_FILTER_VALUES[type])),
      count: n,
    })),
    FILTER_GROUPS.promotion,
    (v) => catalogueApi.promoKinds[PROMO_SLUG[v]],
  );
  const filterList: Filter[] = [
    { id: FILTER_GROUPS.category, label: catalogueApi.filterGroups.categoria, items: cats.items },
    { id: FILTER_GROUPS.brand, label: catalogueApi.filterGroups.marca, items: brandItems },
    { id: FILTER_GROUPS.tag, label: catalogueApi.filterGroups.caratteristica, items: tagItems },
    { id: FILTER_GROUPS.promotion, label: catalogueApi.filterGroups.promozione, items: promoItems },
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

/** GET search?q=&filters=&sort=&start=&pageSize=&nav= */
export async function searchProducts(
  cx: CatalogueContext,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<ProductList> {
  const input = parseInput(SearchInput, { ...raw, filters: filtersOf(raw) });
  const navigation = navOf(input.nav, ctx.session);
  const catalogue = CATALOGUE_OF[navigation];
  const sort = input.sort ?? 'relevance';
  const start = input.start ?? 0;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  const t = await loadTree(cx);
  const filters = filtersOf(raw);
  const parsed = parseFilters(t, filters);
  const tokens = tokenize(input.q);
  const now = cx.clock();
  const hidden = pricesHidden(cx, ctx.session);
  const base = { navigation, filters, parsed, sort, start, pageSize, hidden, rootCategoryIds: rootsOf(t, catalogue) };
  if (tokens.length === 0) {
    const empty: FacetResult = {
      total: 0,
      promotionCount: 0,
      categories: [],
      brands: [],
      tags: [],
      promotions: [],
      items: [],
    };
    return { ...listAnswer(cx, t, empty, base), query: input.q, suggestion: null, corrected: false };
  }
  const code = /^\d{4,14}$/.test(input.q) ? input.q : null;
  const stamp = await readStamp(cx.db, now);
  const [spell, terms] = await Promise.all([cachedSpellcheck(cx, stamp, tokens, false), searchTerms(cx, tokens)]);
  const run = (terms: string[], words: string[]) =>
    cachedFacetedQuery(cx.db, cx.listCache, stamp, {
      catalogue,
      navigation,
      terms,
      words,
      code,
      scope: null,
      filters: parsed,
      sort,
      start,
      pageSize,
      now,
    });
  let result = await run(terms, tokens);
  let corrected = false;
  if (spell.suggestion !== null && result.total === 0) {
    // The words as typed find nothing: answer the corrected query ('Forse cercavi').
    const retry = await run(await searchTerms(cx, spell.tokens), spell.tokens);
    if (retry.total > 0) {
      result = retry;
      corrected = true;
    }
  }
  return { ...listAnswer(cx, t, result, base), query: input.q, suggestion: spell.suggestion, corrected };
}

/** GET search/suggest?q=&nav= (header box, from 3 characters). */
export async function suggestSearch(
  cx: CatalogueContext,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<SearchSuggestions> {
  const input = parseInput(SuggestInput, raw);
  const navigation = navOf(input.nav, ctx.session);
  const catalogue = CATALOGUE_OF[navigation];
  const tokens = tokenize(input.q);
  if (tokens.length === 0) return { query: input.q, suggestion: null, products: [], categories: [] };
  const now = cx.clock();
  const stamp = await readStamp(cx.db, now);
  const spell = await cachedSpellcheck(cx, stamp, tokens, true);
  const suggestFor = (tsquery: string) =>
    cx.listCache.get(JSON.stringify(['suggest', catalogue, tsquery]), stamp, () =>
      suggestQuery(cx.db, { catalogue, tsquery, limit: SUGGEST_PRODUCTS, categoryLimit: SUGGEST_CATEGORIES }),
    );
  let found = await suggestFor(tsQueryText(tokens, true));
  if (found.ids.length === 0 && spell.suggestion !== null) found = await suggestFor(tsQueryText(spell.tokens, true));
  const [t, rows] = await Promise.all([
    loadTree(cx),
    cachedTileRows(cx.db, cx.listCache, stamp, found.ids, now, navigation),
  ]);
  return {
    query: input.q,
    suggestion: spell.suggestion,
    products: rows.map((r) => ({
      code: r.code,
      description: r.description,
      brand: r.brand,
      label: r.label,
      imageURL: productPicture({ imagePath: r.image_path, description: r.description, brand: r.brand }).small,
      detailUrl: productPath(navigation, r.code, r.description),
    })),
    categories: found.categories.map(([id, count]) => {
      const menu = t.menuOf.get(`${navigation}:${id}`);
      return {
        id,
        label: t.byId.get(id)?.name ?? '',
        count,
        menuItemId: menu?.id ?? null,
        pagePath: menu?.pagePath ?? null,
      };
    }),
  };
}

/** GET menu/{menuItemId}/products?filters=&sort=&start=&pageSize= */
export async function listMenuProducts(
  cx: CatalogueContext,
  menuItemId: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<ProductList> {
  const input = parseInput(ListingInput, { ...raw, menuItemId, filters: filtersOf(raw) });
  const now = cx.clock();
  const item = await menuItem(cx, input.menuItemId, now);
  if (!item || item.categoryId === null) throw menuNotFound(menuItemId);
  const navigation = item.navigation;
  const t = await loadTree(cx);
  const scope = subtree(t, item.categoryId);
  if (scope.length === 0) throw menuNotFound(menuItemId);
  const sort = input.sort ?? 'relevance';
  const start = input.start ?? 0;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = filtersOf(raw);
  const parsed = parseFilters(t, filters);
  const hidden = pricesHidden(cx, ctx.session);
  const result = await cachedFacetedQuery(cx.db, cx.listCache, await readStamp(cx.db, now), {
    catalogue: CATALOGUE_OF[navigation],
    navigation,
    terms: null,
    code: null,
    scope,
    filters: parsed,
    sort,
    start,
    pageSize,
    now,
  });
  const rootCategoryIds = (t.children.get(item.categoryId) ?? []).length
    ? (t.children.get(item.categoryId) ?? []).map((c) => c.id)
    : [item.categoryId];
  return {
    ...listAnswer(cx, t, result, { navigation, filters, parsed, sort, start, pageSize, hidden, rootCategoryIds }),
    menuItem: { id: item.id, label: item.label, pagePath: item.pagePath },
  };
}
