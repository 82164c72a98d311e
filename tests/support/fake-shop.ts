// The tests' one fake shop (never shipped: no package's `exports` names tests/support/, reached by tests
// as `@test-support/…`, declared in tsconfig.base.json `paths` and vitest.config.ts). Two layers:
// - `fakeFetch(handler)`: a `fetch` that records every call as it was sent (url, headers, raw body,
//   credentials) and answers with `handler` (the client's own tests: headers, retries, envelopes);
// - `createFakeShop(...routes)`: the shop under /commerce/resources on top of it: each call is read
//   (path, query, parsed body) and recorded, answered by the first route that answers it, else 404. It
//   holds answers (`hold`), fails the next calls to a path (`fail`) and lists the calls (`callsTo`, `of`).
//   The trolley shop (trolley-shop.ts), the slot shop (slot-shop.ts) and the site's checkout shop
//   (checkout-shop.ts) are route sets on it, so a test can put several areas in one shop.
/** A call as `fetch` received it. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

export type Handler = (call: RecordedCall, n: number) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** An error answer in the shop's envelope (`{ error: { code, type, message, … } }`). */
export const shopError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { error: { code, type: 'ALERT', message, ...extra } });

export const notFound = () => shopError(404, '404', 'Errore di trasferimento dati o risorsa non trovata');

export function fakeFetch(handler: Handler = () => json(200, { data: null })) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call, calls.length);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

export function networkDown(): Handler {
  return () => {
    throw new TypeError('fetch failed');
  };
}

/** A promise with its resolve exposed. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A call to the shop: its path under /commerce/resources, query and JSON body read. */
export interface ShopCall {
  method: string;
  path: string;
  query: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the body it expects
  body: any;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

/** Answers a call, or undefined to leave it to the next route. */
export type Route = (call: ShopCall) => Response | undefined | Promise<Response | undefined>;

export function createFakeShop(...routes: Route[]) {
  const calls: ShopCall[] = [];
  const failures = new Map<string, Response[]>();
  let gate: Promise<void> | null = null;
  const { fetch } = fakeFetch(async (raw) => {
    const url = new URL(raw.url, 'http://shop.test');
    const call: ShopCall = {
      method: raw.method,
      path: url.pathname.replace(/^\/commerce\/resources\//, ''),
      query: Object.fromEntries(url.searchParams),
      body: raw.body === undefined ? undefined : JSON.parse(raw.body),
      headers: raw.headers,
      credentials: raw.credentials,
    };
    calls.push(call);
    if (gate) await gate;
    const failing = failures.get(call.path)?.shift();
    if (failing) return failing;
    for (const route of routes) {
      const answer = await route(call);
      if (answer) return answer;
    }
    return notFound();
  });
  return {
    fetch,
    calls,
    /** The calls to one path. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** The calls of one method to one path. */
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** Routes asked before the shop's own (a test's special answers). */
    route(route: Route) {
      routes.unshift(route);
    },
    /** The next call to `path` answers `status` with the catalogue's `code` (repeat for several). */
    fail(path: string, status: number, code = String(status), extra: Record<string, unknown> = {}, message = 'Errore') {
      failures.set(path, [...(failures.get(path) ?? []), shopError(status, code, message, extra)]);
    },
    /** Holds every answer until the returned function is called. */
    hold(): () => void {
      let release!: () => void;
      gate = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}

export type FakeShop = ReturnType<typeof createFakeShop>;
