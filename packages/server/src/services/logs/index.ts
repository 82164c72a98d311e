// Client logs (POST logger {clientInfo, logs, domainCode}). Bounded on every side, so browsers cannot
// fill the disk: calls are counted per session and per client address (429 with Retry-After over
// LOG_CALLS_PER_SESSION / LOG_CALLS_PER_CLIENT in LOG_CALL_WINDOW_MS); a call keeps at most
// LOG_BUFFER_SIZE entries and LOG_CALL_MAX_CHARS characters in all (the rest is dropped and counted);
// a message is cut at LOG_TEXT_MAX_CHARS; the call's clientInfo is stored once, on its first row (the
// rows of a call share session and created_at); rows older than LOG_RETENTION_DAYS are deleted by the
// writes. A timestamp that is not a date of years PUBLISH_DATE_MIN_YEAR…MAX_YEAR is a 400.
import { lt } from 'drizzle-orm';
import {
  DAY_MS,
  LOG_BUFFER_SIZE,
  LOG_CALL_MAX_CHARS,
  LOG_CALL_WINDOW_MS,
  LOG_CALLS_PER_CLIENT,
  LOG_CALLS_PER_SESSION,
  LOG_RETENTION_DAYS,
  LOG_TEXT_MAX_CHARS,
  LogRequest,
  PUBLISH_DATE_MAX_YEAR,
  PUBLISH_DATE_MIN_YEAR,
} from '@mercato/contracts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { clientLogs } from '../../db/schema/platform.ts';
import { badRequest, tooManyRequests } from '../../errors.ts';
import type { RateLimiter } from '../rate-limit/index.ts';

export const MAX_LOG_ENTRIES = LOG_BUFFER_SIZE;

/** The request of POST logger is defined once, in contracts. */
export const LoggerInput = LogRequest;
export type LoggerInput = z.infer<typeof LoggerInput>;

const text = (v: unknown): string => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return s.length > LOG_TEXT_MAX_CHARS ? `${s.slice(0, LOG_TEXT_MAX_CHARS)}…` : s;
};

/** The entry's time; null when absent; 400 when it is not a date the shop can store. */
function when(v: unknown, field: string): Date | null {
  if (v === undefined || v === null || v === '') return null;
  const d = new Date(typeof v === 'number' ? v : String(v));
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < PUBLISH_DATE_MIN_YEAR || year > PUBLISH_DATE_MAX_YEAR)
    throw badRequest(apiErrors.invalidInput, [{ field, message: apiErrors.invalidInput }]);
  return d;
}

export interface LogContext {
  sessionId?: string | null;
  customerId?: number | null;
  pagePath?: string | null;
  /** The client's address ('' when unknown: then only the session is counted). */
  clientKey?: string | null;
}

export interface LogServiceContext {
  db: Db;
  rateLimit: RateLimiter;
}

/** Counts one call of the session and of the client; 429 over either limit. */
async function count(ctx: LogServiceContext, req: LogContext, now: Date): Promise<void> {
  const { rateLimit } = ctx;
  const hits = [];
  if (req.sessionId)
    hits.push({
      hit: await rateLimit.hit(`logger:session:${req.sessionId}`, LOG_CALL_WINDOW_MS, now),
      max: LOG_CALLS_PER_SESSION,
    });
  if (req.clientKey && req.clientKey !== 'unknown')
    hits.push({
      hit: await rateLimit.hit(`logger:client:${req.clientKey}`, LOG_CALL_WINDOW_MS, now),
      max: LOG_CALLS_PER_CLIENT,
    });
  const over = hits.filter((h) => h.hit.count > h.max);
  if (over.length) throw tooManyRequests(Math.max(...over.map((h) => h.hit.retryAfter)), apiErrors.tooManyLogCalls);
}

export async function store(
  ctx: LogServiceContext,
  input: LoggerInput,
  req: LogContext,
): Promise<{ stored: number; dropped: number }> {
  const { db } = ctx;
  const now = new Date();
  await count(ctx, req, now);
  let budget = LOG_CALL_MAX_CHARS;
  const rows: (typeof clientLogs.$inferInsert)[] = [];
  for (const [i, e] of input.logs.slice(0, MAX_LOG_ENTRIES).entries()) {
    const o = typeof e === 'string' ? { message: e } : e;
    const { level, message, msg, timestamp, time, ...rest } = o as Record<string, unknown>;
    const loggedAt = when(timestamp ?? time, `logs.${i}.${timestamp !== undefined ? 'timestamp' : 'time'}`);
    const messageText = text(message ?? msg ?? rest);
    const dataText = Object.keys(rest).length ? JSON.stringify(rest) : '';
    const data = dataText && dataText.length <= LOG_TEXT_MAX_CHARS ? rest : null;
    const size = messageText.length + (data ? dataText.length : 0);
    if (size > budget) break;
    budget -= size;
    rows.push({
      sessionId: req.sessionId ?? null,
      customerId: req.customerId ?? null,
      domainCode: input.domainCode ?? null,
      level: typeof level === 'string' ? level.slice(0, 16) : 'info',
      message: messageText,
      pagePath: req.pagePath ? req.pagePath.slice(0, 512) : null,
      clientInfo: null,
      data,
      loggedAt,
      createdAt: now,
    });
  }
  if (rows.length === 0) return { stored: 0, dropped: input.logs.length };
  const clientInfo = input.clientInfo ?? null;
  if (clientInfo && JSON.stringify(clientInfo).length <= LOG_TEXT_MAX_CHARS) rows[0].clientInfo = clientInfo;
  await db.insert(clientLogs).values(rows);
  await db.delete(clientLogs).where(lt(clientLogs.createdAt, new Date(now.getTime() - LOG_RETENTION_DAYS * DAY_MS)));
  return { stored: rows.length, dropped: input.logs.length - rows.length };
}
