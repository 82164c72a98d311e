// Checkout calls (contracts checkout.ts): the shopper's checkout, their choices, the confirmation and
// its attempts. A logged customer's (others: 401 'Effettua l'accesso per utilizzare il servizio', after
// the XSRF check of unsafe methods). The confirmation's body and the attempt's id are checked here, as
// the service checks them; the choices (PATCH) are checked by the service: its form rules answer 422
// before the shape's 400, and a customer who has not accepted the rules is refused after them.
import { Hono } from 'hono';
import {
  Checkout,
  CheckoutAttempt,
  CheckoutConfirmation,
  CheckoutConfirmRequest,
  CheckoutUpdate,
} from '@mercato/contracts/checkout';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Checkout';

export function checkoutRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.checkout;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/checkout',
    customer,
    doc({ tag, summary: "The shopper's checkout of the current navigation", ok: { data: Checkout } }),
    async (c) => answer(c, await s.get(c.get('session'))),
  );
  const update = doc({
    tag,
    summary: "Saves the shopper's choices as made; answers the checkout",
    ok: { data: Checkout },
    checkedByService: { body: CheckoutUpdate },
  });
  r.patch('/auth/checkout', xsrf(LOGIN_PROMPT), customer, update, async (c) => {
    const input = await jsonBody(c);
    return answer(c, await s.update(c.get('session'), input));
  });
  const confirm = doc({
    tag,
    summary: 'Confirms the checkout (one idempotencyKey per press; a refusal is a 409 with the problems)',
    ok: { data: CheckoutConfirmation },
  });
  r.post('/auth/checkout/confirm', xsrf(LOGIN_PROMPT), customer, body(CheckoutConfirmRequest), confirm, async (c) =>
    answer(c, await s.confirm(c.get('session'), c.req.valid('json'))),
  );
  r.get(
    '/auth/checkout/attempts/:attemptId',
    customer,
    params(idParam('attemptId')),
    doc({ tag, summary: 'What became of a confirmation (the failure page)', ok: { data: CheckoutAttempt } }),
    async (c) => answer(c, await s.attempt(c.get('session'), c.req.valid('param').attemptId)),
  );
  return r;
}
