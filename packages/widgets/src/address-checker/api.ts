// The onboarding calls of spec shell §7 the address checker makes, over the shared API client: here the
// first step's (postcode, streets, services at a street); services-api.ts has the others, loaded with
// the services step.
import type { AvailableService, PostcodeCheckResult, StreetSuggestion } from '@mercato/contracts';

/** One JSON call under /commerce/resources; rejects with a ShopError (status, message, fieldErrors). */
export type Requester = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

export function addressApi(request: Requester) {
  return {
    checkPostcode: (postcode: string) => request<PostcodeCheckResult>('POST', '/onboarding/postcode/check', { postcode }),
    streetSuggestions: (postcode: string) => request<StreetSuggestion[]>('POST', '/onboarding/street/suggestions', { postcode }),
    availableServices: (postcode: string, streetId: number) =>
      request<AvailableService[]>('POST', '/onboarding/services/available', { postcode, streetId }),
  };
}
