// Every tracking rule of spec shell §4, §5, §6, §8 and §9, one by one.
import { describe, expect, it } from 'vitest';
import { SEARCH_EVENT_DEBOUNCE_MS } from '@mercato/contracts/constants';
import {
  analyticsUrl,
  checkoutStep,
  couponEvent,
  filterEvent,
  identity,
  lineChanges,
  loginOkOnce,
  purchasedOrder,
  searchReporter,
  searchTerm,
  trackingAllowed,
} from './rules.ts';

/** A clock of our own for the debounce: timers fire when told. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    set: (fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id: unknown) => void pending.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending])
        if (t.at <= now) {
          pending.delete(id);
          t.fn();
        }
    },
  };
}

describe('the analytics url (spec §5)', () => {
  it('keeps a url of up to 150 characters as it is, query included', () => {
    const url = `/supermercato/ricerca/latte?${'a'.repeat(150 - '/supermercato/ricerca/latte?'.length)}`;
    expect(url).toHaveLength(150);
    expect(analyticsUrl(url)).toBe(url);
  });
  it('drops the query of a longer url', () => {
    const path = '/supermercato/ricerca/latte';
    expect(analyticsUrl(`${path}?filtri=${'x'.repeat(200)}`)).toBe(path);
  });
  it('cuts a url still longer than 150 characters to 145 plus dots', () => {
    const long = `/${'p'.repeat(200)}?q=1`;
    const out = analyticsUrl(long);
    expect(out).toBe(`/${'p'.repeat(144)}...`);
    expect(out).toHaveLength(148);
  });
});

describe('who an event is about (spec §6)', () => {
  const base = { cookieCentreEnabled: true, navigation: 'supermercato' as const };
  it('guests report an empty user id and the location free visit', () => {
    expect(identity({ ...base, logged: false, customerId: 'C1' })).toEqual({ userId: '', location: 'free visit' });
  });
  it('a customer with purchase preferences agreed reports their id and navigation', () => {
    expect(identity({ ...base, logged: true, customerId: 'C1', purchasePreferencesAgreement: true })).toEqual({
      userId: 'C1',
      location: 'supermercato',
    });
  });
  it('the user id is blanked when the cookie centre is on and purchase preferences are not agreed', () => {
    expect(identity({ ...base, logged: true, customerId: 'C1', purchasePreferencesAgreement: false }).userId).toBe('');
    expect(
      identity({
        ...base,
        cookieCentreEnabled: false,
        logged: true,
        customerId: 'C1',
        purchasePreferencesAgreement: false,
      }).userId,
    ).toBe('C1');
  });
  it('the pharmacy domain never tracks; elsewhere only with analytics accepted', () => {
    expect(trackingAllowed('pharma', true)).toBe(false);
    expect(trackingAllowed('pharma-drive', true)).toBe(false);
    expect(trackingAllowed('supermercato', false)).toBe(false);
    expect(trackingAllowed('supermercato', true)).toBe(true);
  });
});

describe('filters (spec §9)', () => {
  it('up to 3 filter ids are one filter event with their ids', () => {
    expect(filterEvent(['bio', 'senza-glutine', 'offerte'])).toEqual({
      type: 'filter',
      data: { filters: 'bio,senza-glutine,offerte', count: 3 },
    });
  });
  it('more than 3 are reported as a multi filter', () => {
    expect(filterEvent(['a', 'b', 'c', 'd'])).toEqual({ type: 'multi_filter', data: { count: 4 } });
  });
  it('no filter, no event', () => {
    expect(filterEvent([])).toBeNull();
  });
});

describe('trolley and list changes', () => {
  it('adds and removes by product, with the difference; the first trolley known is no change', () => {
    expect(lineChanges(null, [{ productId: 1, quantity: 2 }])).toEqual([]);
    const before = [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ];
    const after = [
      { productId: 1, quantity: 3 },
      { productId: 3, quantity: 1 },
    ];
    expect(lineChanges(before, after)).toEqual([
      { type: 'add_to_cart', data: { productId: 1, quantity: 1 } },
      { type: 'remove_from_cart', data: { productId: 2, quantity: 1 } },
      { type: 'add_to_cart', data: { productId: 3, quantity: 1 } },
    ]);
    expect(lineChanges(before, [], 'list')).toEqual([
      { type: 'remove_from_list', data: { productId: 1, quantity: 2 } },
      { type: 'remove_from_list', data: { productId: 2, quantity: 1 } },
    ]);
  });
});

describe('checkout steps 1-4 and the purchase (spec §4)', () => {
  it('view cart, begin checkout, add shipping, add payment', () => {
    expect(checkoutStep('/checkout/trolley', false)).toEqual({ type: 'view_cart', data: { step: 1 } });
    expect(checkoutStep('/checkout/delivery/', false)).toEqual({ type: 'begin_checkout', data: { step: 2 } });
    expect(checkoutStep('/checkout/billing-payment', false)).toEqual({ type: 'add_shipping_info', data: { step: 3 } });
    expect(checkoutStep('/checkout/summary', false)).toEqual({ type: 'add_payment_info', data: { step: 4 } });
    expect(checkoutStep('/supermercato/home', false)).toBeNull();
  });
  it('virtual products have no delivery: begin checkout in place of add shipping', () => {
    expect(checkoutStep('/checkout/billing-payment', true)).toEqual({ type: 'begin_checkout', data: { step: 2 } });
  });
  it('the purchase is the order of the success page', () => {
    expect(purchasedOrder('/checkout/order/success/1234')).toBe(1234);
    expect(purchasedOrder('/checkout/order/failure/1234')).toBeNull();
  });
});

describe('coupon events (spec §8)', () => {
  it.each([
    [1, 'coupon_used'],
    [101, 'coupon_used'],
    [2, 'coupon_threshold'],
    [5, 'coupon_threshold'],
    [6, 'coupon_threshold'],
    [7, 'coupon_threshold'],
    [9, 'coupon_threshold'],
    [8, 'coupon_limit'],
    [3, 'coupon_expired'],
    [199, 'coupon_error'],
    [4, 'coupon_not_valid'],
    [0, 'coupon_not_valid'],
    [500, 'coupon_not_valid'],
  ])('code %i is %s', (code, type) => {
    expect(couponEvent(code)).toBe(type);
  });
});

describe('search then search results (spec §4, §9)', () => {
  it('reads the term of a search page', () => {
    expect(searchTerm('/supermercato/ricerca/latte%20intero')).toBe('latte intero');
    expect(searchTerm('/supermercato/home')).toBeNull();
  });
  it('sends search-results only after a search, once the results stayed 3000 ms', () => {
    const timers = fakeTimers();
    const sent: string[] = [];
    const r = searchReporter((type, data) => sent.push(`${type}:${data.term}`), SEARCH_EVENT_DEBOUNCE_MS, timers);
    expect(r.results()).toBe(false);
    timers.advance(5000);
    expect(sent).toEqual([]);
    r.search('latte');
    expect(sent).toEqual(['search:latte']);
    r.results();
    timers.advance(2999);
    r.results();
    timers.advance(2999);
    expect(sent).toEqual(['search:latte']);
    timers.advance(1);
    expect(sent).toEqual(['search:latte', 'search_results:latte']);
  });
  it('a new search drops the results not yet sent', () => {
    const timers = fakeTimers();
    const sent: string[] = [];
    const r = searchReporter((type, data) => sent.push(`${type}:${data.term}`), SEARCH_EVENT_DEBOUNCE_MS, timers);
    r.search('latte');
    r.results();
    timers.advance(1000);
    r.search('pane');
    timers.advance(5000);
    expect(sent).toEqual(['search:latte', 'search:pane']);
  });
});

describe('login ok once per session (spec §4)', () => {
  it('is reported the first time for a session only', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(loginOkOnce(storage, 'customer:1')).toBe(true);
    expect(loginOkOnce(storage, 'customer:1')).toBe(false);
    expect(loginOkOnce(storage, 'customer:2')).toBe(true);
  });
});
