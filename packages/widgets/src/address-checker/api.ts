// The onboarding calls of spec shell §7 the address checker makes, over the shared API client.
import type {
  AvailableService,
  DeliveryAddress,
  Navigation,
  PickupPoint,
  PostcodeCheckResult,
  StreetSuggestion,
} from '@mercato/contracts';
import type { PowChallenge } from './pow.ts';

/** One JSON call under /commerce/resources; rejects with a ShopError (status, message, fieldErrors). */
export type Requester = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

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

export function onboardingApi(request: Requester) {
  const enc = encodeURIComponent;
  return {
    checkPostcode: (postcode: string) => request<PostcodeCheckResult>('POST', '/onboarding/postcode/check', { postcode }),
    streetSuggestions: (postcode: string) => request<StreetSuggestion[]>('POST', '/onboarding/street/suggestions', { postcode }),
    availableServices: (postcode: string, streetId: number) =>
      request<AvailableService[]>('POST', '/onboarding/services/available', { postcode, streetId }),
    requestActivation: (input: ActivationInput) => request<unknown>('POST', '/onboarding/activation', input),
    /** Drive points (drive, pharma-drive) or Prenota e Ritira stores for a postcode or a search text. */
    pickupPoints: (site: Navigation, query: string) =>
      request<PickupPoint[]>(
        'GET',
        site === 'prenotazioni'
          ? `/onboarding/prenotazioni/${enc(query)}`
          : site === 'pharma-drive'
            ? `/onboarding/drives/pharma/${enc(query)}`
            : `/onboarding/drives/${enc(query)}`,
      ),
    captchaChallenge: () => request<PowChallenge>('GET', '/onboarding/captcha/challenge'),
    enterAsGuest: (entry: GuestEntry & { captchaToken: string }) =>
      request<{ redirectUrl: string }>('POST', '/onboarding/guest', entry),
    // Logged customers: a new shopping address, then make it current (optionally copying the trolley).
    createAddress: (entry: GuestEntry) =>
      request<{ address: DeliveryAddress; message?: string }>('POST', '/auth/addresses', entry),
    canCopyTrolley: (addressId: number) => request<{ canCopy: boolean }>('GET', `/auth/addresses/${addressId}/can-copy-trolley`),
    setCurrentAddress: (addressId: number, copyCart: boolean) =>
      request<{ redirectUrl: string; message: string }>('PUT', '/auth/addresses/current', { addressId, copyCart }),
  };
}

export type OnboardingApi = ReturnType<typeof onboardingApi>;
