// 'Ordini Online' (contracts checkout.ts): the customer's orders and one order's card. Under auth/: the
// app's middleware let through logged customers only.
import { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http.ts';

export function orderRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orders;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  r.get('/auth/orders', async (c) => answer(c, await s.list(c.get('session'), c.req.query())));
  r.get('/auth/orders/:orderId', async (c) => answer(c, await s.get(c.get('session'), c.req.param('orderId'))));
  return r;
}
