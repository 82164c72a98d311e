// The changes of a list (orders §2 list page and modals, §4, §5): create (with the chooser's first
// product), the trolley saved as a list, copy, rename, delete (the administrator; a member leaves
// instead), the lines' adds, +/- and removals, and the whole list to the trolley. Each change is one
// transaction that takes the list's row first (members.ts), and publishes the list's new version for the
// live page (events.ts) at its commit.
import { and, eq, sql } from 'drizzle-orm';
import {
  LIST_ITEMS_MAX,
  LIST_NEWS_TYPE,
  LISTS_MAX,
  ListUserState,
  type ListCreate,
  type ListItemAdd,
  type ShoppingList,
} from '@mercato/contracts/lists';
import { QUANTITY_MAX, type Trolley } from '@mercato/contracts';
import { listTexts, listsApi, t } from '@mercato/contracts/i18n/it';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { shoppingListItems, shoppingListShares, shoppingLists } from '../../db/schema/commerce.ts';
import { listNotifications } from '../../db/schema/lists.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, notFound } from '../../errors.ts';
import { publishList } from './events.ts';
import { assertAdministrator, memberOf, touch } from './members.ts';
import { listsOf } from './read.ts';
import { notSample } from '../catalogue/samples.ts';

/** A product a list may hold: sold, of the shop's grocery catalogue, not a premium (orders §4). */
export async function assertListable(tx: Tx | Db, productId: number): Promise<void> {
  const [p] = rowsOf<{ active: boolean; premium: boolean; catalogue: string; sold: boolean }>(
    await tx.execute(
      sql`select active, premium, catalogue, ${notSample()} as sold from products where id = ${productId}`,
    ),
  );
  // A campioncino omaggio is given with an order, never kept on a list.
  if (!p?.active || !p.sold) throw notFound(listsApi.productNotFound);
  if (p.premium) throw alert(422, listsApi.premium);
  if (p.catalogue !== 'grocery') throw alert(422, listsApi.pharmacy);
}

/**
 * Adds `quantity` of a product to a list whose row the transaction holds: an increment of the product's
 * line when it has one (one conditional upsert, never a read-then-write), else a new last line.
 */
export async function addLine(tx: Tx, listId: number, productId: number, quantity: number): Promise<void> {
  const [{ n, has }] = rowsOf<{ n: number; has: boolean }>(
    await tx.execute(sql`
      select count(*)::int as n, coalesce(bool_or(product_id = ${productId}), false) as has
      from shopping_list_items where list_id = ${listId}`),
  );
  if (!has && Number(n) >= LIST_ITEMS_MAX) throw alert(409, t(listsApi.listFull, { max: LIST_ITEMS_MAX }));
  await tx.execute(sql`
    insert into shopping_list_items (list_id, product_id, quantity, order_no)
    values (${listId}, ${productId}, ${quantity},
      (select coalesce(max(order_no), 0) + 1 from shopping_list_items where list_id = ${listId}))
    on conflict (list_id, product_id) do update
      set quantity = least(shopping_list_items.quantity + excluded.quantity, ${QUANTITY_MAX})`);
}

/**
 * A new list of `customerId` named `name`, with its administrator's row. The same idempotency key answers
 * the list it made (a double click, a retry after a lost answer) and adds nothing again.
 */
