// 'Ordini Online' (contracts checkout.ts): the customer's orders and one order's card; the order detail
// and the product rating (contracts orders.ts). Under auth/: the app's middleware let through logged
// customers only.
import { Hono } from 'hono';
import { type AppContext, type AppDeps, type AppEnv, jsonBody } from '../http.ts';

export function orderRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orders;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  r.get('/auth/orders', async (c) => answer(c, await s.list(c.get('session'), c.req.query())));
  r.get('/auth/orders/:orderId', async (c) => answer(c, await s.get(c.get('session'), c.req.param('orderId'))));
  r.get('/auth/orders/:orderId/detail', async (c) =>
    answer(c, await s.detail(c.get('session'), c.req.param('orderId'))),
  );
  r.put('/auth/orders/:orderId/items/:itemId/vote', async (c) =>
    answer(c, await s.vote(c.get('session'), c.req.param('orderId'), c.req.param('itemId'), await jsonBody(c))),
  );
  return r;
}
