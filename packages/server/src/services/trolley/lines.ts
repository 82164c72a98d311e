// Changing the trolley's lines (spec shell §7 trolley calls): a line's quantity, removing lines, emptying
// it. Every change locks the trolley row first, then its lines, and bumps its version.
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  DbIdCoerced,
  TrolleyItemQuantityChange,
  type TrolleyItemRemove,
  type TrolleyItemsDelete,
  type Trolley,
  type TrolleyException,
} from '@mercato/contracts';
import { trolleyApi } from '@mercato/contracts/i18n/it';
import { quantitySchema } from '@mercato/contracts/rules/common';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { trolleyItems } from '../../db/schema/commerce.ts';
import { alert, notFound } from '../../errors.ts';
import { quantityException } from './exceptions.ts';
import type { TrolleyOwner } from '../owner.ts';
import { buildTrolley } from './read.ts';
import { bump, limitOf, productRows, type ProductRow } from './rows.ts';
import { findOpen, type TrolleyRow } from '../owner.ts';
import { lockLine as lockedLine, lockLines, lockTrolley } from '../locks.ts';

export const QuantityChangeInput = z.extend(TrolleyItemQuantityChange, { quantity: quantitySchema });
export type QuantityChangeInput = z.output<typeof QuantityChangeInput>;
export const ItemIdParam = z.object({ trolleyItemId: DbIdCoerced });

/** Runs `change` on the owner's open trolley (404 when there is none), bumping its version. */
export async function onTrolley<T>(
  db: Db,
  o: TrolleyOwner,
  change: (tx: Tx, trolley: TrolleyRow) => Promise<T>,
): Promise<Trolley> {
  return db.transaction(async (tx) => {
    const trolley = await findOpen(tx, o);
    if (!trolley) throw notFound(trolleyApi.itemNotFound);
    await lockTrolley(tx, trolley.id);
    await change(tx, trolley);
    await bump(tx, trolley.id);
    return buildTrolley(tx, o, await findOpen(tx, o));
  });
}

/** PUT auth/trolley/item/{trolleyItemId} {quantity, forced?}: sets the line's quantity (limits as add). */
export async function setTrolleyItemQuantity(
  db: Db,
  o: TrolleyOwner,
  id: number,
  input: QuantityChangeInput,
): Promise<Trolley> {
  const outcome: { exceeded: TrolleyException | null } = { exceeded: null };
  const trolley = await onTrolley(db, o, async (tx, t) => {
    const line = await lockedLine(tx, t.id, { id });
    if (line.readonly) throw alert(409, trolleyApi.itemReadonly);
    const p = (await productRows(tx, [line.productId])).get(line.productId) as ProductRow;
    const limit = limitOf(p);
    let quantity = input.quantity;
    if (quantity > limit && quantity > line.quantity) {
      if (!input.forced) {
        outcome.exceeded = quantityException(p, quantity);
        return;
      }
      quantity = Math.max(limit, 1);
    }
    await tx.update(trolleyItems).set({ quantity, updatedAt: new Date() }).where(eq(trolleyItems.id, line.id));
  });
  return outcome.exceeded ? { ...trolley, exceptions: [outcome.exceeded] } : trolley;
}

/** DELETE auth/trolley/item/{trolleyItemId}; premio: a prize line (premium product), removable even when readonly. */
export async function removeTrolleyItem(
  db: Db,
  o: TrolleyOwner,
  id: number,
  opts: { premio?: boolean } = {},
): Promise<Trolley> {
  return onTrolley(db, o, async (tx, t) => {
    const line = await lockedLine(tx, t.id, { id });
    if (opts.premio) {
      const [p] = await tx
        .select({ premium: products.premium })
        .from(products)
        .where(eq(products.id, line.productId))
        .limit(1);
      if (!p?.premium) throw notFound(trolleyApi.itemNotFound);
    } else if (line.readonly) throw alert(409, trolleyApi.itemReadonly);
    await tx.delete(trolleyItems).where(eq(trolleyItems.id, line.id));
  });
}

/** DELETE auth/trolley/item {productId} (body or query): the line of a product. */
export async function removeTrolleyProduct(
  db: Db,
  o: TrolleyOwner,
  { productId }: TrolleyItemRemove,
): Promise<Trolley> {
  return onTrolley(db, o, async (tx, t) => {
    const line = await lockedLine(tx, t.id, { productId });
    if (line.readonly) throw alert(409, trolleyApi.itemReadonly);
    await tx.delete(trolleyItems).where(eq(trolleyItems.id, line.id));
  });
}

/** POST auth/trolley/delete_items {trolleyItemsIds}: all or nothing (a readonly line → 409); unknown ids are ignored. */
export async function deleteTrolleyItems(
  db: Db,
  o: TrolleyOwner,
  { trolleyItemsIds }: TrolleyItemsDelete,
): Promise<Trolley> {
  return onTrolley(db, o, async (tx, t) => {
    const lines = await lockLines(tx, t.id, trolleyItemsIds);
    if (lines.some((l) => l.readonly)) throw alert(409, trolleyApi.itemReadonly);
    if (lines.length)
      await tx.delete(trolleyItems).where(
        inArray(
          trolleyItems.id,
          lines.map((l) => l.id),
        ),
      );
  });
}

/** DELETE auth/trolley: removes every line that is not readonly (readonly lines stay). */
export async function emptyTrolley(db: Db, o: TrolleyOwner): Promise<Trolley> {
  return db.transaction(async (tx) => {
    const trolley = await findOpen(tx, o);
    if (!trolley) return buildTrolley(tx, o, undefined);
    await lockTrolley(tx, trolley.id);
    await tx.delete(trolleyItems).where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.readonly, false)));
    await bump(tx, trolley.id);
    return buildTrolley(tx, o, await findOpen(tx, o));
  });
}

/** DELETE auth/trolley/photo: removes the photo-print lines (product type PHOTO), readonly ones excepted. */
export async function removeTrolleyPhotos(db: Db, o: TrolleyOwner): Promise<Trolley> {
  return db.transaction(async (tx) => {
    const trolley = await findOpen(tx, o);
    if (!trolley) return buildTrolley(tx, o, undefined);
    await lockTrolley(tx, trolley.id);
    const photos = tx.select({ id: products.id }).from(products).where(eq(products.productType, 'PHOTO'));
    await tx
      .delete(trolleyItems)
      .where(
        and(
          eq(trolleyItems.trolleyId, trolley.id),
          eq(trolleyItems.readonly, false),
          inArray(trolleyItems.productId, photos),
        ),
      );
    await bump(tx, trolley.id);
    return buildTrolley(tx, o, await findOpen(tx, o));
  });
}
