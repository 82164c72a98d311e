// `npm run seed -- [--products N] [--seed S] [--reset] [--now ISO]`
// Fills the shop's database (PGlite under MERCATO_DATA_DIR, or PostgreSQL with DATABASE_URL) with the
// deterministic demo data; --products 200000 makes a large catalogue for benchmarks.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase as openShopDatabase } from './client.ts';
import { resetSeededTables, seedDatabase, type AnyPgDatabase } from './seed/index.ts';

interface Opened {
  db: AnyPgDatabase;
  close: () => Promise<void>;
  where: string;
}

/**
 * Opens (and migrates) the database exactly as the shop does — same configuration (DATABASE_URL,
 * MERCATO_DATA_DIR, default <repo>/.data) and the same client with its data-folder lock — without
 * building the app, so seeding does not depend on the routes.
 */
async function openDatabase(): Promise<Opened> {
  const config = loadConfig();
  const database = await openShopDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return { db: database.db as unknown as AnyPgDatabase, close: database.close, where: database.where };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('npm run seed -- [--products N] [--seed S] [--reset] [--now 2026-11-23T00:00:00+01:00]');
    return;
  }
  const products = values.products === undefined ? undefined : Number(values.products.replace(/[_.]/g, ''));
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const now = values.now === undefined ? undefined : new Date(values.now);
  if (products !== undefined && (!Number.isInteger(products) || products < 0))
    throw new Error('--products vuole un numero intero');
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed vuole un numero intero');
  if (now !== undefined && Number.isNaN(now.getTime())) throw new Error('--now vuole una data ISO');

  const opened = await openDatabase();
  try {
    console.log(`Database: ${opened.where}`);
    const existing = await opened.db.execute(sql`select count(*)::int as n from products`);
    const rows = ('rows' in existing ? existing.rows : existing) as { n: number }[];
    if (rows[0]?.n > 0) {
      if (!values.reset) {
        console.error(`Il database contiene già ${rows[0].n} prodotti: usa --reset per svuotarlo e rigenerare i dati.`);
        process.exitCode = 1;
        return;
      }
      const t = performance.now();
      await resetSeededTables(opened.db);
      console.log(`Svuotato in ${Math.round(performance.now() - t)} ms`);
    }
    const summary = await seedDatabase(opened.db, { products, seed, now, log: (l) => console.log(l) });
    const n = summary.counts.products ?? 0;
    const secs = summary.timings.totalMs / 1000;
    console.log(`Seed ${summary.seed}, now ${summary.now}`);
    console.log(
      `Prodotti: ${n.toLocaleString('it-IT')}; righe: ${Object.values(summary.counts)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('it-IT')}`,
    );
    console.log(
      `Tempi (ms): generazione ${summary.timings.generateMs}, prodotti ${summary.timings.productsMs}, resto ${summary.timings.otherMs}, totale ${summary.timings.totalMs} (${Math.round(n / Math.max(secs, 0.001)).toLocaleString('it-IT')} prodotti/s)`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
