// The address checker's calls once a street is chosen (spec shell §7 onboarding): one function per call
// over a `request()` of request.ts — `onboardingCalls(request)` in its services step and dialogs. The
// pickup points are look-ups (no cookies, any origin: onboarding-lookups.ts); the others carry credentials
// (the notify-me request, the power-guest entry, a logged customer's new shopping address), which
// request.ts refuses on an origin the shop does not list (origin-refused.ts).
import type { DeliveryAddress, Navigation, PickupPoint } from '@mercato/contracts';
import { isPharmacy } from '@mercato/contracts/constants';
import type { PowChallenge } from './pow.ts';
import { anonymousLookup } from './onboarding-lookups.ts';
import type { ShopRequest } from './request.ts';

export interface GuestEntry {
  postcode: string;
  streetId: number;
  site: Navigation;
  driveId?: number;
  negozioFisicoId?: number;
  privateCode?: string;
}

export interface ActivationInput {
  postcode: string;
  streetId: number | null;
  email: string;
  name: string;
  privacyAgreement: boolean;
  site: Navigation;
}

export function onboardingCalls(request: ShopRequest) {
  const enc = encodeURIComponent;
  return {
    /** POST onboarding/activation: the notify-me request where no service is available. */
    requestActivation: (input: ActivationInput) => request<unknown>('POST', 'onboarding/activation', { body: input }),
    /** Drive points (drive, pharma-drive: the pharmacy's) or Prenota e Ritira stores for a postcode or a search text. */
    pickupPoints: (site: Navigation, query: string) =>
      request<PickupPoint[]>(
        'GET',
        site === 'prenotazioni'
          ? `onboarding/prenotazioni/${enc(query)}`
          : isPharmacy(site)
            ? `onboarding/drives/pharma/${enc(query)}`
            : `onboarding/drives/${enc(query)}`,
        anonymousLookup,
      ),
    /** GET onboarding/captcha/challenge: the proof of work the guest entry needs (pow.ts solves it). */
    captchaChallenge: () => request<PowChallenge>('GET', 'onboarding/captcha/challenge'),
    /** POST onboarding/guest: the power-guest entry; answers where to go. */
    enterAsGuest: (entry: GuestEntry & { captchaToken: string }) =>
      request<{ redirectUrl: string }>('POST', 'onboarding/guest', { body: entry }),
    // Logged customers: a new shopping address, then make it current (optionally copying the trolley).
    /** POST auth/addresses: the address of the entry as the customer's (or the same one found again). */
    createAddress: (entry: GuestEntry) =>
      request<{ address: DeliveryAddress; message?: string; created?: boolean }>('POST', 'auth/addresses', {
        body: entry,
      }),
    /** GET auth/addresses/{id}/can-copy-trolley: ask before copying the trolley? */
    canCopyTrolley: (addressId: number) =>
      request<{ canCopy: boolean }>('GET', `auth/addresses/${addressId}/can-copy-trolley`),
    /** PUT auth/addresses/current {addressId, copyCart}: the address in use; answers where to go. */
    setCurrentAddress: (addressId: number, copyCart: boolean) =>
      request<{ redirectUrl: string; message: string }>('PUT', 'auth/addresses/current', {
        body: { addressId, copyCart },
      }),
  };
}

export type OnboardingCalls = ReturnType<typeof onboardingCalls>;
