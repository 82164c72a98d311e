// The server tests' template databases, made once per vitest run (the server project's globalSetup) so
// that each test's fresh shop is a copy instead of a new database migrated (and seeded) again: PGlite's
// data folder dumped to a tarball that every in-memory PGlite starts from (`loadDataDir`: no initdb, no
// migration), and on PostgreSQL (DATABASE_URL_TEST) databases that `create database … template` copies.
// A 'migrated' template (the schema, no rows), and seeded ones for the demo catalogues several files ask
// for (SEEDED_TEMPLATES); other sizes start from 'migrated' and are seeded by the shop as before.
// PGlite's 'migrated' tarball is also kept between runs (node_modules/.cache), under a name made from the
// migrations and PGlite's version; the seeded ones are made each run (the demo data is dated from today).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../config.ts';
import { migrationsFolder, openDatabase, type Database } from '../db/client.ts';

/** Product counts of the seeded templates: the catalogues more than one test file seeds. */
export const SEEDED_TEMPLATES = [30, 400] as const;

/** The template a test's shop starts from: 'migrated', or 'seeded-<products>' when one was made. */
export function templateKey(opts: { seed?: boolean; products?: number }): string {
  if (!opts.seed) return 'migrated';
  return SEEDED_TEMPLATES.includes(opts.products as (typeof SEEDED_TEMPLATES)[number])
    ? `seeded-${opts.products}`
    : 'migrated';
}

/** What the globalSetup gives the test files (vitest's provide/inject). */
export interface Templates {
  /** Template key → the tarball of a PGlite data folder. */
  pglite: Record<string, string>;
  /** Template key → the name of a PostgreSQL database beside DATABASE_URL_TEST's, when it is set. */
  postgres: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mercatoTemplates: Templates;
  }
}

async function seed(database: Database, products: number): Promise<void> {
  const { seedDatabase } = await import('../db/seed/index.ts');
  await (seedDatabase as unknown as (db: Database['db'], o: { products?: number }) => Promise<unknown>)(database.db, {
    products,
  });
}

type PgliteClient = { query(q: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
const pgliteClient = (database: Database) => (database.db as unknown as { $client: PgliteClient }).$client;

async function dumpPglite(database: Database, file: string): Promise<void> {
  const client = pgliteClient(database);
  await client.query('checkpoint');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/** How long each template took (ms), told at the end of the globalSetup. */
const took: string[] = [];
const timed = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  const result = await fn();
  took.push(`${what} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
};

const cacheDir = join(repoRoot, 'node_modules/.cache/mercato-test-templates');

/** Where the migrated PGlite tarball is kept: its name changes with the migrations and PGlite's build. */
function migratedCacheFile(): string {
  const hash = createHash('sha256');
  const pglite = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  hash.update(readFileSync(join(pglite, 'package.json')));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = join(migrationsFolder, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return join(cacheDir, `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteTemplates(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = { migrated: migratedCacheFile() };
  if (statSync(files.migrated, { throwIfNoEntry: false })) took.push('PGlite migrated (kept from an earlier run)');
  else {
    await timed('PGlite migrated', async () => {
      const migrated = await openDatabase({ dataDir: dir, inMemory: true });
      try {
        const made = join(dir, 'migrated.tar');
        await dumpPglite(migrated, made);
        // Older ones go (other migrations); the new one is renamed in whole, another run may read it.
        mkdirSync(cacheDir, { recursive: true });
        for (const old of readdirSync(cacheDir)) if (old.endsWith('.tar')) rmSync(join(cacheDir, old), { force: true });
        const partial = `${files.migrated}.${process.pid}`;
        writeFileSync(partial, readFileSync(made));
        renameSync(partial, files.migrated);
      } finally {
        await migrated.close();
      }
    });
  }
  const tarball = new Blob([readFileSync(files.migrated)]);
  for (const products of SEEDED_TEMPLATES) {
    const key = `seeded-${products}`;
    await timed(`PGlite ${key}`, async () => {
      const database = await openDatabase({ dataDir: dir, inMemory: true, migrate: false, pgliteTemplate: tarball });
      try {
        await seed(database, products);
        files[key] = join(dir, `${key}.tar`);
        await dumpPglite(database, files[key]);
      } finally {
        await database.close();
      }
    });
  }
  return files;
}

const databaseUrl = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function postgresTemplates(url: string, admin: PgAdmin): Promise<Record<string, string>> {
  const prefix = `mercato_template_${process.pid}`;
  const names: Record<string, string> = {};
  const make = async (key: string, name: string, template?: string) => {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    names[key] = name;
  };
  await timed('PostgreSQL migrated', async () => {
    await make('migrated', `${prefix}_migrated`);
    const migrated = await openDatabase({ databaseUrl: databaseUrl(url, names.migrated), dataDir: '', poolSize: 1 });
    await migrated.close();
  });
  for (const products of SEEDED_TEMPLATES) {
    const key = `seeded-${products}`;
    await timed(`PostgreSQL ${key}`, async () => {
      await make(key, `${prefix}_seeded_${products}`, names.migrated);
      const database = await openDatabase({ databaseUrl: databaseUrl(url, names[key]), dataDir: '', migrate: false });
      try {
        await seed(database, products);
      } finally {
        await database.close();
      }
    });
  }
  return names;
}

interface PgAdmin {
  connect(): Promise<void>;
  query(q: string): Promise<unknown>;
  end(): Promise<void>;
}

/** vitest globalSetup: makes the templates, gives them to the files, removes them at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'mercato-test-templates-'));
  const url = process.env.DATABASE_URL_TEST?.trim();
  let admin: PgAdmin | null = null;
  let postgres: Record<string, string> = {};
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      for (const name of Object.values(postgres)) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  };
  try {
    const pglite = await pgliteTemplates(dir);
    if (url) {
      // pg ships no types here (see db/client.ts): the little used is typed by hand.
      const pg = (await import('pg' as string)) as {
        default: { Client: new (o: { connectionString: string }) => PgAdmin };
      };
      const client = new pg.default.Client({ connectionString: url });
      await client.connect();
      admin = client;
      postgres = await postgresTemplates(url, client);
    }
    project.provide('mercatoTemplates', { pglite, postgres });
  } catch (err) {
    await teardown();
    throw err;
  }
  console.log(
    `server tests: template databases made in ${((performance.now() - started) / 1000).toFixed(1)} s (${took.join(', ')})`,
  );
  return teardown;
}
