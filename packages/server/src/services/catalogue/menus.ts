// Menus and content (spec shell §7 content calls, §8 menu error): menu items, their CMS banners,
// breadcrumbs, landing pages and the store home's CMS.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { publishedAt } from '../../db/published.ts';
import type { Breadcrumb, CmsPage, LandingContent, MenuItemNode } from '@mercato/contracts';
import { MAX_PAGE_SIZE, productPath, storeHomePath } from '@mercato/contracts';
import { textArray } from '../../db/arrays.ts';
import { executePrepared, rowsOf } from '../../db/client.ts';
import { menuItems } from '../../db/schema/catalogue.ts';
import { banners, landingPages } from '../../db/schema/content.ts';
import { customers } from '../../db/schema/platform.ts';
import { notFound } from '../../errors.ts';
import { catalogueApi, shell } from '@mercato/contracts/i18n/it';
import { parseInput } from '../../validation.ts';
import type { Navigation } from '../nav/index.ts';
import type { Session } from '../sessions/index.ts';
import { type CatalogueContext, type ListRequestContext, loadTree, type MenuRow, pricesHidden } from './context.ts';
import {
  LandingInput,
  MenuInput,
  menuNotFound,
  ProductInput,
  productNotFound,
  publishAt,
  type RawQuery,
  StoreCmsInput,
} from './input.ts';
import { productNav, productRow, tiles } from './products.ts';

/** A banner as the CMS page shape of the API; without a link it leads to `pageUrl` (its page). */
export const bannerPage = (b: typeof banners.$inferSelect, pageUrl: string): CmsPage => ({
  type: b.type,
  url: b.linkUrl ?? pageUrl,
  id: b.id,
  title: b.title,
  subtitle: b.subtitle,
  html: b.html,
  imageUrl: b.imageUrl,
  linkUrl: b.linkUrl,
});

/**
 * Which banners a session sees: a banner with clusters only by a logged customer in one of them
 * (free visitors and power guests see the others).
 */
export async function forSession(
  cx: CatalogueContext,
  session: Session | null,
): Promise<(b: { clusters: string[] }) => boolean> {
  const customerId = session?.kind === 'logged' ? session.customerId : null;
  const own =
    customerId !== null && customerId !== undefined
      ? await cx.db
          .select({ clusters: customers.clusters })
          .from(customers)
          .where(eq(customers.id, customerId))
          .limit(1)
      : [];
  const clusters = new Set(own[0]?.clusters ?? []);
  return (b) => b.clusters.length === 0 || b.clusters.some((c) => clusters.has(c));
}

/**
 * The menu item `id` when it is published at `at`. A prepared statement rather than the query builder:
 * every listing asks it, and building the builder's query cost more of the server's CPU than the answer.
 */
export async function menuItem(cx: CatalogueContext, id: number, at: Date): Promise<MenuRow | null> {
  const [row] = rowsOf<
    Omit<MenuRow, 'publishFrom' | 'publishTo'> & { publishFrom: string | Date; publishTo: string | Date | null }
  >(
    await executePrepared(
      cx.db,
      sql`select id, navigation, kind, parent_id as "parentId", order_no as "orderNo", is_root as "isRoot", label,
        page_path as "pagePath", image_url as "imageUrl", category_id as "categoryId",
        publish_from as "publishFrom", publish_to as "publishTo"
      from menu_items where id = ${id} and publish_from <= ${at} and (publish_to is null or publish_to > ${at})`,
    ),
  );
  if (!row) return null;
  return {
    ...row,
    publishFrom: new Date(row.publishFrom),
    publishTo: row.publishTo === null ? null : new Date(row.publishTo),
  };
}

export async function menuTrail(cx: CatalogueContext, item: MenuRow): Promise<Breadcrumb[]> {
  const trail: Breadcrumb[] = [{ label: item.label, url: item.pagePath }];
  let parentId = item.parentId;
  for (let guard = 0; parentId !== null && guard < 8; guard++) {
    const [p] = await cx.db
      .select({ id: menuItems.id, label: menuItems.label, pagePath: menuItems.pagePath, parentId: menuItems.parentId })
      .from(menuItems)
      .where(eq(menuItems.id, parentId))
      .limit(1);
    if (!p) break;
    trail.unshift({ label: p.label, url: p.pagePath });
    parentId = p.parentId;
  }
  trail.unshift({ label: shell.home, url: storeHomePath(item.navigation) });
  return trail;
}

export async function breadcrumbsOfProduct(
  cx: CatalogueContext,
  row: { categoryId: number; description: string; code: string },
  navigation: Navigation,
): Promise<Breadcrumb[]> {
  const t = await loadTree(cx);
  const menu = t.menuOf.get(`${navigation}:${row.categoryId}`);
  const trail = menu ? await menuTrail(cx, menu) : [{ label: shell.home, url: storeHomePath(navigation) }];
  trail.push({ label: row.description, url: productPath(navigation, row.code, row.description) });
  return trail;
}

/** GET menu/{id}?publishDate= — the item and its published children. */
export async function getMenu(cx: CatalogueContext, id: string, raw: RawQuery): Promise<MenuItemNode> {
  const input = parseInput(MenuInput, { ...raw, id });
  const at = publishAt(input.publishDate);
  const item = await menuItem(cx, input.id, at);
  if (!item) throw menuNotFound(id);
  const kids = await cx.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.parentId, item.id), publishedAt(menuItems, at)))
    .orderBy(asc(menuItems.orderNo), asc(menuItems.id));
  const node = (m: MenuRow, children: MenuItemNode[]): MenuItemNode => ({
    id: m.id,
    label: m.label,
    orderNo: m.orderNo,
    imageUrl: m.imageUrl,
    pagePath: m.pagePath,
    parentMenuItemId: m.parentId,
    isRoot: m.isRoot,
    navigation: m.navigation,
    categoryId: m.categoryId,
    children,
  });
  return node(
    item,
    (kids as MenuRow[]).map((k) => node(k, [])),
  );
}

