// Changing an order (contracts order-edit.ts): cancel, change the slot, start and cancel a content change,
// the order-modify redirector. Under auth/: the app's middleware let through logged customers only;
// unsafe methods were checked for XSRF.
import { Hono } from 'hono';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';

export function orderEditRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orderEdit;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  r.post('/auth/orders/:orderId/cancel', async (c) => {
    const body = await jsonBody(c);
    return answer(c, await s.cancel(c.get('session'), c.req.param('orderId'), body));
  });
  r.post('/auth/orders/:orderId/slot', async (c) => {
    const body = await jsonBody(c);
    return answer(c, await s.changeSlot(c.get('session'), c.req.param('orderId'), body));
  });
  r.post('/auth/orders/:orderId/edit', async (c) => {
    const body = await jsonBody(c);
    return answer(c, await s.startEdit(c.get('session'), c.req.param('orderId'), body));
  });
  r.delete('/auth/orders/:orderId/edit', async (c) => {
    await s.cancelEdit(c.get('session'), c.req.param('orderId'));
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  });
  r.get('/auth/orders/:orderId/redirector', async (c) =>
    answer(c, await s.redirector(c.get('session'), c.req.param('orderId'), c.req.query())),
  );
  return r;
}
