// Catalogue search in PostgreSQL itself (PGlite too), no external engine (issue 4):
// - Italian full-text search on products.search_vector (description A, brand B, category C; accents
//   removed), maintained by triggers of migration 0002 and indexed with GIN;
// - typo tolerance and the spellcheck ('Forse cercavi'): every word of the query that is not a word (or
//   the beginning of a word) of the catalogue is replaced by the most similar catalogue word (pg_trgm
//   trigram similarity over the search_words dictionary, GIN trigram index);
// - one SQL statement answers the order of the matches, the total and every facet count (disjunctive
//   facets: a group's counts apply the filters of the other groups), a second the page's tiles;
// - the statements run with every request are prepared (executePrepared), and at 200,000 products a
//   match costs only what the answer needs of it (facetedQuery; issue 18).
// Sorts are total orders (ties broken on the product id), so pages never overlap or skip products.
// The list cache (list-cache.ts, cachedFacetedQuery below) keeps the matches in order and the facet
// counts between requests, so the next page, a repeated search or a popular listing costs one read of
// 24 tiles; it is stamped with the catalogue version and the promotion window, never stale.
import { sql, type SQL } from 'drizzle-orm';
import type { SortId } from '@mercato/contracts';
import { executePrepared, rowsOf, type Db } from '../db/client.ts';
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
    await executePrepared(
      db,
      sql`
    with toks as (select distinct tok from unnest(${textArray(words)}) as tok)
    select tok,
      case
        when exists (select 1 from search_words w where w.word = tok) then null
        when tok = ${lastPrefix} and exists (select 1 from search_words w where w.word like tok || '%') then null
        else (select w.word from search_words w
              where w.word % tok and similarity(w.word, tok) >= ${MIN_SIMILARITY}
              order by similarity(w.word, tok) desc, w.ndoc desc, w.word limit 1)
      end as fix
    from toks`,
    ),
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

/**
 * The catalogue as a literal of the statement rather than a parameter: a prepared statement's generic plan
 * (executePrepared) does not know which catalogue a parameter holds, and would then combine the full-text
 * index with the catalogue index (reading the bitmap of 190,000 grocery products) instead of filtering.
 */
const catalogueLiteral = (catalogue: 'grocery' | 'pharma'): SQL =>
  sql.raw(catalogue === 'pharma' ? `'pharma'` : `'grocery'`);

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
    await executePrepared(
      db,
      sql`
    select ${tileColumns(now, navigation)}
    from unnest(${intArray(ids)}) with ordinality as u(id, ord)
    join products p on p.id = u.id
    where p.active
    order by u.ord`,
    ),
  );
}

/** One bit per promotion type: a product's running promotion types as one integer (facets and filters). */
const PROMO_BITS: Record<PromoType, number> = { PERCENTAGE: 1, FIXED_PRICE: 2, MXN: 4 };
const promoBits = (types: readonly PromoType[]) => types.reduce((bits, t) => bits | PROMO_BITS[t], 0);

/**
 * The sort key of a product in the facet query (`k`, computed once per match) and its order. Only the
 * key the sort needs is computed: the rank only for a search by relevance, the effective prices only
 * for the price sorts, the name from the stored sort_name column.
 */
function sortKey(sort: SortId, search: boolean): { key: 'rank' | 'votes' | 'price' | 'unit' | 'name'; order: SQL } {
  switch (sort) {
    case 'price-asc':
      return { key: 'price', order: sql`k asc, id asc` };
    case 'price-desc':
      return { key: 'price', order: sql`k desc, id asc` };
    case 'unit-price-asc':
      return { key: 'unit', order: sql`k asc, id asc` };
    case 'name-asc':
      return { key: 'name', order: sql`k collate "C" asc, id asc` };
    default:
      return search ? { key: 'rank', order: sql`k desc, id asc` } : { key: 'votes', order: sql`k desc, id asc` };
  }
}

/**
 * The page, the total and the facets of a search or a category listing (one statement, and the page's
 * tiles by tileRows); with `keepIds` also the ids of the first `keepIds` matches in order (what the list
 * cache keeps).
 *
 * The cost grows with the number of matches (a word such as 'pane' matches thousands of products at
 * 200,000), so every match carries only what the answer needs: its category, brand and tags (facets),
 * its running promotion types as bits (promotion facets and filters) and one sort key. A filter group
 * with nothing selected adds no work (its condition is the constant true).
 */
