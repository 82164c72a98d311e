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
import { sql } from 'drizzle-orm';
import type { SlotEvent, SlotState } from '@mercato/contracts';
import type { Listen, Tx } from '../../db/client.ts';
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
  await tx.execute(sql`select pg_notify(${SLOT_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Publishes a slot row just changed (as returned by its update) with the state everyone sees. */
export async function publishRow(tx: Tx, row: SlotRow, now: Date): Promise<void> {
  const scope = scopeOfSlot(row);
  if (scope) await publishSlot(tx, scopeKey(scope), row.id, publicState(row, now));
}

export interface Subscriber {
  event(e: SlotEvent): void;
  /** The hub closes the stream (shutdown, or LISTEN reconnected). */
  end(): void;
}

export function createSlotEventHub(listen: Listen) {
  const byScope = new Map<string, Set<Subscriber>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const everyone = () => [...byScope.values()].flatMap((set) => [...set]);

  function onPayload(text: string): void {
    let p: Published;
    try {
      p = JSON.parse(text) as Published;
    } catch {
      return;
    }
    const subs = byScope.get(p.scope);
    if (!subs) return;
    const event: SlotEvent = { slotId: p.slotId, state: p.state };
    for (const s of subs) s.event(event);
  }

  function start(): Promise<() => Promise<void>> {
    listening ??= listen(SLOT_CHANNEL, onPayload, () => {
      for (const s of everyone()) s.end();
    }).catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    /** Adds a stream of `scope`; resolves once this process is listening. Returns its removal. */
    async subscribe(scope: string, sub: Subscriber): Promise<() => void> {
      if (closed) throw new Error('slot events closed');
      await start();
      let set = byScope.get(scope);
      if (!set) {
        set = new Set();
        byScope.set(scope, set);
      }
      set.add(sub);
      return () => {
        const s = byScope.get(scope);
        if (!s) return;
        s.delete(sub);
        if (s.size === 0) byScope.delete(scope);
      };
    },
    /** Resolves once this process listens (the LISTEN starts with the first call). */
    async ready(): Promise<void> {
      if (closed) throw new Error('slot events closed');
      await start();
    },
    /** Open streams (all scopes). */
    size: () => everyone().length,
    /** Ends every stream and stops listening (shop shutdown). */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      for (const s of everyone()) s.end();
      byScope.clear();
      const pending = listening;
      listening = null;
      if (pending) await (await pending.catch(() => async () => {}))();
    },
  };
}

export type SlotEventHub = ReturnType<typeof createSlotEventHub>;
