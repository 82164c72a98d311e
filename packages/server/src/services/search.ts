// Catalogue search in PostgreSQL itself (PGlite too), no external engine (issue 4):
// - Italian full-text search on products.search_vector (description A, brand B, category C; accents
//   removed), maintained by triggers of migration 0002 and indexed with GIN;
// - typo tolerance and the spellcheck ('Forse cercavi'): every word of the query that is not a word (or
//   the beginning of a word) of the catalogue is replaced by the most similar catalogue word (pg_trgm
//   trigram similarity over the search_words dictionary, GIN trigram index);
// - one SQL statement answers the page of products, the total and every facet count (disjunctive facets:
//   a group's counts apply the filters of the other groups), so a listing is one round trip after the
//   spellcheck's.
// Sorts are total orders (ties broken on the product id), so pages never overlap or skip products.
// The list cache (list-cache.ts, cachedFacetedQuery below) keeps the matches in order and the facet
// counts between requests, so the next page, a repeated search or a popular listing costs one read of
// 24 tiles; it is stamped with the catalogue version and the promotion window, never stale.
import { sql, type SQL } from 'drizzle-orm';
import type { SortId } from '@mercato/contracts';
import { rowsOf, type Db } from '../db/client.ts';
import { promoUnitPriceSql, type PromotionLike } from './pricing.ts';
import type { ListCache } from './list-cache.ts';

export const SEARCH_MAX_LENGTH = 200;
export const SUGGEST_MIN_LENGTH = 3;
const MAX_TOKENS = 10;
const MAX_TOKEN_LENGTH = 40;
/** Words shorter than this are never "corrected" (too many near neighbours). */
const MIN_CORRECTABLE = 4;
/** Minimum trigram similarity of a correction. */
const MIN_SIMILARITY = 0.35;

/** Lower case, accents removed, split into words of letters and digits. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TOKENS)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * to_tsquery text of the words (all required). `prefixLast`: the last word may be incomplete (the header
 * box while typing). Words are [a-z0-9]+ only, so they cannot inject tsquery syntax.
 */
export function tsQueryText(tokens: readonly string[], prefixLast = false): string {
  return tokens.map((t, i) => (prefixLast && i === tokens.length - 1 ? `${t}:*` : t)).join(' & ');
}

export interface Spellcheck {
  /** The words, corrected where a correction was found. */
  tokens: string[];
  /** The corrected text, or null when every word is known. */
  suggestion: string | null;
}

/**
 * Checks each word against the catalogue's dictionary: known (a word, or the beginning of one when it is
 * the last word and `prefixLast`) or replaced by the most similar word (then the most frequent).
 */
export async function spellcheck(db: Db, tokens: readonly string[], prefixLast = false): Promise<Spellcheck> {
  const words = tokens.filter((t) => /^[a-z]+$/.test(t) && t.length >= MIN_CORRECTABLE);
  if (words.length === 0) return { tokens: [...tokens], suggestion: null };
  const lastPrefix = prefixLast ? tokens[tokens.length - 1] : '';
  const rows = rowsOf<{ tok: string; fix: string | null }>(
    await db.execute(sql`
    with toks as (select distinct tok from unnest(${textArray(words)}) as tok)
    select tok,
      case
        when exists (select 1 from search_words w where w.word = tok) then null
        when tok = ${lastPrefix} and exists (select 1 from search_words w where w.word like tok || '%') then null
        else (select w.word from search_words w
              where w.word % tok and similarity(w.word, tok) >= ${MIN_SIMILARITY}
              order by similarity(w.word, tok) desc, w.ndoc desc, w.word limit 1)
      end as fix
    from toks`),
  );
  const fixes = new Map(rows.filter((r) => r.fix !== null).map((r) => [r.tok, r.fix as string]));
  if (fixes.size === 0) return { tokens: [...tokens], suggestion: null };
  const fixed = tokens.map((t) => fixes.get(t) ?? t);
  return { tokens: fixed, suggestion: fixed.join(' ') };
}

