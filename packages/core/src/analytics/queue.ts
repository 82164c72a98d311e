// The analytics queue (spec shell §4): events wait until the page is ready and the analytics category is
// accepted, are sent in small batches to the shop's own collector (POST analytics/collect, nothing leaves
// the shop), and a refusal stops the queue and drops what waited. The pharmacy domain never tracks.
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_CATEGORY,
  type AnalyticsEvent,
  type AnalyticsEventType,
} from '@mercato/contracts/consent';
import type { Navigation } from '@mercato/contracts';
import { isPharmacy } from '@mercato/contracts/constants';
import { onConsentChange, readConsent } from '../consent/consent.ts';
import { analyticsUrl, identity, type Who } from './rules.ts';

/** chosen: how long events gather before a batch leaves, and how many may wait for consent. */
export const FLUSH_DELAY_MS = 1000;
export const QUEUE_MAX = 100;

export interface QueueOptions {
  /** Sends one batch (the collector call). */
  send: (events: AnalyticsEvent[]) => Promise<unknown>;
  /** Who the events are about, read when each event is made. */
  who: () => Who;
  navigation: Navigation | null;
  /** Resolves once the page is ready (default: the document's load). */
  ready?: Promise<void>;
  /** The analytics choice now: accepted, refused, or undefined before a decision (default: its cookie). */
  decision?: () => boolean | undefined;
  /** The page's url (default: location's path and query). */
  url?: () => string;
  now?: () => Date;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };
}

export interface AnalyticsQueue {
  /** Queues one event (dropped on the pharmacy domain, or when refused). */
  track(type: AnalyticsEventType, data?: AnalyticsEvent['data']): void;
  /** Sends what waits now (the page is hidden or left). */
  flush(): Promise<void>;
  /** Whether events are being sent (ready, accepted, not the pharmacy domain). */
  running(): boolean;
  /** Events waiting. */
  size(): number;
  /** Stops listening to consent changes. */
  stop(): void;
}

export function pageReady(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export function createAnalyticsQueue(opts: QueueOptions): AnalyticsQueue {
  const decision = opts.decision ?? (() => readConsent([ANALYTICS_CATEGORY]).categories[ANALYTICS_CATEGORY]);
  const accepted = () => decision() === true;
  const url = opts.url ?? (() => (typeof location === 'undefined' ? '/' : location.pathname + location.search));
  const now = opts.now ?? (() => new Date());
  const timers = opts.timers ?? {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  const pharmacy = isPharmacy(opts.navigation);
  let queue: AnalyticsEvent[] = [];
  let ready = false;
  let consent = !pharmacy && accepted();
  let timer: unknown = null;

  const running = () => ready && consent && !pharmacy;

  const schedule = () => {
    if (!running() || queue.length === 0 || timer !== null) return;
    timer = timers.set(() => {
      timer = null;
      void flush();
    }, FLUSH_DELAY_MS);
  };

  async function flush() {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (!running()) return;
    while (queue.length > 0) {
      const batch = queue.slice(0, ANALYTICS_BATCH_MAX);
      queue = queue.slice(batch.length);
      try {
        await opts.send(batch);
      } catch {
        // The collector did not answer: these events are lost, the shop's pages go on.
      }
    }
  }

  const stopConsent = onConsentChange(() => {
    consent = !pharmacy && accepted();
    if (!consent) {
      queue = [];
      if (timer !== null) timers.clear(timer);
      timer = null;
    } else schedule();
  });

  (opts.ready ?? pageReady()).then(() => {
    ready = true;
    schedule();
  });

  return {
    track(type, data) {
      if (pharmacy) return;
      // Before a decision events wait (bounded); a refusal drops them.
      if (decision() === false) return;
      if (queue.length >= QUEUE_MAX) queue.shift();
      const { userId, location } = identity(opts.who());
      queue.push({
        type,
        url: analyticsUrl(url()),
        userId,
        location,
        at: now().toISOString(),
        ...(data ? { data } : {}),
      });
      schedule();
    },
    flush,
    running,
    size: () => queue.length,
    stop: () => {
      stopConsent();
      if (timer !== null) timers.clear(timer);
    },
  };
}
