// 'Ordini Online' (orders §2 Orders, §3 Order, §4 payment recovery): the customer's orders, newest first,
// ORDERS_PAGE_SIZE a page, and one order's card (the checkout's success page). Only the customer's own:
// another customer's order is 404, as one that does not exist.
//
// chosen (the spec gives the fields, not the rules): the service label is the service's name
// (onboardingApi.serviceNames); the status labels are checkoutApi.orderStatuses; the payment recovery card
// shows for a card payment the bank has not confirmed ('PAGAMENTO SOSPESO') of an order not cancelled
// ('ATTENZIONE'), and for a cancelled order's card payment refunded or voided ('INFO', issue 33);
// an order can be bought again when it has lines, reported once delivered or picked up (one complaint
// per order); what can still be changed is orderRightsOf().
import { couponsOfOrders } from '../coupons/orders.ts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  LAST_PURCHASED_DAYS,
  LAST_PURCHASED_MAX,
  ORDERS_PAGE_SIZE,
  type Navigation,
  type OrderAction,
  type PaymentStatus,
  type PaymentType,
} from '@mercato/contracts';
import type { OrderCard, OrderPage, OrderPageQuery } from '@mercato/contracts/checkout';
import { formatTime, romeDayKey } from '@mercato/contracts/format/date';
import { productPicture } from '@mercato/contracts/pictures';
import { checkoutApi, onboardingApi, ordersView, slotsApi } from '@mercato/contracts/i18n/it';
import type {
  LastPurchased,
  OrderDetail,
  OrderDetailItem,
  OrderItemParams,
  OrderItemVoteRequest,
  ReorderParams,
} from '@mercato/contracts/orders';
import { type Db, rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { type OrderInvoice, orderItems, orders } from '../../db/schema/commerce.ts';
import { complaintProducts, complaints } from '../../db/schema/orders-area.ts';
import { alert, notFound } from '../../errors.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { Session } from '../sessions/index.ts';
import { SAMPLE_PRODUCT_TYPE } from '@mercato/contracts/samples';

type OrderRow = typeof orders.$inferSelect;

/** The order is delivered or picked up: its products can be rated, its documents downloaded. */
const isDelivered = (o: Pick<OrderRow, 'status'>) => o.status === 'CONSEGNATO' || o.status === 'RITIRATO';

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
  // A cancelled or replaced order's card payment given back (payments/give-back.ts): the 'INFO' card says how.
  const replaced = o.status === 'SOSTITUITO';
  const givenBack =
    o.paymentStatus === 'PAGAMENTO RIMBORSATO'
      ? replaced
        ? checkoutApi.paymentRefundedOnChangeNotice
        : checkoutApi.paymentRefundedNotice
      : o.paymentStatus === 'PAGAMENTO ANNULLATO'
        ? replaced
          ? checkoutApi.paymentVoidedOnChangeNotice
          : checkoutApi.paymentVoidedNotice
        : null;
  const delivered = isDelivered(o);
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
    deliveryMethod: o.deliveryMethod === 'HOME' ? null : o.deliveryMethod,
    deliveryAddressText: o.deliveryAddressText ?? o.deliveryStoreName,
    collettaAlimentare: o.collettaAlimentare,
    paymentRecoveryStatus: suspended ? 'SUSPENDED' : givenBack ? 'INFO' : null,
    paymentRecoveryMessage: suspended ? checkoutApi.paymentSuspendedNotice : givenBack,
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

/**
 * The invoice's billing address as printed, one line each (orders §2 detail 'billing address').
 * chosen: heading; street and number; postcode, town and province; the country when not Italy; the
 * tax code or VAT number.
 */
export function billingAddressLines(invoice: OrderInvoice | null): string[] | null {
  if (!invoice) return null;
  const a = invoice.address;
  const v = (k: string) => (a[k] ?? '').trim();
  const town = [v('postcode'), v('town'), v('province') && `(${v('province')})`].filter(Boolean).join(' ');
  const lines = [
    v('heading'),
    [v('street'), v('houseNumber')].filter(Boolean).join(' '),
    town,
    v('countryType') === 'OTHER' ? v('country') : '',
    v('taxCode') && `C.F. ${v('taxCode')}`,
    v('vatNumber') && `P. IVA ${v('vatNumber')}`,
  ];
  return lines.filter(Boolean);
}

type ItemRow = typeof orderItems.$inferSelect & {
  imagePath: string | null;
  complaintMessage: string | null;
  /** The product's own description and brand (its picture is chosen from them). */
  product?: { description: string; brand: string } | null;
  /** A campioncino omaggio (a free line of a CAMPIONCINI product). */
  sample?: boolean;
};

export function orderDetailItemOf(i: ItemRow, delivered: boolean): OrderDetailItem {
  const unitDiscount = i.quantity > 0 && !i.weightGrams ? Math.floor(i.discountCents / i.quantity) : 0;
  return {
    itemId: i.id,
    productId: i.productId,
    productCode: i.productCode,
    computedDescription: i.description,
    image: i.product ? productPicture({ imagePath: i.imagePath, ...i.product }).small : (i.imagePath ?? ''),
    price: i.unitPriceCents,
    discountedPriceRetail: i.discountCents > 0 && unitDiscount > 0 ? i.unitPriceCents - unitDiscount : null,
    hasPromo: i.hasPromo,
    quantity: i.quantity,
    premium: i.premium,
    vote: i.vote,
    complaintMessage: i.complaintMessage,
    finalPrice: i.finalPriceCents,
    weightGrams: i.weightGrams,
    deliveredQuantity: delivered ? (i.deliveredQuantity ?? i.quantity) : null,
    isSubstitute: i.isSubstitute,
    substitutionDescription: i.substitutionDescription,
    freeItem: i.freeItem,
    sample: i.sample ?? false,
    productOrigin: i.productOrigin,
    alternativeDescription: i.alternativeDescription,
  };
}

export interface OrderContext {
  db: Db;
  /** The clock (tests move it). */
  now: () => Date;
}

async function linesOf(ctx: OrderContext, ids: number[]): Promise<Map<number, number>> {
  const { db } = ctx;
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, n: count() })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
}

