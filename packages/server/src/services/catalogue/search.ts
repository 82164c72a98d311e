// Catalogue search on PostgreSQL's own text search (PGlite too), no external engine (issue 4):
// - Italian full-text search on products.search_vector (description A, brand B, category C; accents
//   removed), maintained by triggers of migration 0002 and indexed with GIN (the header suggestions, by
//   prefix, ask the index); a search's words are stemmed by PostgreSQL (stems) and matched and ranked
//   over the same vectors held in memory under the catalogue version (search-index.ts, ADR 0026);
// - typo tolerance and the spellcheck ('Forse cercavi'): every word of the query that is not a word (or
//   the beginning of a word) of the catalogue is replaced by the most similar catalogue word (pg_trgm
//   trigram similarity over the search_words dictionary, GIN trigram index);
// - the total, every facet count (disjunctive facets: a group's counts apply the filters of the other
//   groups) and the order are counted over the catalogue's columns kept in memory under the catalogue
//   version (facets.ts; issue 18), and the page's tiles are kept under the stamp too, their stock read
//   for each page (cachedTileRows);
// - the statements run with every request are prepared (executePrepared).
// Sorts are total orders (ties broken on the product id), so pages never overlap or skip products.
// The list cache (list-cache.ts, cachedFacetedQuery below) keeps the matches in order and the facet
// counts between requests, so the next page, a repeated search or a popular listing costs one read of
// 24 tiles; it is stamped with the catalogue version and the promotion window, never stale.
import { sql, type SQL } from 'drizzle-orm';
import type { SortId } from '@mercato/contracts';
import { intArray, textArray } from '../../db/arrays.ts';
import { executePrepared, rowsOf, type Db } from '../../db/client.ts';
import {
  CATALOGUE_CODES,
  countAndOrder,
  nameOrder,
  orderOf,
  productColumns,
  promoColumns,
  sortedByRank,
} from './facets.ts';
import type { PromotionLike } from '../pricing.ts';
import type { ListCache } from '../list-cache.ts';
import { matchTerms, parseVector, searchIndex } from './search-index.ts';
import { departmentsOf, relevance } from './search-rank.ts';
import { notSample } from './samples.ts';

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
 * The answers of spellcheck kept word by word (catalogue/context.ts keeps one per catalogue version): the
 * word's correction, or null when it is known; in flight while its statement runs, so that searches
 * sharing a new word at the same moment ask for it once. The last word of a prefix check (`prefixLast`)
 * is kept as `word*`, since there the beginning of a catalogue word counts as known.
 */
export type KeptWords = Map<string, Promise<string | null>>;
/** How many words KeptWords holds at most; past it, it starts again empty. */
export const KEPT_WORDS = 20_000;

/**
 * Checks each word against the catalogue's dictionary: known (a word, or the beginning of one when it is
 * the last word and `prefixLast`) or replaced by the most similar word (then the most frequent). With
 * `kept`, only the words it does not hold yet are asked of the database, and their answers are added:
 * shoppers' searches share their words, so a search never asked before rarely costs this statement.
 */
export async function spellcheck(
  db: Db,
  tokens: readonly string[],
  prefixLast = false,
  kept: KeptWords = new Map(),
): Promise<Spellcheck> {
  const words = [...new Set(tokens.filter((t) => /^[a-z]+$/.test(t) && t.length >= MIN_CORRECTABLE))];
  if (words.length === 0) return { tokens: [...tokens], suggestion: null };
  const lastPrefix = prefixLast ? tokens[tokens.length - 1] : '';
  const keyOf = (word: string) => (word === lastPrefix ? `${word}*` : word);
  const answers = keptAnswers(kept, words, keyOf, null, (asked) =>
    executePrepared(
      db,
      sql`
    with toks as (select distinct tok from unnest(${textArray(asked)}) as tok)
    select tok,
      case
        when exists (select 1 from search_words w where w.word = tok) then null
        when tok = ${lastPrefix} and exists (select 1 from search_words w where w.word like tok || '%') then null
        else (select w.word from search_words w
              where w.word % tok and similarity(w.word, tok) >= ${MIN_SIMILARITY}
              order by similarity(w.word, tok) desc, w.ndoc desc, w.word limit 1)
      end as fix
    from toks`,
    ).then((result) => new Map(rowsOf<{ tok: string; fix: string | null }>(result).map((r) => [r.tok, r.fix]))),
  );
  const fixes = new Map<string, string>();
  for (const [w, answer] of answers) {
    const fix = await answer;
    if (fix !== null) fixes.set(w, fix);
  }
  if (fixes.size === 0) return { tokens: [...tokens], suggestion: null };
  const fixed = tokens.map((t) => fixes.get(t) ?? t);
  return { tokens: fixed, suggestion: fixed.join(' ') };
}

