// The address checker's look-ups (spec shell §7 onboarding): one function per call over a `request()` of
// request.ts — `addressLookups(requestFor(apiBase))` in the element's first step. They are anonymous reads
// (no cookies, so the shop answers them to any origin, server app.ts OPEN_LOOKUPS), asked again at once if
// need be. The calls made once a street is chosen are onboarding.ts's, a module of their own so that the
// element's first step does not carry them.
import type { AvailableService, PostcodeCheckResult, StreetSuggestion } from '@mercato/contracts';
import type { ShopRequest } from './request.ts';

/** A look-up: without cookies, and no anti-duplicate guard (a retry, a postcode typed twice). */
export const anonymousLookup = { credentials: 'omit', dedupe: false } as const;

export function addressLookups(request: ShopRequest) {
  return {
    /** POST onboarding/postcode/check {postcode}. */
    checkPostcode: (postcode: string) =>
      request<PostcodeCheckResult>('POST', 'onboarding/postcode/check', { body: { postcode }, ...anonymousLookup }),
    /** POST onboarding/street/suggestions {postcode}: the postcode's streets. */
    streetSuggestions: (postcode: string) =>
      request<StreetSuggestion[]>('POST', 'onboarding/street/suggestions', { body: { postcode }, ...anonymousLookup }),
    /** POST onboarding/services/available {postcode, streetId}: the services at a street. */
    availableServices: (postcode: string, streetId: number) =>
      request<AvailableService[]>('POST', 'onboarding/services/available', {
        body: { postcode, streetId },
        ...anonymousLookup,
      }),
  };
}

export type AddressLookups = ReturnType<typeof addressLookups>;