/**
 * GET menu/{menuItemId}/cms?publishDate= — banners of the item's page (type and content); cluster
 * banners as on the store home (`forSession`).
 */
export async function getMenuCms(
  cx: CatalogueContext,
  id: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<CmsPage[]> {
  const input = parseInput(MenuInput, { ...raw, id });
  const at = publishAt(input.publishDate);
  const item = await menuItem(cx, input.id, at);
  if (!item) throw menuNotFound(id);
  const [rows, keep] = await Promise.all([
    cx.db
      .select()
      .from(banners)
      .where(and(eq(banners.menuItemId, item.id), publishedAt(banners, at)))
      .orderBy(asc(banners.type), asc(banners.orderNo), asc(banners.id)),
    forSession(cx, ctx.session),
  ]);
  return rows.filter(keep).map((b) => bannerPage(b, item.pagePath));
}

/** GET displayable/breadcrumbs/{menuItemId} */
export async function getMenuBreadcrumbs(cx: CatalogueContext, id: string): Promise<Breadcrumb[]> {
  const input = parseInput(MenuInput, { id });
  const item = await menuItem(cx, input.id, cx.clock());
  if (!item) throw menuNotFound(id);
  return menuTrail(cx, item);
}

/** GET displayable/detail/code/{code}/breadcrumbs?nav= */
export async function getProductBreadcrumbs(
  cx: CatalogueContext,
  code: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<Breadcrumb[]> {
  const input = parseInput(ProductInput, { ...raw, code });
  const row = await productRow(cx, input.code);
  if (!row) throw productNotFound();
  return breadcrumbsOfProduct(cx, row, productNav(row.catalogue, input.nav, ctx.session));
}

/** GET nav/landing/{storeRef}/{virtualUrl}?publishDate= */
export async function getLanding(
  cx: CatalogueContext,
  storeRef: string,
  virtualUrl: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<LandingContent> {
  const input = parseInput(LandingInput, { ...raw, storeRef, virtualUrl });
  const at = publishAt(input.publishDate);
  const [row] = await cx.db
    .select()
    .from(landingPages)
    .where(
      and(
        eq(landingPages.storeRef, input.storeRef),
        eq(landingPages.virtualUrl, input.virtualUrl),
        publishedAt(landingPages, at),
      ),
    )
    .limit(1);
  if (!row) throw notFound(catalogueApi.landingNotFound);
  const navigation = row.navigation as Navigation;
  const codes = row.productCodes.slice(0, MAX_PAGE_SIZE);
  const found = codes.length
    ? rowsOf<{ id: number; code: string }>(
        await cx.db.execute(sql`select id, code from products where active and code = any(${textArray(codes)})`),
      )
    : [];
  const idOf = new Map(found.map((r) => [r.code, r.id]));
  const ids = codes.map((c) => idOf.get(c)).filter((id): id is number => id !== undefined);
  // Spec §3 "Landing content": its CMS pages by url (main, promotional and footer banners).
  const cms: CmsPage[] = (
    [
      ['MAIN_BANNER', row.cmsPageUrl],
      ['PROMOTIONAL_BANNER', row.cmsPromotionalBannerUrl],
      ['SECONDARY_BANNER', row.cmsFooterBannerUrl],
    ] as const
  ).flatMap(([type, url]) => (url ? [{ type, url }] : []));
  return {
    id: row.id,
    menuItemId: row.menuItemId,
    cmsPages: cms,
    productSetIds: ids,
    showBreadcrumbs: row.showBreadcrumbs,
    vanityRelativeUrl: row.vanityUrl,
    virtualUrl: row.virtualUrl,
    allProductsToTrolley: row.allProductsToTrolley,
    cmsPageUrl: row.cmsPageUrl,
    cmsFooterBannerUrl: row.cmsFooterBannerUrl,
    cmsPromotionalBannerUrl: row.cmsPromotionalBannerUrl,
    bundle: row.bundle,
    vanityUrl: row.vanityUrl,
    title: row.title,
    products: await tiles(cx, ids, navigation, pricesHidden(cx, ctx.session), cx.clock()),
  };
}

/**
 * GET nav/{nav}/cms?publishDate= — the banners of the store home (those of no menu item): published
 * at the publish date (default now), ordered by type and orderNo. A banner with clusters is shown
 * only to a logged customer in one of them (free visitors and power guests see the others).
 */
export async function getStoreCms(
  cx: CatalogueContext,
  nav: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<CmsPage[]> {
  const input = parseInput(StoreCmsInput, { ...raw, nav });
  const at = publishAt(input.publishDate);
  const navigation = input.nav;
  const [rows, keep] = await Promise.all([
    cx.db
      .select()
      .from(banners)
      .where(and(eq(banners.navigation, navigation), isNull(banners.menuItemId), publishedAt(banners, at)))
      .orderBy(asc(banners.type), asc(banners.orderNo), asc(banners.id)),
    forSession(cx, ctx.session),
  ]);
  const home = `/${navigation}/home`;
  return rows.filter(keep).map((b) => bannerPage(b, home));
}
