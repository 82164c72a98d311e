// Sessions in the database. Ids are 32 random bytes in base64url; expiry slides with use (the row is
// touched at most every 10 minutes). Free-visit sessions are created on demand by ensure().
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ShopConfig } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { sessions, type SessionKind } from '../db/schema/platform.ts';
import { xsrfTokenFor } from '../auth/xsrf.ts';

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
  /** Raised by every change to the shopper's own page data (migration 0011, services/own-cache.ts). */
  ownVersion?: number;
}

export interface NewSession {
  kind: SessionKind;
  customerId?: number | null;
  streetId?: number | null;
  site?: (typeof sessions.$inferInsert)['site'];
}

const ID_RE = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_EVERY_MS = 10 * 60_000;

export const newSessionId = (): string => randomBytes(32).toString('base64url');
export const isSessionId = (id: unknown): id is string => typeof id === 'string' && ID_RE.test(id);

export function createSessionService(db: Db, config: ShopConfig) {
  const toSession = (row: typeof sessions.$inferSelect): Session => ({
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    xsrfToken: xsrfTokenFor(row.id, config.sessionSecret),
    streetId: row.streetId,
    site: row.site,
    driveId: row.driveId,
    pickupStoreId: row.pickupStoreId,
    expiresAt: row.expiresAt,
    ownVersion: row.ownVersion,
  });

  async function create(input: NewSession, tx: Tx | Db = db): Promise<Session> {
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
    return toSession(row);
  }

  async function get(id: string | undefined | null): Promise<Session | null> {
    if (!isSessionId(id)) return null;
    const now = new Date();
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
      row.expiresAt = expiresAt;
    }
    return toSession(row);
  }

  return {
    get,
    create,
    /** The session of `id`, or a new free-visit session when it is missing or expired. */
    async ensure(id: string | undefined | null): Promise<Session> {
      return (await get(id)) ?? create({ kind: 'freeVisit' });
    },
    async destroy(id: string | undefined | null, tx: Tx | Db = db): Promise<void> {
      if (!isSessionId(id)) return;
      await tx.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
