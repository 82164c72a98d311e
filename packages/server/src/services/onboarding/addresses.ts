// A logged customer's delivery addresses (spec shell §4, §6): listing them by site, choosing the one
// for the current shopping (with the trolley copy question), creating one from a verified address.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { isDrive, isPickup, Navigation, NAVIGATIONS, type DeliveryAddress } from '@mercato/contracts';
import { trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import { deliveryAddresses, drives, pickupStores, streets, towns } from '../../db/schema/geo.ts';
import { fidatyCards } from '../../db/schema/platform.ts';
import { alert } from '../../errors.ts';
import { errors, fieldLabels, freeVisit, onboarding, onboardingApi, t, validation } from '@mercato/contracts/i18n/it';
import { parseForm } from '../../validation.ts';
import { recurringPaymentsByAddress } from '../wallets/recurring.ts';
import { checkStreetDelivery, homePath, streetOfPostcode } from './address-check.ts';
import { type Attempter, countWrongPrivateCode, refuseBlockedPrivateCode } from './limits.ts';
import {
  type CurrentAddressInput,
  fieldError,
  fold,
  IDENTIFIER_MAX,
  type NewAddressInput,
  type OnboardingContext,
  type Site,
} from './shared.ts';

/** The customer's addresses (not deleted), oldest first, with their drive, store and street. */
export async function pickupAddressRows(ox: Pick<OnboardingContext, 'db'>, customerId: number) {
  return ox.db
    .select({ a: deliveryAddresses, d: drives, s: pickupStores, st: streets })
    .from(deliveryAddresses)
    .leftJoin(drives, eq(drives.id, deliveryAddresses.driveId))
    .leftJoin(pickupStores, eq(pickupStores.id, deliveryAddresses.pickupStoreId))
    .leftJoin(streets, eq(streets.id, deliveryAddresses.streetId))
    .where(and(eq(deliveryAddresses.customerId, customerId), isNull(deliveryAddresses.deletedAt)))
    .orderBy(asc(deliveryAddresses.id));
}

export type AddressRow = Awaited<ReturnType<typeof pickupAddressRows>>[number];

/** The navigation an address serves: F home delivery, D its drive's site, P prenotazioni. */
export const siteOfAddress = (r: AddressRow): Site =>
  r.a.deliveryMethod === 'D' ? (r.d?.site ?? 'drive') : r.a.deliveryMethod === 'P' ? 'prenotazioni' : 'supermercato';

export function toDeliveryAddress(r: AddressRow): DeliveryAddress {
  const { a, d, s, st } = r;
  return {
    deliveryAddressId: a.id,
    currentAddress: a.currentAddress,
    identifier: a.identifier,
    postCode: a.postCode,
    streetId: a.streetId,
    driveId: a.driveId,
    negozioFisicoId: a.pickupStoreId,
    drive: a.driveId !== null,
    lockers: d?.lockers ?? false,
    privateCode: d ? d.privateCode !== null : null,
    region: a.region ?? undefined,
    province: a.province ?? undefined,
    town: a.town,
    street: { name: a.street, furgoncino: st?.furgoncino ?? false, courier: st?.courier ?? false },
    houseNumber: a.houseNumber,
    stairNumber: a.stairNumber,
    floorNumber: a.floorNumber,
    interphoneName: a.interphoneName,
    doorman: a.doorman,
    lift: a.lift,
    mobileNumber: a.mobileNumber,
    mobileConfirmed: a.mobileConfirmed,
    homeNumber: a.homeNumber,
    note: a.note,
    description: d?.description ?? s?.description ?? a.identifier,
  };
}

export async function customerAddress(
  ox: OnboardingContext,
  customerId: number,
  addressId: number,
): Promise<AddressRow> {
  const row = (await pickupAddressRows(ox, customerId)).find((r) => r.a.id === addressId);
  if (!row) throw fieldError('addressId', onboardingApi.addressNotFound, 404);
  return row;
}

/** Validates the choice of a pickup point for `site`: the drive / store exists, matches the site, and a private drive's code is right. */
export async function pickupChoice(
  ox: OnboardingContext,
  input: { site: Site; driveId?: number | null; negozioFisicoId?: number | null; privateCode?: string | null },
  who: Attempter = {},
) {
  if (isDrive(input.site)) {
    if (!input.driveId) throw fieldError('driveId', onboardingApi.driveRequired);
    const [d] = await ox.db
      .select()
      .from(drives)
      .where(and(eq(drives.id, input.driveId), eq(drives.active, true)))
      .limit(1);
    if (!d || d.site !== input.site) throw fieldError('driveId', errors.noDriveAddress, 404);
    if (d.privateCode !== null) {
      // Guesses are limited (limits.ts): blocked callers get 429 even for the right code.
      await refuseBlockedPrivateCode(ox, who);
      if (fold(input.privateCode?.trim() ?? '') !== fold(d.privateCode)) {
        await countWrongPrivateCode(ox, who);
        throw fieldError('privateCode', onboardingApi.privateCodeInvalid);
      }
    }
    return { drive: d, store: null };
  }
  if (input.site === 'prenotazioni') {
    if (!input.negozioFisicoId) throw fieldError('negozioFisicoId', onboardingApi.storeRequired);
    const [s] = await ox.db
      .select()
      .from(pickupStores)
      .where(and(eq(pickupStores.id, input.negozioFisicoId), eq(pickupStores.active, true)))
      .limit(1);
    if (!s) throw fieldError('negozioFisicoId', errors.noStoreAddress, 404);
    return { drive: null, store: s };
  }
  return { drive: null, store: null };
}

/** The street must belong to the postcode and offer the site. */
export async function streetOffering(ox: OnboardingContext, postcode: string, streetId: number, site: Site) {
  const street = await streetOfPostcode(ox, postcode, streetId);
  if (!(await checkStreetDelivery(ox, street.id, site))) throw fieldError('site', validation.streetNotFound);
  return street;
}

/** findDeliveryAddresses(site): home addresses for supermercato / pharma, drives of the site, stores for prenotazioni. */
export async function findDeliveryAddresses(
  ox: OnboardingContext,
  customerId: number,
  site: string,
): Promise<DeliveryAddress[]> {
  const nav = parseForm(z.object({ site: Navigation }), { site }).site;
  const rows = await pickupAddressRows(ox, customerId);
  const wanted = (r: AddressRow) => {
    const s = siteOfAddress(r);
    return !isPickup(nav) ? r.a.deliveryMethod === 'F' : s === nav;
  };
  const addresses = rows.filter(wanted).map(toDeliveryAddress);
  const recurring = await recurringPaymentsByAddress(
    ox.db,
    customerId,
    addresses.map((a) => a.deliveryAddressId),
  );
  return addresses.map((a) => ({ ...a, recurringPayments: recurring.get(a.deliveryAddressId) ?? [] }));
}

/** canCopyTrolleyItemOnAddressChange(addressId): the customer's current trolley has items and the address is not the current one. */
export async function canCopyTrolley(
  ox: OnboardingContext,
  customerId: number,
  addressId: number,
): Promise<{ canCopy: boolean }> {
  const target = await customerAddress(ox, customerId, addressId);
  if (target.a.currentAddress) return { canCopy: false };
  const current = (await pickupAddressRows(ox, customerId)).find((r) => r.a.currentAddress);
  const navs: Site[] = current ? [siteOfAddress(current)] : [...NAVIGATIONS];
  const [row] = await ox.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trolleyItems)
    .innerJoin(trolleys, eq(trolleys.id, trolleyItems.trolleyId))
    .where(and(eq(trolleys.customerId, customerId), eq(trolleys.status, 'OPEN'), inArray(trolleys.navigation, navs)));
  return { canCopy: Number(row?.n ?? 0) > 0 };
}

