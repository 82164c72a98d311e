// The catalogue's columns in the server's memory, for the facet counts and the order of searches and
// listings (issue 18, docs/adr/0024-facets-counted-in-memory.md).
//
// What a facet count or a sort needs of a product (catalogue, category, brand, tags, prices, votes, the
// place of its name in the order by name, the types and best price of its running promotions) is read
// once per catalogue version into typed arrays indexed by product id. A search's matches come from the
// search index (search-index.ts), a listing's from the categories: neither asks PostgreSQL. Counting and
// ordering a few thousand matches over typed arrays costs a fraction of a millisecond, where the same in
// SQL cost 8-10 ms of PostgreSQL per 4,000 matches at 200,000 products.
//
// Never stale: the columns are kept under the catalogue version (raised by every write to what they
// hold, migration 0003) and the promotions under the whole list-cache stamp (version and promotion
// window), so a price change or a promotion's start or end is counted and ordered from the next request.
// The page's tiles are read from the database for each page (search.ts tileRows).
import { sql } from 'drizzle-orm';
import type { SortId } from '@mercato/contracts';
import { textArray } from '../../db/arrays.ts';
import { executePrepared, rowsOf, type Db } from '../../db/client.ts';
import { type ListCache, stampVersion } from '../list-cache.ts';
import { promoUnitPrice } from '../pricing.ts';
import type { FacetResult, ParsedFilters, PromoType } from './search.ts';
import { notSample } from './samples.ts';

/** One bit per promotion type: a product's running promotion types as one integer (facets and filters). */
export const PROMO_BITS: Record<PromoType, number> = { PERCENTAGE: 1, FIXED_PRICE: 2, MXN: 4 };

/** Of each active product, by id (an id with no active product has catalogue 0). */
export interface ProductColumns {
  /** 0 none, 1 grocery, 2 pharma. */
  catalogue: Uint8Array;
  category: Int32Array;
  /** Index into brands / brandSlugs. */
  brand: Int32Array;
  brands: string[];
  brandSlugs: string[];
  /** The tags of product id are tagList[tagStart[id] .. tagStart[id + 1]], indexes into tags / tagSlugs. */
  tagStart: Int32Array;
  tagList: Int32Array;
  tags: string[];
  tagSlugs: string[];
  price: Int32Array;
  unit: Int32Array;
  votes: Int32Array;
  /** Active products by category, ids ascending. */
  byCategory: Map<number, Int32Array>;
}

/** Of the products with promotions running in one navigation, by id. */
export interface PromoColumns {
  /** The promotion type bits (0: none). */
  bits: Uint8Array;
  /** The sort keys: the lowest promotional price (else the list price), and the unit price under it. */
  priceKey: Int32Array;
  unitKey: Int32Array;
}

/** ProductColumns.catalogue's codes. */
export const CATALOGUE_CODES = { grocery: 1, pharma: 2 } as const;

/** The catalogue's columns under `stamp`'s version (built once per version, shared by every request). */
export function productColumns(db: Db, cache: ListCache, stamp: string | null): Promise<ProductColumns> {
  return cache.latest('facets:columns', stampVersion(stamp), () => loadColumns(db));
}

/**
 * The integers of a PostgreSQL int[] in its text form ('{1,-2,NULL}'), null for NULL. node-postgres parses
 * an array into strings first, then numbers: at 200,000 products that was 400 ms of the server's CPU for
 * the columns, this loop 20.
 */
export function intsOf(text: string | null): (number | null)[] {
  const out: (number | null)[] = [];
  if (!text) return out;
  let n = 0;
  let negative = false;
  let isNull = false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n = n * 10 + (c - 48);
    else if (c === 45) negative = true;
    else if (c === 78)
      isNull = true; // NULL
    else if (c === 44 || c === 125) {
      if (c === 44 || i > 1) out.push(isNull ? null : negative ? -n : n);
      n = 0;
      negative = false;
      isNull = false;
    }
  }
  return out;
}

function append<T>(to: T[], from: readonly T[]): void {
  for (const x of from) to.push(x);
}

/** The number of `name` in `index` (numbered in order of first sight). */
function numbered(index: Map<string, number>, name: string): number {
  const found = index.get(name);
  if (found !== undefined) return found;
  index.set(name, index.size);
  return index.size - 1;
}

