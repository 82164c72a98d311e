// Completing a checkout: the one transaction that makes the order. The caller (confirm.ts) has locked the
// trolley row FOR UPDATE (step 1 of the house lock order, services/locks.ts) and read the checkout in
// this transaction (state.ts), with prices and promotions recomputed by the trolley's own computation.
// Here, in order:
//   - stock is taken line by line in product order with a conditional update
//     (`available_quantity >= q`): a shortfall throws Refused, and the whole transaction rolls back;
//   - the order keeps the place the trolley held: delivery_slots.booked is left as it is (the place is
//     now the order's), and trolleys.slot_id / slot_reserved_until are cleared so the expiry sweep
//     (slots/expiry.ts, which only looks at OPEN trolleys with a hold) can never give it back;
//   - the order, its lines (substitute accepted, gift message), notes, gift and invoice snapshots;
//   - the trolley becomes ORDERED (its version is kept, so a second tab's confirmation is recognised);
//     the shopper's next add opens a new empty trolley;
//   - loyalty points on the Fìdaty card; the confirmation e-mail queued in the outbox;
//   - a subscription plan's line starts the customer's subscription 'being activated' with this order
//     (services/subscriptions/rules.ts), or refuses the order when one is held already; the free delivery
//     of the customer's subscription the trolley showed takes one delivery off its counter.
// In edit-order mode (the trolley's editing_order_id, services/order-edit/edit.ts) the order REPLACES the
// one modified: that order is locked first (after the trolley: the orders area's lock order,
// order-edit/common.ts) with the orders linked to it, and refused (ORDER_EDIT_CLOSED) when it is no
// longer IN_LAVORAZIONE or passed its content cut-off meanwhile; the stock moves by the difference between
// the new lines and the old ones; the new order keeps the old one's slot (its place in
// delivery_slots.booked: counted once), address, delivery price, cut-offs and link; the old one becomes
// SOSTITUITO with replaced_by_order_id, the new one has replaces_order_id, orders linked to the old one
// follow the new one, the loyalty points move by the difference, and a subscription being activated with
// the old order follows the new one (cancelled when its line was taken out), as does its free delivery.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PaymentStatus, PaymentType } from '@mercato/contracts';
import type { CheckoutProblem } from '@mercato/contracts/checkout';
import { orders as orderTexts } from '@mercato/contracts/i18n/it';
import { ordersView } from '@mercato/contracts/i18n/it-orders-view';
import { rowsOf, type Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orderItems, orders, trolleys, type OrderInvoice } from '../../db/schema/commerce.ts';
import { deliverySlots, streets } from '../../db/schema/geo.ts';
import { customers, fidatyCards } from '../../db/schema/platform.ts';
import { lockLinked, lockOrder } from '../locks.ts';
import { givePaymentBack } from '../payments/give-back.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { orderRightsOf } from '../orders/index.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';
import { notifyBackInStock } from '../lists/back-in-stock.ts';
import { CUTOFF_MS } from '../slot-rules/time.ts';
import { orderConfirmationEmail } from './email.ts';
import {
  type CheckoutState,
  deliveryAmountOf,
  deliveryKindOf,
  isDonation,
  pointsOf,
  stockProblem,
  substitutable,
} from './state.ts';
import { couponProblemsAt, moveCoupons, useCoupons } from '../coupons/orders.ts';
import { startWithOrder as startSubscriptions, useFreeDelivery } from '../subscriptions/rules.ts';
import { sampleOrderLines, takeSampleStock } from './samples.ts';

/** The confirmation stops with these problems; thrown inside the transaction, it rolls everything back. */
export class Refused extends Error {
  problems: CheckoutProblem[];
  constructor(problems: CheckoutProblem[]) {
    super(problems[0]?.message ?? 'refused');
    this.problems = problems;
  }
}

/** chosen: the public order number, a number of 7+ digits as the demo orders have (4,100,000 + id × 37). */
export const publicOrderIdOf = (id: number): string => String(4_100_000 + id * 37);

