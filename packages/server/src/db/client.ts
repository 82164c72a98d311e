// Database access: drizzle over PGlite (in-process Postgres, one connection, persisted under the data
// folder or in memory) or over node-postgres when a PostgreSQL url is given. Same schema and SQL.
// PGlite has no lock on its folder: a lock file `<dataDir>/mercato.lock` holding the pid and the
// process's identity (boot and start time) makes a second process (or a second open in this process)
// refuse the folder; a lock left by a dead process (a zombie not reaped yet included), or by an earlier
// process that had the same pid (a restarted container), is taken over (docs/adr: the PGlite lock file). Inside transactions always use the transaction handle: the outer handle deadlocks on PGlite.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { entityKind, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverPackageDir } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database: services take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The committed migrations (packages/server/drizzle), found through the package name. */
export const migrationsFolder = join(serverPackageDir, 'drizzle');

/**
 * LISTEN on a channel (NOTIFY is sent inside transactions with `pg_notify`, delivered on commit).
 * `onReconnect` follows a lost connection made again (notifications in between are lost). Resolves the
 * function that stops listening.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs ('PGlite /x/.data/pglite', 'PGlite in memory', 'PostgreSQL host/db'). */
  where: string;
  /** PGlite: on its one connection, within the process. PostgreSQL: a connection of its own, reconnected. */
  listen: Listen;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | null;
  dataDir: string;
  inMemory?: boolean;
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** node-postgres pool size (default poolSizeFor(availableParallelism())). */
  poolSize?: number;
  /**
   * PGlite in memory: start from this data folder (a tarball of PGlite's `dumpDataDir`) instead of an
   * empty one; the tests' templates, migrated (and seeded) once per run (src/test/templates.ts).
   */
  pgliteTemplate?: Blob;
}

export class DataDirLockedError extends Error {
  pid: number;
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by process ${pid} (lock file ${join(dir, 'mercato.lock')}). ` +
        'Stop that process, or set MERCATO_DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

/** Lock files this process holds (a second open in the same process is refused too). */
const heldLocks = new Set<string>();

/**
 * Whether a process with this pid runs. A zombie (state Z, or X while it is being removed) has ended and
 * only waits for its parent to reap it (a supervisor restarting the shop right after kill -9 finds it so
 * for about a second), yet signal 0 still reaches it: /proc tells it apart.
 */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = readProcStat(pid)?.state;
  return state !== 'Z' && state !== 'X';
}

/** What the lock check reads of `/proc/<pid>/stat`: the state (field 3) and the start time (field 22). */
export interface ProcStat {
  state: string;
  startTime: string;
}

/** Parses `/proc/<pid>/stat`; null when it is not that format. */
export function parseProcStat(text: string): ProcStat | null {
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const fields = text.slice(close + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  if (!state || !startTime) return null;
  return { state, startTime };
}

function readProcStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Who a process is, beyond its pid: the boot and the start time of the process (Linux /proc), so that
 * a pid given again to another process (a restarted container gets the same small pids; pids wrap) is
 * not taken for the owner. null where /proc is not there (the pid alone decides, as before).
 */
export function processIdentity(pid: number): string | null {
  const stat = readProcStat(pid);
  if (!stat) return null;
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}:${stat.startTime}`;
  } catch {
    return null;
  }
}

/** The lock file's text: the pid on the first line (people read it), then the owner's identity. */
const lockText = () => `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`;

/** Whether the lock written as `text` belongs to a process that is still running. */
function ownerIsAlive(text: string): { alive: boolean; pid: number } {
  const [pidLine = '', identity = ''] = text.split('\n');
  const pid = Number(pidLine.trim());
  if (!alive(pid)) return { alive: false, pid };
  // A live process with that pid: the owner only if it is the same process (same boot, same start).
  const recorded = identity.trim();
  const current = processIdentity(pid);
  if (recorded && current) return { alive: recorded === current, pid };
  // No identity recorded (an older lock) or none readable: our own pid cannot be a live owner, since
  // this process holds no lock on the folder (heldLocks); another live pid is taken as the owner.
  return { alive: pid !== process.pid, pid };
}