/**
 * Products read per statement: PGlite's WebAssembly memory grows to its largest result and never shrinks
 * (one statement for 200,000 products grew it by 26 MB for good).
 */
const COLUMNS_CHUNK = 20_000;

/** The length of an array indexed by product id that holds every id of `ids` (at least 1). */
function idSpan(ids: readonly number[]): number {
  let size = 1;
  for (const id of ids) if (id >= size) size = id + 1;
  return size;
}

/** The active products' columns as read, in id order (one entry per product in each array). */
interface RawColumns {
  ids: number[];
  catalogues: string[];
  cats: (number | null)[];
  prices: (number | null)[];
  units: (number | null)[];
  voteCounts: (number | null)[];
  brandNames: string[];
  tagLists: string[][];
}

async function readColumns(db: Db): Promise<RawColumns> {
  // Integer arrays as text (intsOf), the other columns as JSON, paired by position (the aggregates of one
  // statement see its rows in the same order); products in id order, COLUMNS_CHUNK at a time.
  const raw: RawColumns = {
    ids: [],
    catalogues: [],
    cats: [],
    prices: [],
    units: [],
    voteCounts: [],
    brandNames: [],
    tagLists: [],
  };
  for (let after = 0; ; ) {
    const [chunk] = rowsOf<{
      id: string | null;
      catalogue: string[] | null;
      category: string | null;
      price: string | null;
      unit: string | null;
      votes: string | null;
      brand: string[] | null;
      tags: string[][] | null;
    }>(
      await executePrepared(
        db,
        sql`
      select array_agg(id)::text as id, json_agg(catalogue) as catalogue,
        array_agg(category_id)::text as category, array_agg(price_cents)::text as price,
        array_agg(unit_price_cents)::text as unit, array_agg(rating_votes)::text as votes,
        json_agg(brand) as brand, json_agg(tags) as tags
      from (select id, catalogue, category_id, price_cents, unit_price_cents, rating_votes, brand, tags
        from products where active and ${notSample()} and id > ${after} order by id limit ${COLUMNS_CHUNK}) p`,
      ),
    );
    const chunkIds = intsOf(chunk?.id ?? null) as number[];
    if (chunkIds.length === 0) break;
    append(raw.ids, chunkIds);
    append(raw.catalogues, chunk.catalogue ?? []);
    append(raw.cats, intsOf(chunk.category));
    append(raw.prices, intsOf(chunk.price));
    append(raw.units, intsOf(chunk.unit));
    append(raw.voteCounts, intsOf(chunk.votes));
    append(raw.brandNames, chunk.brand ?? []);
    append(raw.tagLists, chunk.tags ?? []);
    if (chunkIds.length < COLUMNS_CHUNK) break;
    after = chunkIds[chunkIds.length - 1];
  }
  return raw;
}

/** The columns indexed by product id (brands and tags numbered), without the slugs. */
function indexColumns(raw: RawColumns) {
  const { ids, tagLists } = raw;
  const size = idSpan(ids);
  const catalogue = new Uint8Array(size);
  const category = new Int32Array(size);
  const brand = new Int32Array(size);
  const price = new Int32Array(size);
  const unit = new Int32Array(size);
  const votes = new Int32Array(size);
  const tagStart = new Int32Array(size + 1);
  const brandIndex = new Map<string, number>();
  const tagIndex = new Map<string, number>();
  const perCategory = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    catalogue[id] = (CATALOGUE_CODES as Record<string, number>)[raw.catalogues[i]] ?? 0;
    category[id] = raw.cats[i] ?? 0;
    price[id] = raw.prices[i] ?? 0;
    unit[id] = raw.units[i] ?? 0;
    votes[id] = raw.voteCounts[i] ?? 0;
    const name = raw.brandNames[i] ?? '';
    brand[id] = numbered(brandIndex, name);
    tagStart[id + 1] = tagLists[i]?.length ?? 0;
    const list = perCategory.get(category[id]);
    if (list) list.push(id);
    else perCategory.set(category[id], [id]);
  }
  const byCategory = new Map<number, Int32Array>();
  for (const [c, list] of perCategory) byCategory.set(c, Int32Array.from(list).sort());
  // Tags by product: product id's are tagList[tagStart[id] .. tagStart[id + 1]].
  for (let id = 0; id < size; id++) tagStart[id + 1] += tagStart[id];
  const tagList = new Int32Array(tagStart[size]);
  for (let i = 0; i < ids.length; i++) {
    let at = tagStart[ids[i]];
    for (const tag of tagLists[i] ?? []) tagList[at++] = numbered(tagIndex, tag);
  }
  const brands = [...brandIndex.keys()];
  const tags = [...tagIndex.keys()];
  return { catalogue, category, brand, brands, tagStart, tagList, tags, price, unit, votes, byCategory };
}

