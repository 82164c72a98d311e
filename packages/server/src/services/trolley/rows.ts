// The rows of the trolley: its version bumped, the lines, the products and their active promotions (the
// owner's open trolley is services/owner.ts, its locks services/locks.ts). Every function takes the database or the transaction.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { QUANTITY_MAX } from '@mercato/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { products, promotions, stores } from '../../db/schema/catalogue.ts';
import { type trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import type { Navigation } from '../../db/schema/geo.ts';
import type { PromotionLike } from '../pricing.ts';

export type ProductRow = typeof products.$inferSelect;
export type LineRow = typeof trolleyItems.$inferSelect;

/** Bumps the trolley's version (every change does). */
export const bump = (tx: Tx, trolleyId: number) =>
  tx
    .update(trolleys)
    .set({ version: sql`${trolleys.version} + 1`, updatedAt: new Date() })
    .where(eq(trolleys.id, trolleyId));

/** The catalogue sold by a navigation (null: no store row, any catalogue). */
export async function catalogueOf(tx: Tx | Db, nav: Navigation): Promise<'grocery' | 'pharma' | null> {
  const [s] = await tx.select({ catalogue: stores.catalogue }).from(stores).where(eq(stores.navigation, nav)).limit(1);
  return s?.catalogue ?? null;
}

/** The active promotions of products in a navigation, by product. */
export async function activePromotions(
  tx: Tx | Db,
  productIds: number[],
  nav: Navigation,
  at = new Date(),
): Promise<Map<number, PromotionLike[]>> {
  const byProduct = new Map<number, PromotionLike[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await tx
    .select()
    .from(promotions)
    .where(
      and(
        inArray(promotions.productId, productIds),
        lte(promotions.startsAt, at),
        gt(promotions.endsAt, at),
        or(isNull(promotions.navigation), eq(promotions.navigation, nav)),
      ),
    );
  for (const p of rows) {
    const list = byProduct.get(p.productId) ?? [];
    list.push(p);
    byProduct.set(p.productId, list);
  }
  return byProduct;
}

/** What one line of the product may hold: its maximum purchasable, its availability, QUANTITY_MAX. */
export function limitOf(p: ProductRow): number {
  return Math.max(0, Math.min(p.maxPurchasableQuantity, p.availableQuantity, QUANTITY_MAX));
}

export async function productRows(tx: Tx | Db, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((p) => [p.id, p]));
}