/**
 * The lexemes of words as PostgreSQL's Italian configuration makes them (`to_tsvector`: accents, stems
 * and stop words as in products.search_vector), kept word by word: a word's lexeme never changes, so
 * only words never seen cost the statement. A word that is a stop word has none; a word of [a-z0-9]+ is
 * one token of the parser, so it has one at most.
 */
export type KeptStems = Map<string, Promise<string[]>>;

export async function stems(db: Db, words: readonly string[], kept: KeptStems): Promise<string[]> {
  const answers = keptAnswers(
    kept,
    [...new Set(words)],
    (w) => w,
    [],
    (asked) =>
      executePrepared(
        db,
        sql`select tok, to_tsvector('italian', tok)::text as vector from unnest(${textArray(asked)}) as tok`,
      ).then((result) => {
        const lexemes = new Map<string, string[]>();
        for (const r of rowsOf<{ tok: string; vector: string }>(result)) {
          const of: string[] = [];
          parseVector(r.vector, (lexeme) => of.push(lexeme));
          lexemes.set(r.tok, of);
        }
        return lexemes;
      }),
  );
  const out: string[] = [];
  for (const w of words) for (const lexeme of await (answers.get(w) as Promise<string[]>)) out.push(lexeme);
  return out;
}

/**
 * The answer of each word of `words` (distinct), from `kept` (under `keyOf(word)`) or else from one call
 * of `ask` for all the words it does not hold, whose answers are kept (a word `ask` leaves out gets
 * `none`). Past KEPT_WORDS, `kept` starts again empty; a failure is not kept, so the next search asks
 * again. The answers are taken before any await, so a concurrent search emptying `kept` loses none.
 */
