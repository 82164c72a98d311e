// The page's first-party tracking (spec shell §4, §6): one call at the start of a page of the shop wires
// the queue (queue.ts) to what the page already has, so that no feature needs tracking code of its own:
//  - the page itself: a page view, and from its address the search (then search-results, debounced), the
//    filters (?filtri=), the checkout steps 1-4 and the purchase (/checkout/order/success/{id});
//  - core's trolley store: the add and remove events from the difference of two trolleys;
//  - the session: 'login ok' once per browser session for a logged customer;
//  - `mercato:analytics` DOM events, for code that reports something the page cannot see (the coupon
//    events: `{ type: couponEvent(code), data }`).
// Nothing is sent unless the analytics category is accepted; the pharmacy domain never tracks.
import { type AnalyticsEventType, ANALYTICS_EVENT_TYPES } from '@mercato/contracts/consent';
import { SEARCH_EVENT_DEBOUNCE_MS, VIRTUAL_PRODUCT_TYPES } from '@mercato/contracts/constants';
import type { Navigation } from '@mercato/contracts';
import { consentCalls, requestFor } from '@mercato/client';
import { $trolley } from '../stores/trolley.ts';
import { anonymousId } from '../consent/consent.ts';
import { type AnalyticsQueue, createAnalyticsQueue } from './queue.ts';
import {
  checkoutStep,
  filterEvent,
  lineChanges,
  loginOkOnce,
  purchasedOrder,
  searchReporter,
  searchTerm,
  type Who,
} from './rules.ts';

/** The DOM event (on window) other code reports an analytics event with: detail `{ type, data? }`. */
export const ANALYTICS_EVENT = 'mercato:analytics';

export interface TrackingOptions extends Who {
  /** The session's id for 'login ok' once per session (an opaque value; never sent). */
  sessionKey?: string;
  apiBase?: string;
}

const virtualTypes: readonly string[] = VIRTUAL_PRODUCT_TYPES;

export function startTracking(options: TrackingOptions): AnalyticsQueue {
  const collect = consentCalls(requestFor(options.apiBase ?? '')).collect;
  const queue = createAnalyticsQueue({
    navigation: options.navigation as Navigation | null,
    who: () => options,
    send: (events) => collect({ anonymousId: anonymousId(), events }),
  });
  const url = new URL(location.href);
  queue.track('page_view');

  if (options.logged && loginOkOnce(sessionStorageOrNull(), options.sessionKey ?? 'logged')) queue.track('login_ok');

  const term = searchTerm(url.pathname);
  const search = searchReporter((type, data) => queue.track(type, data), SEARCH_EVENT_DEBOUNCE_MS);
  if (term) {
    search.search(term);
    search.results({ page: Number(url.searchParams.get('pagina') ?? 1) || 1 });
  }
  const filters = url.searchParams
    .getAll('filtri')
    .flatMap((v) => v.split(','))
    .filter(Boolean);
  const filter = filterEvent(filters);
  if (filter) queue.track(filter.type, filter.data);

  const order = purchasedOrder(url.pathname);
  if (order !== null) queue.track('purchase', { orderId: order });

  let stepDone = false;
  const reportStep = () => {
    const items = $trolley.get()?.items;
    if (stepDone || (url.pathname === '/checkout/billing-payment' && !items)) return;
    const virtualOnly = !!items && items.length > 0 && items.every((i) => virtualTypes.includes(i.productType ?? ''));
    const step = checkoutStep(url.pathname, virtualOnly);
    if (step) queue.track(step.type, step.data);
    stepDone = true;
  };
  if (url.pathname !== '/checkout/billing-payment') reportStep();

  let before = $trolley.get()?.items ?? null;
  const stopTrolley = $trolley.listen((t) => {
    const after = t?.items ?? null;
    for (const change of lineChanges(before, after)) queue.track(change.type, change.data);
    before = after;
    if (after) reportStep();
  });

  const known: readonly string[] = ANALYTICS_EVENT_TYPES;
  const onReport = (event: Event) => {
    const detail = (event as CustomEvent<{ type?: string; data?: Record<string, string | number> }>).detail;
    if (detail && typeof detail.type === 'string' && known.includes(detail.type))
      queue.track(detail.type as AnalyticsEventType, detail.data);
  };
  window.addEventListener(ANALYTICS_EVENT, onReport);
  const onHide = () => {
    if (document.visibilityState === 'hidden') void queue.flush();
  };
  document.addEventListener('visibilitychange', onHide);

  const stop = queue.stop;
  return {
    ...queue,
    stop: () => {
      stop();
      search.cancel();
      stopTrolley();
      window.removeEventListener(ANALYTICS_EVENT, onReport);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}
