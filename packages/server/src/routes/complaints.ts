// 'Segnala anomalia' (services/complaints.ts): the products one can report, the complaint (one JSON call
// with the photos in base64; its larger body limit is set in app.ts, COMPLAINT_BODY_MAX_BYTES) and its
// summary. Under auth/: the app's middleware let through logged customers only, with the XSRF token.
import { Hono } from 'hono';
import { type AppContext, type AppDeps, type AppEnv, jsonBody } from '../http.ts';

export function complaintRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.complaints;
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
  r.get('/auth/orders/:orderId/complaint/products', async (c) =>
    answer(c, await s.products(c.get('session'), c.req.param('orderId'))),
  );
  r.get('/auth/orders/:orderId/complaint', async (c) =>
    answer(c, await s.summary(c.get('session'), c.req.param('orderId'))),
  );
  r.post('/auth/orders/:orderId/complaint', async (c) =>
    answer(c, await s.submit(c.get('session'), c.req.param('orderId'), await jsonBody(c))),
  );
  return r;
}