/** A PostgreSQL text[] parameter (one parameter, the same on node-postgres and PGlite). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select x from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as j(x, o) order by o)`;
}

export function intArray(values: readonly number[]): SQL {
  return sql`array(select x::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as j(x, o) order by o)`;
}

export type PromoType = PromotionLike['type'];

export interface ParsedFilters {
  /** Category ids, each already expanded to its subtree. */
  categoryIds: number[];
  brands: string[];
  tags: string[];
  promoTypes: PromoType[];
  onlyPromo: boolean;
}

export interface FacetQuery {
  catalogue: 'grocery' | 'pharma';
  navigation: string;
  /** Search: the to_tsquery text; null for a category listing. */
  tsquery: string | null;
  /** Search: a product code matched exactly as well (digits only). */
  code: string | null;
  /** Listing: the categories listed (subtree of the menu item's category). */
  scope: number[] | null;
  filters: ParsedFilters;
  sort: SortId;
  start: number;
  pageSize: number;
  now: Date;
}

export interface FacetResult {
  total: number;
  promotionCount: number;
  /** [categoryId, count] of leaf categories. */
  categories: [number, number][];
  /** [brand, slug, count]. */
  brands: [string, string, number][];
  /** [tag, slug, count]. */
  tags: [string, string, number][];
  /** [promotion type, count]. */
  promotions: [PromoType, number][];
  /** The page, in order (rows of tileColumns). */
  items: TileRow[];
}

/** A product row as read by tileColumns (snake case, from JSON). */
export interface TileRow {
  id: number;
  code: string;
  description: string;
  brand: string;
  label: string;
  category_id: number;
  catalogue: 'grocery' | 'pharma';
  product_type: string;
  barcode: string | null;
  price_cents: number;
  unit_price_cents: number;
  unit_of_measure: 'kg' | 'l' | 'pz';
  variable_weight: boolean;
  average_weight_grams: number | null;
  image_path: string;
  tags: string[];
  main_origin_country: string | null;
  available_quantity: number;
  max_purchasable_quantity: number;
  out_of_stock: boolean;
  premium: boolean;
  raee: boolean;
  rating_avg_tenths: number;
  rating_votes: number;
  preparation_hours: number;
  medicine: boolean;
  medicine_class: 'SOP' | 'OTC' | null;
  aic_code: string | null;
  promos: PromoRow[] | null;
}

/** A promotion as pricing sees it (pricing.ts), with its code, dates and 30-day lowest price. */
export interface PromoRow extends PromotionLike {
  code: string;
  startsAt: string;
  endsAt: string;
  /** Lowest list price of the 30 days before the promotion started (null: no history). */
  lowestPrior: number | null;
}

/** Promotions running at `now` in `navigation` (null navigation = every one). */
const activePromotions = (alias: SQL, now: Date, navigation: string) =>
  sql`x.product_id = ${alias}.id and x.starts_at <= ${now} and x.ends_at > ${now} and (x.navigation is null or x.navigation = ${navigation})`;

/** The columns of a product tile, with its running promotions and their lowest prior prices (art. 17-bis). */
export function tileColumns(now: Date, navigation: string): SQL {
  return sql`p.id, p.code, p.description, p.brand, p.label, p.category_id, p.catalogue, p.product_type, p.barcode,
    p.price_cents, p.unit_price_cents, p.unit_of_measure, p.variable_weight, p.average_weight_grams, p.image_path, p.tags,
    p.main_origin_country, p.available_quantity, p.max_purchasable_quantity, p.out_of_stock, p.premium, p.raee,
    p.rating_avg_tenths, p.rating_votes, p.preparation_hours, p.medicine, p.medicine_class, p.aic_code,
    (select json_agg(json_build_object('id', x.id, 'code', x.code, 'type', x.type, 'percent', x.percent,
        'promoPriceCents', x.promo_price_cents, 'm', x.m, 'n', x.n, 'label', x.label, 'description', x.description,
        'fidatyOnly', x.fidaty_only, 'startsAt', x.starts_at, 'endsAt', x.ends_at,
        'lowestPrior', (select min(pp.price_cents) from product_prices pp
                        where pp.product_id = p.id and pp.valid_from < x.starts_at
                          and (pp.valid_to is null or pp.valid_to > x.starts_at - interval '30 days')))
        order by x.id)
      from promotions x where ${activePromotions(sql.raw('p'), now, navigation)}) as promos`;
}

