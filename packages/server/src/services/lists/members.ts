// Who may touch a list (issue 39; orders §4 shared-list users): its members, i.e. the administrator
// (stateId '1', the owner) and the accepted members ('2'). A pending invitation ('3') gives nothing yet.
// Anybody else is told the list does not exist (404), as for another customer's order: a non-member
// learns nothing, reads nothing, changes nothing.
//
// Every change of a list takes the list's row FOR UPDATE first (then its lines, its members, the
// notifications; services/locks.ts order: list → lines → shares → notifications), so a deletion, a
// removal of a member and an edit cannot cross; the lines themselves change by increments and
// conditional upserts, never read-then-write, so two members' edits of one line are both kept.
import { sql } from 'drizzle-orm';
import { ListUserState } from '@mercato/contracts/lists';
import { listsApi } from '@mercato/contracts/i18n/it';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { alert, notFound } from '../../errors.ts';

export interface Membership {
  listId: number;
  title: string;
  ownerId: number;
  administrator: boolean;
  /** The list's version (its last change, epoch ms): the live events carry it. */
  version: number;
}

/** A list's version as SQL: its last change (the column `updatedAt` names), in epoch milliseconds. */
const versionOf = (updatedAt: 'updated_at' | 'l.updated_at') =>
  sql.raw(`(extract(epoch from ${updatedAt}) * 1000)::bigint`);

/**
 * The caller's membership of `listId`, or 404. `lock`: the list's row FOR UPDATE (every change), so the
 * membership holds until the transaction ends.
 */
export async function memberOf(tx: Tx | Db, customerId: number, listId: number, lock = false): Promise<Membership> {
  const [row] = rowsOf<{ id: number; title: string; customer_id: number; state_id: string; version: string }>(
    await tx.execute(sql`
      select l.id, l.title, l.customer_id, s.state_id,
        ${versionOf('l.updated_at')} as version
      from shopping_lists l
      join shopping_list_shares s on s.list_id = l.id and s.customer_id = ${customerId}
        and s.state_id in (${ListUserState.ADMINISTRATOR}, ${ListUserState.ACCEPTED})
      where l.id = ${listId}
      ${lock ? sql`for update of l` : sql``}`),
  );
  if (!row) throw notFound(listsApi.notFound);
  return {
    listId: Number(row.id),
    title: row.title,
    ownerId: Number(row.customer_id),
    administrator: Number(row.customer_id) === customerId,
    version: Number(row.version),
  };
}

/** The administrator only (rename, share, remove a member, delete): others 403. */
export function assertAdministrator(m: Membership, message: string = listsApi.adminOnly): void {
  if (!m.administrator) throw alert(403, message);
}

/**
 * The list's version now, as touch() sets it: a live stream's first event, so that a change made between
 * the page's render and the stream's subscription is not missed.
 */
export async function currentVersion(db: Db | Tx, listId: number): Promise<number> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select ${versionOf('updated_at')} as version from shopping_lists where id = ${listId}`),
  );
  return Number(row?.version ?? 0);
}

/** Marks the list changed now (its version) and answers the new version. */
export async function touch(tx: Tx, listId: number): Promise<number> {
  const [row] = rowsOf<{ version: string }>(
    await tx.execute(sql`
      update shopping_lists set updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where id = ${listId} returning ${versionOf('updated_at')} as version`),
  );
  return Number(row?.version ?? 0);
}
