// POST login, GET logout/{navigation}.
// Login needs no XSRF header: it creates the session the token is bound to (there is no token before
// it). Cross-site login forms are kept out by the JSON content type (a cross-origin JSON POST needs a
// CORS preflight, granted only to partner origins) and by SameSite=Lax cookies.
import { Hono } from 'hono';
import { clearSessionCookies, readCookie, SESSION_COOKIE } from '../auth/cookies.ts';
import { notFound } from '../errors.ts';
import * as z from 'zod/mini';
import { Customer, navigationOf, safeRedirectPath } from '@mercato/contracts';
import { appendCookies, beginSession, clientAddress, isSecure, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LoginInput } from '../services/auth/index.ts';
import { body } from './input.ts';

const tag = 'Session';

export function sessionRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const login = doc({
    tag,
    summary: 'Logs in (sets the session and XSRF cookies); answers the customer',
    ok: { data: Customer },
  });
  r.post('/login', body(LoginInput), login, async (c) => {
    const input = c.req.valid('json');
    const result = await services.auth.login({
      username: input.username,
      password: input.password,
      captchaToken: input.captchaToken,
      clientKey: clientAddress(c, config),
      previousSessionId: readCookie(c.req.header('cookie'), SESSION_COOKIE),
    });
    beginSession(c, config, { id: result.sessionId, xsrfToken: result.xsrfToken });
    return c.json({ data: result.customer });
  });
  const logout = doc({
    tag,
    summary: 'Logs out; redirects to the home page (302), or answers it as JSON to Accept: application/json',
    ok: [{ status: 302, location: 'The home page' }, { data: z.object({ redirect: z.string() }) }],
    checkedByService: { path: z.object({ navigation: z.string() }) },
  });
  r.get('/logout/:navigation', logout, async (c) => {
    if (!navigationOf(c.req.param('navigation'))) throw notFound();
    await services.auth.logout(readCookie(c.req.header('cookie'), SESSION_COOKIE));
    appendCookies(c, clearSessionCookies({ secure: isSecure(c, config) }));
    c.header('Cache-Control', 'no-store');
    const to = safeRedirectPath('/index');
    if ((c.req.header('accept') ?? '').includes('application/json')) return c.json({ data: { redirect: to } });
    return c.redirect(to, 302);
  });
  return r;
}
