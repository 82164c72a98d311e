// The renewal of an open-ended subscription (ADR 0056; ADR 0050 renewed it without a charge): when its
// paid period ends and its automatic renewal is on, the plan's price is charged to a saved card and the
// subscription is extended by one period; refused (or no card), it expires with the renewal switched off
// and the page says why. Run by the shop's timer (start() in index.ts, as the slots' expiry sweep) and by
// nothing else: reading the page or the trolley never charges a card.
//
// The card (chosen, ADR 0056): the first recurring payment (ADR 0051) of the address of the order the
// subscription came with, else the saved card that paid that order (chosen at the checkout or remembered
// with the payment: customer_subscriptions.paid_with_wallet_id); a card of the shop's current provider,
// not forgotten. The amount: the plan product's list price at the renewal.
//
// Once per period, whatever runs it: each renewal is three short steps, none holding a lock across the
// provider's call.
//   1. claim (a transaction): the subscription row FOR UPDATE, still due; the period's row inserted
//      CHARGING (subscription_renewals, unique per subscription and period start: a second instance or a
//      retry finds it) — or, with no card, REFUSED at once;
//   2. charge (no transaction): provider.charge() with the row's id as the idempotency key, so a claim
//      found CHARGING (its instance died after the claim, or another instance is charging now) is asked
//      again and answered the same charge;
//   3. record (a transaction): the subscription row FOR UPDATE, then the renewal row by a conditional
//      update (CHARGING → PAID or REFUSED; the one that changes it writes the rest): PAID extends the
//      subscription from the period's start (conditional on its end still being that start), REFUSED
//      lets it expire; each writes its e-mail to the outbox in the same transaction.
// Lock order: the subscription row, then its renewal rows (the same in the three steps and in settle()).
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { formatDate } from '@mercato/contracts/format/date';
import { formatPrice } from '@mercato/contracts/format/price';
import { subscriptions as texts, t } from '@mercato/contracts/i18n/it';
import type { SubscriptionRenewal } from '@mercato/contracts/subscriptions';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { addressRecurringPayments, wallets } from '../../db/schema/checkout.ts';
import { orders } from '../../db/schema/commerce.ts';
import { customers } from '../../db/schema/platform.ts';
import { customerSubscriptions, subscriptionPlans, subscriptionRenewals } from '../../db/schema/subscriptions.ts';
import { escapeHtml } from '../../html.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';

const DAY_MS = 86_400_000;

/** A provider's reason inside a sentence ('La carta è scaduta' → 'la carta è scaduta'). */
const inSentence = (reason: string) => reason.charAt(0).toLowerCase() + reason.slice(1);

export interface RenewalContext {
  db: Db;
  now: () => Date;
  provider: PaymentProvider;
  transports: OutboxTransports;
}

type SubscriptionRow = typeof customerSubscriptions.$inferSelect;
type RenewalRow = typeof subscriptionRenewals.$inferSelect;

const cs = customerSubscriptions;
const sr = subscriptionRenewals;

/** A renewal of the subscription's current period is being charged (a claim not recorded yet). */
export const chargingNow = sql`exists (select 1 from ${sr} where ${sr.subscriptionId} = ${cs.id}
  and ${sr.periodStart} = ${cs.endDate} and ${sr.status} = 'CHARGING')`;

/**
 * Due for renewal at `at`: active, open-ended, its paid period ended, with the automatic renewal on — or
 * a charge of this period already under way (switched off meanwhile, the charge is still recorded).
 */
const dueAt = (at: Date) =>
  and(
    eq(cs.status, 'ATTIVO'),
    eq(cs.remainingCounter, -1),
    lte(cs.endDate, at),
    or(eq(cs.autoRenewal, true), chargingNow),
  );

/** The idempotency key of a renewal's charge. */
const chargeKey = (renewalId: number) => `subscription-renewal-${renewalId}`;

/** The card to charge for the subscription (see the header), or undefined. */
async function renewalCard(tx: Tx, sub: SubscriptionRow, provider: string) {
  const usable = and(eq(wallets.customerId, sub.customerId), isNull(wallets.deletedAt), eq(wallets.provider, provider));
  const [linked] = await tx
    .select({ id: wallets.id, token: wallets.providerToken })
    .from(orders)
    .innerJoin(addressRecurringPayments, eq(addressRecurringPayments.deliveryAddressId, orders.deliveryAddressId))
    .innerJoin(wallets, eq(wallets.id, addressRecurringPayments.walletId))
    .where(and(eq(orders.id, sub.orderId), eq(addressRecurringPayments.customerId, sub.customerId), usable))
    .orderBy(asc(addressRecurringPayments.id))
    .limit(1);
  if (linked) return linked;
  if (sub.paidWithWalletId === null) return undefined;
  const [paid] = await tx
    .select({ id: wallets.id, token: wallets.providerToken })
    .from(wallets)
    .where(and(eq(wallets.id, sub.paidWithWalletId), usable))
    .limit(1);
  return paid;
}

