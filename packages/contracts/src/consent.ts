// Cookie consent and first-party analytics (spec shell §2 "Content and help", §3 cookie centre entry,
// §4 cookie consent and tracking, §5 cookie keys and the analytics url rule, §6 analytics by role and
// domain, §7 analytics/cookie-center/config, §9 policy cookie, durations, debounce, multi filter).
// The shapes and rules shared by the widget, core's consent API and analytics queue, and the server's
// consent records and collector. Texts live in i18n/it-consent.ts. No zod here (the banner loads this at
// first paint): the schemas are in consent-schemas.ts, their types re-exported below.

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

/** How a decision was taken: the banner's buttons, the centre, the app, "cookie centre off", the GPC signal. */
export const CONSENT_SOURCES = ['accept-all', 'close', 'save', 'app', 'auto', 'gpc'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

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

export type {
  AnalyticsBatch,
  AnalyticsDailyRow,
  AnalyticsEvent,
  ConsentRecord,
  ConsentRecordRequest,
  CookieCentreConfiguration,
  CookieCentreSection,
} from './consent-schemas.ts';