async function newList(
  tx: Tx,
  customerId: number,
  input: Pick<ListCreate, 'name' | 'idempotencyKey'>,
  fill: (listId: number) => Promise<void>,
): Promise<number> {
  // The customer's row first: two creates of one customer queue here, so the count below holds.
  const [me] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!me) throw notFound(listsApi.notFound);
  const [seen] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.customerId, customerId), eq(shoppingLists.idempotencyKey, input.idempotencyKey)));
  if (seen) return seen.id;
  const [{ n }] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from shopping_list_shares where customer_id = ${customerId}
      and state_id in (${ListUserState.ADMINISTRATOR}, ${ListUserState.ACCEPTED})`),
  );
  if (Number(n) >= LISTS_MAX) throw alert(409, t(listsApi.tooManyLists, { max: LISTS_MAX }));
  const [row] = await tx
    .insert(shoppingLists)
    .values({ customerId, title: input.name.trim(), idempotencyKey: input.idempotencyKey })
    .returning({ id: shoppingLists.id });
  const listId = (row as { id: number }).id;
  await tx
    .insert(shoppingListShares)
    .values({ listId, email: me.email, customerId, stateId: ListUserState.ADMINISTRATOR });
  await fill(listId);
  return listId;
}

const answer = async (db: Db | Tx, customerId: number, listId: number): Promise<ShoppingList> =>
  (await listsOf(db, customerId, listId))[0] as ShoppingList;

/** POST auth/lists: a new list, with the chooser's product in it when one is given. */
export async function createList(db: Db, customerId: number, input: ListCreate): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    if (input.productId !== undefined) await assertListable(tx, input.productId);
    const listId = await newList(tx, customerId, input, async (id) => {
      if (input.productId !== undefined) await addLine(tx, id, input.productId, input.quantity ?? 1);
    });
    return answer(tx, customerId, listId);
  });
}

/** POST auth/lists/{id}/copy: a list of the caller's own with the same lines (any member may copy). */
export async function copyList(db: Db, customerId: number, listId: number, input: ListCreate): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    await memberOf(tx, customerId, listId);
    const id = await newList(tx, customerId, input, async (copy) => {
      await tx.execute(sql`
        insert into shopping_list_items (list_id, product_id, generic_description, quantity, order_no)
        select ${copy}, product_id, generic_description, quantity, order_no
        from shopping_list_items where list_id = ${listId} order by order_no, id`);
    });
    return answer(tx, customerId, id);
  });
}

/** POST auth/lists/from-trolley: the trolley's lines (premiums and readonly lines left out) as a new list. */
export async function listFromTrolley(
  db: Db,
  customerId: number,
  trolley: Trolley,
  input: ListCreate,
): Promise<ShoppingList> {
  const lines = trolley.items.filter((i) => !i.premium && !i.readonly);
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .where(and(eq(shoppingLists.customerId, customerId), eq(shoppingLists.idempotencyKey, input.idempotencyKey)));
    if (!seen && lines.length === 0) throw alert(409, listsApi.emptyTrolley);
    const listId = await newList(tx, customerId, input, async (id) => {
      // Only what a list may hold: sold grocery products that are not premiums.
      let order = 1;
      for (const line of lines.slice(0, LIST_ITEMS_MAX)) {
        await tx.execute(sql`
          insert into shopping_list_items (list_id, product_id, quantity, order_no)
          select ${id}, p.id, ${Math.min(line.quantity, QUANTITY_MAX)}, ${order++}
          from products p where p.id = ${line.productId} and p.active and not p.premium and p.catalogue = 'grocery'
          on conflict (list_id, product_id) do nothing`);
      }
    });
    return answer(tx, customerId, listId);
  });
}

/** PATCH auth/lists/{id}: the administrator renames it. */
export async function renameList(db: Db, customerId: number, listId: number, name: string): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    assertAdministrator(await memberOf(tx, customerId, listId, true));
    await tx.update(shoppingLists).set({ title: name.trim() }).where(eq(shoppingLists.id, listId));
    await publishList(tx, listId, await touch(tx, listId));
    return answer(tx, customerId, listId);
  });
}

/** Tells each other member (accepted or pending) of `listId` some news of it. */
async function tellMembers(tx: Tx, listId: number, except: number, title: string, message: string): Promise<void> {
  const others = await tx
    .select({ customerId: shoppingListShares.customerId })
    .from(shoppingListShares)
    .where(eq(shoppingListShares.listId, listId));
  const values = others
    .flatMap((o) => (o.customerId === null || o.customerId === except ? [] : [o.customerId]))
    .map((customerId) => ({ customerId, typeId: LIST_NEWS_TYPE, title, message, listId }));
  if (values.length) await tx.insert(listNotifications).values(values);
}

const nameOf = async (tx: Tx, customerId: number): Promise<string> => {
  const [c] = await tx
    .select({ forename: customers.forename, surname: customers.surname })
    .from(customers)
    .where(eq(customers.id, customerId));
  return c ? `${c.forename} ${c.surname}` : '';
};

/** DELETE auth/lists/{id}: the administrator deletes the list (its members are told); a member gets 403. */
export async function deleteList(db: Db, customerId: number, listId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await memberOf(tx, customerId, listId, true);
    assertAdministrator(m, listsApi.deleteAdminOnly);
    const who = await nameOf(tx, customerId);
    await tellMembers(
      tx,
      listId,
      customerId,
      listTexts.deletedTitle,
      t(listTexts.deletedMessage, { who, name: m.title }),
    );
    // Pending invitations to it go with it (their notifications' list is set to null: answered as gone).
    await tx.execute(sql`delete from list_notifications where list_id = ${listId} and type_id = 2`);
    await tx.delete(shoppingLists).where(eq(shoppingLists.id, listId));
    await publishList(tx, listId, m.version + 1, true);
  });
}

/** POST auth/lists/{id}/leave: a member leaves (the administrator is told); the administrator gets 409. */
export async function leaveList(db: Db, customerId: number, listId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await memberOf(tx, customerId, listId, true);
    if (m.administrator) throw alert(409, listsApi.adminCannotLeave);
    await tx
      .delete(shoppingListShares)
      .where(and(eq(shoppingListShares.listId, listId), eq(shoppingListShares.customerId, customerId)));
    const who = await nameOf(tx, customerId);
    await tx.insert(listNotifications).values({
      customerId: m.ownerId,
      typeId: LIST_NEWS_TYPE,
      title: listTexts.leftTitle,
      message: t(listTexts.leftMessage, { who, name: m.title }),
      listId,
    });
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/** POST auth/lists/{id}/items: a product added (an increment of its line). */
export async function addItem(db: Db, customerId: number, listId: number, input: ListItemAdd): Promise<void> {
  await db.transaction(async (tx) => {
    await memberOf(tx, customerId, listId, true);
    await assertListable(tx, input.productId);
    await addLine(tx, listId, input.productId, input.quantity ?? 1);
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/**
 * POST auth/lists/{id}/generic {description}: a generic line written on the list, last, quantity 1; the
 * same words already on the list as a generic line add one to it (compared ignoring case and spaces
 * around), so a double press makes one line of 2, never two lines.
 */
export async function addGeneric(db: Db, customerId: number, listId: number, description: string): Promise<void> {
  const words = description.trim();
  await db.transaction(async (tx) => {
    await memberOf(tx, customerId, listId, true);
    const same = rowsOf(
      await tx.execute(sql`
        update shopping_list_items set quantity = least(quantity + 1, ${QUANTITY_MAX})
        where id = (select id from shopping_list_items where list_id = ${listId} and product_id is null
          and lower(generic_description) = lower(${words}) order by id limit 1)
        returning id`),
    );
    if (same.length === 0) {
      const [{ n }] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from shopping_list_items where list_id = ${listId}`),
      );
      if (Number(n) >= LIST_ITEMS_MAX) throw alert(409, t(listsApi.listFull, { max: LIST_ITEMS_MAX }));
      await tx.execute(sql`
        insert into shopping_list_items (list_id, product_id, generic_description, quantity, order_no)
        values (${listId}, null, ${words}, 1,
          (select coalesce(max(order_no), 0) + 1 from shopping_list_items where list_id = ${listId}))`);
    }
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/** PATCH auth/lists/{id}/items/{itemId} {delta}: +/- applied by the database (1..QUANTITY_MAX). */
export async function changeItem(
  db: Db,
  customerId: number,
  listId: number,
  itemId: number,
  delta: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await memberOf(tx, customerId, listId, true);
    const changed = await tx.execute(sql`
      update shopping_list_items set quantity = least(${QUANTITY_MAX}, greatest(1, quantity + ${delta}))
      where id = ${itemId} and list_id = ${listId} returning id`);
    if (rowsOf(changed).length === 0) throw notFound(listsApi.productNotFound);
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/**
 * PUT auth/lists/{id}/items/{itemId}/product {productId}: the product chosen for a generic line (a search
 * from the list, shell §2 listId/listItemId). The line becomes the product's; when the list has the
 * product already, the generic line's quantity joins that line and the generic line goes. Under the
 * list's row lock, with conditional statements; a repeat (the line is the product's already) changes
 * nothing. A line not of this list → 404; a line with a product already → 409; premiums and pharmacy
 * products are refused as for any add.
 */
export async function chooseProduct(
  db: Db,
  customerId: number,
  listId: number,
  itemId: number,
  productId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await memberOf(tx, customerId, listId, true);
    const [line] = rowsOf<{ product_id: number | null; quantity: number }>(
      await tx.execute(sql`
        select product_id, quantity from shopping_list_items where id = ${itemId} and list_id = ${listId}`),
    );
    if (!line) throw notFound(listsApi.lineNotFound);
    if (line.product_id !== null) {
      if (Number(line.product_id) === productId) return;
      throw alert(409, listsApi.notGeneric);
    }
    await assertListable(tx, productId);
    const joined = rowsOf(
      await tx.execute(sql`
        update shopping_list_items set quantity = least(quantity + ${line.quantity}, ${QUANTITY_MAX})
        where list_id = ${listId} and product_id = ${productId} returning id`),
    );
    if (joined.length > 0)
      await tx.execute(sql`delete from shopping_list_items where id = ${itemId} and product_id is null`);
    else
      await tx.execute(sql`
        update shopping_list_items set product_id = ${productId}, generic_description = null
        where id = ${itemId} and product_id is null`);
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/** DELETE auth/lists/{id}/items/{itemId}. A line already gone is not an error (another member removed it). */
export async function removeItem(db: Db, customerId: number, listId: number, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await memberOf(tx, customerId, listId, true);
    await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)));
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/** The list's products and quantities for the trolley (generic lines, premiums and unsold left out). */
export async function trolleyLinesOf(db: Db, customerId: number, listId: number): Promise<Record<string, number>> {
  await memberOf(db, customerId, listId);
  const rows = rowsOf<{ product_id: number; quantity: number }>(
    await db.execute(sql`
      select i.product_id, i.quantity from shopping_list_items i join products p on p.id = i.product_id
      where i.list_id = ${listId} and p.active and not p.premium order by i.product_id`),
  );
  if (rows.length === 0) throw alert(409, listsApi.emptyList);
  return Object.fromEntries(rows.map((r) => [String(r.product_id), Number(r.quantity)]));
}