/** Takes `<dir>/mercato.lock` for this process; returns the function releasing it. */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mercato.lock');
  if (heldLocks.has(file)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    const mine = lockText();
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, mine);
      closeSync(fd);
      heldLocks.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldLocks.delete(file);
        try {
          if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      /* removed meanwhile: retry */
    }
    const owner = ownerIsAlive(text);
    if (owner.alive) throw new DataDirLockedError(dir, owner.pid);
    // Stale lock of a dead process, of an earlier process that had our pid, or garbage: take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file in ${dir}`);
}

/** Extensions the migrations create (catalogue search: pg_trgm, unaccent); PostgreSQL ships them in contrib. */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { pg_trgm, unaccent };
}

/**
 * PGlite's shared buffers (PostgreSQL's default is 128 MB). The WASM heap holds them whole from the start,
 * so they were most of the server's memory at rest (issue 18: 676 MB with the demo data, the goal under
 * 450 MB); the demo catalogue's working set fits in far less, and the data files stay in the operating
 * system's page cache besides.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const { drizzle } = await import('drizzle-orm/pglite');
  const extensions = await pgliteExtensions();
  let release = () => {};
  let client: InstanceType<typeof PGlite>;
  let where: string;
  if (opts.inMemory) {
    client = new PGlite({ extensions, startParams, loadDataDir: opts.pgliteTemplate });
    where = 'PGlite in memory';
  } else {
    release = acquireDataDirLock(opts.dataDir);
    const dir = join(opts.dataDir, 'pglite');
    try {
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, { extensions, startParams });
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
    where = `PGlite ${dir}`;
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await client.close();
    } finally {
      release();
    }
  };
  try {
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder });
    }
  } catch (err) {
    await close();
    throw err;
  }
  const listen: Listen = async (channel, onPayload) => {
    const unlisten = await client.listen(channel, onPayload);
    return async () => {
      if (!closed) await unlisten();
    };
  };
  return { db, kind: 'pglite', where, listen, close };
}

interface PgPool {
  on(event: 'error', fn: (err: Error) => void): void;
  end(): Promise<void>;
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', fn: (m: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', fn: () => void): void;
}

const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries). A lost
 * connection is made again, waiting 250 ms doubling to 10 s between attempts; `onReconnect` then tells
 * the listener that notifications may have been missed. The first connection's failure rejects.
 */
async function pgListen(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  // pg ships no types here (see PgPool): the module is loaded untyped and used through PgClient.
  const pg = (await import('pg' as string)) as {
    default: { Client: new (o: { connectionString: string }) => PgClient };
  };
  let current: PgClient | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = LISTEN_RETRY_MIN_MS;
  const connect = async (): Promise<void> => {
    const c = new pg.default.Client({ connectionString: url });
    c.on('error', () => {}); // reported through 'end'; an unhandled 'error' would end the process
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    current = c;
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      current = null;
      c.end().catch(() => {});
      retry();
    };
    c.on('error', onLost);
    c.on('end', onLost);
  };
  const retry = () => {
    timer = setTimeout(() => {
      connect().then(
        () => {
          delay = LISTEN_RETRY_MIN_MS;
          if (!stopped) onReconnect();
        },
        () => {
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          if (!stopped) retry();
        },
      );
    }, delay);
    timer.unref?.();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = current;
    current = null;
    await c?.end().catch(() => {});
  };
}

/**
 * The PostgreSQL connections the shop's pool opens at most: twice the cores, from 4 to 10
 * (docs/adr/0023-pool-sized-to-the-cores.md). On a machine that also runs the database, ten backends busy
 * at once on two cores took the CPU from each other and from the server: a search never asked before at
 * 200,000 products cost PostgreSQL 15 % more CPU with 10 than with 4, and waited longer at p99. A
 * statement waits for a free connection in the pool's queue instead, in order. PGlite has one.
 */
