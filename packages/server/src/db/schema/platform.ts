// Platform tables: customers (with their agreements and loyalty cards), sessions, pending messages,
// login rate-limit buckets (in the database so app servers stay stateless) and client logs.
import { FidatyCardType, Gender, MessageType, enumValues } from '@mercato/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { NAVIGATIONS } from './geo.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const GENDERS = enumValues(Gender);
export const CUSTOMER_ROLES = ['customer', 'staff'] as const;
export const LOYALTY_CARD_TYPES = enumValues(FidatyCardType);
export const SESSION_KINDS = ['freeVisit', 'powerGuest', 'logged'] as const;
export const MESSAGE_TYPES = enumValues(MessageType);
/** A session's site is one of the navigations. */
export const SESSION_SITES = NAVIGATIONS;

export type SessionKind = (typeof SESSION_KINDS)[number];

/** Customers. `email` is stored lower-case; `passwordHash` is `scrypt$N$r$p$salt$hash` (auth/password.ts). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 128 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    forename: varchar('forename', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    role: text('role', { enum: CUSTOMER_ROLES }).notNull().default('customer'),
    /** false until the general sale conditions and the privacy notice are accepted (spec shell §4). */
    agreementEcommerceRule: boolean('agreement_ecommerce_rule').notNull().default(false),
    saleConditionsAcceptedAt: tsz('sale_conditions_accepted_at'),
    privacyAcceptedAt: tsz('privacy_accepted_at'),
    sendInfoAgreement: boolean('send_info_agreement').notNull().default(false),
    purchasePreferencesAgreement: boolean('purchase_preferences_agreement').notNull().default(false),
    marketingSurveyAgreement: boolean('marketing_survey_agreement').notNull().default(false),
    mobileNumber: varchar('mobile_number', { length: 25 }),
    birthDate: varchar('birth_date', { length: 10 }),
    clusters: text('clusters').array().notNull().default(sql`'{}'::text[]`),
    accessType: varchar('access_type', { length: 32 }).notNull().default('ECOMMERCE'),
    ssoId: varchar('sso_id', { length: 64 }),
    auId: varchar('au_id', { length: 64 }),
    gtmDebugId: varchar('gtm_debug_id', { length: 64 }),
    belongToNewSlotLayoutGroup: boolean('belong_to_new_slot_layout_group').notNull().default(true),
    /** Residence address (optional; delivery addresses live in delivery_addresses). */
    street: varchar('street', { length: 128 }),
    houseNumber: varchar('house_number', { length: 6 }),
    postCode: varchar('post_code', { length: 5 }),
    townName: varchar('town_name', { length: 128 }),
    streetId: integer('street_id'),
    insertDate: tsz('insert_date').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    /**
     * false from a registration until its confirmation link is opened (issue 40); customers made by
     * the seed or the back office are confirmed.
     */
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    /** The customer's own referral code ('Invita un amico', issue 40), made on first use. */
    referralCode: varchar('referral_code', { length: 16 }),
    /** Set when the account was deleted: the row stays, anonymised, for the orders it keeps (issue 40). */
    deletedAt: tsz('deleted_at'),
    /**
     * May buy subscriptions (orders §6 'Subscription buying depends on a permission'; issue 40). chosen: a
     * flag of the customer, granted by default and withdrawn by the back office.
     */
    subscriptionsAllowed: boolean('subscriptions_allowed').notNull().default(true),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email), uniqueIndex('customers_referral_code_uq').on(t.referralCode)],
);

/** What a single-use account link is for (issue 40). */
export const ACCOUNT_TOKEN_PURPOSES = ['CONFIRM_EMAIL', 'RESET_PASSWORD'] as const;

/**
 * Single-use links sent by e-mail (issue 40): the registration's confirmation and the password reset.
 * Only the SHA-256 of the token is kept; a link is spent by one conditional update (used_at is null and
 * not expired), so two clicks at once spend it once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /**
     * A registration's password, set by its confirmation: a second registration of an e-mail not yet
     * confirmed has a link of its own, so nobody but the mailbox's owner chooses the password.
     */
    passwordHash: text('password_hash'),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash), index('account_tokens_customer_idx').on(t.customerId)],
);

