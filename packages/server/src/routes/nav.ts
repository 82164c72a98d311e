// GET nav/{nav}?publishDate=: the page configuration.
import { Hono } from 'hono';
import { badRequest, notFound } from '../errors.ts';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import * as z from 'zod/mini';
import { navigationOf, PageConfiguration } from '@mercato/contracts';
import { doc } from '../openapi/meta.ts';
import { parsePublishDate } from '../services/nav/index.ts';

export function navRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const page = doc({
    tag: 'Navigation',
    summary: "A navigation's page configuration (menus, footer, the shopper's address and slot)",
    ok: { data: PageConfiguration },
    // Checked here by hand: an unknown navigation is a 404, a bad date its own 400.
    checkedByService: { path: z.object({ nav: z.string() }), query: z.object({ publishDate: z.optional(z.string()) }) },
  });
  r.get('/nav/:nav', page, async (c) => {
    const nav = navigationOf(c.req.param('nav'));
    if (!nav) throw notFound();
    const publishDate = c.req.query('publishDate');
    if (parsePublishDate(publishDate) === null) {
      throw badRequest(apiErrors.invalidPublishDate, [{ field: 'publishDate', message: apiErrors.invalidPublishDate }]);
    }
    const data = await services.nav.pageConfiguration({ nav, session: c.get('session'), publishDate });
    return privateAnswer(c, data);
  });
  return r;
}
