// Saved cards (contracts checkout.ts: DELETE auth/wallets/{id}). A logged customer's (others: 401, after
// the XSRF check); the call works on the session's customer, so another customer's card answers 404 as
// an unknown one does.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppDeps, AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';

export function walletRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const remove = doc({
    tag: 'Checkout',
    summary: 'A saved card forgotten (open orders paid with it stay)',
    ok: { status: 204 },
    checkedByService: { path: z.object({ id: z.string() }) },
  });
  r.delete('/auth/wallets/:id', xsrf(), requireCustomer(), remove, async (c) => {
    await services.wallets.remove(customerIdOf(c), c.req.param('id'));
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  });
  return r;
}