/** The customer's order `id` (404 when it is not one of theirs). */
async function ownOrder(ctx: OrderContext, session: Session | null, id: number): Promise<OrderRow> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, owner.customerId as number)))
    .limit(1);
  if (!o) throw notFound(slotsApi.orderNotFound);
  return o;
}

async function detailOf(ctx: OrderContext, o: OrderRow): Promise<OrderDetail> {
  const { db, now } = ctx;
  // chosen: a product named in the order's complaint shows what the customer wrote of it, else the
  // complaint's message.
  const rows = await db
    .select({
      item: orderItems,
      imagePath: products.imagePath,
      productDescription: products.description,
      productBrand: products.brand,
      productType: products.productType,
      complained: complaintProducts.id,
      complaintDescription: complaintProducts.description,
      complaintText: complaints.message,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(complaints, eq(complaints.orderId, orderItems.orderId))
    .leftJoin(
      complaintProducts,
      and(eq(complaintProducts.complaintId, complaints.id), eq(complaintProducts.orderItemId, orderItems.id)),
    )
    .where(eq(orderItems.orderId, o.id))
    .orderBy(asc(orderItems.id));
  const delivered = isDelivered(o);
  const items = rows.map((r) =>
    orderDetailItemOf(
      {
        ...r.item,
        imagePath: r.imagePath,
        product:
          r.productDescription === null || r.productBrand === null
            ? null
            : { description: r.productDescription, brand: r.productBrand },
        complaintMessage: r.complained === null ? null : (r.complaintDescription ?? r.complaintText),
        sample: r.item.freeItem && r.productType === SAMPLE_PRODUCT_TYPE,
      },
      delivered,
    ),
  );
  const [replacedBy] = o.replacedByOrderId
    ? await db
        .select({ orderId: orders.id, publicOrderId: orders.publicOrderId })
        .from(orders)
        .where(and(eq(orders.id, o.replacedByOrderId), eq(orders.customerId, o.customerId)))
        .limit(1)
    : [];
  const card = orderCardOf(o, items.length, now());
  const used = await couponsOfOrders(db, [o.id]);
  return {
    order: card,
    items,
    deliveryStoreName: o.deliveryMethod === 'STORE' ? o.deliveryStoreName : null,
    subtotal: o.totalPriceCents,
    totalDiscount: o.totalDiscountCents,
    percentDiscount: o.percentDiscountCents,
    voucherDiscount: o.voucherDiscountCents,
    coupons: used.map((c) => ({ code: c.code, title: c.title, discount: c.discount ?? 0, points: c.points ?? 0 })),
    slotFree: o.linkedOrderId !== null || o.slotPriceCents === 0,
    billingAddress: billingAddressLines(o.invoice ?? null),
    invoiceNumber: o.invoiceNumber,
    fidatyCard: o.fidatyCardBarcode,
    fidatyPoints: o.orderPoints,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    documents: { receipt: delivered, details: delivered, invoice: delivered && o.invoiceNumber !== null },
    lockerKeys: (o.lockerKeys ?? []).map(({ locker, keyCode, lockerKeyEnc }) => ({ locker, keyCode, lockerKeyEnc })),
    ratingOpen: delivered,
    complaintMade: o.complaintOpened || rows.some((r) => r.complaintText !== null),
    replacedBy: replacedBy ?? null,
  };
}

/** GET auth/orders?page=: the customer's orders, newest first; a page past the last is empty. */
export async function list(ctx: OrderContext, session: Session | null, query: OrderPageQuery): Promise<OrderPage> {
  const { db, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  const { page = 1 } = query;
  const mine = eq(orders.customerId, owner.customerId as number);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(mine);
  const rows = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.orderInsertTime), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const lines = await linesOf(
    ctx,
    rows.map((r) => r.id),
  );
  const at = now();
  return {
    orders: rows.map((r) => orderCardOf(r, lines.get(r.id) ?? 0, at)),
    page,
    pages: Math.ceil(Number(n) / ORDERS_PAGE_SIZE),
    count: Number(n),
  };
}

/** GET auth/orders/{orderId}: one of the customer's orders (404 otherwise). */
export async function get(ctx: OrderContext, session: Session | null, id: number): Promise<OrderCard> {
  const { db, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, owner.customerId as number)))
    .limit(1);
  if (!o) throw notFound(slotsApi.orderNotFound);
  return orderCardOf(o, (await linesOf(ctx, [o.id])).get(o.id) ?? 0, now());
}

