// 'Segnala anomalia' (services/complaints.ts): the products one can report, the complaint (one JSON call
// with the photos in base64) and its summary. A logged customer's (others: 401 'Effettua l'accesso per
// utilizzare il servizio', after the XSRF check); the order's id and the complaint's shape are checked here
// as the service checks them. The complaint's body is read last (issue 33 point 6): after the order is
// found to be the caller's and delivered and the submission is within the customer's limit (the service's
// admit), then under its own limit, COMPLAINT_BODY_MAX_BYTES (app.ts leaves this call to it).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  COMPLAINT_BODY_MAX_BYTES,
  ComplaintProducts,
  ComplaintRequest,
  ComplaintSummary,
} from '@mercato/contracts/complaints';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { alert } from '../errors.ts';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Complaints';
const OrderId = idParam('orderId');

export function complaintRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.complaints;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/orders/:orderId/complaint/products',
    customer,
    params(OrderId),
    doc({ tag, summary: 'The lines of a delivered order one can report', ok: { data: ComplaintProducts } }),
    async (c) => privateAnswer(c, await s.products(c.get('session'), c.req.valid('param').orderId)),
  );
  r.get(
    '/auth/orders/:orderId/complaint',
    customer,
    params(OrderId),
    doc({ tag, summary: "'Riepilogo segnalazione' (404 when none was made)", ok: { data: ComplaintSummary } }),
    async (c) => privateAnswer(c, await s.summary(c.get('session'), c.req.valid('param').orderId)),
  );
  r.post(
    '/auth/orders/:orderId/complaint',
    xsrf(LOGIN_PROMPT),
    customer,
    params(OrderId),
    async (c, next) => {
      await s.admit(c.get('session'), c.req.valid('param').orderId);
      await next();
    },
    bodyLimit({
      maxSize: COMPLAINT_BODY_MAX_BYTES,
      onError: () => {
        throw alert(413, apiErrors.bodyTooLarge);
      },
    }),
    body(ComplaintRequest),
    doc({
      tag,
      summary: 'The complaint, with its photos in base64; answers its summary',
      ok: { data: ComplaintSummary },
    }),
    async (c) => privateAnswer(c, await s.submit(c.get('session'), c.req.valid('param').orderId, c.req.valid('json'))),
  );
  return r;
}
