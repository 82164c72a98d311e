// Onboarding (base onboarding/), pickup-point lists, and the logged customer's delivery addresses
// (auth/addresses…; the app's middleware already required a logged session and, for unsafe methods, XSRF).
// Look-ups of postcodes, streets, services and pickup points are counted per client address (429).
// The power-guest entry is not under auth/: it creates the session; a JSON body is required (no
// cross-site HTML form can send one without a CORS preflight, granted to partner origins only).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DbIdCoerced, safeRedirectPath } from '@mercato/contracts';
import { sessionCookies } from '../auth/cookies.ts';
import { sealHandoff } from '../auth/handoff.ts';
import { BASE_PATH } from '../base-path.ts';
import { unauthorized } from '../errors.ts';
import {
  appendCookies,
  clientAddress,
  isSecure,
  jsonBody,
  type AppContext,
  type AppDeps,
  type AppEnv,
} from '../http.ts';
import { parseForm } from '../validation.ts';

/** Cookie telling the site the address was verified (spec shell §4: value 0; readable by scripts). */
export const ADDRESS_VERIFIED_COOKIE = 'MERCATO_ADDRESS_VERIFIED';
const ADDRESS_VERIFIED_MAX_AGE = 30 * 24 * 3600;

function customerId(c: AppContext): number {
  const id = c.get('session')?.customerId;
  if (id === null || id === undefined) throw unauthorized();
  return id;
}

const AddressId = z.object({ id: DbIdCoerced });

export function onboardingRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const o = services.onboarding;
  const lookup = (c: AppContext) => o.countLookup(clientAddress(c, config));
  const base = '/onboarding';

  r.post(`${base}/postcode/check`, async (c) => {
    const body = await jsonBody(c);
    await lookup(c);
    return c.json({ data: await o.checkPostcode(body) });
  });
  r.get(`${base}/postcode/:code`, async (c) => {
    await lookup(c);
    return c.json({ data: await o.postcode(c.req.param('code')) });
  });
  r.post(`${base}/street/suggestions`, async (c) => {
    const body = await jsonBody(c);
    await lookup(c);
    return c.json({ data: await o.streetSuggestions(body) });
  });
  r.post(`${base}/street/search`, async (c) => {
    const body = await jsonBody(c);
    await lookup(c);
    return c.json({ data: await o.searchStreets(body) });
  });
  r.get(`${base}/street/:id`, async (c) => {
    await lookup(c);
    return c.json({ data: await o.street(c.req.param('id')) });
  });
  r.post(`${base}/services/available`, async (c) => {
    const body = await jsonBody(c);
    await lookup(c);
    return c.json({ data: await o.availableServices(body) });
  });
  r.get(`${base}/services/available`, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await o.sessionServices(c.get('session')) });
  });
  r.get(`${base}/services`, (c) => c.json({ data: o.allServices() }));
  r.post(`${base}/activation`, async (c) => {
    const body = await jsonBody(c);
    await lookup(c);
    const { message } = await o.requestActivation(body);
    return c.json({ data: { message } });
  });
  r.get(`${base}/drives/pharma/:x`, async (c) => {
    await lookup(c);
    return c.json({ data: await o.drives('pharma-drive', c.req.param('x')) });
  });
  r.get(`${base}/drives/:x`, async (c) => {
    await lookup(c);
    return c.json({ data: await o.drives('drive', c.req.param('x')) });
  });
  r.get(`${base}/prenotazioni/:x`, async (c) => {
    await lookup(c);
    return c.json({ data: await o.stores(c.req.param('x')) });
  });
  r.get('/welcome/drives', async (c) => c.json({ data: await o.publicDrives() }));
  r.get('/prenotazioni', async (c) => c.json({ data: await o.allStores() }));

  // Power guest: a proof-of-work challenge, then the entry with its solution.
  r.get(`${base}/captcha/challenge`, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: o.captchaChallenge() });
  });
  const enterCookies = (c: AppContext, session: { id: string; xsrfToken: string }) => {
    const secure = isSecure(c, config);
    appendCookies(c, [
      ...sessionCookies({ id: session.id, xsrfToken: session.xsrfToken }, { secure }),
      `${ADDRESS_VERIFIED_COOKIE}=0; Path=/; SameSite=Lax; Max-Age=${ADDRESS_VERIFIED_MAX_AGE}${secure ? '; Secure' : ''}`,
    ]);
    c.header('Cache-Control', 'no-store');
  };
  r.post(`${base}/guest`, async (c) => {
    const body = await jsonBody(c);
    const { session, redirectUrl } = await o.enterAsGuest(body, c.get('session'), clientAddress(c, config));
    enterCookies(c, session);
    // From a partner page the browser may not keep the cookies (another site): the shopper goes
    // through the hand-over, a top-level navigation on the shop that sets them (auth/handoff.ts).
    const origin = c.req.header('origin');
    if (origin && origin !== new URL(c.req.url).origin) {
      const token = sealHandoff(session.id, config.sessionSecret);
      const handoff = `${BASE_PATH}${base}/guest/handoff?t=${encodeURIComponent(token)}`;
      return c.json({ data: { redirectUrl: safeRedirectPath(handoff, '/index') } });
    }
    return c.json({ data: { redirectUrl: safeRedirectPath(redirectUrl, '/index') } });
  });
  r.get(`${base}/guest/handoff`, async (c) => {
    const { session, redirectUrl } = await o.completeHandoff(c.req.query('t') ?? '');
    enterCookies(c, session);
    // Every redirect of the API goes through safeRedirectPath (contracts).
    return c.redirect(safeRedirectPath(redirectUrl, '/index'), 303);
  });

  // Logged customers' delivery addresses.
  r.get('/auth/addresses/:id/can-copy-trolley', async (c) => {
    const { id } = parseForm(AddressId, { id: c.req.param('id') });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await o.canCopyTrolley(customerId(c), id) });
  });
  r.get('/auth/addresses/:site', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await o.findDeliveryAddresses(customerId(c), c.req.param('site')) });
  });
  r.put('/auth/addresses/current', async (c) => {
    const body = await jsonBody(c);
    return c.json({ data: await o.setCurrentShoppingAddress(customerId(c), body) });
  });
  r.post('/auth/addresses', async (c) => {
    const body = await jsonBody(c);
    return c.json({ data: await o.createAddress(customerId(c), body, clientAddress(c, config)) });
  });
  return r;
}
