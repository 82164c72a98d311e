// Subscriptions (issue 40; orders §2 /abbonamento/status, §3 Subscription, §4, §6): the plans on sale, each
// sold as a SUBSCRIPTION product of the catalogue (so the trolley and the checkout sell it as any other
// product), and the customers' subscriptions bought with an order. The rules are in services/subscriptions.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SubscriptionActiveStatus } from '@mercato/contracts/subscriptions';
import { enumValues } from '@mercato/contracts';
import { products } from './catalogue.ts';
import { wallets } from './checkout.ts';
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
    /**
     * The saved card that paid its order online (chosen at the checkout, or remembered with that payment):
     * the renewal's card when the order's address has no recurring payment (ADR 0056). Null: paid at
     * delivery, or with a card not saved.
     */
    paidWithWalletId: integer('paid_with_wallet_id').references(() => wallets.id),
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

export const RENEWAL_STATUSES = ['CHARGING', 'PAID', 'REFUSED'] as const;

/**
 * The renewal of an open-ended subscription for one period (ADR 0056): one row per subscription and period
 * start (the unique index), so a retried renewal, a second instance of the shop or a concurrent run charges
 * once. CHARGING while the provider is asked (the row's id is the charge's idempotency key: asked again
 * after a crash, the provider answers the first charge); PAID extends the subscription by the period;
 * REFUSED (the card refused, or no card: wallet_id null) lets it expire with the automatic renewal off.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => customerSubscriptions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The period paid for: it starts at the subscription's end before the renewal. */
    periodStart: tsz('period_start').notNull(),
    periodEnd: tsz('period_end').notNull(),
    /** Integer cents: the plan product's price at the renewal. */
    amountCents: integer('amount_cents').notNull(),
    /** The card charged (or tried); null: none to charge. */
    walletId: integer('wallet_id').references(() => wallets.id),
    status: text('status', { enum: RENEWAL_STATUSES }).notNull(),
    /** The payment provider and its reference of the charge. */
    provider: varchar('provider', { length: 32 }),
    providerRef: varchar('provider_ref', { length: 128 }),
    /** Why it was refused (the provider's words, in Italian), shown on the subscription page. */
    message: varchar('message', { length: 512 }),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_renewals_period_uq').on(t.subscriptionId, t.periodStart),
    index('subscription_renewals_customer_idx').on(t.customerId, t.createdAt),
    check('subscription_renewals_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);
