// Onboarding (spec shell §2 "Onboarding and address verification", §4 "Address check" and "Choosing a
// service", §5 postcode / street / drive rules, §6, §7): postcode check, street suggestions and search,
// services of a street, notify-me requests, drive and Prenota e Ritira pickup points, the power-guest
// entry (proof-of-work captcha) and, for logged customers, their delivery addresses.
//
// Requests are parsed with the contracts' schemas (zod/mini); field messages are the spec's Italian ones.
// Pickup points never carry their private code: `privateCode` answers true (private) or false (public),
// and a private point is listed only to a search holding its exact code.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  ActivationRequest,
  AvailableServicesRequest,
  DbId,
  DbIdCoerced,
  isDrive,
  isPickup,
  NAVIGATIONS,
  Navigation,
  Postcode,
  PostcodeCheckRequest,
  StreetSearchRequest,
  type AvailableService,
  type DeliveryAddress,
  type PickupPoint,
  type PostcodeCheckResult,
  type StreetSuggestion,
} from '@mercato/contracts';
import { EMAIL_RE } from '@mercato/contracts/rules/common';
import type { ShopConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { trolleyItems, trolleys } from '../db/schema/commerce.ts';
import { stores } from '../db/schema/catalogue.ts';
import {
  activationRequests, deliveryAddresses, drives, pickupStores, postcodes, streets, streetServices, towns,
} from '../db/schema/geo.ts';
import { fidatyCards, sessions as sessionsTable } from '../db/schema/platform.ts';
import { SERVICE_TEXT } from '../db/seed/geo-data.ts';
import { alert, HttpError, notFound } from '../errors.ts';
import { openHandoff } from '../auth/handoff.ts';
import { sanitizeRichText } from '../html.ts';
import { errors, freeVisit, onboarding, onboardingApi, t, validation } from '@mercato/contracts/i18n/it';
import { parseForm } from '../validation.ts';
import type { CaptchaService } from './captcha.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Session, SessionService } from './sessions.ts';

type Site = z.infer<typeof Navigation>;

const STREET_SEARCH_MIN = 3;
const STREET_SEARCH_MAX = 50;
const POINT_SEARCH_MIN = 3;
/** Identical activation requests within this window are stored once. */
const ACTIVATION_DEDUP_MS = 24 * 3600_000;

const PrivateCode = z.string().check(z.maxLength(32));

// Requests: the contracts' schemas, with ids narrowed to database ids and the fields the server needs.
export const AvailableServicesInput = z.extend(AvailableServicesRequest, { streetId: DbId });
export const ActivationInput = z.extend(ActivationRequest, {
  streetId: z.nullable(DbId),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(EMAIL_RE)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  privacyAgreement: z.optional(z.boolean()),
});
/** The verified address and the chosen service (with its pickup point), as guest entry and new address share it. */
const ServiceChoice = {
  postcode: Postcode,
  streetId: DbId,
  site: Navigation,
  driveId: z.optional(z.nullable(DbId)),
  negozioFisicoId: z.optional(z.nullable(DbId)),
  privateCode: z.optional(z.nullable(PrivateCode)),
};
export const GuestInput = z.object({
  ...ServiceChoice,
  captchaToken: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type GuestInput = z.infer<typeof GuestInput>;
export const NewAddressInput = z.object({
  ...ServiceChoice,
  houseNumber: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(6)))),
  identifier: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
});
export const CurrentAddressInput = z.object({
  addressId: DbId,
  copyCart: z.boolean(),
  site: z.optional(Navigation),
});

const fieldError = (field: string, message: string, status = 400): HttpError => alert(status, message, { entityErrors: [{ field, message }] });

/** Lower case without accents, for matching what people type ('liberta' finds 'Libertà'). */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
const words = (s: string): string[] => fold(s).split(/\s+/).filter(Boolean);
const byName = new Intl.Collator('it', { sensitivity: 'base', numeric: true }).compare;

type DriveRow = typeof drives.$inferSelect;
type StoreRow = typeof pickupStores.$inferSelect;

function driveToPoint(d: DriveRow): PickupPoint {
  return {
    id: d.id, streetId: d.streetId, description: d.description, streetName: d.streetName, houseNumber: d.houseNumber,
    townName: d.townName, province: d.province, provinceShortName: d.provinceShortName, region: d.region, postCode: d.postCode,
    privateCode: d.privateCode !== null, lockers: d.lockers, openingHours: d.openingHours, site: d.site,
  };
}

