// Trolley calls of spec shell §7 (auth/trolley…, auth/massiveAddToTrolley/add, displayable/trolley/
// productconstraintsinfo). The auth/ calls are a power guest's or a logged customer's (requireShopper:
// free visitors get 403 CONFIRM with the §6 prompt, before the XSRF check of unsafe methods). Every
// change answers the whole trolley `{data: Trolley}`; `?nav=` picks the navigation. The bodies are
// checked by the service: it answers a customer who has not accepted the rules (and a bad `nav`) first.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  HasMxNProducts,
  HasMxNProductsRequest,
  MassiveAddToTrolley,
  ProductConstraintsInfo,
  Trolley,
  TrolleyItemAdd,
  TrolleyItemQuantityChange,
  TrolleyItemRemove,
  TrolleyItemsDelete,
} from '@mercato/contracts';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { requireShopper, xsrf } from './access.ts';

const tag = 'Trolley';
const ok = { data: Trolley };
const Nav = z.object({ nav: z.optional(z.string()) });
const ItemId = z.object({ trolleyItemId: z.string() });

export function trolleyRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const t = services.trolley;
  const owner = (c: AppContext) => t.ownerOf(c.get('session'), c.req.query('nav'));
  const answer = (c: AppContext, data: unknown) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  };
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
    async (c) => answer(c, await t.get(await owner(c))),
  );
  r.delete(
    '/auth/trolley',
    requireShopper,
    xsrf(),
    doc({ tag, summary: 'Empties the trolley', ok, checkedByService: { query: Nav } }),
    async (c) => answer(c, await t.empty(await owner(c))),
  );
  r.delete(
    '/auth/trolley/photo',
    requireShopper,
    xsrf(),
    doc({ tag, summary: "Removes the trolley's photo products", ok, checkedByService: { query: Nav } }),
    async (c) => answer(c, await t.removePhotos(await owner(c))),
  );

  const add = doc({
    tag,
    summary: 'Adds a product (Idempotency-Key header: a repeated add answers the first)',
    ok,
    checkedByService: { body: TrolleyItemAdd, query: Nav },
  });
  r.post('/auth/trolley/item', requireShopper, xsrf(), add, async (c) => {
    const o = await owner(c);
    const trolley = await t.add(o, await jsonBody(c), { idempotencyKey: idempotencyKey(c) });
    return answer(c, trolley);
  });
  const removeProduct = doc({
    tag,
    summary: "Removes a product's line (productId in the query or the body)",
    ok,
    checkedByService: { body: TrolleyItemRemove, query: z.extend(Nav, { productId: z.optional(z.string()) }) },
  });
  r.delete('/auth/trolley/item', requireShopper, xsrf(), removeProduct, async (c) => {
    const o = await owner(c);
    const productId = c.req.query('productId');
    const body = productId !== undefined ? { productId: Number(productId) } : await jsonBody(c);
    return answer(c, await t.removeProduct(o, body));
  });
  const setQuantity = doc({
    tag,
    summary: "Changes a line's quantity",
    ok,
    checkedByService: { body: TrolleyItemQuantityChange, path: ItemId, query: Nav },
  });
  r.put('/auth/trolley/item/:trolleyItemId', requireShopper, xsrf(), setQuantity, async (c) => {
    const o = await owner(c);
    return answer(c, await t.setQuantity(o, c.req.param('trolleyItemId'), await jsonBody(c)));
  });
  const removeLine = (summary: string) => doc({ tag, summary, ok, checkedByService: { path: ItemId, query: Nav } });
  r.delete(
    '/auth/trolley/item/premio/:trolleyItemId',
    requireShopper,
    xsrf(),
    removeLine('Removes a prize line'),
    async (c) => answer(c, await t.removeItem(await owner(c), c.req.param('trolleyItemId'), { premio: true })),
  );
  r.delete('/auth/trolley/item/:trolleyItemId', requireShopper, xsrf(), removeLine('Removes a line'), async (c) =>
    answer(c, await t.removeItem(await owner(c), c.req.param('trolleyItemId'))),
  );
  const deleteItems = doc({
    tag,
    summary: 'Removes lines (all or nothing)',
    ok,
    checkedByService: { body: TrolleyItemsDelete, query: Nav },
  });
  r.post('/auth/trolley/delete_items', requireShopper, xsrf(), deleteItems, async (c) => {
    const o = await owner(c);
    return answer(c, await t.deleteItems(o, await jsonBody(c)));
  });
  const mxn = doc({
    tag,
    summary: 'Whether the trolley (or the given products) holds MxN promotions (the body may be absent)',
    ok: { data: HasMxNProducts },
    checkedByService: { body: HasMxNProductsRequest, query: Nav },
  });
  r.post('/auth/trolley/hasMxNProducts', requireShopper, xsrf(), mxn, async (c) => {
    const o = await owner(c);
    return answer(c, await t.hasMxNProducts(o, await optionalBody(c)));
  });
  const massiveAdd = doc({
    tag,
    summary: 'Adds many products at once (productId → quantity; Idempotency-Key header)',
    ok,
    checkedByService: { body: MassiveAddToTrolley, query: Nav },
  });
  r.post('/auth/massiveAddToTrolley/add', requireShopper, xsrf(), massiveAdd, async (c) => {
    const o = await owner(c);
    return answer(c, await t.massiveAdd(o, await jsonBody(c), { idempotencyKey: idempotencyKey(c) }));
  });

  const constraints = doc({
    tag,
    summary: 'Quantity limits of products (comma-separated productIds), for anyone',
    ok: { data: z.array(ProductConstraintsInfo) },
    checkedByService: { query: z.extend(Nav, { productIds: z.optional(z.string()) }) },
  });
  r.get('/displayable/trolley/productconstraintsinfo', constraints, async (c) =>
    answer(
      c,
      await t.productConstraints(c.get('session'), { productIds: c.req.query('productIds'), nav: c.req.query('nav') }),
    ),
  );
  return r;
}
