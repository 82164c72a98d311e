// The campioncini omaggio of the catalogue (issue 34; contracts samples.ts, docs/adr/0054): products of type
// CAMPIONCINI are given, never sold. Every read of what the shop sells leaves them out with `notSample`
// (the search index, the listings' facet columns, tiles, product pages, the trolley's add, lists); the
// only way to one is the trolley step's dialog: GET displayable/campioncini (here) and the checkout's
// choice (services/checkout/samples.ts).
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { CATALOGUE_OF } from '@mercato/contracts';
import { productPicture } from '@mercato/contracts/pictures';
import { SAMPLE_PRODUCT_TYPE, type SampleOffer } from '@mercato/contracts/samples';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { type CatalogueContext, type ListRequestContext, navOf } from './context.ts';
import { NavInput, type RawQuery } from './input.ts';
import { parseInput } from '../../validation.ts';

/** SQL: the product of `alias` (or the query's only products table) is not a sample. */
export const notSample = (alias?: string) =>
  sql.raw(`${alias ? `${alias}.` : ''}product_type <> '${SAMPLE_PRODUCT_TYPE}'`);
/** The same, for drizzle's query builder. */
export const notSampleProduct = ne(products.productType, SAMPLE_PRODUCT_TYPE);

type SampleRow = Pick<
  typeof products.$inferSelect,
  'id' | 'description' | 'brand' | 'label' | 'imagePath' | 'active' | 'outOfStock' | 'availableQuantity'
>;

const sampleColumns = {
  id: products.id,
  description: products.description,
  brand: products.brand,
  label: products.label,
  imagePath: products.imagePath,
  active: products.active,
  outOfStock: products.outOfStock,
  availableQuantity: products.availableQuantity,
};

/** On offer: active, not out of stock, at least one piece (`reserved`: pieces an order being changed holds). */
export const onOffer = (p: SampleRow, reserved = 0): boolean =>
  p.active && (!p.outOfStock || reserved > 0) && p.availableQuantity + reserved >= 1;

export const sampleOfferOf = (p: SampleRow, reserved = 0): SampleOffer => ({
  productId: p.id,
  description: p.description,
  brand: p.brand,
  label: p.label,
  image: productPicture(p).small,
  available: onOffer(p, reserved),
});

/** The samples `ids` (unknown ids and products that are not samples left out), by id. */
export async function sampleRows(db: Db | Tx, ids: readonly number[]): Promise<Map<number, SampleRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(sampleColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.productType, SAMPLE_PRODUCT_TYPE)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * GET displayable/campioncini?nav= — the samples of the navigation's catalogue on offer now (active, in
 * stock), by name: the trolley step's dialog. Nothing in it is personal.
 */
export async function getSamples(cx: CatalogueContext, raw: RawQuery, ctx: ListRequestContext): Promise<SampleOffer[]> {
  const input = parseInput(NavInput, raw);
  const navigation = navOf(input.nav, ctx.session);
  const rows = await cx.db
    .select(sampleColumns)
    .from(products)
    .where(
      and(
        eq(products.productType, SAMPLE_PRODUCT_TYPE),
        eq(products.catalogue, CATALOGUE_OF[navigation]),
        eq(products.active, true),
        eq(products.outOfStock, false),
        gt(products.availableQuantity, 0),
      ),
    )
    .orderBy(asc(products.description), asc(products.id));
  return rows.map((r) => sampleOfferOf(r));
}
