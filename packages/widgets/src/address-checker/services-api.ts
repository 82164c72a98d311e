// The onboarding calls of spec shell §7 made once a street is chosen (loaded with the services step and
// the dialogs): pickup points, the notify-me request, the power-guest entry and, for logged customers,
// the new shopping address. The pickup points are look-ups (any origin, no cookies); before the first
// other call, a page on another origin asks the shop whether it refuses its calls with credentials
// (not in MERCATO_PARTNER_ORIGINS): if so the call is not made and fails with the text for the partner.
import { CLIENT_ERROR_TEXTS, isShopError, originRefusal } from '@mercato/client';
import type { DeliveryAddress, Navigation, PickupPoint } from '@mercato/contracts';
import { isPharmacy } from '@mercato/contracts/constants';
import type { Requester } from './api.ts';
import type { PowChallenge } from './pow.ts';

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

export function servicesApi(plain: Requester) {
  const enc = encodeURIComponent;
  const request: Requester = async (method, path, body, opts) => {
    const refused = opts?.lookup || plain.apiBase === undefined ? null : await originRefusal(plain.apiBase);
    if (refused) throw refused;
    return plain(method, path, body, opts);
  };
  return {
    requestActivation: (input: ActivationInput) => request<unknown>('POST', '/onboarding/activation', input),
    /** Drive points (drive, pharma-drive: the pharmacy's) or Prenota e Ritira stores for a postcode or a search text. */
    pickupPoints: (site: Navigation, query: string) =>
      request<PickupPoint[]>(
        'GET',
        site === 'prenotazioni'
          ? `/onboarding/prenotazioni/${enc(query)}`
          : isPharmacy(site)
            ? `/onboarding/drives/pharma/${enc(query)}`
            : `/onboarding/drives/${enc(query)}`,
        undefined,
        { lookup: true },
      ),
    captchaChallenge: () => request<PowChallenge>('GET', '/onboarding/captcha/challenge'),
    enterAsGuest: (entry: GuestEntry & { captchaToken: string }) =>
      request<{ redirectUrl: string }>('POST', '/onboarding/guest', entry),
    // Logged customers: a new shopping address, then make it current (optionally copying the trolley).
    createAddress: (entry: GuestEntry) =>
      request<{ address: DeliveryAddress; message?: string; created?: boolean }>('POST', '/auth/addresses', entry),
    canCopyTrolley: (addressId: number) =>
      request<{ canCopy: boolean }>('GET', `/auth/addresses/${addressId}/can-copy-trolley`),
    setCurrentAddress: (addressId: number, copyCart: boolean) =>
      request<{ redirectUrl: string; message: string }>('PUT', '/auth/addresses/current', { addressId, copyCart }),
  };
}

/** The Italian message to show inline for a failed call. */
export function errorMessage(err: unknown): string {
  if (isShopError(err)) return err.fieldErrors[0]?.message ?? err.message;
  return CLIENT_ERROR_TEXTS.generic;
}