function storeToPoint(s: StoreRow): PickupPoint {
  return {
    id: s.id, streetId: s.streetId, description: s.description, streetName: s.streetName, houseNumber: s.houseNumber,
    townName: s.townName, province: s.province, provinceShortName: s.provinceShortName, region: s.region, postCode: s.postCode,
    privateCode: null, lockers: false, openingHours: s.openingHours, phoneNumber: s.phoneNumber, site: 'prenotazioni',
  };
}

interface Searchable {
  description: string;
  province: string;
  provinceShortName: string;
  townName: string;
  postCode: string;
  streetName: string;
  privateCode?: string | null;
}

/**
 * Spec shell §5: every word must match the private code exactly, or appear in the description, province,
 * town, postcode or street name; ranked in that order (best field matched, then the sum over the words,
 * then the description). A private point is kept only when one word is its code.
 */
export function searchPoints<T extends Searchable>(points: T[], text: string): T[] {
  const ws = words(text);
  if (ws.length === 0) return [];
  const ranked: { p: T; best: number; sum: number }[] = [];
  for (const p of points) {
    const code = p.privateCode ? fold(p.privateCode.trim()) : null;
    const fields = [p.description, `${p.province} ${p.provinceShortName}`, p.townName, p.postCode, p.streetName].map(fold);
    let best = Infinity;
    let sum = 0;
    let codeMatched = false;
    let all = true;
    for (const w of ws) {
      let rank: number;
      if (code !== null && w === code) {
        rank = 0;
        codeMatched = true;
      } else {
        const i = fields.findIndex((f) => f.includes(w));
        if (i < 0) {
          all = false;
          break;
        }
        rank = i + 1;
      }
      best = Math.min(best, rank);
      sum += rank;
    }
    if (!all || (code !== null && !codeMatched)) continue;
    ranked.push({ p, best, sum });
  }
  ranked.sort((a, b) => a.best - b.best || a.sum - b.sum || byName(a.p.description, b.p.description));
  return ranked.map((r) => r.p);
}

export interface GuestEntry {
  session: Session;
  redirectUrl: string;
}

