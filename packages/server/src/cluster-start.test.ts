// Instances of a cluster starting at once on one new PostgreSQL database (issue 41, `npm run
// start:cluster`): the migrations run once, one instance after the other (shop.ts startLock), and both
// open. Without the lock both ran the first migration and one failed on a table the other had made.
// PostgreSQL only (DATABASE_URL_TEST): PGlite is one process's own folder.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './db/client.ts';
import { openShop } from './shop.ts';

const url = process.env.DATABASE_URL_TEST?.trim();

describe.skipIf(!url)('instances starting together on PostgreSQL', () => {
  it('migrate a new database once, each waiting for the other, and both open', async () => {
    const name = `mercato_cluster_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = Object.assign(new URL(url as string), { pathname: `/${name}` }).href;
    try {
      const shops = await Promise.all([1, 2].map(() => openShop({ databaseUrl, seed: false })));
      try {
        const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        await db.end();
        expect(applied.rows[0].n).toBe(journal.entries.length);
        for (const shop of shops) expect(shop.where).toContain(name);
      } finally {
        await Promise.all(shops.map((s) => s.close()));
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
