import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client.ts';
import { ShopError } from './errors.ts';
import { newIdempotencyKey, openSlotEvents, slotCalls, slotConflictOf } from './slots.ts';
import { fakeFetch, json, type Handler } from '@test-support/fake-shop.ts';

function setup(handler?: Handler) {
  const f = fakeFetch(handler);
  const { request } = createClient({ fetch: f.fetch, pagePath: () => '/', xsrfToken: () => 'tok', retryDelayMs: 0 });
  return { ...f, client: slotCalls(request) };
}

describe('slot calls', () => {
  it('call the paths of contracts slots.ts; the open look-up goes without cookies', async () => {
    const { client, calls } = setup(() => json(200, { data: {} }));
    await client.getSlotWeek({ from: '2026-03-23', orderId: 5 });
    await client.getSlotAvailability({ postcode: '20121', site: 'supermercato' });
    await client.bookSlot({ slotId: 7, idempotencyKey: 'abcdefgh12' });
    await client.bookSlot({ slotId: 7, idempotencyKey: 'abcdefgh12' });
    await client.extendSlot();
    await client.releaseSlot();
    expect(calls.map((c) => [c.method, c.url, c.credentials])).toEqual([
      ['GET', '/commerce/resources/auth/slots?from=2026-03-23&orderId=5', 'include'],
      ['GET', '/commerce/resources/slots/availability?postcode=20121&site=supermercato', 'omit'],
      ['POST', '/commerce/resources/auth/slots/reservation', 'include'],
      // A repeated booking reaches the server (its key makes it harmless) instead of the duplicate refusal.
      ['POST', '/commerce/resources/auth/slots/reservation', 'include'],
      ['POST', '/commerce/resources/auth/slots/reservation/extend', 'include'],
      ['DELETE', '/commerce/resources/auth/slots/reservation', 'include'],
    ]);
    expect(JSON.parse(calls[2].body ?? '')).toEqual({ slotId: 7, idempotencyKey: 'abcdefgh12' });
    expect(calls[2].headers.get('x-xsrf-token')).toBe('tok');
  });

  it('a lost race rejects with SLOT_SOLD_OUT and the nearest slots the server offered', async () => {
    const nearest = [{ slotId: 8 }, { slotId: 9 }];
    const { client } = setup(() =>
      json(409, { error: { code: 'SLOT_SOLD_OUT', type: 'ALERT', message: 'Esaurita', nearest } }),
    );
    const err = await client.bookSlot({ slotId: 7, idempotencyKey: 'abcdefgh12' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ShopError);
    expect((err as ShopError).status).toBe(409);
    expect((err as ShopError).message).toBe('Esaurita');
    expect(slotConflictOf(err)).toEqual(nearest);
    expect(slotConflictOf(new Error('x'))).toBeNull();
  });

  it('makes idempotency keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

/** A stand-in EventSource: the test drives open, messages and errors. */
class FakeSource {
  static all: FakeSource[] = [];
  url: string;
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  constructor(url: string) {
    this.url = url;
    FakeSource.all.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(name: string, data: string) {
    this.listeners.get(name)?.({ data } as MessageEvent);
  }
}

describe('openSlotEvents', () => {
  afterEach(() => {
    FakeSource.all = [];
    vi.useRealTimers();
  });

  it('delivers slot events, tells reconnections apart, opens again a refused stream, closes', () => {
    vi.useFakeTimers();
    const events: unknown[] = [];
    const opens: boolean[] = [];
    const close = openSlotEvents('area:3', (e) => events.push(e), {
      baseUrl: 'https://shop.example/',
      EventSource: FakeSource as unknown as typeof EventSource,
      onOpen: (again) => opens.push(again),
      retryMs: 1000,
    });
    const first = FakeSource.all[0];
    expect(first.url).toBe('https://shop.example/commerce/resources/slots/events?scope=area%3A3');
    first.onopen?.();
    first.emit('slot', '{"slotId":4,"state":"SOLD_OUT"}');
    first.emit('slot', 'not json');
    expect(events).toEqual([{ slotId: 4, state: 'SOLD_OUT' }]);
    // The browser reconnecting by itself (CONNECTING): nothing to do.
    first.readyState = 0;
    first.onerror?.();
    vi.advanceTimersByTime(5000);
    expect(FakeSource.all).toHaveLength(1);
    // Given up (CLOSED, e.g. a 429): a new stream after the delay.
    first.readyState = 2;
    first.onerror?.();
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.all[1].onopen?.();
    expect(opens).toEqual([false, true]);
    close();
    expect(FakeSource.all[1].closed).toBe(true);
    FakeSource.all[1].onerror?.();
    vi.advanceTimersByTime(120_000);
    expect(FakeSource.all).toHaveLength(2);
  });
});
