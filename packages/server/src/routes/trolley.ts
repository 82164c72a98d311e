// Trolley calls of spec shell §7 (auth/trolley…, auth/massiveAddToTrolley/add, displayable/trolley/
// productconstraintsinfo). The auth/ calls are a power guest's or a logged customer's (requireShopper:
// free visitors get 403 CONFIRM with the §6 prompt, before the XSRF check of unsafe methods). Every
// change answers the whole trolley `{data: Trolley}`; `?nav=` picks the navigation. The owner (`nav`,
// the free visitor's prompt) is read first, then the body (JSON), then the service answers a customer who
// has not accepted the rules before the input's refusal: the input is checked here, deferred (input.ts).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  HasMxNProducts,
  HasMxNProductsRequest,
  ProductConstraintsInfo,
  Trolley,
  TrolleyItemRemove,
  TrolleyItemsDelete,
} from '@mercato/contracts';
import type { MiddlewareHandler } from 'hono';
import { privateAnswer, jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { ItemIdParam, MassiveAddInput, QuantityChangeInput, TrolleyItemAddInput } from '../services/trolley/index.ts';
import type { TrolleyOwner } from '../services/trolley/index.ts';
import { requireShopper, xsrf } from './access.ts';
import { body, inputParser, params } from './input.ts';

const tag = 'Trolley';
const ok = { data: Trolley };
const Nav = z.object({ nav: z.optional(z.string()) });
const deferred = { deferred: true } as const;

export function trolleyRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const t = services.trolley;
  const owner = (c: AppContext) => t.ownerOf(c.get('session'), c.req.query('nav'));
  // The owner of a change, read before the body's validator (a bad `nav` answers before malformed JSON).
  const owners = new WeakMap<Request, TrolleyOwner>();
  const ownerFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
    owners.set(c.req.raw, await owner(c));
    await next();
  };
  const ownerOf = (c: AppContext) => owners.get(c.req.raw) as TrolleyOwner;
  const removal = inputParser(TrolleyItemRemove, deferred);
  const mxnInput = inputParser(HasMxNProductsRequest);
  const idempotencyKey = (c: AppContext) => c.req.header('idempotency-key') ?? null;
  /** A JSON body that may be absent (then `{}`); when present it must be JSON. */
  const optionalBody = async (c: AppContext): Promise<unknown> => {
    const length = c.req.header('content-length');
    if (!c.req.header('content-type') && (length === undefined || length === '0')) return {};
    return jsonBody(c);
  };

  r.get(
    '/auth/trolley',
    requireShopper,
    doc({ tag, summary: "The shopper's trolley", ok, checkedByService: { query: Nav } }),
    async (c) => privateAnswer(c, await t.get(await owner(c))),
  );
  r.delete(
    '/auth/trolley',
    requireShopper,
    xsrf(),
    doc({ tag, summary: 'Empties the trolley', ok, checkedByService: { query: Nav } }),
    async (c) => privateAnswer(c, await t.empty(await owner(c))),
  );
  r.delete(
    '/auth/trolley/photo',
    requireShopper,
    xsrf(),
    doc({ tag, summary: "Removes the trolley's photo products", ok, checkedByService: { query: Nav } }),
    async (c) => privateAnswer(c, await t.removePhotos(await owner(c))),
  );

  const add = doc({
    tag,
    summary: 'Adds a product (Idempotency-Key header: a repeated add answers the first)',
    ok,
    checkedByService: { query: Nav },
  });
  r.post(
    '/auth/trolley/item',
    requireShopper,
    xsrf(),
    ownerFirst,
    body(TrolleyItemAddInput, deferred),
    add,
    async (c) => {
      const trolley = await t.add(ownerOf(c), c.req.valid('json'), { idempotencyKey: idempotencyKey(c) });
      return privateAnswer(c, trolley);
    },
  );
  const removeProduct = doc({
    tag,
    summary: "Removes a product's line (productId in the query or the body)",
    ok,
    checkedByService: { body: TrolleyItemRemove, query: z.extend(Nav, { productId: z.optional(z.string()) }) },
  });
  r.delete('/auth/trolley/item', requireShopper, xsrf(), removeProduct, async (c) => {
    const o = await owner(c);
    const productId = c.req.query('productId');
    const input = productId !== undefined ? { productId: Number(productId) } : await jsonBody(c);
    return privateAnswer(c, await t.removeProduct(o, removal(input)));
  });
  const setQuantity = doc({ tag, summary: "Changes a line's quantity", ok, checkedByService: { query: Nav } });
  r.put(
    '/auth/trolley/item/:trolleyItemId',
    requireShopper,
    xsrf(),
    ownerFirst,
    body(QuantityChangeInput, deferred),
    params(ItemIdParam, deferred),
    setQuantity,
    async (c) => privateAnswer(c, await t.setQuantity(ownerOf(c), c.req.valid('param'), c.req.valid('json'))),
  );
  const removeLine = (summary: string) => doc({ tag, summary, ok, checkedByService: { query: Nav } });
  r.delete(
    '/auth/trolley/item/premio/:trolleyItemId',
    requireShopper,
    xsrf(),
    ownerFirst,
    params(ItemIdParam, deferred),
    removeLine('Removes a prize line'),
    async (c) => privateAnswer(c, await t.removeItem(ownerOf(c), c.req.valid('param'), { premio: true })),
  );
  r.delete(
    '/auth/trolley/item/:trolleyItemId',
    requireShopper,
    xsrf(),
    ownerFirst,
    params(ItemIdParam, deferred),
    removeLine('Removes a line'),
    async (c) => privateAnswer(c, await t.removeItem(ownerOf(c), c.req.valid('param'))),
  );
  const deleteItems = doc({ tag, summary: 'Removes lines (all or nothing)', ok, checkedByService: { query: Nav } });
  r.post(
    '/auth/trolley/delete_items',
    requireShopper,
    xsrf(),
    ownerFirst,
    body(TrolleyItemsDelete, deferred),
    deleteItems,
    async (c) => privateAnswer(c, await t.deleteItems(ownerOf(c), c.req.valid('json'))),
  );
  const mxn = doc({
    tag,
    summary: 'Whether the trolley (or the given products) holds MxN promotions (the body may be absent)',
    ok: { data: HasMxNProducts },
    checkedByService: { body: HasMxNProductsRequest, query: Nav },
  });
  r.post('/auth/trolley/hasMxNProducts', requireShopper, xsrf(), mxn, async (c) => {
    const o = await owner(c);
    return privateAnswer(c, await t.hasMxNProducts(o, mxnInput((await optionalBody(c)) ?? {})));
  });
  const massiveAdd = doc({
    tag,
    summary: 'Adds many products at once (productId → quantity; Idempotency-Key header)',
    ok,
    checkedByService: { query: Nav },
  });
  r.post(
    '/auth/massiveAddToTrolley/add',
    requireShopper,
    xsrf(),
    ownerFirst,
    body(MassiveAddInput, deferred),
    massiveAdd,
    async (c) =>
      privateAnswer(c, await t.massiveAdd(ownerOf(c), c.req.valid('json'), { idempotencyKey: idempotencyKey(c) })),
  );

  const constraints = doc({
    tag,
    summary: 'Quantity limits of products (comma-separated productIds), for anyone',
    ok: { data: z.array(ProductConstraintsInfo) },
    checkedByService: { query: z.extend(Nav, { productIds: z.optional(z.string()) }) },
  });
  r.get('/displayable/trolley/productconstraintsinfo', constraints, async (c) =>
    privateAnswer(
      c,
      await t.productConstraints(c.get('session'), { productIds: c.req.query('productIds'), nav: c.req.query('nav') }),
    ),
  );
  return r;
}
