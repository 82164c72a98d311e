// The shop: configuration, database (migrated, filled with demo data when empty), services and the
// Hono app. getShop() is the process-wide instance configured from the environment.
import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createApp } from './app.ts';
import { loadConfig, startNotices, type ShopConfig } from './config.ts';
import { openDatabase, rowsOf, type Db } from './db/client.ts';
import type { AppEnv } from './http.ts';
import { createServices, type Services } from './services/index.ts';

export interface Shop {
  app: Hono<AppEnv>;
  db: Db;
  services: Services;
  config: ShopConfig;
  /** 'PGlite /path', 'PGlite in memory' or 'PostgreSQL host/db'. */
  where: string;
  close(): Promise<void>;
}

export interface OpenShopOptions {
  /** PostgreSQL url; default env DATABASE_URL (an empty string means unset → PGlite). */
  databaseUrl?: string;
  /** PGlite folder; default env MERCATO_DATA_DIR or '<repo root>/.data'. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** PGlite in memory: the data folder to start from (a `dumpDataDir` tarball; the tests' templates). */
  pgliteTemplate?: Blob;
  /** Fill an empty database with the demo data (default true). */
  seed?: boolean;
  /** Products generated when seeding (default: the generator's). */
  products?: number;
  /** Progress lines while seeding. */
  log?: (line: string) => void;
  /** The clock of the slot holds and the horizon (tests move it); default the system's. */
  now?: () => Date;
}

type SeedFn = (db: Db, opts: { products?: number; log?: (l: string) => void }) => Promise<unknown>;

/** The demo-data generator (db/seed), loaded only when a database has to be filled. */
async function loadSeeder(): Promise<SeedFn> {
  const mod = await import('./db/seed/index.ts');
  return mod.seedDatabase as unknown as SeedFn;
}

/**
 * Makes and fills a new PGlite folder in a process of its own (`npm run seed`'s db/seed-cli.ts): resolves
 * once it has ended, with the folder closed. Its output is kept and told only when it fails.
 */
function seedInProcess(dataDir: string, products: number | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = fileURLToPath(new URL('./db/seed-cli.ts', import.meta.url));
    const args = products === undefined ? [cli] : [cli, '--products', String(products)];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: '', MERCATO_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (d: Buffer) => {
      output = (output + d.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The demo data could not be made (exit ${code}): ${output.trim()}`)),
    );
  });
}

async function isEmpty(db: Db): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select (select count(*) from customers)::int as n`));
  return Number(rows[0]?.n ?? 0) === 0;
}

/** A PGlite folder that holds no database yet (the shop's first start on this machine). */
const newPgliteFolder = (config: ShopConfig) =>
  !config.databaseUrl && !config.inMemory && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));

/**
 * Several instances starting at once on one PostgreSQL database (`npm run start:cluster`, machines of a
 * deploy): the migrations and the demo data are made by one of them at a time, under a session advisory
 * lock on a connection of its own, so a second instance waits and then finds them done (without it, two
 * instances ran the same migration, or filled an empty database twice). Answers the release.
 */
async function startLock(databaseUrl: string): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('mercato:start'))`);
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  // Ending the connection gives the lock back, also when the unlock cannot be said.
  return () => client.end().catch(() => {});
}

export async function openShop(opts: OpenShopOptions = {}): Promise<Shop> {
  const config = loadConfig({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, inMemory: opts.inMemory });
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemory,
      pgliteTemplate: opts.pgliteTemplate,
    });
  const started = performance.now();
  if (opts.seed !== false && newPgliteFolder(config)) {
    // PGlite's WASM heap grows to hold the seed's bulk inserts and never gives memory back (nor does V8's,
    // nor a worker thread's malloc arenas): a new folder is made, migrated and filled by a process of its
    // own, and the shop opens it afterwards with a heap the size of its working set (issue 18).
    opts.log?.(`Filling the empty database with demo data (PGlite ${join(config.dataDir, 'pglite')})…`);
    await seedInProcess(config.dataDir, opts.products);
    opts.log?.(`Demo data ready in ${Math.round(performance.now() - started)} ms`);
  }
  const unlock = config.databaseUrl && !opts.pgliteTemplate ? await startLock(config.databaseUrl) : async () => {};
  let database: Awaited<ReturnType<typeof open>>;
  try {
    database = await open();
  } catch (err) {
    await unlock();
    throw err;
  }
  try {
    if (opts.seed !== false && (await isEmpty(database.db))) {
      opts.log?.(`Filling the empty database with demo data (${database.where})…`);
      const seed = await loadSeeder();
      await seed(database.db, { products: opts.products, log: opts.log });
      opts.log?.(`Demo data ready in ${Math.round(performance.now() - started)} ms`);
    }
  } catch (err) {
    await database.close();
    throw err;
  } finally {
    await unlock();
  }
  const services = createServices(database.db, config, { listen: database.listen, now: opts.now });
  try {
    await services.slots.start();
    services.outbox.start();
    services.subscriptions.start();
  } catch (err) {
    await services.subscriptions.close().catch(() => {});
    await services.slots.close().catch(() => {});
    await services.lists.close().catch(() => {});
    await database.close();
    throw err;
  }
  const app = createApp({ services, config });
  for (const notice of startNotices(config)) opts.log?.(notice);
  let closing: Promise<void> | null = null;
  // The outbox sender stops, the live slot streams end, the sweep and the renewals stop before the
  // database closes.
  const close = () =>
    (closing ??= (async () => {
      try {
        await services.subscriptions.close();
        await services.outbox.close();
        await services.slots.close();
        await services.lists.close();
        await services.chat.hub.close();
      } finally {
        await database.close();
      }
    })());
  return { app, db: database.db, services, config, where: database.where, close };
}

let current: Promise<Shop> | null = null;
let hooked = false;
let stopping = false;
/** What runs on SIGINT/SIGTERM before the shop closes, in the order given (the HTTP server's drain). */
const beforeClose: Array<() => Promise<void>> = [];

/**
 * Runs `drain` on SIGINT/SIGTERM before the database closes, with the shop still open: the HTTP server
 * stops taking connections and lets the requests and streams in flight end (site/server/main.ts). An
 * error of one is logged and the close goes on.
 */
export function onStopping(drain: () => Promise<void>): void {
  beforeClose.push(drain);
}

/**
 * Closes the process-wide shop on SIGINT/SIGTERM, then exits (130/143). A second signal while closing
 * is ignored: Ctrl-C reaches every process of the terminal's group and `npm start` forwards it too, so
 * the server gets it twice, and cutting the close short would leave the lock file and unflushed data.
 */
function hookSignals(): void {
  if (hooked) return;
  hooked = true;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      // The drains first, the shop still open: a request in flight finishes on it (never a new shop).
      for (const drain of beforeClose) {
        await drain().catch((err) => console.error('[mercato] error while stopping:', err));
      }
      const pending = current;
      current = null;
      try {
        if (pending) await (await pending).close();
      } catch (err) {
        console.error('[mercato] error while closing the database:', err);
      }
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The process-wide shop from the environment: every caller gets the same promise. */
export function getShop(): Promise<Shop> {
  if (!current) {
    current = openShop({ log: (l) => console.log(`[mercato] ${l}`) });
    current.catch(() => {
      current = null;
    });
    hookSignals();
  }
  return current;
}

/** Closes the process-wide shop (tests, scripts). */
export async function closeShop(): Promise<void> {
  const pending = current;
  current = null;
  if (pending) await (await pending).close();
}
