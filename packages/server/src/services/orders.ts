// 'Ordini Online' (orders §2 Orders, §3 Order, §4 payment recovery): the customer's orders, newest first,
// ORDERS_PAGE_SIZE a page, and one order's card (the checkout's success page). Only the customer's own:
// another customer's order is 404, as one that does not exist.
//
// chosen (the spec gives the fields, not the rules): the service label is the service's name
// (onboardingApi.serviceNames); the status labels are checkoutApi.orderStatuses; the payment recovery card
// shows for a card payment the bank has not confirmed ('PAGAMENTO SOSPESO') of an order not cancelled;
// an order can be bought again when it has lines, reported once delivered or picked up (one complaint
// per order); what can still be changed is orderRightsOf().
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  DbIdCoerced,
  ORDERS_PAGE_SIZE,
  type Navigation,
  type OrderAction,
  type PaymentStatus,
  type PaymentType,
} from '@mercato/contracts';
import { type OrderCard, type OrderPage, OrderPageQuery } from '@mercato/contracts/checkout';
import { formatTime, romeDayKey } from '@mercato/contracts/format/date';
import { checkoutApi, onboardingApi, slotsApi } from '@mercato/contracts/i18n/it';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/commerce.ts';
import { notFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { customerOwnerOf } from './checkout/owner.ts';
import type { Session } from './sessions.ts';

type OrderRow = typeof orders.$inferSelect;
const OrderIdParam = z.object({ orderId: DbIdCoerced });

type OrderTimes = Pick<
  OrderRow,
  'status' | 'slotStartTime' | 'cutoffUpdate' | 'cutoffUpdateSlot' | 'cutoffDelete' | 'linkedOrderId'
>;

/**
 * What the customer may still change of an order (orders §3 slotModifiable, contentModifiable, deletable,
 * cutoffUpdateSlot, cutoffUpdate, cutoffDelete; §4 order actions): the ONE place of these rules — the
 * pages show them and every change call checks them again, under the order's row lock, at its moment.
 *
 * chosen: only an order still IN_LAVORAZIONE (not yet being prepared) can change; each change ends at
 * its cut-off (a missing cut-off: the slot's start). A linked order rides with its first order's slot,
 * so its own slot cannot be changed (moving the first order's slot moves the linked ones with it); its
 * content can change and it can be cancelled like any other.
 */
export function orderRightsOf(o: OrderTimes, now: Date) {
  const open = o.status === 'IN_LAVORAZIONE';
  const cutoffUpdate = o.cutoffUpdate ?? o.slotStartTime;
  const cutoffUpdateSlot = o.cutoffUpdateSlot ?? cutoffUpdate;
  const cutoffDelete = o.cutoffDelete ?? cutoffUpdate;
  const slotModifiable = open && o.linkedOrderId === null && now < cutoffUpdateSlot;
  const contentModifiable = open && now < cutoffUpdate;
  const deletable = open && now < cutoffDelete;
  const modify = slotModifiable || contentModifiable;
  const action: OrderAction =
    modify && deletable ? 'MODIFY_OR_DELETE' : modify ? 'MODIFY' : deletable ? 'DELETE' : 'NO_ACTION';
  return { slotModifiable, contentModifiable, deletable, action, cutoffUpdateSlot, cutoffUpdate, cutoffDelete };
}
export type OrderRights = ReturnType<typeof orderRightsOf>;

export function orderCardOf(o: OrderRow, linesCount: number, now: Date): OrderCard {
  const suspended = o.paymentStatus === 'PAGAMENTO SOSPESO' && o.status !== 'ANNULLATO';
  const delivered = o.status === 'CONSEGNATO' || o.status === 'RITIRATO';
  const rights = orderRightsOf(o, now);
  return {
    orderId: o.id,
    publicOrderId: o.publicOrderId,
    orderInsertTime: o.orderInsertTime.toISOString(),
    navigation: o.navigation as Navigation,
    serviceLabel: onboardingApi.serviceNames[o.navigation as Navigation],
    totalAmount: o.totalAmountCents,
    orderStatus: o.status,
    orderStatusLabel: checkoutApi.orderStatuses[o.status],
    paymentType: o.paymentType as PaymentType,
    paymentStatus: o.paymentStatus as PaymentStatus,
    slotDate: romeDayKey(o.slotStartTime),
    slotStartTime: formatTime(o.slotStartTime),
    slotEndTime: formatTime(o.slotEndTime),
    slotPrice: o.slotPriceCents,
    deliveryMethod: o.deliveryMethod,
    deliveryAddressText: o.deliveryAddressText ?? o.deliveryStoreName,
    paymentRecoveryStatus: suspended ? 'SUSPENDED' : null,
    paymentRecoveryMessage: suspended ? checkoutApi.paymentSuspendedNotice : null,
    linesCount,
    totalPoints: o.orderPoints,
    repurchasable: linesCount > 0,
    complaintEnabled: delivered && !o.complaintOpened,
    editable: rights.action !== 'NO_ACTION',
    orderAction: rights.action,
    slotModifiable: rights.slotModifiable,
    contentModifiable: rights.contentModifiable,
    deletable: rights.deletable,
    cutoffUpdateSlot: rights.cutoffUpdateSlot.toISOString(),
    cutoffUpdate: rights.cutoffUpdate.toISOString(),
    cutoffDelete: rights.cutoffDelete.toISOString(),
    linkedToOrderId: o.linkedOrderId,
    version: o.version,
  };
}

export function createOrderService(db: Db, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  async function linesOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ orderId: orderItems.orderId, n: count() })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.orderId);
    return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
  }

  return {
    /** GET auth/orders?page=: the customer's orders, newest first; a page past the last is empty. */
    async list(session: Session | null, query: unknown): Promise<OrderPage> {
      const owner = await customerOwnerOf(db, session);
      const { page = 1 } = parseInput(OrderPageQuery, query);
      const mine = eq(orders.customerId, owner.customerId as number);
      const [{ n }] = await db.select({ n: count() }).from(orders).where(mine);
      const rows = await db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.orderInsertTime), desc(orders.id))
        .limit(ORDERS_PAGE_SIZE)
        .offset((page - 1) * ORDERS_PAGE_SIZE);
      const lines = await linesOf(rows.map((r) => r.id));
      const at = now();
      return {
        orders: rows.map((r) => orderCardOf(r, lines.get(r.id) ?? 0, at)),
        page,
        pages: Math.ceil(Number(n) / ORDERS_PAGE_SIZE),
        count: Number(n),
      };
    },

    /** GET auth/orders/{orderId}: one of the customer's orders (404 otherwise). */
    async get(session: Session | null, orderId: unknown): Promise<OrderCard> {
      const owner = await customerOwnerOf(db, session);
      const { orderId: id } = parseInput(OrderIdParam, { orderId });
      const [o] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, owner.customerId as number)))
        .limit(1);
      if (!o) throw notFound(slotsApi.orderNotFound);
      return orderCardOf(o, (await linesOf([o.id])).get(o.id) ?? 0, now());
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
