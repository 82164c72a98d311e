// Test helper: a PGlite database in memory with the schema. Uses the committed migrations
// (packages/server/drizzle) when present, otherwise creates the schema from the drizzle definitions.
import { existsSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../client.ts';
import * as schema from '../schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const serverModules = fileURLToPath(new URL('../../../node_modules', import.meta.url));

async function ddlFromSchema(): Promise<string[]> {
  // drizzle-kit sits at the root and drizzle-orm in the server package: let its CJS build find it.
  process.env.NODE_PATH = [serverModules, process.env.NODE_PATH].filter(Boolean).join(':');
  (Module as unknown as { _initPaths(): void })._initPaths();
  const api = createRequire(import.meta.url)('drizzle-kit/api') as typeof import('drizzle-kit/api');
  return api.generateMigration(api.generateDrizzleJson({}), api.generateDrizzleJson(schema as Record<string, unknown>));
}

/** Statements that create the schema: the committed migrations' SQL, else drizzle-kit's diff. */
export async function schemaStatements(): Promise<string[] | null> {
  if (existsSync(`${migrationsFolder}/meta/_journal.json`)) return null;
  return ddlFromSchema();
}

/**
 * A fresh PostgreSQL database (created next to the one of `url`, dropped by close()) with the schema,
 * for running the same tests on PostgreSQL when DATABASE_URL_TEST is set.
 */
export async function postgresDatabase(url: string) {
  const { drizzle: pgDrizzle } = await import('drizzle-orm/node-postgres');
  const admin = pgDrizzle(url);
  const name = `mercato_seed_${process.pid}_${Date.now()}`;
  await admin.$client.query(`create database "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = pgDrizzle(u.toString(), { schema });
  const statements = await schemaStatements();
  if (statements) {
    for (const s of statements) await db.$client.query(s);
  } else {
    const { migrate: pgMigrate } = await import('drizzle-orm/node-postgres/migrator');
    await pgMigrate(db, { migrationsFolder });
  }
  return {
    db,
    query: async <T>(text: string) => (await db.$client.query(text)).rows as T[],
    close: async () => {
      await db.$client.end();
      await admin.$client.query(`drop database if exists "${name}"`);
      await admin.$client.end();
    },
  };
}

export async function memoryDatabase() {
  const client = new PGlite({ extensions: await pgliteExtensions() });
  const db = drizzle({ client, schema });
  const statements = await schemaStatements();
  if (statements) {
    for (const s of statements) await client.exec(s);
  } else {
    await migrate(db, { migrationsFolder });
  }
  return {
    client,
    db,
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
  };
}
