// The Hono app mounted at /commerce/resources (in the site, or alone by serve.ts).
// Order of the middleware: CORS → body size limit → no %00 in the url → session → routes, each with its
// guards (routes/access.ts: the trolley's shopper check, XSRF on unsafe calls of auth/* and logger, the
// logged customer on auth/*) and its input validators (routes/input.ts) at the head of its chain.
// CORS (ARCHITECTURE "Embedding"): the anonymous read-only look-ups of OPEN_LOOKUPS answer any origin with
// `Access-Control-Allow-Origin: *` and no credentials (a browser then sends no cookies and exposes no
// answer made with them); every other call answers only the origins of MERCATO_PARTNER_ORIGINS, with
// credentials. The look-ups are not under auth/, so no XSRF token is asked of them: they change nothing but
// the look-up counter, which counts the client address (not the session). Every call that changes state
// (the power-guest entry that opens a session, the activation request, auth/*) stays partner-only: it
// needs a JSON body (a CORS preflight) or credentials, and XSRF under auth/.
// Errors always answer the spec's shape
// `{ error: { code, type, message, … } }`; an unexpected failure is a 500 with the generic Italian text.
import { Hono } from 'hono';
import { CREDENTIALS_HEADER } from '@mercato/contracts/constants';
import { bodyLimit } from 'hono/body-limit';
import { readCookie, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/cookies.ts';
import { validXsrf } from './auth/xsrf.ts';
import { isSessionId } from './services/sessions/index.ts';
import { alert, badRequest, HttpError, internalError, notFound } from './errors.ts';
import type { AppContext, AppDeps, AppEnv } from './http.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { unknownPath } from './routes/access.ts';
import { cmsRoutes } from './routes/cms.ts';
import { collettaRoutes } from './routes/colletta.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { walletRoutes } from './routes/wallets.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { complaintRoutes } from './routes/complaints.ts';
import { consentRoutes } from './routes/consent.ts';
import { contactRoutes } from './routes/contact.ts';
import { mobileRoutes } from './routes/mobile.ts';
import { accountRoutes } from './routes/account.ts';
import { listRoutes } from './routes/lists.ts';
import { spesaFacileRoutes } from './routes/spesafacile.ts';
import { orderRoutes } from './routes/orders.ts';
import { voucherRoutes } from './routes/vouchers.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { couponRoutes } from './routes/coupons.ts';
import { orderDocumentRoutes } from './routes/order-documents.ts';
import { orderEditRoutes } from './routes/order-edit.ts';
import { paymentRoutes } from './routes/payments.ts';
import { navRoutes } from './routes/nav.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { platformRoutes } from './routes/platform.ts';
import { sessionRoutes } from './routes/session.ts';
import { slotRoutes } from './routes/slots.ts';
import { testHookRoutes } from './routes/test-hooks.ts';
import { trolleyRoutes } from './routes/trolley.ts';

import { BASE_PATH } from './base-path.ts';

export { BASE_PATH };

/** The complaint call, whose body carries photos. */
const COMPLAINT_UPLOAD_RE = /^\/auth\/orders\/[^/]+\/complaint$/;

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Accept, X-XSRF-TOKEN, X-Page-Path, X-Requested-With, Idempotency-Key';
/** Answer headers a cross-origin script may read (beyond the CORS-safelisted ones). */
const EXPOSED_HEADERS = `Retry-After, ${CREDENTIALS_HEADER}`;
const PREFLIGHT_MAX_AGE = '600';

/**
 * The anonymous read-only look-ups that embedded widgets make (the address checker: postcode, streets,
 * services at a street, pickup points), answered to any origin without credentials. None reads the
 * session: each answers the same with or without cookies (the slot picker's availability and events too).
 * `GET onboarding/services/available` (the session's services) and the captcha challenge (part of the
 * power-guest entry) are not here.
 */
const OPEN_LOOKUPS: readonly (readonly ['GET' | 'POST', RegExp])[] = [
  ['POST', /^\/onboarding\/postcode\/check$/],
  ['GET', /^\/onboarding\/postcode\/[^/]+$/],
  ['POST', /^\/onboarding\/street\/(suggestions|search)$/],
  ['GET', /^\/onboarding\/street\/[^/]+$/],
  ['POST', /^\/onboarding\/services\/available$/],
  ['GET', /^\/onboarding\/services$/],
  ['GET', /^\/onboarding\/(drives|drives\/pharma|prenotazioni)\/[^/]+$/],
  ['GET', /^\/(welcome\/drives|prenotazioni)$/],
  // The slot picker on partner pages: a postcode's read-only week, and the live events of its scope.
  ['GET', /^\/slots\/(availability|events)$/],
  // The cookie centre on partner pages: the sections and the policy version (issue 36).
  ['GET', /^\/analytics\/cookie-center\/config\/[^/]+\/[^/]+$/],
];

/** Whether `method path` (path under BASE_PATH; HEAD as GET) is an open look-up. */
export function isOpenLookup(method: string, path: string): boolean {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return OPEN_LOOKUPS.some(([lm, re]) => lm === m && re.test(path));
}

export function createApp(shop: AppDeps): Hono<AppEnv> {
  const { services, config } = shop;
  const partnerOrigins = new Set(config.partnerOrigins);
  const app = new Hono<AppEnv>().basePath(BASE_PATH);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json({ error: err.body }, err.status as 400);
    }
    console.error('[mercato] unexpected error on', c.req.method, c.req.path, err);
    return c.json({ error: internalError().body }, 500);
  });
  app.notFound((c) => c.json({ error: notFound().body }, 404));

  // Every answer of the API, errors included, is JSON that a browser must never sniff as something else.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  // CORS: the listed partner origins with credentials on every call; any other origin, without
  // credentials, on the open look-ups only (for a preflight: the method it asks for); else no CORS headers.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const listed = origin !== undefined && partnerOrigins.has(origin);
    const path = c.req.path.slice(BASE_PATH.length);
    const preflight = c.req.method === 'OPTIONS';
    const lookup = isOpenLookup(preflight ? (c.req.header('access-control-request-method') ?? '') : c.req.method, path);
    const open = origin !== undefined && !listed && lookup;
    if (preflight) {
      const headers: Record<string, string> = { Vary: 'Origin, Access-Control-Request-Method' };
      if (listed) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        });
      } else if (open) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        });
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (listed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    } else if (open) {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    // Tells an embedded widget whether its calls with credentials would be answered (client origin-refused.ts).
    if (origin !== undefined && lookup) {
      const own = origin === new URL(c.req.url).origin;
      c.res.headers.set(CREDENTIALS_HEADER, listed || own ? 'allowed' : 'refused');
    }
  });

  // Every call has the API's general body limit, but the complaint with its photos (POST
  // auth/orders/{id}/complaint): its route applies a limit of its own, sized for its photos in base64
  // (contracts complaints.ts), once it has checked the order and counted the submission, so a large body
  // is never read for an order that is not the caller's (routes/complaints.ts).
  const tooLarge = (c: AppContext) => c.json({ error: alert(413, apiErrors.bodyTooLarge).body }, 413);
  const generalLimit = bodyLimit({ maxSize: config.bodyLimit, onError: tooLarge });
  app.use('*', (c, next) =>
    c.req.method === 'POST' && COMPLAINT_UPLOAD_RE.test(c.req.path.slice(BASE_PATH.length))
      ? next()
      : generalLimit(c, next),
  );

  // U+0000 in the path or the query string (%00) reaches no service: the database cannot store it.
  app.use('*', async (c, next) => {
    if (/%00/i.test(c.req.url)) throw badRequest(apiErrors.invalidInput);
    await next();
  });

  // The session, read once for every request; who may call a route is declared beside it (routes/access.ts).
  app.use('*', async (c, next) => {
    const cookies = c.req.header('cookie');
    const sessionId = readCookie(cookies, SESSION_COOKIE);
    const session = await services.sessions.get(sessionId);
    c.set('session', session);
    c.set('sessionEnded', session === null && isSessionId(sessionId));
    c.set(
      'xsrfValid',
      () =>
        session !== null &&
        validXsrf(session.id, config.sessionSecret, c.req.header(XSRF_HEADER), readCookie(cookies, XSRF_COOKIE)),
    );
    await next();
  });

  const deps: AppDeps = { services, config };
  app.route('/', platformRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', navRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', onboardingRoutes(deps));
  app.route('/', trolleyRoutes(deps));
  app.route('/', slotRoutes(deps));
  app.route('/', checkoutRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', complaintRoutes(deps));
  app.route('/', consentRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', voucherRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', couponRoutes(deps));
  app.route('/', orderDocumentRoutes(deps));
  app.route('/', orderEditRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  app.route('/', cmsRoutes(deps));
  app.route('/', collettaRoutes(deps));
  app.route('/', billingRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', mobileRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', listRoutes(deps));
  app.route('/', spesaFacileRoutes(deps));
  if (config.testHooks) app.route('/', testHookRoutes(deps));
  // Paths and methods no route has, under auth/ and /logger: the area's guards answer first, then 404.
  app.all('/auth/*', unknownPath);
  app.all('/logger', unknownPath);
  app.all('/staff/*', unknownPath);
  // The API's description (openapi/): read from the routes above, so it is registered last.
  app.route(
    '/',
    openApiRoutes(() => app),
  );
  return app;
}
