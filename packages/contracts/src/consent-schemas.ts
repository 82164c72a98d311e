// The zod schemas of cookie consent and the first-party analytics (consent.ts has the constants and
// re-exports these types): the server checks its input with them; browser code imports types only.
import * as z from 'zod/mini';
import { NAVIGATIONS } from './constants.ts';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_DATA_MAX_KEYS,
  ANALYTICS_EVENT_TYPES,
  CONSENT_SOURCES,
  COOKIE_CHANNELS,
} from './consent.ts';

const cookieKey = z.string().check(z.regex(/^[a-z][a-z0-9_-]{0,31}$/));
const policyVersion = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,32}$/));

/** One section of the cookie centre, as the call answers it (the spec's entry plus its texts and duration). */
export const CookieCentreSection = z.object({
  id: z.number(),
  cookieKey: z.string(),
  enabled: z.boolean(),
  readOnly: z.boolean(),
  hasCookie: z.boolean(),
  iconClass: z.nullable(z.string()),
  checked: z.boolean(),
  title: z.string(),
  description: z.string(),
  /** How long this category's cookie lasts, in months (the policy cookie: POLICY_COOKIE_YEARS). */
  durationMonths: z.number(),
});
export type CookieCentreSection = z.infer<typeof CookieCentreSection>;

/** GET analytics/cookie-center/config/{navigation}/{channel}. */
export const CookieCentreConfiguration = z.object({
  navigation: z.enum(NAVIGATIONS),
  channel: z.enum(COOKIE_CHANNELS),
  policyVersion: z.string(),
  /** The cookie centre is on (else the policy is auto-accepted on navigation or click; spec §4). */
  enabled: z.boolean(),
  cookieCenterConfigList: z.array(CookieCentreSection),
});
export type CookieCentreConfiguration = z.infer<typeof CookieCentreConfiguration>;

/** How a decision was taken: the banner's buttons, the centre's save, the app or "cookie centre off". */
/** POST consent/records: one decision, stored append-only as the shop's proof. */
export const ConsentRecordRequest = z.object({
  anonymousId: z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/)),
  navigation: z.enum(NAVIGATIONS),
  channel: z.enum(COOKIE_CHANNELS),
  policyVersion,
  source: z.enum(CONSENT_SOURCES),
  /** Every known category with its choice (read-only ones are always true). */
  categories: z.record(cookieKey, z.boolean()),
});
export type ConsentRecordRequest = z.infer<typeof ConsentRecordRequest>;

export const ConsentRecord = z.object({
  id: z.number(),
  policyVersion: z.string(),
  navigation: z.string(),
  channel: z.string(),
  source: z.string(),
  categories: z.record(z.string(), z.boolean()),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

// ------------------------------------------------------------------------------------ analytics events

/** The events of the first-party analytics (spec §4, §5, §6, §9). */
/** chosen: the collector's limits: events per call, the call's body, one event's data. */
const shortText = z.string().check(z.maxLength(200));
const dataValue = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]);

export const AnalyticsEvent = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  /** The page's url after the url rule (analyticsUrl). */
  url: z.string().check(z.maxLength(400)),
  /** '' for guests and when purchase preferences are not agreed (spec §6). */
  userId: z.string().check(z.maxLength(64)),
  /** 'free visit' for guests; else the navigation. */
  location: shortText,
  /** ISO time the browser saw the event. */
  at: z.iso.datetime(),
  data: z.optional(
    z
      .record(z.string().check(z.maxLength(40)), dataValue)
      .check(z.refine((d) => Object.keys(d).length <= ANALYTICS_DATA_MAX_KEYS)),
  ),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** POST analytics/collect. */
export const AnalyticsBatch = z.object({
  anonymousId: z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/)),
  events: z.array(AnalyticsEvent).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX)),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>;

/** The staff page: events per day (Rome) and type, and refused calls per day. */
export const AnalyticsDailyRow = z.object({ day: z.string(), type: z.string(), count: z.number() });
export type AnalyticsDailyRow = z.infer<typeof AnalyticsDailyRow>;
