// Content: CMS pages (sanitised HTML, publish dates), banners with customer clusters, landing pages,
// footer (link groups, social links, app-store links), company info, cookie-centre configuration.
import { CmsPageType, enumValues } from '@mercato/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { NAVIGATIONS } from './geo.ts';
import { menuItems } from './catalogue.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * CMS pages addressed by url (e.g. '/privacy-policy'); html is sanitised before it is stored.
 * navigation null = the page is the same on every navigation. Several versions of one url may exist with
 * different publishFrom dates: the one shown is the latest published at the requested publish date.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: varchar('url', { length: 255 }).notNull(),
    navigation: text('navigation', { enum: NAVIGATIONS }),
    title: varchar('title', { length: 255 }).notNull(),
    html: text('html').notNull(),
    /** Shown as a popup on first visit. */
    popup: boolean('popup').notNull().default(false),
    profiled: boolean('profiled').notNull().default(false),
    /** The banner slot a page fills (spec §3 "Cms page"); null = a content page. */
    type: text('type', { enum: enumValues(CmsPageType) }),
    /** Customer clusters the page is for (spec §5): empty = everyone. */
    clusters: text('clusters').array().notNull().default(sql`'{}'::text[]`),
    publishFrom: tsz('publish_from').notNull(),
    publishTo: tsz('publish_to'),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    /** The number of the page's latest revision (cms_page_revisions); a save names the one it edited. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('cms_pages_url_idx').on(t.url, t.publishFrom)],
);

/**
 * Every save of a page by an editor, kept so that any can be restored (issue 38). The html is the
 * sanitised one, as it was shown; `source` is what the editor typed (shown to staff only, never rendered).
 */
export const cmsPageRevisions = pgTable(
  'cms_page_revisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    url: varchar('url', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    html: text('html').notNull(),
    source: text('source').notNull(),
    type: text('type', { enum: enumValues(CmsPageType) }),
    clusters: text('clusters').array().notNull().default(sql`'{}'::text[]`),
    popup: boolean('popup').notNull().default(false),
    profiled: boolean('profiled').notNull().default(false),
    publishFrom: tsz('publish_from').notNull(),
    publishTo: tsz('publish_to'),
    /** The staff account that saved it. */
    editorId: integer('editor_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_page_revisions_uq').on(t.pageId, t.revision)],
);

export const BANNER_TYPES = enumValues(CmsPageType);

/** Banners per navigation; clusters empty = everyone, otherwise shown to customers in one of them. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    subtitle: varchar('subtitle', { length: 255 }),
    html: text('html'),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    linkUrl: varchar('link_url', { length: 512 }),
    /** Menu item page the banner belongs to; null = store home. */
    menuItemId: integer('menu_item_id').references(() => menuItems.id),
    clusters: text('clusters').array().notNull().default(sql`'{}'::text[]`),
    orderNo: integer('order_no').notNull().default(0),
    publishFrom: tsz('publish_from').notNull(),
    publishTo: tsz('publish_to'),
  },
  (t) => [index('banners_nav_idx').on(t.navigation, t.type, t.orderNo)],
);

/** Landing pages (`/{verticalStore}/landing/{virtualUrl}`), spec "Landing content". */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    storeRef: varchar('store_ref', { length: 32 }).notNull(),
    virtualUrl: varchar('virtual_url', { length: 255 }).notNull(),
    vanityUrl: varchar('vanity_url', { length: 255 }),
    title: varchar('title', { length: 255 }).notNull(),
    menuItemId: integer('menu_item_id').references(() => menuItems.id),
    /** Product codes shown by the landing (productSetIds). */
    productCodes: text('product_codes').array().notNull().default(sql`'{}'::text[]`),
    showBreadcrumbs: boolean('show_breadcrumbs').notNull().default(true),
    allProductsToTrolley: boolean('all_products_to_trolley').notNull().default(false),
    bundle: boolean('bundle').notNull().default(false),
    cmsPageUrl: varchar('cms_page_url', { length: 255 }),
    cmsFooterBannerUrl: varchar('cms_footer_banner_url', { length: 255 }),
    cmsPromotionalBannerUrl: varchar('cms_promotional_banner_url', { length: 255 }),
    publishFrom: tsz('publish_from').notNull(),
    publishTo: tsz('publish_to'),
  },
  (t) => [uniqueIndex('landing_pages_url_uq').on(t.storeRef, t.virtualUrl)],
);

export const FOOTER_GROUP_KINDS = ['links', 'social', 'app-store'] as const;

export const footerLinkGroups = pgTable('footer_link_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind', { enum: FOOTER_GROUP_KINDS }).notNull(),
  title: varchar('title', { length: 128 }).notNull(),
  orderNo: integer('order_no').notNull().default(0),
  /** Shown in the compact footer variant too. */
  compact: boolean('compact').notNull().default(false),
});

export const footerLinks = pgTable(
  'footer_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => footerLinkGroups.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 128 }).notNull(),
    url: varchar('url', { length: 512 }).notNull(),
    /** Icon name for social / app-store links ('facebook', 'app-store', 'google-play'). */
    icon: varchar('icon', { length: 64 }),
    external: boolean('external').notNull().default(false),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [index('footer_links_group_idx').on(t.groupId, t.orderNo)],
);

/** Company data shown in the copyright line (companyCode / companyVat of the page configuration). */
export const companyInfo = pgTable('company_info', {
  id: integer('id').primaryKey(),
  label: varchar('label', { length: 128 }).notNull(),
  vat: varchar('vat', { length: 64 }).notNull(),
  companyCode: varchar('company_code', { length: 32 }).notNull(),
  address: varchar('address', { length: 255 }),
  phone: varchar('phone', { length: 32 }),
  email: varchar('email', { length: 255 }),
  customerServiceHours: varchar('customer_service_hours', { length: 255 }),
});

export const COOKIE_CHANNELS = ['web', 'app'] as const;

/** Cookie-centre sections per navigation and channel (spec: cookieKey, enabled, readOnly, hasCookie, iconClass, checked). */
export const cookieSections = pgTable(
  'cookie_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    channel: text('channel', { enum: COOKIE_CHANNELS }).notNull(),
    cookieKey: varchar('cookie_key', { length: 64 }).notNull(),
    orderNo: integer('order_no').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    readOnly: boolean('read_only').notNull().default(false),
    hasCookie: boolean('has_cookie').notNull().default(true),
    /** Default state before the visitor chooses. */
    checked: boolean('checked').notNull().default(false),
    iconClass: varchar('icon_class', { length: 64 }),
    label: varchar('label', { length: 128 }).notNull(),
    description: text('description').notNull(),
    /** Consent duration in months (the policy cookie itself lasts 5 years). */
    durationMonths: integer('duration_months').notNull().default(6),
  },
  (t) => [uniqueIndex('cookie_sections_uq').on(t.navigation, t.channel, t.cookieKey)],
);
