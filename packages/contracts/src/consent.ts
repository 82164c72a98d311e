// Cookie consent and first-party analytics (spec shell §2 "Content and help", §3 cookie centre entry,
// §4 cookie consent and tracking, §5 cookie keys and the analytics url rule, §6 analytics by role and
// domain, §7 analytics/cookie-center/config, §9 policy cookie, durations, debounce, multi filter).
// The shapes and rules shared by the widget, core's consent API and analytics queue, and the server's
// consent records and collector. Texts live in i18n/it-consent.ts.
import * as z from 'zod/mini';
import { NAVIGATIONS } from './constants.ts';

/** The channels a cookie-centre configuration exists for (the native app has its own). */
export const COOKIE_CHANNELS = ['web', 'app'] as const;
export type CookieChannel = (typeof COOKIE_CHANNELS)[number];

/** chosen: the names of the consent cookies: the policy cookie and one per known category, `yes`/`no`. */
export const POLICY_COOKIE = 'mercato_cookie_policy';
export const CONSENT_COOKIE_PREFIX = 'mercato_cookie_';
export const consentCookieName = (cookieKey: string) => `${CONSENT_COOKIE_PREFIX}${cookieKey}`;
/** chosen: the local-storage key of the footer banner's version (spec §9), the policy version confirmed. */
export const BANNER_VERSION_STORAGE_KEY = 'mercato.cookieBanner.version';
/** chosen: the local-storage key of the visitor's anonymous id, the subject of their consent records. */
export const ANONYMOUS_ID_STORAGE_KEY = 'mercato.consent.anonymousId';
/** chosen: the policy version in force until the back office publishes another (cookie_policies). */
export const COOKIE_POLICY_INITIAL_VERSION = '2026-01';
/** The category that gates the first-party analytics. */
export const ANALYTICS_CATEGORY = 'analytics';
/** The DOM event every consent change is announced with (window), with a ConsentState as detail. */
export const CONSENT_CHANGED_EVENT = 'mercato:consent-changed';

export const COOKIE_VALUE_YES = 'yes';
export const COOKIE_VALUE_NO = 'no';

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
export const CONSENT_SOURCES = ['accept-all', 'close', 'save', 'app', 'auto', 'gpc'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

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
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'login_ok',
  'search',
  'search_results',
  'filter',
  'multi_filter',
  'add_to_cart',
  'remove_from_cart',
  'add_to_list',
  'remove_from_list',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'coupon_used',
  'coupon_threshold',
  'coupon_limit',
  'coupon_expired',
  'coupon_error',
  'coupon_not_valid',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** chosen: the collector's limits: events per call, the call's body, one event's data. */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_BODY_MAX_BYTES = 16_384;
export const ANALYTICS_DATA_MAX_KEYS = 16;

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
    z.record(z.string().check(z.maxLength(40)), dataValue).check(
      z.refine((d) => Object.keys(d).length <= ANALYTICS_DATA_MAX_KEYS),
    ),
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
