// The cookie centre's and the first-party analytics' calls (spec shell §7 analytics/cookie-center/config;
// the shop's consent records and its own collector): one function per call over a `request()` of
// request.ts, kept out of createClient() so that only what opens the cookie centre carries them.
import type {
  AnalyticsBatch,
  ConsentRecord,
  ConsentRecordRequest,
  CookieCentreConfiguration,
  CookieChannel,
} from '@mercato/contracts/consent';
import type { Navigation } from '@mercato/contracts';
import type { ShopRequest } from './request.ts';

export function consentCalls(request: ShopRequest) {
  return {
    /** GET analytics/cookie-center/config/{navigation}/{channel}: the sections, the policy version, on/off. */
    getCookieCentreConfig: (navigation: Navigation, channel: CookieChannel) =>
      request<CookieCentreConfiguration>('GET', `analytics/cookie-center/config/${navigation}/${channel}`, {
        credentials: 'omit',
      }),
    /** POST consent/records: one decision, stored append-only (with the customer when logged). */
    recordConsent: (input: ConsentRecordRequest) =>
      request<ConsentRecord>('POST', 'consent/records', { body: input, dedupe: false }),
    /** POST analytics/collect: a batch of events for the shop's own collector. */
    collect: (batch: AnalyticsBatch) =>
      request<{ stored: number }>('POST', 'analytics/collect', { body: batch, dedupe: false, credentials: 'omit' }),
  };
}

export type ConsentCalls = ReturnType<typeof consentCalls>;
