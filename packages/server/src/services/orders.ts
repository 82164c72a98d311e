// 'Ordini Online' (orders §2 Orders, §3 Order, §4 payment recovery): the customer's orders, newest first,
// ORDERS_PAGE_SIZE a page, and one order's card (the checkout's success page). Only the customer's own:
// another customer's order is 404, as one that does not exist.
//
// chosen (the spec gives the fields, not the rules): the service label is the service's name
// (onboardingApi.serviceNames); the status labels are checkoutApi.orderStatuses; the payment recovery card
// shows for a card payment the bank has not confirmed ('PAGAMENTO SOSPESO') of an order not cancelled;
// an order can be bought again when it has lines, reported once delivered or picked up (one complaint
// per order), edited while IN_LAVORAZIONE before its cut-off.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  DbIdCoerced,
  ORDERS_PAGE_SIZE,
  type Navigation,
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

export function orderCardOf(o: OrderRow, linesCount: number, now: Date): OrderCard {
  const suspended = o.paymentStatus === 'PAGAMENTO SOSPESO' && o.status !== 'ANNULLATO';
  const delivered = o.status === 'CONSEGNATO' || o.status === 'RITIRATO';
  const cutoff = o.cutoffUpdate ?? o.slotStartTime;
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
    editable: o.status === 'IN_LAVORAZIONE' && cutoff > now,
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
