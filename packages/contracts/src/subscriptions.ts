// Subscriptions (orders §2 /abbonamento/status, §3 Subscription, §4 states, §6 permission; issue 40). The
// spec shows no call paths; ours are:
//
//   GET auth/subscriptions                               the page's state → SubscriptionStatus
//   PUT auth/subscriptions/{id}/autorenewal  AutoRenewalInput   the automatic renewal on or off → SubscriptionStatus
//
// A plan is bought as any product is: its SUBSCRIPTION product goes into the trolley (POST auth/trolley/item)
// and the order that holds it is confirmed through the checkout. The order's confirmation makes the
// customer's subscription 'being activated' (IN_ATTIVAZIONE, 'Stato' names the order); the order's delivery
// or pickup makes it active (ATTIVO) from that day. A cancelled order cancels it; a modified order (order
// edit) hands it to the order that replaces it, or cancels it when its line was taken out.
//
// chosen (the spec is silent): one subscription at a time per customer — a second one, of the same plan or
// of another, is refused while one is active or being activated (by the trolley's add, by the checkout
// and, last, by a unique index); the permission is a flag of the customer (subscriptionsAllowed); the
// automatic renewal is offered only for an open-ended plan (remainingCounter -1) once it is active, as
// the spec says, and such a plan starts with it on. Its renewal charges the plan's price to the first
// recurring payment of the order's address, else to the saved card that paid the order (ADR 0056): paid,
// the period is extended and listed in `renewals`; refused, the subscription expires with the renewal off
// and `renewalNotice` says why.
import * as z from 'zod/mini';

/** remainingCounter of an open-ended plan: free deliveries without a count, renewed every period. */
export const SUBSCRIPTION_OPEN_ENDED = -1;

/**
 * The spec's activeStatus. IN_ATTIVAZIONE: bought with an order not delivered yet; ATTIVO: in force;
 * SCADUTO: past its end (or its free deliveries used up) without renewal; ANNULLATO: its order was cancelled.
 */
export const SubscriptionActiveStatus = z.enum(['IN_ATTIVAZIONE', 'ATTIVO', 'SCADUTO', 'ANNULLATO']);
export type SubscriptionActiveStatus = z.infer<typeof SubscriptionActiveStatus>;

/** The plan's product as the trolley sells it (spec product: description, price, discountedPrice). */
export const SubscriptionProduct = z.object({
  productId: z.number(),
  description: z.string(),
  /** Integer cents. */
  price: z.number(),
  /** Integer cents while a promotion runs, else null. */
  discountedPrice: z.nullable(z.number()),
});
export type SubscriptionProduct = z.infer<typeof SubscriptionProduct>;

/** A plan the customer can buy (spec: code, name, desc, img, product, remainingCounter). */
export const SubscriptionPlan = z.object({
  code: z.string(),
  name: z.string(),
  desc: z.string(),
  img: z.string(),
  product: SubscriptionProduct,
  /** Free home deliveries it gives; -1: open-ended (no count, renewed every period). */
  remainingCounter: z.number(),
  /** Days of one period (the whole plan, or each renewal of an open-ended one). */
  periodDays: z.number(),
  /** The plan's terms, one paragraph per entry (the terms accordion). */
  terms: z.array(z.string()),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/** The order a subscription was bought with ('Stato' of one being activated names it). */
export const SubscriptionOrder = z.object({ orderId: z.number(), publicOrderId: z.string() });
export type SubscriptionOrder = z.infer<typeof SubscriptionOrder>;

/** A paid renewal of an open-ended subscription (ADR 0056): when, how much, on which card. */
export const SubscriptionRenewal = z.object({
  /** The first day of the period paid for, Rome 'dd/MM/yyyy'. */
  date: z.string(),
  /** Integer cents. */
  amount: z.number(),
  /** The card charged ('**** **** **** 1234'). */
  maskedPan: z.string(),
});
export type SubscriptionRenewal = z.infer<typeof SubscriptionRenewal>;

/** The customer's subscription (orders §3 Subscription). Dates are Rome 'dd/MM/yyyy', null until active. */
export const Subscription = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  desc: z.string(),
  img: z.string(),
  product: SubscriptionProduct,
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  /** In force now (activeStatus ATTIVO). */
  active: z.boolean(),
  activeStatus: SubscriptionActiveStatus,
  /** The Italian label of activeStatus ('Stato'). */
  statusLabel: z.string(),
  /** Free deliveries left; -1: open-ended. */
  remainingCounter: z.number(),
  autoRenewal: z.boolean(),
  /** The toggle is offered: active and open-ended (orders §4). */
  autoRenewalEditable: z.boolean(),
  order: z.nullable(SubscriptionOrder),
  /** The paid renewals of an open-ended one, newest first (the page's 'Rinnovi addebitati'). */
  renewals: z.array(SubscriptionRenewal),
  /** Bumped by every change (the toggle's answer is never older than the page). */
  version: z.number(),
});
export type Subscription = z.infer<typeof Subscription>;

/** GET auth/subscriptions and the answer of every change. */
export const SubscriptionStatus = z.object({
  /** The customer may buy subscriptions (orders §6); false: 'Spiacente, non sei autorizzato…'. */
  allowed: z.boolean(),
  /** The subscription active or being activated, null when none. */
  current: z.nullable(Subscription),
  /**
   * Why the last subscription ended: its automatic renewal was refused (the card, or none), in Italian;
   * null otherwise, and once another subscription is held.
   */
  renewalNotice: z.nullable(z.string()),
  /** The plans on sale, in the shop's order. */
  plans: z.array(SubscriptionPlan),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** PUT auth/subscriptions/{id}/autorenewal: the state wanted (setting it twice changes nothing more). */
export const AutoRenewalInput = z.object({ autoRenewal: z.boolean() });
export type AutoRenewalInput = z.infer<typeof AutoRenewalInput>;

/** The automatic renewal can be changed: the subscription is active and open-ended (orders §4). */
export const autoRenewalEditable = (s: { activeStatus: SubscriptionActiveStatus; remainingCounter: number }) =>
  s.activeStatus === 'ATTIVO' && s.remainingCounter === SUBSCRIPTION_OPEN_ENDED;

/** Active or being activated: the customer holds it (a second one is refused). */
export const HELD_SUBSCRIPTION_STATUSES = [
  'IN_ATTIVAZIONE',
  'ATTIVO',
] as const satisfies readonly SubscriptionActiveStatus[];
