import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createClient, readCookie, type ClientOptions } from './client.ts';
import { ShopError } from './errors.ts';
import { deferred, fakeFetch, json, networkDown, type Handler } from '@test-support/fake-shop.ts';

const GENERIC = 'Si è verificato un problema, si prega di riprovare più tardi';

function setup(handler?: Handler, opts: ClientOptions = {}) {
  const f = fakeFetch(handler);
  const client = createClient({
    fetch: f.fetch,
    pagePath: () => '/spesa/frutta',
    xsrfToken: () => 'tok-123',
    retryDelayMs: 0,
    ...opts,
  });
  return { ...f, client };
}

async function rejection(p: Promise<unknown>): Promise<ShopError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ShopError);
    return e as ShopError;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('urls, headers and envelope', () => {
  it('prefixes /commerce/resources, sends cookies and the page path, unwraps { data }', async () => {
    const { client, calls } = setup(() => json(200, { data: { environment: 'test' } }));
    await expect(client.getEnv()).resolves.toEqual({ environment: 'test' });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/commerce/resources/config/env');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.get('x-page-path')).toBe('/spesa/frutta');
    expect(calls[0].headers.get('accept')).toContain('application/json');
  });

  it('a safe call outside auth/ sends no XSRF header', async () => {
    const { client, calls } = setup();
    await client.getServerInfo();
    expect(calls[0].headers.has('x-xsrf-token')).toBe(false);
    expect(calls[0].headers.get('x-page-path')).toBe('/spesa/frutta');
  });

  it('auth/ calls (even GET) and unsafe calls send X-XSRF-TOKEN', async () => {
    const { client, calls } = setup();
    await client.getProfile();
    await client.request('POST', 'onboarding/postcode/check', { body: { postcode: '20100' } });
    await client.markMessageRead(7);
    expect(calls.map((c) => [c.method, c.url, c.headers.get('x-xsrf-token')])).toEqual([
      ['GET', '/commerce/resources/auth/profile/customer', 'tok-123'],
      ['POST', '/commerce/resources/onboarding/postcode/check', 'tok-123'],
      ['PUT', '/commerce/resources/auth/message/7/read', 'tok-123'],
    ]);
    expect(calls[1].body).toBe('{"postcode":"20100"}');
    expect(calls[1].headers.get('content-type')).toBe('application/json');
    for (const c of calls) expect(c.headers.get('x-page-path')).toBe('/spesa/frutta');
  });

  it('no XSRF header when there is no token', async () => {
    const { client, calls } = setup(undefined, { xsrfToken: () => null });
    await client.getProfile();
    expect(calls[0].headers.has('x-xsrf-token')).toBe(false);
  });

  it('defaults: XSRF-TOKEN cookie from document.cookie, page path from location, baseUrl origin', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; XSRF-TOKEN=abc%3D%3D; b=2' });
    vi.stubGlobal('location', { pathname: '/checkout' });
    const f = fakeFetch();
    const client = createClient({ fetch: f.fetch, baseUrl: 'https://shop.example/' });
    await client.acceptRuleAgreement({ saleConditionsAccepted: true, privacyAccepted: true });
    expect(f.calls[0].url).toBe('https://shop.example/commerce/resources/auth/rule-agreement');
    expect(f.calls[0].headers.get('x-xsrf-token')).toBe('abc==');
    expect(f.calls[0].headers.get('x-page-path')).toBe('/checkout');
  });

  it('readCookie finds one cookie by exact name', () => {
    expect(readCookie('XSRF-TOKEN-OLD=1; XSRF-TOKEN=two', 'XSRF-TOKEN')).toBe('two');
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });

  it('page configuration: nav encoded, publishDate as query only when given', async () => {
    const { client, calls } = setup();
    await client.getPageConfiguration('home', { publishDate: '2025-01-31T10:00' });
    await client.getPageConfiguration('spesa a casa');
    expect(calls[0].url).toBe('/commerce/resources/nav/home?publishDate=2025-01-31T10%3A00');
    expect(calls[1].url).toBe('/commerce/resources/nav/spesa%20a%20casa');
  });

  it('login, logout and check-url hit the server routes', async () => {
    const { client, calls } = setup((c) =>
      c.url.endsWith('check-url') ? json(200, { data: 'NO_CONTENT' }) : json(200, { data: {} }),
    );
    await client.login('mario@example.it', 'segreta');
    await client.logout('home');
    await expect(client.checkUrl('/spesa')).resolves.toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /commerce/resources/login',
      'GET /commerce/resources/logout/home',
      'POST /commerce/resources/security/check-url',
    ]);
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ username: 'mario@example.it', password: 'segreta' });
    expect(JSON.parse(calls[2].body ?? '')).toEqual({ url: '/spesa' });
  });

  it('checkUrl answers false on 403 without reporting it', async () => {
    const onError = vi.fn();
    const { client } = setup(() => json(403, { error: { code: '403', type: 'ALERT', message: 'Vietato' } }), {
      onError,
    });
    await expect(client.checkUrl('https://evil.example')).resolves.toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it('with a schema the data is validated; a mismatch is a server error', async () => {
    const { client } = setup((c) => json(200, { data: c.url.endsWith('/ok') ? { n: 1 } : { n: 'x' } }));
    const schema = z.object({ n: z.number() });
    await expect(client.request('GET', 'ok', { schema })).resolves.toEqual({ n: 1 });
    const e = await rejection(client.request('GET', 'bad', { schema }));
    expect(e).toMatchObject({ kind: 'server', code: 'INVALID_RESPONSE', message: GENERIC });
  });
});

