// GET nav/{nav}?publishDate=: the page configuration.
import { Hono } from 'hono';
import { badRequest, notFound } from '../errors.ts';
import type { AppDeps, AppEnv } from '../http.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { navigationOf } from '@mercato/contracts';
import { parsePublishDate } from '../services/nav/index.ts';

export function navRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/nav/:nav', async (c) => {
    const nav = navigationOf(c.req.param('nav'));
    if (!nav) throw notFound();
    const publishDate = c.req.query('publishDate');
    if (parsePublishDate(publishDate) === null) {
      throw badRequest(apiErrors.invalidPublishDate, [{ field: 'publishDate', message: apiErrors.invalidPublishDate }]);
    }
    const data = await services.nav.pageConfiguration({ nav, session: c.get('session'), publishDate });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  });
  return r;
}
