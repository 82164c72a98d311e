// What a member reads of the lists (orders §2 lists overview and list page, §3 shopping list, shared-list
// user, notification).
import { sql } from 'drizzle-orm';
import {
  ListUserState,
  type ListDetail,
  type ListItem,
  type ListUser,
  type ShoppingList,
} from '@mercato/contracts/lists';
import type { Product } from '@mercato/contracts/catalogue';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import type { Session } from '../sessions/index.ts';
import { memberOf } from './members.ts';

/** Product tiles by id for the session's navigation (the catalogue's productSet: active, same catalogue). */
export type Tiles = (ids: number[], session: Session) => Promise<Product[]>;

interface ListRow {
  id: number;
  title: string;
  customer_id: number;
  rows: number;
  generic: number;
  unsellable: number;
  others: number;
}

/** The lists `customerId` is a member of (own first, then shared with them), newest change first. */
export async function listsOf(db: Db | Tx, customerId: number, only?: number): Promise<ShoppingList[]> {
  const rows = rowsOf<ListRow>(
    await db.execute(sql`
      select l.id, l.title, l.customer_id,
        (select count(*)::int from shopping_list_items i where i.list_id = l.id) as rows,
        (select count(*)::int from shopping_list_items i where i.list_id = l.id and i.product_id is null) as generic,
        (select count(*)::int from shopping_list_items i join products p on p.id = i.product_id
          where i.list_id = l.id and (not p.active or p.premium)) as unsellable,
        (select count(*)::int from shopping_list_shares o where o.list_id = l.id
          and o.state_id <> ${ListUserState.ADMINISTRATOR}) as others
      from shopping_lists l
      join shopping_list_shares s on s.list_id = l.id and s.customer_id = ${customerId}
        and s.state_id in (${ListUserState.ADMINISTRATOR}, ${ListUserState.ACCEPTED})
      ${only !== undefined ? sql`where l.id = ${only}` : sql``}
      order by (l.customer_id = ${customerId}) desc, l.updated_at desc, l.id desc`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    numGenericProducts: Number(r.generic),
    partial: Number(r.generic) + Number(r.unsellable) > 0,
    rowCount: Number(r.rows),
    administrator: Number(r.customer_id) === customerId,
    shared: Number(r.others) > 0,
  }));
}

/** Unread notifications of the customer (the header's and the overview's count). */
export async function unreadCount(db: Db | Tx, customerId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from list_notifications where customer_id = ${customerId} and read_at is null`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** The list page: the list, its lines (tiles of the session's navigation), its members. */
export async function detailOf(db: Db | Tx, tiles: Tiles, session: Session, listId: number): Promise<ListDetail> {
  const customerId = session.customerId as number;
  const m = await memberOf(db, customerId, listId);
  const [list] = await listsOf(db, customerId, listId);
  const lines = rowsOf<{ id: number; quantity: number; product_id: number | null; description: string }>(
    await db.execute(sql`
      select i.id, i.quantity, i.product_id, coalesce(p.description, i.generic_description, '') as description
      from shopping_list_items i left join products p on p.id = i.product_id
      where i.list_id = ${listId} order by i.order_no, i.id`),
  );
  const ids = lines.flatMap((l) => (l.product_id === null ? [] : [Number(l.product_id)]));
  const byId = new Map((ids.length ? await tiles(ids, session) : []).map((p) => [p.productId, p]));
  const items: ListItem[] = lines.map((l) => ({
    id: Number(l.id),
    quantity: Number(l.quantity),
    product: l.product_id === null ? null : (byId.get(Number(l.product_id)) ?? null),
    description: l.description,
  }));
  const users = rowsOf<{ id: number; email: string; name: string | null; state_id: string }>(
    await db.execute(sql`
      select s.id, s.email, s.state_id, c.forename || ' ' || c.surname as name
      from shopping_list_shares s left join customers c on c.id = s.customer_id
      where s.list_id = ${listId} order by s.state_id, s.created_at, s.id`),
  ).map<ListUser>((u) => ({ userId: Number(u.id), username: u.email, name: u.name ?? u.email, stateId: u.state_id }));
  const own = list as ShoppingList;
  return {
    // A line whose product this navigation does not sell (no tile) makes the list partial too.
    list: { ...own, partial: own.partial || items.some((i) => i.product === null) },
    items,
    users,
    version: m.version,
  };
}
