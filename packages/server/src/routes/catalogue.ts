// Catalogue routes (issue 4): search with facets and header suggestions, category listings, product
// detail, menu items, their CMS banners, breadcrumbs and landing pages; the store home banners
// (GET nav/{nav}/cms?publishDate=, filtered by the customer's clusters, so never shared-cached) and
// product tiles by id (GET productset?ids=1,2,3&nav=, e.g. a landing's productSetIds). Public (free visitors too);
// answers `{data}`; bad parameters 400 with Italian messages; unknown product 404 with code '4004'.
// Catalogue answers may be cached by browsers and proxies for a short while, unless prices depend on
// the session (hideProductPrice); breadcrumbs, menus and landings are cached longer (spec shell §7).
// The query strings and path values are checked by the service, which reads them together (its
// schemas take the path's values and the query in one object).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { SampleOffer } from '@mercato/contracts/samples';
import {
  Breadcrumb,
  CmsPage,
  LandingContent,
  MenuItemNode,
  Product,
  ProductDetail,
  ProductList,
  SearchSuggestions,
} from '@mercato/contracts';
import { privateAnswer, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc, type RouteDoc } from '../openapi/meta.ts';
import type { RawQuery } from '../services/catalogue/index.ts';

const tag = 'Catalogue';
const Text = z.optional(z.string());
/** The parameters the lists read (services/catalogue/input.ts has their rules). */
const ListQuery = z.object({
  q: Text,
  nav: Text,
  page: Text,
  size: Text,
  sort: Text,
  filters: z.optional(z.array(z.string())),
});
const NavQuery = z.object({ nav: Text });
const read = (summary: string, data: z.ZodMiniType, input: RouteDoc['checkedByService']) =>
  doc({ tag, summary, ok: { data }, checkedByService: input });
const pathOf = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, z.string()])));

const LIST_CACHE = 'public, max-age=60';
const CONTENT_CACHE = 'public, max-age=300';

/** The query string: repeated `filters` kept as a list, other parameters as their first value. */
function rawQuery(c: AppContext): RawQuery {
  const out: RawQuery = {};
  for (const [k, v] of Object.entries(c.req.queries())) out[k] = k === 'filters' ? v : v[0];
  return out;
}

export function catalogueRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const cat = services.catalogue;
  const ctx = (c: AppContext) => ({ session: c.get('session') });
  const cache = (c: AppContext, value: string) =>
    c.header('Cache-Control', cat.personalised() ? 'private, no-store' : value);

  r.get('/search', read('Products matching `q`, with facets', ProductList, { query: ListQuery }), async (c) => {
    const data = await cat.search(rawQuery(c), ctx(c));
    cache(c, LIST_CACHE);
    return c.json({ data });
  });
  r.get(
    '/search/suggest',
    read("The header's suggestions for `q`", SearchSuggestions, { query: ListQuery }),
    async (c) => {
      const data = await cat.suggest(rawQuery(c), ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/menu/:menuItemId/products',
    read("A menu item's products, with facets", ProductList, { query: ListQuery, path: pathOf('menuItemId') }),
    async (c) => {
      const data = await cat.listing(c.req.param('menuItemId'), rawQuery(c), ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/menu/:menuItemId/cms',
    read("A menu item's CMS banners (by the customer's clusters)", z.array(CmsPage), {
      query: NavQuery,
      path: pathOf('menuItemId'),
    }),
    async (c) => {
      const data = await cat.menuCms(c.req.param('menuItemId'), rawQuery(c), ctx(c));
      // Banners of a customer cluster depend on the session.
      return privateAnswer(c, data);
    },
  );
  r.get(
    '/menu/:id',
    read('A menu item with its children', MenuItemNode, { query: NavQuery, path: pathOf('id') }),
    async (c) => {
      const data = await cat.menu(c.req.param('id'), rawQuery(c));
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/product/:code',
    read("A product's detail", ProductDetail, { query: NavQuery, path: pathOf('code') }),
    async (c) => {
      const data = await cat.product(c.req.param('code'), rawQuery(c), ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/product/:productId/alternatives',
    read("A product's alternatives (the trolley's alternative-product choice)", z.array(Product), {
      query: NavQuery,
      path: pathOf('productId'),
    }),
    async (c) => {
      const data = await cat.alternatives(c.req.param('productId'), rawQuery(c), ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/displayable/avancassa',
    read("The 'Avancassa' offers: small items on offer at the checkout counter", z.array(Product), {
      query: NavQuery,
    }),
    async (c) => {
      const data = await cat.checkoutCounter(rawQuery(c), ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/displayable/campioncini',
    read("The campioncini omaggio on offer (the checkout trolley step's dialog)", z.array(SampleOffer), {
      query: NavQuery,
    }),
    async (c) => {
      const data = await cat.samples(rawQuery(c), ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/displayable/breadcrumbs/:menuItemId',
    read("A menu item's breadcrumbs", z.array(Breadcrumb), { path: pathOf('menuItemId') }),
    async (c) => {
      const data = await cat.menuBreadcrumbs(c.req.param('menuItemId'));
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/displayable/detail/code/:code/breadcrumbs',
    read("A product's breadcrumbs", z.array(Breadcrumb), { query: NavQuery, path: pathOf('code') }),
    async (c) => {
      const data = await cat.productBreadcrumbs(c.req.param('code'), rawQuery(c), ctx(c));
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/nav/landing/:storeRef/:virtualUrl',
    read('A landing page', LandingContent, { query: NavQuery, path: pathOf('storeRef', 'virtualUrl') }),
    async (c) => {
      const data = await cat.landing(c.req.param('storeRef'), c.req.param('virtualUrl'), rawQuery(c), ctx(c));
      cache(c, CONTENT_CACHE);
      return c.json({ data });
    },
  );
  r.get(
    '/nav/:nav/cms',
    read("The store home's CMS banners (by the customer's clusters)", z.array(CmsPage), {
      query: z.object({ publishDate: Text }),
      path: pathOf('nav'),
    }),
    async (c) => {
      const data = await cat.storeCms(c.req.param('nav'), rawQuery(c), ctx(c));
      // Banners of a customer cluster depend on the session.
      return privateAnswer(c, data);
    },
  );
  r.get(
    '/productset',
    read('Product tiles by id (?ids=1,2,3 or repeated ids)', z.array(Product), {
      query: z.object({ ids: z.optional(z.array(z.string())), nav: Text }),
    }),
    async (c) => {
      const q = rawQuery(c);
      const data = await cat.productSet({ ...q, ids: c.req.queries('ids') ?? [] }, ctx(c));
      cache(c, LIST_CACHE);
      return c.json({ data });
    },
  );
  return r;
}
