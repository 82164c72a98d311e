// A logged customer's home-delivery addresses with every field of orders §3 (issue 40): the account's
// 'delivery/add' and 'delivery/manage/{addressId}' forms, and deleting an address. The form's rules are
// the contracts' deliveryAddressSchema (orders §5), checked at the route with the customer's other
// identifiers; here the street is looked up among the postcode's streets offering home delivery
// ('Indirizzo non supportato' otherwise) and the identifier's uniqueness holds under the unique index
// for requests at once too. In edit, region, province, town, postcode and street stay as saved (§4).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DeliveryAddressForm } from '@mercato/contracts/rules/delivery-address';
import { type DeliveryAddress, isPickup } from '@mercato/contracts';
import { accountAddresses, freeVisit, onboarding, onboardingApi, t, validation } from '@mercato/contracts/i18n/it';
import { deliveryAddresses, postcodes, streets, towns } from '../../db/schema/geo.ts';
import { fidatyCards } from '../../db/schema/platform.ts';
import { alert } from '../../errors.ts';
import { checkStreetDelivery } from './address-check.ts';
import { customerAddress, freeIdentifier, pickupAddressRows, pickupChoice, toDeliveryAddress } from './addresses.ts';
import { fieldError, fold, type OnboardingContext, type Site } from './shared.ts';

const yes = (v: boolean | string): boolean => v === true || v === 'true';
const blankToNull = (v: string | undefined | null): string | null => (v == null || v.trim() === '' ? null : v.trim());
const duplicate = () => fieldError('identifier', validation.identifierDuplicate);
const unsupported = () => fieldError('street', validation.streetUnsupported);

/** Whether an error is the unique index's (the identifier taken by a request at once). */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The identifiers of the customer's addresses but `besides` (the form's uniqueness rule). */
export async function addressIdentifiersBesides(
  ox: Pick<OnboardingContext, 'db'>,
  customerId: number,
  besides: number | null,
): Promise<string[]> {
  const rows = await ox.db
    .select({ identifier: deliveryAddresses.identifier })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.customerId, customerId),
        isNull(deliveryAddresses.deletedAt),
        besides === null ? undefined : ne(deliveryAddresses.id, besides),
      ),
    );
  return rows.map((r) => r.identifier);
}

/** The street typed (or chosen) in the postcode, when it offers home delivery: else 'Indirizzo non supportato'. */
async function supportedStreet(ox: OnboardingContext, form: DeliveryAddressForm) {
  const [pc] = await ox.db.select().from(postcodes).where(eq(postcodes.postcode, form.postCode.trim())).limit(1);
  if (!pc || pc.checkResult === 'NOT_SUPPORTED') throw unsupported();
  const candidates = await ox.db
    .select({ street: streets, town: towns })
    .from(streets)
    .innerJoin(towns, eq(towns.id, streets.townId))
    .where(eq(streets.postcode, pc.postcode));
  const typed = fold(form.street.trim());
  const match =
    form.streetId != null
      ? candidates.find((c) => c.street.id === form.streetId)
      : candidates.find((c) => fold(c.street.name) === typed);
  if (!match || !(await checkStreetDelivery(ox, match.street.id, 'supermercato'))) throw unsupported();
  return match;
}

/**
 * The id of the street named `name` in `postcode` (accents and case aside), or null: the site's form
 * names its street by text, the rule (orders §5) wants one of the supported streets.
 */
export async function streetIdByName(ox: OnboardingContext, postcode: string, name: string): Promise<number | null> {
  if (!/^\d{5}$/.test(postcode.trim()) || name.trim() === '') return null;
  const rows = await ox.db
    .select({ id: streets.id, name: streets.name })
    .from(streets)
    .where(eq(streets.postcode, postcode.trim()));
  const typed = fold(name.trim());
  return rows.find((r) => fold(r.name) === typed)?.id ?? null;
}

/** The fields every mode saves (the rest is the street's, fixed in edit). */
const details = (form: DeliveryAddressForm) => ({
  identifier: form.identifier.trim(),
  houseNumber: form.houseNumber.trim(),
  stairNumber: blankToNull(form.stairNumber),
  floorNumber: form.floorNumber.trim().slice(0, 8),
  interphoneName: form.interphoneName.trim(),
  doorman: yes(form.doorman),
  lift: yes(form.lift),
  homeNumber: blankToNull(form.homeNumber),
  note: blankToNull(form.note)?.slice(0, 512) ?? null,
});