export interface CompleteOptions {
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  idempotencyKey: string;
  transports: OutboxTransports;
  /** The card payments' provider: a replaced order's card payment is given back through it. */
  provider: PaymentProvider;
}

type OrderRow = typeof orders.$inferSelect;
type SlotRow = NonNullable<CheckoutState['slot']>;

/** Edit-order mode: the order replaced, locked (then its linked orders) and checked at this moment. */
async function lockReplaced(tx: Tx, s: CheckoutState, slot: SlotRow) {
  let prev: OrderRow | null = null;
  let linked: OrderRow[] = [];
  const reserved = new Map<number, number>();
  if (s.editing) {
    prev = (await lockOrder(tx, s.editing.order.id)) ?? null;
    if (!prev || !orderRightsOf(prev, s.now).contentModifiable)
      throw new Refused([{ code: 'ORDER_EDIT_CLOSED', message: orderTexts.deadlineNote, step: 'TROLLEY' }]);
    linked = await lockLinked(tx, prev);
    for (const [id, q] of s.editing.reserved) reserved.set(id, q);
    if (prev.slotId !== slot.id && prev.slotId !== null) {
      const [moved] = await tx.select().from(deliverySlots).where(eq(deliverySlots.id, prev.slotId));
      if (moved) slot = moved;
    }
  }
  return { prev, linked, reserved, slot };
}

/**
 * Stock, in product order (the same order for every completion: no deadlock between two of them); in
 * edit-order mode only the difference from the replaced order's quantities. A shortfall is Refused.
 */
async function takeStock(
  tx: Tx,
  s: CheckoutState,
  reserved: Map<number, number>,
  transports: OutboxTransports,
): Promise<void> {
  const lineOf = new Map(s.lines.map((l) => [l.product.id, l]));
  const ids = [...new Set([...lineOf.keys(), ...reserved.keys()])].sort((a, b) => a - b);
  const shortfalls: CheckoutProblem[] = [];
  for (const id of ids) {
    const l = lineOf.get(id);
    const delta = (l?.line.quantity ?? 0) - (reserved.get(id) ?? 0);
    if (delta < 0) {
      await tx
        .update(products)
        .set({ availableQuantity: sql`${products.availableQuantity} + ${-delta}`, outOfStock: false })
        .where(eq(products.id, id));
      await notifyBackInStock(tx, transports, id);
    }
    if (!l || delta <= 0) continue;
    const { line, product } = l;
    const [taken] = await tx
      .update(products)
      .set({
        availableQuantity: sql`${products.availableQuantity} - ${delta}`,
        outOfStock: sql`${products.availableQuantity} - ${delta} = 0`,
      })
      .where(
        and(
          eq(products.id, product.id),
          gte(products.availableQuantity, delta),
          eq(products.active, true),
          eq(products.outOfStock, false),
        ),
      )
      .returning({ id: products.id });
    if (taken) continue;
    const [now] = await tx
      .select({ available: products.availableQuantity, active: products.active, out: products.outOfStock })
      .from(products)
      .where(eq(products.id, product.id));
    const available = now?.active && !now.out ? now.available + (reserved.get(product.id) ?? 0) : 0;
    shortfalls.push(stockProblem(product, line.quantity, available));
  }
  if (shortfalls.length) throw new Refused(shortfalls);
}

/** The invoice snapshot of the order (the billing address as it is now), or null without an invoice. */
function invoiceOf(s: CheckoutState): OrderInvoice | null {
  const c = s.choices;
  const b = s.billingAddress;
  if (!c.invoiceWanted || !b) return null;
  return {
    billingAddressId: b.id,
    address: {
      name: b.name,
      type: b.type,
      countryType: b.countryType,
      heading: b.heading,
      street: b.street,
      houseNumber: b.houseNumber,
      postcode: b.postcode,
      town: b.town,
      country: b.country,
      province: b.province,
      taxCode: b.taxCode,
      vatNumber: b.vatNumber,
      emailPec: b.emailPec,
      codiceDestSdi: b.codiceDestSdi,
    },
    cig: c.cig,
    billingCup: c.billingCup,
    billingNumord: c.billingNumord,
    billingNotefatt: c.billingNotefatt,
  };
}

