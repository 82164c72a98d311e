// Fixtures for the end-to-end tests, through the shop's own calls (never mounted unless the shop runs
// with MERCATO_TEST_HOOKS=1, as playwright.config.ts starts it):
//   PUT test/slots/{id}/free-places {free}  a slot left with `free` places → {slotId, capacity, booked, before}
//   PUT test/products/{code}/price {priceCents}  a product's price changed → {code, before}
//   POST test/products/{code}/end-promotions  its running promotions ended now → {code, ended: [{id, endsAt}]}
//   PUT test/promotions/{id}/ends-at {endsAt}  when a promotion ends (to put one back) → {id}
//   POST test/customers {like}  a new customer made from a demo one, logged in (session cookies) → {customerId, email}
//   POST test/products/plain {count, skip}  products a trolley takes without a question, stock given back → [{id, code, …}]
//   POST test/cookie-policy {navigation, version}  a new cookie policy version published now → {navigation, version}
//   POST test/coupons {customerId, html}  a v2 coupon card of the back office for a customer → {couponId, code}
//   PUT test/customers/{id}/clusters {clusters}  a customer's clusters, for pages meant for some customers → 204
//   POST test/orders/{id}/delivered  an open order delivered (picked up) now, as the back office records it → {orderId, status}
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { beginSession, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { CLUSTER_RE } from '@mercato/contracts/cms';
import { NAVIGATIONS } from '@mercato/contracts/constants';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const FreePlaces = z.object({ free: z.number().check(z.int(), z.minimum(0)) });
const EndsAt = z.object({ endsAt: z.iso.datetime() });
const Like = z.object({ like: z.email() });
const Plain = z.object({
  count: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
  skip: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
const CookiePolicy = z.object({
  navigation: z.nullable(z.enum(NAVIGATIONS)),
  version: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,32}$/)),
});
const CardCoupon = z.object({
  customerId: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  html: z.string().check(z.maxLength(4000)),
});
const Clusters = z.object({
  clusters: z.array(z.string().check(z.regex(CLUSTER_RE))).check(z.maxLength(20)),
});
const Price = z.object({ priceCents: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)) });

const tag = 'Test hooks';
const Id = idParam('id');

export function testHookRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const freePlaces = doc({
    tag,
    summary: 'A slot left with `free` places',
    ok: { data: z.object({ slotId: z.number(), capacity: z.number(), booked: z.number(), before: z.number() }) },
  });
  r.put('/test/slots/:id/free-places', params(Id), body(FreePlaces), freePlaces, async (c) =>
    c.json({ data: await services.slots.setFreePlaces(c.req.valid('param').id, c.req.valid('json').free) }),
  );
  const price = doc({
    tag,
    summary: "A product's price changed",
    ok: { data: z.object({ code: z.string(), before: z.number() }) },
    checkedByService: { path: z.object({ code: z.string() }) },
  });
  r.put('/test/products/:code/price', body(Price), price, async (c) =>
    c.json({ data: await services.catalogue.setPrice(c.req.param('code'), c.req.valid('json').priceCents) }),
  );
  const endPromotions = doc({
    tag,
    summary: "A product's running promotions ended now",
    ok: { data: z.object({ code: z.string(), ended: z.array(z.object({ id: z.number(), endsAt: z.string() })) }) },
    checkedByService: { path: z.object({ code: z.string() }) },
  });
  r.post('/test/products/:code/end-promotions', endPromotions, async (c) =>
    c.json({ data: await services.catalogue.endPromotions(c.req.param('code')) }),
  );
  const cookiePolicy = doc({
    tag,
    summary: 'A new cookie policy version published now (every banner of the navigation asks again)',
    ok: { data: CookiePolicy },
  });
  r.post('/test/cookie-policy', body(CookiePolicy), cookiePolicy, async (c) => {
    const { navigation, version } = c.req.valid('json');
    return c.json({ data: await services.consent.publishPolicy(navigation, version) });
  });
  const endsAt = doc({ tag, summary: 'When a promotion ends', ok: { data: z.object({ id: z.number() }) } });
  r.put('/test/promotions/:id/ends-at', params(Id), body(EndsAt), endsAt, async (c) => {
    const { endsAt } = c.req.valid('json');
    return c.json({ data: await services.catalogue.setPromotionEnd(c.req.valid('param').id, new Date(endsAt)) });
  });
  const customer = doc({
    tag,
    summary: 'A new customer made from a demo one, logged in (sets the session cookies)',
    ok: { data: z.object({ customerId: z.number(), email: z.string() }) },
  });
  r.post('/test/customers', body(Like), customer, async (c) => {
    const made = await services.testHooks.cloneCustomer(c.req.valid('json').like);
    const session = await services.sessions.create({ kind: 'logged', customerId: made.customerId });
    beginSession(c, config, session);
    return c.json({ data: made });
  });
  const plain = doc({
    tag,
    summary: 'Products a trolley takes without a question, their stock given back',
    ok: {
      data: z.array(z.object({ id: z.number(), code: z.string(), description: z.string(), priceCents: z.number() })),
    },
  });
  r.post('/test/products/plain', body(Plain), plain, async (c) => {
    const { count, skip } = c.req.valid('json');
    return c.json({ data: await services.testHooks.plainProducts(count, skip ?? 0) });
  });
  const cardCoupon = doc({
    tag,
    summary: 'A v2 coupon card of the back office for a customer',
    ok: { data: z.object({ couponId: z.number(), code: z.string() }) },
  });
  r.post('/test/coupons', body(CardCoupon), cardCoupon, async (c) => {
    const { customerId, html } = c.req.valid('json');
    return c.json({ data: await services.testHooks.cardCoupon(customerId, html) });
  });
  const clusters = doc({
    tag,
    summary: "A customer's clusters, for pages meant for some customers",
    ok: { status: 204 },
  });
  r.put('/test/customers/:id/clusters', params(Id), body(Clusters), clusters, async (c) => {
    await services.testHooks.setClusters(c.req.valid('param').id, c.req.valid('json').clusters);
    return c.body(null, 204);
  });
  const delivered = doc({
    tag,
    summary: 'An open order delivered (picked up) now, as the back office records it',
    ok: { data: z.object({ orderId: z.number(), status: z.string() }) },
  });
  r.post('/test/orders/:id/delivered', params(Id), delivered, async (c) =>
    c.json({ data: await services.testHooks.deliverOrder(c.req.valid('param').id) }),
  );
  return r;
}
