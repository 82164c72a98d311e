// The analytics queue (spec shell §4): nothing leaves before the page is ready and the analytics category
// is accepted; a refusal stops it and drops what waited; the pharmacy domain never tracks.
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '@test-support/cookies.ts';
import type { AnalyticsEvent } from '@mercato/contracts/consent';
import { writeConsent } from '../consent/consent.ts';
import { createAnalyticsQueue } from './queue.ts';

const sections = [
  { cookieKey: 'technical', readOnly: true, durationMonths: 60 },
  { cookieKey: 'analytics', readOnly: false, durationMonths: 6 },
];

function setup(navigation: 'supermercato' | 'pharma' = 'supermercato') {
  const batches: AnalyticsEvent[][] = [];
  let ready!: () => void;
  const queue = createAnalyticsQueue({
    navigation,
    send: async (events) => void batches.push(events),
    who: () => ({ logged: false, cookieCentreEnabled: true, navigation }),
    ready: new Promise<void>((r) => (ready = r)),
    url: () => '/supermercato/home',
    timers: {
      set: (fn) => {
        queueMicrotask(fn);
        return 1;
      },
      clear: () => {},
    },
  });
  const open = async () => {
    ready();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { queue, batches, ready: open };
}

afterEach(clearCookies);

describe('the analytics queue', () => {
  it('waits for the page and for consent, then sends what waited, with the guest identity', async () => {
    const { queue, batches, ready } = setup();
    queue.track('page_view');
    await ready();
    expect(batches).toEqual([]);
    expect(queue.size()).toBe(1);
    writeConsent(sections, { analytics: true }, 'v1');
    await Promise.resolve();
    await queue.flush();
    expect(batches.flat().map((e) => [e.type, e.userId, e.location, e.url])).toEqual([
      ['page_view', '', 'free visit', '/supermercato/home'],
    ]);
    queue.stop();
  });

  it('a refusal drops what waited and sends nothing after', async () => {
    const { queue, batches, ready } = setup();
    queue.track('page_view');
    await ready();
    writeConsent(sections, { analytics: false }, 'v1');
    expect(queue.size()).toBe(0);
    queue.track('search', { term: 'latte' });
    await queue.flush();
    expect(batches).toEqual([]);
    expect(queue.running()).toBe(false);
    queue.stop();
  });

  it('never tracks on the pharmacy domain, even with analytics accepted', async () => {
    writeConsent(sections, { analytics: true }, 'v1');
    const { queue, batches, ready } = setup('pharma');
    queue.track('page_view');
    await ready();
    await queue.flush();
    expect(batches).toEqual([]);
    expect(queue.size()).toBe(0);
    queue.stop();
  });
});
