// The onboarding calls of spec shell §7 the address checker makes, over the client's one request() of
// the shop's origin (@mercato/client requestFor): here the first step's (postcode, streets, services at a
// street); services-api.ts has the others, loaded with the services step. Errors are shown inline by
// the widget (not by the page's hosts, which a partner page does not have).
import { requestFor } from '@mercato/client';
import type { AvailableService, PostcodeCheckResult, StreetSuggestion } from '@mercato/contracts';

/**
 * One JSON call under /commerce/resources; rejects with a ShopError (status, message, fieldErrors).
 * `lookup`: an anonymous call that only reads (postcode, streets, services, pickup points): asking it
 * again at once is fine (other POSTs and PUTs keep the client's guard against doing the same thing
 * twice), and it goes without cookies, so the shop answers it to any origin (server app.ts
 * OPEN_LOOKUPS), listed partner or not. Always, not only across origins: the answer is the same.
 */
export type Requester = (<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  opts?: { lookup?: boolean },
) => Promise<T>) & {
  /** The shop's origin ('' = same origin): services-api.ts asks it whether the calls with credentials would be refused. */
  apiBase?: string;
};

/** A look-up: asked again at once if need be (no anti-duplicate guard), and without cookies. */
const anonymousLookup = { dedupe: false, credentials: 'omit' } as const;

/** The checker's calls to the shop at `apiBase` (as resolveApiBase gives it): no loader, errors not reported. */
export function defaultRequester(apiBase: string): Requester {
  const request = requestFor(apiBase);
  const requester: Requester = (method, path, body, opts) =>
    request(method, path, { body, report: false, spinner: false, ...(opts?.lookup && anonymousLookup) });
  requester.apiBase = apiBase;
  return requester;
}

const lookup = { lookup: true };

export function addressApi(request: Requester) {
  return {
    checkPostcode: (postcode: string) =>
      request<PostcodeCheckResult>('POST', '/onboarding/postcode/check', { postcode }, lookup),
    streetSuggestions: (postcode: string) =>
      request<StreetSuggestion[]>('POST', '/onboarding/street/suggestions', { postcode }, lookup),
    availableServices: (postcode: string, streetId: number) =>
      request<AvailableService[]>('POST', '/onboarding/services/available', { postcode, streetId }, lookup),
  };
}
