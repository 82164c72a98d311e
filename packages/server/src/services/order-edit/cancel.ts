// POST auth/orders/{orderId}/cancel: 'Annulla ordine' after 'Confermi di voler cancellare l'ordine?'.
// Under the order's lock (common.ts lock order): refused after cutoffDelete (orderRightsOf) or with a
// stale version; otherwise the order becomes ANNULLATO with cancelled_at, its slot place is given back,
// the stock its checkout took goes back on the shelf, the loyalty points it earned are taken back and a
// subscription bought with it is cancelled.
// An order already cancelled answers its card as it is: a double click or a retry cancels once.
//
// chosen:
// - a linked group holds one place (the first order's): cancelling a linked order gives none back;
//   cancelling the first order of a group whose linked orders are still open keeps the place for them,
//   and the earliest of them becomes the group's first order (its delivery stays free, as promised);
// - the customer gets an e-mail of the cancel (and of a slot change: slot.ts), from the same transaction;
// - every order is treated as having taken its stock at checkout (checkout/complete.ts does), so its
//   quantities go back to the products;
// - a card payment is given back through the provider in the same transaction (issue 33): refunded when
//   paid ('PAGAMENTO RIMBORSATO', the amount the attempt charged), voided when the bank had not
//   confirmed it ('PAGAMENTO ANNULLATO'); the card says so ('INFO'). A retry finds the order ANNULLATO
//   and gives back nothing more; a provider's error rolls the cancel back (never cancelled unpaid back).
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderCard } from '@mercato/contracts/checkout';
import type { OrderCancelRequest } from '@mercato/contracts/order-edit';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';
import { fidatyCards } from '../../db/schema/platform.ts';
import { orderRightsOf } from '../orders/index.ts';
import { releasePlace } from '../slots/places.ts';
import { notifyBackInStock } from '../lists/back-in-stock.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { givePaymentBack } from '../payments/give-back.ts';
import { lockLinked } from '../locks.ts';
import { queueOrderMail } from './email.ts';
import { giveCouponsBack } from '../coupons/orders.ts';
import { cancelWithOrder as cancelSubscriptionsWith } from '../subscriptions/rules.ts';
import { cardOf, closedFor, lockOwnOrder, orderChanged } from './common.ts';

/** The quantities of an order's lines by product (lines without a catalogue product are left out). */
export async function quantitiesOf(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const byProduct = new Map<number, number>();
  for (const r of rows)
    if (r.productId !== null) byProduct.set(r.productId, (byProduct.get(r.productId) ?? 0) + r.quantity);
  return byProduct;
}

/**
 * Puts quantities back on the shelf, by ascending product id; a product that can be bought again sends
 * its back-in-stock e-mails (services/lists/back-in-stock.ts), in the same transaction.
 */
export async function restock(tx: Tx, byProduct: Map<number, number>, transports: OutboxTransports): Promise<void> {
  for (const [productId, q] of [...byProduct].sort((a, b) => a[0] - b[0])) {
    if (q <= 0) continue;
    await tx
      .update(products)
      .set({ availableQuantity: sql`${products.availableQuantity} + ${q}`, outOfStock: false })
      .where(eq(products.id, productId));
    await notifyBackInStock(tx, transports, productId);
  }
}

/** Moves the customer's loyalty balance by `delta` points (never below zero). */
export async function movePoints(tx: Tx, customerId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(fidatyCards)
    .set({ saldo: sql`greatest(${fidatyCards.saldo} + ${delta}, 0)` })
    .where(eq(fidatyCards.customerId, customerId));
}

export async function cancelOrder(
  tx: Tx,
  customerId: number,
  orderId: number,
  input: OrderCancelRequest,
  now: Date,
  transports: OutboxTransports,
  provider: PaymentProvider,
): Promise<OrderCard> {
  const order = await lockOwnOrder(tx, customerId, orderId);
  if (order.status === 'ANNULLATO') return cardOf(tx, order, now);
  if (!orderRightsOf(order, now).deletable) throw closedFor(order);
  if (input.version !== order.version) throw orderChanged();

  if (order.linkedOrderId === null) {
    const linked = await lockLinked(tx, order);
    const [heir, ...rest] = linked;
    if (heir) {
      // The group keeps its place: the earliest linked order leads it now.
      await tx
        .update(orders)
        .set({ linkedOrderId: null, version: sql`${orders.version} + 1`, updatedAt: now })
        .where(eq(orders.id, heir.id));
      if (rest.length)
        await tx
          .update(orders)
          .set({ linkedOrderId: heir.id, version: sql`${orders.version} + 1`, updatedAt: now })
          .where(
            inArray(
              orders.id,
              rest.map((r) => r.id),
            ),
          );
    } else if (order.slotId !== null) {
      await releasePlace(tx, order.slotId, now);
    }
  }
  await restock(tx, await quantitiesOf(tx, order.id), transports);
  await movePoints(tx, customerId, -order.orderPoints);
  await giveCouponsBack(tx, customerId, order.id); // issue 35
  await cancelSubscriptionsWith(tx, order.id, now); // issue 40: its subscription is never activated
  const paymentStatus = (await givePaymentBack(tx, provider, order)) ?? order.paymentStatus;
  const [done] = await tx
    .update(orders)
    .set({
      status: 'ANNULLATO',
      cancelledAt: now,
      paymentStatus,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await queueOrderMail(tx, transports, 'ORDER_CANCELLED', done);
  return cardOf(tx, done, now);
}
