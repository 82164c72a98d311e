// The client on a partner page of an origin the shop does not list (MERCATO_PARTNER_ORIGINS): anonymous
// look-ups go without cookies; originRefusal() says, before a call with credentials, that the shop would
// refuse it, with the partner's Italian message, and the console names the setting once per page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_PROBE_PATH, ORIGIN_WARNED, originRefusal } from './origin-refused.ts';
import { createRequest } from './request.ts';
import { fakeFetch, json } from '@test-support/fake-shop.ts';

const PARTNER = 'https://nuovo-partner.example';
const REFUSED_TEXT =
  "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.";
let shops = 0;
/** A fresh API origin per test: what the client learnt of one origin stays for the page's life. */
const newShop = () => `https://shop${++shops}.example`;

/** The shop's open look-up, saying what it thinks of this page's calls with credentials. */
const shopSaying = (said: string | null) =>
  fakeFetch(() => json(200, { data: [] }, said ? { 'X-Mercato-Credentials': said } : {}));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('location', { origin: PARTNER, pathname: '/spesa' });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete (globalThis as { [ORIGIN_WARNED]?: boolean })[ORIGIN_WARNED];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('calls from a partner origin', () => {
  it("sends an anonymous call with credentials: 'omit', the others with 'include'", async () => {
    const f = fakeFetch(() => json(200, { data: { code: 'SUPPORTED' } }));
    const request = createRequest({ baseUrl: newShop(), fetch: f.fetch });
    await request('POST', 'onboarding/postcode/check', { body: { postcode: '20121' }, credentials: 'omit' });
    await request('POST', 'onboarding/guest', { body: {} });
    await request('GET', 'auth/trolley');
    const calls = f.calls.filter((c) => !c.url.endsWith(`/${ORIGIN_PROBE_PATH}`));
    expect(calls.map((c) => c.credentials)).toEqual(['omit', 'include', 'include']);
  });

  it('refuses, in the request layer, the calls with credentials that the shop would refuse', async () => {
    const shop = newShop();
    const f = fakeFetch((call) =>
      json(200, { data: [] }, call.url.endsWith(`/${ORIGIN_PROBE_PATH}`) ? { 'X-Mercato-Credentials': 'refused' } : {}),
    );
    const onError = vi.fn();
    const request = createRequest({ baseUrl: shop, fetch: f.fetch, onError });
    await expect(request('POST', 'onboarding/guest', { body: {} })).rejects.toMatchObject({
      code: 'ORIGIN_NOT_ALLOWED',
      message: REFUSED_TEXT,
    });
    await expect(request('GET', 'auth/trolley')).rejects.toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    // The shop was asked once; the look-ups still go, without cookies.
    await request('GET', 'onboarding/drives/20121', { credentials: 'omit' });
    expect(f.calls.map((c) => `${c.credentials} ${c.url.replace(shop, '')}`)).toEqual([
      `omit /commerce/resources/${ORIGIN_PROBE_PATH}`,
      'omit /commerce/resources/onboarding/drives/20121',
    ]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('refuses with the Italian text for the partner when the shop refuses the origin, and warns once', async () => {
    const shop = newShop();
    const f = shopSaying('refused');
    const err = await originRefusal(shop, f.fetch);
    expect(err).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', status: 0, message: REFUSED_TEXT });
    expect(await originRefusal(shop, f.fetch)).toMatchObject({ message: REFUSED_TEXT });
    // One anonymous look-up per shop, whatever the number of calls.
    expect(f.calls.map((c) => [c.url, c.credentials])).toEqual([
      [`${shop}/commerce/resources/onboarding/services`, 'omit'],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('MERCATO_PARTNER_ORIGINS');
    expect(String(warn.mock.calls[0][0])).toContain(PARTNER);
    // Once per page, whichever shop refused.
    await originRefusal(newShop(), shopSaying('refused').fetch);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('lets the call go when the origin is listed, the shop says nothing or cannot be reached', async () => {
    expect(await originRefusal(newShop(), shopSaying('allowed').fetch)).toBeNull();
    expect(await originRefusal(newShop(), shopSaying(null).fetch)).toBeNull();
    const down = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const shop = newShop();
    expect(await originRefusal(shop, down.fetch)).toBeNull();
    // Not reached: asked again next time.
    const up = shopSaying('refused');
    expect(await originRefusal(shop, up.fetch)).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never asks on the same origin', async () => {
    const f = shopSaying('refused');
    expect(await originRefusal('', f.fetch)).toBeNull();
    vi.stubGlobal('location', { origin: 'https://shop0.example', pathname: '/' });
    expect(await originRefusal('https://shop0.example', f.fetch)).toBeNull();
    expect(f.calls).toEqual([]);
  });
});