/** Tiles of the products `ids`, in that order (inactive products left out). */
export async function tileRows(db: Db, ids: readonly number[], now: Date, navigation: string): Promise<TileRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<TileRow>(
    await db.execute(sql`
    select ${tileColumns(now, navigation)}
    from unnest(${intArray(ids)}) with ordinality as u(id, ord)
    join products p on p.id = u.id
    where p.active
    order by u.ord`),
  );
}

/**
 * Runs one statement with PostgreSQL's JIT compilation off: the planner's estimates over CTEs are
 * pessimistic, and a listing of a whole department (cost above jit_above_cost) would otherwise spend
 * ~0.8 s compiling a query that runs in tens of milliseconds. (PGlite accepts the setting too.)
 */
async function withoutJit(db: Db, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
}

function orderBy(sort: SortId, search: boolean): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`eff_price asc, id asc`;
    case 'price-desc':
      return sql`eff_price desc, id asc`;
    case 'unit-price-asc':
      return sql`eff_unit asc, id asc`;
    case 'name-asc':
      return sql`sort_name asc, id asc`;
    default:
      return search ? sql`rank desc, id asc` : sql`rating_votes desc, id asc`;
  }
}

/**
 * The page, the total and the facets of a search or a category listing, in one statement; with
 * `keepIds` also the ids of the first ORDERED_IDS matches in order (what the list cache keeps).
 */