/** What completeOrder computed before writing the order. */
interface NewOrder {
  id: number;
  publicOrderId: string;
  slot: SlotRow;
  card: { id: number; barcode: string } | undefined;
  points: number;
  deliveryAmount: number;
  transactionAmount: number;
  /** Who delivers a home order: the courier (estimated date, orders §2 '**') or the shop's own vans. */
  homeDelivery: 'COURIER' | 'HOME';
}

/**
 * A home order is the courier's when its address's street is served by courier (streets.courier, the
 * spec's street courier flag); otherwise the shop's own vans deliver it on the slot's date. Before issue
 * 33 point 13 every home order was COURIER, so every one was marked estimated ('**') in 'Ordini Online'.
 * In edit-order mode the replaced order's delivery stays.
 */
async function homeDeliveryOf(tx: Tx, s: CheckoutState, prev: OrderRow | null): Promise<'COURIER' | 'HOME'> {
  if (prev) return prev.deliveryMethod === 'COURIER' ? 'COURIER' : 'HOME';
  const streetId = s.address?.streetId;
  if (!streetId) return 'HOME';
  const [street] = await tx.select({ courier: streets.courier }).from(streets).where(eq(streets.id, streetId)).limit(1);
  return street?.courier ? 'COURIER' : 'HOME';
}

/** The order row to insert (in edit-order mode, the replaced order's slot, address, cut-offs and link). */
function orderValues(s: CheckoutState, o: CompleteOptions, n: NewOrder, prev: OrderRow | null) {
  const customerId = s.owner.customerId as number;
  const kind = deliveryKindOf(s.owner.navigation);
  const c = s.choices;
  const cutoff = new Date(n.slot.startsAt.getTime() - CUTOFF_MS);
  const order: typeof orders.$inferInsert = {
    id: n.id,
    publicOrderId: n.publicOrderId,
    customerId,
    navigation: s.owner.navigation,
    status: 'IN_LAVORAZIONE',
    orderInsertTime: s.now,
    deliveryMethod: kind === 'HOME' ? n.homeDelivery : 'STORE',
    deliveryAddressId: s.address?.id ?? null,
    driveId: s.drive?.id ?? null,
    pickupStoreId: s.store?.id ?? null,
    deliveryStoreName: s.drive?.description ?? s.store?.description ?? null,
    deliveryAddressText: s.addressText,
    slotId: n.slot.id,
    slotStartTime: n.slot.startsAt,
    slotEndTime: n.slot.endsAt,
    slotPriceCents: n.deliveryAmount,
    paymentType: o.paymentType,
    paymentStatus: o.paymentStatus,
    totalPriceCents: s.trolley.totalPrice ?? n.transactionAmount + s.trolley.totalDiscount,
    totalDiscountCents: s.trolley.totalDiscount,
    totalAmountCents: n.transactionAmount + n.deliveryAmount,
    fidatyCardBarcode: n.card?.barcode ?? null,
    orderPoints: n.points,
    collettaAlimentare: isDonation(s),
    // orders.idempotency_key is unique over every customer: the key is stored with its customer.
    idempotencyKey: `${customerId}:${o.idempotencyKey}`,
    trolleyId: s.row?.id,
    notes: c.notes || null,
    gift: c.giftEnabled
      ? {
          giftRecipientForename: c.giftRecipientForename,
          giftRecipientSurname: c.giftRecipientSurname,
          giftRecipientPhone: c.giftRecipientPhone,
          giftGreetingCardText: c.giftGreetingCardText,
        }
      : null,
    invoice: invoiceOf(s),
    cutoffUpdate: cutoff,
    cutoffDelete: cutoff,
    createdAt: s.now,
    updatedAt: s.now,
  };
  if (prev)
    Object.assign(order, {
      deliveryAddressId: prev.deliveryAddressId,
      driveId: prev.driveId,
      pickupStoreId: prev.pickupStoreId,
      deliveryStoreName: prev.deliveryStoreName,
      deliveryAddressText: prev.deliveryAddressText,
      slotId: prev.slotId,
      slotStartTime: prev.slotStartTime,
      slotEndTime: prev.slotEndTime,
      slotPriceCents: prev.slotPriceCents,
      cutoffUpdate: prev.cutoffUpdate,
      cutoffDelete: prev.cutoffDelete,
      cutoffUpdateSlot: prev.cutoffUpdateSlot,
      linkedOrderId: prev.linkedOrderId,
      replacesOrderId: prev.id,
    } satisfies Partial<typeof orders.$inferInsert>);
  return order;
}

