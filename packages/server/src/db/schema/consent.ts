// Cookie consent and first-party analytics (issue 36): the cookie policy's published versions, the
// consent records (append-only: the shop's proof of each decision), the collector's events and the count
// of the calls it refused. The cookie centre's sections are content.ts's cookie_sections.
import {
  bigint,
  date,
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
import { COOKIE_CHANNELS } from './content.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The cookie policy's versions as the back office publishes them: for one navigation, or for all (null).
 * The version in force is the one published last (and not in the future); none: the initial version.
 */
export const cookiePolicies = pgTable(
  'cookie_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    navigation: text('navigation', { enum: NAVIGATIONS }),
    version: varchar('version', { length: 32 }).notNull(),
    publishedAt: tsz('published_at').notNull().defaultNow(),
  },
  (t) => [index('cookie_policies_nav_idx').on(t.navigation, t.publishedAt)],
);

/**
 * One decision of a visitor (anonymous id) or customer: never updated or deleted (a trigger refuses it,
 * migration 0021), so the shop can prove what was accepted, when, under which policy.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    anonymousId: varchar('anonymous_id', { length: 64 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    channel: text('channel', { enum: COOKIE_CHANNELS }).notNull(),
    policyVersion: varchar('policy_version', { length: 32 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    categories: jsonb('categories').$type<Record<string, boolean>>().notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_customer_idx').on(t.customerId, t.createdAt),
    index('consent_records_anonymous_idx').on(t.anonymousId, t.createdAt),
  ],
);

/** The first-party collector's events (analytics accepted in the browser; never the pharmacy domain). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    anonymousId: varchar('anonymous_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    url: varchar('url', { length: 400 }).notNull(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    occurredAt: tsz('occurred_at').notNull(),
    receivedAt: tsz('received_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_received_idx').on(t.receivedAt, t.type)],
);

/** Calls the collector refused (bad or oversized), counted per day (Rome) and reason; never stored. */
export const analyticsRejections = pgTable(
  'analytics_rejections',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_rejections_uq').on(t.day, t.reason)],
);
