// Trolley calls of spec shell §7 (auth/trolley…, auth/massiveAddToTrolley/add, displayable/trolley/
// productconstraintsinfo). The app's middleware already let through only logged customers and power
// guests on these auth/ paths (free visitors: 403 CONFIRM with the §6 prompt) and checked XSRF on unsafe
// methods. Every change answers the whole trolley `{data: Trolley}`; `?nav=` picks the navigation.
import { Hono } from 'hono';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import type { Trolley } from '@mercato/contracts';

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

  r.get('/auth/trolley', async (c) => answer(c, await t.get(await owner(c))));
  r.delete('/auth/trolley', async (c) => answer(c, await t.empty(await owner(c))));
  r.delete('/auth/trolley/photo', async (c) => answer(c, await t.removePhotos(await owner(c))));

  r.post('/auth/trolley/item', async (c) => {
    const o = await owner(c);
    const trolley: Trolley = await t.add(o, await jsonBody(c), { idempotencyKey: idempotencyKey(c) });
    return answer(c, trolley);
  });
  r.delete('/auth/trolley/item', async (c) => {
    const o = await owner(c);
    const productId = c.req.query('productId');
    const body = productId !== undefined ? { productId: Number(productId) } : await jsonBody(c);
    return answer(c, await t.removeProduct(o, body));
  });
  r.put('/auth/trolley/item/:trolleyItemId', async (c) => {
    const o = await owner(c);
    return answer(c, await t.setQuantity(o, c.req.param('trolleyItemId'), await jsonBody(c)));
  });
  r.delete('/auth/trolley/item/premio/:trolleyItemId', async (c) =>
    answer(c, await t.removeItem(await owner(c), c.req.param('trolleyItemId'), { premio: true })),
  );
  r.delete('/auth/trolley/item/:trolleyItemId', async (c) =>
    answer(c, await t.removeItem(await owner(c), c.req.param('trolleyItemId'))),
  );
  r.post('/auth/trolley/delete_items', async (c) => {
    const o = await owner(c);
    return answer(c, await t.deleteItems(o, await jsonBody(c)));
  });
  r.post('/auth/trolley/hasMxNProducts', async (c) => {
    const o = await owner(c);
    return answer(c, await t.hasMxNProducts(o, await optionalBody(c)));
  });
  r.post('/auth/massiveAddToTrolley/add', async (c) => {
    const o = await owner(c);
    return answer(c, await t.massiveAdd(o, await jsonBody(c), { idempotencyKey: idempotencyKey(c) }));
  });

  r.get('/displayable/trolley/productconstraintsinfo', async (c) =>
    answer(
      c,
      await t.productConstraints(c.get('session'), { productIds: c.req.query('productIds'), nav: c.req.query('nav') }),
    ),
  );
  return r;
}
