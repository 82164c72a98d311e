// The judged searches (search-judged.ts): every query finds a product a person expects among its first
// three results, on the demo catalogue. A change of ranking that pushes them out fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindArea } from '../bind.ts';
import type { Shop } from '../../shop.ts';
import { testDatabases } from '../../test/databases.ts';
import * as catalogue from './index.ts';
import { JUDGED_QUERIES, judge } from './search-judged.ts';

describe.each(testDatabases())('the judged searches on $name', (database) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 400 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('find an expected product among the first three of every query', async () => {
    const svc = bindArea(catalogue, catalogue.createCatalogueContext(shop.db));
    const missed: string[] = [];
    let ndcg = 0;
    let first = 0;
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const j of JUDGED_QUERIES) {
      const nav = j.nav ?? 'supermercato';
      const list = await svc.search({ q: j.q, nav, pageSize: '20' }, { session: null });
      const found = list.products.map((p) => p.description);
      const score = judge(found, j.expect, found.filter((d) => j.expect.test(d)).length);
      ndcg += score.ndcg;
      if (score.first) first++;
      if (!found.slice(0, 3).some((d) => j.expect.test(d))) missed.push(`${j.q}: ${found.slice(0, 3).join(' | ')}`);
    }
    console.log(
      `judged searches: nDCG@10 ${(ndcg / JUDGED_QUERIES.length).toFixed(3)}, first right ${first}/${JUDGED_QUERIES.length}`,
    );
    expect(missed).toEqual([]);
  });
});
