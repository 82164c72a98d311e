// Billing-address calls (contracts checkout.ts: auth/billing-addresses…). A logged customer's (others:
// 401 with the session text, after the XSRF check of unsafe methods); every call works on the session's
// customer, so another customer's id answers 404 as an unknown one does. The bodies are checked by the
// service: the form's rules (422, with the customer's other identifiers) come before the shape (400).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { BillingAddress } from '@mercato/contracts';
import { BillingAddressInput } from '@mercato/contracts/checkout';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';

const tag = 'Billing addresses';
const Id = z.object({ id: z.string() });

export function billingRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const b = services.billingAddresses;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  const none = (c: AppContext) => {
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  };
  const customer = requireCustomer();

  r.get(
    '/auth/billing-addresses',
    customer,
    doc({ tag, summary: "The customer's billing addresses", ok: { data: z.array(BillingAddress) } }),
    async (c) => answer(c, await b.list(customerIdOf(c))),
  );
  const verify = doc({
    tag,
    summary: "'Verifica': checks an address (422 with a message per field); ?id= the address edited",
    ok: { status: 204 },
    checkedByService: { body: BillingAddressInput, query: z.object({ id: z.optional(z.string()) }) },
  });
  r.post('/auth/billing-addresses/verify', xsrf(), customer, verify, async (c) => {
    const id = customerIdOf(c);
    await b.verify(id, await jsonBody(c), c.req.query('id'));
    return none(c);
  });
  const create = doc({
    tag,
    summary: 'A new billing address',
    ok: { data: BillingAddress },
    checkedByService: { body: BillingAddressInput },
  });
  r.post('/auth/billing-addresses', xsrf(), customer, create, async (c) => {
    const id = customerIdOf(c);
    return answer(c, await b.create(id, await jsonBody(c)));
  });
  const update = doc({
    tag,
    summary: 'A billing address changed',
    ok: { data: BillingAddress },
    checkedByService: { body: BillingAddressInput, path: Id },
  });
  r.put('/auth/billing-addresses/:id', xsrf(), customer, update, async (c) => {
    const id = customerIdOf(c);
    return answer(c, await b.update(id, c.req.param('id'), await jsonBody(c)));
  });
  const remove = doc({
    tag,
    summary: 'A billing address removed',
    ok: { status: 204 },
    checkedByService: { path: Id },
  });
  r.delete('/auth/billing-addresses/:id', xsrf(), customer, remove, async (c) => {
    await b.remove(customerIdOf(c), c.req.param('id'));
    return none(c);
  });
  return r;
}
