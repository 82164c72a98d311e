// Live lists (issue 39): two members with the same list open see each other's changes without reloading.
// Every change publishes the list's new version on LIST_CHANNEL in its transaction (services/live/hub.ts:
// delivered on commit, to every shop process over one PostgreSQL, and within the process on PGlite); the
// list page's stream (GET auth/lists/{id}/events) receives `event: list` and reads the list again.
import type { ListEvent } from '@mercato/contracts/lists';
import type { Listen, Tx } from '../../db/client.ts';
import { createChannelHub, publish } from '../live/hub.ts';

export const LIST_CHANNEL = 'mercato_lists';

/** Publishes the list's change to every shop process when `tx` commits. */
export function publishList(tx: Tx, listId: number, version: number, gone = false): Promise<void> {
  const event: ListEvent = gone ? { listId, version, gone } : { listId, version };
  return publish(tx, LIST_CHANNEL, event);
}

/** The open list streams of this process, by list. */
export function createListEventHub(listen: Listen) {
  return createChannelHub<ListEvent>(listen, LIST_CHANNEL, (payload) => {
    const e = payload as ListEvent;
    return typeof e?.listId === 'number' ? { scope: String(e.listId), event: e } : null;
  });
}

export type ListEventHub = ReturnType<typeof createListEventHub>;
