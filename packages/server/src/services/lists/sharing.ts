// Sharing a list by e-mail (orders §2 share modal, §3 share request, §4 shared-list users, §5 share rules)
// and the notifications of /lds/notifiche. The administrator invites an e-mail address: the invitation is
// written to the outbox (services/outbox/queue.ts) in the same transaction, and when the address is a
// customer's, a share request (typeId 2) waits in their notifications; an address that becomes a customer
// later claims its invitations when the registration is confirmed (claimInvitations: the e-mail proven,
// each pending invitation becomes that customer's share request). Accepting makes them a member ('2'); refusing drops
// the invitation; either is told to the administrator. The administrator removes members (never
// themselves). Locks: the list row, then its shares, then notifications (members.ts).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  LIST_MEMBERS_MAX,
  LIST_NEWS_TYPE,
  ListUserState,
  SHARE_REQUEST_TYPE,
  type ListNotification,
  type ListShare,
} from '@mercato/contracts/lists';
import { listTexts, listsApi, t } from '@mercato/contracts/i18n/it';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { shoppingListShares, shoppingLists } from '../../db/schema/commerce.ts';
import { listNotifications } from '../../db/schema/lists.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, notFound } from '../../errors.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';
import { publishList } from './events.ts';
import { assertAdministrator, memberOf, touch } from './members.ts';

const fullName = (c: { forename: string; surname: string }) => `${c.forename} ${c.surname}`;

