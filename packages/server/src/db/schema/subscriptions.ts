// Subscriptions (issue 40; orders §2 /abbonamento/status, §3 Subscription, §4, §6): the plans on sale, each
// sold as a SUBSCRIPTION product of the catalogue (so the trolley and the checkout sell it as any other
// product), and the customers' subscriptions bought with an order. The rules are in services/subscriptions.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SubscriptionActiveStatus } from '@mercato/contracts/subscriptions';
import { enumValues } from '@mercato/contracts';
import { products } from './catalogue.ts';
import { orders } from './commerce.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SUBSCRIPTION_STATUSES = enumValues(SubscriptionActiveStatus);

/** A plan on sale (spec code, name, desc, img via its product; the terms of the page's accordion). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    /** The SUBSCRIPTION product the trolley sells (its description, price and promotions). */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 512 }).notNull(),
    /** Free home deliveries it gives (the subscription's starting remainingCounter); -1: open-ended. */
    deliveries: integer('deliveries').notNull(),
    /** Days of the plan, or of each renewal period of an open-ended plan. */
    periodDays: integer('period_days').notNull(),
    /** The terms, one paragraph per entry (plain text: the page writes each as a paragraph). */
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
    /** Place on the page. */
    orderNo: integer('order_no').notNull().default(0),
    /** Offered on the page; a plan withdrawn stays for the subscriptions bought with it. */
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [
    uniqueIndex('subscription_plans_code_uq').on(t.code),
    uniqueIndex('subscription_plans_product_uq').on(t.productId),
    check('subscription_plans_deliveries_ck', sql`${t.deliveries} = -1 or ${t.deliveries} > 0`),
    check('subscription_plans_period_ck', sql`${t.periodDays} > 0`),
  ],
);

/**
 * A customer's subscription, bought with an order (order_id: the order holding its line; an order
 * modified hands it to the order replacing it). start and end are set when it becomes active (the
 * order's delivery); an open-ended one's end is the end of its current period. One held (IN_ATTIVAZIONE
 * or ATTIVO) per customer: the partial unique index is the last word on a second purchase.
 */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startDate: tsz('start_date'),
    endDate: tsz('end_date'),
    /** Free deliveries left; -1: open-ended. */
    remainingCounter: integer('remaining_counter').notNull(),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    /** Bumped by every change. */
    version: integer('version').notNull().default(0),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_subscriptions_held_uq')
      .on(t.customerId)
      .where(sql`${t.status} in ('IN_ATTIVAZIONE', 'ATTIVO')`),
    index('customer_subscriptions_customer_idx').on(t.customerId, t.createdAt),
    index('customer_subscriptions_order_idx').on(t.orderId),
    check('customer_subscriptions_remaining_ck', sql`${t.remainingCounter} >= -1`),
  ],
);

/**
 * The free delivery a subscription gave an order (its slot price taken off): one per order. A cancelled
 * order gives it back (the counter goes up again unless open-ended); an order replaced by a modification
 * hands it to the order replacing it.
 */
export const subscriptionDeliveries = pgTable(
  'subscription_deliveries',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => customerSubscriptions.id),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscription_deliveries_subscription_idx').on(t.subscriptionId)],
);
