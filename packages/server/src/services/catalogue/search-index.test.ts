// The search index in memory answers what PostgreSQL's full-text search answers: the same products and
// the same ts_rank_cd to the last bit of its float4, on PGlite and (DATABASE_URL_TEST) on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import type { Shop } from '../../shop.ts';
import { testDatabases } from '../../test/databases.ts';
import { createListCache, readStamp } from '../list-cache.ts';
import { matchTerms, parseVector, searchIndex } from './search-index.ts';
import { type KeptStems, stems, tokenize } from './search.ts';
import { notSample } from './samples.ts';

describe('parseVector', () => {
  it('reads lexemes, positions and weights, doubled quotes and backslashes', () => {
    const seen: [string, number[]][] = [];
    parseVector(`'bianc':2A 'it''s':3 'a\\\\b':1B,4C,16383 'nopos'`, (l, p) => seen.push([l, p]));
    expect(seen).toEqual([
      ['bianc', [(3 << 14) | 2]],
      ["it's", [3]],
      ['a\\b', [(2 << 14) | 1, (1 << 14) | 4, 16383]],
      ['nopos', []],
    ]);
    const none: string[] = [];
    parseVector('', (l) => none.push(l));
    expect(none).toEqual([]);
  });
});

/** Words of the demo catalogue and of shoppers: common, rare, stop words, digits, a word twice. */
const WORDS = [
  'latte',
  'intero',
  'yogurt',
  'bianco',
  'mozzarella',
  'pasta',
  'fresca',
  'biscotti',
  'cioccolato',
  'olio',
  'extra',
  'vergine',
  'acqua',
  'frizzante',
  'caffè',
  'bio',
  'senza',
  'lattosio',
  'con',
  'di',
  '500',
  'parmigiano',
  'detersivo',
  'tachipirina',
];

describe.each(testDatabases())('the search index on $name', (database) => {
  let shop: Shop;
  const kept: KeptStems = new Map();

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 400 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** PostgreSQL's own answer: the matches of the words' tsquery and their ts_rank_cd. */
  async function databaseAnswer(words: string[]): Promise<Map<number, number>> {
    const tsquery = words.join(' & ');
    const rows = rowsOf<{ id: number; rank: number }>(
      await shop.db.execute(sql`select id, ts_rank_cd(search_vector, to_tsquery('italian', ${tsquery}))::float8 as rank
        from products where active and ${notSample()} and search_vector @@ to_tsquery('italian', ${tsquery})`),
    );
    return new Map(rows.map((r) => [r.id, Math.fround(Number(r.rank))]));
  }

  it('finds the products PostgreSQL finds, with the same ts_rank_cd, for one, two and three words', async () => {
    const index = await searchIndex(shop.db, createListCache(), 'v');
    const queries: string[][] = WORDS.map((w) => [w]);
    for (let i = 0; i < WORDS.length; i++) for (let j = i; j < WORDS.length; j++) queries.push([WORDS[i], WORDS[j]]);
    queries.push(['latte', 'intero', 'bio'], ['yogurt', 'bianco', 'yogurt'], ['olio', 'extra', 'vergine']);
    let matched = 0;
    let covers = 0;
    for (const q of queries) {
      const words = tokenize(q.join(' '));
      const expected = await databaseAnswer(words);
      const found = matchTerms(index, await stems(shop.db, words, kept), true);
      expect(new Map(found.ids.map((id) => [id, found.rank?.get(id)])), q.join(' ')).toEqual(expected);
      matched += expected.size;
      // A rank that is not a sum of weights comes from a cover of two words or more.
      for (const r of expected.values())
        if (![0.1, 0.2, 0.4, 1].some((w) => Number.isInteger(r / Math.fround(w)))) covers++;
    }
    // Not a comparison of empty answers.
    expect(matched).toBeGreaterThan(500);
    expect(covers).toBeGreaterThan(100);
  });

  it('stems as the vectors do: accents, plurals and stop words', async () => {
    expect(await stems(shop.db, ['caffe', 'mozzarelle', 'con', '500'], kept)).toEqual(['caff', 'mozzarell', '500']);
  });

  it('answers every word when another search empties the kept words meanwhile', async () => {
    const own: KeptStems = new Map();
    const asking = stems(shop.db, ['yogurt', 'latte', 'bianco'], own);
    own.clear(); // what a search past KEPT_WORDS does
    expect(await asking).toEqual(['yogurt', 'latt', 'bianc']);
  });

  it('leaves out a product switched off from the next catalogue version on', async () => {
    const cache = createListCache();
    const index = async () => searchIndex(shop.db, cache, await readStamp(shop.db, new Date()));
    const terms = await stems(shop.db, ['latte'], kept);
    const [first] = matchTerms(await index(), terms, false).ids;
    await shop.db.execute(sql`update ${products} set active = false where id = ${first}`);
    try {
      expect(matchTerms(await index(), terms, false).ids).not.toContain(first);
    } finally {
      await shop.db.execute(sql`update ${products} set active = true where id = ${first}`);
    }
  });
});
