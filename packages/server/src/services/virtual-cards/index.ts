// Virtual cards (orders §2 /ordini/carte, §3 virtual card item and detail, §9 the last 360 days): the
// customer's orders of the last VIRTUAL_CARDS_DAYS days that hold virtual cards, and one order's cards
// with their PIN and serial. Only the customer's own: another customer's order, or one without cards or
// older than the window, is 404 as one that does not exist.
//
// chosen (the spec gives the fields, not the rules): the window runs on the order's insert time; cancelled
// and replaced orders are left out (their cards were never issued or moved to the replacing order); the
// description is the cards' titles, each once; the delivery date is the day the order was delivered,
// else its slot's day.
import { and, count, countDistinct, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { VIRTUAL_CARDS_DAYS } from '@mercato/contracts';
import type { OrderPageQuery } from '@mercato/contracts/checkout';
import { formatDate } from '@mercato/contracts/format/date';
import { slotsApi } from '@mercato/contracts/i18n/it';
import {
  VIRTUAL_CARDS_PAGE_SIZE,
  type VirtualCardDetail,
  type VirtualCardOrder,
  type VirtualCardPage,
} from '@mercato/contracts/vouchers';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';
import { virtualCards } from '../../db/schema/orders-area.ts';
import { notFound } from '../../errors.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { Session } from '../sessions/index.ts';

const DAY_MS = 86_400_000;
/** Orders whose cards do not count: never issued (cancelled) or carried over (replaced). */
const VOID_STATUSES = ['ANNULLATO', 'SOSTITUITO'] as const;

export interface VirtualCardContext {
  db: Db;
  /** The clock (tests move it). */
  now: () => Date;
}

/** The conditions of an order the customer may see the cards of. */
const visible = (ctx: VirtualCardContext, customerId: number) =>
  and(
    eq(orders.customerId, customerId),
    eq(virtualCards.customerId, customerId),
    gte(orders.orderInsertTime, new Date(ctx.now().getTime() - VIRTUAL_CARDS_DAYS * DAY_MS)),
    notInArray(orders.status, [...VOID_STATUSES]),
  );

/** GET auth/virtual-cards?page=: newest first; a page past the last is empty. */
export async function list(
  ctx: VirtualCardContext,
  session: Session | null,
  query: OrderPageQuery,
): Promise<VirtualCardPage> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const { page = 1 } = query;
  const mine = visible(ctx, owner.customerId as number);
  const [{ n }] = await db
    .select({ n: countDistinct(orders.id) })
    .from(orders)
    .innerJoin(virtualCards, eq(virtualCards.orderId, orders.id))
    .where(mine);
  const rows = await db
    .select({
      id: orders.id,
      publicOrderId: orders.publicOrderId,
      orderInsertTime: orders.orderInsertTime,
      deliveredAt: orders.deliveredAt,
      slotStartTime: orders.slotStartTime,
      quantity: count(virtualCards.id),
      titles: sql<string[]>`array_agg(distinct ${virtualCards.title} order by ${virtualCards.title})`,
    })
    .from(orders)
    .innerJoin(virtualCards, eq(virtualCards.orderId, orders.id))
    .where(mine)
    .groupBy(orders.id)
    .orderBy(desc(orders.orderInsertTime), desc(orders.id))
    .limit(VIRTUAL_CARDS_PAGE_SIZE)
    .offset((page - 1) * VIRTUAL_CARDS_PAGE_SIZE);
  return {
    orders: rows.map(
      (r): VirtualCardOrder => ({
        id: r.id,
        description: r.titles.join(', '),
        publicId: r.publicOrderId,
        confirmDateFormat: formatDate(r.orderInsertTime),
        deliveryDateFormat: formatDate(r.deliveredAt ?? r.slotStartTime),
        quantity: Number(r.quantity),
      }),
    ),
    page,
    pages: Math.ceil(Number(n) / VIRTUAL_CARDS_PAGE_SIZE),
    count: Number(n),
  };
}

/** GET auth/virtual-cards/{orderId}: the order's cards, with the PIN (404 unless listed above). */
export async function details(
  ctx: VirtualCardContext,
  session: Session | null,
  id: number,
): Promise<VirtualCardDetail[]> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const rows = await db
    .select({ card: virtualCards })
    .from(virtualCards)
    .innerJoin(orders, eq(orders.id, virtualCards.orderId))
    .where(and(eq(orders.id, id), visible(ctx, owner.customerId as number)))
    .orderBy(virtualCards.id);
  if (rows.length === 0) throw notFound(slotsApi.orderNotFound);
  return rows.map(({ card: c }) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    serial: c.serial,
    value: c.pin,
    activationDate: c.activationDate ? formatDate(c.activationDate) : null,
    expiration: c.expiration ? c.expiration.split('-').reverse().join('/') : null,
  }));
}
