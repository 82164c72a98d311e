// The catalogue's search vectors in the server's memory, as an inverted index (issue 18,
// docs/adr/0026-search-matched-in-memory.md).
//
// PostgreSQL keeps products.search_vector (migration 0002's trigger: the Italian stemmer, the stop words,
// description A, brand B, category C) and stems the words of a search (search.ts stems); which active
// products hold every lexeme of a search, and their relevance, are answered here from the vectors read
// once per catalogue version: the postings of each lexeme (product ids ascending, and the positions and
// weights of the lexeme in each product). A search that matches thousands of products then costs no visit
// to thousands of heap pages (5-8 ms of PostgreSQL per 3,000 matches at 200,000 products, ten of them at
// once on two cores making the p99 of a search never asked before).
//
// The relevance is PostgreSQL's ts_rank_cd (tsrank.c calc_rank_cd with the default weights and no
// normalisation), computed the same way in double precision and rounded to float4 as it is: for a
// conjunction of lexemes, the same covers and the same figure to the last bit (search-index.test.ts
// compares it with the database's).
//
// Never stale: the vectors are kept under the catalogue version, which every write to search_vector,
// active or catalogue raises (migration 0003).
import { sql } from 'drizzle-orm';
import { executePrepared, rowsOf, type Db } from '../../db/client.ts';
import { intsOf } from './facets.ts';
import { type ListCache, stampVersion } from '../list-cache.ts';
import { notSample } from './samples.ts';

/** Of one lexeme: the products holding it, and its positions in each. */
export interface Posting {
  /** Product ids, ascending. */
  ids: Int32Array;
  /** The positions of product ids[i] are pos[start[i] .. start[i + 1]]. */
  start: Int32Array;
  /** PostgreSQL's WordEntryPos: the weight (D 0, C 1, B 2, A 3) in the top two bits, the position below. */
  pos: Uint16Array;
}

export interface SearchIndex {
  postings: Map<string, Posting>;
  /** Of each product id: how many words its name (weight A) holds, and the position of the first (0: none). */
  nameWords: Uint8Array;
  nameStart: Uint16Array;
  /** Of each product id: its name in lower case without accents ('' for none), to tell a word typed from its stem. */
  names: string[];
}

/** The index under `stamp`'s version (built once per version, shared by every request). */
export function searchIndex(db: Db, cache: ListCache, stamp: string | null): Promise<SearchIndex> {
  return cache.latest('search:index', stampVersion(stamp), () => loadIndex(db));
}

/** Products read per statement (PGlite's memory grows to its largest result: facets.ts COLUMNS_CHUNK). */
const INDEX_CHUNK = 20_000;

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Calls `each` with every lexeme of a tsvector in its text form (`'bianc':2A 'yogurt':1A,5C`) and its
 * positions as WordEntryPos values (a lexeme without positions gets none). Inside the quotes a quote and a
 * backslash are doubled.
 */
export function parseVector(text: string, each: (lexeme: string, positions: number[]) => void): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text.charCodeAt(i) !== 39) {
      i++;
      continue;
    }
    // A quoted lexeme.
    let lexeme = '';
    let from = ++i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (i >= n) break;
      if (c === 39 || c === 92) {
        lexeme += text.slice(from, i);
        if (c === 39 && text.charCodeAt(i + 1) !== 39) {
          i++;
          break;
        }
        lexeme += text[i];
        i += 2;
        from = i;
        continue;
      }
      i++;
    }
    const positions: number[] = [];
    if (text.charCodeAt(i) === 58) {
      // ':' then positions: digits, an optional weight letter, separated by commas.
      i++;
      for (;;) {
        let p = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) p = p * 10 + text.charCodeAt(i++) - 48;
        let weight = 0;
        const w = WEIGHT_OF[text[i]];
        if (w !== undefined) {
          weight = w;
          i++;
        }
        positions.push((weight << 14) | p);
        if (text.charCodeAt(i) !== 44) break;
        i++;
      }
    }
    each(lexeme, positions);
  }
}

async function loadIndex(db: Db): Promise<SearchIndex> {
  const building = new Map<string, { ids: number[]; start: number[]; pos: number[] }>();
  const nameWords: number[] = [];
  const nameStart: number[] = [];
  const names: string[] = [];
  for (let after = 0; ; ) {
    // The vectors' text joined by newlines, which no lexeme holds (the parser splits words at white space):
    // a third cheaper for PostgreSQL than a JSON array of them.
    const [chunk] = rowsOf<{ id: string | null; vector: string | null; names: string | null }>(
      await executePrepared(
        db,
        sql`select array_agg(id)::text as id, string_agg(coalesce(search_vector::text, ''), E'\\n') as vector,
        string_agg(translate(lower(mercato_unaccent(description)), E'\\n', ' '), E'\\n') as names
      from (select id, search_vector, description from products where active and ${notSample()} and id > ${after} order by id limit ${INDEX_CHUNK}) p`,
      ),
    );
    const ids = intsOf(chunk?.id ?? null) as number[];
    if (ids.length === 0) break;
    const vectors = (chunk.vector ?? '').split('\n');
    const texts = (chunk.names ?? '').split('\n');
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k];
      names[id] = texts[k] ?? '';
      parseVector(vectors[k] ?? '', (lexeme, positions) => {
        let b = building.get(lexeme);
        if (!b) {
          b = { ids: [], start: [0], pos: [] };
          building.set(lexeme, b);
        }
        b.ids.push(id);
        for (const p of positions) {
          b.pos.push(p);
          if (p >> 14 === 3) {
            nameWords[id] = (nameWords[id] ?? 0) + 1;
            const at = p & 0x3fff;
            if (!nameStart[id] || at < (nameStart[id] as number)) nameStart[id] = at;
          }
        }
        b.start.push(b.pos.length);
      });
    }
    if (ids.length < INDEX_CHUNK) break;
    after = ids[ids.length - 1];
  }
  const postings = new Map<string, Posting>();
  for (const [lexeme, b] of building) {
    postings.set(lexeme, {
      ids: Int32Array.from(b.ids),
      start: Int32Array.from(b.start),
      pos: Uint16Array.from(b.pos),
    });
  }
  return {
    postings,
    nameWords: Uint8Array.from(nameWords, (n) => Math.min(n ?? 0, 255)),
    nameStart: Uint16Array.from(nameStart, (n) => n ?? 0),
    names: Array.from(names, (n) => n ?? ''),
  };
}

