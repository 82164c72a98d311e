// Catalogue: stores (negozi) per navigation, the category tree, menu items per navigation, products with
// prices in integer cents, price history (for the 30-day lowest price rule), promotions (percentage,
// fixed price, MxN), info blocks by info type, nutrition values.
import { ProductType, enumValues } from '@mercato/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { NAVIGATIONS } from './geo.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL full-text document; written by the database (trigger), read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Store (negozio) of a navigation: the verticalStore of the URLs is `path` without the slash. */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  navigation: text('navigation', { enum: NAVIGATIONS }).notNull().unique(),
  storeRef: varchar('store_ref', { length: 32 }).notNull().unique(),
  code: varchar('code', { length: 32 }).notNull(),
  /** e.g. '/supermercato'; the verticalStore of `/{verticalStore}/home` is 'supermercato'. */
  path: varchar('path', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  label: varchar('label', { length: 128 }).notNull(),
  navigationRouteName: varchar('navigation_route_name', { length: 64 }).notNull(),
  supported: boolean('supported').notNull().default(true),
  defaultStore: boolean('default_store').notNull().default(false),
  isOnboarding: boolean('is_onboarding').notNull().default(false),
  welcomeDisabled: boolean('welcome_disabled').notNull().default(false),
  healthcareBadgeUrl: varchar('healthcare_badge_url', { length: 512 }),
  healthcareBadgeEnabled: boolean('healthcare_badge_enabled').notNull().default(false),
  collettaAlimentare: boolean('colletta_alimentare').notNull().default(false),
  /** Which part of the catalogue the store sells. */
  catalogue: text('catalogue', { enum: ['grocery', 'pharma'] }).notNull(),
});

/** Category tree. Products hang from leaf categories (level 2); level 1 are the departments. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 128 }).notNull(),
    slug: varchar('slug', { length: 128 }).notNull(),
    level: integer('level').notNull(),
    orderNo: integer('order_no').notNull().default(0),
    catalogue: text('catalogue', { enum: ['grocery', 'pharma'] }).notNull(),
    /** Food categories carry nutrition values and ingredients. */
    food: boolean('food').notNull().default(true),
    imageUrl: varchar('image_url', { length: 512 }),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), uniqueIndex('categories_slug_uq').on(t.catalogue, t.slug)],
);

export const MENU_KINDS = ['top', 'navBar', 'left', 'bottom', 'motivational'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** Menu items per navigation (spec: id, parentMenuItemId, orderNo, isRoot, label, imageUrl, pagePath). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    kind: text('kind', { enum: MENU_KINDS }).notNull(),
    parentId: integer('parent_id'),
    orderNo: integer('order_no').notNull(),
    isRoot: boolean('is_root').notNull().default(false),
    label: varchar('label', { length: 128 }).notNull(),
    /** Link target, e.g. '/supermercato/menu/12/latte-e-latticini' or '/promotions/list'. */
    pagePath: varchar('page_path', { length: 512 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }),
    /** Category listed by this item, when it is a category item. */
    categoryId: integer('category_id').references(() => categories.id),
    /** Ids of the CMS pages (banners) of the item's page. */
    cmsPageIds: integer('cms_page_ids').array().notNull().default(sql`'{}'::integer[]`),
    publishFrom: tsz('publish_from').notNull(),
    publishTo: tsz('publish_to'),
  },
  (t) => [
    index('menu_items_nav_idx').on(t.navigation, t.kind, t.orderNo),
    index('menu_items_parent_idx').on(t.parentId),
    index('menu_items_category_idx').on(t.categoryId),
  ],
);

export const UNITS_OF_MEASURE = ['kg', 'l', 'pz'] as const;
export const MEDICINE_CLASSES = ['SOP', 'OTC'] as const;
export const PRODUCT_TYPES = enumValues(ProductType);

