// Address verification (spec shell §2 "Onboarding and address verification", §4 "Address check", §5):
// the postcode check, street suggestions and search, the services of a street, notify-me requests.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  DbIdCoerced,
  type PostcodeCheckRequest,
  type StreetSearchRequest,
  type AvailableService,
  type PostcodeCheckResult,
  type StreetSuggestion,
} from '@mercato/contracts';
import { stores } from '../../db/schema/catalogue.ts';
import {
  activationRequests,
  currentAddressOf,
  deliveryAddresses,
  postcodes,
  streetServices,
  streets,
  towns,
} from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import { sanitizeRichText } from '../../html.ts';
import { onboarding, validation } from '@mercato/contracts/i18n/it';
import type { Session } from '../sessions/index.ts';
import {
  ACTIVATION_DEDUP_MS,
  type ActivationInput,
  type AvailableServicesInput,
  byName,
  fieldError,
  fold,
  type OnboardingContext,
  type Site,
  STREET_SEARCH_MAX,
  STREET_SEARCH_MIN,
  words,
} from './shared.ts';

export async function postcodeRow(ox: OnboardingContext, code: string) {
  const [row] = await ox.db
    .select({
      postcode: postcodes.postcode,
      checkResult: postcodes.checkResult,
      townId: postcodes.townId,
      townName: towns.name,
      province: towns.province,
    })
    .from(postcodes)
    .innerJoin(towns, eq(towns.id, postcodes.townId))
    .where(eq(postcodes.postcode, code))
    .limit(1);
  return row ?? null;
}

export async function checkPostcode(
  ox: OnboardingContext,
  input: z.output<typeof PostcodeCheckRequest>,
): Promise<PostcodeCheckResult> {
  const { postcode } = input;
  const row = await postcodeRow(ox, postcode);
  // 404 means 'CAP non valido' to the client (spec shell §5).
  if (!row) throw notFound(validation.postcodeInvalid);
  return { code: row.checkResult, postcode: row.postcode, townName: row.townName, province: row.province };
}

export async function streetsOf(ox: OnboardingContext, postcode: string): Promise<StreetSuggestion[]> {
  const pc = await postcodeRow(ox, postcode);
  if (!pc) throw notFound(validation.postcodeInvalid);
  // NOT_SUPPORTED disables the street input (spec shell §4): nothing to suggest.
  if (pc.checkResult === 'NOT_SUPPORTED') return [];
  const rows = await ox.db
    .select({ id: streets.id, value: streets.name })
    .from(streets)
    .where(eq(streets.postcode, postcode));
  return rows.sort((a, b) => byName(a.value, b.value) || a.id - b.id);
}

export async function streetRow(ox: OnboardingContext, id: number) {
  const [row] = await ox.db.select().from(streets).where(eq(streets.id, id)).limit(1);
  return row ?? null;
}

export async function servicesOfStreet(ox: OnboardingContext, streetId: number): Promise<AvailableService[]> {
  const rows = await ox.db
    .select({
      site: streetServices.site,
      description: streetServices.description,
      onboardingHtmlDescription: streetServices.onboardingHtmlDescription,
    })
    .from(streetServices)
    .innerJoin(streets, eq(streets.id, streetServices.streetId))
    .innerJoin(postcodes, eq(postcodes.postcode, streets.postcode))
    .where(and(eq(streetServices.streetId, streetId), eq(postcodes.checkResult, 'SUPPORTED')))
    .orderBy(asc(streetServices.orderNo), asc(streetServices.site));
  return rows.map((r) => ({
    ...r,
    onboardingHtmlDescription: r.onboardingHtmlDescription ? sanitizeRichText(r.onboardingHtmlDescription) : null,
  }));
}

/** The street of `streetId` when it belongs to `postcode`; 404 'Via non presente', 400 when it lies elsewhere. */
export async function streetOfPostcode(ox: OnboardingContext, postcode: string, streetId: number) {
  const street = await streetRow(ox, streetId);
  if (!street) throw fieldError('streetId', validation.streetMissing, 404);
  if (street.postcode !== postcode) throw fieldError('streetId', validation.streetNotFound);
  return street;
}

/** Spec shell §4: supermercato (and any site) needs the street to offer the service. */
export async function checkStreetDelivery(
  ox: OnboardingContext,
  streetId: number,
  site: Site = 'supermercato',
): Promise<boolean> {
  return (await servicesOfStreet(ox, streetId)).some((s) => s.site === site);
}

