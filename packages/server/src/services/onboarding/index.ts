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
// addresses.ts (findDeliveryAddresses, setCurrentShoppingAddress, createAddress, …). This module is
// the area's entry: its calls, each taking the onboarding context (shared.ts) first.
import { NAVIGATIONS, PostcodeCheckRequest, type AvailableService } from '@mercato/contracts';
import { SERVICE_TEXT } from '../../db/seed/geo-data.ts';
import { sanitizeRichText } from '../../html.ts';
import type { CaptchaChallenge } from '../captcha/index.ts';
import { checkPostcode } from './address-check.ts';
import type { OnboardingContext } from './shared.ts';
import { parseForm } from '../../validation.ts';

export {
  ActivationInput,
  AvailableServicesInput,
  CurrentAddressInput,
  fold,
  GuestInput,
  NewAddressInput,
  searchPoints,
  type GuestEntry,
  type OnboardingContext,
} from './shared.ts';

// The onboarding's calls (each takes the context first), by the names the routes use.
export {
  availableServicesOfStreet as availableServices,
  checkPostcode,
  checkStreetDelivery,
  getStreet as street,
  requestActivation,
  searchStreets,
  sessionServices,
  suggestStreets as streetSuggestions,
} from './address-check.ts';
export { canCopyTrolley, createAddress, findDeliveryAddresses, setCurrentShoppingAddress } from './addresses.ts';
export {
  addHomeAddress,
  addPickupPoint,
  addressIdentifiersBesides,
  allAddresses,
  deleteAddress,
  streetIdByName,
  updateHomeAddress,
} from './home-addresses.ts';
export { completeHandoff, countAddressLookup as countLookup, enterAsGuest } from './guest.ts';
export {
  findDrives as drives,
  findStores as stores,
  listPublicDrives as publicDrives,
  listStores as allStores,
} from './pickup.ts';

/** GET postcode/{code}: the path's postcode checked here, after the look-up was counted (400 as the body's). */
export async function postcode(ox: OnboardingContext, code: string) {
  return checkPostcode(ox, parseForm(PostcodeCheckRequest, { postcode: code }));
}

/** GET services: the five services with their descriptions. */
export function allServices(_ox: OnboardingContext): AvailableService[] {
  return NAVIGATIONS.map((site) => ({
    site,
    description: SERVICE_TEXT[site].description,
    onboardingHtmlDescription: sanitizeRichText(SERVICE_TEXT[site].html),
  }));
}

/** GET onboarding/captcha/challenge. */
export function captchaChallenge(ox: OnboardingContext): CaptchaChallenge {
  return ox.captcha.challenge();
}