/** Nutrition values per 100 g (or 100 ml); grams with one decimal, energy in kJ and kcal. */
export interface NutritionValues {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrates: number;
  sugars: number;
  fibre: number;
  protein: number;
  salt: number;
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public product code used in URLs (`/{verticalStore}/prodotto/{code}/…`), 6+ digits. */
    code: varchar('code', { length: 32 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    brand: varchar('brand', { length: 128 }).notNull(),
    /** Format label, e.g. '1 l', '500 g', '6 x 1,5 l', 'al kg'. */
    label: varchar('label', { length: 128 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    catalogue: text('catalogue', { enum: ['grocery', 'pharma'] }).notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull().default('GROCERY'),
    barcode: varchar('barcode', { length: 14 }),
    /** Current list price, integer cents. For variable-weight items it is the price of the average weight. */
    priceCents: integer('price_cents').notNull(),
    /** Price per unitOfMeasure (per kg or per l, or per piece), integer cents. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitOfMeasure: text('unit_of_measure', { enum: UNITS_OF_MEASURE }).notNull(),
    /** Net content in g or ml (pieces for 'pz'). */
    netQuantity: integer('net_quantity').notNull(),
    /** Sold by weight: priced at checkout on the real weight (peso variabile). */
    variableWeight: boolean('variable_weight').notNull().default(false),
    averageWeightGrams: integer('average_weight_grams'),
    vatPercent: integer('vat_percent').notNull(),
    pharmacy: boolean('pharmacy').notNull().default(false),
    /** Medicine (farmaco da banco): only non-prescription classes SOP/OTC are sold. */
    medicine: boolean('medicine').notNull().default(false),
    medicineClass: text('medicine_class', { enum: MEDICINE_CLASSES }),
    /** Ministry of Health AIC code of a medicine. */
    aicCode: varchar('aic_code', { length: 9 }),
    imagePath: varchar('image_path', { length: 255 }).notNull(),
    /** Facet tags: 'bio', 'senza glutine', 'senza lattosio', 'vegano', 'italiano', … */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    mainOriginCountry: varchar('main_origin_country', { length: 64 }),
    /**
     * The origins the shopper chooses from when adding the product (orders §2 origin choice; contracts
     * origins.ts): fresh produce and fish of several countries, meat as 'raised_slaughtered' pairs. Empty:
     * no choice. With originChoiceMultiple the shopper may accept several of them.
     */
    originChoices: varchar('origin_choices', { length: 64 }).array().notNull().default(sql`'{}'::varchar[]`),
    originChoiceMultiple: boolean('origin_choice_multiple').notNull().default(false),
    nutrition: jsonb('nutrition').$type<NutritionValues>(),
    availableQuantity: integer('available_quantity').notNull().default(100),
    maxPurchasableQuantity: integer('max_purchasable_quantity').notNull().default(99),
    outOfStock: boolean('out_of_stock').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    /** Gift wrap can be asked for this product (the trolley page's gift-wrap link). */
    giftWrapAllowed: boolean('gift_wrap_allowed').notNull().default(false),
    raee: boolean('raee').notNull().default(false),
    /** Rating average in tenths (42 = 4.2) and number of votes. */
    ratingAvgTenths: integer('rating_avg_tenths').notNull().default(0),
    ratingVotes: integer('rating_votes').notNull().default(0),
    /** Preparation time in hours (delivery-time limit icon); 0 = none. */
    preparationHours: integer('preparation_hours').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: tsz('created_at').notNull(),
    /**
     * Italian full-text document: description (weight A), brand (B), category name (C), accents removed.
     * Maintained by the trigger `products_search_vector` (migration 0002), never written by the code.
     */
    searchVector: tsvector('search_vector'),
    /**
     * The key of the sort by name: the description lower-cased, accents removed (ordered with collate
     * "C"). Generated by PostgreSQL, so a search sorted by name reads it instead of computing it for
     * every match (migration 0012).
     */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(mercato_unaccent(description))`),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.code),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_category_price_idx').on(t.categoryId, t.priceCents, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brand),
    index('products_catalogue_idx').on(t.catalogue),
    // The order by name of the active products (facets.ts nameOrder) read from the index rather than
    // sorted: 200,000 names took PostgreSQL 260-520 ms to sort, the index scan 25-90 ms (migration 0015).
    index('products_name_order_idx').on(sql`${t.sortName} collate "C"`, t.id).where(sql`${t.active}`),
    check('products_price_ck', sql`${t.priceCents} > 0 and ${t.unitPriceCents} > 0`),
    check('products_medicine_ck', sql`(not ${t.medicine}) or (${t.pharmacy} and ${t.medicineClass} is not null)`),
  ],
);

/**
 * Price history: one row per price period of a product (validTo null = current). The lowest price of the
 * 30 days before a promotion starts is read from here (art. 17-bis Codice del Consumo).
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    validFrom: tsz('valid_from').notNull(),
    validTo: tsz('valid_to'),
  },
  (t) => [index('product_prices_product_idx').on(t.productId, t.validFrom)],
);

export const PROMOTION_TYPES = ['PERCENTAGE', 'FIXED_PRICE', 'MXN'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * Product promotions. PERCENTAGE: percent off; FIXED_PRICE: promoPriceCents; MXN: take m pay n (3x2).
 * fidatyOnly promotions apply to loyalty card holders.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PROMOTION_TYPES }).notNull(),
    percent: integer('percent'),
    promoPriceCents: integer('promo_price_cents'),
    m: integer('m'),
    n: integer('n'),
    /** Badge text: '-20%', '3x2', 'Prezzo speciale'. */
    label: varchar('label', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    fidatyOnly: boolean('fidaty_only').notNull().default(false),
    /** Null = every navigation. */
    navigation: text('navigation', { enum: NAVIGATIONS }),
    /**
     * An 'Avancassa' promotion (orders §2 dialogs): a small item on offer at the checkout counter, offered
     * again in the trolley step's dialog (services/catalogue/products.ts getCheckoutCounter).
     */
    checkoutCounter: boolean('checkout_counter').notNull().default(false),
    startsAt: tsz('starts_at').notNull(),
    endsAt: tsz('ends_at').notNull(),
  },
  (t) => [
    index('promotions_product_idx').on(t.productId, t.startsAt),
    index('promotions_dates_idx').on(t.startsAt, t.endsAt),
    // The latest promotion end at or before a moment (the list cache's promotion window, services/list-cache.ts).
    index('promotions_ends_idx').on(t.endsAt),
    check(
      'promotions_shape_ck',
      sql`(${t.type} = 'PERCENTAGE' and ${t.percent} between 1 and 99)
    or (${t.type} = 'FIXED_PRICE' and ${t.promoPriceCents} > 0)
    or (${t.type} = 'MXN' and ${t.m} > ${t.n} and ${t.n} > 0)`,
    ),
  ],
);

export const INFO_TYPES = [
  'HTML',
  'SPM_CARATTERISTICHE',
  'SPM_INGREDIENTI',
  'SPM_CONSIGLI_USO',
  'SPM_VALORI_NUTRIZIONALI',
  'SPM_COMPOSIZIONE',
] as const;
export type InfoType = (typeof INFO_TYPES)[number];

/** Product info tabs by info type; html is sanitised before it is stored. */
export const productInfos = pgTable(
  'product_infos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    infoType: text('info_type', { enum: INFO_TYPES }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    html: text('html').notNull(),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.infoType] })],
);

/**
 * The words of the catalogue (descriptions, brands, category names; lower case, accents removed) with
 * how many products used them when inserted: the dictionary of the spellcheck ('Forse cercavi'), searched
 * by trigram similarity (pg_trgm). Filled by triggers on products and categories (migration 0002).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 64 }).primaryKey(),
    ndoc: integer('ndoc').notNull().default(0),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * One row: a number raised by statement triggers (migration 0003) whenever what search and listings
 * order or count by changes (products' text, category, brand, tags, prices, rating, activity; promotions).
 * The list cache (services/list-cache.ts) keeps an answer only while this number and the promotion
 * window stay the same, so a write from any process, seed or SQL console is seen at once.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /**
     * Raised by statement triggers (migration 0010) on every change of what the pages' frame shows:
     * stores, menus, CMS pages, banners, landing pages, footer and company details. The page
     * configuration's shared part and the listing pages' menus are kept while it stays the same.
     */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_state_one_ck', sql`${t.id} = 1`)],
);
