// The relevance of a search's matches (issue 34, ADR 0033): what a shopper expects first, then
// PostgreSQL's ts_rank_cd, then promotions and popularity, which only break ties.
//
// 1. The query's department counts most: the department of the products whose category holds every word
//    of the query ('pasta' → 'Pasta secca' → Pasta, riso e farine), else the department where most of the
//    products whose name matches best are ('mele' → 'Mele Golden' → Frutta e verdura, not 'Succo di mela'). A product of that
//    department comes before one of another: 'Spaghetti' before 'Pasta protettiva'.
// 2. Then the name: a name that is the query (its words and no other), then a name starting with a word
//    of the query as typed ('patate': 'Patate novelle'), then one starting with a word of the same stem
//    ('Patè per cani'), then a name holding every word, then a match by brand or category only.
// 3. Then ts_rank_cd (search-index.ts), to a hundredth; then a running promotion; then the votes; then
//    the id (the sort's last key).
// Everything is read from the search index and the catalogue's columns in memory: no statement.
import { sql } from 'drizzle-orm';
import { executePrepared, rowsOf, type Db } from '../../db/client.ts';
import { type ListCache, stampVersion } from '../list-cache.ts';
import type { ProductColumns } from './facets.ts';
import type { Posting, SearchIndex } from './search-index.ts';

/** The root category (department) of each category id, under `stamp`'s version. */
export function departmentsOf(db: Db, cache: ListCache, stamp: string | null): Promise<Int32Array> {
  return cache.latest('search:departments', stampVersion(stamp), async () => {
    const rows = rowsOf<{ id: number; parent: number | null }>(
      await executePrepared(db, sql`select id, parent_id as parent from categories`),
    );
    const parent = new Map(rows.map((r) => [r.id, r.parent]));
    const max = rows.reduce((m, r) => Math.max(m, r.id), 0);
    const root = new Int32Array(max + 1);
    for (const r of rows) {
      let at = r.id;
      for (let hops = 0; hops < 10; hops++) {
        const up = parent.get(at);
        if (up === null || up === undefined) break;
        at = up;
      }
      root[r.id] = at;
    }
    return root;
  });
}

const WEIGHT_A = 3;
const WEIGHT_C = 1;

/** A product's positions of one lexeme: [from, to) in its posting, or null when it has none. */
function find(list: Posting, id: number): [number, number] | null {
  let lo = 0;
  let hi = list.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list.ids[mid];
    if (v === id) return [list.start[mid], list.start[mid + 1]];
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

export interface RelevanceInput {
  index: SearchIndex;
  /** The query's lexemes, and its words as typed (search.ts tokenize). */
  terms: readonly string[];
  words: readonly string[];
  /** The matches and their ts_rank_cd (matchTerms; a code typed has 100 added). */
  ids: readonly number[];
  textRank: Map<number, number>;
  cols: ProductColumns;
  departments: Int32Array;
  /** A running promotion's bits by product id (0: none). */
  promoBits: Uint8Array;
}

/**
 * What a product's name says of a query: 4 is the query, 3 starts with a word of it as typed, 2 with a
 * word of the same stem, 1 holds them all; 0 none of these.
 */
function nameTier(
  index: SearchIndex,
  lists: Posting[],
  words: readonly string[],
  id: number,
): { tier: number; inCategory: boolean } {
  let inName = 0;
  let inCategory = 0;
  let starts = false;
  for (const list of lists) {
    const range = find(list, id);
    if (!range) continue;
    let a = false;
    let c = false;
    for (let x = range[0]; x < range[1]; x++) {
      const p = list.pos[x];
      const weight = p >> 14;
      if (weight === WEIGHT_A) {
        a = true;
        if ((p & 0x3fff) === index.nameStart[id]) starts = true;
      } else if (weight === WEIGHT_C) c = true;
    }
    if (a) inName++;
    if (c) inCategory++;
  }
  const all = lists.length;
  const name = (index.names[id] ?? '').split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  const tier =
    (inName === all && index.nameWords[id] === all) || name.join(' ') === words.join(' ')
      ? 4
      : name.length > 0 && words.includes(name[0] as string)
        ? 3
        : starts
          ? 2
          : inName === all
            ? 1
            : 0;
  return { tier, inCategory: inCategory === all };
}

/** The department most of `ids` belong to (-1: none). */
function mostCommon(ids: readonly number[], cols: ProductColumns, departments: Int32Array): number {
  const count = new Map<number, number>();
  let best = -1;
  let most = 0;
  for (const id of ids) {
    const d = departments[cols.category[id]] ?? -1;
    const n = (count.get(d) ?? 0) + 1;
    count.set(d, n);
    if (n > most || (n === most && d < best)) {
      best = d;
      most = n;
    }
  }
  return best;
}

/**
 * The relevance of each match, as one number to sort by (higher first): department, name, ts_rank_cd,
 * promotion, votes (see the file's head).
 */
export function relevance(q: RelevanceInput): Map<number, number> {
  const lists: Posting[] = [];
  for (const t of new Set(q.terms)) {
    const p = q.index.postings.get(t);
    if (p) lists.push(p);
  }
  if (lists.length === 0) return q.textRank;
  const tiers = new Map<number, number>();
  const byCategory: number[] = [];
  let best = 0;
  for (const id of q.ids) {
    if (id >= q.cols.category.length) continue;
    const { tier, inCategory } = nameTier(q.index, lists, q.words, id);
    tiers.set(id, tier);
    if (inCategory) byCategory.push(id);
    if (tier > best) best = tier;
  }
  const byName = best > 0 ? q.ids.filter((id) => tiers.get(id) === best) : [];
  const department =
    byCategory.length > 0
      ? mostCommon(byCategory, q.cols, q.departments)
      : byName.length > 0
        ? mostCommon(byName, q.cols, q.departments)
        : -1;
  const out = new Map<number, number>();
  for (const id of q.ids) {
    const text = q.textRank.get(id) ?? 0;
    // a code typed (ts_rank_cd + 100) comes first of all
    const coded = text >= 100 ? 16 : 0;
    const inDepartment = department >= 0 && q.departments[q.cols.category[id] ?? 0] === department ? 5 : 0;
    const key = coded + inDepartment + (tiers.get(id) ?? 0);
    const promo = (q.promoBits[id] ?? 0) !== 0 ? 500 : 0;
    const votes = Math.min(q.cols.votes[id] ?? 0, 499);
    out.set(id, key * 1e9 + Math.round((text % 100) * 100) * 1e3 + promo + votes);
  }
  return out;
}
