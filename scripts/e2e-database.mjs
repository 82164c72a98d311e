// The end-to-end shop's PostgreSQL database, made empty before the shop starts (playwright.config.ts runs
// this before `node site/server/main.ts` when DATABASE_URL_TEST names a server, as .ci/run sets it): the
// shop then migrates and seeds it itself, as it does a new PGlite folder. Usage: e2e-database.mjs <url>.
import pg from 'pg';

const url = new URL(process.argv[2] ?? '');
const name = url.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name for the e2e shop: '${name}'`);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.href });
await client.connect();
try {
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