export async function homePath(ox: OnboardingContext, site: Site): Promise<string> {
  const [s] = await ox.db.select({ path: stores.path }).from(stores).where(eq(stores.navigation, site)).limit(1);
  return `${s?.path ?? `/${site}`}/home`;
}

export async function suggestStreets(
  ox: OnboardingContext,
  input: z.output<typeof PostcodeCheckRequest>,
): Promise<StreetSuggestion[]> {
  const { postcode } = input;
  return streetsOf(ox, postcode);
}

/** Streets of the postcode holding every word of streetName (from 3 characters, at most 50). */
export async function searchStreets(
  ox: OnboardingContext,
  input: z.output<typeof StreetSearchRequest>,
): Promise<StreetSuggestion[]> {
  const { postcode, streetName } = input;
  const ws = words(streetName);
  if (ws.join('').length < STREET_SEARCH_MIN) return [];
  const all = await streetsOf(ox, postcode);
  return all
    .filter((s) => {
      const n = fold(s.value);
      return ws.every((w) => n.includes(w));
    })
    .slice(0, STREET_SEARCH_MAX);
}

/** A street's id, as the form names it (streetId). */
export const StreetIdInput = z.object({ streetId: DbIdCoerced });

/** GET …/street/{id}: a street, with its postcode and town (StreetIdInput, checked at the route). */
export async function getStreet(
  ox: OnboardingContext,
  { streetId }: z.output<typeof StreetIdInput>,
): Promise<StreetSuggestion & { postcode: string; townName: string }> {
  const [row] = await ox.db
    .select({ id: streets.id, value: streets.name, postcode: streets.postcode, townName: towns.name })
    .from(streets)
    .innerJoin(towns, eq(towns.id, streets.townId))
    .where(eq(streets.id, streetId))
    .limit(1);
  if (!row) throw notFound(validation.streetMissing);
  return row;
}

/** Services of a street of the postcode; empty when none (or when the postcode is not served). */
export async function availableServicesOfStreet(
  ox: OnboardingContext,
  input: z.output<typeof AvailableServicesInput>,
): Promise<AvailableService[]> {
  const { postcode, streetId } = input;
  const street = await streetOfPostcode(ox, postcode, streetId);
  return servicesOfStreet(ox, street.id);
}

/** Services of the session's verified street (power guest) or of the logged customer's current address. */
export async function sessionServices(ox: OnboardingContext, session: Session | null): Promise<AvailableService[]> {
  let streetId = session?.kind === 'powerGuest' ? (session.streetId ?? null) : null;
  if (session?.kind === 'logged' && session.customerId !== null) {
    const [a] = await ox.db
      .select({ streetId: deliveryAddresses.streetId })
      .from(deliveryAddresses)
      .where(currentAddressOf(session.customerId))
      .limit(1);
    streetId = a?.streetId ?? null;
  }
  return streetId === null ? [] : servicesOfStreet(ox, streetId);
}

/** Notify-me: stored once per (postcode, street, email, site) within 24 hours; always answers the success text. */
export async function requestActivation(
  ox: OnboardingContext,
  req: z.output<typeof ActivationInput>,
): Promise<{ message: string; stored: boolean }> {
  if (req.streetId !== null) await streetOfPostcode(ox, req.postcode, req.streetId);
  const email = req.email.toLowerCase();
  const since = new Date(Date.now() - ACTIVATION_DEDUP_MS);
  const stored = await ox.db.transaction(async (tx) => {
    // Serialise identical requests (an advisory lock on their hash) so two at once store one row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`activation:${req.postcode}:${req.streetId ?? ''}:${email}:${req.site}`}))`,
    );
    const [same] = await tx
      .select({ id: activationRequests.id })
      .from(activationRequests)
      .where(
        and(
          eq(activationRequests.postcode, req.postcode),
          req.streetId === null ? isNull(activationRequests.streetId) : eq(activationRequests.streetId, req.streetId),
          eq(activationRequests.email, email),
          eq(activationRequests.site, req.site),
          sql`${activationRequests.createdAt} > ${since.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (same) return false;
    await tx.insert(activationRequests).values({
      postcode: req.postcode,
      streetId: req.streetId,
      email,
      site: req.site,
      name: req.name || null,
      privacyAgreement: req.privacyAgreement ?? false,
    });
    return true;
  });
  return { message: onboarding.activationRegistered, stored };
}
