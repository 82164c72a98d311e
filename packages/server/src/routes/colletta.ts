// Colletta Alimentare (spec shell §4 "Food collection join", §7 "Inject delivery address by store tag";
// contracts colletta.ts): the collection point of a store tag with whether the customer joined, and the
// join. A logged customer's (others: 401 'Effettua l'accesso per utilizzare il servizio', after the XSRF
// check for the join); the answers are the customer's own, never stored by a cache. An unknown tag, a
// malformed one, or a store without the collection: 'La Colletta Alimentare non è attiva per questo negozio'.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CollettaJoinRequest, CollettaJoinResult, CollettaPoint, StoreTag } from '@mercato/contracts/colletta';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { customerIdOf, LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';

const tag = 'Colletta Alimentare';

export function collettaRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.colletta;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/colletta/:storeTag',
    customer,
    params(z.object({ storeTag: StoreTag })),
    doc({
      tag,
      summary: 'The collection point of a store tag, and whether the customer joined',
      ok: { data: CollettaPoint },
    }),
    async (c) => privateAnswer(c, await s.point(customerIdOf(c), c.req.valid('param').storeTag)),
  );
  r.post(
    '/auth/colletta/join',
    xsrf(LOGIN_PROMPT),
    customer,
    body(CollettaJoinRequest, { form: true }),
    doc({
      tag,
      summary: "Joins the collection: the store's address becomes the address in use (twice: nothing changes)",
      ok: { data: CollettaJoinResult },
    }),
    async (c) => privateAnswer(c, await s.join(customerIdOf(c), c.req.valid('json').storeTag)),
  );
  return r;
}
