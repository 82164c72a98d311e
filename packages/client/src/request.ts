// The transport of the API client (spec shell-onboarding-content §7) on the platform fetch (ofetch was
// dropped: it cost ~4 kB gzip of the 15 kB budget of a partner element for body/JSON helpers written
// here in 20 lines): `createRequest()` makes the generic `request()` that every call of client.ts goes
// through (an element that needs no more than `request()`, such as the address checker, loads only
// this module). What every call shares lives here and nowhere else:
// - headers: `X-Page-Path` always; `X-XSRF-TOKEN` on `auth/` calls and unsafe methods when the
//   XSRF-TOKEN cookie exists; `Accept: application/json`; cookies sent (`credentials: 'include'`),
//   except on anonymous calls (`credentials: 'omit'`), the look-ups that the shop answers to any origin
//   (the others, from a page on another origin, first ask origin-refused.ts whether the shop answers this
//   page's calls with credentials: if not, the call is not made and fails with ORIGIN_NOT_ALLOWED — the
//   one place that check is made; the module is downloaded with the first such call);
// - retry: only on network failure (status -1), `retries` times (default 4, spec §9), small backoff;
//   never on an HTTP error;
// - anti-duplicate: an identical unsafe call (method + url + body) while one is in flight or within
//   `duplicateWindowMs` of its start is refused with the 'duplicate' ShopError, without a request;
// - loader: `onTask(url)` at the start of a call, its returned function at the end (spinner-exempt urls
//   and `{ spinner: false }` calls excepted);
// - answers: `{ data }` unwrapped; failures thrown as ShopError (the catalogue of errors.ts, loaded with
//   the first failed answer) and given to `onError` (logger and content urls excepted, spec §8).
import type * as z from 'zod/mini';
import { CLIENT_ERROR_TEXTS, duplicateError, networkError, ShopError } from './shop-error.ts';

/** Path prefix of every API call (spec §7). */
import { API_PREFIX } from '@mercato/contracts/api-prefix';

export { API_PREFIX };
/** Spec §9: network retry count default 4, on status -1 only. */
export const DEFAULT_RETRIES = 4;
export const DEFAULT_DUPLICATE_WINDOW_MS = 1000;
export const DEFAULT_RETRY_DELAY_MS = 250;
/** Spec §9: the spinner is hidden for urls containing these. */
export const SPINNER_EXEMPT = ['.html', '/productset', '/search', '/content/', '/breadcrumbs/'] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T = unknown> {
  /** JSON body (values are serialised); a string goes as it is. (No call of the shop sends a form.) */
  body?: unknown;
  query?: Query;
  /** false: no loader for this call. */
  spinner?: boolean;
  /** Validates `data` of the answer; an answer that does not match throws a 'server' ShopError. */
  schema?: z.ZodMiniType<T>;
  /**
   * false (or a predicate answering false): the error is only thrown, not given to the global
   * `onError` (the caller shows it).
   */
  report?: boolean | ((err: ShopError) => boolean);
  /** false: skip the anti-duplicate guard (idempotent unsafe calls such as checks and logs). */
  dedupe?: boolean;
  /**
   * 'omit': an anonymous call (no cookies), for the look-ups the shop answers to any origin (server
   * app.ts OPEN_LOOKUPS). Default 'include'. (An XSRF header it may carry binds nothing without the
   * cookies, and the look-ups ask none: not worth the bytes of skipping it in every element.)
   */
  credentials?: 'include' | 'omit';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ErrorContext {
  method: string;
  /** The full url called (with query). */
  url: string;
  /** The path as given to `request()`. */
  path: string;
}

export interface ClientOptions {
  /** Origin of the shop ('' = same origin). The path prefix '/commerce/resources' is added. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Retries on network failure (status -1); default 4. HTTP errors are never retried. */
  retries?: number;
  /** Backoff unit: attempt n waits n × retryDelayMs; default 250. */
  retryDelayMs?: number;
  /** Anti-duplicate window of unsafe calls; default 1000 ms. */
  duplicateWindowMs?: number;
  /** Value of X-Page-Path; default location.pathname (or '/'). */
  pagePath?: () => string;
  /** Value of X-XSRF-TOKEN; default the XSRF-TOKEN cookie of document.cookie. */
  xsrfToken?: () => string | null;
  /** Loader: called when a call starts; the returned function is called when it ends. */
  onTask?: (url: string) => (() => void) | void;
  /** Global reporter of failed calls (not called for logger and content urls). */
  onError?: (err: ShopError, ctx: ErrorContext) => void;
  /** Clock, for tests; default Date.now. */
  now?: () => number;
}

/** Reads one cookie out of a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function defaultXsrfToken(): string | null {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  return doc && typeof doc.cookie === 'string' ? readCookie(doc.cookie, 'XSRF-TOKEN') : null;
}

function defaultPagePath(): string {
  const loc = (globalThis as { location?: { pathname?: string } }).location;
  return loc && typeof loc.pathname === 'string' && loc.pathname ? loc.pathname : '/';
}

export const isSpinnerExempt = (url: string): boolean => SPINNER_EXEMPT.some((s) => url.includes(s));

/** Spec §8: content and logger urls are exempt from modals (not given to onError). */
export const isReportExempt = (url: string): boolean => {
  const path = url.split('?')[0];
  return /\/logger$/.test(path) || path.includes('.html') || path.includes('/content/') || /\/cms(\/|$)/.test(path);
};

/** What the client keeps of a response. */
interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  data: unknown;
}

