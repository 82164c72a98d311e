// The subscription rules the other areas apply inside their own transactions (contracts subscriptions.ts
// gives the life of a subscription): the trolley's add refuses a plan the customer may not buy now, the
// checkout says so and, when the order is made, starts the subscription 'being activated'; an order
// replaced by a modification hands it on, a cancelled order cancels it. Each function takes the caller's
// handle: the trolley, the order or the checkout's rows are already locked by the caller (services/locks.ts
// lock order), and these rows refer to none of them, so they come last.
//
// "Held" (a second purchase refused): being activated, or active and still in force at `now` — an active
// one past its end counts no more even before settle() writes it SCADUTO (an open-ended one renewing
// automatically, or whose renewal is being charged, is held until its renewal, renewal.ts, extends it or
// lets it expire). The free delivery counts only a paid period: active and before its end (ADR 0056).
import { and, eq, gt, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { AppliedDeliveryPromotion, TrolleyException } from '@mercato/contracts';
import type { CheckoutProblem } from '@mercato/contracts/checkout';
import { subscriptions as texts } from '@mercato/contracts/i18n/it';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { trolleyItems } from '../../db/schema/commerce.ts';
import { customers } from '../../db/schema/platform.ts';
import { customerSubscriptions, subscriptionDeliveries, subscriptionPlans } from '../../db/schema/subscriptions.ts';
import { chargingNow } from './renewal.ts';

/** The product is a subscription plan's. */
export const isSubscriptionProduct = (p: { productType: string }) => p.productType === 'SUBSCRIPTION';

/** Held at `now`: being activated, or active and in force (see the header). */
export const heldAt = (now: Date) =>
  or(
    eq(customerSubscriptions.status, 'IN_ATTIVAZIONE'),
    and(
      eq(customerSubscriptions.status, 'ATTIVO'),
      or(
        gt(customerSubscriptions.endDate, now),
        and(eq(customerSubscriptions.autoRenewal, true), eq(customerSubscriptions.remainingCounter, -1)),
        chargingNow,
      ),
    ),
  );

/** The customer's subscription held at `now` (its order and plan's product), or undefined. */
export async function heldSubscription(db: Db | Tx, customerId: number, now: Date) {
  const [held] = await db
    .select({
      id: customerSubscriptions.id,
      orderId: customerSubscriptions.orderId,
      productId: subscriptionPlans.productId,
    })
    .from(customerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, customerSubscriptions.planId))
    .where(and(eq(customerSubscriptions.customerId, customerId), heldAt(now)))
    .limit(1);
  return held;
}

/** The customer may buy subscriptions (orders §6). */
export async function mayBuy(db: Db | Tx, customerId: number): Promise<boolean> {
  const [c] = await db
    .select({ allowed: customers.subscriptionsAllowed })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return c?.allowed === true;
}

/**
 * Why the customer cannot buy the subscription product `productId` with the trolley (or its edit for
 * `editingOrderId`) holding the products `inTrolley` now; null when they can. A visitor or a power guest
 * buys none (the spec's refusal); the subscription of the order being modified does not count (the
 * modification replaces it).
 */
export async function refusalText(
  db: Db | Tx,
  customerId: number | null,
  productId: number,
  inTrolley: { productId: number; productType: string }[],
  editingOrderId: number | null,
  now: Date,
): Promise<string | null> {
  if (customerId === null || !(await mayBuy(db, customerId))) return texts.notAllowed;
  if (inTrolley.some((l) => isSubscriptionProduct(l) && l.productId !== productId)) return texts.oneAtATime;
  const held = await heldSubscription(db, customerId, now);
  if (held && held.orderId !== editingOrderId) return texts.alreadyHeld;
  return null;
}

/** The trolley's add of a subscription product: the refusal as a trolley exception, or null. */
export async function trolleyRefusal(
  tx: Tx,
  customerId: number | null,
  p: { id: number; description: string },
  trolley: { id: number; editingOrderId: number | null },
  now: Date,
): Promise<TrolleyException | null> {
  const inTrolley = await tx
    .select({ productId: trolleyItems.productId, productType: products.productType })
    .from(trolleyItems)
    .innerJoin(products, eq(products.id, trolleyItems.productId))
    .where(eq(trolleyItems.trolleyId, trolley.id));
  const message = await refusalText(tx, customerId, p.id, inTrolley, trolley.editingOrderId, now);
  return message ? { code: 'SUBSCRIPTION_REFUSED', productId: p.id, description: p.description, message } : null;
}

