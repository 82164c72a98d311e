// Helpers shared by the routes: the app's context type, JSON bodies, private answers, the client address,
// cookies.
import type { Context } from 'hono';
import { sessionCookies } from './auth/cookies.ts';
import { plainAddress, type ShopConfig } from './config.ts';
import { badRequest } from './errors.ts';
import { findUnstorable } from './validation.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import type { Services, Session } from './services/index.ts';

export interface AppBindings {
  /** Set by @hono/node-server. */
  incoming?: { socket?: { remoteAddress?: string } };
  /** Set by a host that knows the client address (e.g. the site: `app.fetch(request, { clientAddress })`). */
  clientAddress?: string;
}

export interface AppEnv {
  Bindings: AppBindings;
  Variables: {
    /** The request's session (app.ts reads it once for every request). */
    session: Session | null;
    /** Whether the request carries the session's XSRF token (header matching the cookie, bound to it). */
    xsrfValid: () => boolean;
    /**
     * The request names a session (a well-formed session cookie) that is no longer live: expired, or
     * ended by the server. Its shopper is told 'Sessione scaduta: login necessaria...', not taken for a
     * free visitor (issue 33 point 10).
     */
    sessionEnded: boolean;
  };
}

export type AppContext = Context<AppEnv>;

export interface AppDeps {
  services: Services;
  config: ShopConfig;
}

/**
 * The JSON body; a wrong content type, malformed JSON, or JSON the database could not store (U+0000 or
 * a lone surrogate in a string or key, nesting deeper than MAX_INPUT_DEPTH) is a 400 in the spec's shape.
 */
export async function jsonBody(c: AppContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  // Requiring a JSON content type also keeps cross-site HTML forms out (they cannot send it without CORS).
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) throw badRequest(apiErrors.malformedBody);
  const raw = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(apiErrors.malformedBody);
  }
  if (findUnstorable(value)) throw badRequest(apiErrors.malformedBody);
  return value;
}

/** A private answer `{ data }`: no cache keeps it (Cache-Control: private, no-store). */
export function privateAnswer(c: AppContext, data: unknown) {
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data });
}

/** A private answer without a body (204), as privateAnswer. */
export function privateNoContent(c: AppContext) {
  c.header('Cache-Control', 'private, no-store');
  return c.body(null, 204);
}

/**
 * The address a request came from, seen through `hops` proxies of ours: each appends to
 * X-Forwarded-For the address it was reached from, so the entry `hops` places from the right was
 * written by our outermost proxy; everything left of it is whatever the client chose to send.
 * null when the header has fewer entries than that (not through our proxies).
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (!header || hops <= 0) return null;
  const entries = header.split(',').map((e) => e.trim());
  const entry = entries[entries.length - hops];
  return entry ? entry : null;
}

/** The address of the connection's other end ('' when unknown): the client, or our nearest proxy. */
function peerAddress(c: AppContext): string {
  const env = c.env as AppBindings | undefined;
  return env?.clientAddress ?? env?.incoming?.socket?.remoteAddress ?? '';
}

/** How many X-Forwarded-* entries to believe: none unless the connection comes from a trusted proxy. */
function hopsOf(c: AppContext, config: ShopConfig): number {
  const from = config.trustedProxies;
  if (config.trustProxy <= 0 || from === null || from === undefined) return config.trustProxy;
  return from.includes(plainAddress(peerAddress(c))) ? config.trustProxy : 0;
}

/** The client's address for rate limiting ('' when unknown). */
export function clientAddress(c: AppContext, config: ShopConfig): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), hopsOf(c, config));
  if (forwarded) return forwarded;
  return peerAddress(c);
}

/** True when the request reached us over https (directly, or through a trusted proxy). */
export function isSecure(c: AppContext, config: ShopConfig): boolean {
  if (forwardedClient(c.req.header('x-forwarded-proto'), hopsOf(c, config)) === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

export function appendCookies(c: AppContext, cookies: string[]): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** A logged session begins on this answer: its cookies (the session's and its XSRF token's), never cached. */
export function beginSession(c: AppContext, config: ShopConfig, session: { id: string; xsrfToken: string }): void {
  appendCookies(c, sessionCookies(session, { secure: isSecure(c, config) }));
  c.header('Cache-Control', 'no-store');
}