/**
 * setCurrentShoppingAddress: makes the address current; with copyCart the items of the current trolley
 * are copied into the open trolley of the new address's navigation (lines already there are kept).
 */
export async function setCurrentShoppingAddress(
  ox: OnboardingContext,
  customerId: number,
  req: z.output<typeof CurrentAddressInput>,
): Promise<{ redirectUrl: string; message: string }> {
  const target = await customerAddress(ox, customerId, req.addressId);
  const previous = (await pickupAddressRows(ox, customerId)).find((r) => r.a.currentAddress);
  const site = req.site ?? siteOfAddress(target);
  await ox.db.transaction(async (tx) => {
    await tx
      .update(deliveryAddresses)
      .set({ currentAddress: false })
      .where(
        and(
          eq(deliveryAddresses.customerId, customerId),
          ne(deliveryAddresses.id, target.a.id),
          eq(deliveryAddresses.currentAddress, true),
        ),
      );
    await tx.update(deliveryAddresses).set({ currentAddress: true }).where(eq(deliveryAddresses.id, target.a.id));
    const fromSite = previous ? siteOfAddress(previous) : null;
    if (!req.copyCart || fromSite === null || fromSite === site) return;
    const [from] = await tx
      .select({ id: trolleys.id })
      .from(trolleys)
      .where(and(eq(trolleys.customerId, customerId), eq(trolleys.navigation, fromSite), eq(trolleys.status, 'OPEN')))
      .limit(1);
    if (!from) return;
    await tx
      .insert(trolleys)
      .values({ customerId, navigation: site, deliveryAddressId: target.a.id })
      .onConflictDoNothing();
    const [to] = await tx
      .select({ id: trolleys.id })
      .from(trolleys)
      .where(and(eq(trolleys.customerId, customerId), eq(trolleys.navigation, site), eq(trolleys.status, 'OPEN')))
      .limit(1);
    if (!to) return;
    await tx.execute(sql`
      insert into ${trolleyItems} (trolley_id, product_id, quantity, product_interval_id, product_attribute_ids, product_origin, gift_wrap)
      select ${to.id}, product_id, quantity, product_interval_id, product_attribute_ids, product_origin, gift_wrap
      from ${trolleyItems} where trolley_id = ${from.id}
      on conflict (trolley_id, product_id) do nothing`);
    await tx
      .update(trolleys)
      .set({ deliveryAddressId: target.a.id, version: sql`${trolleys.version} + 1`, updatedAt: new Date() })
      .where(eq(trolleys.id, to.id));
  });
  return { redirectUrl: await homePath(ox, site), message: onboarding.addressChanged };
}

