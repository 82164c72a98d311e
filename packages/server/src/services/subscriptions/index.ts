// 'Abbonamenti' (orders §2 /abbonamento/status, §3 Subscription, §4 states, §6 permission; issue 40): the
// customer's subscription active or being activated, the plans on sale and the automatic renewal. Buying
// is the trolley's and the checkout's (rules.ts holds what they apply); contracts subscriptions.ts tells
// the life of a subscription. Only the customer's own: another customer's subscription is 404, as one
// that does not exist.
//
// Every answer first settles what time and the orders made of the customer's subscriptions (rules.ts
// settle: a delivered order's subscription becomes active, a past end expires), so the page and the API
// never show a state the next purchase would not see. Reading never renews: the renewal of an open-ended
// one charges a card, and is the timer's (start(); renewal.ts, ADR 0056).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatDate } from '@mercato/contracts/format/date';
import { subscriptions as texts } from '@mercato/contracts/i18n/it';
import { productPicture } from '@mercato/contracts/pictures';
import {
  type AutoRenewalInput,
  autoRenewalEditable,
  type Subscription,
  type SubscriptionActiveStatus,
  type SubscriptionPlan,
  type SubscriptionProduct,
  type SubscriptionStatus,
} from '@mercato/contracts/subscriptions';
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orders } from '../../db/schema/commerce.ts';
import { customerSubscriptions, subscriptionPlans } from '../../db/schema/subscriptions.ts';
import { alert, notFound } from '../../errors.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { TrolleyOwner } from '../owner.ts';
import { priceLine } from '../pricing.ts';
import type { Session } from '../sessions/index.ts';
import { activePromotions } from '../trolley/rows.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { paidRenewals, type RenewalContext, renewalNotice, renewDue } from './renewal.ts';
import { heldAt, mayBuy, settle } from './rules.ts';

export interface SubscriptionsContext extends RenewalContext {
  /** How often the renewal timer runs (config.subscriptions). */
  renewalIntervalMs: number;
  /** The process's renewal timer and its round in progress. */
  state: { timer?: ReturnType<typeof setInterval>; renewing: Promise<unknown> | null; closed: boolean };
}

/** The subscriptions' context of a shop: no timer yet (start() starts it). */
export function subscriptionsContext(
  db: Db,
  config: ShopConfig,
  deps: { now: () => Date; provider: PaymentProvider; transports: OutboxTransports },
): SubscriptionsContext {
  return {
    db,
    ...deps,
    renewalIntervalMs: config.subscriptions.renewalIntervalMs,
    state: { renewing: null, closed: false },
  };
}

type PlanRow = typeof subscriptionPlans.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** The plans' products as the trolley prices them for this owner now (promotions of its navigation). */
async function productsOf(
  ctx: SubscriptionsContext,
  owner: TrolleyOwner,
  rows: ProductRow[],
): Promise<Map<number, SubscriptionProduct>> {
  const promos = await activePromotions(
    ctx.db,
    rows.map((p) => p.id),
    owner.navigation,
    ctx.now(),
  );
  return new Map(
    rows.map((p) => {
      const priced = priceLine(p.priceCents, 1, promos.get(p.id) ?? [], { hasFidatyCard: owner.hasFidatyCard });
      return [
        p.id,
        {
          productId: p.id,
          description: p.description,
          price: p.priceCents,
          discountedPrice: priced.discountedQuantityAwarePrice,
        },
      ];
    }),
  );
}

const paragraphs = (terms: string[]) => terms.map((p) => p.trim()).filter(Boolean);
const pictureOf = (p: ProductRow) =>
  productPicture({ imagePath: p.imagePath, description: p.description, brand: p.brand }).medium;

function planOf(plan: PlanRow, product: ProductRow, priced: SubscriptionProduct): SubscriptionPlan {
  return {
    code: plan.code,
    name: plan.name,
    desc: plan.description,
    img: pictureOf(product),
    product: priced,
    remainingCounter: plan.deliveries,
    periodDays: plan.periodDays,
    terms: paragraphs(plan.terms),
  };
}

