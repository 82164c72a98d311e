// Saved cards (contracts checkout.ts: DELETE auth/wallets/{id}) and the recurring payments of an address
// (ADR 0051: GET/POST auth/addresses/{id}/recurring-payments, DELETE …/{walletId}). A logged customer's
// (others: 401, after the XSRF check for changes); the calls work on the session's customer, so another
// customer's card or address answers 404 as an unknown one does (a path that is no id too).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DbIdParam, RecurringPayment } from '@mercato/contracts';
import { onboardingApi } from '@mercato/contracts/i18n/it';
import { privateAnswer, privateNoContent, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { fieldError } from '../services/onboarding/shared.ts';
import { walletNotFound } from '../services/wallets/index.ts';
import { RecurringPaymentInput, recurringNotFound } from '../services/wallets/recurring.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body, params, readJson } from './input.ts';

const WalletId = z.object({ id: DbIdParam });
const AddressId = z.object({ id: DbIdParam });
const AddressWallet = z.object({ id: DbIdParam, walletId: DbIdParam });
const addressNotFound = { invalid: () => fieldError('addressId', onboardingApi.addressNotFound, 404) };

export function walletRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const w = services.wallets;
  const customer = requireCustomer();
  const remove = doc({
    tag: 'Checkout',
    summary: 'A saved card forgotten (open orders paid with it stay; no longer a recurring payment)',
    ok: { status: 204 },
  });
  r.delete('/auth/wallets/:id', xsrf(), customer, params(WalletId, { invalid: walletNotFound }), remove, async (c) => {
    await w.remove(customerIdOf(c), c.req.valid('param').id);
    return privateNoContent(c);
  });

  const tag = 'Account';
  const list = doc({
    tag,
    summary: "An address's recurring payments (saved cards), oldest first",
    ok: { data: z.array(RecurringPayment) },
  });
  r.get('/auth/addresses/:id/recurring-payments', customer, params(AddressId, addressNotFound), list, async (c) =>
    privateAnswer(c, await w.recurringPayments(customerIdOf(c), c.req.valid('param').id)),
  );
  const add = doc({
    tag,
    summary: "A saved card made a recurring payment of the address (once) → the address's list",
    ok: { data: z.array(RecurringPayment) },
  });
  r.post(
    '/auth/addresses/:id/recurring-payments',
    xsrf(),
    customer,
    readJson,
    params(AddressId, addressNotFound),
    body(RecurringPaymentInput, { form: true }),
    add,
    async (c) =>
      privateAnswer(c, await w.addRecurringPayment(customerIdOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  const unlink = doc({
    tag,
    summary: 'A card no longer a recurring payment of the address (the card stays saved)',
    ok: { status: 204 },
  });
  r.delete(
    '/auth/addresses/:id/recurring-payments/:walletId',
    xsrf(),
    customer,
    params(AddressWallet, { invalid: recurringNotFound }),
    unlink,
    async (c) => {
      const p = c.req.valid('param');
      await w.removeRecurringPayment(customerIdOf(c), p.id, p.walletId);
      return privateNoContent(c);
    },
  );
  return r;
}
