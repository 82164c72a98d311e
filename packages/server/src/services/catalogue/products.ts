// Products (spec orders §2, §3): the product tile of every list, the product page with its prices (art.
// 17-bis Codice del Consumo: the lowest price of the previous 30 days), its related products, and the
// product set of a landing.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Product, ProductDetail, ProductInfo, ProductMessage, ProductPromotion } from '@mercato/contracts';
import { CATALOGUE_OF, navigationOf, productPath } from '@mercato/contracts';
import { productPicture } from '@mercato/contracts/pictures';
import { intArray } from '../../db/arrays.ts';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { productInfos, products, type NutritionValues } from '../../db/schema/catalogue.ts';
import { catalogueApi } from '@mercato/contracts/i18n/it';
import { parseInput } from '../../validation.ts';
import type { Navigation } from '../nav/index.ts';
import { promoUnitPrice } from '../pricing.ts';
import { tileRows, type TileRow } from './search.ts';
import type { Session } from '../sessions/index.ts';
import { type CatalogueContext, type ListRequestContext, loadTree, navOf, pricesHidden } from './context.ts';
import {
  DEFAULT_NAV,
  idsOf,
  NavInput,
  ProductInput,
  productNotFound,
  ProductSetInput,
  type RawQuery,
  RELATED,
  UNIT_LABEL,
} from './input.ts';
import { breadcrumbsOfProduct } from './menus.ts';
import { notSample, notSampleProduct } from './samples.ts';

/** Ministry of Health common logo of authorised online pharmacies (link chosen: the Ministry's site). */
export const MINISTRY_URL = 'https://www.salute.gov.it/';
export const MINISTRY_LOGO = '/images/ministero-salute-logo.svg';

export function productOf(r: TileRow, navigation: Navigation, hidden: boolean): Product {
  const promos = r.promos ?? [];
  // The discount open to everyone (loyalty-card promotions are announced in their own message).
  let best: { price: number; promo: (typeof promos)[number] } | null = null;
  for (const p of promos) {
    if (p.fidatyOnly) continue;
    const unit = promoUnitPrice(r.price_cents, { ...p, promoPriceCents: p.promoPriceCents });
    if (unit !== null && unit < r.price_cents && (!best || unit < best.price)) best = { price: unit, promo: p };
  }
  const lowestPrior = (p: (typeof promos)[number]) => Math.min(p.lowestPrior ?? r.price_cents, r.price_cents);
  const unitPrice = best ? Math.round((r.unit_price_cents * best.price) / r.price_cents) : r.unit_price_cents;
  const picture = productPicture({ imagePath: r.image_path, description: r.description, brand: r.brand });
  const values: ProductMessage[] = [];
  for (const p of promos) {
    values.push({ messageType: 'PROMO', layoutType: 'BADGE', text: p.label, url: null });
    values.push({ messageType: 'RULE', layoutType: 'TEXT', text: p.description, url: null });
  }
  if (r.variable_weight)
    values.push({ messageType: 'RULE', layoutType: 'TEXT', text: catalogueApi.variableWeight, url: null });
  const promotions: ProductPromotion[] = promos.map((p) => ({
    code: p.code,
    type: p.type,
    label: p.label,
    description: p.description,
    percent: p.percent,
    m: p.m,
    n: p.n,
    promoPrice: hidden ? null : promoUnitPrice(r.price_cents, p),
    lowestPriorPrice: hidden ? null : lowestPrior(p),
    fidatyOnly: p.fidatyOnly,
    startsAt: new Date(p.startsAt).toISOString(),
    endsAt: new Date(p.endsAt).toISOString(),
  }));
  return {
    productId: r.id,
    code: r.code,
    description: r.description,
    computedDescription: `${r.description} ${r.brand} ${r.label}`,
    brand: r.brand,
    label: r.label,
    detailUrl: productPath(navigation, r.code, r.description),
    imageURL: picture.medium,
    currentImage: picture,
    price: hidden ? null : r.price_cents,
    discountedPrice: hidden || !best ? null : best.price,
    unitPrice: hidden ? null : unitPrice,
    unitLabel: UNIT_LABEL[r.unit_of_measure],
    lowestPriorPrice: hidden || !best ? null : lowestPrior(best.promo),
    priceHidden: hidden,
    unitOfMeasure: r.unit_of_measure,
    variableWeight: r.variable_weight,
    averageWeightGrams: r.average_weight_grams,
    maxPurchasableQuantity: r.max_purchasable_quantity,
    preparationHours: r.preparation_hours,
    promotions,
    categoryId: r.category_id,
    medicine: r.medicine,
    medicineClass: r.medicine_class,
    tags: r.tags,
    values,
    productType: r.product_type as Product['productType'],
    outOfStock: r.out_of_stock,
    availableQuantity: r.available_quantity,
    hideQuantity: false,
    hasAlternatives: true,
    premium: r.premium,
    raee: r.raee,
    barcode: r.barcode,
    rating: { avg: r.rating_avg_tenths / 10, votes: r.rating_votes },
    sponsored: false,
    mainOriginCountry: r.main_origin_country,
  };
}

