// Onboarding (base onboarding/), pickup-point lists, and the logged customer's delivery addresses
// (auth/addresses…: a logged customer's, others 401 with the session text, after the XSRF check).
// Look-ups of postcodes, streets, services and pickup points are counted per client address (429): a body
// is read (malformed: 400) before the look-up is counted, and checked against its schema after.
// The power-guest entry is not under auth/: it creates the session; a JSON body is required (no
// cross-site HTML form can send one without a CORS preflight, granted to partner origins only).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  AvailableService,
  DbIdCoerced,
  DeliveryAddress,
  PickupPoint,
  PostcodeCheckRequest,
  PostcodeCheckResult,
  safeRedirectPath,
  StreetSearchRequest,
  StreetSuggestion,
} from '@mercato/contracts';
import { sessionCookies } from '../auth/cookies.ts';
import { sealHandoff } from '../auth/handoff.ts';
import { BASE_PATH } from '../base-path.ts';
import { appendCookies, clientAddress, isSecure, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import {
  ActivationInput,
  AvailableServicesInput,
  CurrentAddressInput,
  GuestInput,
  NewAddressInput,
} from '../services/onboarding/shared.ts';
import { StreetIdInput } from '../services/onboarding/address-check.ts';
import { parseForm } from '../validation.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body, params, readJson } from './input.ts';

/** Cookie telling the site the address was verified (spec shell §4: value 0; readable by scripts). */
export const ADDRESS_VERIFIED_COOKIE = 'MERCATO_ADDRESS_VERIFIED';
const ADDRESS_VERIFIED_MAX_AGE = 30 * 24 * 3600;

const tag = 'Onboarding';
const AddressId = z.object({ id: DbIdCoerced });
const Text = (name: string) => z.object({ [name]: z.string() });
const RedirectUrl = z.object({ redirectUrl: z.string() });
/** services/captcha.ts CaptchaChallenge. */
const Challenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number(),
});

