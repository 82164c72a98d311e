// What every change of an order shares: the customer's own order locked FOR UPDATE (another customer's is
// 404, as a missing one), the refusals of a stale version and of a passed cut-off, and the card answered.
//
// Locks: the house order of services/locks.ts (a trolley row when the change has one, the order row and
// its linked orders, the slots, the products' stock, key rows).
import { and, count, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { DbIdCoerced } from '@mercato/contracts';
import type { OrderCard } from '@mercato/contracts/checkout';
import { errors, orders as orderTexts, slotsApi } from '@mercato/contracts/i18n/it';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import { ORDER_CHANGED, ORDER_CUTOFF_PASSED } from '@mercato/contracts/order-edit';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';
import { HttpError, notFound } from '../../errors.ts';
import { orderCardOf } from '../orders/index.ts';
import { lockOwnOrder as lockOwnOrderRow } from '../locks.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The order id of a path parameter (the routes check it; 400 otherwise). */
export const OrderIdParam = z.object({ orderId: DbIdCoerced });
export type OrderIdParam = z.output<typeof OrderIdParam>;

/** The customer's order, locked until the transaction ends; 404 when it is not theirs or not there. */
export async function lockOwnOrder(tx: Tx, customerId: number, orderId: number): Promise<OrderRow> {
  const row = await lockOwnOrderRow(tx, customerId, orderId);
  if (!row) throw notFound(slotsApi.orderNotFound);
  return row;
}

/** The customer's order as it is (no lock); 404 when it is not theirs or not there. */
export async function readOwnOrder(db: Db | Tx, customerId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound(slotsApi.orderNotFound);
  return row;
}

/** 409: past the cut-off of this change ('Oltre il termine ultimo non sara' possibile apportare modifiche.'). */
export const cutoffPassed = (): HttpError =>
  new HttpError(409, {
    code: ORDER_CUTOFF_PASSED,
    type: 'ALERT',
    title: errors.orderEditTitle,
    message: orderTexts.deadlineNote,
  });

/** The refusal of a change the order's rights no longer allow: replaced meanwhile, or past the cut-off. */
export const closedFor = (order: { status: string }): HttpError =>
  order.status === 'SOSTITUITO' ? orderChanged() : cutoffPassed();

/** 409: the order changed since the page showed it. */
export const orderChanged = (): HttpError =>
  new HttpError(409, { code: ORDER_CHANGED, type: 'ALERT', title: errors.orderEditTitle, message: texts.orderChanged });

/** A refusal of the orders area: 409 ALERT titled 'Modifica Ordine'. */
export const refused = (message: string): HttpError =>
  new HttpError(409, { code: '409', type: 'ALERT', title: errors.orderEditTitle, message });

/** The order's card as the list shows it (its lines counted). */
export async function cardOf(db: Db | Tx, row: OrderRow, now: Date): Promise<OrderCard> {
  const [{ n }] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, row.id));
  return orderCardOf(row, Number(n), now);
}