export async function facetedQuery(
  db: Db,
  q: FacetQuery,
  keepIds = false,
): Promise<FacetResult & { ids: number[] | null }> {
  const search = q.tsquery !== null;
  const f = q.filters;
  const match: SQL[] = [sql`p.active`, sql`p.catalogue = ${q.catalogue}`];
  if (search) {
    match.push(
      q.code
        ? sql`(p.search_vector @@ to_tsquery('italian', ${q.tsquery}) or p.code = ${q.code})`
        : sql`p.search_vector @@ to_tsquery('italian', ${q.tsquery})`,
    );
  }
  if (q.scope) match.push(sql`p.category_id = any(${intArray(q.scope)})`);
  const rank = search
    ? sql`ts_rank_cd(p.search_vector, to_tsquery('italian', ${q.tsquery}))${q.code ? sql` + case when p.code = ${q.code} then 100 else 0 end` : sql``}`
    : sql`0`;
  const fCat = f.categoryIds.length ? sql`b.category_id = any(${intArray(f.categoryIds)})` : sql`true`;
  const fBrand = f.brands.length ? sql`mercato_slug(b.brand) = any(${textArray(f.brands)})` : sql`true`;
  // Tags are lower-case words ('senza glutine'): the slug with spaces is the tag (array overlap, no per-row function).
  const fTag = f.tags.length ? sql`b.tags && ${textArray(f.tags.map((t) => t.replace(/-/g, ' ')))}` : sql`true`;
  const promoConds: SQL[] = [];
  if (f.onlyPromo) promoConds.push(sql`cardinality(b.promo_types) > 0`);
  if (f.promoTypes.length) promoConds.push(sql`b.promo_types && ${textArray(f.promoTypes)}`);
  const fPromo = promoConds.length ? sql.join(promoConds, sql` and `) : sql`true`;
  const order = orderBy(q.sort, search);
  const needsName = q.sort === 'name-asc';

  // cand: the matching products (GIN or category index); pr: their running promotions (the planner
  // picks a hash or an index join); f: one row per product with a flag per filter group. Counts are
  // taken in few passes: conditional counts, grouping sets (category, brand), tags.
  const rows = rowsOf<{
    total: number;
    promo_count: number;
    p_pct: number;
    p_fixed: number;
    p_mxn: number;
    gs: [number | null, string | null, string | null, number][] | null;
    tags: [string, string, number][];
    items: TileRow[] | null;
    ids: number[] | null;
  }>(
    await withoutJit(
      db,
      sql`
    with cand as materialized (
      select p.id, p.category_id, p.brand, p.tags, p.rating_votes, p.price_cents, p.unit_price_cents,
        ${rank} as rank,
        ${needsName ? sql`lower(mercato_unaccent(p.description)) collate "C"` : sql`''`} as sort_name
      from products p
      where ${sql.join(match, sql` and `)}
    ),
    pr as (
      select x.product_id,
        min(case when x.fidaty_only then null else ${promoUnitPriceSql(sql`c.price_cents`, sql`x`)} end) as promo_price,
        array_agg(distinct x.type::text) as types
      from promotions x join cand c on c.id = x.product_id
      where x.starts_at <= ${q.now} and x.ends_at > ${q.now} and (x.navigation is null or x.navigation = ${q.navigation})
      group by x.product_id
    ),
    base as (
      select c.*,
        coalesce(pr.promo_price, c.price_cents) as eff_price,
        case when pr.promo_price is null then c.unit_price_cents
             else round(c.unit_price_cents::numeric * pr.promo_price / c.price_cents)::int end as eff_unit,
        coalesce(pr.types, '{}'::text[]) as promo_types
      from cand c left join pr on pr.product_id = c.id
    ),
    f as materialized (
      select b.*, ${fCat} as f_cat, ${fBrand} as f_brand, ${fTag} as f_tag, ${fPromo} as f_promo from base b
    ),
    hits as (select * from f where f_cat and f_brand and f_tag and f_promo),
    ${
      keepIds
        ? sql`ordered as materialized (
      select id, row_number() over (order by ${order}) as ord
      from (select * from hits order by ${order} limit ${ORDERED_IDS}) s
    ),
    page as (select id, ord from ordered where ord > ${q.start} and ord <= ${q.start + q.pageSize}),`
        : sql`page as (select id, row_number() over (order by ${order}) as ord from hits order by ${order} limit ${q.pageSize} offset ${q.start}),`
    }
    counts as (
      select
        count(*) filter (where f_cat and f_brand and f_tag and f_promo)::int as total,
        count(*) filter (where f_cat and f_brand and f_tag and cardinality(promo_types) > 0)::int as promo_count,
        count(*) filter (where f_cat and f_brand and f_tag and 'PERCENTAGE' = any(promo_types))::int as p_pct,
        count(*) filter (where f_cat and f_brand and f_tag and 'FIXED_PRICE' = any(promo_types))::int as p_fixed,
        count(*) filter (where f_cat and f_brand and f_tag and 'MXN' = any(promo_types))::int as p_mxn
      from f
    )
    select counts.*,
      (select json_agg(json_build_array(category_id, brand, case when brand is null then null else mercato_slug(brand) end, n))
         from (select category_id, brand,
                 case when grouping(category_id) = 0 then count(*) filter (where f_brand and f_tag and f_promo)
                      else count(*) filter (where f_cat and f_tag and f_promo) end::int as n
               from f group by grouping sets ((category_id), (brand))) g where n > 0) as gs,
      (select coalesce(json_agg(json_build_array(t, mercato_slug(t), n) order by n desc, t), '[]'::json)
         from (select t, count(*)::int as n from f, unnest(f.tags) as t
               where f_cat and f_brand and f_promo and cardinality(f.tags) > 0 group by t) c) as tags,
      (select json_agg(row_to_json(t) order by t.ord)
         from (select pg.ord, ${tileColumns(q.now, q.navigation)} from page pg join products p on p.id = pg.id) t) as items,
      ${keepIds ? sql`(select coalesce(json_agg(id order by ord), '[]'::json) from ordered)` : sql`null`} as ids
    from counts`,
    ),
  );
  const r = rows[0];
  const gs = r.gs ?? [];
  const brands = gs
    .filter(([cat, brand]) => cat === null && brand !== null)
    .map(([, brand, slug, n]) => [brand, slug, n] as [string, string, number])
    .sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const promotions = (
    [
      ['FIXED_PRICE', r.p_fixed],
      ['MXN', r.p_mxn],
      ['PERCENTAGE', r.p_pct],
    ] as [PromoType, number][]
  ).filter(([, n]) => n > 0);
  return {
    total: r.total,
    promotionCount: r.promo_count,
    categories: gs.filter(([cat]) => cat !== null).map(([cat, , , n]) => [cat as number, n]),
    brands,
    tags: r.tags,
    promotions,
    items: r.items ?? [],
    ids: r.ids,
  };
}