export function onboardingRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const o = services.onboarding;
  /** The look-up counted per client address (429 past the limit). */
  const counted = async (c: AppContext, next: () => Promise<void>) => {
    await o.countLookup(clientAddress(c, config));
    await next();
  };
  const base = '/onboarding';
  const form = { form: true };
  const streets = { data: z.array(StreetSuggestion) };

  r.post(
    `${base}/postcode/check`,
    readJson,
    counted,
    body(PostcodeCheckRequest, form),
    doc({ tag, summary: 'Whether a postcode is served', ok: { data: PostcodeCheckResult } }),
    async (c) => c.json({ data: await o.checkPostcode(c.req.valid('json')) }),
  );
  r.get(
    `${base}/postcode/:code`,
    counted,
    doc({
      tag,
      summary: 'Whether a postcode is served (in the path)',
      ok: { data: PostcodeCheckResult },
      checkedByService: { path: Text('code') },
    }),
    async (c) => c.json({ data: await o.postcode(c.req.param('code')) }),
  );
  r.post(
    `${base}/street/suggestions`,
    readJson,
    counted,
    body(PostcodeCheckRequest, form),
    doc({ tag, summary: "A postcode's streets", ok: streets }),
    async (c) => c.json({ data: await o.streetSuggestions(c.req.valid('json')) }),
  );
  r.post(
    `${base}/street/search`,
    readJson,
    counted,
    body(StreetSearchRequest, form),
    doc({ tag, summary: "The postcode's streets holding every word of streetName", ok: streets }),
    async (c) => c.json({ data: await o.searchStreets(c.req.valid('json')) }),
  );
  r.get(
    `${base}/street/:id`,
    counted,
    doc({
      tag,
      summary: 'A street, with its postcode and town',
      ok: { data: z.extend(StreetSuggestion, { postcode: z.string(), townName: z.string() }) },
    }),
    // After the look-up is counted; the refusal names the field as the form does (streetId).
    params(z.object({ id: DbIdCoerced }), {
      form: true,
      check: (value) => parseForm(StreetIdInput, { streetId: (value as { id?: string }).id }),
    }),
    async (c) => c.json({ data: await o.street(c.req.valid('param')) }),
  );
  r.post(
    `${base}/services/available`,
    readJson,
    counted,
    body(AvailableServicesInput, form),
    doc({ tag, summary: 'The services of a street of the postcode', ok: { data: z.array(AvailableService) } }),
    async (c) => c.json({ data: await o.availableServices(c.req.valid('json')) }),
  );
  r.get(
    `${base}/services/available`,
    doc({ tag, summary: "The services of the session's address", ok: { data: z.array(AvailableService) } }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data: await o.sessionServices(c.get('session')) });
    },
  );
  r.get(`${base}/services`, doc({ tag, summary: 'The five services', ok: { data: z.array(AvailableService) } }), (c) =>
    c.json({ data: o.allServices() }),
  );
  r.post(
    `${base}/activation`,
    readJson,
    counted,
    body(ActivationInput, form),
    doc({
      tag,
      summary: "'Avvisami': asks to be told when a postcode is served",
      ok: { data: z.object({ message: z.string() }) },
    }),
    async (c) => {
      const { message } = await o.requestActivation(c.req.valid('json'));
      return c.json({ data: { message } });
    },
  );
  const pickup = (summary: string) =>
    doc({ tag, summary, ok: { data: z.array(PickupPoint) }, checkedByService: { path: Text('x') } });
  r.get(`${base}/drives/pharma/:x`, counted, pickup('Pharmacy drives near a place'), async (c) =>
    c.json({ data: await o.drives('pharma-drive', c.req.param('x')) }),
  );
  r.get(`${base}/drives/:x`, counted, pickup('Drives near a place'), async (c) =>
    c.json({ data: await o.drives('drive', c.req.param('x')) }),
  );
  r.get(`${base}/prenotazioni/:x`, counted, pickup('Stores near a place'), async (c) =>
    c.json({ data: await o.stores(c.req.param('x')) }),
  );
  r.get('/welcome/drives', doc({ tag, summary: 'Every drive', ok: { data: z.array(PickupPoint) } }), async (c) =>
    c.json({ data: await o.publicDrives() }),
  );
  r.get('/prenotazioni', doc({ tag, summary: 'Every store', ok: { data: z.array(PickupPoint) } }), async (c) =>
    c.json({ data: await o.allStores() }),
  );

  // Power guest: a proof-of-work challenge, then the entry with its solution.
  const challenge = doc({ tag, summary: "The power-guest entry's proof-of-work challenge", ok: { data: Challenge } });
  r.get(`${base}/captcha/challenge`, challenge, (c) => {
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
  const guest = doc({
    tag,
    summary: 'Enters as a power guest with a verified address (sets the session cookies)',
    ok: { data: RedirectUrl },
  });
  r.post(`${base}/guest`, body(GuestInput, form), guest, async (c) => {
    const input = c.req.valid('json');
    const { session, redirectUrl } = await o.enterAsGuest(input, c.get('session'), clientAddress(c, config));
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
  const handoff = doc({
    tag,
    summary: "The hand-over from a partner page: sets the session's cookies on the shop's origin",
    ok: { status: 303, location: 'The page the shopper entered for' },
    checkedByService: { query: z.object({ t: z.string() }) },
  });
  r.get(`${base}/guest/handoff`, handoff, async (c) => {
    const { session, redirectUrl } = await o.completeHandoff(c.req.query('t') ?? '');
    enterCookies(c, session);
    // Every redirect of the API goes through safeRedirectPath (contracts).
    return c.redirect(safeRedirectPath(redirectUrl, '/index'), 303);
  });

  // Logged customers' delivery addresses.
  const customer = requireCustomer();
  r.get(
    '/auth/addresses/:id/can-copy-trolley',
    customer,
    params(AddressId, form),
    doc({
      tag,
      summary: "Whether the trolley may be copied to another of the customer's addresses",
      ok: { data: z.object({ canCopy: z.boolean() }) },
    }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data: await o.canCopyTrolley(customerIdOf(c), c.req.valid('param').id) });
    },
  );
  r.get(
    '/auth/addresses/:site',
    customer,
    doc({
      tag,
      summary: "The customer's delivery addresses of a service",
      ok: { data: z.array(DeliveryAddress) },
      checkedByService: { path: Text('site') },
    }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data: await o.findDeliveryAddresses(customerIdOf(c), c.req.param('site')) });
    },
  );
  const current = doc({
    tag,
    summary: 'Makes one of the addresses the shopping address (copyCart: take the trolley along)',
    ok: { data: z.object({ redirectUrl: z.string(), message: z.string() }) },
  });
  r.put('/auth/addresses/current', xsrf(), customer, body(CurrentAddressInput, form), current, async (c) =>
    c.json({ data: await o.setCurrentShoppingAddress(customerIdOf(c), c.req.valid('json')) }),
  );
  const create = doc({
    tag,
    summary: 'A new delivery address',
    ok: { data: z.object({ address: DeliveryAddress, message: z.string(), created: z.boolean() }) },
  });
  r.post('/auth/addresses', xsrf(), customer, body(NewAddressInput, form), create, async (c) =>
    c.json({ data: await o.createAddress(customerIdOf(c), c.req.valid('json'), clientAddress(c, config)) }),
  );
  return r;
}
