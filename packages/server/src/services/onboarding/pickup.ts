// Pickup points (spec shell §4 "Choosing a service", §5 drive and store search): Clicca e Vai drives and
// Prenota e Ritira stores; a private point is listed only to a search holding its exact code.
import { and, eq, isNull } from 'drizzle-orm';
import type { PickupPoint } from '@mercato/contracts';
import { drives, pickupStores } from '../../db/schema/geo.ts';
import { onboardingApi } from '@mercato/contracts/i18n/it';
import { postcodeRow } from './address-check.ts';
import {
  byName,
  type DriveRow,
  driveToPoint,
  fieldError,
  fold,
  type OnboardingContext,
  POINT_SEARCH_MIN,
  type Searchable,
  searchPoints,
  storeToPoint,
} from './shared.ts';

export async function drivesOf(ox: OnboardingContext, site: 'drive' | 'pharma-drive'): Promise<DriveRow[]> {
  return ox.db
    .select()
    .from(drives)
    .where(and(eq(drives.site, site), eq(drives.active, true)));
}

/** Pickup points for x: a known postcode gives the public points of its town (that postcode first), else a search. */
export async function findPoints<T extends Searchable & { townId: number }>(
  ox: OnboardingContext,
  all: T[],
  x: string,
): Promise<T[]> {
  const text = x.trim();
  if (/^\d{5}$/.test(text)) {
    const pc = await postcodeRow(ox, text);
    if (pc) {
      return all
        .filter((p) => !p.privateCode && p.townId === pc.townId)
        .sort(
          (a, b) => Number(b.postCode === text) - Number(a.postCode === text) || byName(a.description, b.description),
        );
    }
  }
  if (fold(text).replace(/\s+/g, '').length < POINT_SEARCH_MIN || text.length > 200)
    throw fieldError('x', onboardingApi.searchTooShort);
  return searchPoints(all, text);
}

/** GET drives/{x} (drive) and drives/pharma/{x} (pharma-drive). */
export async function findDrives(
  ox: OnboardingContext,
  site: 'drive' | 'pharma-drive',
  x: string,
): Promise<PickupPoint[]> {
  return (await findPoints(ox, await drivesOf(ox, site), x)).map(driveToPoint);
}

/** GET prenotazioni/{x}: Prenota e Ritira stores. */
export async function findStores(ox: OnboardingContext, x: string): Promise<PickupPoint[]> {
  const all = await ox.db.select().from(pickupStores).where(eq(pickupStores.active, true));
  return (await findPoints(ox, all, x)).map(storeToPoint);
}

/** GET welcome/drives: every public drive (both sites). */
export async function listPublicDrives(ox: OnboardingContext): Promise<PickupPoint[]> {
  const rows = await ox.db
    .select()
    .from(drives)
    .where(and(eq(drives.active, true), isNull(drives.privateCode)));
  return rows.sort((a, b) => byName(a.description, b.description)).map(driveToPoint);
}

/** GET prenotazioni: every store. */
export async function listStores(ox: OnboardingContext): Promise<PickupPoint[]> {
  const rows = await ox.db.select().from(pickupStores).where(eq(pickupStores.active, true));
  return rows.sort((a, b) => byName(a.description, b.description)).map(storeToPoint);
}
