// Shopping lists (issue 39; orders §2 "Shopping lists (/lds)", §3, §4, §5, §8, §9): the lists of a logged
// customer, their lines, sharing by e-mail with notifications, live changes, the whole list to the trolley
// and the trolley saved as a list. Modules: members.ts (who may touch a list, the lock taken first),
// read.ts (overview, list page), change.ts (every change of a list), sharing.ts (invitations, members,
// notifications), events.ts (LISTEN/NOTIFY of the live page). Only members read or change a list: anyone
// else gets 404 'Lista non trovata', as for a list that does not exist.
import type {
  ListCreate,
  ListDetail,
  ListGenericAdd,
  ListItemAdd,
  ListNotification,
  ListOverview,
  ListShare,
  ShoppingList,
} from '@mercato/contracts/lists';
import type { Trolley } from '@mercato/contracts';
import type { Db, Listen } from '../../db/client.ts';
import { alert } from '../../errors.ts';
import { listsApi } from '@mercato/contracts/i18n/it';
import { checked } from '../../validation.ts';
import type { BoundArea } from '../bind.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import type { Session } from '../sessions/index.ts';
import { createStreamLeases, type StreamLeases } from '../slots/stream-leases.ts';
import type { AddOptions, MassiveAddInput, TrolleyOwner } from '../trolley/index.ts';
import type { Parsed } from '../../validation.ts';
import * as backInStock from './back-in-stock.ts';
import * as change from './change.ts';
import { createListEventHub, type ListEventHub } from './events.ts';
import { detailOf, listsOf, unreadCount, type Tiles } from './read.ts';
import { memberOf, currentVersion as versionOf } from './members.ts';
import * as sharing from './sharing.ts';
import type * as self from './index.ts';

/** chosen: live list pages one customer may have open at once (every instance counted, as the slots'). */
export const LIST_STREAMS_PER_CUSTOMER = 8;

export interface ListsContext {
  db: Db;
  transports: OutboxTransports;
  tiles: Tiles;
  /** The trolley's calls the lists use (services.trolley). */
  trolley: {
    ownerOf(session: Session | null, nav?: string | null): Promise<TrolleyOwner>;
    get(o: TrolleyOwner): Promise<Trolley>;
    massiveAdd(o: TrolleyOwner, input: Parsed<MassiveAddInput>, opts?: AddOptions): Promise<Trolley>;
  };
  hub: ListEventHub;
  streams: StreamLeases;
}

export function listsContext(
  db: Db,
  deps: { listen: Listen; transports: OutboxTransports; tiles: Tiles; trolley: ListsContext['trolley'] },
): ListsContext {
  return {
    db,
    transports: deps.transports,
    tiles: deps.tiles,
    trolley: deps.trolley,
    hub: createListEventHub(deps.listen),
    streams: createStreamLeases(db, LIST_STREAMS_PER_CUSTOMER),
  };
}

/** A logged customer's id (the routes let no one else through). */
const idOf = (session: Session | null): number => {
  const id = session?.customerId;
  if (id === null || id === undefined) throw alert(401, listsApi.notFound);
  return id;
};