export async function tiles(
  cx: CatalogueContext,
  ids: number[],
  navigation: Navigation,
  hidden: boolean,
  now: Date,
): Promise<Product[]> {
  return (await tileRows(cx.db, ids, now, navigation)).map((r) => productOf(r, navigation, hidden));
}

export async function productRow(cx: CatalogueContext, code: string) {
  const [row] = await cx.db
    .select({
      id: products.id,
      code: products.code,
      description: products.description,
      categoryId: products.categoryId,
      catalogue: products.catalogue,
      nutrition: products.nutrition,
      unitOfMeasure: products.unitOfMeasure,
      aicCode: products.aicCode,
      medicine: products.medicine,
    })
    .from(products)
    .where(and(eq(products.code, code), eq(products.active, true), notSampleProduct))
    .limit(1);
  return row ?? null;
}

/** The navigation of a product page: the requested one (404 4004 when it does not sell the product), else the session's or the catalogue's default. */
export function productNav(
  catalogue: 'grocery' | 'pharma',
  requested: Navigation | undefined,
  session: Session | null,
): Navigation {
  if (requested) {
    if (CATALOGUE_OF[requested] !== catalogue) throw productNotFound();
    return requested;
  }
  const fromSession = navigationOf(session?.site ?? '');
  return fromSession && CATALOGUE_OF[fromSession] === catalogue ? fromSession : DEFAULT_NAV[catalogue];
}

// 'Spesso acquistati insieme': products most often in the same orders, then popular products of the
// other categories of the same department.
export async function boughtTogether(
  cx: CatalogueContext,
  id: number,
  categoryId: number,
  catalogue: 'grocery' | 'pharma',
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await cx.db.execute(sql`
    select oi2.product_id as id
    from order_items oi1
    join order_items oi2 on oi2.order_id = oi1.order_id and oi2.product_id <> oi1.product_id
    join products p on p.id = oi2.product_id and p.active and not p.out_of_stock and p.catalogue = ${catalogue}
    where oi1.product_id = ${id}
    group by oi2.product_id order by count(*) desc, oi2.product_id limit ${RELATED}`),
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length < RELATED) {
    const t = await loadTree(cx);
    const parent = t.byId.get(categoryId)?.parentId ?? null;
    const siblings = (parent === null ? [] : (t.children.get(parent) ?? []))
      .map((c) => c.id)
      .filter((c) => c !== categoryId);
    if (siblings.length) {
      const more = rowsOf<{ id: number }>(
        await cx.db.execute(sql`
        select p.id from products p
        where p.active and not p.out_of_stock and p.category_id = any(${intArray(siblings)})
          and p.id <> ${id}
        order by p.rating_votes desc, p.id limit ${RELATED * 2}`),
      );
      for (const r of more) if (ids.length < RELATED && !ids.includes(Number(r.id))) ids.push(Number(r.id));
    }
  }
  return ids;
}

/**
 * The alternatives of a product (the product page, /prodotto/{id}/sostitutivo, the trolley's alternative
 * choice): active products of the same category, in stock, itself left out; the closest price per unit
 * first, RELATED of them.
 */
export async function alternativeIds(db: Db | Tx, id: number, categoryId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    select p.id from products p, (select unit_price_cents from products where id = ${id}) me
    where p.category_id = ${categoryId} and p.active and not p.out_of_stock and p.id <> ${id}
    order by abs(p.unit_price_cents - me.unit_price_cents), p.id limit ${RELATED}`),
  );
  return rows.map((r) => Number(r.id));
}

export const alternativesOf = (cx: CatalogueContext, id: number, categoryId: number) =>
  alternativeIds(cx.db, id, categoryId);

/** Of the products `ids`, those that have an alternative now (the rule of alternativeIds). */
export async function withAlternatives(db: Db | Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    select p.id from products p
    where p.id = any(${intArray([...ids])}) and exists (
      select 1 from products q
      where q.category_id = p.category_id and q.active and not q.out_of_stock and q.id <> p.id)`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * GET product/{productId}/alternatives?nav= — the tiles of a product's alternatives (the trolley's
 * alternative-product dialog), in the product's catalogue; 404 4004 for an unknown or inactive product.
 */
export async function getAlternatives(
  cx: CatalogueContext,
  productId: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<Product[]> {
  const input = parseInput(NavInput, raw);
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : 0;
  if (id <= 0) throw productNotFound();
  const [row] = await cx.db
    .select({ id: products.id, categoryId: products.categoryId, catalogue: products.catalogue })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true), notSampleProduct))
    .limit(1);
  if (!row) throw productNotFound();
  const navigation = productNav(row.catalogue, input.nav, ctx.session);
  return tiles(
    cx,
    await alternativeIds(cx.db, row.id, row.categoryId),
    navigation,
    pricesHidden(cx, ctx.session),
    cx.clock(),
  );
}

