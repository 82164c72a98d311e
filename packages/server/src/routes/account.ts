// Becoming a customer and keeping the account (issue 40; services/account). Registration, the
// confirmation link, the forgotten password and its reset need no session and no XSRF header (there is
// no session to bind a token to; a cross-site form cannot send their JSON bodies without a CORS
// preflight, granted to partner origins only). They answer the same whatever the e-mail, and count
// floods per client and per e-mail (429). The password change is a logged customer's (401 otherwise,
// after the XSRF check) and works on the session's customer only.
import { Hono } from 'hono';
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@mercato/contracts/rules/account';
import { clientAddress, privateNoContent, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body } from './input.ts';

const tag = 'Account';
const form = { form: true } as const;

export function accountRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.account;
  const from = (c: AppContext) => ({ clientKey: clientAddress(c, config), origin: new URL(c.req.url).origin });

  const register = doc({
    tag,
    summary: 'A registration: a confirmation link by e-mail (204 whatever the e-mail; 429 past the limits)',
    ok: { status: 204 },
  });
  r.post('/account/register', body(registrationSchema, form), register, async (c) => {
    await s.register(c.req.valid('json'), from(c));
    return privateNoContent(c);
  });
  const confirm = doc({ tag, summary: 'The confirmation link opened (400 when unknown, used or expired)', ok: { status: 204 } });
  r.post('/account/confirm', body(confirmEmailSchema, form), confirm, async (c) => {
    await s.confirmEmail(c.req.valid('json'));
    return privateNoContent(c);
  });
  const forgot = doc({
    tag,
    summary: "'Password dimenticata?': a 30-minute reset link by e-mail (204 whatever the e-mail)",
    ok: { status: 204 },
  });
  r.post('/account/password/forgot', body(forgotPasswordSchema, form), forgot, async (c) => {
    await s.requestPasswordReset(c.req.valid('json'), from(c));
    return privateNoContent(c);
  });
  const reset = doc({
    tag,
    summary: "The reset link with a new password; every session of the customer ends",
    ok: { status: 204 },
  });
  r.post('/account/password/reset', body(resetPasswordSchema, form), reset, async (c) => {
    await s.resetPassword(c.req.valid('json'));
    return privateNoContent(c);
  });
  const change = doc({
    tag,
    summary: "The password changed (422 when the current one is wrong); the customer's other sessions end",
    ok: { status: 204 },
  });
  r.put('/auth/account/password', xsrf(), requireCustomer(), body(changePasswordSchema, form), change, async (c) => {
    const session = c.get('session');
    await s.changePassword(customerIdOf(c), session?.id ?? '', c.req.valid('json'));
    return privateNoContent(c);
  });
  return r;
}