export async function overview(ctx: ListsContext, session: Session): Promise<ListOverview> {
  const id = idOf(session);
  return { lists: await listsOf(ctx.db, id), unread: await unreadCount(ctx.db, id) };
}
export function unread(ctx: ListsContext, customerId: number): Promise<number> {
  return unreadCount(ctx.db, customerId);
}
export function detail(ctx: ListsContext, session: Session, listId: number): Promise<ListDetail> {
  idOf(session);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export function create(ctx: ListsContext, session: Session, input: ListCreate): Promise<ShoppingList> {
  return change.createList(ctx.db, idOf(session), input);
}
export function copy(ctx: ListsContext, session: Session, listId: number, input: ListCreate): Promise<ShoppingList> {
  return change.copyList(ctx.db, idOf(session), listId, input);
}
export function rename(ctx: ListsContext, session: Session, listId: number, name: string): Promise<ShoppingList> {
  return change.renameList(ctx.db, idOf(session), listId, name);
}
export function remove(ctx: ListsContext, session: Session, listId: number): Promise<void> {
  return change.deleteList(ctx.db, idOf(session), listId);
}
export function leave(ctx: ListsContext, session: Session, listId: number): Promise<void> {
  return change.leaveList(ctx.db, idOf(session), listId);
}
export async function addItem(
  ctx: ListsContext,
  session: Session,
  listId: number,
  input: ListItemAdd,
): Promise<ListDetail> {
  await change.addItem(ctx.db, idOf(session), listId, input);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export async function changeItem(
  ctx: ListsContext,
  session: Session,
  listId: number,
  itemId: number,
  delta: number,
): Promise<ListDetail> {
  await change.changeItem(ctx.db, idOf(session), listId, itemId, delta);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export async function addGeneric(
  ctx: ListsContext,
  session: Session,
  listId: number,
  input: ListGenericAdd,
): Promise<ListDetail> {
  await change.addGeneric(ctx.db, idOf(session), listId, input.description);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export async function chooseProduct(
  ctx: ListsContext,
  session: Session,
  listId: number,
  itemId: number,
  productId: number,
): Promise<ListDetail> {
  await change.chooseProduct(ctx.db, idOf(session), listId, itemId, productId);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export async function removeItem(
  ctx: ListsContext,
  session: Session,
  listId: number,
  itemId: number,
): Promise<ListDetail> {
  await change.removeItem(ctx.db, idOf(session), listId, itemId);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}

/**
 * POST auth/lists/{id}/trolley: the list's products added to the trolley as the trolley's massive add
 * does (its exceptions: unavailable products, quantity limits, preparation time against the held slot —
 * the slot-change conflict — come back in `exceptions`); the same Idempotency-Key adds once.
 */
export async function toTrolley(
  ctx: ListsContext,
  session: Session,
  listId: number,
  opts: { nav?: string | null; idempotencyKey?: string | null },
): Promise<Trolley> {
  const lines = await change.trolleyLinesOf(ctx.db, idOf(session), listId);
  const owner = await ctx.trolley.ownerOf(session, opts.nav);
  return ctx.trolley.massiveAdd(owner, checked(lines), { idempotencyKey: opts.idempotencyKey });
}

/** POST auth/lists/from-trolley: the shopper's trolley saved as a new list (checkout modal). */
export async function fromTrolley(
  ctx: ListsContext,
  session: Session,
  input: ListCreate,
  nav?: string | null,
): Promise<ShoppingList> {
  const owner = await ctx.trolley.ownerOf(session, nav);
  return change.listFromTrolley(ctx.db, idOf(session), await ctx.trolley.get(owner), input);
}

/** PUT auth/displayable/notifybyemail/{productId}: the back-in-stock e-mail request (back-in-stock.ts). */
export function notifyByEmail(ctx: ListsContext, session: Session, productId: number): Promise<void> {
  return backInStock.requestBackInStockMail(ctx.db, idOf(session), productId);
}

/** Sends the back-in-stock e-mails of a product whose stock came back (back-in-stock.ts). */
export function notifyBackInStock(ctx: ListsContext, productId: number): Promise<number> {
  return backInStock.notifyBackInStock(ctx.db, ctx.transports, productId);
}

export async function share(
  ctx: ListsContext,
  session: Session,
  listId: number,
  input: ListShare,
): Promise<ListDetail> {
  await sharing.shareList(ctx.db, ctx.transports, idOf(session), listId, input);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export async function removeUser(
  ctx: ListsContext,
  session: Session,
  listId: number,
  userId: number,
): Promise<ListDetail> {
  await sharing.removeUser(ctx.db, idOf(session), listId, userId);
  return detailOf(ctx.db, ctx.tiles, session, listId);
}
export function notifications(ctx: ListsContext, session: Session): Promise<ListNotification[]> {
  return sharing.notificationsOf(ctx.db, idOf(session));
}
export async function answer(
  ctx: ListsContext,
  session: Session,
  notificationId: number,
  accept: boolean,
): Promise<ListNotification[]> {
  await sharing.answerInvitation(ctx.db, idOf(session), notificationId, accept);
  return sharing.notificationsOf(ctx.db, idOf(session));
}
export async function deleteNotification(ctx: ListsContext, session: Session, id: number): Promise<ListNotification[]> {
  await sharing.deleteNotification(ctx.db, idOf(session), id);
  return sharing.notificationsOf(ctx.db, idOf(session));
}

/** The live stream's parts (routes/lists.ts): membership first, then a lease counted in the database. */
export async function openStream(ctx: ListsContext, session: Session, listId: number): Promise<string | null> {
  await memberOf(ctx.db, idOf(session), listId);
  await ctx.hub.ready();
  return ctx.streams.take(`list:${idOf(session)}`);
}
export function subscribe(ctx: ListsContext, ...args: Parameters<ListEventHub['subscribe']>) {
  return ctx.hub.subscribe(...args);
}
/** The list's version now: the stream's first event, sent once subscribed (members.ts currentVersion). */
export function currentVersion(ctx: ListsContext, listId: number): Promise<number> {
  return versionOf(ctx.db, listId);
}
export function closeStream(ctx: ListsContext, lease: string): Promise<void> {
  return ctx.streams.give(lease);
}
/** The shop stops: every stream ends, this instance's leases go. */
export async function close(ctx: ListsContext): Promise<void> {
  await ctx.hub.close();
  await ctx.streams.close().catch(() => {});
}

export type ListsService = BoundArea<typeof self, ListsContext>;