async function loadColumns(db: Db): Promise<ProductColumns> {
  const columns = indexColumns(await readColumns(db));
  const { brands, tags } = columns;
  // The slugs of the brands and tags (filter ids), by the database's own function.
  const [slugs] = rowsOf<{ slugs: string[] | null }>(
    await executePrepared(
      db,
      sql`select json_agg(mercato_slug(x) order by o) as slugs from unnest(${textArray([...brands, ...tags])}) with ordinality as u(x, o)`,
    ),
  );
  const slugList = slugs?.slugs ?? [];
  return {
    catalogue: columns.catalogue,
    category: columns.category,
    brand: columns.brand,
    brands,
    brandSlugs: slugList.slice(0, brands.length),
    tagStart: columns.tagStart,
    tagList: columns.tagList,
    tags,
    tagSlugs: slugList.slice(brands.length),
    price: columns.price,
    unit: columns.unit,
    votes: columns.votes,
    byCategory: columns.byCategory,
  };
}

/**
 * The place of each active product in the order by name (sort_name in byte order, then id), under
 * `stamp`'s version; read the first time a list is sorted by name.
 */
export function nameOrder(db: Db, cache: ListCache, stamp: string | null): Promise<Int32Array> {
  return cache.latest('facets:names', stampVersion(stamp), async () => {
    const [row] = rowsOf<{ id: string | null }>(
      await executePrepared(
        db,
        // From the ordered subquery, which reads products_name_order_idx in order (an index-only scan):
        // an ORDER BY inside array_agg sorts the rows again on PostgreSQL before 16.
        sql`select array_agg(id)::text as id
          from (select id from products where active order by sort_name collate "C", id) as n`,
      ),
    );
    const ids = intsOf(row?.id ?? null) as number[];
    const place = new Int32Array(idSpan(ids));
    for (let i = 0; i < ids.length; i++) place[ids[i]] = i;
    return place;
  });
}

/**
 * The running promotions of `navigation` at `now`, under the whole `stamp` (the catalogue version and
 * the promotion window: within one window the same promotions run), for the products of `columns`.
 */
export function promoColumns(
  db: Db,
  cache: ListCache,
  stamp: string | null,
  navigation: string,
  now: Date,
  columns: ProductColumns,
): Promise<PromoColumns> {
  return cache.latest(`facets:promos:${navigation}`, stamp, async () => {
    const [row] = rowsOf<{
      id: string | null;
      type: PromoType[] | null;
      percent: string | null;
      promo: string | null;
      fidaty: boolean[] | null;
    }>(
      await executePrepared(
        db,
        sql`
      select array_agg(product_id)::text as id, json_agg(type) as type,
        array_agg(percent)::text as percent, array_agg(promo_price_cents)::text as promo,
        json_agg(fidaty_only) as fidaty
      from promotions x
      where x.starts_at <= ${now} and x.ends_at > ${now} and (x.navigation is null or x.navigation = ${navigation})`,
      ),
    );
    const ids = intsOf(row?.id ?? null) as number[];
    const types = row?.type ?? [];
    const percents = intsOf(row?.percent ?? null);
    const promoPrices = intsOf(row?.promo ?? null);
    const fidaty = row?.fidaty ?? [];
    const size = columns.catalogue.length;
    const bits = new Uint8Array(size);
    // The lowest promotional price of a piece that a shopper without the Fidaty card gets (pricing.ts).
    const lowest = new Map<number, number>();
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (id >= size || columns.catalogue[id] === 0) continue;
      bits[id] |= PROMO_BITS[types[i]];
      if (fidaty[i]) continue;
      const price = promoUnitPrice(columns.price[id], {
        type: types[i],
        percent: percents[i] ?? null,
        promoPriceCents: promoPrices[i] ?? null,
      });
      if (price !== null && !(price >= (lowest.get(id) ?? Number.POSITIVE_INFINITY))) lowest.set(id, price);
    }
    const priceKey = columns.price.slice();
    const unitKey = columns.unit.slice();
    for (const [id, price] of lowest) {
      priceKey[id] = price;
      // The unit price scaled as the piece's price is, rounded half up (integers: exact).
      const list = columns.price[id];
      if (list > 0) unitKey[id] = Math.floor((2 * columns.unit[id] * price + list) / (2 * list));
    }
    return { bits, priceKey, unitKey };
  });
}