/**
 * Edit-order mode: the replaced order becomes SOSTITUITO, its linked orders follow the new one. The new
 * order is paid in full on its own (by card, or at delivery), so the replaced order's card payment is given
 * back: refunded, or voided if the bank had not confirmed it; a provider's error rolls the change back.
 */
async function replaceOrder(
  tx: Tx,
  s: CheckoutState,
  o: CompleteOptions,
  prev: OrderRow,
  linked: OrderRow[],
  id: number,
) {
  const paymentStatus = (await givePaymentBack(tx, o.provider, prev)) ?? prev.paymentStatus;
  await tx
    .update(orders)
    .set({
      status: 'SOSTITUITO',
      replacedByOrderId: id,
      paymentStatus,
      version: sql`${orders.version} + 1`,
      updatedAt: s.now,
    })
    .where(eq(orders.id, prev.id));
  if (linked.length)
    await tx
      .update(orders)
      .set({ linkedOrderId: id, version: sql`${orders.version} + 1`, updatedAt: s.now })
      .where(
        inArray(
          orders.id,
          linked.map((o) => o.id),
        ),
      );
}

type PricedItems = Map<number, CheckoutState['trolley']['items'][number]>;

/** The order's lines: the trolley's lines at their computed prices. */
function orderLines(s: CheckoutState, id: number, itemsOf: PricedItems) {
  return s.lines.map((l) => {
    const priced = itemsOf.get(l.line.id);
    const quantityAware = priced?.quantityAwarePrice ?? l.product.priceCents * l.line.quantity;
    const final = priced?.discountedQuantityAwarePrice ?? quantityAware;
    return {
      orderId: id,
      productId: l.product.id,
      productCode: l.product.code,
      description: l.product.description,
      quantity: l.line.quantity,
      unitPriceCents: priced?.unitPrice ?? l.product.priceCents,
      discountCents: quantityAware - final,
      finalPriceCents: final,
      vatPercent: l.product.vatPercent,
      hasPromo: final < quantityAware,
      substituteAccepted: substitutable(l) && l.line.substitute,
      // The shopper's choices of the product dialogs (orders §2), kept as they were chosen.
      productOrigin: l.line.productOrigin ?? null,
      alternativeDescription:
        substitutable(l) && l.line.substitute && l.line.alternativeProductId
          ? (s.alternatives.names.get(l.line.alternativeProductId) ?? null)
          : null,
      giftMessage: l.product.giftWrapAllowed ? l.line.giftMessage : null,
    };
  });
}

/** The confirmation e-mail, queued in the outbox in this transaction. */
async function queueConfirmation(tx: Tx, s: CheckoutState, o: CompleteOptions, n: NewOrder, itemsOf: PricedItems) {
  const customerId = s.owner.customerId as number;
  const [customer] = await tx
    .select({ email: customers.email, forename: customers.forename })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) return;
  const mail = orderConfirmationEmail({
    forename: customer.forename,
    publicOrderId: n.publicOrderId,
    slot: n.slot,
    addressText: s.addressText,
    lines: s.lines
      .map((l) => ({
        quantity: l.line.quantity,
        description: l.product.description,
        amount: itemsOf.get(l.line.id)?.discountedQuantityAwarePrice ?? itemsOf.get(l.line.id)?.quantityAwarePrice ?? 0,
      }))
      .concat(
        s.samples.map((p) => ({ quantity: 1, description: `${ordersView.sampleItem}: ${p.description}`, amount: 0 })),
      ),
    deliveryAmount: n.deliveryAmount,
    total: n.transactionAmount + n.deliveryAmount,
    paymentType: o.paymentType,
  });
  await queueMessage(tx, o.transports, {
    channel: 'EMAIL',
    kind: 'ORDER_CONFIRMATION',
    customerId,
    recipient: customer.email,
    ...mail,
  });
}

