// The client on a partner page of an origin the shop does not list (MERCATO_PARTNER_ORIGINS): anonymous
// look-ups go without cookies; a call with credentials fails with the partner's Italian message, and the
// console names the setting once per page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequest } from './request.ts';
import { ShopError } from './shop-error.ts';
import { fakeFetch, json } from './test-helpers.ts';

const PARTNER = 'https://nuovo-partner.example';
const REFUSED_TEXT =
  "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.";
const WARNED = Symbol.for('mercato.originNotAllowed.warned');
let shops = 0;
/** A fresh API origin per test: what the client learnt of one origin stays for the page's life. */
const newShop = () => `https://shop${++shops}.example`;

async function rejection(p: Promise<unknown>): Promise<ShopError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShopError);
  return err as ShopError;
}

/** The shop as an unlisted origin sees it: look-ups answer and say 'refused'; a CORS refusal otherwise. */
function shopRefusing(said = 'refused') {
  return fakeFetch((call) => {
    if (call.credentials === 'omit') return json(200, { data: [] }, { 'X-Mercato-Credentials': said });
    throw new TypeError('Failed to fetch');
  });
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('location', { origin: PARTNER, pathname: '/spesa' });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete (globalThis as { [WARNED]?: boolean })[WARNED];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('calls from a partner origin', () => {
  it("sends an anonymous call with credentials: 'omit' and without the XSRF header", async () => {
    const f = fakeFetch(() => json(200, { data: { code: 'SUPPORTED' } }));
    const request = createRequest({ baseUrl: newShop(), fetch: f.fetch, xsrfToken: () => 'tok' });
    await request('POST', 'onboarding/postcode/check', { body: { postcode: '20121' }, credentials: 'omit' });
    await request('POST', 'onboarding/guest', { body: {} });
    expect(f.calls.map((c) => [c.credentials, c.headers.get('x-xsrf-token')])).toEqual([
      ['omit', null],
      ['include', 'tok'],
    ]);
  });

  it('refuses a call with credentials after a look-up said the origin is not listed, without calling', async () => {
    const shop = newShop();
    const f = shopRefusing();
    const request = createRequest({ baseUrl: shop, fetch: f.fetch, retries: 4, retryDelayMs: 0 });
    await request('POST', 'onboarding/postcode/check', { body: { postcode: '20121' }, credentials: 'omit' });
    const err = await rejection(request('GET', 'onboarding/captcha/challenge'));
    expect(err).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: REFUSED_TEXT, status: 0 });
    await rejection(request('POST', 'onboarding/guest', { body: {} }));
    expect(f.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('MERCATO_PARTNER_ORIGINS');
    expect(String(warn.mock.calls[0][0])).toContain(PARTNER);
  });

  it('asks a look-up once when a call with credentials fails on the network, and does not retry it', async () => {
    const shop = newShop();
    const f = shopRefusing();
    const onError = vi.fn();
    const request = createRequest({ baseUrl: shop, fetch: f.fetch, retries: 4, retryDelayMs: 0, onError });
    const err = await rejection(request('GET', 'auth/trolley'));
    expect(err.message).toBe(REFUSED_TEXT);
    expect(f.calls.map((c) => [c.url, c.credentials])).toEqual([
      [`${shop}/commerce/resources/auth/trolley`, 'include'],
      [`${shop}/commerce/resources/onboarding/services`, 'omit'],
    ]);
    expect(onError).toHaveBeenCalledTimes(1);
    // The console hears of it once per page, whichever client asked.
    await rejection(createRequest({ baseUrl: newShop(), fetch: shopRefusing().fetch })('GET', 'auth/trolley'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the network failure when the shop accepts the origin or cannot be reached', async () => {
    const allowed = shopRefusing('allowed');
    let err = await rejection(
      createRequest({ baseUrl: newShop(), fetch: allowed.fetch, retries: 2, retryDelayMs: 0 })('GET', 'auth/trolley'),
    );
    expect(err).toMatchObject({ code: 'NETWORK', status: -1 });
    expect(allowed.calls.filter((c) => c.credentials === 'include')).toHaveLength(3);
    const down = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    err = await rejection(
      createRequest({ baseUrl: newShop(), fetch: down.fetch, retries: 1, retryDelayMs: 0 })('GET', 'auth/trolley'),
    );
    expect(err).toMatchObject({ code: 'NETWORK', status: -1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('never asks on the same origin', async () => {
    vi.stubGlobal('location', { origin: 'https://shop0.example', pathname: '/' });
    const f = shopRefusing();
    const request = createRequest({ baseUrl: 'https://shop0.example', fetch: f.fetch, retries: 1, retryDelayMs: 0 });
    await request('GET', 'onboarding/services', { credentials: 'omit' });
    const err = await rejection(request('GET', 'auth/trolley'));
    expect(err.code).toBe('NETWORK');
    expect(f.calls.map((c) => c.credentials)).toEqual(['omit', 'include', 'include']);
  });
});