/** A list's counts (search.ts FacetResult without its page) and its matches in order. */
export type Counted = Omit<FacetResult, 'items'> & {
  /** The matches that pass every filter, in the list's order. */
  ordered: number[];
};

/** How a list is ordered: by a key of each product (ascending or descending), then by id. */
export type Order =
  | { by: 'key'; key: ArrayLike<number>; desc: boolean }
  | { by: 'rank'; rank: Map<number, number> }
  | { by: 'place'; place: Int32Array };

/** Whether a list sorted by `sort` is ordered by the matches' relevance (a search's 'relevance'). */
export function sortedByRank(sort: SortId, search: boolean): boolean {
  return search && sort !== 'price-asc' && sort !== 'price-desc' && sort !== 'unit-price-asc' && sort !== 'name-asc';
}

/** The order of a sort (`rank`: the relevance of each match, for a search sorted by relevance). */
export function orderOf(
  sort: SortId,
  search: boolean,
  cols: ProductColumns,
  promos: PromoColumns,
  names: Int32Array | null,
  rank: Map<number, number> | null,
): Order {
  switch (sort) {
    case 'price-asc':
      return { by: 'key', key: promos.priceKey, desc: false };
    case 'price-desc':
      return { by: 'key', key: promos.priceKey, desc: true };
    case 'unit-price-asc':
      return { by: 'key', key: promos.unitKey, desc: false };
    case 'name-asc':
      return { by: 'place', place: names as Int32Array };
    default:
      // A listing's 'relevance' is popularity (votes).
      return sortedByRank(sort, search) && rank ? { by: 'rank', rank } : { by: 'key', key: cols.votes, desc: true };
  }
}

/** The filters of a list as flags by brand and tag number (any: that group does not filter). */
function wantedOf(cols: ProductColumns, f: ParsedFilters) {
  const anyBrand = f.brands.length === 0;
  const brandOk = new Uint8Array(cols.brands.length);
  if (!anyBrand) {
    const wanted = new Set(f.brands);
    cols.brandSlugs.forEach((slug, i) => {
      if (wanted.has(slug)) brandOk[i] = 1;
    });
  }
  const anyTag = f.tags.length === 0;
  const tagOk = new Uint8Array(cols.tags.length);
  if (!anyTag) {
    // Tags are lower-case words ('senza glutine'): the slug with spaces is the tag.
    const wanted = new Set(f.tags.map((t) => t.replace(/-/g, ' ')));
    cols.tags.forEach((tag, i) => {
      if (wanted.has(tag)) tagOk[i] = 1;
    });
  }
  return {
    anyCat: f.categoryIds.length === 0,
    cats: new Set(f.categoryIds),
    anyBrand,
    brandOk,
    anyTag,
    tagOk,
    typeMask: f.promoTypes.reduce((bits, t) => bits | PROMO_BITS[t], 0),
  };
}

