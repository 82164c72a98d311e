// Fixtures for the end-to-end tests, through the shop's own calls (never mounted unless the shop runs
// with MERCATO_TEST_HOOKS=1, as playwright.config.ts starts it):
//   PUT test/slots/{id}/free-places {free}  a slot left with `free` places → {slotId, capacity, booked, before}
//   PUT test/products/{code}/price {priceCents}  a product's price changed → {code, before}
//   POST test/products/{code}/end-promotions  its running promotions ended now → {code, ended: [{id, endsAt}]}
//   PUT test/promotions/{id}/ends-at {endsAt}  when a promotion ends (to put one back) → {id}
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DbIdCoerced } from '@mercato/contracts';
import { jsonBody, type AppDeps, type AppEnv } from '../http.ts';
import { parseInput } from '../validation.ts';

const FreePlaces = z.object({ free: z.number().check(z.int(), z.minimum(0)) });
const EndsAt = z.object({ endsAt: z.iso.datetime() });
const Price = z.object({ priceCents: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)) });

export function testHookRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.put('/test/slots/:id/free-places', async (c) => {
    const { id } = parseInput(z.object({ id: DbIdCoerced }), { id: c.req.param('id') });
    const { free } = parseInput(FreePlaces, await jsonBody(c));
    return c.json({ data: await services.slots.setFreePlaces(id, free) });
  });
  r.put('/test/products/:code/price', async (c) => {
    const { priceCents } = parseInput(Price, await jsonBody(c));
    return c.json({ data: await services.catalogue.setPrice(c.req.param('code'), priceCents) });
  });
  r.post('/test/products/:code/end-promotions', async (c) =>
    c.json({ data: await services.catalogue.endPromotions(c.req.param('code')) }),
  );
  r.put('/test/promotions/:id/ends-at', async (c) => {
    const { id } = parseInput(z.object({ id: DbIdCoerced }), { id: c.req.param('id') });
    const { endsAt } = parseInput(EndsAt, await jsonBody(c));
    return c.json({ data: await services.catalogue.setPromotionEnd(id, new Date(endsAt)) });
  });
  return r;
}
