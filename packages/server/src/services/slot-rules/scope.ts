// Whose slots: a delivery area (home delivery), a Clicca e Vai point or a Prenota e Ritira store. A scope
// names one of them as text ('area:12', 'drive:3', 'store:5'): the SlotWeek's `scope`, the `scope` of
// GET slots/events, and the routing key of the live events.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { MAX_DB_ID, type Navigation } from '@mercato/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { orders } from '../../db/schema/commerce.ts';
import {
  currentAddressOf,
  deliveryAddresses,
  deliverySlots,
  drives,
  pickupStores,
  postcodes,
  streets,
} from '../../db/schema/geo.ts';
import { sessions as sessionsTable } from '../../db/schema/platform.ts';

export type ScopeKind = 'area' | 'drive' | 'store';

export interface SlotScope {
  kind: ScopeKind;
  id: number;
}

const SCOPE_RE = /^(area|drive|store):([1-9]\d{0,9})$/;

export const scopeKey = (s: SlotScope): string => `${s.kind}:${s.id}`;

/** The scope named by `text`, or null. */
export function parseScope(text: string): SlotScope | null {
  const m = SCOPE_RE.exec(text);
  if (!m) return null;
  const id = Number(m[2]);
  return id <= MAX_DB_ID ? { kind: m[1] as ScopeKind, id } : null;
}

/** The slots of a scope. */
export function scopeWhere(s: SlotScope) {
  if (s.kind === 'area') return eq(deliverySlots.deliveryAreaId, s.id);
  if (s.kind === 'drive') return eq(deliverySlots.driveId, s.id);
  return eq(deliverySlots.pickupStoreId, s.id);
}

/** The scope a slot row belongs to. */
export function scopeOfSlot(row: {
  deliveryAreaId: number | null;
  driveId: number | null;
  pickupStoreId: number | null;
}): SlotScope | null {
  if (row.deliveryAreaId !== null) return { kind: 'area', id: row.deliveryAreaId };
  if (row.driveId !== null) return { kind: 'drive', id: row.driveId };
  if (row.pickupStoreId !== null) return { kind: 'store', id: row.pickupStoreId };
  return null;
}

export const sameScope = (a: SlotScope | null, b: SlotScope | null): boolean =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id;

/** The delivery area of a postcode (null: unknown, not served, or no area). */
export async function areaOfPostcode(db: Db | Tx, postcode: string): Promise<SlotScope | null> {
  const [pc] = await db
    .select({ areaId: postcodes.deliveryAreaId })
    .from(postcodes)
    .where(eq(postcodes.postcode, postcode))
    .limit(1);
  return pc?.areaId ? { kind: 'area', id: pc.areaId } : null;
}

/**
 * The scope of a shopper's slots: the Clicca e Vai point or Prenota e Ritira store of the shopping
 * address, else the delivery area of its postcode. The address is the logged customer's current one,
 * or the power guest's verified street and chosen point (session). null when there is none.
 */
export async function shopperScope(
  db: Db | Tx,
  who: { customerId: number | null; guestSessionId: string | null },
): Promise<SlotScope | null> {
  let point: { driveId: number | null; pickupStoreId: number | null; postcode: string | null } | undefined;
  if (who.customerId !== null) {
    [point] = await db
      .select({
        driveId: deliveryAddresses.driveId,
        pickupStoreId: deliveryAddresses.pickupStoreId,
        postcode: deliveryAddresses.postCode,
      })
      .from(deliveryAddresses)
      .where(currentAddressOf(who.customerId))
      .limit(1);
  } else if (who.guestSessionId !== null) {
    [point] = await db
      .select({
        driveId: sessionsTable.driveId,
        pickupStoreId: sessionsTable.pickupStoreId,
        postcode: streets.postcode,
      })
      .from(sessionsTable)
      .leftJoin(streets, eq(streets.id, sessionsTable.streetId))
      .where(eq(sessionsTable.id, who.guestSessionId))
      .limit(1);
  }
  if (!point) return null;
  if (point.driveId !== null) return { kind: 'drive', id: point.driveId };
  if (point.pickupStoreId !== null) return { kind: 'store', id: point.pickupStoreId };
  return point.postcode === null ? null : areaOfPostcode(db, point.postcode);
}

/**
 * The scope of the open look-up: a postcode's delivery area (home delivery), or its first public Clicca e
 * Vai point (drive, pharma-drive) or Prenota e Ritira store. null when the postcode has none.
 */
export async function postcodeScope(db: Db, postcode: string, site: Navigation): Promise<SlotScope | null> {
  if (site === 'drive' || site === 'pharma-drive') {
    const [d] = await db
      .select({ id: drives.id })
      .from(drives)
      .where(
        and(eq(drives.postCode, postcode), eq(drives.site, site), eq(drives.active, true), isNull(drives.privateCode)),
      )
      .orderBy(asc(drives.id))
      .limit(1);
    return d ? { kind: 'drive', id: d.id } : null;
  }
  if (site === 'prenotazioni') {
    const [s] = await db
      .select({ id: pickupStores.id })
      .from(pickupStores)
      .where(and(eq(pickupStores.postCode, postcode), eq(pickupStores.active, true)))
      .orderBy(asc(pickupStores.id))
      .limit(1);
    return s ? { kind: 'store', id: s.id } : null;
  }
  return areaOfPostcode(db, postcode);
}

/** The scope of an order's delivery: its pickup point or store, else the area of its delivery address. */
export async function orderScope(db: Db, order: typeof orders.$inferSelect): Promise<SlotScope | null> {
  if (order.driveId !== null) return { kind: 'drive', id: order.driveId };
  if (order.pickupStoreId !== null) return { kind: 'store', id: order.pickupStoreId };
  if (order.slotId !== null) {
    const [slot] = await db
      .select({
        deliveryAreaId: deliverySlots.deliveryAreaId,
        driveId: deliverySlots.driveId,
        pickupStoreId: deliverySlots.pickupStoreId,
      })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, order.slotId))
      .limit(1);
    if (slot) return scopeOfSlot(slot);
  }
  if (order.deliveryAddressId === null) return null;
  const [a] = await db
    .select({ postcode: deliveryAddresses.postCode })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.id, order.deliveryAddressId))
    .limit(1);
  return a ? areaOfPostcode(db, a.postcode) : null;
}