/** How many matches, in order, the list cache keeps per search or listing (100 pages of 24). */
export const ORDERED_IDS = 2400;

type FacetCounts = Omit<FacetResult, 'items'>;
interface KeptList {
  counts: FacetCounts;
  /** The first ORDERED_IDS matches, in order. */
  ids: Int32Array;
}

/**
 * facetedQuery through the list cache (services/list-cache.ts): the matches, their order and the facet
 * counts are kept under `stamp`; a page of a kept answer costs one read of its tiles. Pages beyond
 * ORDERED_IDS are answered by facetedQuery directly.
 */
export async function cachedFacetedQuery(
  db: Db,
  cache: ListCache,
  stamp: string | null,
  q: FacetQuery,
): Promise<FacetResult> {
  const end = q.start + q.pageSize;
  if (end > ORDERED_IDS) return facetedQuery(db, q);
  const key = JSON.stringify(['list', q.catalogue, q.navigation, q.tsquery, q.code, q.scope, q.filters, q.sort]);
  let fresh = null as FacetResult | null;
  const kept = await cache.get<KeptList>(key, stamp, async () => {
    const { items, ids, ...counts } = await facetedQuery(db, q, true);
    fresh = { ...counts, items };
    return { counts, ids: Int32Array.from(ids ?? []) };
  });
  if (fresh) return fresh;
  const items = await tileRows(db, Array.from(kept.ids.subarray(q.start, end)), q.now, q.navigation);
  return { ...kept.counts, items };
}

export interface SuggestResult {
  products: TileRow[];
  categories: [number, number][];
}

/** Header box: the best products and the categories holding most matches. */
export async function suggestQuery(
  db: Db,
  q: { catalogue: 'grocery' | 'pharma'; tsquery: string; limit: number; categoryLimit: number },
): Promise<{ ids: number[]; categories: [number, number][] }> {
  const rows = rowsOf<{ ids: number[] | null; cats: [number, number][] | null }>(
    await db.execute(sql`
    with hits as materialized (
      select p.id, p.category_id, ts_rank_cd(p.search_vector, to_tsquery('italian', ${q.tsquery})) as rank
      from products p
      where p.active and p.catalogue = ${q.catalogue} and p.search_vector @@ to_tsquery('italian', ${q.tsquery})
    )
    select
      (select json_agg(id order by rank desc, id) from (select id, rank from hits order by rank desc, id limit ${q.limit}) t) as ids,
      (select json_agg(json_build_array(category_id, n) order by n desc, category_id)
         from (select category_id, count(*)::int as n from hits group by category_id order by n desc, category_id limit ${q.categoryLimit}) c) as cats`),
  );
  return { ids: rows[0]?.ids ?? [], categories: rows[0]?.cats ?? [] };
}