/** The checkout's problem with the trolley's subscription lines, or null (none, or they may be bought). */
export async function checkoutProblem(
  db: Db | Tx,
  customerId: number,
  lines: { product: { id: number; productType: string } }[],
  editingOrderId: number | null,
  now: Date,
): Promise<CheckoutProblem | null> {
  const plans = lines.filter((l) => isSubscriptionProduct(l.product));
  if (plans.length === 0) return null;
  const inTrolley = lines.map((l) => ({ productId: l.product.id, productType: l.product.productType }));
  const first = plans[0]!.product.id;
  const message = await refusalText(db, customerId, first, inTrolley, editingOrderId, now);
  return message ? { code: 'SUBSCRIPTION_REFUSED', message, step: 'TROLLEY', productId: first } : null;
}

/**
 * Writes what time and the orders made of the customer's subscriptions (idempotent conditional updates):
 * one being activated whose order was delivered or picked up becomes active from that moment (never later
 * than now) for its plan's period; an active one past its end expires — unless it is open-ended with the
 * automatic renewal on, or its renewal is being charged: that one is the renewal's (renewal.ts, run by
 * the shop's timer, never here: a read charges nothing).
 */
export async function settle(db: Db | Tx, customerId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    update customer_subscriptions cs
    set status = 'ATTIVO',
        start_date = least(coalesce(o.delivered_at, o.slot_end_time), ${at}::timestamptz),
        end_date = least(coalesce(o.delivered_at, o.slot_end_time), ${at}::timestamptz) + p.period_days * interval '1 day',
        version = cs.version + 1,
        updated_at = ${at}::timestamptz
    from orders o, subscription_plans p
    where cs.customer_id = ${customerId} and cs.status = 'IN_ATTIVAZIONE'
      and o.id = cs.order_id and o.status in ('CONSEGNATO', 'RITIRATO') and p.id = cs.plan_id`);
  await db
    .update(customerSubscriptions)
    .set({ status: 'SCADUTO', version: sql`${customerSubscriptions.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(customerSubscriptions.customerId, customerId),
        eq(customerSubscriptions.status, 'ATTIVO'),
        sql`${customerSubscriptions.endDate} <= ${at}::timestamptz`,
        not(and(eq(customerSubscriptions.autoRenewal, true), eq(customerSubscriptions.remainingCounter, -1)) as SQL),
        not(chargingNow),
      ),
    );
}

/**
 * The order `orderId` just made (checkout/complete.ts, in its transaction): in edit-order mode the
 * subscription being activated with the replaced order `replacedId` follows the new order when it still
 * holds that plan, else it is cancelled; then every other plan line starts a subscription being
 * activated. Answers the problems that refuse the order (the caller rolls back): not permitted, or one
 * held already (the unique index decides a race of two checkouts).
 */
export async function startWithOrder(
  tx: Tx,
  customerId: number,
  orderId: number,
  replacedId: number | null,
  lines: { product: { id: number; productType: string } }[],
  now: Date,
): Promise<CheckoutProblem[]> {
  const planProducts = lines.filter((l) => isSubscriptionProduct(l.product)).map((l) => l.product.id);
  if (replacedId !== null) {
    const moving = await tx
      .select({ id: customerSubscriptions.id, productId: subscriptionPlans.productId })
      .from(customerSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, customerSubscriptions.planId))
      .where(and(eq(customerSubscriptions.orderId, replacedId), eq(customerSubscriptions.status, 'IN_ATTIVAZIONE')));
    for (const m of moving) {
      const kept = planProducts.includes(m.productId);
      await tx
        .update(customerSubscriptions)
        .set({
          ...(kept ? { orderId } : { status: 'ANNULLATO' as const }),
          version: sql`${customerSubscriptions.version} + 1`,
          updatedAt: now,
        })
        .where(eq(customerSubscriptions.id, m.id));
      if (kept) planProducts.splice(planProducts.indexOf(m.productId), 1);
    }
  }
  if (planProducts.length === 0) return [];
  const refuse = (message: string): CheckoutProblem[] => [
    { code: 'SUBSCRIPTION_REFUSED', message, step: 'TROLLEY', productId: planProducts[0] },
  ];
  if (!(await mayBuy(tx, customerId))) return refuse(texts.notAllowed);
  if (planProducts.length > 1) return refuse(texts.oneAtATime);
  await settle(tx, customerId, now);
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.productId, planProducts))
    .limit(1);
  if (!plan) return [];
  const made = await tx
    .insert(customerSubscriptions)
    .values({
      customerId,
      planId: plan.id,
      orderId,
      status: 'IN_ATTIVAZIONE',
      remainingCounter: plan.deliveries,
      // chosen: an open-ended plan starts renewing automatically (it is sold as continuous).
      autoRenewal: plan.deliveries === -1,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: customerSubscriptions.id });
  return made.length ? [] : refuse(texts.alreadyHeld);
}

