// Writes the demo data into a drizzle database (PGlite or node-postgres) with batched multi-row inserts,
// inside one transaction, then moves every identity sequence past the ids used.
import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import * as catalogue from '../schema/catalogue.ts';
import * as commerce from '../schema/commerce.ts';
import * as contact from '../schema/contact.ts';
import * as content from '../schema/content.ts';
import * as geo from '../schema/geo.ts';
import * as lists from '../schema/lists.ts';
import * as ordersArea from '../schema/orders-area.ts';
import * as subscriptions from '../schema/subscriptions.ts';
import {
  DEFAULT_PRODUCTS,
  resolveOptions,
  generateWithProducts,
  type DemoData,
  type GenerateOptions,
} from './generate.ts';
import { sanitizeBlocks } from '../../coupon-blocks.ts';
import { insertPlatformRows, platformTableList } from './platform-rows.ts';
import { buildCategoryTree, makeProduct } from './products.ts';

// biome-ignore lint/suspicious/noExplicitAny: any drizzle database (PGlite or node-postgres) with any schema
export type AnyPgDatabase = PgDatabase<any, any, any>;

export interface SeedOptions extends GenerateOptions {
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  seed: number;
  now: string;
  /** Rows inserted per table (SQL name). */
  counts: Record<string, number>;
  /** Milliseconds: generation, product rows, everything else, total. */
  timings: { generateMs: number; productsMs: number; otherMs: number; totalMs: number };
}

const CMS_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, CMS_SANITIZE);
}

/** Every table the generator fills, in foreign-key order. */
export const SEEDED_TABLES: Table[] = [
  geo.towns,
  geo.deliveryAreas,
  geo.postcodes,
  geo.streets,
  geo.streetServices,
  geo.drives,
  geo.pickupStores,
  geo.deliverySlots,
  geo.activationRequests,
  catalogue.stores,
  catalogue.categories,
  catalogue.menuItems,
  catalogue.products,
  catalogue.productPrices,
  catalogue.promotions,
  catalogue.productInfos,
  subscriptions.subscriptionPlans,
  geo.deliveryAddresses,
  commerce.trolleys,
  commerce.trolleyItems,
  commerce.orders,
  commerce.orderItems,
  ordersArea.complaints,
  ordersArea.complaintProducts,
  ordersArea.virtualCards,
  ordersArea.customerVouchers,
  ordersArea.voucherRequests,
  ordersArea.voucherBarcodes,
  subscriptions.customerSubscriptions,
  subscriptions.subscriptionDeliveries,
  commerce.shoppingLists,
  commerce.shoppingListItems,
  commerce.shoppingListShares,
  lists.listNotifications,
  commerce.coupons,
  commerce.customerCoupons,
  commerce.deliveryPromotions,
  commerce.initiatives,
  commerce.customerInitiatives,
  content.cmsPages,
  content.banners,
  content.landingPages,
  content.footerLinkGroups,
  content.footerLinks,
  content.companyInfo,
  content.cookieSections,
  contact.faqEntries,
];

async function insertRows(
  db: AnyPgDatabase,
  table: Table,
  rows: readonly object[],
  counts: Record<string, number>,
): Promise<void> {
  const name = getTableName(table);
  counts[name] = (counts[name] ?? 0) + rows.length;
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]).filter((k) => k in columns);
  const sameShape = rows.every((r) => {
    const rk = Object.keys(r);
    return rk.length === keys.length && keys.every((k) => k in r);
  });
  if (sameShape) {
    // One JSON parameter per batch, expanded by json_populate_recordset: ~4x faster than a
    // multi-row VALUES list on PGlite, and the same SQL on PostgreSQL.
    const names = keys.map((k) => `"${columns[k].name}"`).join(', ');
    const BATCH = 2000;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map((r) => {
        const o: Record<string, unknown> = {};
        for (const k of keys) o[columns[k].name] = (r as Record<string, unknown>)[k];
        return o;
      });
      await db.execute(
        sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
      );
    }
    return;
  }
  const size = Math.max(1, Math.min(1000, Math.floor(60_000 / Object.keys(columns).length)));
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: rows of any table of the schema, typed by the caller's table
    await db.insert(table as any).values(rows.slice(i, i + size) as any);
  }
}

