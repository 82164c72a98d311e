// Mobile-number calls (spec shell §7: auth/mobilenumber/sendVerifyCode, verifyCode, confirm). A logged
// customer's (others: 401, after the XSRF check); each call works on the session's customer (another
// customer's delivery address answers 404 as an unknown one does). The bodies are checked by the service
// (the form's rule for the number first, then what the shop can keep).
import { Hono } from 'hono';
import {
  MobileCodeSent,
  MobileConfirmRequest,
  MobileNumberRequest,
  MobileVerifyRequest,
} from '@mercato/contracts/checkout';
import { clientAddress, jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';

const tag = 'Mobile number';

export function mobileRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const m = services.mobile;
  const none = (c: AppContext) => {
    c.header('Cache-Control', 'private, no-store');
    return c.body(null, 204);
  };
  const customer = requireCustomer();

  const send = doc({
    tag,
    summary: 'Sends a 4-digit code by SMS (429 before the resend time)',
    ok: { data: MobileCodeSent },
    checkedByService: { body: MobileNumberRequest },
  });
  r.post('/auth/mobilenumber/sendVerifyCode', xsrf(), customer, send, async (c) => {
    const id = customerIdOf(c);
    const data = await m.sendVerifyCode(id, await jsonBody(c), clientAddress(c, config));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  });
  const verify = doc({
    tag,
    summary: 'Checks the code (422 with the reason when wrong)',
    ok: { status: 204 },
    checkedByService: { body: MobileVerifyRequest },
  });
  r.post('/auth/mobilenumber/verifyCode', xsrf(), customer, verify, async (c) => {
    const id = customerIdOf(c);
    await m.verifyCode(id, await jsonBody(c));
    return none(c);
  });
  const confirm = doc({
    tag,
    summary: "The verified number becomes a delivery address's",
    ok: { status: 204 },
    checkedByService: { body: MobileConfirmRequest },
  });
  r.post('/auth/mobilenumber/confirm', xsrf(), customer, confirm, async (c) => {
    const id = customerIdOf(c);
    await m.confirm(id, await jsonBody(c));
    return none(c);
  });
  return r;
}