/** A registration made with a friend's referral code: one per new customer, so both are credited once. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** When the friend confirmed the registration and both got their voucher (once: a conditional update). */
    creditedAt: tsz('credited_at'),
    /** The voucher both got (coupons: one per referral, assigned to the two customers). */
    couponId: integer('coupon_id'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referrals_referred_uq').on(t.referredId), index('referrals_referrer_idx').on(t.referrerId)],
);

/** Fìdaty loyalty cards. */
export const fidatyCards = pgTable(
  'fidaty_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    barcode: varchar('barcode', { length: 30 }).notNull(),
    type: text('type', { enum: LOYALTY_CARD_TYPES }).notNull(),
    /** Points balance. */
    saldo: integer('saldo').notNull().default(0),
    selected: boolean('selected').notNull().default(true),
    technical: boolean('technical').notNull().default(false),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fidaty_cards_barcode_uq').on(t.barcode), index('fidaty_cards_customer_idx').on(t.customerId)],
);

/**
 * Sessions. `id` is 32 random bytes in base64url (the MERCATO_SESSION cookie). A free visit has no
 * customer; a power guest carries the verified street and site; a logged session carries the customer.
 * The XSRF token is not stored: it is an HMAC of the id with the session secret.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    streetId: integer('street_id'),
    driveId: integer('drive_id'),
    pickupStoreId: integer('pickup_store_id'),
    site: text('site', { enum: SESSION_SITES }),
    createdAt: tsz('created_at').notNull().defaultNow(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    /**
     * Raised at the commit of any change to what the pages show of the session's shopper (their
     * profile, cards, messages, addresses, trolley and its items, slot losses: triggers of migration
     * 0011), so the page data kept for the session (services/own-cache/) is known to be current.
     */
    ownVersion: bigint('own_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Messages shown to a customer one by one after login, each marked read after confirmation. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MESSAGE_TYPES }).notNull().default('PROMO'),
    title: varchar('title', { length: 255 }).notNull(),
    /** Plain text, or sanitised HTML when htmlType is true. */
    text: text('text').notNull(),
    confirmButtonLabel: varchar('confirm_button_label', { length: 64 }).notNull().default('OK'),
    htmlType: boolean('html_type').notNull().default(false),
    htmlClass: varchar('html_class', { length: 64 }),
    redirectUrl: varchar('redirect_url', { length: 512 }),
    readAt: tsz('read_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_customer_idx').on(t.customerId, t.readAt)],
);

/**
 * Fixed-window counters (login failures per account and per client). One row per key; the window
 * restarts when it is older than the limit's window. Updated with one atomic upsert.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: varchar('key', { length: 255 }).primaryKey(),
  windowStart: tsz('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * The live slot streams open (GET slots/events), one row each: the limit per client address counts them
 * across every instance of the shop over one database (issue 33 point 7). Each instance renews its rows'
 * expiry with the streams' heartbeat and deletes a row when its stream ends; the rows of an instance that
 * died expire (services/slots/stream-leases.ts).
 */
export const slotEventStreams = pgTable(
  'slot_event_streams',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    client: varchar('client', { length: 255 }).notNull(),
    /** The instance (process) that holds the stream, so it renews and ends its own rows at once. */
    instance: varchar('instance', { length: 36 }).notNull(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('slot_event_streams_client_idx').on(t.client), index('slot_event_streams_instance_idx').on(t.instance)],
);

/** Entries sent by browsers through POST logger. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionId: varchar('session_id', { length: 64 }),
    customerId: integer('customer_id'),
    domainCode: varchar('domain_code', { length: 32 }),
    level: varchar('level', { length: 16 }).notNull().default('info'),
    message: text('message').notNull(),
    pagePath: varchar('page_path', { length: 512 }),
    clientInfo: jsonb('client_info'),
    data: jsonb('data'),
    loggedAt: tsz('logged_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
