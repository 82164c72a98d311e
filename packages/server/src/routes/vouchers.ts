// Virtual cards and the school and sport vouchers (contracts vouchers.ts lists the calls). A logged
// customer's (others: 401 'Effettua l'accesso per utilizzare il servizio', after the XSRF check). Every
// answer is the customer's own and the cards' details are secrets (PIN, serial): private, never stored by
// a cache. Ids and bodies are checked here as the services check them.
import { Hono } from 'hono';
import { OrderPageQuery } from '@mercato/contracts/checkout';
import {
  VirtualCardDetail,
  VirtualCardPage,
  VoucherOverview,
  VoucherPrintInput,
  VoucherRequestInput,
} from '@mercato/contracts/vouchers';
import * as z from 'zod/mini';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Vouchers';

export function voucherRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const cards = services.virtualCards;
  const vouchers = services.vouchers;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/virtual-cards',
    customer,
    query(OrderPageQuery),
    doc({ tag, summary: "The customer's orders with virtual cards, newest first", ok: { data: VirtualCardPage } }),
    async (c) => privateAnswer(c, await cards.list(c.get('session'), c.req.valid('query'))),
  );
  r.get(
    '/auth/virtual-cards/:orderId',
    customer,
    params(idParam('orderId')),
    doc({ tag, summary: "An order's cards, with the PIN", ok: { data: z.array(VirtualCardDetail) } }),
    async (c) => privateAnswer(c, await cards.details(c.get('session'), c.req.valid('param').orderId)),
  );
  r.get(
    '/auth/vouchers',
    customer,
    doc({ tag, summary: "The customer's school and sport vouchers", ok: { data: VoucherOverview } }),
    async (c) => privateAnswer(c, await vouchers.overview(c.get('session'))),
  );
  r.post(
    '/auth/vouchers/print',
    xsrf(LOGIN_PROMPT),
    customer,
    body(VoucherPrintInput),
    doc({ tag, summary: 'The chosen barcodes printed', ok: { data: VoucherOverview } }),
    async (c) => privateAnswer(c, await vouchers.print(c.get('session'), c.req.valid('json'))),
  );
  r.post(
    '/auth/vouchers/:voucherId/requests',
    xsrf(LOGIN_PROMPT),
    customer,
    params(idParam('voucherId')),
    body(VoucherRequestInput),
    doc({ tag, summary: 'Asks for vouchers of an item (idempotencyKey)', ok: { data: VoucherOverview } }),
    async (c) =>
      privateAnswer(c, await vouchers.request(c.get('session'), c.req.valid('param').voucherId, c.req.valid('json'))),
  );
  return r;
}
