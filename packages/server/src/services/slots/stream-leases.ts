// The open live slot streams of each client address, counted in the database across every instance of the
// shop (issue 33 point 7: counted per process, N instances allowed SLOT_EVENT_STREAMS_PER_CLIENT × N).
//
// Each open stream is a row of slot_event_streams (a lease): take() counts the client's live rows and adds
// one under an advisory lock of that client, so two instances cannot both take the last place; give()
// deletes it when the stream ends. Each instance renews the expiry of all its rows in one statement every
// SLOT_EVENT_HEARTBEAT_MS, so the rows of an instance that died (kill -9, a lost machine) stop counting
// after STREAM_LEASE_MS and are deleted at that client's next take. Times are the database's (now()), the
// one clock every instance shares.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { SLOT_EVENT_HEARTBEAT_MS } from '@mercato/contracts/constants';
import type { Db } from '../../db/client.ts';
import { slotEventStreams } from '../../db/schema/platform.ts';

/**
 * chosen: how long a stream's row counts without being renewed: three heartbeats, so one late renewal
 * never frees a place of a stream still open, and a dead instance's streams count for 45 s at most.
 */
export const STREAM_LEASE_MS = 3 * SLOT_EVENT_HEARTBEAT_MS;

const expiry = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export function createStreamLeases(db: Db, limit: number, opts: { leaseMs?: number; renewMs?: number } = {}) {
  const leaseMs = opts.leaseMs ?? STREAM_LEASE_MS;
  const renewMs = opts.renewMs ?? SLOT_EVENT_HEARTBEAT_MS;
  /** This instance's name in the rows it holds. */
  const instance = randomUUID();
  let held = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const renew = () =>
    db
      .update(slotEventStreams)
      .set({ expiresAt: expiry(leaseMs) })
      .where(eq(slotEventStreams.instance, instance));

  return {
    instance,
    /** A new stream of `client`: its lease's id, or null when the client has `limit` open on any instance. */
    async take(client: string): Promise<string | null> {
      if (closed) return null;
      const id = randomUUID();
      const taken = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot-streams:${client}`}))`);
        await tx
          .delete(slotEventStreams)
          .where(and(eq(slotEventStreams.client, client), lte(slotEventStreams.expiresAt, sql`now()`)));
        const [open] = await tx
          .select({ n: count() })
          .from(slotEventStreams)
          .where(and(eq(slotEventStreams.client, client), gt(slotEventStreams.expiresAt, sql`now()`)));
        if (Number(open?.n ?? 0) >= limit) return false;
        await tx.insert(slotEventStreams).values({ id, client, instance, expiresAt: expiry(leaseMs) });
        return true;
      });
      if (!taken) return null;
      held++;
      if (!timer) {
        timer = setInterval(() => {
          if (!closed) void renew().catch(() => {});
        }, renewMs);
        timer.unref();
      }
      return id;
    },
    /** The stream `id` ended: its place is free again. */
    async give(id: string): Promise<void> {
      held = Math.max(0, held - 1);
      if (held === 0) {
        clearInterval(timer);
        timer = undefined;
      }
      if (closed) return;
      await db.delete(slotEventStreams).where(eq(slotEventStreams.id, id));
    },
    /** The shop stops (before its database closes): every row of this instance is deleted. */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      timer = undefined;
      await db.delete(slotEventStreams).where(eq(slotEventStreams.instance, instance));
    },
  };
}

export type StreamLeases = ReturnType<typeof createStreamLeases>;
