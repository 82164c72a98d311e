// Changing an order (contracts order-edit.ts): cancel, change the slot, start and cancel a content change,
// the order-modify redirector. A logged customer's (others: 401 'Effettua l'accesso per utilizzare il
// servizio', after the XSRF check of unsafe methods). The changes' ids and bodies are checked by the
// service: a customer who has not accepted the rules is refused first, and the order is locked before the
// body is read. The redirector's id and query are checked here as the service checks them.
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
import * as z from 'zod/mini';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Order changes';
const OrderIdText = z.object({ orderId: z.string() });

export function orderEditRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orderEdit;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  const customer = requireCustomer(LOGIN_PROMPT);
  const change = (summary: string, data: z.ZodMiniType, input: z.ZodMiniType) =>
    doc({ tag, summary, ok: { data }, checkedByService: { body: input, path: OrderIdText } });
  r.post(
    '/auth/orders/:orderId/cancel',
    xsrf(LOGIN_PROMPT),
    customer,
    change('Cancels the order; answers its card (ANNULLATO)', OrderCard, OrderCancelRequest),
    async (c) => {
      const input = await jsonBody(c);
      return answer(c, await s.cancel(c.get('session'), c.req.param('orderId'), input));
    },
  );
  r.post(
    '/auth/orders/:orderId/slot',
    xsrf(LOGIN_PROMPT),
    customer,
    change("Changes the order's slot; answers its card", OrderCard, OrderSlotChangeRequest),
    async (c) => {
      const input = await jsonBody(c);
      return answer(c, await s.changeSlot(c.get('session'), c.req.param('orderId'), input));
    },
  );
  r.post(
    '/auth/orders/:orderId/edit',
    xsrf(LOGIN_PROMPT),
    customer,
    change("Starts a change of the order's content", OrderEditSession, OrderEditStartRequest),
    async (c) => {
      const input = await jsonBody(c);
      return answer(c, await s.startEdit(c.get('session'), c.req.param('orderId'), input));
    },
  );
  r.delete(
    '/auth/orders/:orderId/edit',
    xsrf(LOGIN_PROMPT),
    customer,
    doc({
      tag,
      summary: "'Annulla modifica': ends the change of the order's content",
      ok: { status: 204 },
      checkedByService: { path: OrderIdText },
    }),
    async (c) => {
      await s.cancelEdit(c.get('session'), c.req.param('orderId'));
      c.header('Cache-Control', 'private, no-store');
      return c.body(null, 204);
    },
  );
  r.get(
    '/auth/orders/:orderId/redirector',
    customer,
    params(idParam('orderId')),
    query(OrderRedirectorQuery),
    doc({ tag, summary: 'Where the order-modify link leads (action SLOT or ORDER)', ok: { data: OrderRedirector } }),
    async (c) => answer(c, await s.redirector(c.get('session'), c.req.valid('param').orderId, c.req.valid('query'))),
  );
  return r;
}