/** Makes the order of the checkout read in `s` (the trolley locked by the caller); answers its ids. */
export async function completeOrder(
  tx: Tx,
  s: CheckoutState,
  o: CompleteOptions,
): Promise<{ orderId: number; publicOrderId: string }> {
  const row = s.row;
  if (!row || !s.slot) throw new Error('completeOrder needs a trolley holding a slot');
  const customerId = s.owner.customerId as number;
  const { prev, linked, reserved, slot } = await lockReplaced(tx, s, s.slot);
  await takeStock(tx, s, reserved, o.transports);

  const itemsOf: PricedItems = new Map(s.trolley.items.map((i) => [i.trolleyItemId, i]));
  const transactionAmount = s.trolley.transactionAmount;
  const deliveryAmount = deliveryAmountOf(s);
  const points = pointsOf(s, transactionAmount) + (s.owner.hasFidatyCard ? (s.trolley.couponPoints ?? 0) : 0);
  const [card] = await tx
    .select({ id: fidatyCards.id, barcode: fidatyCards.barcode })
    .from(fidatyCards)
    .where(eq(fidatyCards.customerId, customerId))
    .limit(1);
  const [seq] = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`),
  );
  const id = Number(seq?.id);
  const homeDelivery = await homeDeliveryOf(tx, s, prev);
  const n: NewOrder = {
    id,
    publicOrderId: publicOrderIdOf(id),
    slot,
    card,
    points,
    deliveryAmount,
    transactionAmount,
    homeDelivery,
  };
  await tx.insert(orders).values(orderValues(s, o, n, prev));
  if (prev) await replaceOrder(tx, s, o, prev, linked, id);
  await tx.insert(orderItems).values([...orderLines(s, id, itemsOf), ...sampleOrderLines(s, id)]);
  // Campioncini omaggio (issue 34): one piece of each, taken as the lines' stock is.
  const sampleShortfalls = await takeSampleStock(tx, s);
  if (sampleShortfalls.length) throw new Refused(sampleShortfalls);
  // Coupons (issue 35): the order uses those its trolley applied, once; a replaced order's move with it.
  const couponProblems = [
    ...(await couponProblemsAt(tx, row.id, s.now)),
    ...(await useCoupons(tx, customerId, row.id, s.trolley, id)),
  ];
  if (couponProblems.length) throw new Refused(couponProblems);
  if (prev) await moveCoupons(tx, prev.id, id);
  // Subscriptions (issue 40): a plan line starts one being activated; a replaced order's moves with it.
  const subscriptionProblems = [
    ...(await startSubscriptions(tx, customerId, id, prev?.id ?? null, s.lines, s.now)),
    ...(await useFreeDelivery(tx, customerId, id, prev?.id ?? null, s.trolley.deliveryPromotion, s.now)),
  ];
  if (subscriptionProblems.length) throw new Refused(subscriptionProblems);
  // The place stays counted in delivery_slots.booked: it is the order's now.
  await tx
    .update(trolleys)
    .set({ status: 'ORDERED', slotId: null, slotReservedUntil: null, lapsedSlotId: null, updatedAt: s.now })
    .where(eq(trolleys.id, row.id));
  const earned = points - (prev?.orderPoints ?? 0);
  if (card && earned !== 0)
    await tx
      .update(fidatyCards)
      .set({ saldo: sql`greatest(${fidatyCards.saldo} + ${earned}, 0)` })
      .where(eq(fidatyCards.id, card.id));
  await queueConfirmation(tx, s, o, n, itemsOf);
  return { orderId: id, publicOrderId: n.publicOrderId };
}