function keptAnswers<V>(
  kept: Map<string, Promise<V>>,
  words: readonly string[],
  keyOf: (word: string) => string,
  none: V,
  ask: (asked: string[]) => Promise<Map<string, V>>,
): Map<string, Promise<V>> {
  const answers = new Map<string, Promise<V>>();
  const asked: string[] = [];
  for (const w of words) {
    const known = kept.get(keyOf(w));
    if (known) answers.set(w, known);
    else asked.push(w);
  }
  if (asked.length === 0) return answers;
  const found = ask(asked);
  if (kept.size + asked.length > KEPT_WORDS) kept.clear();
  for (const w of asked) {
    const key = keyOf(w);
    const answer = found.then((all) => all.get(w) ?? none);
    answers.set(w, answer);
    kept.set(key, answer);
    answer.catch(() => {
      if (kept.get(key) === answer) kept.delete(key);
    });
  }
  return answers;
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
  /** Search: the lexemes of its words (stems), all required; null for a category listing. */
  terms: string[] | null;
  /** Search: its words as typed (tokenize), which tell a name starting with one from one of its stem. */
  words?: string[];
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
    where p.active and ${notSample('p')}
    order by u.ord`,
    ),
  );
}

/** The columns of a tile that change with every order: read fresh for each page of tiles (cachedTileRows). */
type StockColumns = Pick<TileRow, 'id' | 'available_quantity' | 'max_purchasable_quantity' | 'out_of_stock'>;

/** How many tiles a navigation keeps per stamp at most (about 1 kB each); past it, it starts again empty. */
export const KEPT_TILES = 10_000;

/**
 * tileRows through the tiles kept per navigation under `stamp` (the catalogue version covers every column
 * a tile shows but the stock quantities, migration 0016, and the promotion window the running promotions):
 * a page of tiles read before costs one look-up of its products' stock, by primary key. Nothing in a tile
 * is personal. A null stamp reads every tile.
 */
export async function cachedTileRows(
  db: Db,
  cache: ListCache,
  stamp: string | null,
  ids: readonly number[],
  now: Date,
  navigation: string,
): Promise<TileRow[]> {
  if (ids.length === 0) return [];
  if (stamp === null) return tileRows(db, ids, now, navigation);
  const kept = await cache.latest(`tiles:${navigation}`, stamp, async () => new Map<number, TileRow>());
  const known = new Map<number, TileRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const tile = kept.get(id);
    if (tile) known.set(id, tile);
    else missing.push(id);
  }
  const [read, stock] = await Promise.all([
    missing.length > 0 ? tileRows(db, missing, now, navigation) : [],
    known.size > 0
      ? executePrepared(
          db,
          sql`select p.id, p.available_quantity, p.max_purchasable_quantity, p.out_of_stock
        from products p where p.id = any(${intArray([...known.keys()])}) and p.active`,
        ).then((r) => rowsOf<StockColumns>(r))
      : [],
  ]);
  if (kept.size + read.length > KEPT_TILES) kept.clear();
  const tiles = new Map<number, TileRow>();
  for (const tile of read) {
    kept.set(tile.id, tile);
    tiles.set(tile.id, tile);
  }
  for (const s of stock) tiles.set(s.id, { ...(known.get(s.id) as TileRow), ...s });
  // In the order asked; a product switched off since is left out, as tileRows does.
  return ids.flatMap((id) => tiles.get(id) ?? []);
}

/**
 * The page, the total and the facets of a search or a category listing; with `keepIds` also the ids of
 * the first `keepIds` matches in order (what the list cache keeps).
 *
 * A search's matches and, sorted by relevance, their rank come from the search index in memory
 * (search-index.ts); a listing's from the categories. The counts and the order come from the catalogue's
 * columns in memory (facets.ts), all kept under `stamp`; the page's tiles come from cachedTileRows.
 */
export async function facetedQuery(
  db: Db,
  cache: ListCache,
  stamp: string | null,
  q: FacetQuery,
  keepIds = 0,
): Promise<FacetResult & { ids: number[] | null }> {
  const search = q.terms !== null;
  const byRank = sortedByRank(q.sort, search);
  const [cols, matched, names] = await Promise.all([
    productColumns(db, cache, stamp),
    q.terms !== null ? searchMatches(db, cache, stamp, { ...q, terms: q.terms }, byRank) : null,
    q.sort === 'name-asc' ? nameOrder(db, cache, stamp) : null,
  ]);
  const [promos, index, departments] = await Promise.all([
    promoColumns(db, cache, stamp, q.navigation, q.now, cols),
    matched?.rank ? searchIndex(db, cache, stamp) : null,
    matched?.rank ? departmentsOf(db, cache, stamp) : null,
  ]);
  // A search by relevance: the shopper's order of the matches (search-rank.ts, ADR 0033).
  const rank =
    matched?.rank && index && departments && q.terms
      ? relevance({
          index,
          terms: q.terms,
          words: q.words ?? [],
          ids: matched.ids,
          textRank: matched.rank,
          cols,
          departments,
          promoBits: promos.bits,
        })
      : (matched?.rank ?? null);
  const code = CATALOGUE_CODES[q.catalogue];
  let matches: number[];
  if (matched) {
    // A product written since the columns were read (the next request reads them again) is left out.
    matches = matched.ids.filter((id) => id < cols.catalogue.length && cols.catalogue[id] === code);
  } else {
    matches = [];
    for (const c of new Set(q.scope ?? [])) {
      const ids = cols.byCategory.get(c);
      if (ids) for (const id of ids) if (cols.catalogue[id] === code) matches.push(id);
    }
  }
  const counted = countAndOrder(matches, cols, promos, q.filters, orderOf(q.sort, search, cols, promos, names, rank));
  const { ordered, ...counts } = counted;
  return {
    ...counts,
    items: await cachedTileRows(db, cache, stamp, ordered.slice(q.start, q.start + q.pageSize), q.now, q.navigation),
    ids: keepIds > 0 ? ordered.slice(0, keepIds) : null,
  };
}

/**
 * The active products of the catalogue that match a search (every lexeme of `terms`, from the index in
 * memory, or the code typed), with their relevance when `withRank` (ts_rank_cd, and a code typed first).
 */
async function searchMatches(
  db: Db,
  cache: ListCache,
  stamp: string | null,
  q: FacetQuery & { terms: string[] },
  withRank: boolean,
): Promise<{ ids: number[]; rank: Map<number, number> | null }> {
  const [index, coded] = await Promise.all([
    searchIndex(db, cache, stamp),
    q.code
      ? executePrepared(
          db,
          sql`select id from products p where p.code = ${q.code} and p.active and ${notSample('p')} and p.catalogue = ${catalogueLiteral(q.catalogue)}`,
        ).then((r) => rowsOf<{ id: number }>(r)[0]?.id ?? null)
      : null,
  ]);
  const found = matchTerms(index, q.terms, withRank);
  if (coded === null) return found;
  if (!found.ids.includes(coded)) found.ids.push(coded);
  found.rank?.set(coded, Math.fround((found.rank.get(coded) ?? 0) + 100));
  return found;
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
  if (end > ORDERED_IDS) return facetedQuery(db, cache, stamp, q);
  const key = JSON.stringify(['list', q.catalogue, q.navigation, q.terms, q.words, q.code, q.scope, q.filters, q.sort]);
  const query = async (keepIds: number) => {
    const { items, ids, ...counts } = await facetedQuery(db, cache, stamp, q, keepIds);
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
  const items = await cachedTileRows(
    db,
    cache,
    stamp,
    Array.from(kept.ids.subarray(q.start, end)),
    q.now,
    q.navigation,
  );
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
      where p.active and ${notSample('p')} and p.catalogue = ${catalogueLiteral(q.catalogue)} and p.search_vector @@ to_tsquery('italian', ${q.tsquery})
    )
    select
      (select json_agg(id order by rank desc, id) from (select id, rank from hits order by rank desc, id limit ${q.limit}) t) as ids,
      (select json_agg(json_build_array(category_id, n) order by n desc, category_id)
         from (select category_id, count(*)::int as n from hits group by category_id order by n desc, category_id limit ${q.categoryLimit}) c) as cats`,
    ),
  );
  return { ids: rows[0]?.ids ?? [], categories: rows[0]?.cats ?? [] };
}
