// Shopping lists (services/lists; contracts lists.ts lists the paths): a logged customer's (others: 401
// 'Per usare le tue liste accedi o registrati!', after the XSRF check of unsafe methods, orders §6). Only a
// list's members reach it: anyone else gets 404 'Lista non trovata'. The input is checked here with the
// forms' messages (orders §5: list name, share); the paths' ids as database ids.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod/mini';
import { SLOT_EVENT_HEARTBEAT_MS, SLOT_EVENT_RETRY_MS, Trolley } from '@mercato/contracts';
import {
  ListCreate,
  ListDetail,
  ListItemAdd,
  ListGenericAdd,
  ListItemChange,
  ListItemProduct,
  ListNotification,
  ListOverview,
  ListRename,
  ListShare,
  ShoppingList,
} from '@mercato/contracts/lists';
import { backInStock, lists as listTexts, slotsApi } from '@mercato/contracts/i18n/it';
import { tooManyRequests } from '../errors.ts';
import { privateAnswer, privateNoContent, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import type { Session } from '../services/sessions/index.ts';
import { requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Lists';
const PROMPT = listTexts.freeVisit;
const ListId = idParam('listId');
const ItemPath = z.object({ ...idParam('listId').shape, ...idParam('itemId').shape });
const UserPath = z.object({ ...idParam('listId').shape, ...idParam('userId').shape });
const NotificationId = idParam('notificationId');
const ProductId = idParam('productId');
const Nav = z.object({ nav: z.optional(z.string()) });
const form = { form: true } as const;
/** chosen: as the slot streams, a refused stream may try again after this long. */
const STREAMS_RETRY_AFTER_S = 30;
const MAX_PENDING_WRITES = 64;

export function listRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.lists;
  const customer = requireCustomer(PROMPT);
  const guard = xsrf(PROMPT);
  const session = (c: AppContext) => c.get('session') as Session;
  const listId = (c: AppContext) => (c.req.valid as (t: 'param') => { listId: number })('param').listId;

  r.get(
    '/auth/lists',
    customer,
    doc({ tag, summary: "The customer's lists and unread notifications", ok: { data: ListOverview } }),
    async (c) => privateAnswer(c, await s.overview(session(c))),
  );
  r.post(
    '/auth/lists',
    guard,
    customer,
    body(ListCreate, form),
    doc({
      tag,
      summary: "A new list (with the chooser's product); the same idempotencyKey answers it",
      ok: { data: ShoppingList },
    }),
    async (c) => privateAnswer(c, await s.create(session(c), c.req.valid('json'))),
  );
  r.post(
    '/auth/lists/from-trolley',
    guard,
    customer,
    body(ListCreate, form),
    doc({
      tag,
      summary: "The shopper's trolley saved as a new list",
      ok: { data: ShoppingList },
      checkedByService: { query: Nav },
    }),
    async (c) => privateAnswer(c, await s.fromTrolley(session(c), c.req.valid('json'), c.req.query('nav'))),
  );

  // Notifications (before the lists' own paths: 'notifications' is no list id).
  r.get(
    '/auth/lists/notifications',
    customer,
    doc({
      tag,
      summary: 'The notifications, newest first (the unread ones are read from now on)',
      ok: { data: z.array(ListNotification) },
    }),
    async (c) => privateAnswer(c, await s.notifications(session(c))),
  );
  for (const [action, accept] of [
    ['accept', true],
    ['refuse', false],
  ] as const)
    r.post(
      `/auth/lists/notifications/:notificationId/${action}`,
      guard,
      customer,
      params(NotificationId),
      doc({
        tag,
        summary: `${accept ? 'Accepts' : 'Refuses'} a share request (typeId 2)`,
        ok: { data: z.array(ListNotification) },
      }),
      async (c) => privateAnswer(c, await s.answer(session(c), c.req.valid('param').notificationId, accept)),
    );
  r.delete(
    '/auth/lists/notifications/:notificationId',
    guard,
    customer,
    params(NotificationId),
    doc({
      tag,
      summary: 'Deletes a notification that is not a share request',
      ok: { data: z.array(ListNotification) },
    }),
    async (c) => privateAnswer(c, await s.deleteNotification(session(c), c.req.valid('param').notificationId)),
  );

  r.get(
    '/auth/lists/:listId',
    customer,
    params(ListId),
    doc({ tag, summary: 'A list with its lines and members', ok: { data: ListDetail } }),
    async (c) => privateAnswer(c, await s.detail(session(c), listId(c))),
  );
  r.patch(
    '/auth/lists/:listId',
    guard,
    customer,
    params(ListId),
    body(ListRename, form),
    doc({ tag, summary: 'Renames a list (its administrator)', ok: { data: ShoppingList } }),
    async (c) => privateAnswer(c, await s.rename(session(c), listId(c), c.req.valid('json').name)),
  );
  r.delete(
    '/auth/lists/:listId',
    guard,
    customer,
    params(ListId),
    doc({ tag, summary: 'Deletes a list (its administrator only)', ok: { status: 204 } }),
    async (c) => {
      await s.remove(session(c), listId(c));
      return privateNoContent(c);
    },
  );
  r.post(
    '/auth/lists/:listId/copy',
    guard,
    customer,
    params(ListId),
    body(ListCreate, form),
    doc({ tag, summary: "A copy of a list, the caller's own", ok: { data: ShoppingList } }),
    async (c) => privateAnswer(c, await s.copy(session(c), listId(c), c.req.valid('json'))),
  );
  r.post(
    '/auth/lists/:listId/leave',
    guard,
    customer,
    params(ListId),
    doc({ tag, summary: 'A member leaves the list', ok: { status: 204 } }),
    async (c) => {
      await s.leave(session(c), listId(c));
      return privateNoContent(c);
    },
  );
  r.post(
    '/auth/lists/:listId/items',
    guard,
    customer,
    params(ListId),
    body(ListItemAdd),
    doc({ tag, summary: 'Adds a product (an increment of its line; premiums refused)', ok: { data: ListDetail } }),
    async (c) => privateAnswer(c, await s.addItem(session(c), listId(c), c.req.valid('json'))),
  );
  r.patch(
    '/auth/lists/:listId/items/:itemId',
    guard,
    customer,
    params(ItemPath),
    body(ListItemChange),
    doc({ tag, summary: "A line's +/- (an increment: two at once are both kept)", ok: { data: ListDetail } }),
    async (c) => {
      const p = c.req.valid('param');
      return privateAnswer(c, await s.changeItem(session(c), p.listId, p.itemId, c.req.valid('json').delta));
    },
  );
  r.post(
    '/auth/lists/:listId/generic',
    guard,
    customer,
    params(ListId),
    body(ListGenericAdd, form),
    doc({
      tag,
      summary: 'A generic line written on the list (the same words again: one more)',
      ok: { data: ListDetail },
    }),
    async (c) => privateAnswer(c, await s.addGeneric(session(c), listId(c), c.req.valid('json'))),
  );
  r.put(
    '/auth/lists/:listId/items/:itemId/product',
    guard,
    customer,
    params(ItemPath),
    body(ListItemProduct),
    doc({ tag, summary: 'The product chosen for a generic line (a search from the list)', ok: { data: ListDetail } }),
    async (c) => {
      const p = c.req.valid('param');
      return privateAnswer(c, await s.chooseProduct(session(c), p.listId, p.itemId, c.req.valid('json').productId));
    },
  );
  r.delete(
    '/auth/lists/:listId/items/:itemId',
    guard,
    customer,
    params(ItemPath),
    doc({ tag, summary: 'Removes a line', ok: { data: ListDetail } }),
    async (c) => {
      const p = c.req.valid('param');
      return privateAnswer(c, await s.removeItem(session(c), p.listId, p.itemId));
    },
  );
  r.post(
    '/auth/lists/:listId/trolley',
    guard,
    customer,
    params(ListId),
    doc({
      tag,
      summary: 'The whole list to the trolley (Idempotency-Key header); what cannot be added comes back as exceptions',
      ok: { data: Trolley },
      checkedByService: { query: Nav },
    }),
    async (c) =>
      privateAnswer(
        c,
        await s.toTrolley(session(c), listId(c), {
          nav: c.req.query('nav'),
          idempotencyKey: c.req.header('idempotency-key') ?? null,
        }),
      ),
  );
  r.post(
    '/auth/lists/:listId/share',
    guard,
    customer,
    params(ListId),
    body(ListShare, form),
    doc({
      tag,
      summary: 'Shares the list by e-mail (its administrator; the invitation goes through the outbox)',
      ok: { data: ListDetail },
    }),
    async (c) => privateAnswer(c, await s.share(session(c), listId(c), c.req.valid('json'))),
  );
  r.delete(
    '/auth/lists/:listId/users/:userId',
    guard,
    customer,
    params(UserPath),
    doc({ tag, summary: 'The administrator removes a member or an invitation', ok: { data: ListDetail } }),
    async (c) => {
      const p = c.req.valid('param');
      return privateAnswer(c, await s.removeUser(session(c), p.listId, p.userId));
    },
  );

  // Server-sent events: `retry:` first, then `event: list` with a ListEvent per change of the list, and a
  // comment line every SLOT_EVENT_HEARTBEAT_MS (as GET slots/events). Members only; counted per customer
  // over every instance of the shop.
  r.get(
    '/auth/lists/:listId/events',
    customer,
    params(ListId),
    doc({
      tag,
      summary: 'Live changes of a list (server-sent events `list` with a ListEvent)',
      ok: { media: 'text/event-stream', description: '`retry:`, then `event: list` lines, and `: ping` comments' },
    }),
    async (c) => {
      const id = listId(c);
      const lease = await s.openStream(session(c), id);
      if (!lease) throw tooManyRequests(STREAMS_RETRY_AFTER_S, slotsApi.tooManyStreams);
      c.header('X-Accel-Buffering', 'no');
      c.header('Cache-Control', 'no-store');
      return streamSSE(c, async (stream) => {
        let end = () => {};
        const ended = new Promise<void>((resolve) => {
          end = resolve;
        });
        stream.onAbort(() => end());
        let pending = 0;
        const send = (text: string) => {
          if (pending >= MAX_PENDING_WRITES) return end();
          pending++;
          void stream.write(text).finally(() => {
            pending--;
          });
        };
        let unsubscribe = () => {};
        const beat = setInterval(() => send(': ping\n\n'), SLOT_EVENT_HEARTBEAT_MS);
        try {
          unsubscribe = await s.subscribe(String(id), {
            event: (e) => send(`event: list\ndata: ${JSON.stringify(e)}\n\n`),
            end: () => end(),
          });
          send(`retry: ${SLOT_EVENT_RETRY_MS}\n\n`);
          // The version now, once subscribed: a change between the page's render and this stream shows.
          send(`event: list\ndata: ${JSON.stringify({ listId: id, version: await s.currentVersion(id) })}\n\n`);
          await ended;
        } catch {
          // The shop is stopping: the stream just ends.
        } finally {
          clearInterval(beat);
          await s.closeStream(lease).catch(() => {});
          unsubscribe();
        }
      });
    },
  );

  // The back-in-stock e-mail (shell §7; services/lists/back-in-stock.ts): an unknown product 404, one that
  // can be bought now 409; a repeated request changes nothing and answers the same.
  const asker = requireCustomer(backInStock.freeVisit);
  r.put(
    '/auth/displayable/notifybyemail/:productId',
    xsrf(backInStock.freeVisit),
    asker,
    params(ProductId),
    doc({ tag, summary: 'Asks for an e-mail when an unavailable product can be bought again', ok: { status: 204 } }),
    async (c) => {
      await s.notifyByEmail(session(c), c.req.valid('param').productId);
      return privateNoContent(c);
    },
  );
  return r;
}
