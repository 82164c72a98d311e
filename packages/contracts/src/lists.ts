// Shopping lists, their sharing and notifications, and spesa facile (orders §2 "Shopping lists (/lds)", §3
// shopping list / shared-list user / notification, §4, §5, §8, §9; shell §3, §6, §7 spesa facile). The spec
// shows no paths for the list calls; ours are (all a logged customer's, only a list's members):
//
//   GET    auth/lists                                the customer's lists and unread count → ListOverview
//   POST   auth/lists                  ListCreate    a new list (optionally with a first product) → ShoppingList
//   POST   auth/lists/from-trolley     ListCreate    the trolley becomes a list (checkout modal) → ShoppingList
//   GET    auth/lists/{listId}                       the list with its lines and members → ListDetail
//   PATCH  auth/lists/{listId}         ListRename    rename (administrator) → ShoppingList
//   POST   auth/lists/{listId}/copy    ListCreate    a copy of one's own → ShoppingList
//   DELETE auth/lists/{listId}                       delete (administrator only; a member leaves) → 204
//   POST   auth/lists/{listId}/leave   {}            a member leaves the list → 204
//   POST   auth/lists/{listId}/items   ListItemAdd   add (an increment of the product's line) → ListDetail
//   PATCH  auth/lists/{listId}/items/{itemId} ListItemChange  +/- (an increment, never a read-then-write)
//   DELETE auth/lists/{listId}/items/{itemId}        remove a line → ListDetail
//   POST   auth/lists/{listId}/generic    ListGenericAdd  a generic line written on the list → ListDetail
//   PUT    auth/lists/{listId}/items/{itemId}/product ListItemProduct  the product chosen for a generic
//                                                   line (a search from the list) → ListDetail
//   POST   auth/lists/{listId}/trolley                the whole list to the trolley (Idempotency-Key) → Trolley
//   POST   auth/lists/{listId}/share   ListShare     share by e-mail (administrator) → ListDetail
//   DELETE auth/lists/{listId}/users/{userId}        the administrator removes a member → ListDetail
//   GET    auth/lists/{listId}/events                 live changes (server-sent events `list`, ListEvent)
//   GET    auth/lists/notifications                   → ListNotification[] (all marked read once read)
//   POST   auth/lists/notifications/{id}/accept|refuse a share request (typeId 2) → ListNotification[]
//   DELETE auth/lists/notifications/{id}              the other notifications → ListNotification[]
//   GET    spesafacile/config                         → SpesaFacileConfig
//   POST   auth/spesafacile/sceltiperte | abitudini   SpesaFacileQuery → SpesaFacilePage
//   DELETE auth/spesafacile/abitudini/delete           {productCode} → 204
import * as z from 'zod/mini';
import { Product } from './catalogue.ts';
import { DbId } from './ids.ts';
import { IdempotencyKey } from './slots.ts';
import { genericLineSchema, listNameSchema, shareListSchema } from './rules/lists.ts';
import { quantitySchema } from './rules/common.ts';

/** chosen: the most lines a list holds (a weekly shop is well under it; the page shows them all). */
export const LIST_ITEMS_MAX = 200;
/** chosen: the most lists a customer keeps (their own and the ones shared with them). */
export const LISTS_MAX = 50;
/** chosen: the most members of a list, the administrator included. */
export const LIST_MEMBERS_MAX = 10;
/** Skeletons of orders §9: list cards of the overview, rows of the notifications. */
export const LIST_CARD_SKELETONS = 15;
export const LIST_ROW_SKELETONS = 10;
/** chosen: lines shown at a time by the list page's infinite scroll (and product tiles of spesa facile). */
export const LIST_PAGE_SIZE = 24;
/** Notification typeId of a share request (orders §2: answered 'Accetta'/'Rifiuta'). */
export const SHARE_REQUEST_TYPE = 2;
/** chosen: typeId of the news of a list (an invitation answered, a member removed, a list deleted). */
export const LIST_NEWS_TYPE = 1;
/** Shared-list user states (orders §3): '1' administrator, '2' accepted, anything else pending. */
export const ListUserState = { ADMINISTRATOR: '1', ACCEPTED: '2', PENDING: '3' } as const;

/** orders §3 shopping list, with what the overview shows of it. */
export const ShoppingList = z.object({
  id: z.number(),
  title: z.string(),
  /** Generic (free-text) lines. */
  numGenericProducts: z.number(),
  /** Some lines cannot go to the trolley (generic or no longer sold): 'add the whole list' is hidden. */
  partial: z.boolean(),
  rowCount: z.number(),
  /** The caller is its administrator (else an accepted member). */
  administrator: z.boolean(),
  /** Members besides the administrator (accepted or pending). */
  shared: z.boolean(),
});
export type ShoppingList = z.infer<typeof ShoppingList>;