/** POST auth/lists/{id}/share {username, message}: the administrator invites an e-mail address. */
export async function shareList(
  db: Db,
  transports: OutboxTransports,
  customerId: number,
  listId: number,
  input: ListShare,
): Promise<void> {
  const email = input.username.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const m = await memberOf(tx, customerId, listId, true);
    assertAdministrator(m);
    const [me] = await tx.select().from(customers).where(eq(customers.id, customerId));
    if (!me) throw notFound(listsApi.notFound);
    if (me.email.toLowerCase() === email) throw alert(422, listsApi.shareSelf);
    const shares = await tx
      .select({ email: shoppingListShares.email })
      .from(shoppingListShares)
      .where(eq(shoppingListShares.listId, listId));
    if (shares.some((s) => s.email.toLowerCase() === email)) throw alert(409, t(listsApi.alreadyShared, { email }));
    if (shares.length >= LIST_MEMBERS_MAX) throw alert(409, t(listsApi.tooManyMembers, { max: LIST_MEMBERS_MAX }));
    const [invited] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email}`);
    await tx.insert(shoppingListShares).values({
      listId,
      email,
      customerId: invited?.id ?? null,
      stateId: ListUserState.PENDING,
      message: input.message.trim(),
    });
    const from = fullName(me);
    if (invited)
      await tx.insert(listNotifications).values({
        customerId: invited.id,
        typeId: SHARE_REQUEST_TYPE,
        title: listTexts.shareRequestTitle,
        message: t(listTexts.shareRequestMessage, { from, name: m.title, message: input.message.trim() }),
        listId,
      });
    await queueMessage(tx, transports, {
      channel: 'EMAIL',
      kind: 'LIST_SHARE',
      customerId: invited?.id ?? null,
      recipient: email,
      subject: t(listTexts.shareMailSubject, { from, name: m.title }),
      bodyText: t(listTexts.shareMailBody, { from, name: m.title, message: input.message.trim() }),
    });
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/** DELETE auth/lists/{id}/users/{userId}: the administrator removes a member or an invitation. */
export async function removeUser(db: Db, customerId: number, listId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await memberOf(tx, customerId, listId, true);
    assertAdministrator(m);
    const [share] = await tx
      .select()
      .from(shoppingListShares)
      .where(and(eq(shoppingListShares.listId, listId), eq(shoppingListShares.id, userId)));
    if (!share) throw notFound(listsApi.userNotFound);
    if (share.stateId === ListUserState.ADMINISTRATOR) throw alert(409, listsApi.removeAdmin);
    await tx.delete(shoppingListShares).where(eq(shoppingListShares.id, userId));
    if (share.customerId !== null) {
      // A pending invitation's request goes; an accepted member is told.
      await tx.execute(sql`
        delete from list_notifications where customer_id = ${share.customerId} and list_id = ${listId}
        and type_id = ${SHARE_REQUEST_TYPE}`);
      if (share.stateId === ListUserState.ACCEPTED)
        await tx.insert(listNotifications).values({
          customerId: share.customerId,
          typeId: LIST_NEWS_TYPE,
          title: listTexts.removedTitle,
          message: t(listTexts.removedMessage, { name: m.title }),
          listId: null,
        });
    }
    await publishList(tx, listId, await touch(tx, listId));
  });
}

/** GET auth/lists/notifications: newest first; the unread ones are marked read once answered. */
export async function notificationsOf(db: Db, customerId: number): Promise<ListNotification[]> {
  const rows = await db
    .select()
    .from(listNotifications)
    .where(eq(listNotifications.customerId, customerId))
    .orderBy(desc(listNotifications.createdAt), desc(listNotifications.id))
    .limit(100);
  if (rows.some((r) => r.readAt === null))
    await db
      .update(listNotifications)
      .set({ readAt: new Date() })
      .where(and(eq(listNotifications.customerId, customerId), isNull(listNotifications.readAt)));
  return rows.map((r) => ({
    id: r.id,
    typeId: r.typeId,
    title: r.title,
    message: r.message,
    read: r.readAt !== null,
    listId: r.listId,
  }));
}

/** The customer's notification `id` (404 when it is not theirs). */
async function notificationOf(tx: Tx, customerId: number, id: number) {
  const [n] = await tx
    .select()
    .from(listNotifications)
    .where(and(eq(listNotifications.id, id), eq(listNotifications.customerId, customerId)))
    .for('update');
  if (!n) throw notFound(listsApi.notificationNotFound);
  return n;
}

/**
 * POST auth/lists/notifications/{id}/accept|refuse: the share request answered. A retry of an answer
 * already given finds the request gone (404). The list's row is locked first (then the shares, then the
 * notification), in the order of every change of a list.
 */
export async function answerInvitation(
  db: Db,
  customerId: number,
  id: number,
  accept: boolean,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ listId: listNotifications.listId, typeId: listNotifications.typeId })
      .from(listNotifications)
      .where(and(eq(listNotifications.id, id), eq(listNotifications.customerId, customerId)));
    if (!peek) throw notFound(listsApi.notificationNotFound);
    if (peek.typeId !== SHARE_REQUEST_TYPE) throw alert(409, listsApi.notAShareRequest);
    const list =
      peek.listId === null
        ? undefined
        : rowsOf<{ id: number; title: string; customer_id: number }>(
            await tx.execute(
              sql`select id, title, customer_id from shopping_lists where id = ${peek.listId} for update`,
            ),
          )[0];
    if (!list) throw notFound(listsApi.notFound);
    const n = await notificationOf(tx, customerId, id);
    await tx.delete(listNotifications).where(eq(listNotifications.id, n.id));
    const listId = Number(list.id);
    const [share] = await tx
      .select()
      .from(shoppingListShares)
      .where(
        and(
          eq(shoppingListShares.listId, listId),
          eq(shoppingListShares.customerId, customerId),
          eq(shoppingListShares.stateId, ListUserState.PENDING),
        ),
      );
    if (!share) throw notFound(listsApi.notFound);
    const [me] = await tx.select().from(customers).where(eq(customers.id, customerId));
    const who = me ? fullName(me) : share.email;
    if (accept)
      await tx
        .update(shoppingListShares)
        .set({ stateId: ListUserState.ACCEPTED })
        .where(and(eq(shoppingListShares.listId, listId), eq(shoppingListShares.email, share.email)));
    else
      await tx
        .delete(shoppingListShares)
        .where(and(eq(shoppingListShares.listId, listId), eq(shoppingListShares.email, share.email)));
    await tx.insert(listNotifications).values({
      customerId: Number(list.customer_id),
      typeId: LIST_NEWS_TYPE,
      title: accept ? listTexts.acceptedTitle : listTexts.refusedTitle,
      message: t(accept ? listTexts.acceptedMessage : listTexts.refusedMessage, { who, name: list.title }),
      listId,
    });
    await publishList(tx, listId, await touch(tx, listId));
    return accept ? listId : null;
  });
}

/** DELETE auth/lists/notifications/{id}: a notification that is not a share request. */
export async function deleteNotification(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const n = await notificationOf(tx, customerId, id);
    if (n.typeId === SHARE_REQUEST_TYPE) throw alert(409, listsApi.answerFirst);
    await tx.delete(listNotifications).where(eq(listNotifications.id, id));
  });
}

/**
 * A registration confirmed (services/account confirmEmail, inside its transaction): the invitations sent
 * to that e-mail before it was a customer's become theirs, each a share request in their notifications,
 * as if the administrator had invited them now. Locks the shares, then writes the notifications.
 */
export async function claimInvitations(tx: Tx, customerId: number, email: string): Promise<number> {
  const claimed = await tx
    .update(shoppingListShares)
    .set({ customerId })
    .where(
      and(
        sql`lower(${shoppingListShares.email}) = ${email.trim().toLowerCase()}`,
        isNull(shoppingListShares.customerId),
        eq(shoppingListShares.stateId, ListUserState.PENDING),
      ),
    )
    .returning({ listId: shoppingListShares.listId, message: shoppingListShares.message });
  for (const share of claimed) {
    const [list] = await tx
      .select({ title: shoppingLists.title, forename: customers.forename, surname: customers.surname })
      .from(shoppingLists)
      .innerJoin(customers, eq(customers.id, shoppingLists.customerId))
      .where(eq(shoppingLists.id, share.listId));
    if (!list) continue;
    await tx.insert(listNotifications).values({
      customerId,
      typeId: SHARE_REQUEST_TYPE,
      title: listTexts.shareRequestTitle,
      message: t(listTexts.shareRequestMessage, {
        from: fullName(list),
        name: list.title,
        message: share.message ?? '',
      }),
      listId: share.listId,
    });
  }
  return claimed.length;
}