/** GET product/{code}?nav= — 404 with code 4004 when unknown (the product-not-found page). */
export async function getProduct(
  cx: CatalogueContext,
  code: string,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<ProductDetail> {
  const input = parseInput(ProductInput, { ...raw, code });
  const row = await productRow(cx, input.code);
  if (!row) throw productNotFound();
  const navigation = productNav(row.catalogue, input.nav, ctx.session);
  const now = cx.clock();
  const hidden = pricesHidden(cx, ctx.session);
  const [[tile], infos, breadcrumbs, together, alternatives] = await Promise.all([
    tiles(cx, [row.id], navigation, hidden, now),
    cx.db
      .select({ infoType: productInfos.infoType, title: productInfos.title, html: productInfos.html })
      .from(productInfos)
      .where(eq(productInfos.productId, row.id))
      .orderBy(asc(productInfos.orderNo), asc(productInfos.infoType)),
    breadcrumbsOfProduct(cx, row, navigation),
    boughtTogether(cx, row.id, row.categoryId, row.catalogue),
    alternativesOf(cx, row.id, row.categoryId),
  ]);
  if (!tile) throw productNotFound();
  const [togetherTiles, alternativeTiles] = await Promise.all([
    tiles(cx, together, navigation, hidden, now),
    tiles(cx, alternatives, navigation, hidden, now),
  ]);
  const n = row.nutrition as NutritionValues | null;
  return {
    ...tile,
    navigation,
    images: [tile.currentImage],
    infos: infos as ProductInfo[],
    nutrition: n ? { per: row.unitOfMeasure === 'l' ? '100 ml' : '100 g', ...n } : null,
    breadcrumbs,
    boughtTogether: togetherTiles,
    alternatives: alternativeTiles,
    aicCode: row.aicCode,
    ministryLogo: row.medicine ? { imageUrl: MINISTRY_LOGO, url: MINISTRY_URL } : null,
  };
}

/**
 * The page /prodotto/{id}/sostitutivo: the product of that id (active; 404 4004 otherwise) with its
 * alternatives (the same category, closest price per unit, in stock), in its catalogue's navigation.
 */
export async function getSubstitutes(
  cx: CatalogueContext,
  id: number,
  ctx: ListRequestContext,
): Promise<ProductDetail> {
  if (!Number.isSafeInteger(id) || id <= 0) throw productNotFound();
  const [row] = await cx.db
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true), notSampleProduct))
    .limit(1);
  if (!row) throw productNotFound();
  return getProduct(cx, row.code, {}, ctx);
}

/** How many 'Avancassa' offers the trolley step's dialog shows at most. */
export const CHECKOUT_COUNTER_MAX = 8;

/**
 * GET displayable/avancassa?nav= — the 'Avancassa' offers of the navigation (orders §2 dialogs): the
 * products of the checkout-counter promotions running now (promotions.checkout_counter), active, in stock,
 * of the navigation's catalogue; the cheapest first, at most CHECKOUT_COUNTER_MAX.
 */
export async function getCheckoutCounter(
  cx: CatalogueContext,
  raw: RawQuery,
  ctx: ListRequestContext,
): Promise<Product[]> {
  const input = parseInput(NavInput, raw);
  const navigation = navOf(input.nav, ctx.session);
  const now = cx.clock();
  const rows = rowsOf<{ id: number }>(
    await cx.db.execute(sql`
    select p.id from products p
    where p.active and not p.out_of_stock and p.available_quantity > 0
      and p.catalogue = ${CATALOGUE_OF[navigation]}
      and exists (
        select 1 from promotions x
        where x.product_id = p.id and x.checkout_counter and x.starts_at <= ${now} and x.ends_at > ${now}
          and (x.navigation is null or x.navigation = ${navigation}))
    order by p.price_cents, p.id limit ${CHECKOUT_COUNTER_MAX}`),
  );
  return tiles(
    cx,
    rows.map((r) => Number(r.id)),
    navigation,
    pricesHidden(cx, ctx.session),
    now,
  );
}

/**
 * GET productset?ids=&nav= — product tiles by id (e.g. a landing's productSetIds), in the order
 * asked; unknown, inactive and other-catalogue products are left out; at most 100 ids.
 */
export async function getProductSet(cx: CatalogueContext, raw: RawQuery, ctx: ListRequestContext): Promise<Product[]> {
  const input = parseInput(ProductSetInput, { ...raw, ids: idsOf(raw) });
  const navigation = navOf(input.nav, ctx.session);
  const wanted = input.ids.map(Number);
  if (wanted.length === 0) return [];
  const found = rowsOf<{ id: number }>(
    await cx.db.execute(sql`
    select id from products where active and ${notSample()} and catalogue = ${CATALOGUE_OF[navigation]} and id = any(${intArray(wanted)})`),
  );
  const ok = new Set(found.map((r) => Number(r.id)));
  return tiles(
    cx,
    wanted.filter((id) => ok.has(id)),
    navigation,
    pricesHidden(cx, ctx.session),
    cx.clock(),
  );
}