export async function facetedQuery(
  db: Db,
  q: FacetQuery,
  keepIds = 0,
): Promise<FacetResult & { ids: number[] | null }> {
  const search = q.tsquery !== null;
  const f = q.filters;
  const tsquery = sql`to_tsquery('italian', ${q.tsquery})`;
  const match: SQL[] = [sql`p.active`, sql`p.catalogue = ${catalogueLiteral(q.catalogue)}`];
  if (search) {
    match.push(
      q.code ? sql`(p.search_vector @@ ${tsquery} or p.code = ${q.code})` : sql`p.search_vector @@ ${tsquery}`,
    );
  }
  if (q.scope) match.push(sql`p.category_id = any(${intArray(q.scope)})`);
  const { key, order } = sortKey(q.sort, search);
  const candKey = {
    rank: sql`ts_rank_cd(p.search_vector, ${tsquery})${q.code ? sql` + case when p.code = ${q.code} then 100 else 0 end` : sql``}`,
    votes: sql`p.rating_votes`,
    price: sql`null::int`,
    unit: sql`p.unit_price_cents`,
    name: sql`p.sort_name`,
  }[key];
  const promoPrice = key === 'price' || key === 'unit';
  // c.pp: [lowest promotion price, promotion type bits] of the running promotions (null: none).
  const fKey = {
    rank: sql`c.k`,
    votes: sql`c.k`,
    name: sql`c.k`,
    price: sql`coalesce(c.pp[1], c.price_cents)`,
    unit: sql`case when c.pp[1] is null then c.k else round(c.k::numeric * c.pp[1] / c.price_cents)::int end`,
  }[key];
  // Filter groups: a column of f when the group has a selection, else the constant true.
  const flags: { name: string; expr: SQL }[] = [];
  const flag = (name: string, active: boolean, expr: () => SQL): SQL => {
    if (!active) return sql`true`;
    flags.push({ name, expr: expr() });
    return sql.raw(name);
  };
  const fCat = flag('f_cat', f.categoryIds.length > 0, () => sql`c.category_id = any(${intArray(f.categoryIds)})`);
  const fBrand = flag('f_brand', f.brands.length > 0, () => sql`mercato_slug(c.brand) = any(${textArray(f.brands)})`);
  // Tags are lower-case words ('senza glutine'): the slug with spaces is the tag (array overlap, no per-row function).
  const fTag = flag(
    'f_tag',
    f.tags.length > 0,
    () => sql`c.tags && ${textArray(f.tags.map((t) => t.replace(/-/g, ' ')))}`,
  );
  const promoConds: SQL[] = [];
  if (f.onlyPromo) promoConds.push(sql`coalesce(c.pp[2], 0) <> 0`);
  if (f.promoTypes.length) promoConds.push(sql`coalesce(c.pp[2], 0) & ${promoBits(f.promoTypes)} <> 0`);
  const fPromo = flag('f_promo', promoConds.length > 0, () => sql.join(promoConds, sql` and `));
  const hit = sql`${fCat} and ${fBrand} and ${fTag} and ${fPromo}`;
  const bit = (t: PromoType) => sql.raw(String(PROMO_BITS[t]));

  // f: one narrow row per match (GIN or category index). The running promotions are looked up only for
  // the matches that can have one (promotions_until after now, ~1 in 6 at 200,000 products), one product
  // at a time through promotions_product_idx: a join would hash every promotion (2 ms whatever the
  // matches), and `offset 0` keeps the look-up from being evaluated again where f's columns are used.
  // Counts are taken in few passes: conditional counts, grouping sets (category, brand), tags (unnest in
  // the select list: in FROM it fills a tuplestore per match, twice the time); the order sorts (id, key)
  // pairs only.
  const rows = rowsOf<{
    total: number;
    promo_count: number;
    p_pct: number;
    p_fixed: number;
    p_mxn: number;
    gs: [number | null, string | null, string | null, number][] | null;
    tags: [string, string, number][];
    page: number[] | null;
    ids: number[] | null;
  }>(
    await executePrepared(
      db,
      sql`
    with f as materialized (
      select c.id, c.category_id, c.brand, c.tags, ${fKey} as k, coalesce(c.pp[2], 0) as pt
        ${sql.join(
          flags.map((x) => sql`, ${x.expr} as ${sql.raw(x.name)}`),
          sql``,
        )}
      from (
        select p.id, p.category_id, p.brand, p.tags, p.price_cents, ${candKey} as k,
          case when p.promotions_until > ${q.now} then (
            select array[${promoPrice ? sql`min(case when x.fidaty_only then null else ${promoUnitPriceSql(sql`p.price_cents`, sql`x`)} end)` : sql`null::int`},
              bit_or(case x.type when 'PERCENTAGE' then ${bit('PERCENTAGE')} when 'FIXED_PRICE' then ${bit('FIXED_PRICE')} else ${bit('MXN')} end)]
            from promotions x
            where ${activePromotions(sql.raw('p'), q.now, q.navigation)}) end as pp
        from products p
        where ${sql.join(match, sql` and `)}
        offset 0) c
    ),
    ${
      keepIds > 0
        ? sql`ordered as materialized (
      select id, row_number() over (order by ${order}) as ord
      from (select id, k from f where ${hit} order by ${order} limit ${keepIds}) s
    ),
    page as (select id, ord from ordered where ord > ${q.start} and ord <= ${q.start + q.pageSize}),`
        : sql`page as (select id, row_number() over (order by ${order}) as ord
      from (select id, k from f where ${hit} order by ${order} limit ${q.pageSize} offset ${q.start}) s),`
    }
    counts as (
      select
        count(*) filter (where ${hit})::int as total,
        count(*) filter (where ${fCat} and ${fBrand} and ${fTag} and pt <> 0)::int as promo_count,
        count(*) filter (where ${fCat} and ${fBrand} and ${fTag} and pt & ${bit('PERCENTAGE')} <> 0)::int as p_pct,
        count(*) filter (where ${fCat} and ${fBrand} and ${fTag} and pt & ${bit('FIXED_PRICE')} <> 0)::int as p_fixed,
        count(*) filter (where ${fCat} and ${fBrand} and ${fTag} and pt & ${bit('MXN')} <> 0)::int as p_mxn
      from f
    )
    select counts.*,
      (select json_agg(json_build_array(category_id, brand, case when brand is null then null else mercato_slug(brand) end, n))
         from (select category_id, brand,
                 case when grouping(category_id) = 0 then count(*) filter (where ${fBrand} and ${fTag} and ${fPromo})
                      else count(*) filter (where ${fCat} and ${fTag} and ${fPromo}) end::int as n
               from f group by grouping sets ((category_id), (brand))) g where n > 0) as gs,
      (select coalesce(json_agg(json_build_array(t, mercato_slug(t), n) order by n desc, t), '[]'::json)
         from (select t, count(*)::int as n from (select unnest(f.tags) as t from f
               where ${fCat} and ${fBrand} and ${fPromo}) u group by t) c) as tags,
      (select json_agg(id order by ord) from page) as page,
      ${keepIds > 0 ? sql`(select coalesce(json_agg(id order by ord), '[]'::json) from ordered)` : sql`null`} as ids
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
    // The page's tiles by a statement of their own: prepared, its plan is kept (executePrepared),
    // where inside this statement they were planned again with every search (0.2 of its 0.45 ms).
    items: await tileRows(db, r.page ?? [], q.now, q.navigation),
    ids: r.ids,
  };
}

/** How many matches, in order, the list cache keeps at most per search or listing (100 pages of 24). */
export const ORDERED_IDS = 2400;
/**
 * How many it keeps of a search or listing never asked before (10 pages of 24), when its first page is
 * asked: ordering the first 240 of thousands of matches is a top-N sort and a short list to send, and most
 * shoppers stop before the tenth page. The first page past them orders ORDERED_IDS.
 */
export const FIRST_IDS = 240;

type FacetCounts = Omit<FacetResult, 'items'>;
interface KeptList {
  counts: FacetCounts;
  /** The first FIRST_IDS or ORDERED_IDS matches, in order. */
  ids: Int32Array;
}

/**
 * facetedQuery through the list cache (services/list-cache.ts): the matches, their order and the facet
 * counts are kept under `stamp`; a page of a kept answer costs one read of its tiles. A page past the
 * kept order asks again for ORDERED_IDS of them; pages beyond ORDERED_IDS are answered by facetedQuery
 * directly.
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
  const query = async (keepIds: number) => {
    const { items, ids, ...counts } = await facetedQuery(db, q, keepIds);
    return { answer: { ...counts, items }, kept: { counts, ids: Int32Array.from(ids ?? []) } };
  };
  let fresh = null as FacetResult | null;
  const kept = await cache.get<KeptList>(key, stamp, async () => {
    const { answer, kept } = await query(end <= FIRST_IDS ? FIRST_IDS : ORDERED_IDS);
    fresh = answer;
    return kept;
  });
  if (fresh) return fresh;
  if (end > kept.ids.length && kept.ids.length < kept.counts.total) {
    const more = await query(ORDERED_IDS);
    cache.put(key, stamp, more.kept);
    return more.answer;
  }
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
    await executePrepared(
      db,
      sql`
    with hits as materialized (
      select p.id, p.category_id, ts_rank_cd(p.search_vector, to_tsquery('italian', ${q.tsquery})) as rank
      from products p
      where p.active and p.catalogue = ${catalogueLiteral(q.catalogue)} and p.search_vector @@ to_tsquery('italian', ${q.tsquery})
    )
    select
      (select json_agg(id order by rank desc, id) from (select id, rank from hits order by rank desc, id limit ${q.limit}) t) as ids,
      (select json_agg(json_build_array(category_id, n) order by n desc, category_id)
         from (select category_id, count(*)::int as n from hits group by category_id order by n desc, category_id limit ${q.categoryLimit}) c) as cats`,
    ),
  );
  return { ids: rows[0]?.ids ?? [], categories: rows[0]?.cats ?? [] };
}
