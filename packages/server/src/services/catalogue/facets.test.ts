// The in-memory facet counts and orders as search and listings rely on them (the database side is in
// catalogue.test.ts): integer arrays read from their text form, disjunctive filter groups, total orders.
import { describe, expect, it } from 'vitest';
import { countAndOrder, intsOf, type ProductColumns, type PromoColumns } from './facets.ts';
import type { ParsedFilters } from './search.ts';

describe('intsOf', () => {
  it('reads a PostgreSQL int[] in its text form, NULL as null', () => {
    expect(intsOf('{1,-2,NULL,30}')).toEqual([1, -2, null, 30]);
    expect(intsOf('{7}')).toEqual([7]);
    expect(intsOf('{}')).toEqual([]);
    expect(intsOf(null)).toEqual([]);
  });
});

describe('countAndOrder', () => {
  // Products 1-5 in categories 10 and 11; brands A (0) and B (1); tags bio (0) and vegan (1);
  // product 2 has a percentage promotion, product 4 a 3x2. Prices 300, 100, 200, 100, 500.
  const columns: ProductColumns = {
    catalogue: Uint8Array.from([0, 1, 1, 1, 1, 1]),
    category: Int32Array.from([0, 10, 10, 11, 11, 11]),
    brand: Int32Array.from([0, 0, 1, 0, 1, 1]),
    brands: ['Alfa', 'Beta'],
    brandSlugs: ['alfa', 'beta'],
    // 1: bio; 2: bio, vegan; 3: -; 4: vegan; 5: -
    tagStart: Int32Array.from([0, 0, 1, 3, 3, 4, 4]),
    tagList: Int32Array.from([0, 0, 1, 1]),
    tags: ['bio', 'vegan'],
    tagSlugs: ['bio', 'vegan'],
    price: Int32Array.from([0, 300, 100, 200, 100, 500]),
    unit: Int32Array.from([0, 600, 200, 400, 100, 1000]),
    votes: Int32Array.from([0, 5, 9, 9, 1, 0]),
    byCategory: new Map([
      [10, Int32Array.from([1, 2])],
      [11, Int32Array.from([3, 4, 5])],
    ]),
  };
  const promos: PromoColumns = {
    bits: Uint8Array.from([0, 0, 1, 0, 4, 0]),
    priceKey: Int32Array.from([0, 300, 80, 200, 100, 500]),
    unitKey: Int32Array.from([0, 600, 160, 400, 100, 1000]),
  };
  const none: ParsedFilters = { categoryIds: [], brands: [], tags: [], promoTypes: [], onlyPromo: false };
  const all = [1, 2, 3, 4, 5];

  it('counts every group with no filter, and orders by a key then by id', () => {
    const r = countAndOrder(all, columns, promos, none, { by: 'key', key: promos.priceKey, desc: false });
    expect(r.total).toBe(5);
    expect(r.promotionCount).toBe(2);
    expect(r.categories).toEqual([
      [10, 2],
      [11, 3],
    ]);
    expect(r.brands).toEqual([
      ['Beta', 'beta', 3],
      ['Alfa', 'alfa', 2],
    ]);
    expect(r.tags).toEqual([
      ['bio', 'bio', 2],
      ['vegan', 'vegan', 2],
    ]);
    expect(r.promotions).toEqual([
      ['MXN', 1],
      ['PERCENTAGE', 1],
    ]);
    // 80 (2), 100 (4), 200 (3), 300 (1), 500 (5).
    expect(r.ordered).toEqual([2, 4, 3, 1, 5]);
    // Votes descending, ties by id: 2 and 3 both have 9.
    expect(countAndOrder(all, columns, promos, none, { by: 'key', key: columns.votes, desc: true }).ordered).toEqual([
      2, 3, 1, 4, 5,
    ]);
  });

  it("applies each group's filter to the other groups' counts, not to its own", () => {
    const r = countAndOrder(
      all,
      columns,
      promos,
      { ...none, brands: ['beta'], tags: ['vegan'] },
      {
        by: 'place',
        place: Int32Array.from([0, 4, 3, 2, 1, 0]),
      },
    );
    // Beta and vegan: products 2 and 4.
    expect(r.total).toBe(2);
    expect(r.ordered).toEqual([4, 2]);
    // Brands counted among the vegan ones (2 and 4, both Beta); tags among the Beta ones (2, 4, 5).
    expect(r.brands).toEqual([['Beta', 'beta', 2]]);
    expect(r.tags).toEqual([
      ['vegan', 'vegan', 2],
      ['bio', 'bio', 1],
    ]);
    expect(r.categories).toEqual([
      [10, 1],
      [11, 1],
    ]);
    // Only promotions, of a type: the promotion counts ignore that group, the others apply it.
    const promoOnly = countAndOrder(
      all,
      columns,
      promos,
      { ...none, promoTypes: ['PERCENTAGE'] },
      {
        by: 'rank',
        rank: new Map([[2, 0.5]]),
      },
    );
    expect(promoOnly.total).toBe(1);
    expect(promoOnly.ordered).toEqual([2]);
    expect(promoOnly.promotions).toEqual([
      ['MXN', 1],
      ['PERCENTAGE', 1],
    ]);
    expect(promoOnly.brands).toEqual([['Beta', 'beta', 1]]);
    expect(
      countAndOrder(all, columns, promos, { ...none, onlyPromo: true }, { by: 'place', place: new Int32Array(6) })
        .ordered,
    ).toEqual([2, 4]);
  });
});
