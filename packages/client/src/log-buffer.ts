// Client log buffer (spec §7 POST logger, §9 "Log buffer 100 entries; sent logs limited by configured
// row count"): keeps the last `size` entries (oldest dropped) and sends them on flush().
import type { LogEntry, LogRequest } from '@mercato/contracts';
import { ShopError } from './errors.ts';

export const DEFAULT_LOG_BUFFER_SIZE = 100;

export interface LogBufferOptions {
  /** Entries kept; default 100. */
  size?: number;
  /** Most entries sent by one flush (the newest); default all. */
  rowLimit?: number;
  /** Usually the client's `log` (which resolves null when it ignored a 401). */
  send: (input: LogRequest) => Promise<unknown>;
  clientInfo?: () => Record<string, unknown> | null;
  domainCode?: string | null;
}

/** 'sent', 'empty' (nothing to send), 'ignored' (401: dropped), 'failed' (kept for the next flush). */
export type FlushResult = 'sent' | 'empty' | 'ignored' | 'failed';

export function createLogBuffer({
  size = DEFAULT_LOG_BUFFER_SIZE,
  rowLimit,
  send,
  clientInfo,
  domainCode,
}: LogBufferOptions) {
  const max = Math.max(1, Math.floor(size));
  let buffer: LogEntry[] = [];

  const add = (entry: LogEntry): void => {
    buffer.push(entry);
    if (buffer.length > max) buffer.splice(0, buffer.length - max);
  };

  return {
    add,
    /** A copy of the entries kept, oldest first. */
    entries: (): LogEntry[] => [...buffer],
    clear: (): void => {
      buffer = [];
    },
    /** Sends what is kept and empties the buffer. Never rejects; a 401 is ignored. */
    async flush(): Promise<FlushResult> {
      if (buffer.length === 0) return 'empty';
      const taken = buffer;
      buffer = [];
      const logs =
        rowLimit !== undefined && rowLimit >= 0 ? taken.slice(taken.length - Math.min(taken.length, rowLimit)) : taken;
      if (logs.length === 0) return 'empty';
      try {
        const answer = await send({ clientInfo: clientInfo?.() ?? null, logs, domainCode: domainCode ?? null });
        return answer === null ? 'ignored' : 'sent';
      } catch (e) {
        if (e instanceof ShopError && e.status === 401) return 'ignored';
        buffer = [...taken, ...buffer].slice(-max);
        return 'failed';
      }
    },
  };
}

export type LogBuffer = ReturnType<typeof createLogBuffer>;
