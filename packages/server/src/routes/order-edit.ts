// Changing an order (contracts order-edit.ts): cancel, change the slot, start and cancel a content change,
// the order-modify redirector. A logged customer's (others: 401 'Effettua l'accesso per utilizzare il
// servizio', after the XSRF check of unsafe methods). Ids, bodies and the redirector's query are checked
// here; the changes' are deferred (input.ts): the service refuses a customer who has not accepted the
// rules first, then the id, then the body.
import { Hono } from 'hono';
import { OrderCard } from '@mercato/contracts/checkout';
import {
  OrderCancelRequest,
  OrderEditSession,
  OrderEditStartRequest,
  OrderRedirector,
  OrderRedirectorQuery,
  OrderSlotChangeRequest,
} from '@mercato/contracts/order-edit';
import { privateNoContent, privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Order changes';
const OrderId = idParam('orderId');
const deferred = { deferred: true } as const;

export function orderEditRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orderEdit;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.post(
    '/auth/orders/:orderId/cancel',
    xsrf(LOGIN_PROMPT),
    customer,
    body(OrderCancelRequest, deferred),
    params(OrderId, deferred),
    doc({ tag, summary: 'Cancels the order; answers its card (ANNULLATO)', ok: { data: OrderCard } }),
    async (c) => privateAnswer(c, await s.cancel(c.get('session'), c.req.valid('param'), c.req.valid('json'))),
  );
  r.post(
    '/auth/orders/:orderId/slot',
    xsrf(LOGIN_PROMPT),
    customer,
    body(OrderSlotChangeRequest, { deferred: true, form: true }),
    params(OrderId, deferred),
    doc({ tag, summary: "Changes the order's slot; answers its card", ok: { data: OrderCard } }),
    async (c) => privateAnswer(c, await s.changeSlot(c.get('session'), c.req.valid('param'), c.req.valid('json'))),
  );
  r.post(
    '/auth/orders/:orderId/edit',
    xsrf(LOGIN_PROMPT),
    customer,
    body(OrderEditStartRequest, deferred),
    params(OrderId, deferred),
    doc({ tag, summary: "Starts a change of the order's content", ok: { data: OrderEditSession } }),
    async (c) => privateAnswer(c, await s.startEdit(c.get('session'), c.req.valid('param'), c.req.valid('json'))),
  );
  r.delete(
    '/auth/orders/:orderId/edit',
    xsrf(LOGIN_PROMPT),
    customer,
    params(OrderId, deferred),
    doc({ tag, summary: "'Annulla modifica': ends the change of the order's content", ok: { status: 204 } }),
    async (c) => {
      await s.cancelEdit(c.get('session'), c.req.valid('param'));
      return privateNoContent(c);
    },
  );
  r.get(
    '/auth/orders/:orderId/redirector',
    customer,
    params(idParam('orderId')),
    query(OrderRedirectorQuery),
    doc({ tag, summary: 'Where the order-modify link leads (action SLOT or ORDER)', ok: { data: OrderRedirector } }),
    async (c) =>
      privateAnswer(c, await s.redirector(c.get('session'), c.req.valid('param').orderId, c.req.valid('query'))),
  );
  return r;
}