export const poolSizeFor = (cores: number) => Math.min(10, Math.max(4, 2 * cores));
/** How long the pool keeps a connection nobody uses (docs/adr/0023-pool-sized-to-the-cores.md). */
const POOL_IDLE_MS = 5 * 60_000;

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // JIT compilation off on the shop's connections (a startup parameter: pg reads `options`, which
  // @types/pg 8.6 does not list): its statements are short, and the planner's pessimistic estimates over
  // CTEs (the faceted search of services/catalogue/search.ts) would otherwise cross jit_above_cost and spend ~0.8 s
  // compiling a statement that runs in milliseconds. PGlite has no JIT.
  const connection = {
    connectionString: url,
    max: opts.poolSize ?? poolSizeFor(availableParallelism()),
    // An idle connection is kept 5 minutes, not node-postgres's 10 s: a new backend pays for its first
    // statements (the Italian dictionary, the catalogue's relations, parsing each named statement), and
    // the first search after 12 s of quiet took 66–125 ms where it took 11–40 after 8 s. Under the
    // 350 s after which some NAT gateways drop an idle connection without a word.
    idleTimeoutMillis: POOL_IDLE_MS,
    options: '-c jit=off',
  };
  const raw = drizzle({ connection, schema });
  pgTypes ??= drizzleTypes((await import('pg')).default.types as PgTypes);
  // pg ships no types here (@types/pg is not installed): the little used is typed by hand.
  const pool = raw.$client as unknown as PgPool;
  let closed = false;
  // An idle client's network error must not crash the process (after close() it is expected).
  pool.on('error', (err: Error) => {
    if (!closed) console.error('[mercato] PostgreSQL pool error:', err.message);
  });
  const db = raw as unknown as Db;
  const close = async () => {
    if (closed) return;
    closed = true;
    await pool.end();
  };
  try {
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder });
    }
  } catch (err) {
    await close();
    throw err;
  }
  const u = new URL(url);
  const listen: Listen = (channel, onPayload, onReconnect) => pgListen(url, channel, onPayload, onReconnect);
  return { db, kind: 'postgres', where: `PostgreSQL ${u.host}${u.pathname}`, listen, close };
}

export function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

const dialect = new PgDialect();

/**
 * `db.execute(query)` as a prepared statement named after its text. On PostgreSQL each pooled connection
 * parses the statement once and keeps it, and PostgreSQL keeps its plan too when a generic plan is
 * estimated no dearer than planning for each call's values (plan_cache_mode auto). For the catalogue's
 * statements, run with every request, that preparation cost more than the running (issue 18: of the
 * 2.3 ms a search never asked before spent in PostgreSQL at 200,000 products, 1.2 ms were parsing and
 * planning). Values that change the best plan (the catalogue) belong in the text, not in parameters: a
 * generic plan knows nothing of them. PGlite runs it as `db.execute` does; same result as `db.execute`.
 */
export function executePrepared(db: Db | Tx, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  const session = db._.session as unknown as { client: PgQueryable; constructor: { [entityKind]?: string } };
  if (pgTypes && session.constructor[entityKind] === 'NodePgSession') {
    // node-postgres straight (the pool, or a transaction's connection): what drizzle's prepared query
    // does, without its per-call objects, spans and type-parser closures (0.171 → 0.085 ms of the
    // server's CPU for a one-row statement; a list request runs three or four).
    return session.client.query({ name, text: built.sql, values: built.params, types: pgTypes });
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}

/** Statement names by text: the texts are the code's, a few hundred at most (bounded all the same). */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 2000) names.clear();
    name = `mercato_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/** The part of a node-postgres pool or client executePrepared calls. */
interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[]; types: PgTypes }): Promise<unknown>;
}
type PgTypes = { getTypeParser(oid: number, format?: string): (value: string) => unknown };
/**
 * node-postgres's type parsers as drizzle's node-postgres session sets them on its queries: dates, times
 * and intervals (and their arrays) kept as the text PostgreSQL sent, for drizzle's columns to map
 * (`mapFromDriverValue`). Set by openPostgres.
 */
let pgTypes: PgTypes | null = null;
const TEXT_DATE_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
function drizzleTypes(types: PgTypes): PgTypes {
  const asText = (value: string) => value;
  return {
    getTypeParser: (oid, format) => (TEXT_DATE_TYPES.has(oid) ? asText : types.getTypeParser(oid, format)),
  };
}

/** Rows of a `db.execute()` result on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
