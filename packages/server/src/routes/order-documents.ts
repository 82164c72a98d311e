// An order's documents and the images of shell §7 (contracts order-documents.ts). The PDFs and the print
// view's data are a logged customer's (others: 401 'Effettua l'accesso per utilizzare il servizio'); the
// QR image checks the caller itself (it is the key's owner's), the EAN image is anyone's
// (services/order-documents). Every answer is private: a shared cache must never keep a customer's
// document or key.
import { Hono } from 'hono';
import { DeliveryDetails } from '@mercato/contracts/order-documents';
import * as z from 'zod/mini';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer } from './access.ts';
import { EanParam, eanInvalid, LockerKeyParam, lockerKeyNotFound } from '../services/order-documents/index.ts';
import { params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Order documents';

export function orderDocumentRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orderDocuments;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/orders/:orderId/delivery-details',
    customer,
    params(idParam('orderId')),
    doc({ tag, summary: "The print view's data", ok: { data: DeliveryDetails } }),
    async (c) => {
      const data = await s.deliveryDetails(c.get('session'), c.req.valid('param').orderId);
      return privateAnswer(c, data);
    },
  );
  r.get(
    '/auth/orders/:orderId/documents/:kind',
    customer,
    params(idParam('orderId')),
    doc({
      tag,
      summary: "An order's document as a PDF (kind: a document the order has; else 404)",
      ok: { media: 'application/pdf', description: 'The document, as an attachment' },
      checkedByService: { path: z.object({ kind: z.string() }) },
    }),
    async (c) => {
      const file = await s.document(c.get('session'), c.req.valid('param').orderId, c.req.param('kind'));
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
  r.get(
    '/qrcode/:lockerKeyEnc',
    doc({
      tag,
      summary: "The QR image of a locker key of one of the caller's orders",
      ok: { media: 'image/png', description: 'The QR code' },
    }),
    // Deferred: the caller's login is checked first (401), then the key (404 as an unknown one).
    params(LockerKeyParam, { deferred: true, invalid: lockerKeyNotFound }),
    async (c) => {
      const png = await s.lockerQr(c.get('session'), c.req.valid('param'));
      return c.body(png as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'private, no-store',
      });
    },
  );
  r.get(
    '/barcode/ean/:code',
    doc({
      tag,
      summary: 'The EAN-13 image of a code',
      ok: { media: 'image/svg+xml', description: 'The barcode' },
    }),
    params(EanParam, { invalid: eanInvalid }),
    (c) => {
      const svg = s.eanBarcode(c.req.valid('param'));
      // chosen: a code's image never changes, so the browser may keep it a day (private: never a shared cache).
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'private, max-age=86400',
      });
    },
  );
  return r;
}