/** The body as JSON when it says so (or looks like it), else as text; empty → null. */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (text === '') return null;
  const type = res.headers.get('content-type') ?? '';
  if (/json/i.test(type) || /^[[{]/.test(text.trimStart())) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function bodyKey(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return String(body);
  }
}

let catalogue: Promise<typeof import('./errors.ts')> | undefined;

/**
 * A failed answer as the catalogue of spec §8 says (`toShopError`). The catalogue is downloaded with the
 * first failed answer (errors.ts is a lazy chunk in browser bundles): pages that never see one do not
 * carry it. Should it not arrive, the error is the generic one of a server failure.
 */
async function answerError(status: number, body: unknown, retryAfter: string | null): Promise<ShopError> {
  try {
    catalogue ??= import('./errors.ts');
    const { toShopError } = await catalogue;
    return toShopError(status, body, retryAfter);
  } catch (cause) {
    catalogue = undefined;
    return new ShopError({
      kind: 'server',
      status,
      code: String(status),
      type: 'ALERT',
      presentation: 'modal',
      title: CLIENT_ERROR_TEXTS.errorTitle,
      message: CLIENT_ERROR_TEXTS.generic,
      cause,
    });
  }
}

/** origin-refused.ts, downloaded with the first call with credentials to the shop on an origin of its own. */
let refusals: Promise<typeof import('./origin-refused.ts')> | undefined;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRequest(options: ClientOptions = {}) {
  const base = `${(options.baseUrl ?? '').replace(/\/+$/, '')}${API_PREFIX}`;
  const retries = Math.max(0, Math.floor(options.retries ?? DEFAULT_RETRIES));
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS);
  const windowMs = Math.max(0, options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS);
  const pagePath = options.pagePath ?? defaultPagePath;
  const xsrfToken = options.xsrfToken ?? defaultXsrfToken;
  const now = options.now ?? Date.now;
  // Looked up at call time, so a fetch replaced after the client was made is used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Unsafe calls started recently: key → start time and whether still in flight. */
  const recent = new Map<string, { startedAt: number; inFlight: boolean }>();

  function urlOf(path: string, query?: Query): string {
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
    return withQuery(url, query);
  }

  function report(err: ShopError, ctx: ErrorContext, wanted: RequestOptions['report']): ShopError {
    const yes = typeof wanted === 'function' ? wanted(err) : wanted !== false;
    if (yes && options.onError && !isReportExempt(ctx.url)) {
      try {
        options.onError(err, ctx);
      } catch {
        // A failing reporter must not hide the error from the caller.
      }
    }
    return err;
  }

  async function send(
    url: string,
    method: string,
    headers: Record<string, string>,
    { body, signal, credentials = 'include' }: RequestOptions,
  ): Promise<Answer> {
    if (credentials === 'include' && options.baseUrl) {
      // Thrown as any failed call's ShopError (reported by request()); when the module cannot be
      // downloaded the call goes, and the shop answers it or the browser blocks it.
      refusals ??= import('./origin-refused.ts');
      const refused = await refusals.then(
        (m) => m.originRefusal(options.baseUrl!, fetchImpl),
        () => (refusals = undefined),
      );
      if (refused) throw refused;
    }
    const init: RequestInit = { method, headers: { ...headers }, credentials, signal };
    if (body !== undefined && body !== null) {
      if (typeof body === 'string') {
        init.body = body;
      } else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
    }
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetchImpl(url, init);
      } catch (cause) {
        if (signal?.aborted) throw cause;
        if (attempt >= retries) throw networkError({ cause });
        if (retryDelayMs > 0) await sleep(retryDelayMs * (attempt + 1));
        continue;
      }
      return { ok: res.ok, status: res.status, headers: res.headers, data: await readBody(res) };
    }
  }

  /**
   * Any call under /commerce/resources (or an absolute url). Resolves to `data` of the answer (the
   * answer as it is when it has no `{ data }` envelope); rejects with a ShopError.
   */
  async function request<T = unknown>(method: string, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const m = method.toUpperCase();
    const url = urlOf(path, opts.query);
    const ctx: ErrorContext = { method: m, url, path };
    const unsafe = !SAFE_METHODS.has(m);

    let key: string | null = null;
    if (unsafe && opts.dedupe !== false) {
      const t = now();
      for (const [k, v] of recent) if (!v.inFlight && t - v.startedAt >= windowMs) recent.delete(k);
      key = `${m} ${url} ${bodyKey(opts.body)}`;
      if (recent.has(key)) throw report(duplicateError(), ctx, opts.report);
      recent.set(key, { startedAt: t, inFlight: true });
    }

    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers, 'X-Page-Path': pagePath() };
    if (unsafe || path.replace(/^\/+/, '').startsWith('auth/')) {
      const token = xsrfToken();
      if (token) headers['X-XSRF-TOKEN'] = token;
    }

    let done: (() => void) | undefined;
    try {
      if (opts.spinner !== false && !isSpinnerExempt(url)) done = options.onTask?.(url) ?? undefined;
      let res: Answer;
      try {
        res = await send(url, m, headers, opts);
      } catch (e) {
        throw e instanceof ShopError ? report(e, ctx, opts.report) : e;
      }
      const answer = res.data;
      if (!res.ok)
        throw report(await answerError(res.status, answer, res.headers.get('retry-after')), ctx, opts.report);
      const data =
        answer !== null && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
      if (!opts.schema) return data as T;
      const parsed = opts.schema.safeParse(data);
      if (parsed.success) return parsed.data as T;
      const invalid = new ShopError({
        kind: 'server',
        status: res.status,
        code: 'INVALID_RESPONSE',
        type: 'ALERT',
        presentation: 'modal',
        title: CLIENT_ERROR_TEXTS.errorTitle,
        message: CLIENT_ERROR_TEXTS.generic,
        cause: parsed.error,
      });
      throw report(invalid, ctx, opts.report);
    } finally {
      if (typeof done === 'function') done();
      if (key) {
        const entry = recent.get(key);
        if (entry) entry.inFlight = false;
      }
    }
  }

  return request;
}

export type ShopRequest = ReturnType<typeof createRequest>;

const shared = new Map<string, ShopRequest>();

/**
 * The one `request()` of an API origin for the widgets that call the shop without the page's feedback
 * stores (errors shown inline, no loader): one per origin, so the anti-duplicate guard is shared by every
 * instance of the page. `baseUrl` as resolveApiBase() gives it.
 */
export function requestFor(baseUrl: string): ShopRequest {
  let request = shared.get(baseUrl);
  if (!request) {
    request = createRequest({ baseUrl });
    shared.set(baseUrl, request);
  }
  return request;
}
