// Billing-address calls (contracts checkout.ts: auth/billing-addresses…). The app's middleware already
// let through logged customers only (others: 401) and checked XSRF on unsafe methods; every call works on
// the session's customer, so another customer's id answers 404 as an unknown one does.
import { Hono } from 'hono';
import { unauthorized } from '../errors.ts';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';

export function billingRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const b = services.billingAddresses;
  const customerId = (c: AppContext): number => {
    const id = c.get('session')?.customerId;
    if (id === null || id === undefined) throw unauthorized();
    return id;
  };
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  const none = (c: AppContext) => {
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  };

  r.get('/auth/billing-addresses', async (c) => answer(c, await b.list(customerId(c))));
  r.post('/auth/billing-addresses/verify', async (c) => {
    const id = customerId(c);
    await b.verify(id, await jsonBody(c), c.req.query('id'));
    return none(c);
  });
  r.post('/auth/billing-addresses', async (c) => {
    const id = customerId(c);
    return answer(c, await b.create(id, await jsonBody(c)));
  });
  r.put('/auth/billing-addresses/:id', async (c) => {
    const id = customerId(c);
    return answer(c, await b.update(id, c.req.param('id'), await jsonBody(c)));
  });
  r.delete('/auth/billing-addresses/:id', async (c) => {
    await b.remove(customerId(c), c.req.param('id'));
    return none(c);
  });
  return r;
}