/** GET auth/orders/{orderId}/detail: the order detail page's data (404 when not the customer's). */
export async function detail(ctx: OrderContext, session: Session | null, id: number): Promise<OrderDetail> {
  return detailOf(ctx, await ownOrder(ctx, session, id));
}

/**
 * /riordina/{orderHeaderId}/{publicOrderId}: the order whose id AND public number are these, of the
 * customer (404 otherwise, as for an order that does not exist).
 */
export async function reorder(ctx: OrderContext, session: Session | null, p: ReorderParams): Promise<OrderDetail> {
  const o = await ownOrder(ctx, session, p.orderId);
  if (o.publicOrderId !== p.publicOrderId) throw notFound(slotsApi.orderNotFound);
  return detailOf(ctx, o);
}

/**
 * GET auth/orders/last-purchased ('Ultimi acquisti', /acquisti/ultimi-acquisti): the products of the
 * customer's orders of the last LAST_PURCHASED_DAYS, most often bought first (then the most recent), at
 * most LAST_PURCHASED_MAX, each with the quantity of its last order. Orders cancelled or replaced by a
 * change do not count (the change's order does); prizes and free items were not bought; a product no
 * longer in the catalogue cannot be bought again. Only the customer's own orders.
 */
export async function lastPurchased(ctx: OrderContext, session: Session | null): Promise<LastPurchased> {
  const { db, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  const since = new Date(now().getTime() - LAST_PURCHASED_DAYS * 86_400_000);
  const rows = rowsOf<{ product_id: number; times: number; last_quantity: number; last_at: Date | string }>(
    await db.execute(sql`
    select i.product_id, count(distinct o.id)::int as times,
      (array_agg(i.quantity order by o.order_insert_time desc, i.id desc))[1] as last_quantity,
      max(o.order_insert_time) as last_at
    from ${orderItems} i
    join ${orders} o on o.id = i.order_id
    where o.customer_id = ${owner.customerId} and o.status not in ('ANNULLATO', 'SOSTITUITO')
      and o.order_insert_time >= ${since.toISOString()} and i.product_id is not null
      and not i.premium and not i.free_item and i.quantity > 0
    group by i.product_id
    order by times desc, last_at desc, i.product_id
    limit ${LAST_PURCHASED_MAX}`),
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    timesBought: Number(r.times),
    lastQuantity: Number(r.last_quantity),
    lastOrderedAt: new Date(r.last_at).toISOString(),
  }));
}

/**
 * PUT auth/orders/{orderId}/items/{itemId}/vote {vote}: the customer's stars for a product of a
 * delivered order (orders §6, §9). One conditional update (the item of this order, delivered, the
 * order the customer's and delivered), so a repeated call sets the same vote again and a refused one
 * changes nothing: a vote not 1–5 → 422; not the customer's order or item → 404; the order not
 * delivered, or the line not delivered at all (chosen: nothing to judge) → 409.
 */
export async function vote(
  ctx: OrderContext,
  session: Session | null,
  ids: OrderItemParams,
  asked: OrderItemVoteRequest,
): Promise<OrderDetailItem> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const customerId = owner.customerId as number;
  const [saved] = await db
    .update(orderItems)
    .set({ vote: asked.vote })
    .where(
      and(
        eq(orderItems.id, ids.itemId),
        eq(orderItems.orderId, ids.orderId),
        sql`coalesce(${orderItems.deliveredQuantity}, ${orderItems.quantity}) > 0`,
        sql`exists (select 1 from ${orders} where ${orders.id} = ${ids.orderId}
          and ${orders.customerId} = ${customerId} and ${orders.status} in ('CONSEGNATO', 'RITIRATO'))`,
      ),
    )
    .returning({ id: orderItems.id });
  if (!saved) {
    const o = await ownOrder(ctx, session, ids.orderId);
    const [item] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.id, ids.itemId), eq(orderItems.orderId, o.id)))
      .limit(1);
    if (!item) throw notFound(slotsApi.orderNotFound);
    throw alert(409, isDelivered(o) ? ordersView.voteItemNotDelivered : ordersView.voteNotDelivered);
  }
  const detail = await detailOf(ctx, await ownOrder(ctx, session, ids.orderId));
  return detail.items.find((i) => i.itemId === ids.itemId) as OrderDetailItem;
}
