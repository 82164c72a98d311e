// The rows of the trolley: the owner's open trolley (found, created, locked, its version bumped), the
// lines, the products and their active promotions. Every function takes the database or the transaction.
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { QUANTITY_MAX } from '@mercato/contracts';
import { trolleyApi } from '@mercato/contracts/i18n/it';
import type { Db, Tx } from '../../db/client.ts';
import { products, promotions, stores } from '../../db/schema/catalogue.ts';
import { orders, trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import type { Navigation } from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import type { PromotionLike } from '../pricing.ts';
import type { TrolleyOwner } from './owner.ts';

export type ProductRow = typeof products.$inferSelect;
export type LineRow = typeof trolleyItems.$inferSelect;
export type TrolleyRow = typeof trolleys.$inferSelect;

export const ownerWhere = (o: TrolleyOwner) =>
  and(
    o.customerId !== null
      ? eq(trolleys.customerId, o.customerId)
      : eq(trolleys.guestSessionId, o.guestSessionId as string),
    eq(trolleys.navigation, o.navigation),
    eq(trolleys.status, 'OPEN'),
  );

/**
 * The owner's open trolley. While the customer modifies an order's content (orders §2 'modifica/{action}/
 * {orderId}', services/order-edit/edit.ts) it is the edit-mode trolley of that order, and the ordinary
 * trolley waits beside it; an edit-mode trolley whose order is no longer IN_LAVORAZIONE (cancelled,
 * replaced) is not answered any more. Two edits open at once: the newest.
 */
export async function findOpen(tx: Tx | Db, o: TrolleyOwner): Promise<TrolleyRow | undefined> {
  const [row] = await tx
    .select({ trolley: trolleys })
    .from(trolleys)
    .leftJoin(orders, eq(orders.id, trolleys.editingOrderId))
    .where(and(ownerWhere(o), or(isNull(trolleys.editingOrderId), eq(orders.status, 'IN_LAVORAZIONE'))))
    .orderBy(sql`${trolleys.editingOrderId} is null`, desc(trolleys.id))
    .limit(1);
  return row?.trolley;
}

/**
 * Every change locks the trolley row before it writes any row referring to it (idempotency key, lines):
 * changes of one trolley run one after another and always take locks in the same order (trolley →
 * idempotency key → lines; services/trolley.ts), so they cannot deadlock each other. Answers the row as locked.
 */
export async function lockTrolley(tx: Tx, id: number): Promise<TrolleyRow> {
  const [row] = await tx.select().from(trolleys).where(eq(trolleys.id, id)).for('update');
  return row!;
}

/** The owner's open trolley, created when missing (the partial unique indexes keep it one). */
export async function ensureOpen(tx: Tx, o: TrolleyOwner): Promise<TrolleyRow> {
  const found = await findOpen(tx, o);
  if (found) return found;
  await tx
    .insert(trolleys)
    .values({ customerId: o.customerId, guestSessionId: o.guestSessionId, navigation: o.navigation })
    .onConflictDoNothing();
  const created = await findOpen(tx, o);
  if (!created) throw new Error('open trolley not found after insert');
  return created;
}

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

/** The line (by id or by product) of the trolley, locked; 404 when there is none. */
export async function lockedLine(
  tx: Tx,
  trolleyId: number,
  where: { id?: number; productId?: number },
): Promise<LineRow> {
  const cond =
    where.id !== undefined ? eq(trolleyItems.id, where.id) : eq(trolleyItems.productId, where.productId as number);
  const [line] = await tx
    .select()
    .from(trolleyItems)
    .where(and(eq(trolleyItems.trolleyId, trolleyId), cond))
    .limit(1)
    .for('update');
  if (!line) throw notFound(trolleyApi.itemNotFound);
  return line;
}