/** How identifiers compare (orders §5 uniqueness): trimmed, case-insensitive — as the unique index's lower(). */
const identifierKey = (s: string): string => s.trim().toLowerCase();

/** `base`, else the first of "base 2", "base 3"… that none of `taken` (keys) holds. */
export function freeIdentifier(base: string, taken: ReadonlySet<string>): string {
  const name = base.trim().slice(0, IDENTIFIER_MAX);
  if (!taken.has(identifierKey(name))) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${name.slice(0, IDENTIFIER_MAX - suffix.length)}${suffix}`;
    if (!taken.has(identifierKey(candidate))) return candidate;
  }
}

/** Attempts at a free identifier when requests at once take the same one (each retry re-reads). */
const CREATE_ATTEMPTS = 5;

/** The pickup services need a Fìdaty card (spec shell §6): 409 CONFIRM without one. */
async function assertLoyaltyCard(ox: OnboardingContext, customerId: number, site: Navigation): Promise<void> {
  const [card] = await ox.db
    .select({ id: fidatyCards.id })
    .from(fidatyCards)
    .where(eq(fidatyCards.customerId, customerId))
    .limit(1);
  if (!card)
    throw alert(409, t(freeVisit.loyaltyCardNeeded, { service: onboardingApi.serviceNames[site] }), {
      type: 'CONFIRM',
    });
}

/**
 * Creates a home (supermercato, pharma) or pickup (drive, pharma-drive, prenotazioni) address for a
 * logged customer. Pickup services need a Fìdaty card (409). A pickup point already saved is answered
 * as it is; so is, without an identifier (the address checker's "change address"), a home address
 * already saved on the same street (and house number, when one is given). A private point's code is
 * checked and remembered (spec shell §4 message). Identifiers are unique per customer, trimmed and
 * case-insensitive (orders §5): a given one already used answers 400 'Identificativo già presente' on
 * `identifier`; without one the address gets the first free of 'Casa' (or the point's name), 'Casa 2'…
 * The unique index decides between requests at once. A named home address needs its house number.
 * `created` tells a new address from one already saved.
 */
export async function createAddress(
  ox: OnboardingContext,
  customerId: number,
  req: z.output<typeof NewAddressInput>,
  clientKey?: string | null,
): Promise<{ address: DeliveryAddress; message: string; created: boolean }> {
  if (isPickup(req.site)) await assertLoyaltyCard(ox, customerId, req.site);
  const street = await streetOffering(ox, req.postcode, req.streetId, req.site);
  const { drive, store } = await pickupChoice(ox, req, { subject: `customer:${customerId}`, clientKey });
  const message = drive?.privateCode ? onboarding.privateAddressCreated : onboardingApi.addressCreated;
  const houseNumber = req.houseNumber || null;
  const p = drive ?? store;
  // A named home address is the account's delivery address: orders §5 requires its house number. The
  // checker's change of address names none and asks only postcode and street (shell §5).
  if (!p && req.identifier !== undefined && houseNumber === null)
    throw fieldError('houseNumber', t(validation.required, { label: fieldLabels.houseNumber }));
  const [town] = p ? [] : await ox.db.select().from(towns).where(eq(towns.id, street.townId)).limit(1);
  const duplicate = () => fieldError('identifier', validation.identifierDuplicate);
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    const rows = await pickupAddressRows(ox, customerId);
    const existing = rows.find((r) =>
      p
        ? (drive && r.a.driveId === drive.id) || (store && r.a.pickupStoreId === store.id)
        : req.identifier === undefined &&
          r.a.deliveryMethod === 'F' &&
          r.a.streetId === street.id &&
          (houseNumber === null || identifierKey(r.a.houseNumber ?? '') === identifierKey(houseNumber)),
    );
    if (existing) return { address: toDeliveryAddress(existing), message, created: false };
    const taken = new Set(rows.map((r) => identifierKey(r.a.identifier)));
    if (req.identifier !== undefined && taken.has(identifierKey(req.identifier))) throw duplicate();
    const identifier = req.identifier ?? freeIdentifier(p?.description ?? onboardingApi.homeIdentifier, taken);
    const [created] = await ox.db
      .insert(deliveryAddresses)
      .values(
        p
          ? {
              customerId,
              deliveryMethod: drive ? 'D' : 'P',
              identifier,
              streetId: p.streetId,
              postCode: p.postCode,
              region: p.region,
              province: p.province,
              town: p.townName,
              street: p.streetName,
              houseNumber: p.houseNumber,
              driveId: drive?.id ?? null,
              pickupStoreId: store?.id ?? null,
              privateCode: drive?.privateCode ?? null,
            }
          : {
              customerId,
              deliveryMethod: 'F',
              identifier,
              streetId: street.id,
              postCode: street.postcode,
              region: town?.region ?? null,
              province: town?.province ?? null,
              town: town?.name ?? '',
              street: street.name,
              houseNumber,
            },
      )
      // The identifier's is the one unique index such a row meets (the Colletta's holds colletta rows only).
      .onConflictDoNothing()
      .returning({ id: deliveryAddresses.id });
    if (created)
      return { address: toDeliveryAddress(await customerAddress(ox, customerId, created.id)), message, created: true };
    if (req.identifier !== undefined) throw duplicate();
  }
  throw duplicate();
}
