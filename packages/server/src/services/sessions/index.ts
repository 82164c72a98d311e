// Sessions in the database. Ids are 32 random bytes in base64url; expiry slides with use (the row is
// touched at most every 10 minutes). Free-visit sessions are created on demand by ensure().
import { randomBytes } from 'node:crypto';
import { eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import type { ShopConfig } from '../../config.ts';
import { executePrepared, rowsOf, type Db, type Tx } from '../../db/client.ts';
import { sessions, type SessionKind } from '../../db/schema/platform.ts';
import { xsrfTokenFor } from '../../auth/xsrf.ts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';

export interface Session {
  id: string;
  customerId: number | null;
  kind: SessionKind;
  /** XSRF token bound to this session (value of the XSRF-TOKEN cookie). */
  xsrfToken: string;
  streetId?: number | null;
  site?: string | null;
  /** Power guest: the chosen Clicca e Vai point or Prenota e Ritira store. */
  driveId?: number | null;
  pickupStoreId?: number | null;
  expiresAt: Date;
  /** Raised by every change to the shopper's own page data (migration 0011, services/own-cache/). */
  ownVersion?: number;
}

export interface NewSession {
  kind: SessionKind;
  customerId?: number | null;
  streetId?: number | null;
  site?: (typeof sessions.$inferInsert)['site'];
}

const ID_RE = /^[A-Za-z0-9_-]{43}$/;
/** The sessions table's columns by key, to read a session inside another statement (getAlongside). */
const SESSION_COLUMNS = Object.entries(getTableColumns(sessions));
/** A one-row select that reads nothing: get() is getAlongside() with nothing beside the session. */
const NOTHING_ALONGSIDE = sql`select`;
const TOUCH_EVERY_MS = 10 * 60_000;

export const newSessionId = (): string => randomBytes(32).toString('base64url');
export const isSessionId = (id: unknown): id is string => typeof id === 'string' && ID_RE.test(id);

export interface SessionContext {
  db: Db;
  config: ShopConfig;
}

const toSession = (ctx: SessionContext, row: typeof sessions.$inferSelect): Session => ({
  id: row.id,
  customerId: row.customerId,
  kind: row.kind,
  xsrfToken: xsrfTokenFor(row.id, ctx.config.sessionSecret),
  streetId: row.streetId,
  site: row.site,
  driveId: row.driveId,
  pickupStoreId: row.pickupStoreId,
  expiresAt: row.expiresAt,
  ownVersion: row.ownVersion,
});

export async function create(ctx: SessionContext, input: NewSession, tx: Tx | Db = ctx.db): Promise<Session> {
  const { config } = ctx;
  const now = new Date();
  const [row] = await tx
    .insert(sessions)
    .values({
      id: newSessionId(),
      kind: input.kind,
      customerId: input.customerId ?? null,
      streetId: input.streetId ?? null,
      site: input.site ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.sessionTtlMs),
    })
    .returning();
  // Now and then, sweep expired sessions (cheap, indexed).
  if (Math.random() < 0.01) await tx.delete(sessions).where(lt(sessions.expiresAt, now));
  return toSession(ctx, row);
}

/** The session of `id`, unless missing or expired (its expiry slides: touched()). */
export async function get(ctx: SessionContext, id: string | undefined | null): Promise<Session | null> {
  if (!isSessionId(id)) return null;
  return (await getAlongside(ctx, id, NOTHING_ALONGSIDE)).session;
}

/**
 * The session of `id` (as get()) and, in the same statement, the row of `alongside` (a select of at
 * most one row, e.g. the page stamp's): one round trip for what every page reads first.
 */
export async function getAlongside<R>(
  ctx: SessionContext,
  id: string | undefined | null,
  alongside: SQL,
): Promise<{ session: Session | null; row: R | null }> {
  const { db } = ctx;
  const now = new Date();
  const sid = isSessionId(id) ? id : null;
  const [r] = rowsOf<Record<string, unknown>>(
    await executePrepared(
      db,
      sql`
      select a.*, ${sql.join(
        SESSION_COLUMNS.map(([key, column]) => sql`${column} as ${sql.identifier(`session.${key}`)}`),
        sql`, `,
      )}
      from (select 1) as one
      left join lateral (${alongside}) as a on true
      left join ${sessions} on ${sessions.id} = ${sid} and ${sessions.expiresAt} > ${now}`,
    ),
  );
  if (!r) return { session: null, row: null };
  const row: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(r)) {
    if (!name.startsWith('session.')) row[name] = value;
  }
  for (const [key, column] of SESSION_COLUMNS) {
    const value = r[`session.${key}`];
    own[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  const session = own.id === null ? null : await touched(ctx, own as typeof sessions.$inferSelect, now);
  return { session, row: row as R };
}

/** The session of a row read at `now`; its expiry slides when it was last seen long enough ago. */
async function touched(ctx: SessionContext, row: typeof sessions.$inferSelect, now: Date): Promise<Session> {
  const { db, config } = ctx;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
    row.expiresAt = expiresAt;
  }
  return toSession(ctx, row);
}

/** The session of `id`, or a new free-visit session when it is missing or expired. */
export async function ensure(ctx: SessionContext, id: string | undefined | null): Promise<Session> {
  return (await get(ctx, id)) ?? create(ctx, { kind: 'freeVisit' });
}

export async function destroy(ctx: SessionContext, id: string | undefined | null, tx: Tx | Db = ctx.db): Promise<void> {
  if (!isSessionId(id)) return;
  await tx.delete(sessions).where(eq(sessions.id, id));
}

/** The area bound to its context, as other areas receive it. */
export type SessionService = BoundArea<typeof self, SessionContext>;
