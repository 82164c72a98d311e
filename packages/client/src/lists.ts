// The shopping lists and spesa facile calls (contracts lists.ts lists the paths): one function per call
// over a `request()` of request.ts — `listCalls(getClient().request)` — kept out of createClient() so that
// the pages without lists do not carry them. `openListEvents` is the live feed of a list page around the
// browser's EventSource (reconnects by itself; `retry:` is the server's).
// Calls whose refusal a dialog shows in its own banner (orders §8) pass `report: false`.
import type { Trolley } from '@mercato/contracts';
import type {
  ListCreate,
  ListDetail,
  ListEvent,
  ListItemAdd,
  ListNotification,
  ListOverview,
  ListShare,
  ShoppingList,
  SpesaFacileConfig,
  SpesaFacilePage,
  SpesaFacileQuery,
} from '@mercato/contracts/lists';
import { API_PREFIX, type ShopRequest } from './request.ts';

const quiet = { report: false, spinner: false } as const;

export function listCalls(request: ShopRequest) {
  const list = (id: number) => `auth/lists/${id}`;
  return {
    getLists: () => request<ListOverview>('GET', 'auth/lists', { spinner: false }),
    /** One idempotencyKey per press of 'Crea', sent again on a retry: one list whatever happens. */
    createList: (input: ListCreate) =>
      request<ShoppingList>('POST', 'auth/lists', { body: input, dedupe: false, ...quiet }),
    trolleyToList: (input: ListCreate) =>
      request<ShoppingList>('POST', 'auth/lists/from-trolley', { body: input, dedupe: false, ...quiet }),
    getList: (id: number) => request<ListDetail>('GET', list(id), { spinner: false }),
    renameList: (id: number, name: string) => request<ShoppingList>('PATCH', list(id), { body: { name }, ...quiet }),
    copyList: (id: number, input: ListCreate) =>
      request<ShoppingList>('POST', `${list(id)}/copy`, { body: input, dedupe: false, ...quiet }),
    deleteList: (id: number) => request<null>('DELETE', list(id)),
    leaveList: (id: number) => request<null>('POST', `${list(id)}/leave`, { body: {} }),
    addItem: (id: number, input: ListItemAdd) =>
      request<ListDetail>('POST', `${list(id)}/items`, { body: input, ...quiet }),
    /** +/- of a line: an increment, so a repeat is a second step (the guard refuses a double press). */
    changeItem: (id: number, itemId: number, delta: number) =>
      request<ListDetail>('PATCH', `${list(id)}/items/${itemId}`, { body: { delta }, spinner: false }),
    /** A generic line written on the list: the same words again add one to it (no double line). */
    addGeneric: (id: number, description: string) =>
      request<ListDetail>('POST', `${list(id)}/generic`, { body: { description }, ...quiet }),
    /** The product chosen for a generic line: a repeat changes nothing (the line is the product's). */
    chooseProduct: (id: number, itemId: number, productId: number) =>
      request<ListDetail>('PUT', `${list(id)}/items/${itemId}/product`, { body: { productId }, ...quiet }),
    removeItem: (id: number, itemId: number) =>
      request<ListDetail>('DELETE', `${list(id)}/items/${itemId}`, { spinner: false }),
    /** The whole list to the trolley: one key per press, sent again on a retry. */
    listToTrolley: (id: number, idempotencyKey: string) =>
      request<Trolley>('POST', `${list(id)}/trolley`, {
        headers: { 'Idempotency-Key': idempotencyKey },
        dedupe: false,
      }),
    shareList: (id: number, input: ListShare) =>
      request<ListDetail>('POST', `${list(id)}/share`, { body: input, ...quiet }),
    removeUser: (id: number, userId: number) => request<ListDetail>('DELETE', `${list(id)}/users/${userId}`),
    getNotifications: () => request<ListNotification[]>('GET', 'auth/lists/notifications', { spinner: false }),
    answerInvitation: (notificationId: number, accept: boolean) =>
      request<ListNotification[]>('POST', `auth/lists/notifications/${notificationId}/${accept ? 'accept' : 'refuse'}`),
    deleteNotification: (notificationId: number) =>
      request<ListNotification[]>('DELETE', `auth/lists/notifications/${notificationId}`),
    getSpesaFacileConfig: () => request<SpesaFacileConfig>('GET', 'spesafacile/config', { spinner: false }),
    /** 'Scelti per te' or 'Preferiti' (abitudini): a page of tiles. */
    getSpesaFacile: (kind: 'sceltiperte' | 'abitudini', query: SpesaFacileQuery) =>
      request<SpesaFacilePage>('POST', `auth/spesafacile/${kind}`, { body: query, spinner: false, dedupe: false }),
    deleteHabit: (productCode: string) =>
      request<null>('DELETE', 'auth/spesafacile/abitudini/delete', { body: { productCode } }),
    /** The back-in-stock e-mail of an unavailable product: idempotent, a repeat answers the same. */
    notifyByEmail: (productId: number) =>
      request<null>('PUT', `auth/displayable/notifybyemail/${productId}`, { body: {}, ...quiet }),
  };
}

export type ListCalls = ReturnType<typeof listCalls>;

/** Opens the live feed of a list; `onEvent` gets each change. Returns the function that closes it. */
export function openListEvents(
  listId: number,
  onEvent: (event: ListEvent) => void,
  options: { baseUrl?: string; EventSource?: typeof EventSource } = {},
): () => void {
  const ES = options.EventSource ?? globalThis.EventSource;
  if (!ES) return () => {};
  const source = new ES(`${(options.baseUrl ?? '').replace(/\/+$/, '')}${API_PREFIX}/auth/lists/${listId}/events`, {
    withCredentials: true,
  });
  source.addEventListener('list', (e) => {
    try {
      const data = JSON.parse(String((e as MessageEvent).data)) as ListEvent;
      if (data?.listId === listId) onEvent(data);
    } catch {
      // Not an event of ours: ignored.
    }
  });
  return () => source.close();
}
