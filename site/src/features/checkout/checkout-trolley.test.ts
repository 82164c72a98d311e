import { describe, expect, test } from 'vitest';
import type { Trolley, TrolleyItem } from '@mercato/contracts';
import type { Checkout } from '@mercato/contracts/checkout';
import {
  anySubstitutable,
  checkoutIsBehind,
  incompleteMxN,
  limitedLines,
  minimumShortfall,
  pageLines,
  stockExceptions,
} from './checkout-trolley.ts';

const item = (trolleyItemId: number, over: Partial<TrolleyItem> = {}): TrolleyItem => ({
  trolleyItemId,
  trolleyDepartmentId: null,
  productId: trolleyItemId * 10,
  description: `Prodotto ${trolleyItemId}`,
  quantity: 1,
  quantityDisabled: false,
  giftWrap: null,
  promoExclusion: false,
  unitPrice: 100,
  discountedUnitPrice: null,
  quantityAwarePrice: 100,
  discountedQuantityAwarePrice: null,
  ...over,
});
const trolley = (items: TrolleyItem[], version = 1, trolleyId = 7): Trolley => ({
  trolleyId,
  navigation: 'supermercato',
  items,
  itemsCount: items.length,
  transactionAmount: 0,
  deliveryAmount: null,
  totalDiscount: 0,
  version,
});
const checkoutOf = (t: Trolley, over: Partial<Checkout> = {}) =>
  ({
    trolley: t,
    lines: t.items.map((i) => ({
      trolleyItemId: i.trolleyItemId,
      substitute: false,
      substitutable: false,
      giftWrapAllowed: false,
      giftMessage: null,
    })),
    totals: {
      transactionAmount: 2000,
      deliveryAmount: 0,
      totalDiscount: 0,
      total: 2000,
      totalPoints: 20,
      minimumAmount: 3500,
    },
    ...over,
  }) as Checkout;

describe('trolley page', () => {
  test('each live line gets its options; a line the checkout does not know yet gets none', () => {
    const t = trolley([item(1), item(2)]);
    const c = checkoutOf(trolley([item(1)]));
    expect(pageLines(t, c).map((l) => [l.item.trolleyItemId, l.options?.trolleyItemId ?? null])).toEqual([
      [1, 1],
      [2, null],
    ]);
  });

  test('the checkout is read again only for a newer trolley of the same navigation', () => {
    const c = checkoutOf(trolley([item(1)], 3));
    expect(checkoutIsBehind(c, null)).toBe(false);
    expect(checkoutIsBehind(c, trolley([item(1)], 3))).toBe(false);
    expect(checkoutIsBehind(c, trolley([item(1)], 2))).toBe(false);
    expect(checkoutIsBehind(c, trolley([item(1)], 4))).toBe(true);
    expect(checkoutIsBehind(c, trolley([item(1)], 1, 8))).toBe(true);
    expect(checkoutIsBehind(c, { ...trolley([item(1)], 9), navigation: 'drive' })).toBe(false);
  });

  test('delivery limits, incomplete M×N promotions and stock exceptions', () => {
    const rule = { messageType: 'RULE' as const, text: 'Aggiungi ancora 1 pezzo per la promozione 3x2' };
    const items = [
      item(1, { preparationHours: 48 }),
      item(2, { displayableMessages: [{ messageType: 'PROMO', text: '3x2' }, rule] }),
      item(3, { displayableMessages: [rule] }),
    ];
    expect(limitedLines(items).map((i) => i.trolleyItemId)).toEqual([1]);
    // Only the products the shop says are M×N, each text once.
    expect(incompleteMxN(items, [20, 30])).toEqual([rule.text]);
    expect(incompleteMxN(items, [10])).toEqual([]);
    const base = { productId: 1, description: 'x', message: 'm' };
    expect(
      stockExceptions([
        { ...base, code: 'MAX_PURCHASABLE_QUANTITY' },
        { ...base, code: 'QUANTITY_EXCEEDS_AVAILABILITY', orderedQuantity: 5, availableQuantity: 2 },
      ]).map((e) => e.code),
    ).toEqual(['QUANTITY_EXCEEDS_AVAILABILITY']);
  });

  test('the minimum order amount: what is missing, never below zero', () => {
    const c = checkoutOf(trolley([item(1)]));
    expect(minimumShortfall(c)).toBe(1500);
    expect(minimumShortfall({ ...c, totals: { ...c.totals, transactionAmount: 4000 } })).toBe(0);
    expect(anySubstitutable(c)).toBe(false);
    expect(anySubstitutable({ ...c, lines: [{ ...c.lines[0]!, substitutable: true }] })).toBe(true);
  });
});
