// What the onboarding functions share (spec shell §4, §5): their dependencies, the request schemas
// (contracts' schemas with database ids), the pickup point search and the text folding.
import * as z from 'zod/mini';
import {
  ActivationRequest,
  AvailableServicesRequest,
  DbId,
  Navigation,
  Postcode,
  type PickupPoint,
} from '@mercato/contracts';
import { EMAIL_RE } from '@mercato/contracts/rules/common';
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { drives, pickupStores } from '../../db/schema/geo.ts';
import { alert, type HttpError } from '../../errors.ts';
import type { CaptchaService } from '../captcha/index.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import type { Session, SessionService } from '../sessions/index.ts';

export type Site = z.infer<typeof Navigation>;

export const STREET_SEARCH_MIN = 3;
export const STREET_SEARCH_MAX = 50;
export const POINT_SEARCH_MIN = 3;
/** Identical activation requests within this window are stored once. */
export const ACTIVATION_DEDUP_MS = 24 * 3600_000;

export const PrivateCode = z.string().check(z.maxLength(32));
/** The identifier column's length (db/schema/geo.ts). */
export const IDENTIFIER_MAX = 128;

// Requests: the contracts' schemas, with ids narrowed to database ids and the fields the server needs.
export const AvailableServicesInput = z.extend(AvailableServicesRequest, { streetId: DbId });
export const ActivationInput = z.extend(ActivationRequest, {
  streetId: z.nullable(DbId),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(EMAIL_RE)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  privacyAgreement: z.optional(z.boolean()),
});
/** The verified address and the chosen service (with its pickup point), as guest entry and new address share it. */
export const ServiceChoice = {
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
  identifier: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(IDENTIFIER_MAX))),
});
export const CurrentAddressInput = z.object({
  addressId: DbId,
  copyCart: z.boolean(),
  site: z.optional(Navigation),
});

export const fieldError = (field: string, message: string, status = 400): HttpError =>
  alert(status, message, { entityErrors: [{ field, message }] });

/** Lower case without accents, for matching what people type ('liberta' finds 'Libertà'). */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
export const words = (s: string): string[] => fold(s).split(/\s+/).filter(Boolean);
export const byName = new Intl.Collator('it', { sensitivity: 'base', numeric: true }).compare;

export type DriveRow = typeof drives.$inferSelect;
export type StoreRow = typeof pickupStores.$inferSelect;

export function driveToPoint(d: DriveRow): PickupPoint {
  return {
    id: d.id,
    streetId: d.streetId,
    description: d.description,
    streetName: d.streetName,
    houseNumber: d.houseNumber,
    townName: d.townName,
    province: d.province,
    provinceShortName: d.provinceShortName,
    region: d.region,
    postCode: d.postCode,
    privateCode: d.privateCode !== null,
    lockers: d.lockers,
    openingHours: d.openingHours,
    site: d.site,
  };
}

export function storeToPoint(s: StoreRow): PickupPoint {
  return {
    id: s.id,
    streetId: s.streetId,
    description: s.description,
    streetName: s.streetName,
    houseNumber: s.houseNumber,
    townName: s.townName,
    province: s.province,
    provinceShortName: s.provinceShortName,
    region: s.region,
    postCode: s.postCode,
    privateCode: null,
    lockers: false,
    openingHours: s.openingHours,
    phoneNumber: s.phoneNumber,
    site: 'prenotazioni',
  };
}

export interface Searchable {
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
    const fields = [p.description, `${p.province} ${p.provinceShortName}`, p.townName, p.postCode, p.streetName].map(
      fold,
    );
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

/** The dependencies of the onboarding functions (one per service). */
export interface OnboardingContext {
  db: Db;
  config: ShopConfig;
  sessions: SessionService;
  rateLimit: RateLimiter;
  captcha: CaptchaService;
}
