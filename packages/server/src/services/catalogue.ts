// Catalogue (issue 4; spec orders §2 "Products and store" and "Filters", §3 product, menu item, filter
// group, sort option; shell §7 content calls, §8 menu error and 4004): search with facets, spellcheck and
// header suggestions, category listings, product detail (price rules of art. 17-bis Codice del Consumo:
// every announced discount carries the lowest price of the previous 30 days, from the price history),
// menu items, their CMS banners, breadcrumbs and landing pages.
//
// Every input is parsed with zod/mini → 400 with Italian messages. Money is integer cents. Free visitors
// see prices unless `hideProductPrice` is set (then price fields are null and `priceHidden` is true).
// Choices where the spec says nothing: filter ids 'categoria:{id}', 'marca:{slug}', 'caratteristica:{slug}',
// 'promozione:{percentuale|prezzo-speciale|mxn}', 'solo-promozioni'; several ids of one group match any
// of them, groups combine with AND; the category hierarchy shows nodes with at least `minQta` products
// (default 3); page size 24 by default, at most 100; a listing's 'relevance' is popularity (votes).
//
// The named functions live in services/catalogue/: input.ts (limits, filter grammar, query schemas),
// context.ts (the shared dependencies and the category tree cache), lists.ts (searchProducts,
// suggestSearch, listMenuProducts), products.ts (getProduct, getProductSet, the product tile), menus.ts
// (getMenu, getMenuCms, breadcrumbs, getLanding, getStoreCms). This module keeps the service object the
// routes use.
import { CATALOGUE_OF } from '@mercato/contracts';
import type { Db } from '../db/client.ts';
import { warmColumns } from './facets.ts';
import { searchIndex } from './search-index.ts';
import { readStamp } from './list-cache.ts';
import { createCatalogueContext, type CatalogueOptions, type ListRequestContext } from './catalogue/context.ts';
import type { RawQuery } from './catalogue/input.ts';
import { listMenuProducts, searchProducts, suggestSearch } from './catalogue/lists.ts';
import {
  getLanding,
  getMenu,
  getMenuBreadcrumbs,
  getMenuCms,
  getProductBreadcrumbs,
  getStoreCms,
} from './catalogue/menus.ts';
import { getProduct, getProductSet } from './catalogue/products.ts';

export type { CatalogueOptions, ListRequestContext } from './catalogue/context.ts';
export { SORT_LABELS, type RawQuery } from './catalogue/input.ts';

/** The catalogue calls bound to one database and its options, as the routes use them. */
import { endPromotions, setPrice, setPromotionEnd } from './catalogue/test-prices.ts';

export function createCatalogueService(db: Db, opts: CatalogueOptions = {}) {
  const cx = createCatalogueContext(db, opts);
  return {
    search: (raw: RawQuery, ctx: ListRequestContext) => searchProducts(cx, raw, ctx),
    /** Test fixtures (routes/test-hooks.ts only). */
    setPrice: (code: string, priceCents: number) => setPrice(db, code, priceCents),
    endPromotions: (code: string) => endPromotions(db, code, cx.clock()),
    setPromotionEnd: (id: number, endsAt: Date) => setPromotionEnd(db, id, endsAt),
    suggest: (raw: RawQuery, ctx: ListRequestContext) => suggestSearch(cx, raw, ctx),
    listing: (menuItemId: string, raw: RawQuery, ctx: ListRequestContext) => listMenuProducts(cx, menuItemId, raw, ctx),
    product: (code: string, raw: RawQuery, ctx: ListRequestContext) => getProduct(cx, code, raw, ctx),
    menu: (id: string, raw: RawQuery) => getMenu(cx, id, raw),
    menuCms: (id: string, raw: RawQuery, ctx: ListRequestContext) => getMenuCms(cx, id, raw, ctx),
    menuBreadcrumbs: (id: string) => getMenuBreadcrumbs(cx, id),
    productBreadcrumbs: (code: string, raw: RawQuery, ctx: ListRequestContext) =>
      getProductBreadcrumbs(cx, code, raw, ctx),
    landing: (storeRef: string, virtualUrl: string, raw: RawQuery, ctx: ListRequestContext) =>
      getLanding(cx, storeRef, virtualUrl, raw, ctx),
    storeCms: (nav: string, raw: RawQuery, ctx: ListRequestContext) => getStoreCms(cx, nav, raw, ctx),
    productSet: (raw: RawQuery, ctx: ListRequestContext) => getProductSet(cx, raw, ctx),
    /** Whether answers depend on the session (prices hidden from free visitors): then they are not shared-cacheable. */
    personalised: () => cx.hideProductPrice,
    /** Reads what every search and listing shares (the catalogue's columns, the search index), as the server starts. */
    warm: async () => {
      const now = cx.clock();
      const stamp = await readStamp(db, now);
      await warmColumns(db, cx.listCache, stamp, Object.keys(CATALOGUE_OF), now);
      await searchIndex(db, cx.listCache, stamp);
    },
    /** Drops the cached category tree (after a catalogue import). */
    invalidate: () => {
      cx.tree = null;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