/**
 * A cancelled order (order-edit/cancel.ts, in its transaction): its subscription being activated is
 * cancelled, and the free delivery a subscription gave it is given back.
 */
export async function cancelWithOrder(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(customerSubscriptions)
    .set({ status: 'ANNULLATO', version: sql`${customerSubscriptions.version} + 1`, updatedAt: now })
    .where(and(eq(customerSubscriptions.orderId, orderId), eq(customerSubscriptions.status, 'IN_ATTIVAZIONE')));
  const [used] = await tx
    .delete(subscriptionDeliveries)
    .where(eq(subscriptionDeliveries.orderId, orderId))
    .returning({ subscriptionId: subscriptionDeliveries.subscriptionId });
  if (used)
    await tx
      .update(customerSubscriptions)
      .set({
        remainingCounter: sql`${customerSubscriptions.remainingCounter} + 1`,
        version: sql`${customerSubscriptions.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(customerSubscriptions.id, used.subscriptionId), ne(customerSubscriptions.remainingCounter, -1)));
}

// ---- the free delivery ------------------------------------------------------------------------------

/**
 * A subscription gives a free delivery at `at`: active, within a paid period (its end is after `at`: an
 * open-ended one waiting for its renewal gives none until the renewal is paid), with a delivery left (or
 * open-ended).
 */
const givesDeliveryAt = (at: Date) =>
  and(
    eq(customerSubscriptions.status, 'ATTIVO'),
    ne(customerSubscriptions.remainingCounter, 0),
    gt(customerSubscriptions.endDate, at),
  );

/**
 * The free home delivery of the customer's subscription at `at`, as the trolley's price shows it (the
 * whole slot price off, in place of a delivery promotion), or null: none, or nothing to take off.
 */
export async function freeDeliveryOf(
  db: Db | Tx,
  customerId: number,
  slotPrice: number,
  at: Date,
): Promise<AppliedDeliveryPromotion | null> {
  if (slotPrice <= 0) return null;
  const [sub] = await db
    .select({ id: customerSubscriptions.id, name: subscriptionPlans.name })
    .from(customerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, customerSubscriptions.planId))
    .where(and(eq(customerSubscriptions.customerId, customerId), givesDeliveryAt(at)))
    .limit(1);
  return sub ? { id: sub.id, name: sub.name, discount: slotPrice, kind: 'SUBSCRIPTION' } : null;
}

/**
 * The order `orderId` takes the free delivery its trolley showed (checkout/complete.ts, in its
 * transaction): one delivery off the counter by a conditional update (none left, or no longer in force:
 * the problem that refuses the order), recorded for the order. In edit-order mode the replaced order's
 * free delivery moves to the new order instead (its delivery price is the replaced order's).
 */
export async function useFreeDelivery(
  tx: Tx,
  customerId: number,
  orderId: number,
  replacedId: number | null,
  applied: AppliedDeliveryPromotion | null | undefined,
  now: Date,
): Promise<CheckoutProblem[]> {
  if (replacedId !== null) {
    await tx.update(subscriptionDeliveries).set({ orderId }).where(eq(subscriptionDeliveries.orderId, replacedId));
    return [];
  }
  if (applied?.kind !== 'SUBSCRIPTION') return [];
  const [taken] = await tx
    .update(customerSubscriptions)
    .set({
      remainingCounter: sql`case when ${customerSubscriptions.remainingCounter} = -1 then -1 else ${customerSubscriptions.remainingCounter} - 1 end`,
      version: sql`${customerSubscriptions.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(customerSubscriptions.id, applied.id),
        eq(customerSubscriptions.customerId, customerId),
        givesDeliveryAt(now),
      ),
    )
    .returning({ id: customerSubscriptions.id });
  if (!taken) return [{ code: 'PRICE_CHANGED', message: texts.freeDeliveryGone, step: 'DELIVERY' }];
  await tx.insert(subscriptionDeliveries).values({ orderId, subscriptionId: taken.id, createdAt: now });
  return [];
}
