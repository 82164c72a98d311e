// Onboarding (spec shell §2 "Onboarding and address verification", §4 "Address check" and "Choosing a
// service", §5 postcode / street / drive rules, §6, §7): postcode check, street suggestions and search,
// services of a street, notify-me requests, drive and Prenota e Ritira pickup points, the power-guest
// entry (proof-of-work captcha) and, for logged customers, their delivery addresses.
//
// Requests are parsed with the contracts' schemas (zod/mini); field messages are the spec's Italian ones.
// Pickup points never carry their private code: `privateCode` answers true (private) or false (public),
// and a private point is listed only to a search holding its exact code.
//
// The named functions live in services/onboarding/: shared.ts (dependencies, request schemas, pickup
// point search), address-check.ts (checkPostcode, suggestStreets, searchStreets, services, notify-me),
// pickup.ts (findDrives, findStores, …), guest.ts (countAddressLookup, enterAsGuest, completeHandoff),
// addresses.ts (findDeliveryAddresses, setCurrentShoppingAddress, createAddress, …). This module keeps
// the service object the routes use.
import { NAVIGATIONS, type AvailableService } from '@mercato/contracts';
import type { ShopConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { SERVICE_TEXT } from '../db/seed/geo-data.ts';
import { sanitizeRichText } from '../html.ts';
import type { CaptchaService } from './captcha.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Session, SessionService } from './sessions.ts';
import {
  availableServicesOfStreet,
  checkPostcode,
  checkStreetDelivery,
  getStreet,
  requestActivation,
  searchStreets,
  sessionServices,
  suggestStreets,
} from './onboarding/address-check.ts';
import {
  canCopyTrolley,
  createAddress,
  findDeliveryAddresses,
  setCurrentShoppingAddress,
} from './onboarding/addresses.ts';
import { completeHandoff, countAddressLookup, enterAsGuest } from './onboarding/guest.ts';
import { findDrives, findStores, listPublicDrives, listStores } from './onboarding/pickup.ts';
import type { OnboardingContext } from './onboarding/shared.ts';

export {
  ActivationInput,
  AvailableServicesInput,
  CurrentAddressInput,
  fold,
  GuestInput,
  NewAddressInput,
  searchPoints,
  type GuestEntry,
} from './onboarding/shared.ts';

/** The onboarding calls bound to one database and its services, as the routes use them. */
export function createOnboardingService(
  db: Db,
  config: ShopConfig,
  deps: { sessions: SessionService; rateLimit: RateLimiter; captcha: CaptchaService },
) {
  const ox: OnboardingContext = { db, config, ...deps };
  return {
    checkPostcode: (input: unknown) => checkPostcode(ox, input),
    /** GET postcode/{code}. */
    postcode: (code: string) => checkPostcode(ox, { postcode: code }),
    streetSuggestions: (input: unknown) => suggestStreets(ox, input),
    searchStreets: (input: unknown) => searchStreets(ox, input),
    street: (id: unknown) => getStreet(ox, id),
    availableServices: (input: unknown) => availableServicesOfStreet(ox, input),
    sessionServices: (session: Session | null) => sessionServices(ox, session),
    /** GET services: the five services with their descriptions. */
    allServices(): AvailableService[] {
      return NAVIGATIONS.map((site) => ({
        site,
        description: SERVICE_TEXT[site].description,
        onboardingHtmlDescription: sanitizeRichText(SERVICE_TEXT[site].html),
      }));
    },
    checkStreetDelivery: (streetId: number, site?: Parameters<typeof checkStreetDelivery>[2]) =>
      checkStreetDelivery(ox, streetId, site),
    requestActivation: (input: unknown) => requestActivation(ox, input),
    drives: (site: 'drive' | 'pharma-drive', x: string) => findDrives(ox, site, x),
    stores: (x: string) => findStores(ox, x),
    publicDrives: () => listPublicDrives(ox),
    allStores: () => listStores(ox),
    countLookup: (clientKey: string) => countAddressLookup(ox, clientKey),
    captchaChallenge: () => deps.captcha.challenge(),
    enterAsGuest: (input: unknown, current: Session | null, clientKey?: string | null) =>
      enterAsGuest(ox, input, current, clientKey),
    completeHandoff: (token: string) => completeHandoff(ox, token),
    findDeliveryAddresses: (customerId: number, site: string) => findDeliveryAddresses(ox, customerId, site),
    canCopyTrolley: (customerId: number, addressId: number) => canCopyTrolley(ox, customerId, addressId),
    setCurrentShoppingAddress: (customerId: number, input: unknown) => setCurrentShoppingAddress(ox, customerId, input),
    createAddress: (customerId: number, input: unknown, clientKey?: string | null) =>
      createAddress(ox, customerId, input, clientKey),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
