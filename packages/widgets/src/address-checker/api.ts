// The onboarding calls of spec shell §7 the address checker makes, over the shared API client: here the
// first step's (postcode, streets, services at a street); services-api.ts has the others, loaded with
// the services step.
import type { AvailableService, PostcodeCheckResult, StreetSuggestion } from '@mercato/contracts';

/**
 * One JSON call under /commerce/resources; rejects with a ShopError (status, message, fieldErrors).
 * `lookup`: a POST that only reads (postcode, streets, services), so asking it again at once is fine;
 * other POSTs and PUTs keep the client's guard against doing the same thing twice.
 */
export type Requester = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, opts?: { lookup?: boolean }) => Promise<T>;

const lookup = { lookup: true };

export function addressApi(request: Requester) {
  return {
    checkPostcode: (postcode: string) => request<PostcodeCheckResult>('POST', '/onboarding/postcode/check', { postcode }, lookup),
    streetSuggestions: (postcode: string) => request<StreetSuggestion[]>('POST', '/onboarding/street/suggestions', { postcode }, lookup),
    availableServices: (postcode: string, streetId: number) =>
      request<AvailableService[]>('POST', '/onboarding/services/available', { postcode, streetId }, lookup),
  };
}
