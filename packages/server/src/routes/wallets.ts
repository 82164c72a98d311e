// Saved cards (contracts checkout.ts: DELETE auth/wallets/{id}). A logged customer's (others: 401, after
// the XSRF check); the call works on the session's customer, so another customer's card answers 404 as
// an unknown one does (a path that is no id too).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DbIdParam } from '@mercato/contracts';
import { privateNoContent, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { walletNotFound } from '../services/wallets/index.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { params } from './input.ts';

const WalletId = z.object({ id: DbIdParam });

export function walletRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const remove = doc({
    tag: 'Checkout',
    summary: 'A saved card forgotten (open orders paid with it stay)',
    ok: { status: 204 },
  });
  r.delete(
    '/auth/wallets/:id',
    xsrf(),
    requireCustomer(),
    params(WalletId, { invalid: walletNotFound }),
    remove,
    async (c) => {
      await services.wallets.remove(customerIdOf(c), c.req.valid('param').id);
      return privateNoContent(c);
    },
  );
  return r;
}
