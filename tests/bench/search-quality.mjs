// Search quality (issue 34, ADR 0033): the judged searches of packages/server/src/services/catalogue/
// search-judged.ts asked of a running shop through the API, as a shopper's browser asks them. Prints
// nDCG@10 (binary relevance; the ideal ranks every relevant product of the first 100 results first) and
// the share of queries whose first result is right. Targets: nDCG@10 ≥ 0.9, first right ≥ 90 %.
import { JUDGED_QUERIES, judge } from '../../packages/server/src/services/catalogue/search-judged.ts';

const API = '/commerce/resources';

export async function searchQualityRows(shop, label) {
  let ndcg = 0;
  let first = 0;
  const wrong = [];
  for (const j of JUDGED_QUERIES) {
    const url = `${shop.base}${API}/search?q=${encodeURIComponent(j.q)}&nav=${j.nav ?? 'supermercato'}&pageSize=100`;
    const res = await fetch(url);
    const body = await res.json();
    const found = (body.data?.products ?? []).map((p) => p.description);
    const score = judge(found, j.expect, found.filter((d) => j.expect.test(d)).length);
    ndcg += score.ndcg;
    if (score.first) first++;
    else wrong.push(j.q);
  }
  const n = JUDGED_QUERIES.length;
  return [
    {
      area: label,
      item: `search quality (${n} judged queries)`,
      figures: `nDCG@10 ${(ndcg / n).toFixed(3)} · first result right ${((first / n) * 100).toFixed(0)} % (${first}/${n})`,
      note: `targets ≥ 0.9 and ≥ 90 %${wrong.length ? `; first result wrong for: ${wrong.join(', ')}` : ''}`,
      data: { ndcg: ndcg / n, firstRight: first / n, wrong },
    },
  ];
}
