// The Hono app mounted at /commerce/resources (in the site, or alone by serve.ts).
// Order of the middleware: CORS (partner origins only) → body size limit → no %00 in the url → session → XSRF on unsafe
// calls of auth/* and logger → logged session on auth/* (trolley paths: logged or power guest) → routes.
// Errors always answer the spec's shape
// `{ error: { code, type, message, … } }`; an unexpected failure is a 500 with the generic Italian text.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readCookie, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/cookies.ts';
import { validXsrf } from './auth/xsrf.ts';
import { alert, badRequest, forbidden, HttpError, internalError, notFound, unauthorized } from './errors.ts';
import type { AppDeps, AppEnv } from './http.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { authRoutes } from './routes/auth.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { navRoutes } from './routes/nav.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { platformRoutes } from './routes/platform.ts';
import { sessionRoutes } from './routes/session.ts';
import { trolleyRoutes } from './routes/trolley.ts';
import { freeVisitTrolleyPrompt } from './services/trolley.ts';

import { BASE_PATH } from './base-path.ts';

export { BASE_PATH };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Accept, X-XSRF-TOKEN, X-Page-Path, X-Requested-With, Idempotency-Key';

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

  // CORS with credentials for the allow-listed partner origins only; others get no CORS headers.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && partnerOrigins.has(origin);
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (allowed) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
        });
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimit,
      onError: (c) => c.json({ error: alert(413, apiErrors.bodyTooLarge).body }, 413),
    }),
  );

  // U+0000 in the path or the query string (%00) reaches no service: the database cannot store it.
  app.use('*', async (c, next) => {
    if (/%00/i.test(c.req.url)) throw badRequest(apiErrors.invalidInput);
    await next();
  });

  app.use('*', async (c, next) => {
    const cookies = c.req.header('cookie');
    const session = await services.sessions.get(readCookie(cookies, SESSION_COOKIE));
    c.set('session', session);
    const path = c.req.path.slice(BASE_PATH.length);
    const authArea = path.startsWith('/auth/');
    // The trolley is also a power guest's (spec shell §6); free visitors get the login prompt (403 CONFIRM).
    const trolleyArea =
      path === '/auth/trolley' || path.startsWith('/auth/trolley/') || path.startsWith('/auth/massiveAddToTrolley/');
    if (trolleyArea && session?.kind !== 'powerGuest' && !(session?.kind === 'logged' && session.customerId !== null))
      throw freeVisitTrolleyPrompt();
    if (UNSAFE.has(c.req.method) && (authArea || path === '/logger')) {
      // No session: nothing the token could be bound to (the client ignores 401 on logger).
      if (!session) throw unauthorized();
      if (!validXsrf(session.id, config.sessionSecret, c.req.header(XSRF_HEADER), readCookie(cookies, XSRF_COOKIE))) {
        throw forbidden(apiErrors.xsrfInvalid);
      }
    }
    if (authArea && !trolleyArea && (session?.kind !== 'logged' || session.customerId === null)) throw unauthorized();
    await next();
  });

  const deps: AppDeps = { services, config };
  app.route('/', platformRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', navRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', onboardingRoutes(deps));
  app.route('/', trolleyRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  return app;
}
