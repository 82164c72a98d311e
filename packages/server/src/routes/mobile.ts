// Mobile-number calls (spec shell §7: auth/mobilenumber/sendVerifyCode, verifyCode, confirm). The app's
// middleware already let through logged customers only and checked XSRF; each call works on the session's
// customer (another customer's delivery address answers 404 as an unknown one does).
import { Hono } from 'hono';
import { unauthorized } from '../errors.ts';
import { clientAddress, jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';

export function mobileRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const m = services.mobile;
  const customerId = (c: AppContext): number => {
    const id = c.get('session')?.customerId;
    if (id === null || id === undefined) throw unauthorized();
    return id;
  };
  const none = (c: AppContext) => {
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  };

  r.post('/auth/mobilenumber/sendVerifyCode', async (c) => {
    const id = customerId(c);
    const data = await m.sendVerifyCode(id, await jsonBody(c), clientAddress(c, config));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  });
  r.post('/auth/mobilenumber/verifyCode', async (c) => {
    const id = customerId(c);
    await m.verifyCode(id, await jsonBody(c));
    return none(c);
  });
  r.post('/auth/mobilenumber/confirm', async (c) => {
    const id = customerId(c);
    await m.confirm(id, await jsonBody(c));
    return none(c);
  });
  return r;
}
