// Client logs (POST logger {clientInfo, logs, domainCode}): at most 100 entries per call are kept
// (the browser's buffer size); longer batches are cut, entries are truncated to 4,000 characters.
import { LogRequest } from '@mercato/contracts';
import type * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import { clientLogs } from '../db/schema/platform.ts';

export const MAX_LOG_ENTRIES = 100;
const MAX_TEXT = 4000;

/** The request of POST logger is defined once, in contracts. */
export const LoggerInput = LogRequest;
export type LoggerInput = z.infer<typeof LoggerInput>;

const text = (v: unknown): string => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s;
};

function when(v: unknown): Date | null {
  if (v === undefined || v === null || v === '') return null;
  const d = new Date(typeof v === 'number' ? v : String(v));
  return Number.isNaN(d.getTime()) ? null : d;
}

export function createLogService(db: Db) {
  return {
    async store(
      input: LoggerInput,
      ctx: { sessionId?: string | null; customerId?: number | null; pagePath?: string | null },
    ): Promise<{ stored: number; dropped: number }> {
      const entries = input.logs.slice(0, MAX_LOG_ENTRIES);
      if (entries.length === 0) return { stored: 0, dropped: 0 };
      const clientInfo = input.clientInfo ?? null;
      const clientInfoJson = clientInfo && JSON.stringify(clientInfo).length <= MAX_TEXT ? clientInfo : null;
      await db.insert(clientLogs).values(
        entries.map((e) => {
          const o = typeof e === 'string' ? { message: e } : e;
          const { level, message, msg, timestamp, time, ...rest } = o as Record<string, unknown>;
          return {
            sessionId: ctx.sessionId ?? null,
            customerId: ctx.customerId ?? null,
            domainCode: input.domainCode ?? null,
            level: typeof level === 'string' ? level.slice(0, 16) : 'info',
            message: text(message ?? msg ?? rest),
            pagePath: ctx.pagePath ? ctx.pagePath.slice(0, 512) : null,
            clientInfo: clientInfoJson,
            data: Object.keys(rest).length && JSON.stringify(rest).length <= MAX_TEXT ? rest : null,
            loggedAt: when(timestamp ?? time),
          };
        }),
      );
      return { stored: entries.length, dropped: input.logs.length - entries.length };
    },
  };
}

export type LogService = ReturnType<typeof createLogService>;
