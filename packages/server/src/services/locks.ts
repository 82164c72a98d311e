// Row locks of the shop and the one order in which every transaction takes them (ARCHITECTURE "Data").
// Every `SELECT … FOR UPDATE` and advisory lock of the trolley, slots, checkout and orders areas is here,
// so the order below is the only one to read. Each helper takes the transaction handle (inside a
// transaction only the transaction handle is used: PGlite deadlocks on the outer one).
//
// LOCK ORDER (every change follows it, so two changes cannot deadlock each other):
//   1. try-locks that never wait: the advisory lock of the product being added to a trolley
//      (tryLockTrolleyAdd; a second add of the same product elsewhere is refused with 409, not queued);
//   2. trolley rows, `SELECT … FOR UPDATE` (lockTrolley), before anything that refers to them; several
//      trolleys (the customer's open ones, the holds the expiry sweep releases) by ascending id;
//   3. the customer's row (lockCustomerRow), when the change has one (billing addresses);
//   4. order rows (lockOwnOrder, lockOrder), then the orders linked to one, by ascending id (lockLinked);
//   5. slots, by ascending id (the old place given back and the new one taken, whichever id is lower
//      first), each by its conditional update (`update … where booked < capacity returning`), or locked
//      (lockSlot, the tests' fixture);
//   6. the products' stock, by ascending id, each by its conditional update;
//   7. rows that refer to a locked row: idempotency keys (their insert; the primary key decides a race of
//      the same key; their foreign key share-locks the trolley row, which this transaction already
//      holds), then the trolley's lines in product order (lockLine, lockLines), voucher requests by id.
// Never insert or update a row referring to a trolley before step 2: its foreign key takes a share lock on
// the trolley row, and two transactions each holding that share lock and asking FOR UPDATE deadlock
// (issue 13 point 3: the key was stored before the trolley lock). Changes of one trolley are therefore
// serialised on its row. Two bookings of one shopper queue on step 2, so the second sees the first's hold
// and its key; two shoppers swapping slots A↔B take A and B in the same order. A change of an order that
// has no trolley (cancel, slot change) never touches one: an edit-mode trolley of a cancelled or replaced
// order is simply no longer found (owner.ts findOpen).
//
// Not here, because no other lock is taken with them: the outbox sender's own row (outbox/index.ts,
// SKIP LOCKED), the activation requests' advisory lock (onboarding/address-check.ts) and the tests'
// price fixture (catalogue/test-prices.ts).
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { trolleyApi } from '@mercato/contracts/i18n/it';
import { rowsOf, type Tx } from '../db/client.ts';
import { orders, trolleyItems, trolleys } from '../db/schema/commerce.ts';
import { deliverySlots } from '../db/schema/geo.ts';
import { voucherRequests } from '../db/schema/orders-area.ts';
import { customers } from '../db/schema/platform.ts';
import { notFound } from '../errors.ts';