describe('delivery addresses (spec shell §7 profile services)', () => {
  it('lists, asks about the trolley and sets the address in use with the paths, bodies and XSRF of the shop', async () => {
    const onTask = vi.fn((_url: string) => () => {});
    const { client, calls } = setup(
      (c) => json(200, { data: c.url.endsWith('can-copy-trolley') ? { canCopy: true } : [] }),
      {
        onTask,
      },
    );
    await expect(client.findDeliveryAddresses('pharma-drive')).resolves.toEqual([]);
    await expect(client.canCopyTrolleyItemOnAddressChange(12)).resolves.toEqual({ canCopy: true });
    await client.setCurrentShoppingAddress('drive', 12, false);
    expect(calls.map((c) => [c.method, c.url, c.headers.get('x-xsrf-token')])).toEqual([
      ['GET', '/commerce/resources/auth/addresses/pharma-drive', 'tok-123'],
      ['GET', '/commerce/resources/auth/addresses/12/can-copy-trolley', 'tok-123'],
      ['PUT', '/commerce/resources/auth/addresses/current', 'tok-123'],
    ]);
    expect(JSON.parse(calls[2].body ?? '')).toEqual({ site: 'drive', addressId: 12, copyCart: false });
    // The list shows skeletons, not the page loader; the change counts in the loader.
    expect(onTask.mock.calls.map(([url]) => url)).toEqual([
      '/commerce/resources/auth/addresses/12/can-copy-trolley',
      '/commerce/resources/auth/addresses/current',
    ]);
  });

  it("a refused change with the server's message is left to the caller; other failures are reported", async () => {
    const onError = vi.fn();
    const refusal = {
      error: {
        code: '404',
        type: 'ALERT',
        message: 'Indirizzo non trovato',
        entityErrors: [{ field: 'addressId', message: 'Indirizzo non trovato' }],
      },
    };
    let answer = json(404, refusal);
    const { client } = setup(() => answer, { onError });
    const refused = await rejection(client.setCurrentShoppingAddress('supermercato', 99, false));
    expect(refused.fieldErrors).toEqual([{ field: 'addressId', message: 'Indirizzo non trovato' }]);
    expect(onError).not.toHaveBeenCalled();
    answer = json(500, {});
    const failed = await rejection(client.setCurrentShoppingAddress('drive', 98, true));
    expect(failed).toMatchObject({ kind: 'server', message: GENERIC });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('retry', () => {
  it('retries a network failure exactly 4 times by default, then throws the Italian server error', async () => {
    const { client, calls } = setup(networkDown());
    const e = await rejection(client.getEnv());
    expect(calls).toHaveLength(5);
    expect(e).toMatchObject({ kind: 'server', status: -1, title: 'Errore', message: GENERIC, presentation: 'modal' });
    expect(e.cause).toBeInstanceOf(TypeError);
  });

  it('honours a configured count', async () => {
    const { client, calls } = setup(networkDown(), { retries: 1 });
    await rejection(client.getEnv());
    expect(calls).toHaveLength(2);
  });

  it('succeeds when the network comes back within the retries', async () => {
    const { client, calls } = setup((_c, n) => {
      if (n < 3) throw new TypeError('fetch failed');
      return json(200, { data: 'ok' });
    });
    await expect(client.getEnv()).resolves.toBe('ok');
    expect(calls).toHaveLength(3);
  });

  it('never retries an HTTP error (500, 503, 404)', async () => {
    for (const status of [500, 503, 404]) {
      const { client, calls } = setup(() =>
        json(status, { error: { code: String(status), type: 'ALERT', message: 'x' } }),
      );
      const e = await rejection(client.getEnv());
      expect(e.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('waits between retries (backoff)', async () => {
    vi.useFakeTimers();
    try {
      const { client, calls } = setup(networkDown(), { retries: 2, retryDelayMs: 100 });
      const p = rejection(client.getEnv());
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(150);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(50);
      expect(calls).toHaveLength(3);
      await p;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('errors', () => {
  it('throws a ShopError with the server message and field errors, and reports it once', async () => {
    const onError = vi.fn();
    const { client } = setup(
      () =>
        json(400, {
          error: {
            code: '400',
            type: 'ALERT',
            message: 'Dati non validi',
            entityErrors: [{ field: 'email', message: 'Email non valida' }],
          },
        }),
      { onError },
    );
    const e = await rejection(
      client.request('POST', 'auth/mobilenumber/sendVerifyCode', { body: { mobileNumber: '1' } }),
    );
    expect(e).toMatchObject({
      kind: 'validation',
      status: 400,
      message: 'Dati non validi',
      fieldErrors: [{ field: 'email', message: 'Email non valida' }],
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(e, {
      method: 'POST',
      url: '/commerce/resources/auth/mobilenumber/sendVerifyCode',
      path: 'auth/mobilenumber/sendVerifyCode',
    });
  });

  it('429 takes retryAfter from the Retry-After header', async () => {
    const { client } = setup(() =>
      json(429, { error: { code: '429', type: 'ALERT', message: 'Troppi tentativi' } }, { 'Retry-After': '60' }),
    );
    const e = await rejection(client.login('a', 'b'));
    expect(e).toMatchObject({ kind: 'rate-limited', retryAfter: 60, message: 'Troppi tentativi' });
  });

  it('a 5xx that is not JSON still becomes the Italian server error', async () => {
    const { client } = setup(
      () => new Response('<h1>Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(await rejection(client.getEnv())).toMatchObject({
      kind: 'server',
      status: 502,
      title: 'Errore',
      message: GENERIC,
    });
  });

  it('content urls and report:false are not reported; the error is still thrown', async () => {
    const onError = vi.fn();
    const { client } = setup(() => json(404, {}), { onError });
    await rejection(client.request('GET', 'content/banner/3'));
    await rejection(client.request('GET', 'https://cdn.example/pagina.html'));
    await rejection(client.request('GET', 'menu/4/cms'));
    await rejection(client.getProfile().then(() => client.request('GET', 'x', { report: false })));
    expect(onError).toHaveBeenCalledTimes(1); // only getProfile
  });

  it('logger: a 401 is ignored (resolves null) and never reported; other failures throw unreported', async () => {
    const onError = vi.fn();
    const { client, calls } = setup(
      () => json(401, { error: { code: '401', type: 'ALERT', message: 'Sessione scaduta: login necessaria...' } }),
      { onError },
    );
    await expect(client.log([{ level: 'error', message: 'boom' }])).resolves.toBeNull();
    expect(calls[0].url).toBe('/commerce/resources/logger');
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ logs: [{ level: 'error', message: 'boom' }] });

    const other = setup(() => json(500, {}), { onError });
    const e = await rejection(other.client.log({ logs: ['x'], domainCode: 'web' }));
    expect(e.kind).toBe('server');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('anti-duplicate', () => {
  it('refuses an identical unsafe call while the first is in flight, without touching the network', async () => {
    const gate = deferred<Response>();
    const onError = vi.fn();
    const { client, calls } = setup(() => gate.promise, { onError });
    const body = { productId: 1, quantity: 2 };
    const first = client.request('POST', 'auth/trolley/item', { body });
    const e = await rejection(client.request('POST', 'auth/trolley/item', { body: { productId: 1, quantity: 2 } }));
    expect(e).toMatchObject({
      kind: 'duplicate',
      message: 'Operazione già avviata, aspettare il completamento e riprovare.',
    });
    expect(onError).toHaveBeenCalledWith(e, expect.objectContaining({ method: 'POST' }));
    expect(calls).toHaveLength(1);
    gate.resolve(json(200, { data: 'added' }));
    await expect(first).resolves.toBe('added');
  });

  it('a different body, url or method is not a duplicate; GET is never guarded', async () => {
    const gate = deferred<void>();
    const { client, calls } = setup(() => gate.promise.then(() => json(200, { data: null })));
    const pending = [
      client.request('POST', 'auth/trolley/item', { body: { productId: 1 } }),
      client.request('POST', 'auth/trolley/item', { body: { productId: 2 } }),
      client.request('DELETE', 'auth/trolley/item', { body: { productId: 1 } }),
      client.request('GET', 'auth/trolley'),
      client.request('GET', 'auth/trolley'),
    ];
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(5);
    gate.resolve();
    await Promise.all(pending);
  });

  it('allowed again once the first has settled and the window has passed', async () => {
    let t = 10_000;
    const { client, calls } = setup(() => json(200, { data: 'ok' }), { now: () => t, duplicateWindowMs: 1000 });
    const body = { trolleyItemsIds: [1, 2] };
    await client.request('POST', 'auth/trolley/delete_items', { body });
    t += 500; // settled, but still inside the window
    expect((await rejection(client.request('POST', 'auth/trolley/delete_items', { body }))).kind).toBe('duplicate');
    t += 500;
    await expect(client.request('POST', 'auth/trolley/delete_items', { body })).resolves.toBe('ok');
    expect(calls).toHaveLength(2);
  });

  it('still refused after the window while the first call has not settled', async () => {
    let t = 0;
    const gate = deferred<Response>();
    const { client } = setup((_c, n) => (n === 1 ? gate.promise : json(200, { data: 2 })), { now: () => t });
    const first = client.request('PUT', 'auth/message/1/read');
    t = 5000;
    expect((await rejection(client.request('PUT', 'auth/message/1/read'))).kind).toBe('duplicate');
    gate.resolve(json(200, { data: 1 }));
    await first;
    await expect(client.request('PUT', 'auth/message/1/read')).resolves.toBe(2);
  });

  it('a failed call frees its key too', async () => {
    let t = 0;
    const { client, calls } = setup(() => json(409, { error: { code: '409', type: 'ALERT', message: 'x' } }), {
      now: () => t,
    });
    await rejection(client.request('POST', 'auth/page/cms/last-purchased', { body: { page: '/' } }));
    t = 1000;
    await rejection(client.request('POST', 'auth/page/cms/last-purchased', { body: { page: '/' } }));
    expect(calls).toHaveLength(2);
  });
});

describe('loader (onTask)', () => {
  it('starts a task per call and ends it when the call ends, also on failure and after retries', async () => {
    const done = vi.fn();
    const onTask = vi.fn(() => done);
    const { client } = setup(
      (c, n) => {
        if (c.url.endsWith('info/server') && n < 3) throw new TypeError('down');
        return c.url.endsWith('info/server') ? json(200, { data: 1 }) : json(500, {});
      },
      { onTask },
    );
    await client.getServerInfo();
    expect(onTask).toHaveBeenCalledTimes(1);
    expect(onTask).toHaveBeenCalledWith('/commerce/resources/info/server');
    expect(done).toHaveBeenCalledTimes(1);
    await rejection(client.getEnv());
    expect(onTask).toHaveBeenCalledTimes(2);
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('spinner-exempt urls and spinner:false calls start no task', async () => {
    const onTask = vi.fn(() => () => {});
    const { client, calls } = setup(undefined, { onTask });
    await client.request('GET', 'displayable/productset/12');
    await client.request('GET', 'search', { query: { q: 'latte' } });
    await client.request('GET', 'content/banner/1');
    await client.request('GET', 'displayable/breadcrumbs/33');
    await client.request('GET', 'https://cdn.example/cms/pagina.html');
    await client.request('GET', 'menu/1', { spinner: false });
    await client.log(['x']);
    expect(calls).toHaveLength(7);
    expect(onTask).not.toHaveBeenCalled();
    await client.request('GET', 'nav/home');
    expect(onTask).toHaveBeenCalledTimes(1);
  });
});
