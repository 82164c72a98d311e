// An order's documents and the images of shell §7 (contracts order-documents.ts). The PDFs and the print
// view's data are under auth/ (logged customers only, the app's middleware); the QR image checks the
// caller itself (it is the key's owner's), the EAN image is anyone's (services/order-documents).
// Every answer is private: a shared cache must never keep a customer's document or key.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http.ts';

export function orderDocumentRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.orderDocuments;
  r.get('/auth/orders/:orderId/delivery-details', async (c) => {
    const data = await s.deliveryDetails(c.get('session'), c.req.param('orderId'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  });
  r.get('/auth/orders/:orderId/documents/:kind', async (c) => {
    const file = await s.document(c.get('session'), c.req.param('orderId'), c.req.param('kind'));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });
  r.get('/qrcode/:lockerKeyEnc', async (c) => {
    const png = await s.lockerQr(c.get('session'), c.req.param('lockerKeyEnc'));
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'private, no-store',
    });
  });
  r.get('/barcode/ean/:code', (c) => {
    const svg = s.eanBarcode(c.req.param('code'));
    // chosen: a code's image never changes, so the browser may keep it a day (private: never a shared cache).
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'private, max-age=86400',
    });
  });
  return r;
}
