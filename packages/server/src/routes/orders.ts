// 'Ordini Online' (contracts checkout.ts): the customer's orders and one order's card; the order detail
// and the product rating (contracts orders.ts). A logged customer's (others: 401 'Effettua l'accesso per
// utilizzare il servizio', after the XSRF check of unsafe methods). The service checks the page (the
// route checks it alike) and the vote (its own 422, after the ownership of the order).
import { Hono } from 'hono';
import { OrderCard, OrderPage, OrderPageQuery } from '@mercato/contracts/checkout';
import { OrderDetail, OrderDetailItem, OrderItemVoteRequest } from '@mercato/contracts/orders';
import * as z from 'zod/mini';
import { type AppContext, type AppDeps, type AppEnv, jsonBody } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Orders';
const OrderId = idParam('orderId');

export function orderRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orders;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/orders',
    customer,
    query(OrderPageQuery),
    doc({ tag, summary: "'Ordini Online': the customer's orders, newest first", ok: { data: OrderPage } }),
    // The service reads the page as written (a string), as the route checked it.
    async (c) => answer(c, await s.list(c.get('session'), c.req.query())),
  );
  r.get(
    '/auth/orders/:orderId',
    customer,
    params(OrderId),
    doc({ tag, summary: "One order's card", ok: { data: OrderCard } }),
    async (c) => answer(c, await s.get(c.get('session'), c.req.valid('param').orderId)),
  );
  r.get(
    '/auth/orders/:orderId/detail',
    customer,
    params(OrderId),
    doc({ tag, summary: "The order detail page's data", ok: { data: OrderDetail } }),
    async (c) => answer(c, await s.detail(c.get('session'), c.req.valid('param').orderId)),
  );
  const vote = doc({
    tag,
    summary: "The customer's stars for a product of a delivered order",
    ok: { data: OrderDetailItem },
    checkedByService: { body: OrderItemVoteRequest, path: z.object({ orderId: z.string(), itemId: z.string() }) },
  });
  r.put('/auth/orders/:orderId/items/:itemId/vote', xsrf(LOGIN_PROMPT), customer, vote, async (c) =>
    answer(c, await s.vote(c.get('session'), c.req.param('orderId'), c.req.param('itemId'), await jsonBody(c))),
  );
  return r;
}
