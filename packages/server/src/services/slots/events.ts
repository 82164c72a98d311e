// Live slot changes (issue 15 "Live"). Every change of a slot's `booked` count (a booking, a change of
// slot, a release, an expired hold) is published, whether or not it flips the slot between AVAILABLE
// and SOLD_OUT (chosen: a picker only ever receives the slot's state now, so a repeated state is
// harmless, and the rule stays one line): `select pg_notify('mercato_slots', '<json>')` inside the
// transaction that changed it, so it is delivered on commit and never for a rollback. Each shop process
// keeps one LISTEN on that channel (a connection of its own on PostgreSQL; on PGlite, whose LISTEN/NOTIFY
// works within the process, its one connection) and hands each event to the open streams of its scope.
// Several instances over one PostgreSQL therefore all tell their shoppers of a booking made through any
// of them. The LISTEN starts with the first stream; when it had to reconnect (events may have been lost)
// every open stream is ended, so the browsers reconnect and reload their week.
import type { SlotEvent, SlotState } from '@mercato/contracts';
import type { Listen, Tx } from '../../db/client.ts';
import { createChannelHub, publish, type Subscriber as HubSubscriber } from '../live/hub.ts';
import { scopeKey, scopeOfSlot } from '../slot-rules/scope.ts';
import { publicState, type SlotRow } from './states.ts';

export const SLOT_CHANNEL = 'mercato_slots';

/** What travels through NOTIFY: the event and the scope it belongs to. */
interface Published extends SlotEvent {
  scope: string;
}

/** Publishes a slot's state to every shop process when `tx` commits. */
export async function publishSlot(tx: Tx, scope: string, slotId: number, state: SlotState): Promise<void> {
  const payload: Published = { scope, slotId, state };
  await publish(tx, SLOT_CHANNEL, payload);
}

/** Publishes a slot row just changed (as returned by its update) with the state everyone sees. */
export async function publishRow(tx: Tx, row: SlotRow, now: Date): Promise<void> {
  const scope = scopeOfSlot(row);
  if (scope) await publishSlot(tx, scopeKey(scope), row.id, publicState(row, now));
}

export type Subscriber = HubSubscriber<SlotEvent>;

/** The slot streams of this process by scope (services/live/hub.ts). */
export function createSlotEventHub(listen: Listen) {
  return createChannelHub<SlotEvent>(listen, SLOT_CHANNEL, (payload) => {
    const p = payload as Published;
    return { scope: p.scope, event: { slotId: p.slotId, state: p.state } };
  });
}

export type SlotEventHub = ReturnType<typeof createSlotEventHub>;
