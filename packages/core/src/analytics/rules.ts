// The tracking rules of the first-party analytics (spec shell §4 cookie consent and tracking, §5 analytics
// url, §6 analytics by role and domain, §8 coupon error codes for tracking, §9 search-result debounce and
// multi filter), as pure functions the queue (queue.ts) and the page wiring (tracker.ts) use, each with
// its unit tests (rules.test.ts).
import type { AnalyticsEventType } from '@mercato/contracts/consent';
import { isPharmacy, MULTI_FILTER_THRESHOLD } from '@mercato/contracts/constants';
import type { Navigation } from '@mercato/contracts';

/** Above this length the url loses its query; above it still, it is cut (spec §5). */
export const URL_MAX = 150;
export const URL_CUT = 145;

/**
 * The url as reported (spec §5): a url longer than 150 characters loses its query string; one still
 * longer is cut to 145 characters plus dots.
 */
export function analyticsUrl(url: string): string {
  let out = url;
  if (out.length > URL_MAX) {
    const q = out.indexOf('?');
    if (q >= 0) out = out.slice(0, q);
  }
  return out.length > URL_MAX ? `${out.slice(0, URL_CUT)}...` : out;
}

export interface Who {
  /** The session: a free visitor or power guest is a guest; a logged customer is not. */
  logged: boolean;
  /** The customer's analytics id (the page configuration's auId or ssoId). */
  customerId?: string | null;
  purchasePreferencesAgreement?: boolean;
  cookieCentreEnabled: boolean;
  navigation: Navigation | null;
}

export const FREE_VISIT_LOCATION = 'free visit';

/**
 * The user id and location every event carries (spec §6): guests report an empty user id and the
 * location 'free visit'; a customer's id is blanked when the cookie centre is on and their purchase
 * preferences are not agreed; the location of a customer is the navigation.
 */
export function identity(who: Who): { userId: string; location: string } {
  if (!who.logged) return { userId: '', location: FREE_VISIT_LOCATION };
  const blank = who.cookieCentreEnabled && who.purchasePreferencesAgreement !== true;
  return { userId: blank ? '' : (who.customerId ?? ''), location: who.navigation ?? '' };
}

/** The pharmacy domain never tracks (spec §6); elsewhere only with the analytics category accepted. */
export function trackingAllowed(navigation: Navigation | null, analyticsAccepted: boolean): boolean {
  return !isPharmacy(navigation) && analyticsAccepted;
}

/** The filters event (spec §9): more than 3 selected filter ids are reported as one multi filter. */
export function filterEvent(
  ids: readonly string[],
): { type: AnalyticsEventType; data: Record<string, string | number> } | null {
  if (ids.length === 0) return null;
  if (ids.length > MULTI_FILTER_THRESHOLD) return { type: 'multi_filter', data: { count: ids.length } };
  return { type: 'filter', data: { filters: ids.join(','), count: ids.length } };
}

/** A trolley or list line as the diff needs it. */
export interface Line {
  productId: number;
  quantity: number;
}

/**
 * The add and remove events between two states of the trolley (or a list): one per product whose quantity
 * went up or down, with the difference. The first state known (`before` null) is not a change.
 */
export function lineChanges(
  before: readonly Line[] | null,
  after: readonly Line[] | null,
  kind: 'cart' | 'list' = 'cart',
): { type: AnalyticsEventType; data: { productId: number; quantity: number } }[] {
  if (!before || !after) return [];
  const was = new Map<number, number>();
  for (const l of before) was.set(l.productId, (was.get(l.productId) ?? 0) + l.quantity);
  const now = new Map<number, number>();
  for (const l of after) now.set(l.productId, (now.get(l.productId) ?? 0) + l.quantity);
  const out: { type: AnalyticsEventType; data: { productId: number; quantity: number } }[] = [];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const diff = (now.get(id) ?? 0) - (was.get(id) ?? 0);
    if (diff > 0)
      out.push({ type: kind === 'cart' ? 'add_to_cart' : 'add_to_list', data: { productId: id, quantity: diff } });
    if (diff < 0)
      out.push({
        type: kind === 'cart' ? 'remove_from_cart' : 'remove_from_list',
        data: { productId: id, quantity: -diff },
      });
  }
  return out;
}

/**
 * The checkout tracking step of a page (spec §4, steps 1-4): the trolley is 'view cart' (1), delivery
 * 'begin checkout' (2), billing and payment 'add shipping' (3) — 'begin checkout' for a trolley of
 * virtual products only, which has no delivery step —, the summary 'add payment' (4). Null elsewhere.
 */
export function checkoutStep(
  pathname: string,
  virtualOnly: boolean,
): { type: AnalyticsEventType; data: { step: number } } | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/checkout/trolley') return { type: 'view_cart', data: { step: 1 } };
  if (path === '/checkout/delivery') return { type: 'begin_checkout', data: { step: 2 } };
  if (path === '/checkout/billing-payment')
    return virtualOnly
      ? { type: 'begin_checkout', data: { step: 2 } }
      : { type: 'add_shipping_info', data: { step: 3 } };
  if (path === '/checkout/summary') return { type: 'add_payment_info', data: { step: 4 } };
  return null;
}

/** The order of a purchase page (/checkout/order/success/{orderId}), else null. */
export function purchasedOrder(pathname: string): number | null {
  const m = /^\/checkout\/order\/success\/(\d+)\/?$/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** The search term of a search page (/{store}/ricerca/{query}), else null. */
export function searchTerm(pathname: string): string | null {
  const m = /^\/[a-z-]+\/ricerca\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]).slice(0, 200);
  } catch {
    return null;
  }
}

/**
 * The coupon event of a coupon answer's code (spec §8 "Coupon error codes for tracking"): 1 and 101
 * used; 2, 5, 6, 7, 9 threshold; 8 limit; 3 expired; 199 error; any other not valid.
 */
export function couponEvent(code: number): AnalyticsEventType {
  if (code === 1 || code === 101) return 'coupon_used';
  if ([2, 5, 6, 7, 9].includes(code)) return 'coupon_threshold';
  if (code === 8) return 'coupon_limit';
  if (code === 3) return 'coupon_expired';
  if (code === 199) return 'coupon_error';
  return 'coupon_not_valid';
}

/**
 * 'search' then 'search-results' (spec §4, §9): the results event is sent only after a search, once the
 * results stayed unchanged for 3000 ms (each new results report restarts the wait), and a new search
 * drops the results not yet sent.
 */
export function searchReporter(
  send: (type: AnalyticsEventType, data: Record<string, string | number>) => void,
  debounceMs: number,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
) {
  let term: string | null = null;
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  return {
    search(value: string) {
      cancel();
      term = value;
      send('search', { term: value });
    },
    results(data: Record<string, string | number> = {}) {
      if (term === null) return false;
      cancel();
      const forTerm = term;
      pending = timers.set(() => {
        pending = null;
        send('search_results', { term: forTerm, ...data });
      }, debounceMs);
      return true;
    },
    cancel,
  };
}

/** 'login ok' once per browser session (spec §4): true the first time for a session, then false. */
export function loginOkOnce(storage: Pick<Storage, 'getItem' | 'setItem'> | null, sessionKey: string): boolean {
  const key = 'mercato.analytics.loginOk';
  try {
    if (storage?.getItem(key) === sessionKey) return false;
    storage?.setItem(key, sessionKey);
  } catch {
    // No storage: report it this once.
  }
  return true;
}