async function statusOf(ctx: SubscriptionsContext, owner: TrolleyOwner): Promise<SubscriptionStatus> {
  const { db } = ctx;
  const customerId = owner.customerId as number;
  const now = ctx.now();
  await settle(db, customerId, now);
  const [held] = await db
    .select({ sub: customerSubscriptions, publicOrderId: orders.publicOrderId })
    .from(customerSubscriptions)
    .innerJoin(orders, eq(orders.id, customerSubscriptions.orderId))
    .where(and(eq(customerSubscriptions.customerId, customerId), heldAt(now)))
    .limit(1);
  const onSale = await db
    .select({ plan: subscriptionPlans, product: products })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(and(eq(subscriptionPlans.onSale, true), eq(products.active, true)))
    .orderBy(asc(subscriptionPlans.orderNo), asc(subscriptionPlans.id));
  const heldPlan = held
    ? (
        await db
          .select({ plan: subscriptionPlans, product: products })
          .from(subscriptionPlans)
          .innerJoin(products, eq(products.id, subscriptionPlans.productId))
          .where(eq(subscriptionPlans.id, held.sub.planId))
      )[0]
    : undefined;
  const rows = [...onSale, ...(heldPlan ? [heldPlan] : [])];
  const priced = await productsOf(ctx, owner, [...new Map(rows.map((r) => [r.product.id, r.product])).values()]);
  let current: Subscription | null = null;
  if (held && heldPlan) {
    const s = held.sub;
    const status = s.status as SubscriptionActiveStatus;
    current = {
      id: s.id,
      code: heldPlan.plan.code,
      name: heldPlan.plan.name,
      desc: heldPlan.plan.description,
      img: pictureOf(heldPlan.product),
      product: priced.get(heldPlan.product.id) as SubscriptionProduct,
      startDate: s.startDate ? formatDate(s.startDate) : null,
      endDate: s.endDate ? formatDate(s.endDate) : null,
      active: status === 'ATTIVO',
      activeStatus: status,
      statusLabel: texts.statuses[status],
      remainingCounter: s.remainingCounter,
      autoRenewal: s.autoRenewal,
      autoRenewalEditable: autoRenewalEditable({ activeStatus: status, remainingCounter: s.remainingCounter }),
      order: { orderId: s.orderId, publicOrderId: held.publicOrderId },
      renewals: await paidRenewals(db, s.id),
      version: s.version,
    };
  }
  return {
    allowed: await mayBuy(db, customerId),
    current,
    renewalNotice: current ? null : await renewalNotice(db, customerId),
    plans: onSale.map((r) => planOf(r.plan, r.product, priced.get(r.product.id) as SubscriptionProduct)),
  };
}

/** GET auth/subscriptions (and the page): the subscription held, the plans on sale, the permission. */
export async function status(ctx: SubscriptionsContext, session: Session | null): Promise<SubscriptionStatus> {
  return statusOf(ctx, await customerOwnerOf(ctx.db, session));
}

/**
 * PUT auth/subscriptions/{id}/autorenewal {autoRenewal}: the automatic renewal of the customer's own
 * subscription set, only while it is active and open-ended (else 409 with the reason, nothing changed).
 * One conditional update: setting the state it has already changes nothing and answers the same.
 */
export async function setAutoRenewal(
  ctx: SubscriptionsContext,
  session: Session | null,
  id: number,
  input: AutoRenewalInput,
): Promise<SubscriptionStatus> {
  const owner = await customerOwnerOf(ctx.db, session);
  const customerId = owner.customerId as number;
  const now = ctx.now();
  await settle(ctx.db, customerId, now);
  const [row] = await ctx.db
    .select({ status: customerSubscriptions.status, remainingCounter: customerSubscriptions.remainingCounter })
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.id, id), eq(customerSubscriptions.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound(texts.notFound);
  if (!autoRenewalEditable({ activeStatus: row.status, remainingCounter: row.remainingCounter }))
    throw alert(409, texts.autoRenewalNotEditable);
  await ctx.db
    .update(customerSubscriptions)
    .set({
      autoRenewal: input.autoRenewal,
      version: sql`${customerSubscriptions.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(customerSubscriptions.id, id),
        eq(customerSubscriptions.customerId, customerId),
        inArray(customerSubscriptions.status, ['ATTIVO']),
        eq(customerSubscriptions.remainingCounter, -1),
        sql`${customerSubscriptions.autoRenewal} is distinct from ${input.autoRenewal}`,
      ),
    );
  return statusOf(ctx, owner);
}

// The renewals due now (of one customer when given), the timer's work: as renewal.ts has it.
export { renewDue } from './renewal.ts';

/** On the shop's start: the renewal timer (every instance runs one; a period is charged once). */
export function start(ctx: SubscriptionsContext): void {
  const { state } = ctx;
  state.timer = setInterval(() => {
    if (state.renewing || state.closed) return;
    state.renewing = renewDue(ctx)
      .catch((err: unknown) => {
        if (!state.closed) console.error('[mercato] subscription renewal failed:', err);
      })
      .finally(() => {
        state.renewing = null;
      });
  }, ctx.renewalIntervalMs);
  state.timer.unref();
}

/** On the shop's close (before the database's): the timer stopped, its round finished. */
export async function close(ctx: SubscriptionsContext): Promise<void> {
  ctx.state.closed = true;
  clearInterval(ctx.state.timer);
  await ctx.state.renewing;
}
