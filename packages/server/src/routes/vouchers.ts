// Virtual cards and the school and sport vouchers (contracts vouchers.ts lists the calls). Under auth/: the
// app's middleware lets through logged customers only. Every answer is the customer's own and the cards'
// details are secrets (PIN, serial): private, never stored by a cache.
import { Hono } from 'hono';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';

export function voucherRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const cards = services.virtualCards;
  const vouchers = services.vouchers;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  r.get('/auth/virtual-cards', async (c) => answer(c, await cards.list(c.get('session'), c.req.query())));
  r.get('/auth/virtual-cards/:orderId', async (c) =>
    answer(c, await cards.details(c.get('session'), c.req.param('orderId'))),
  );
  r.get('/auth/vouchers', async (c) => answer(c, await vouchers.overview(c.get('session'))));
  r.post('/auth/vouchers/print', async (c) => answer(c, await vouchers.print(c.get('session'), await jsonBody(c))));
  r.post('/auth/vouchers/:voucherId/requests', async (c) =>
    answer(c, await vouchers.request(c.get('session'), c.req.param('voucherId'), await jsonBody(c))),
  );
  return r;
}
