import { describe, expect, it } from 'vitest';
import { priceLine, promoAmount, promoUnitPrice, promoUnitPriceSql, type PromotionLike } from './pricing.ts';

const promo = (over: Partial<PromotionLike>): PromotionLike => ({
  id: 1,
  type: 'PERCENTAGE',
  percent: null,
  promoPriceCents: null,
  m: null,
  n: null,
  label: '',
  description: '',
  fidatyOnly: false,
  ...over,
});
const threeForTwo = promo({ id: 1, type: 'MXN', m: 3, n: 2, label: '3x2' });
const minus25 = promo({ id: 2, type: 'PERCENTAGE', percent: 25, label: '-25%' });
const fixed = promo({ id: 3, type: 'FIXED_PRICE', promoPriceCents: 199, label: 'Prezzo speciale' });

describe('trolley line prices (integer cents)', () => {
  it('MxN: every complete group of m pieces has m - n free pieces', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((q) => promoAmount(250, q, threeForTwo))).toEqual([
      250, 500, 500, 750, 1000, 1000, 1250,
    ]);
    expect(priceLine(250, 4, [threeForTwo], { hasFidatyCard: false })).toEqual({
      unitPrice: 250,
      discountedUnitPrice: null,
      quantityAwarePrice: 1000,
      discountedQuantityAwarePrice: 750,
      amount: 750,
      promotion: threeForTwo,
      missingForMxN: 2,
    });
  });

  it('an MxN not reached yet is shown but gives no discount', () => {
    const line = priceLine(250, 2, [threeForTwo], { hasFidatyCard: false });
    expect(line).toMatchObject({
      amount: 500,
      discountedQuantityAwarePrice: null,
      promotion: { label: '3x2' },
      missingForMxN: 1,
    });
  });

  it('percentage rounds the unit price half up, then multiplies', () => {
    expect(priceLine(399, 3, [minus25], { hasFidatyCard: false })).toMatchObject({
      discountedUnitPrice: 299,
      amount: 897,
      quantityAwarePrice: 1197,
    });
  });

  it('a fixed price above the list price is ignored; the best promotion wins', () => {
    expect(priceLine(150, 2, [fixed], { hasFidatyCard: false })).toMatchObject({
      amount: 300,
      discountedQuantityAwarePrice: null,
      discountedUnitPrice: null,
      promotion: null,
    });
    // 6 × 300: 3x2 → 1200, -25% → 1350, fixed 199 → 1194.
    expect(priceLine(300, 6, [threeForTwo, minus25, fixed], { hasFidatyCard: false })).toMatchObject({
      amount: 1194,
      promotion: { id: 3 },
    });
    expect(priceLine(300, 6, [threeForTwo, minus25], { hasFidatyCard: false })).toMatchObject({
      amount: 1200,
      promotion: { id: 1 },
    });
  });

  it('fidatyOnly promotions need a loyalty card', () => {
    const card = promo({ ...minus25, fidatyOnly: true });
    expect(priceLine(400, 1, [card], { hasFidatyCard: false }).amount).toBe(400);
    expect(priceLine(400, 1, [card], { hasFidatyCard: true }).amount).toBe(300);
  });
});

describe('the promotional unit price in SQL (listings) and in TypeScript (trolley)', () => {
  it('agree on every kind of promotion, rounding included', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { sql } = await import('drizzle-orm');
    const client = new PGlite();
    try {
      const db = drizzle(client);
      const cases: [number, PromotionLike][] = [];
      for (const price of [1, 99, 125, 250, 333, 1999]) {
        for (const percent of [1, 15, 25, 33, 50, 99]) cases.push([price, promo({ type: 'PERCENTAGE', percent })]);
        for (const promoPriceCents of [1, 199, 2000])
          cases.push([price, promo({ type: 'FIXED_PRICE', promoPriceCents })]);
        cases.push([price, threeForTwo]);
      }
      for (const [price, p] of cases) {
        const row = sql`(select ${p.type}::text as type, ${p.percent}::int as percent, ${p.promoPriceCents}::int as promo_price_cents)`;
        const result = await db.execute(
          sql`select ${promoUnitPriceSql(sql`${price}::int`, sql`x`)} as unit from ${row} x`,
        );
        expect([price, p.type, (result.rows[0] as { unit: number | null }).unit]).toEqual([
          price,
          p.type,
          promoUnitPrice(price, p),
        ]);
      }
    } finally {
      await client.close();
    }
  });
});
