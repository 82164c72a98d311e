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
// routes use, each taking the catalogue's context (context.ts) first.
import { CATALOGUE_OF } from '@mercato/contracts';
import { warmColumns } from './facets.ts';
import { searchIndex } from './search-index.ts';
import { readStamp } from '../list-cache.ts';
import type { CatalogueContext } from './context.ts';
import {
  endPromotions as endPromotionsAt,
  setPrice as setPriceOf,
  setPromotionEnd as setPromotionEndOf,
} from './test-prices.ts';

export {
  createCatalogueContext,
  type CatalogueContext,
  type CatalogueOptions,
  type ListRequestContext,
} from './context.ts';
export { SORT_LABELS, type RawQuery } from './input.ts';

// The catalogue's calls (each takes the context first), by the names the routes use.
export { listMenuProducts as listing, searchProducts as search, suggestSearch as suggest } from './lists.ts';
export {
  getLanding as landing,
  getMenu as menu,
  getMenuBreadcrumbs as menuBreadcrumbs,
  getMenuCms as menuCms,
  getProductBreadcrumbs as productBreadcrumbs,
  getStoreCms as storeCms,
} from './menus.ts';
export {
  getAlternatives as alternatives,
  getCheckoutCounter as checkoutCounter,
  getProduct as product,
  getProductSet as productSet,
  getSubstitutes as substitutes,
} from './products.ts';
export { getSamples as samples } from './samples.ts';

/** Test fixtures (routes/test-hooks.ts only). */
export function setPrice(cx: CatalogueContext, code: string, priceCents: number) {
  return setPriceOf(cx.db, code, priceCents);
}
export function endPromotions(cx: CatalogueContext, code: string) {
  return endPromotionsAt(cx.db, code, cx.clock());
}
export function setPromotionEnd(cx: CatalogueContext, id: number, endsAt: Date) {
  return setPromotionEndOf(cx.db, id, endsAt);
}

/** Whether answers depend on the session (prices hidden from free visitors): then they are not shared-cacheable. */
export function personalised(cx: CatalogueContext): boolean {
  return cx.hideProductPrice;
}

/** Reads what every search and listing shares (the catalogue's columns, the search index), as the server starts. */
export async function warm(cx: CatalogueContext): Promise<void> {
  const now = cx.clock();
  const stamp = await readStamp(cx.db, now);
  await warmColumns(cx.db, cx.listCache, stamp, Object.keys(CATALOGUE_OF), now);
  await searchIndex(cx.db, cx.listCache, stamp);
}

/** Drops the cached category tree (after a catalogue import). */
export function invalidate(cx: CatalogueContext): void {
  cx.tree = null;
}
