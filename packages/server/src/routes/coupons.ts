// Coupons, delivery promotions and initiatives (contracts coupons.ts lists the calls). A logged
// customer's (others: 401 'Effettua l'accesso per utilizzare il servizio', after the XSRF check on
// changes). Every answer is the customer's own: private, never stored by a cache. Another customer's
// coupon or initiative is 404.
import { Hono } from 'hono';
import { Initiative } from '@mercato/contracts';
import {
  CouponCodeRequest,
  CouponWallet,
  CustomerCoupon,
  DeliveryPromotion,
  InitiativeQuery,
} from '@mercato/contracts/coupons';
import * as z from 'zod/mini';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Coupons';

export function couponRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.coupons;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/coupons',
    customer,
    doc({
      tag,
      summary: "'I miei buoni': the customer's coupons and those in the trolley",
      ok: { data: CouponWallet },
    }),
    async (c) => privateAnswer(c, await s.wallet(c.get('session'))),
  );
  r.post(
    '/auth/coupons/code',
    xsrf(LOGIN_PROMPT),
    customer,
    body(CouponCodeRequest),
    doc({ tag, summary: 'A coupon code typed by the shopper, into the trolley', ok: { data: CouponWallet } }),
    async (c) => privateAnswer(c, await s.addCode(c.get('session'), c.req.valid('json'))),
  );
  r.post(
    '/auth/coupons/:couponId/trolley',
    xsrf(LOGIN_PROMPT),
    customer,
    params(idParam('couponId')),
    doc({ tag, summary: "'Utilizza' / 'Aggiungi': the coupon into the trolley", ok: { data: CouponWallet } }),
    async (c) => privateAnswer(c, await s.addToTrolley(c.get('session'), c.req.valid('param').couponId)),
  );
  r.delete(
    '/auth/coupons/:couponId/trolley',
    xsrf(LOGIN_PROMPT),
    customer,
    params(idParam('couponId')),
    doc({ tag, summary: "'Rimuovi': the coupon out of the trolley", ok: { data: CouponWallet } }),
    async (c) => privateAnswer(c, await s.removeFromTrolley(c.get('session'), c.req.valid('param').couponId)),
  );
  r.get(
    '/auth/coupons/product/:productId',
    customer,
    params(idParam('productId')),
    doc({ tag, summary: "The customer's usable coupons of a product", ok: { data: z.array(CustomerCoupon) } }),
    async (c) => privateAnswer(c, await s.forProduct(c.get('session'), c.req.valid('param').productId)),
  );
  r.get(
    '/auth/promotions/delivery',
    customer,
    doc({ tag, summary: "'Consegne gratuite e scontate per te'", ok: { data: z.array(DeliveryPromotion) } }),
    async (c) => privateAnswer(c, await s.deliveryPromotionList(c.get('session'))),
  );
  r.get(
    '/auth/initiatives',
    customer,
    query(InitiativeQuery),
    doc({ tag, summary: "The customer's initiatives (CURRENT or OTHER)", ok: { data: z.array(Initiative) } }),
    async (c) => privateAnswer(c, await s.initiativeList(c.get('session'), c.req.valid('query'))),
  );
  r.get(
    '/auth/initiatives/:initiativeId',
    customer,
    params(idParam('initiativeId')),
    doc({ tag, summary: 'One initiative of the customer', ok: { data: Initiative } }),
    async (c) => privateAnswer(c, await s.initiative(c.get('session'), c.req.valid('param').initiativeId)),
  );
  return r;
}