type TrolleyRow = typeof trolleys.$inferSelect;
type LineRow = typeof trolleyItems.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Step 1: the add of `productId` to the trolley, unless another process adds it now (PostgreSQL). */
export async function tryLockTrolleyAdd(tx: Tx, trolleyId: number, productId: number): Promise<boolean> {
  const [locked] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`trolley-add:${trolleyId}:${productId}`})) as ok`),
  );
  return locked?.ok === true;
}

/** Step 2: the trolley row, locked until the transaction ends; answers it as locked. */
export async function lockTrolley(tx: Tx, id: number): Promise<TrolleyRow> {
  const [row] = await tx.select().from(trolleys).where(eq(trolleys.id, id)).for('update');
  return row!;
}

/** Step 2: the trolley's merge exceptions (what the login merge could not keep), under its row's lock. */
export async function lockMergeExceptions(tx: Tx, trolleyId: number) {
  const [locked] = await tx
    .select({ exceptions: trolleys.mergeExceptions })
    .from(trolleys)
    .where(eq(trolleys.id, trolleyId))
    .for('update');
  return locked;
}

/** Step 2: the customer's open trolley of a navigation, locked (the login merge); undefined when none. */
export async function lockOpenTrolleyOf(
  tx: Tx,
  customerId: number,
  navigation: TrolleyRow['navigation'],
): Promise<TrolleyRow | undefined> {
  const [own] = await tx
    .select()
    .from(trolleys)
    .where(and(eq(trolleys.customerId, customerId), eq(trolleys.navigation, navigation), eq(trolleys.status, 'OPEN')))
    .for('update');
  return own;
}

/** Step 2: every open trolley of the customer, locked by ascending id; answers their ids. */
export async function lockOpenTrolleys(tx: Tx, customerId: number): Promise<{ id: number }[]> {
  return tx
    .select({ id: trolleys.id })
    .from(trolleys)
    .where(and(eq(trolleys.customerId, customerId), eq(trolleys.status, 'OPEN')))
    .orderBy(asc(trolleys.id))
    .for('update');
}

/**
 * Step 2 for the expiry sweep: the trolleys of `ids` that still match `still`, locked by ascending id,
 * skipping those another transaction holds (that one is changing them; the next sweep sees them again).
 */
export async function lockHeldTrolleys(tx: Tx, ids: number[], still: SQL | undefined) {
  return tx
    .select({
      id: trolleys.id,
      customerId: trolleys.customerId,
      navigation: trolleys.navigation,
      slotId: trolleys.slotId,
    })
    .from(trolleys)
    .where(and(inArray(trolleys.id, ids), still))
    .orderBy(asc(trolleys.id))
    .for('update', { skipLocked: true });
}

/** Step 3: the customer's row. */
export async function lockCustomerRow(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** Step 4: the customer's order, locked; undefined when it is not theirs or not there. */
export async function lockOwnOrder(tx: Tx, customerId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .for('update');
  return row;
}

/** Step 4: an order row by id, locked (the order an edit replaces); undefined when not there. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** Step 4: the open orders linked to `first`, locked by ascending id (after the first order). */
export async function lockLinked(tx: Tx, first: OrderRow): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.linkedOrderId, first.id), eq(orders.status, 'IN_LAVORAZIONE')))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Step 5: a slot row (the end-to-end tests' fixture that sets its free places). */
export async function lockSlot(tx: Tx, slotId: number) {
  const [row] = await tx.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)).for('update').limit(1);
  return row;
}

/** Step 7: the line (by id or by product) of the trolley, locked; 404 when there is none. */
export async function lockLine(
  tx: Tx,
  trolleyId: number,
  where: { id?: number; productId?: number },
): Promise<LineRow> {
  const cond =
    where.id !== undefined ? eq(trolleyItems.id, where.id) : eq(trolleyItems.productId, where.productId as number);
  const [line] = await tx
    .select()
    .from(trolleyItems)
    .where(and(eq(trolleyItems.trolleyId, trolleyId), cond))
    .limit(1)
    .for('update');
  if (!line) throw notFound(trolleyApi.itemNotFound);
  return line;
}

/** Step 7: the trolley's lines of `ids`, locked (unknown ids are left out). */
export async function lockLines(tx: Tx, trolleyId: number, ids: number[]): Promise<LineRow[]> {
  return tx
    .select()
    .from(trolleyItems)
    .where(and(eq(trolleyItems.trolleyId, trolleyId), inArray(trolleyItems.id, ids)))
    .for('update');
}

/** Step 7: voucher requests, locked by ascending id (the printing of their barcodes). */
export async function lockVoucherRequests(tx: Tx, requestIds: number[]): Promise<void> {
  await tx
    .select({ id: voucherRequests.id })
    .from(voucherRequests)
    .where(inArray(voucherRequests.id, requestIds))
    .orderBy(asc(voucherRequests.id))
    .for('update');
}
