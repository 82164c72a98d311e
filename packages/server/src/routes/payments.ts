// Payment pages (contracts checkout.ts): the return from the provider, and the test gateway's hosted
// pages. Not under auth/: the provider sends the shopper back with a plain GET (a top-level navigation:
// the shop's SameSite=Lax session comes along), and the gateway's pages stand for a provider's own site
// (they never read the shop's session). The return is the shopper's own (issue 33): without a session it
// sends to the login and back (reading nothing); the attempt's customer with its token completes the
// confirmation from the provider's result (services/checkout/confirm.ts) and is redirected (303) to the
// success or the failure page; anyone else gets 404. The gateway's pages are HTML with a script-less CSP.
import { Hono } from 'hono';
import { DbIdCoerced, loginPath } from '@mercato/contracts';
import { apiErrors, checkoutApi } from '@mercato/contracts/i18n/it';
import { badRequest, notFound } from '../errors.ts';
import * as z from 'zod/mini';
import type { AppContext, AppDeps, AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { params } from './input.ts';
import { GATEWAY_CSP, type GatewayAnswer } from '../services/payments/test-gateway.ts';

export function paymentRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const gateway = () => {
    const g = services.payments.testGateway;
    if (!g) throw notFound(checkoutApi.gateway.notFound);
    return g;
  };
  const show = (c: AppContext, a: GatewayAnswer) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (a.kind === 'redirect') return c.redirect(a.location, 303);
    c.header('Content-Security-Policy', GATEWAY_CSP);
    c.header('X-Frame-Options', 'DENY');
    return c.html(a.html, a.status);
  };

  const tag = 'Payments';
  const returned = doc({
    tag,
    summary:
      "The provider's return (the attempt's customer with the address's token): completes the confirmation, redirects to the success or failure page",
    ok: {
      status: 303,
      location:
        "The success or the failure page, the provider's page of a payment not finished, or the login (no session) and back",
    },
  });
  const ReturnParams = z.object({ attemptId: DbIdCoerced, token: z.string() });
  r.get('/payments/return/:attemptId/:token', params(ReturnParams), returned, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const session = c.get('session');
    if (session?.kind !== 'logged') return c.redirect(loginPath(new URL(c.req.url).pathname), 303);
    const location = await services.checkout.paymentReturn(session, c.req.valid('param'));
    return c.redirect(location, 303);
  });
  const Ref = z.object({ ref: z.string() });
  const page = doc({
    tag,
    summary: "The test gateway's payment page (stands for a provider's own site; only when configured)",
    ok: [
      { media: 'text/html', description: 'The page' },
      { status: 303, location: 'Back to the shop' },
    ],
    htmlErrors: true,
    checkedByService: { path: Ref },
  });
  r.get('/payments/test-gateway/:ref', page, async (c) => show(c, await gateway().page(c.req.param('ref'))));
  const submit = doc({
    tag,
    summary: "The test gateway's form sent (application/x-www-form-urlencoded)",
    ok: [
      { media: 'text/html', description: 'The page again, with its message' },
      { status: 303, location: "Back to the shop's return" },
    ],
    htmlErrors: true,
    checkedByService: { path: Ref },
  });
  r.post('/payments/test-gateway/:ref', submit, async (c) => {
    const g = gateway();
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(type.trim())) throw badRequest(apiErrors.invalidInput);
    let form: Record<string, string>;
    try {
      const raw = await c.req.parseBody();
      form = Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      throw badRequest(apiErrors.invalidInput);
    }
    return show(c, await g.submit(c.req.param('ref'), form));
  });
  return r;
}
