// config/env, info/server, logger, security/check-url. The logger takes the session's XSRF token (401
// without a session, which the client ignores; 403 without the token).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { EnvConfig, ServerInfo } from '@mercato/contracts';
import { forbidden } from '../errors.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../http.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { doc } from '../openapi/meta.ts';
import { LoggerInput } from '../services/logs/index.ts';
import { xsrf } from './access.ts';
import { body } from './input.ts';

const tag = 'Platform';
const CheckUrlInput = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) });

export function platformRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/config/env', doc({ tag, summary: "The shop's public configuration", ok: { data: EnvConfig } }), (c) =>
    c.json({ data: services.platform.env() }),
  );
  r.get('/info/server', doc({ tag, summary: "The server's version and time", ok: { data: ServerInfo } }), (c) =>
    c.json({ data: services.platform.serverInfo() }),
  );
  const logger = doc({
    tag,
    summary: "The browser's log lines (counted per session and client address)",
    ok: { data: z.object({ stored: z.number(), dropped: z.number() }) },
  });
  r.post('/logger', xsrf(), body(LoggerInput), logger, async (c) => {
    const session = c.get('session');
    const result = await services.logs.store(c.req.valid('json'), {
      sessionId: session?.id,
      customerId: session?.customerId,
      pagePath: c.req.header('x-page-path'),
      clientKey: clientAddress(c, config),
    });
    return c.json({ data: result });
  });
  const checkUrl = doc({
    tag,
    summary: 'Whether a link may be followed (403 when not)',
    ok: { data: z.literal('NO_CONTENT') },
  });
  r.post('/security/check-url', body(CheckUrlInput), checkUrl, async (c) => {
    const verdict = services.security.checkUrl(c.req.valid('json').url, { origin: new URL(c.req.url).origin });
    if (verdict !== 'NO_CONTENT') throw forbidden(apiErrors.urlForbidden);
    return c.json({ data: verdict });
  });
  return r;
}
