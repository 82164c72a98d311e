// Fixtures for the end-to-end tests, through the shop's own calls (never mounted unless the shop runs
// with MERCATO_TEST_HOOKS=1, as playwright.config.ts starts it):
//   PUT test/slots/{id}/free-places {free}  a slot left with `free` places → {slotId, capacity, booked, before}
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DbIdCoerced } from '@mercato/contracts';
import { jsonBody, type AppDeps, type AppEnv } from '../http.ts';
import { parseInput } from '../validation.ts';

const FreePlaces = z.object({ free: z.number().check(z.int(), z.minimum(0)) });

export function testHookRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.put('/test/slots/:id/free-places', async (c) => {
    const { id } = parseInput(z.object({ id: DbIdCoerced }), { id: c.req.param('id') });
    const { free } = parseInput(FreePlaces, await jsonBody(c));
    return c.json({ data: await services.slots.setFreePlaces(id, free) });
  });
  return r;
}
