// Saved cards (contracts checkout.ts: DELETE auth/wallets/{id}). The app's middleware already let through
// logged customers only (others: 401) and checked XSRF; the call works on the session's customer, so
// another customer's card answers 404 as an unknown one does.
import { Hono } from 'hono';
import { unauthorized } from '../errors.ts';
import type { AppDeps, AppEnv } from '../http.ts';

export function walletRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.delete('/auth/wallets/:id', async (c) => {
    const customerId = c.get('session')?.customerId;
    if (customerId === null || customerId === undefined) throw unauthorized();
    await services.wallets.remove(customerId, c.req.param('id'));
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  });
  return r;
}
