// Fixtures for end-to-end tests only (routes/test-hooks.ts, mounted when MERCATO_TEST_HOOKS=1): a
// product's price changed and a product's running promotions ended, as the shop's back office or an SQL
// console would do it, so that a browser test can see the next catalogue pages follow (the catalogue
// version of migration 0003 moves with these writes; docs/adr/0014-page-caches.md).
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, promotions } from '../../db/schema/catalogue.ts';
import { notFound } from '../../errors.ts';

/** Sets the price (cents) of the product with `code`; answers the price it had. */
export async function setPrice(db: Db, code: string, priceCents: number): Promise<{ code: string; before: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ price: products.priceCents })
      .from(products)
      .where(eq(products.code, code))
      .for('update');
    if (!row) throw notFound();
    await tx.update(products).set({ priceCents }).where(eq(products.code, code));
    return { code, before: row.price };
  });
}

export interface EndedPromotion {
  id: number;
  /** When it was to end (ISO), to put it back with setPromotionEnd. */
  endsAt: string;
}

/** Ends now every promotion of the product with `code` that is running at `now`; answers them as they were. */
export async function endPromotions(
  db: Db,
  code: string,
  now: Date,
): Promise<{ code: string; ended: EndedPromotion[] }> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.code, code));
    if (!p) throw notFound();
    const running = and(eq(promotions.productId, p.id), lte(promotions.startsAt, now), gt(promotions.endsAt, now));
    const before = await tx
      .select({ id: promotions.id, endsAt: promotions.endsAt })
      .from(promotions)
      .where(running)
      .for('update');
    if (before.length > 0)
      await tx
        .update(promotions)
        .set({ endsAt: new Date(now.getTime() - 1000) })
        .where(running);
    return { code, ended: before.map((r) => ({ id: r.id, endsAt: r.endsAt.toISOString() })) };
  });
}

/** Sets when a promotion ends (a test puts back what endPromotions ended). */
export async function setPromotionEnd(db: Db, id: number, endsAt: Date): Promise<{ id: number }> {
  const [row] = await db
    .update(promotions)
    .set({ endsAt })
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  if (!row) throw notFound();
  return row;
}
