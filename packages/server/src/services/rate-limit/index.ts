// Fixed-window counters kept in the database (app servers stay stateless). hit() counts one attempt
// with a single atomic upsert and answers the count in the current window and the seconds left in it,
// so concurrent attempts cannot slip past the limit.
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema/platform.ts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';

/**
 * chosen: how long a bucket is kept after its window started before a purge may delete it; longer than
 * any limiter's window (the longest, the mobile codes' and the power-guest entries', is an hour).
 */
export const RATE_LIMIT_RETENTION_MS = 24 * 3600_000;

export interface Hit {
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** The stored key: as given up to 200 characters, else its start and a hash (the column holds 255). */
export const bucketKey = (key: string): string =>
  key.length <= 200 ? key : `${key.slice(0, 120)}#${createHash('sha256').update(key).digest('hex')}`;

export interface RateLimitContext {
  db: Db;
}

export async function hit(
  ctx: RateLimitContext,
  rawKey: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<Hit> {
  const { db } = ctx;
  const key = bucketKey(rawKey);
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const t = rateLimitBuckets;
  const result = await db.execute(sql`
    insert into ${t} (key, window_start, count) values (${key}, ${nowIso}::timestamptz, 1)
    on conflict (key) do update set
      count = case when ${t}.window_start <= ${cutoff}::timestamptz then 1 else ${t}.count + 1 end,
      window_start = case when ${t}.window_start <= ${cutoff}::timestamptz then ${nowIso}::timestamptz else ${t}.window_start end
    returning count, window_start`);
  const [row] = rowsOf<{ count: number; window_start: string | Date }>(result);
  const start = new Date(row.window_start).getTime();
  return {
    count: Number(row.count),
    retryAfter: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
  };
}

/** The count of `key` in its current window (0 when none or ended), without counting. */
export async function peek(
  ctx: RateLimitContext,
  rawKey: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<Hit> {
  const { db } = ctx;
  const key = bucketKey(rawKey);
  const [row] = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key)).limit(1);
  const start = row ? new Date(row.windowStart).getTime() : 0;
  if (!row || start <= now.getTime() - windowMs) return { count: 0, retryAfter: 1 };
  return {
    count: Number(row.count),
    retryAfter: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
  };
}

/** Forgets one counted attempt (a success that should not count against the limit). */
export async function release(ctx: RateLimitContext, key: string): Promise<void> {
  const { db } = ctx;
  key = bucketKey(key);
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, key));
}

export async function reset(ctx: RateLimitContext, key: string): Promise<void> {
  const { db } = ctx;
  key = bucketKey(key);
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** Deletes buckets whose window ended before `olderThan`. */
export async function purge(ctx: RateLimitContext, olderThan: Date): Promise<void> {
  const { db } = ctx;
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, olderThan));
}

/** The area bound to its context, as other areas receive it. */
export type RateLimiter = BoundArea<typeof self, RateLimitContext>;