/** Moves the identity sequence of every `id` column past the largest id present. */
export async function resetIdentitySequences(db: AnyPgDatabase, tables: readonly Table[]): Promise<void> {
  for (const table of tables) {
    const cols = getTableColumns(table) as Record<
      string,
      { name: string; generatedIdentity?: unknown; columnType: string }
    >;
    const id = cols.id;
    if (!id || !(id.generatedIdentity || /Serial/.test(id.columnType))) continue;
    const t = getTableName(table);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${t}"', 'id'), coalesce((select max(id) from "${t}"), 0) + 1, false)`,
      ),
    );
  }
}

/** Empties every table the generator fills (and the platform tables it fills). */
export async function resetSeededTables(db: AnyPgDatabase): Promise<void> {
  const names = [...SEEDED_TABLES, ...platformTableList()].map((t) => `"${getTableName(t)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/** Indexes dropped during a large load and built after it (name → definition, as in the migrations). */
const BULK_INDEXES = new Map([
  ['products_search_idx', 'create index products_search_idx on products using gin (search_vector)'],
  ['search_words_trgm_idx', 'create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)'],
]);

/**
 * Fills an empty database with the demo data. Products beyond the default 2,000 are generated and
 * inserted in batches of 1,000 so a catalogue of 200,000 never sits in memory at once.
 * Runs in one transaction: the database is either fully seeded or untouched.
 */
export async function seedDatabase(db: AnyPgDatabase, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { seed, now, products } = resolveOptions(opts);
  const log = opts.log ?? (() => {});
  const materialise = Math.min(products, DEFAULT_PRODUCTS);
  const data: DemoData = generateWithProducts(seed, now, products, materialise);
  const generated = performance.now();
  const counts: Record<string, number> = {};
  let productsMs = 0;

  await db.transaction(async (tx) => {
    const t = tx as unknown as AnyPgDatabase;
    const ins = (table: Table, rows: readonly object[]) => insertRows(t, table, rows, counts);
    await ins(geo.towns, data.towns);
    await ins(geo.deliveryAreas, data.deliveryAreas);
    await ins(geo.postcodes, data.postcodes);
    await ins(geo.streets, data.streets);
    await ins(geo.streetServices, data.streetServices);
    await ins(geo.drives, data.drives);
    await ins(geo.pickupStores, data.pickupStores);
    await ins(geo.deliverySlots, data.deliverySlots);
    await ins(geo.activationRequests, data.activationRequests);
    await ins(catalogue.stores, data.stores);
    await ins(catalogue.categories, data.categories);
    await ins(catalogue.menuItems, data.menuItems);

    const p0 = performance.now();
    await ins(catalogue.products, data.products);
    await ins(catalogue.productPrices, data.productPrices);
    await ins(catalogue.promotions, data.promotions);
    await ins(catalogue.productInfos, data.productInfos);
    if (products > materialise) {
      // A large catalogue: the GIN indexes (full text, trigram dictionary) are built once after the
      // load instead of updated row by row (same definitions as migration 0002).
      for (const name of BULK_INDEXES.keys()) await t.execute(sql.raw(`drop index ${name}`));
      const tree = buildCategoryTree();
      const BATCH = 1000;
      for (let from = materialise; from < products; from += BATCH) {
        const to = Math.min(products, from + BATCH);
        const ps = [];
        const prices = [];
        const promos = [];
        const infos = [];
        for (let i = from; i < to; i++) {
          const g = makeProduct(seed, tree, i, now);
          ps.push(g.product);
          prices.push(...g.prices);
          if (g.promotion) promos.push(g.promotion);
          infos.push(...g.infos);
        }
        await ins(catalogue.products, ps);
        await ins(catalogue.productPrices, prices);
        await ins(catalogue.promotions, promos);
        await ins(catalogue.productInfos, infos);
        if (to % 20_000 === 0 || to === products)
          log(`  ${to.toLocaleString('it-IT')} prodotti (${Math.round(performance.now() - p0)} ms)`);
      }
    }
    // The subscription plans' products (issue 40), after the whole catalogue: ids past `products`.
    await ins(catalogue.products, data.subscriptionProducts);
    await ins(catalogue.productPrices, data.subscriptionProductPrices);
    await ins(subscriptions.subscriptionPlans, data.subscriptionPlans);
    // The campioncini omaggio (issue 34), after the plans' products.
    await ins(catalogue.products, data.sampleProducts);
    if (products > materialise) {
      for (const create of BULK_INDEXES.values()) await t.execute(sql.raw(create));
    }
    productsMs = performance.now() - p0;

    await insertPlatformRows(data, ins);
    await ins(geo.deliveryAddresses, data.deliveryAddresses);
    await ins(commerce.trolleys, data.trolleys);
    await ins(commerce.trolleyItems, data.trolleyItems);
    await ins(commerce.orders, data.orders);
    await ins(commerce.orderItems, data.orderItems);
    await ins(ordersArea.complaints, data.complaints);
    await ins(ordersArea.complaintProducts, data.complaintProducts);
    await ins(ordersArea.virtualCards, data.virtualCards);
    await ins(ordersArea.customerVouchers, data.customerVouchers);
    await ins(ordersArea.voucherRequests, data.voucherRequests);
    await ins(ordersArea.voucherBarcodes, data.voucherBarcodes);
    await ins(subscriptions.customerSubscriptions, data.customerSubscriptions);
    await ins(commerce.shoppingLists, data.shoppingLists);
    await ins(commerce.shoppingListItems, data.shoppingListItems);
    await ins(commerce.shoppingListShares, data.shoppingListShares);
    await ins(lists.listNotifications, data.listNotifications);
    await ins(
      commerce.coupons,
      data.coupons.map((c) =>
        c.blocks || c.detailBlocks
          ? { ...c, blocks: sanitizeBlocks(c.blocks), detailBlocks: sanitizeBlocks(c.detailBlocks) }
          : c,
      ),
    );
    await ins(commerce.customerCoupons, data.customerCoupons);
    await ins(commerce.deliveryPromotions, data.deliveryPromotions);
    await ins(commerce.initiatives, data.initiatives);
    await ins(commerce.customerInitiatives, data.customerInitiatives);
    await ins(
      content.cmsPages,
      data.cmsPages.map((p) => ({ ...p, html: sanitizeCmsHtml(p.html) })),
    );
    await ins(
      content.banners,
      data.banners.map((b) => ({ ...b, html: b.html == null ? b.html : sanitizeCmsHtml(b.html) })),
    );
    await ins(content.landingPages, data.landingPages);
    await ins(content.footerLinkGroups, data.footerLinkGroups);
    await ins(content.footerLinks, data.footerLinks);
    await ins(content.companyInfo, data.companyInfo);
    await ins(content.cookieSections, data.cookieSections);
    await ins(contact.faqEntries, data.faqEntries);
    await resetIdentitySequences(t, [...SEEDED_TABLES, ...platformTableList()]);
  });
  // Fresh statistics for the planner: right after a bulk load PostgreSQL still plans with the empty
  // tables' estimates until autovacuum gets to them, and a search over 200,000 products then takes
  // seconds instead of tens of milliseconds (measured: 2–9 s → 60 ms). PGlite has no autovacuum at all.
  // Vacuumed too: the load rewrote rows in its own transaction (the spellcheck dictionary's counts once
  // per batch of products: 200 versions of each word at 200,000 products), and the indexes built at its
  // end hold every version. Until vacuumed, a spellcheck at 200,000 products rechecked ~1,000 dead
  // entries of the trigram index for each unknown word (1.4 ms a word instead of 0.1).
  await db.execute(sql`vacuum analyze`);

  const total = performance.now() - started;
  const generateMs = generated - started;
  return {
    seed,
    now: now.toISOString(),
    counts,
    timings: {
      generateMs: Math.round(generateMs),
      productsMs: Math.round(productsMs),
      otherMs: Math.round(total - generateMs - productsMs),
      totalMs: Math.round(total),
    },
  };
}
