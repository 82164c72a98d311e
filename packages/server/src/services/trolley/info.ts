// What the trolley knows about products (spec shell §7): whether it holds M×N promotions, and the
// limits of products with the quantity already in the session's trolley.
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  DbIdCoerced,
  type HasMxNProductsRequest,
  navigationOf,
  QUANTITY_MAX,
  type HasMxNProducts,
  type ProductConstraintsInfo,
} from '@mercato/contracts';
import type { Db } from '../../db/client.ts';
import { trolleyItems } from '../../db/schema/commerce.ts';
import { parseInput } from '../../validation.ts';
import type { Session } from '../sessions/index.ts';
import { findTrolleyOwner, type TrolleyOwner } from '../owner.ts';
import { activePromotions, productRows, type ProductRow } from './rows.ts';
import { findOpen } from '../owner.ts';

const CONSTRAINTS_MAX = 100;
const ProductIdsQuery = z.object({ productIds: z.optional(z.array(DbIdCoerced).check(z.maxLength(CONSTRAINTS_MAX))) });

/** POST auth/trolley/hasMxNProducts: whether the trolley (or the given products) holds products with an active MxN promotion. */
export async function hasMxNProducts(db: Db, o: TrolleyOwner, input: HasMxNProductsRequest): Promise<HasMxNProducts> {
  let ids = input.productIds;
  if (!ids) {
    const trolley = await findOpen(db, o);
    ids = trolley
      ? (
          await db
            .select({ id: trolleyItems.productId })
            .from(trolleyItems)
            .where(eq(trolleyItems.trolleyId, trolley.id))
        ).map((r) => r.id)
      : [];
  }
  const promos = await activePromotions(db, [...new Set(ids)], o.navigation);
  const productIds = [...promos]
    .filter(([, list]) => list.some((p) => p.type === 'MXN' && (!p.fidatyOnly || o.hasFidatyCard)))
    .map(([id]) => id)
    .sort((a, b) => a - b);
  return { hasMxNProducts: productIds.length > 0, productIds };
}

/**
 * GET displayable/trolley/productconstraintsinfo?productIds=1,2: limits of products (maximum
 * purchasable, available, preparation time, MxN) and the quantity already in the session's trolley.
 * Without productIds: the products of the session's trolley. Open to everyone (free visitors: no trolley).
 */
export async function productConstraints(
  db: Db,
  session: Session | null,
  query: { productIds?: string; nav?: string },
): Promise<ProductConstraintsInfo[]> {
  const raw = query.productIds?.trim();
  const { productIds } = parseInput(ProductIdsQuery, { productIds: raw ? raw.split(',') : undefined });
  // A free visitor has no trolley: the limits of the products alone.
  const owner = await findTrolleyOwner(db, session, query.nav);
  const trolley = owner ? await findOpen(db, owner) : undefined;
  const inTrolley = new Map<number, number>();
  if (trolley) {
    for (const l of await db
      .select({ p: trolleyItems.productId, q: trolleyItems.quantity })
      .from(trolleyItems)
      .where(eq(trolleyItems.trolleyId, trolley.id)))
      inTrolley.set(l.p, l.q);
  }
  const ids = [...new Set(productIds ?? [...inTrolley.keys()])];
  const rows = await productRows(db, ids);
  const nav = owner?.navigation ?? (query.nav ? navigationOf(query.nav) : null) ?? 'supermercato';
  const promos = await activePromotions(db, ids, nav);
  return ids
    .filter((id) => rows.has(id))
    .map((id) => {
      const p = rows.get(id) as ProductRow;
      return {
        productId: id,
        maxPurchasableQuantity: Math.min(p.maxPurchasableQuantity, QUANTITY_MAX),
        availableQuantity: p.availableQuantity,
        outOfStock: p.outOfStock || !p.active || p.availableQuantity < 1,
        preparationHours: p.preparationHours,
        trolleyItemQuantity: inTrolley.get(id) ?? 0,
        hasMxN: (promos.get(id) ?? []).some((pr) => pr.type === 'MXN'),
      };
    });
}