/** The e-mail of a renewal charged or refused, to the customer (not to a deleted account). */
async function queueRenewalEmail(
  tx: Tx,
  transports: OutboxTransports,
  sub: SubscriptionRow,
  renewal: RenewalRow,
  planName: string,
) {
  const [customer] = await tx
    .select({ email: customers.email, forename: customers.forename })
    .from(customers)
    .where(and(eq(customers.id, sub.customerId), isNull(customers.deletedAt)))
    .limit(1);
  if (!customer) return;
  const paid = renewal.status === 'PAID';
  let card = '';
  if (paid && renewal.walletId !== null) {
    const [w] = await tx.select({ maskedPan: wallets.maskedPan }).from(wallets).where(eq(wallets.id, renewal.walletId));
    card = w?.maskedPan ?? '';
  }
  const body = paid
    ? t(texts.emailRenewedText, {
        name: planName,
        end: formatDate(renewal.periodEnd),
        amount: formatPrice(renewal.amountCents),
        card,
      })
    : t(texts.emailRefusedText, {
        name: planName,
        date: formatDate(renewal.periodStart),
        reason: inSentence(renewal.message ?? texts.renewalNoCard),
      });
  const lines = [t(texts.emailGreeting, { name: customer.forename }), body, texts.emailClosing];
  await queueMessage(tx, transports, {
    channel: 'EMAIL',
    kind: paid ? 'SUBSCRIPTION_RENEWED' : 'SUBSCRIPTION_RENEWAL_REFUSED',
    customerId: sub.customerId,
    recipient: customer.email,
    subject: t(paid ? texts.emailRenewedSubject : texts.emailRefusedSubject, { name: planName }),
    bodyText: lines.join('\n\n'),
    bodyHtml: `<!doctype html><html lang="it"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  });
}

/** A refused renewal: the subscription expires at the end of its paid period, its renewal off. */
async function lapse(tx: Tx, ctx: RenewalContext, sub: SubscriptionRow, renewal: RenewalRow, planName: string) {
  const [ended] = await tx
    .update(cs)
    .set({ status: 'SCADUTO', autoRenewal: false, version: sql`${cs.version} + 1`, updatedAt: ctx.now() })
    .where(and(eq(cs.id, sub.id), eq(cs.status, 'ATTIVO'), eq(cs.endDate, renewal.periodStart)))
    .returning({ id: cs.id });
  if (ended) await queueRenewalEmail(tx, ctx.transports, sub, renewal, planName);
}

interface Claim {
  renewal: RenewalRow;
  token: string;
  planName: string;
}

/**
 * Step 1: the period claimed (CHARGING, to charge), 'lapsed' (no card: refused at once, the subscription
 * expired by this call), or null (not due any more, or decided by another run).
 */
async function claim(ctx: RenewalContext, subscriptionId: number, at: Date): Promise<Claim | 'lapsed' | null> {
  return ctx.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(cs)
      .where(and(eq(cs.id, subscriptionId), dueAt(at)))
      .for('update');
    if (!sub?.endDate) return null;
    const [plan] = await tx
      .select({ name: subscriptionPlans.name, periodDays: subscriptionPlans.periodDays, price: products.priceCents })
      .from(subscriptionPlans)
      .innerJoin(products, eq(products.id, subscriptionPlans.productId))
      .where(eq(subscriptionPlans.id, sub.planId));
    if (!plan) return null;
    const [existing] = await tx
      .select()
      .from(sr)
      .where(and(eq(sr.subscriptionId, sub.id), eq(sr.periodStart, sub.endDate)))
      .for('update');
    if (existing) {
      if (existing.status === 'REFUSED') await lapse(tx, ctx, sub, existing, plan.name);
      if (existing.status !== 'CHARGING' || existing.walletId === null) return null;
      // A charge never recorded: asked again with its key (the provider answers the first charge).
      const [w] = await tx
        .select({ token: wallets.providerToken })
        .from(wallets)
        .where(eq(wallets.id, existing.walletId));
      return w ? { renewal: existing, token: w.token, planName: plan.name } : null;
    }
    const card = await renewalCard(tx, sub, ctx.provider.name);
    const [renewal] = await tx
      .insert(sr)
      .values({
        subscriptionId: sub.id,
        customerId: sub.customerId,
        periodStart: sub.endDate,
        periodEnd: new Date(sub.endDate.getTime() + plan.periodDays * DAY_MS),
        amountCents: plan.price,
        walletId: card?.id ?? null,
        status: card ? 'CHARGING' : 'REFUSED',
        provider: ctx.provider.name,
        message: card ? null : texts.renewalNoCard,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!renewal) return null;
    if (!card) {
      await lapse(tx, ctx, sub, renewal, plan.name);
      return 'lapsed';
    }
    return { renewal, token: card.token, planName: plan.name };
  });
}

/** Step 3: the charge's answer recorded once; answers whether this call recorded it. */
async function record(
  ctx: RenewalContext,
  c: Claim,
  result: { status: 'APPROVED' | 'REFUSED'; providerRef: string; message: string },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(cs).where(eq(cs.id, c.renewal.subscriptionId)).for('update');
    if (!sub) return false;
    const paid = result.status === 'APPROVED';
    const [done] = await tx
      .update(sr)
      .set({
        status: paid ? 'PAID' : 'REFUSED',
        providerRef: result.providerRef.slice(0, 128),
        message: paid ? null : result.message.slice(0, 512),
        updatedAt: ctx.now(),
      })
      .where(and(eq(sr.id, c.renewal.id), eq(sr.status, 'CHARGING')))
      .returning();
    if (!done) return false;
    if (!paid) {
      await lapse(tx, ctx, sub, done, c.planName);
      return true;
    }
    // Paid: one more period from the start of the one paid for (a renewal late by a few minutes loses
    // the customer nothing), whatever the switch says now (the period is paid).
    await tx
      .update(cs)
      .set({ endDate: done.periodEnd, version: sql`${cs.version} + 1`, updatedAt: ctx.now() })
      .where(and(eq(cs.id, sub.id), eq(cs.status, 'ATTIVO'), eq(cs.endDate, done.periodStart)));
    await queueRenewalEmail(tx, ctx.transports, sub, done, c.planName);
    return true;
  });
}

/**
 * Renews the subscription `subscriptionId` if it is due at the context's now: one period charged, or the
 * subscription expired (refused, no card). Answers whether this call decided a renewal. Safe to run
 * twice, at once, or after a crash: the period is charged once.
 */
export async function renewSubscription(ctx: RenewalContext, subscriptionId: number): Promise<boolean> {
  const at = ctx.now();
  const c = await claim(ctx, subscriptionId, at);
  if (c === null || c === 'lapsed') return c === 'lapsed';
  const result = await ctx.provider.charge(
    {
      key: chargeKey(c.renewal.id),
      token: c.token,
      amountCents: c.renewal.amountCents,
      description: t(texts.renewalChargeDescription, { name: c.planName }),
      customerId: c.renewal.customerId,
      at,
    },
    ctx.db,
  );
  return record(ctx, c, result);
}

/**
 * The timer's work: every subscription due for renewal now (of one customer when given), oldest first,
 * at most `limit` a round (the next round takes the rest). Answers how many this call decided.
 */
export async function renewDue(ctx: RenewalContext, opts: { customerId?: number; limit?: number } = {}) {
  const due = await ctx.db
    .select({ id: cs.id })
    .from(cs)
    .where(and(dueAt(ctx.now()), opts.customerId === undefined ? undefined : eq(cs.customerId, opts.customerId)))
    .orderBy(asc(cs.id))
    .limit(opts.limit ?? 100);
  let decided = 0;
  for (const { id } of due) if (await renewSubscription(ctx, id)) decided++;
  return decided;
}

/** The paid renewals of a subscription, newest first (the page's list). */
export async function paidRenewals(db: Db | Tx, subscriptionId: number): Promise<SubscriptionRenewal[]> {
  const rows = await db
    .select({ periodStart: sr.periodStart, amount: sr.amountCents, maskedPan: wallets.maskedPan })
    .from(sr)
    .innerJoin(wallets, eq(wallets.id, sr.walletId))
    .where(and(eq(sr.subscriptionId, subscriptionId), eq(sr.status, 'PAID')))
    .orderBy(desc(sr.periodStart));
  return rows.map((r) => ({ date: formatDate(r.periodStart), amount: r.amount, maskedPan: r.maskedPan }));
}

/**
 * Why the customer's last subscription ended, when its renewal was refused (the page's notice), or null:
 * none, another one since, or it ended otherwise.
 */
export async function renewalNotice(db: Db | Tx, customerId: number): Promise<string | null> {
  const [last] = await db
    .select({ id: cs.id, status: cs.status, name: subscriptionPlans.name })
    .from(cs)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, cs.planId))
    .where(eq(cs.customerId, customerId))
    .orderBy(desc(cs.id))
    .limit(1);
  if (last?.status !== 'SCADUTO') return null;
  const [refused] = await db
    .select({ periodStart: sr.periodStart, message: sr.message })
    .from(sr)
    .where(and(eq(sr.subscriptionId, last.id), eq(sr.status, 'REFUSED')))
    .orderBy(desc(sr.periodStart))
    .limit(1);
  if (!refused) return null;
  return t(texts.renewalRefusedNotice, {
    name: last.name,
    date: formatDate(refused.periodStart),
    reason: inSentence(refused.message ?? texts.renewalNoCard),
  });
}
