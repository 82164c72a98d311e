// Checkout calls (contracts checkout.ts): the shopper's checkout, their choices, the confirmation and
// its attempts. Under auth/: the app's middleware let through logged customers only (others: 401
// 'Effettua l'accesso per utilizzare il servizio'); unsafe methods were checked for XSRF.
import { Hono } from 'hono';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';

export function checkoutRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.checkout;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  r.get('/auth/checkout', async (c) => answer(c, await s.get(c.get('session'))));
  r.patch('/auth/checkout', async (c) => {
    const body = await jsonBody(c);
    return answer(c, await s.update(c.get('session'), body));
  });
  r.post('/auth/checkout/confirm', async (c) => {
    const body = await jsonBody(c);
    return answer(c, await s.confirm(c.get('session'), body));
  });
  r.get('/auth/checkout/attempts/:attemptId', async (c) =>
    answer(c, await s.attempt(c.get('session'), c.req.param('attemptId'))),
  );
  return r;
}
