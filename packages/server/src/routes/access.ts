// Who may call a route, declared beside it (issue 31 point 3): small middlewares a routes file puts at
// the head of a route's chain, in the order they are checked. The session is read once per request in
// app.ts (`session`, and `xsrfValid`: whether the request carries the X-XSRF-TOKEN header matching the
// XSRF-TOKEN cookie, signed and bound to that session); the guards only decide:
//   requireShopper       a power guest or a logged customer (the trolley, spec shell §6); free visitors
//                        get the 403 CONFIRM login prompt;
//   requireCustomer(p?)  a logged customer with a customer id; others 401 with `p` (slots, checkout, orders,
//                        vouchers: 'Effettua l'accesso per utilizzare il servizio'; else the session text);
//   xsrf(p?)             unsafe methods need the token; no session at all: 401 with `p` (nothing the token
//                        could be bound to), a missing or wrong token: 403.
// A request whose session cookie names a session no longer live (expired, ended by the server) is told
// 'Sessione scaduta: login necessaria...' (401) by every guard, never taken for a free visitor (issue 33
// point 10: the trolley's 403 'Vuoi effettuare l'accesso?' to a shopper whose session had ended).
// Unknown paths and methods under auth/ (and /logger) answer what the area's routes would before the
// 404: `unknownPath`, registered after every route by app.ts.
import type { Context, MiddlewareHandler } from 'hono';
import { apiErrors, cmsApi, lists, slots, spesaFacile } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from '../base-path.ts';
import { alert, forbidden, notFound, unauthorized } from '../errors.ts';
import type { AppEnv } from '../http.ts';
import { withPart } from '../openapi/meta.ts';
import { freeVisitTrolleyPrompt } from '../services/trolley/index.ts';

type Guard = MiddlewareHandler<AppEnv>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The login prompt of the slots, the checkout, the orders and the vouchers (orders §6, issue 16). */
export const LOGIN_PROMPT = slots.freeVisit;

/** 401 for a request without a session: 'Sessione scaduta…' when its session ended, else `prompt`. */
const noSession = (c: Context<AppEnv>, prompt?: string) => unauthorized(c.get('sessionEnded') ? undefined : prompt);

/** Unsafe methods need the session's XSRF token (403); without a session, 401 with `prompt`. */
export function xsrf(prompt?: string): Guard {
  return withPart({ xsrf: { prompt } }, async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      if (!c.get('session')) throw noSession(c, prompt);
      if (!c.get('xsrfValid')()) throw forbidden(apiErrors.xsrfInvalid);
    }
    await next();
  });
}

/** A power guest or a logged customer; free visitors get the trolley's login prompt (403 CONFIRM). */
export const requireShopper: Guard = withPart({ access: { kind: 'shopper' } }, async (c, next) => {
  const session = c.get('session');
  if (!session && c.get('sessionEnded')) throw unauthorized();
  if (session?.kind !== 'powerGuest' && !(session?.kind === 'logged' && session.customerId !== null))
    throw freeVisitTrolleyPrompt();
  await next();
});

/**
 * A logged customer with a customer id, else 401 with `prompt`. `guestMayRead`: a power guest may GET
 * (the week of their verified address, orders §6).
 */
export function requireCustomer(prompt?: string, opts: { guestMayRead?: boolean } = {}): Guard {
  const kind = opts.guestMayRead ? 'customerOrGuestReading' : 'customer';
  return withPart({ access: { kind, prompt } }, async (c, next) => {
    const session = c.get('session');
    const guestReads = opts.guestMayRead === true && c.req.method === 'GET' && session?.kind === 'powerGuest';
    if (!guestReads && (session?.kind !== 'logged' || session.customerId === null)) throw noSession(c, prompt);
    await next();
  });
}

/**
 * A staff account's calls (the CMS editor, issue 38): no login 406 'Autenticazione necessaria' (the
 * client shows that loader and goes to the login, spec shell §8); a logged account that is not staff is
 * told 404 by the service (services/cms staffOf), as if the call did not exist.
 */
export const requireStaff: Guard = withPart({ access: { kind: 'staff' } }, async (c, next) => {
  const session = c.get('session');
  if (session?.kind !== 'logged' || session.customerId === null) throw alert(406, cmsApi.authenticationRequired);
  await next();
});

/**
 * The guards of the routes of each area, for the paths and methods no route has: the same answers as
 * the area's routes give before the 404. Kept in step with the routes files by openapi.test.ts.
 */
const AREAS: readonly [RegExp, readonly Guard[]][] = [
  [/^\/auth\/(trolley(\/|$)|massiveAddToTrolley\/)/, [requireShopper, xsrf()]],
  [
    /^\/auth\/(slots|checkout|orders|virtual-cards|vouchers|colletta)(\/|$)/,
    [xsrf(LOGIN_PROMPT), requireCustomer(LOGIN_PROMPT)],
  ],
  [/^\/auth\/lists(\/|$)/, [xsrf(lists.freeVisit), requireCustomer(lists.freeVisit)]],
  [/^\/auth\/spesafacile(\/|$)/, [xsrf(spesaFacile.activationMessage), requireCustomer(spesaFacile.activationMessage)]],
  [/^\/auth\//, [xsrf(), requireCustomer()]],
  [/^\/staff\//, [requireStaff, xsrf()]],
  [/^\/logger$/, [xsrf()]],
];

/** The guards of the area `path` (under BASE_PATH) is in; [] outside auth/ and /logger. */
export function areaGuards(path: string): readonly Guard[] {
  return AREAS.find(([re]) => re.test(path))?.[1] ?? [];
}

/** For `app.all('/auth/*')` and `app.all('/logger')` after every route: the area's guards, then 404. */
export const unknownPath: Guard = async (c) => {
  const noop = async () => {};
  for (const guard of areaGuards(c.req.path.slice(BASE_PATH.length))) await guard(c, noop);
  throw notFound();
};

/** The session's customer id, on a route behind requireCustomer (401 if it is not, as a safety net). */
export function customerIdOf(c: Context<AppEnv>, prompt?: string): number {
  const id = c.get('session')?.customerId;
  if (id === null || id === undefined) throw unauthorized(prompt);
  return id;
}
