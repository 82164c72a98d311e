// config/env, info/server, logger, security/check-url.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { forbidden } from '../errors.ts';
import { clientAddress, jsonBody, type AppDeps, type AppEnv } from '../http.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { LoggerInput } from '../services/logs/index.ts';
import { parseInput } from '../validation.ts';

const CheckUrlInput = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) });

export function platformRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/config/env', (c) => c.json({ data: services.platform.env() }));
  r.get('/info/server', (c) => c.json({ data: services.platform.serverInfo() }));
  r.post('/logger', async (c) => {
    const input = parseInput(LoggerInput, await jsonBody(c));
    const session = c.get('session');
    const result = await services.logs.store(input, {
      sessionId: session?.id,
      customerId: session?.customerId,
      pagePath: c.req.header('x-page-path'),
      clientKey: clientAddress(c, config),
    });
    return c.json({ data: result });
  });
  r.post('/security/check-url', async (c) => {
    const { url } = parseInput(CheckUrlInput, await jsonBody(c));
    const verdict = services.security.checkUrl(url, { origin: new URL(c.req.url).origin });
    if (verdict !== 'NO_CONTENT') throw forbidden(apiErrors.urlForbidden);
    return c.json({ data: verdict });
  });
  return r;
}
