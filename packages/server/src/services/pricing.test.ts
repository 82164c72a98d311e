import { describe, expect, it } from 'vitest';
import { priceLine, promoAmount, promoUnitPrice, type PromotionLike } from './pricing.ts';

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

describe('the promotional price of one piece (tiles, trolley, and the order of listings by price)', () => {
  it('rounds a percentage half up to the cent, takes a fixed price only below the list price, none for MxN', () => {
    expect(promoUnitPrice(125, promo({ type: 'PERCENTAGE', percent: 50 }))).toBe(63);
    expect(promoUnitPrice(333, promo({ type: 'PERCENTAGE', percent: 33 }))).toBe(223);
    expect(promoUnitPrice(1999, promo({ type: 'PERCENTAGE', percent: 99 }))).toBe(20);
    expect(promoUnitPrice(250, promo({ type: 'FIXED_PRICE', promoPriceCents: 199 }))).toBe(199);
    expect(promoUnitPrice(250, promo({ type: 'FIXED_PRICE', promoPriceCents: 2000 }))).toBe(250);
    expect(promoUnitPrice(250, threeForTwo)).toBeNull();
  });
});
