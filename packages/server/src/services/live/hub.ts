// One LISTEN channel of the shop's database, handed out to the open server-sent event streams of this
// process by scope (issue 15 "Live", generalised for the shopping lists in issue 39). A change is published
// with `select pg_notify(channel, '<json>')` inside the transaction that made it, so it is delivered on
// commit and never for a rollback; each process keeps one LISTEN per channel (a connection of its own on
// PostgreSQL; on PGlite, whose LISTEN/NOTIFY works within the process, its one connection), so several
// instances over one PostgreSQL all tell their shoppers of a change made through any of them. The LISTEN
// starts with the first stream; when it had to reconnect (events may have been lost) every open stream is
// ended, so the browsers reconnect and read afresh.
import { sql } from 'drizzle-orm';
import type { Listen, Tx } from '../../db/client.ts';

export interface Subscriber<E> {
  event(e: E): void;
  /** The hub closes the stream (shutdown, or LISTEN reconnected). */
  end(): void;
}

/** Publishes `payload` on `channel` to every shop process when `tx` commits. */
export async function publish(tx: Tx, channel: string, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

/**
 * The streams of `channel` in this process. `route` reads a payload: the scope it belongs to and the event
 * its streams receive (null: not for anyone).
 */
export function createChannelHub<E>(
  listen: Listen,
  channel: string,
  route: (payload: unknown) => { scope: string; event: E } | null,
) {
  const byScope = new Map<string, Set<Subscriber<E>>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const everyone = () => [...byScope.values()].flatMap((set) => [...set]);

  function onPayload(text: string): void {
    let routed: { scope: string; event: E } | null;
    try {
      routed = route(JSON.parse(text));
    } catch {
      return;
    }
    if (!routed) return;
    const subs = byScope.get(routed.scope);
    if (!subs) return;
    for (const s of subs) s.event(routed.event);
  }

  function start(): Promise<() => Promise<void>> {
    listening ??= listen(channel, onPayload, () => {
      for (const s of everyone()) s.end();
    }).catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    /** Adds a stream of `scope`; resolves once this process is listening. Returns its removal. */
    async subscribe(scope: string, sub: Subscriber<E>): Promise<() => void> {
      if (closed) throw new Error(`${channel} events closed`);
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
      if (closed) throw new Error(`${channel} events closed`);
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

export type ChannelHub<E> = ReturnType<typeof createChannelHub<E>>;