/** One pass over the matches: every group's counts (without its own filter) and the list's hits. */
function countMatches(matches: ArrayLike<number>, cols: ProductColumns, promos: PromoColumns, f: ParsedFilters) {
  const { anyCat, cats, anyBrand, brandOk, anyTag, tagOk, typeMask } = wantedOf(cols, f);
  const c = {
    total: 0,
    promotionCount: 0,
    pct: 0,
    fixed: 0,
    mxn: 0,
    byCategory: new Map<number, number>(),
    byBrand: new Int32Array(cols.brands.length),
    byTag: new Int32Array(cols.tags.length),
    hits: [] as number[],
  };
  const { byCategory, byBrand, byTag, hits } = c;
  const { tagStart, tagList } = cols;
  for (let i = 0; i < matches.length; i++) {
    const id = matches[i];
    const cat = anyCat || cats.has(cols.category[id]);
    const brand = anyBrand || brandOk[cols.brand[id]] === 1;
    let tag = anyTag;
    if (!tag)
      for (let j = tagStart[id]; j < tagStart[id + 1]; j++)
        if (tagOk[tagList[j]] === 1) {
          tag = true;
          break;
        }
    const bits = promos.bits[id];
    const promo = (!f.onlyPromo || bits !== 0) && (typeMask === 0 || (bits & typeMask) !== 0);
    if (cat && brand && tag) {
      if (bits !== 0) c.promotionCount++;
      if (bits & PROMO_BITS.PERCENTAGE) c.pct++;
      if (bits & PROMO_BITS.FIXED_PRICE) c.fixed++;
      if (bits & PROMO_BITS.MXN) c.mxn++;
    }
    if (!promo) continue;
    if (brand && tag) byCategory.set(cols.category[id], (byCategory.get(cols.category[id]) ?? 0) + 1);
    if (cat && tag) byBrand[cols.brand[id]]++;
    if (cat && brand) for (let j = tagStart[id]; j < tagStart[id + 1]; j++) byTag[tagList[j]]++;
    if (cat && brand && tag) {
      c.total++;
      hits.push(id);
    }
  }
  return c;
}

/** A facet's entries [name, slug, count] with a count, the most counted first, then by name. */
function facetEntries(counts: Int32Array, names: string[], slugs: string[]): [string, string, number][] {
  const entries: [string, string, number][] = [];
  counts.forEach((n, i) => {
    if (n > 0) entries.push([names[i], slugs[i], n]);
  });
  entries.sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return entries;
}

/** Sorts the hits by the list's order (then by id). */
function sortHits(hits: number[], order: Order): void {
  if (order.by === 'key') {
    const { key, desc } = order;
    hits.sort(desc ? (a, b) => key[b] - key[a] || a - b : (a, b) => key[a] - key[b] || a - b);
  } else if (order.by === 'rank') {
    const { rank } = order;
    hits.sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0) || a - b);
  } else {
    // A product the order has not seen yet (written between the two reads of one version) goes last.
    const { place } = order;
    const at = (id: number) => (id < place.length ? place[id] : place.length);
    hits.sort((a, b) => at(a) - at(b) || a - b);
  }
}

/**
 * The facet counts and the order of `matches` (ids of active products of the list's catalogue). Filter
 * groups are disjunctive: a group's counts apply the filters of the other groups, not its own.
 */
export function countAndOrder(
  matches: ArrayLike<number>,
  cols: ProductColumns,
  promos: PromoColumns,
  f: ParsedFilters,
  order: Order,
): Counted {
  const c = countMatches(matches, cols, promos, f);
  const brands = facetEntries(c.byBrand, cols.brands, cols.brandSlugs);
  const tags = facetEntries(c.byTag, cols.tags, cols.tagSlugs);
  const promotions = (
    [
      ['FIXED_PRICE', c.fixed],
      ['MXN', c.mxn],
      ['PERCENTAGE', c.pct],
    ] as [PromoType, number][]
  ).filter(([, n]) => n > 0);
  sortHits(c.hits, order);
  return {
    total: c.total,
    promotionCount: c.promotionCount,
    categories: [...c.byCategory].sort((a, b) => a[0] - b[0]),
    brands,
    tags,
    promotions,
    ordered: c.hits,
  };
}

/**
 * Reads the columns of the catalogue's present version and the running promotions of `navigations`, so
 * that the first search or listing after the server starts does not wait for them.
 */
export async function warmColumns(
  db: Db,
  cache: ListCache,
  stamp: string | null,
  navigations: readonly string[],
  now: Date,
) {
  const columns = await productColumns(db, cache, stamp);
  for (const navigation of navigations) await promoColumns(db, cache, stamp, navigation, now, columns);
}