export function createOnboardingService(db: Db, config: ShopConfig, deps: { sessions: SessionService; rateLimit: RateLimiter; captcha: CaptchaService }) {
  async function postcodeRow(code: string) {
    const [row] = await db.select({ postcode: postcodes.postcode, checkResult: postcodes.checkResult, townId: postcodes.townId, townName: towns.name, province: towns.province })
      .from(postcodes).innerJoin(towns, eq(towns.id, postcodes.townId)).where(eq(postcodes.postcode, code)).limit(1);
    return row ?? null;
  }

  async function checkPostcode(input: unknown): Promise<PostcodeCheckResult> {
    const { postcode } = parseForm(PostcodeCheckRequest, input);
    const row = await postcodeRow(postcode);
    // 404 means 'CAP non valido' to the client (spec shell §5).
    if (!row) throw notFound(validation.postcodeInvalid);
    return { code: row.checkResult, postcode: row.postcode, townName: row.townName, province: row.province };
  }

  async function streetsOf(postcode: string): Promise<StreetSuggestion[]> {
    const pc = await postcodeRow(postcode);
    if (!pc) throw notFound(validation.postcodeInvalid);
    // NOT_SUPPORTED disables the street input (spec shell §4): nothing to suggest.
    if (pc.checkResult === 'NOT_SUPPORTED') return [];
    const rows = await db.select({ id: streets.id, value: streets.name }).from(streets).where(eq(streets.postcode, postcode));
    return rows.sort((a, b) => byName(a.value, b.value) || a.id - b.id);
  }

  async function streetRow(id: number) {
    const [row] = await db.select().from(streets).where(eq(streets.id, id)).limit(1);
    return row ?? null;
  }

  async function servicesOfStreet(streetId: number): Promise<AvailableService[]> {
    const rows = await db.select({ site: streetServices.site, description: streetServices.description, onboardingHtmlDescription: streetServices.onboardingHtmlDescription })
      .from(streetServices)
      .innerJoin(streets, eq(streets.id, streetServices.streetId))
      .innerJoin(postcodes, eq(postcodes.postcode, streets.postcode))
      .where(and(eq(streetServices.streetId, streetId), eq(postcodes.checkResult, 'SUPPORTED')))
      .orderBy(asc(streetServices.orderNo), asc(streetServices.site));
    return rows.map((r) => ({ ...r, onboardingHtmlDescription: r.onboardingHtmlDescription ? sanitizeRichText(r.onboardingHtmlDescription) : null }));
  }

  /** The street of `streetId` when it belongs to `postcode`; 404 'Via non presente', 400 when it lies elsewhere. */
  async function streetOfPostcode(postcode: string, streetId: number) {
    const street = await streetRow(streetId);
    if (!street) throw fieldError('streetId', validation.streetMissing, 404);
    if (street.postcode !== postcode) throw fieldError('streetId', validation.streetNotFound);
    return street;
  }

  /** Spec shell §4: supermercato (and any site) needs the street to offer the service. */
  async function checkStreetDelivery(streetId: number, site: Site = 'supermercato'): Promise<boolean> {
    return (await servicesOfStreet(streetId)).some((s) => s.site === site);
  }

  async function homePath(site: Site): Promise<string> {
    const [s] = await db.select({ path: stores.path }).from(stores).where(eq(stores.navigation, site)).limit(1);
    return `${s?.path ?? `/${site}`}/home`;
  }

  async function drivesOf(site: 'drive' | 'pharma-drive'): Promise<DriveRow[]> {
    return db.select().from(drives).where(and(eq(drives.site, site), eq(drives.active, true)));
  }

  /** Pickup points for x: a known postcode gives the public points of its town (that postcode first), else a search. */
  async function findPoints<T extends Searchable & { townId: number }>(all: T[], x: string): Promise<T[]> {
    const text = x.trim();
    if (/^\d{5}$/.test(text)) {
      const pc = await postcodeRow(text);
      if (pc) {
        return all.filter((p) => !p.privateCode && p.townId === pc.townId)
          .sort((a, b) => Number(b.postCode === text) - Number(a.postCode === text) || byName(a.description, b.description));
      }
    }
    if (fold(text).replace(/\s+/g, '').length < POINT_SEARCH_MIN || text.length > 200) throw fieldError('x', onboardingApi.searchTooShort);
    return searchPoints(all, text);
  }

  async function pickupAddressRows(customerId: number) {
    return db.select({ a: deliveryAddresses, d: drives, s: pickupStores, st: streets })
      .from(deliveryAddresses)
      .leftJoin(drives, eq(drives.id, deliveryAddresses.driveId))
      .leftJoin(pickupStores, eq(pickupStores.id, deliveryAddresses.pickupStoreId))
      .leftJoin(streets, eq(streets.id, deliveryAddresses.streetId))
      .where(and(eq(deliveryAddresses.customerId, customerId), isNull(deliveryAddresses.deletedAt)))
      .orderBy(asc(deliveryAddresses.id));
  }
  type AddressRow = Awaited<ReturnType<typeof pickupAddressRows>>[number];

  /** The navigation an address serves: F home delivery, D its drive's site, P prenotazioni. */
  const siteOfAddress = (r: AddressRow): Site => (r.a.deliveryMethod === 'D' ? (r.d?.site ?? 'drive') : r.a.deliveryMethod === 'P' ? 'prenotazioni' : 'supermercato');

  function toDeliveryAddress(r: AddressRow): DeliveryAddress {
    const { a, d, s, st } = r;
    return {
      deliveryAddressId: a.id, currentAddress: a.currentAddress, identifier: a.identifier, postCode: a.postCode, streetId: a.streetId,
      driveId: a.driveId, negozioFisicoId: a.pickupStoreId, drive: a.driveId !== null, lockers: d?.lockers ?? false,
      privateCode: d ? d.privateCode !== null : null,
      region: a.region ?? undefined, province: a.province ?? undefined, town: a.town,
      street: { name: a.street, furgoncino: st?.furgoncino ?? false, courier: st?.courier ?? false },
      houseNumber: a.houseNumber, stairNumber: a.stairNumber, floorNumber: a.floorNumber, interphoneName: a.interphoneName,
      doorman: a.doorman, lift: a.lift, mobileNumber: a.mobileNumber, mobileConfirmed: a.mobileConfirmed, homeNumber: a.homeNumber, note: a.note,
      description: d?.description ?? s?.description ?? a.identifier,
    };
  }

  async function customerAddress(customerId: number, addressId: number): Promise<AddressRow> {
    const row = (await pickupAddressRows(customerId)).find((r) => r.a.id === addressId);
    if (!row) throw fieldError('addressId', onboardingApi.addressNotFound, 404);
    return row;
  }

  /** Validates the choice of a pickup point for `site`: the drive / store exists, matches the site, and a private drive's code is right. */
  async function pickupChoice(input: { site: Site; driveId?: number | null; negozioFisicoId?: number | null; privateCode?: string | null }) {
    if (isDrive(input.site)) {
      if (!input.driveId) throw fieldError('driveId', onboardingApi.driveRequired);
      const [d] = await db.select().from(drives).where(and(eq(drives.id, input.driveId), eq(drives.active, true))).limit(1);
      if (!d || d.site !== input.site) throw fieldError('driveId', errors.noDriveAddress, 404);
      if (d.privateCode !== null && fold(input.privateCode?.trim() ?? '') !== fold(d.privateCode)) throw fieldError('privateCode', onboardingApi.privateCodeInvalid);
      return { drive: d, store: null };
    }
    if (input.site === 'prenotazioni') {
      if (!input.negozioFisicoId) throw fieldError('negozioFisicoId', onboardingApi.storeRequired);
      const [s] = await db.select().from(pickupStores).where(and(eq(pickupStores.id, input.negozioFisicoId), eq(pickupStores.active, true))).limit(1);
      if (!s) throw fieldError('negozioFisicoId', errors.noStoreAddress, 404);
      return { drive: null, store: s };
    }
    return { drive: null, store: null };
  }

  /** The street must belong to the postcode and offer the site. */
  async function streetOffering(postcode: string, streetId: number, site: Site) {
    const street = await streetOfPostcode(postcode, streetId);
    if (!(await checkStreetDelivery(street.id, site))) throw fieldError('site', validation.streetNotFound);
    return street;
  }

  return {
    checkPostcode,
    /** GET postcode/{code}. */
    postcode: (code: string) => checkPostcode({ postcode: code }),

    async streetSuggestions(input: unknown): Promise<StreetSuggestion[]> {
      const { postcode } = parseForm(PostcodeCheckRequest, input);
      return streetsOf(postcode);
    },

    /** Streets of the postcode holding every word of streetName (from 3 characters, at most 50). */
    async searchStreets(input: unknown): Promise<StreetSuggestion[]> {
      const { postcode, streetName } = parseForm(StreetSearchRequest, input);
      const ws = words(streetName);
      if (ws.join('').length < STREET_SEARCH_MIN) return [];
      const all = await streetsOf(postcode);
      return all.filter((s) => { const n = fold(s.value); return ws.every((w) => n.includes(w)); }).slice(0, STREET_SEARCH_MAX);
    },

    async street(id: unknown): Promise<StreetSuggestion & { postcode: string; townName: string }> {
      const streetId = parseForm(z.object({ streetId: DbIdCoerced }), { streetId: id }).streetId;
      const [row] = await db.select({ id: streets.id, value: streets.name, postcode: streets.postcode, townName: towns.name })
        .from(streets).innerJoin(towns, eq(towns.id, streets.townId)).where(eq(streets.id, streetId)).limit(1);
      if (!row) throw notFound(validation.streetMissing);
      return row;
    },

    /** Services of a street of the postcode; empty when none (or when the postcode is not served). */
    async availableServices(input: unknown): Promise<AvailableService[]> {
      const { postcode, streetId } = parseForm(AvailableServicesInput, input);
      const street = await streetOfPostcode(postcode, streetId);
      return servicesOfStreet(street.id);
    },

    /** Services of the session's verified street (power guest) or of the logged customer's current address. */
    async sessionServices(session: Session | null): Promise<AvailableService[]> {
      let streetId = session?.kind === 'powerGuest' ? session.streetId ?? null : null;
      if (session?.kind === 'logged' && session.customerId !== null) {
        const [a] = await db.select({ streetId: deliveryAddresses.streetId }).from(deliveryAddresses)
          .where(and(eq(deliveryAddresses.customerId, session.customerId), eq(deliveryAddresses.currentAddress, true), isNull(deliveryAddresses.deletedAt))).limit(1);
        streetId = a?.streetId ?? null;
      }
      return streetId === null ? [] : servicesOfStreet(streetId);
    },

    /** GET services: the five services with their descriptions. */
    allServices(): AvailableService[] {
      return NAVIGATIONS.map((site) => ({ site, description: SERVICE_TEXT[site].description, onboardingHtmlDescription: sanitizeRichText(SERVICE_TEXT[site].html) }));
    },

    checkStreetDelivery,

    /** Notify-me: stored once per (postcode, street, email, site) within 24 hours; always answers the success text. */
    async requestActivation(input: unknown): Promise<{ message: string; stored: boolean }> {
      const req = parseForm(ActivationInput, input);
      if (req.streetId !== null) await streetOfPostcode(req.postcode, req.streetId);
      const email = req.email.toLowerCase();
      const since = new Date(Date.now() - ACTIVATION_DEDUP_MS);
      const stored = await db.transaction(async (tx) => {
        // Serialise identical requests (an advisory lock on their hash) so two at once store one row.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activation:${req.postcode}:${req.streetId ?? ''}:${email}:${req.site}`}))`);
        const [same] = await tx.select({ id: activationRequests.id }).from(activationRequests).where(and(
          eq(activationRequests.postcode, req.postcode),
          req.streetId === null ? isNull(activationRequests.streetId) : eq(activationRequests.streetId, req.streetId),
          eq(activationRequests.email, email),
          eq(activationRequests.site, req.site),
          sql`${activationRequests.createdAt} > ${since.toISOString()}::timestamptz`,
        )).limit(1);
        if (same) return false;
        await tx.insert(activationRequests).values({
          postcode: req.postcode, streetId: req.streetId, email, site: req.site, name: req.name || null, privacyAgreement: req.privacyAgreement ?? false,
        });
        return true;
      });
      return { message: onboarding.activationRegistered, stored };
    },

    /** GET drives/{x} (drive) and drives/pharma/{x} (pharma-drive). */
    async drives(site: 'drive' | 'pharma-drive', x: string): Promise<PickupPoint[]> {
      return (await findPoints(await drivesOf(site), x)).map(driveToPoint);
    },
    /** GET prenotazioni/{x}: Prenota e Ritira stores. */
    async stores(x: string): Promise<PickupPoint[]> {
      const all = await db.select().from(pickupStores).where(eq(pickupStores.active, true));
      return (await findPoints(all, x)).map(storeToPoint);
    },
    /** GET welcome/drives: every public drive (both sites). */
    async publicDrives(): Promise<PickupPoint[]> {
      const rows = await db.select().from(drives).where(and(eq(drives.active, true), isNull(drives.privateCode)));
      return rows.sort((a, b) => byName(a.description, b.description)).map(driveToPoint);
    },
    /** GET prenotazioni: every store. */
    async allStores(): Promise<PickupPoint[]> {
      const rows = await db.select().from(pickupStores).where(eq(pickupStores.active, true));
      return rows.sort((a, b) => byName(a.description, b.description)).map(storeToPoint);
    },

    /** Counts one look-up of a client; over the limit → 429 with Retry-After. Unknown clients are not counted. */
    async countLookup(clientKey: string): Promise<void> {
      if (!clientKey || clientKey === 'unknown') return;
      const { lookupsPerClient, lookupWindowMs } = config.onboarding;
      const hit = await deps.rateLimit.hit(`onboarding:client:${clientKey}`, lookupWindowMs);
      if (hit.count > lookupsPerClient) {
        throw new HttpError(429, { code: '429', type: 'ALERT', message: t(onboardingApi.tooManyLookups, { seconds: hit.retryAfter }), retryAfter: hit.retryAfter }, { 'Retry-After': String(hit.retryAfter) });
      }
    },

    captchaChallenge: () => deps.captcha.challenge(),

    /**
     * The power-guest entry: the captcha solution is spent first (each challenge once), then the street,
     * the site and the pickup point are checked, and the visitor's session is replaced by a new power-guest
     * session (new id) carrying street, site and drive / store. Logged customers are refused (409).
     */
    async enterAsGuest(input: unknown, current: Session | null): Promise<GuestEntry> {
      const req = parseForm(GuestInput, input);
      if (current?.kind === 'logged') throw alert(409, onboardingApi.alreadyLogged);
      const verdict = await deps.captcha.redeem(req.captchaToken);
      if (!verdict.ok) {
        const message = verdict.reason === 'expired' ? onboardingApi.captchaExpired : verdict.reason === 'used' ? onboardingApi.captchaUsed : onboardingApi.captchaInvalid;
        throw fieldError('captchaToken', message);
      }
      await streetOffering(req.postcode, req.streetId, req.site);
      const { drive, store } = await pickupChoice(req);
      const session = await db.transaction(async (tx) => {
        await deps.sessions.destroy(current?.id, tx);
        const s = await deps.sessions.create({ kind: 'powerGuest', streetId: req.streetId, site: req.site }, tx);
        await tx.update(sessionsTable).set({ driveId: drive?.id ?? null, pickupStoreId: store?.id ?? null }).where(eq(sessionsTable.id, s.id));
        // A guest trolley follows its owner to the new session id.
        if (current?.id) await tx.update(trolleys).set({ guestSessionId: s.id }).where(and(eq(trolleys.guestSessionId, current.id), eq(trolleys.status, 'OPEN')));
        return s;
      });
      return { session, redirectUrl: await homePath(req.site) };
    },

    /**
     * Completes a hand-over from a partner page (auth/handoff.ts): the sealed power-guest session is
     * replaced by a new one with the same address and service, so the token cannot be used twice.
     */
    async completeHandoff(token: string): Promise<GuestEntry> {
      const id = openHandoff(token, config.sessionSecret);
      const old = id ? await deps.sessions.get(id) : null;
      if (!old || old.kind !== 'powerGuest' || !old.streetId || !old.site) throw notFound(onboardingApi.handoffExpired);
      const site = old.site as Site;
      const session = await db.transaction(async (tx) => {
        await deps.sessions.destroy(old.id, tx);
        const s = await deps.sessions.create({ kind: 'powerGuest', streetId: old.streetId, site }, tx);
        await tx.update(sessionsTable).set({ driveId: old.driveId ?? null, pickupStoreId: old.pickupStoreId ?? null }).where(eq(sessionsTable.id, s.id));
        await tx.update(trolleys).set({ guestSessionId: s.id }).where(and(eq(trolleys.guestSessionId, old.id), eq(trolleys.status, 'OPEN')));
        return s;
      });
      return { session, redirectUrl: await homePath(site) };
    },

    // ── Logged customers ────────────────────────────────────────────────────────────────────────────

    /** findDeliveryAddresses(site): home addresses for supermercato / pharma, drives of the site, stores for prenotazioni. */
    async findDeliveryAddresses(customerId: number, site: string): Promise<DeliveryAddress[]> {
      const nav = parseForm(z.object({ site: Navigation }), { site }).site;
      const rows = await pickupAddressRows(customerId);
      const wanted = (r: AddressRow) => {
        const s = siteOfAddress(r);
        return nav === 'pharma' || nav === 'supermercato' ? r.a.deliveryMethod === 'F' : s === nav;
      };
      return rows.filter(wanted).map(toDeliveryAddress);
    },

    /** canCopyTrolleyItemOnAddressChange(addressId): the customer's current trolley has items and the address is not the current one. */
    async canCopyTrolley(customerId: number, addressId: number): Promise<{ canCopy: boolean }> {
      const target = await customerAddress(customerId, addressId);
      if (target.a.currentAddress) return { canCopy: false };
      const current = (await pickupAddressRows(customerId)).find((r) => r.a.currentAddress);
      const navs: Site[] = current ? [siteOfAddress(current)] : [...NAVIGATIONS];
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(trolleyItems)
        .innerJoin(trolleys, eq(trolleys.id, trolleyItems.trolleyId))
        .where(and(eq(trolleys.customerId, customerId), eq(trolleys.status, 'OPEN'), inArray(trolleys.navigation, navs)));
      return { canCopy: Number(row?.n ?? 0) > 0 };
    },

    /**
     * setCurrentShoppingAddress: makes the address current; with copyCart the items of the current trolley
     * are copied into the open trolley of the new address's navigation (lines already there are kept).
     */
    async setCurrentShoppingAddress(customerId: number, input: unknown): Promise<{ redirectUrl: string; message: string }> {
      const req = parseForm(CurrentAddressInput, input);
      const target = await customerAddress(customerId, req.addressId);
      const previous = (await pickupAddressRows(customerId)).find((r) => r.a.currentAddress);
      const site = req.site ?? siteOfAddress(target);
      await db.transaction(async (tx) => {
        await tx.update(deliveryAddresses).set({ currentAddress: false })
          .where(and(eq(deliveryAddresses.customerId, customerId), ne(deliveryAddresses.id, target.a.id), eq(deliveryAddresses.currentAddress, true)));
        await tx.update(deliveryAddresses).set({ currentAddress: true }).where(eq(deliveryAddresses.id, target.a.id));
        const fromSite = previous ? siteOfAddress(previous) : null;
        if (!req.copyCart || fromSite === null || fromSite === site) return;
        const [from] = await tx.select({ id: trolleys.id }).from(trolleys)
          .where(and(eq(trolleys.customerId, customerId), eq(trolleys.navigation, fromSite), eq(trolleys.status, 'OPEN'))).limit(1);
        if (!from) return;
        await tx.insert(trolleys).values({ customerId, navigation: site, deliveryAddressId: target.a.id }).onConflictDoNothing();
        const [to] = await tx.select({ id: trolleys.id }).from(trolleys)
          .where(and(eq(trolleys.customerId, customerId), eq(trolleys.navigation, site), eq(trolleys.status, 'OPEN'))).limit(1);
        if (!to) return;
        await tx.execute(sql`
          insert into ${trolleyItems} (trolley_id, product_id, quantity, product_interval_id, product_attribute_ids, product_origin, gift_wrap)
          select ${to.id}, product_id, quantity, product_interval_id, product_attribute_ids, product_origin, gift_wrap
          from ${trolleyItems} where trolley_id = ${from.id}
          on conflict (trolley_id, product_id) do nothing`);
        await tx.update(trolleys).set({ deliveryAddressId: target.a.id, version: sql`${trolleys.version} + 1`, updatedAt: new Date() }).where(eq(trolleys.id, to.id));
      });
      return { redirectUrl: await homePath(site), message: onboarding.addressChanged };
    },

    /**
     * Creates a home (supermercato, pharma) or pickup (drive, pharma-drive, prenotazioni) address for a
     * logged customer. Pickup services need a Fìdaty card (409). A pickup point already saved is answered
     * as it is. A private point's code is checked and remembered (spec shell §4 message).
     */
    async createAddress(customerId: number, input: unknown): Promise<{ address: DeliveryAddress; message: string }> {
      const req = parseForm(NewAddressInput, input);
      // The pickup services need a Fìdaty card (spec shell §6).
      if (isPickup(req.site)) {
        const [card] = await db.select({ id: fidatyCards.id }).from(fidatyCards).where(eq(fidatyCards.customerId, customerId)).limit(1);
        if (!card) throw alert(409, t(freeVisit.loyaltyCardNeeded, { service: onboardingApi.serviceNames[req.site] }), { type: 'CONFIRM' });
      }
      const street = await streetOffering(req.postcode, req.streetId, req.site);
      const { drive, store } = await pickupChoice(req);
      const message = drive?.privateCode ? onboarding.privateAddressCreated : onboardingApi.addressCreated;
      const existing = (await pickupAddressRows(customerId)).find((r) =>
        (drive && r.a.driveId === drive.id) || (store && r.a.pickupStoreId === store.id));
      if (existing) return { address: toDeliveryAddress(existing), message };
      const [town] = await db.select().from(towns).where(eq(towns.id, street.townId)).limit(1);
      const point = drive ?? store;
      const [created] = await db.insert(deliveryAddresses).values(point
        ? {
          customerId, deliveryMethod: drive ? 'D' : 'P', identifier: req.identifier ?? point.description, streetId: point.streetId, postCode: point.postCode,
          region: point.region, province: point.province, town: point.townName, street: point.streetName, houseNumber: point.houseNumber,
          driveId: drive?.id ?? null, pickupStoreId: store?.id ?? null, privateCode: drive?.privateCode ?? null,
        }
        : {
          customerId, deliveryMethod: 'F', identifier: req.identifier ?? 'Casa', streetId: street.id, postCode: street.postcode,
          region: town?.region ?? null, province: town?.province ?? null, town: town?.name ?? '', street: street.name, houseNumber: req.houseNumber || null,
        }).returning({ id: deliveryAddresses.id });
      return { address: toDeliveryAddress(await customerAddress(customerId, created.id)), message };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
