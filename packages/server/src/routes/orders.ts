// 'Ordini Online' (contracts checkout.ts): the customer's orders and one order's card; the order detail
// and the product rating (contracts orders.ts). A logged customer's (others: 401 'Effettua l'accesso per
// utilizzare il servizio', after the XSRF check of unsafe methods). The route checks the page, the ids
// and the vote (its own 422).
import { Hono } from 'hono';
import { OrderCard, OrderPage, OrderPageQuery } from '@mercato/contracts/checkout';
import { ordersView } from '@mercato/contracts/i18n/it';
import {
  LastPurchased,
  OrderDetail,
  OrderDetailItem,
  OrderItemParams,
  OrderItemVoteRequest,
} from '@mercato/contracts/orders';
import type * as z from 'zod/mini';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { fieldErrorsOf, unprocessable } from '../validation.ts';
import { body, params, query, readJson } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Orders';
const OrderId = idParam('orderId');

export function orderRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orders;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/orders',
    customer,
    query(OrderPageQuery),
    doc({ tag, summary: "'Ordini Online': the customer's orders, newest first", ok: { data: OrderPage } }),
    async (c) => privateAnswer(c, await s.list(c.get('session'), c.req.valid('query'))),
  );
  // Before '/auth/orders/:orderId', which would read 'last-purchased' as an id (400).
  r.get(
    '/auth/orders/last-purchased',
    customer,
    doc({ tag, summary: "'Ultimi acquisti': the products of the customer's past orders", ok: { data: LastPurchased } }),
    async (c) => privateAnswer(c, await s.lastPurchased(c.get('session'))),
  );
  r.get(
    '/auth/orders/:orderId',
    customer,
    params(OrderId),
    doc({ tag, summary: "One order's card", ok: { data: OrderCard } }),
    async (c) => privateAnswer(c, await s.get(c.get('session'), c.req.valid('param').orderId)),
  );
  r.get(
    '/auth/orders/:orderId/detail',
    customer,
    params(OrderId),
    doc({ tag, summary: "The order detail page's data", ok: { data: OrderDetail } }),
    async (c) => privateAnswer(c, await s.detail(c.get('session'), c.req.valid('param').orderId)),
  );
  // The body is read first (malformed JSON), then the ids (400), then the vote (its own 422).
  r.put(
    '/auth/orders/:orderId/items/:itemId/vote',
    xsrf(LOGIN_PROMPT),
    customer,
    readJson,
    params(OrderItemParams),
    body(OrderItemVoteRequest, {
      invalid: (e: z.core.$ZodError) => unprocessable(fieldErrorsOf(e), ordersView.voteInvalid),
    }),
    doc({ tag, summary: "The customer's stars for a product of a delivered order", ok: { data: OrderDetailItem } }),
    async (c) => privateAnswer(c, await s.vote(c.get('session'), c.req.valid('param'), c.req.valid('json'))),
  );
  return r;
}