/** GET auth/lists. */
export const ListOverview = z.object({ lists: z.array(ShoppingList), unread: z.number() });
export type ListOverview = z.infer<typeof ListOverview>;

/** A line of a list: a catalogue product (its tile) or a generic product (its description). */
export const ListItem = z.object({
  id: z.number(),
  quantity: z.number(),
  product: z.nullable(Product),
  description: z.string(),
});
export type ListItem = z.infer<typeof ListItem>;

/** orders §3 shared-list user. */
export const ListUser = z.object({
  userId: z.number(),
  username: z.string(),
  name: z.string(),
  stateId: z.string(),
});
export type ListUser = z.infer<typeof ListUser>;

/** GET auth/lists/{listId}. `version` grows with every change (the live events carry it). */
export const ListDetail = z.object({
  list: ShoppingList,
  items: z.array(ListItem),
  users: z.array(ListUser),
  version: z.number(),
});
export type ListDetail = z.infer<typeof ListDetail>;

/** A live change of a list (server-sent event `list`): read the list again; `gone` when it was deleted. */
export const ListEvent = z.object({ listId: z.number(), version: z.number(), gone: z.optional(z.boolean()) });
export type ListEvent = z.infer<typeof ListEvent>;

/** orders §3 notification. */
export const ListNotification = z.object({
  id: z.number(),
  typeId: z.number(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  listId: z.nullable(z.number()),
});
export type ListNotification = z.infer<typeof ListNotification>;

/** POST auth/lists, auth/lists/from-trolley, auth/lists/{id}/copy: the name rule of orders §5. */
export const ListCreate = z.object({
  ...listNameSchema.shape,
  idempotencyKey: IdempotencyKey,
  /** The chooser's new list: the product it was opened for, added at once. */
  productId: z.optional(DbId),
  quantity: z.optional(quantitySchema),
});
export type ListCreate = z.infer<typeof ListCreate>;

export const ListRename = listNameSchema;
export type ListRename = z.infer<typeof ListRename>;

export const ListItemAdd = z.object({ productId: DbId, quantity: z.optional(quantitySchema) });
export type ListItemAdd = z.infer<typeof ListItemAdd>;

/** A line's +/-: an increment applied by the database, so two at once are both kept. */
export const ListItemChange = z.object({ delta: z.int().check(z.gte(-99), z.lte(99)) });
export type ListItemChange = z.infer<typeof ListItemChange>;

/** POST auth/lists/{id}/generic: a generic line written on the list (its words; quantity 1). */
export const ListGenericAdd = genericLineSchema;
export type ListGenericAdd = z.infer<typeof ListGenericAdd>;

/** The product chosen for a generic line: the line becomes the product's (or joins its line). */
export const ListItemProduct = z.object({ productId: DbId });
export type ListItemProduct = z.infer<typeof ListItemProduct>;

export const ListShare = shareListSchema;
export type ListShare = z.infer<typeof ListShare>;

/** shell §3 spesa facile configuration. */
export const SpesaFacileConfig = z.object({
  needLogin: z.boolean(),
  needActivation: z.boolean(),
  activationMessage: z.string(),
});
export type SpesaFacileConfig = z.infer<typeof SpesaFacileConfig>;

/** Sorts of spesa facile (chosen: its own rank, then by name and by price). */
export const SPESA_FACILE_SORTS = ['rank', 'name', 'price'] as const;
/** Filters of spesa facile (chosen: only products on promotion now). */
export const SPESA_FACILE_FILTERS = ['promo'] as const;

/** shell §7 POST auth/spesafacile/sceltiperte | abitudini {start, length, sort{value,order}, filters}. */
export const SpesaFacileQuery = z.object({
  start: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
  length: z.optional(z.int().check(z.gte(1), z.lte(100))),
  sort: z.optional(z.object({ value: z.enum(SPESA_FACILE_SORTS), order: z.enum(['asc', 'desc']) })),
  filters: z.optional(z.array(z.enum(SPESA_FACILE_FILTERS)).check(z.maxLength(5))),
});
export type SpesaFacileQuery = z.infer<typeof SpesaFacileQuery>;

export const SpesaFacilePage = z.object({ products: z.array(Product), total: z.number() });
export type SpesaFacilePage = z.infer<typeof SpesaFacilePage>;

/** DELETE auth/spesafacile/abitudini/delete. */
export const HabitDelete = z.object({ productCode: z.string().check(z.regex(/^\d{6,12}$/)) });
export type HabitDelete = z.infer<typeof HabitDelete>;
