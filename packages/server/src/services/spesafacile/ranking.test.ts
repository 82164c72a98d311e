import { describe, expect, it } from 'vitest';
import { rank } from './ranking.ts';

const now = new Date('2026-11-29T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("'Scelti per te' ranking", () => {
  it('puts what the customer buys most first, however old or promoted the others are', () => {
    const order = rank(
      [
        { productId: 1, orders: 1, lastBought: daysAgo(0) },
        { productId: 2, orders: 3, lastBought: daysAgo(200) },
        { productId: 3, orders: 2, lastBought: daysAgo(1) },
      ],
      new Set([1]),
      now,
    );
    expect(order).toEqual([2, 3, 1]);
  });

  it('among products bought as often, the more recent leads, then the one on promotion now', () => {
    expect(
      rank(
        [
          { productId: 10, orders: 2, lastBought: daysAgo(90) },
          { productId: 11, orders: 2, lastBought: daysAgo(3) },
        ],
        new Set(),
        now,
      ),
    ).toEqual([11, 10]);
    expect(
      rank(
        [
          { productId: 20, orders: 2, lastBought: daysAgo(10) },
          { productId: 21, orders: 2, lastBought: daysAgo(10) },
        ],
        new Set([21]),
        now,
      ),
    ).toEqual([21, 20]);
  });
});