/** 1 / weight of D, C, B, A: ts_rank_cd's default weights are float4 {0.1, 0.2, 0.4, 1.0}, widened to double. */
const INVERSE_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map((w) => 1.0 / Math.fround(w));

/**
 * ts_rank_cd of a product for a conjunction of `terms` lexemes, from its positions of them (`pos`, as
 * WordEntryPos, with `term[i]` the lexeme number of `pos[i]`, sorted by position, weight and lexeme): the
 * sum over the covers
 * (the shortest stretches holding every lexeme, found left to right as tsrank.c Cover does) of their
 * length over the sum of their inverse weights, divided by one plus the words between; float4 at the end.
 */
function coverDensity(pos: readonly number[], term: readonly number[], terms: number): number {
  const all = (1 << terms) - 1;
  const len = pos.length;
  let wdoc = 0;
  for (let from = 0; ; ) {
    let end = -1;
    for (let i = from, seen = 0; i < len; i++) {
      seen |= 1 << term[i];
      if (seen === all) {
        end = i;
        break;
      }
    }
    if (end < 0) break;
    let begin = end;
    for (let i = end, seen = 0; i >= from; i--) {
      seen |= 1 << term[i];
      if (seen === all) {
        begin = i;
        break;
      }
    }
    let invSum = 0;
    for (let i = begin; i <= end; i++) invSum += INVERSE_WEIGHTS[pos[i] >> 14];
    const cpos = (end - begin + 1) / invSum;
    let noise = (pos[end] & 0x3fff) - (pos[begin] & 0x3fff) - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    wdoc += cpos / (1 + noise);
    from = begin + 1;
  }
  return Math.fround(wdoc);
}

/**
 * The products holding every lexeme of `terms` (ids ascending) and, `withRank`, their ts_rank_cd. No terms
 * (only stop words) match nothing, as an empty tsquery does.
 */
export function matchTerms(
  index: SearchIndex,
  terms: readonly string[],
  withRank: boolean,
): { ids: number[]; rank: Map<number, number> | null } {
  // A lexeme asked twice counts once (tsrank.c joins the same entry at the same position).
  const lexemes = [...new Set(terms)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rank = withRank ? new Map<number, number>() : null;
  const lists: Posting[] = [];
  for (const l of lexemes) {
    const p = index.postings.get(l);
    if (!p) return { ids: [], rank };
    lists.push(p);
  }
  if (lists.length === 0) return { ids: [], rank };
  // Walk the shortest list; move a cursor along each of the others (all ascending).
  let shortest = 0;
  for (let k = 1; k < lists.length; k++) if (lists[k].ids.length < lists[shortest].ids.length) shortest = k;
  const at = new Int32Array(lists.length);
  const ids: number[] = [];
  const base = lists[shortest].ids;
  const pos: number[] = [];
  const term: number[] = [];
  const order: number[] = [];
  next: for (let i = 0; i < base.length; i++) {
    const id = base[i];
    for (let k = 0; k < lists.length; k++) {
      if (k === shortest) {
        at[k] = i;
        continue;
      }
      const list = lists[k].ids;
      let j = at[k];
      while (j < list.length && list[j] < id) j++;
      at[k] = j;
      if (j === list.length) break next;
      if (list[j] !== id) continue next;
    }
    ids.push(id);
    if (!rank) continue;
    // The product's positions of the lexemes, in tsrank.c's order: position, weight, then lexeme.
    pos.length = 0;
    term.length = 0;
    for (let k = 0; k < lists.length; k++) {
      const { start, pos: all } = lists[k];
      for (let x = start[at[k]]; x < start[at[k] + 1]; x++) {
        pos.push(all[x]);
        term.push(k);
      }
    }
    order.length = 0;
    for (let x = 0; x < pos.length; x++) order.push(x);
    order.sort((a, b) => (pos[a] & 0x3fff) - (pos[b] & 0x3fff) || (pos[a] >> 14) - (pos[b] >> 14) || term[a] - term[b]);
    rank.set(
      id,
      coverDensity(
        order.map((x) => pos[x]),
        order.map((x) => term[x]),
        lists.length,
      ),
    );
  }
  return { ids, rank };
}