/** 'delivery/add': a home-delivery address with every field; answers it. */
export async function addHomeAddress(
  ox: OnboardingContext,
  customerId: number,
  form: DeliveryAddressForm,
): Promise<DeliveryAddress> {
  const { street, town } = await supportedStreet(ox, form);
  try {
    const [created] = await ox.db
      .insert(deliveryAddresses)
      .values({
        customerId,
        deliveryMethod: 'F',
        streetId: street.id,
        postCode: street.postcode,
        region: town.region,
        province: town.province,
        town: town.name,
        street: street.name,
        ...details(form),
      })
      .onConflictDoNothing()
      .returning({ id: deliveryAddresses.id });
    if (!created) throw duplicate();
    return toDeliveryAddress(await customerAddress(ox, customerId, created.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** 'delivery/manage/{addressId}': the customer's own home address changed (404 for any other). */
export async function updateHomeAddress(
  ox: OnboardingContext,
  customerId: number,
  addressId: number,
  form: DeliveryAddressForm,
): Promise<DeliveryAddress> {
  const row = await customerAddress(ox, customerId, addressId);
  if (row.a.deliveryMethod !== 'F') throw fieldError('addressId', onboardingApi.addressNotFound, 404);
  try {
    await ox.db
      .update(deliveryAddresses)
      .set(details(form))
      .where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.customerId, customerId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return toDeliveryAddress(await customerAddress(ox, customerId, addressId));
}

/** An address forgotten (orders keep their copy); the address in use cannot be (409, choose another first). */
export async function deleteAddress(ox: OnboardingContext, customerId: number, addressId: number): Promise<void> {
  const row = await customerAddress(ox, customerId, addressId);
  if (row.a.currentAddress) throw alert(409, accountAddresses.deleteInUse);
  const [gone] = await ox.db
    .update(deliveryAddresses)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(deliveryAddresses.id, addressId),
        eq(deliveryAddresses.customerId, customerId),
        eq(deliveryAddresses.currentAddress, false),
        isNull(deliveryAddresses.deletedAt),
      ),
    )
    .returning({ id: deliveryAddresses.id });
  if (!gone) throw alert(409, accountAddresses.deleteInUse);
}

/**
 * A Clicca e Vai point or a Prenota e Ritira store saved from the account's search (spec shell §5): the
 * service needs a Fìdaty card (409 CONFIRM, as createAddress); a private point needs its code (limited
 * guesses, onboarding/limits.ts); a point already saved is answered as it is.
 */
export async function addPickupPoint(
  ox: OnboardingContext,
  customerId: number,
  req: { site: Site; driveId?: number | null; negozioFisicoId?: number | null; privateCode?: string | null },
  clientKey?: string | null,
): Promise<{ address: DeliveryAddress; message: string }> {
  if (!isPickup(req.site)) throw fieldError('site', onboardingApi.addressNotFound, 404);
  const [card] = await ox.db
    .select({ id: fidatyCards.id })
    .from(fidatyCards)
    .where(eq(fidatyCards.customerId, customerId))
    .limit(1);
  if (!card)
    throw alert(409, t(freeVisit.loyaltyCardNeeded, { service: onboardingApi.serviceNames[req.site] }), {
      type: 'CONFIRM',
    });
  const { drive, store } = await pickupChoice(ox, req, { subject: `customer:${customerId}`, clientKey });
  const p = drive ?? store;
  if (!p) throw fieldError('driveId', onboardingApi.driveRequired);
  const message = drive?.privateCode ? onboarding.privateAddressCreated : onboardingApi.addressCreated;
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await pickupAddressRows(ox, customerId);
    const existing = rows.find((r) => (drive && r.a.driveId === drive.id) || (store && r.a.pickupStoreId === store.id));
    if (existing) return { address: toDeliveryAddress(existing), message };
    const identifier = freeIdentifier(p.description, new Set(rows.map((r) => r.a.identifier.trim().toLowerCase())));
    const [created] = await ox.db
      .insert(deliveryAddresses)
      .values({
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
      })
      .onConflictDoNothing()
      .returning({ id: deliveryAddresses.id });
    if (created) return { address: toDeliveryAddress(await customerAddress(ox, customerId, created.id)), message };
  }
  throw duplicate();
}

/** The customer's addresses of every kind (the account pages and 'I miei dati'). */
export async function allAddresses(ox: OnboardingContext, customerId: number): Promise<DeliveryAddress[]> {
  return (await pickupAddressRows(ox, customerId)).map(toDeliveryAddress);
}
