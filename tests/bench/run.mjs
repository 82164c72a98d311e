// `npm run bench [-- --quick] [-- --no-build] [-- --calls TEXT]`: widget weight, page weight and Lighthouse,
// server load (PGlite and PostgreSQL), scale (200,000 products). Prints one table and writes
// bench/results.json. --calls: only the server calls whose name holds TEXT, on PGlite and PostgreSQL
// (no widgets, pages or scale), e.g. --calls 'checkout confirm'.
// Benchmarks print figures: a missing area is an 'n/a' row with its reason, never a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { siteNeedsBuild } from '../../scripts/lib.mjs';
import {
  createPgDatabase,
  gitCommit,
  MB,
  memoryParts,
  rssOf,
  root,
  seed,
  settledRss,
  siteEntry,
  startShop,
  tempDir,
} from './lib.mjs';
import { clusterRows } from './cluster.mjs';
import { pageRows } from './pages.mjs';
import { searchQualityRows } from './search-quality.mjs';
import { serverRows } from './server.mjs';
import { widgetRows } from './widgets.mjs';
import { chatLatencyRows, chatWeightRows } from './chat.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'big-products': { type: 'string', default: '200000' },
    calls: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(`npm run bench [-- options]: prints one table and writes bench/results.json
  --quick             each server call for 2 s or 500 requests, Lighthouse once, no 200,000-product scale
  --no-build          measure the site as last built
  --big-products N    the scale area's catalogue (default 200000)
  --calls TEXT        only the server calls whose name holds TEXT, on PGlite and PostgreSQL
                      (no widgets, pages or scale), e.g. --calls 'checkout confirm'; --calls cluster:
                      only 1 instance against 2 behind nginx`);
  process.exit(0);
}
const quick = args.quick;
/** --calls: the server calls measured (by name), nothing else. */
const onlyCalls = args.calls ? (call) => call.name.includes(args.calls) : undefined;
/** --calls cluster: the cluster's rows alone. */
const clusterOnly = args.calls === 'cluster';
const settings = {
  // --quick: each call for 2 seconds or 500 requests, whichever comes first (SSR pages on PGlite answer
  // 30-40 a second: 500 of them took 15-20 s each).
  // Full run: 2,000 requests a call, or 20 seconds for the calls slower than 100 a second (SSR pages and
  // adds to the trolley on PGlite: 2,000 of them took close to a minute each).
  amount: quick ? { seconds: 2, max: 500 } : { seconds: 20, max: 2000 },
  // At 200,000 products a search costs tens of milliseconds of CPU (PGlite: one query at a time), so
  // 2,000 requests a call would take minutes: each call there runs for a fixed time instead.
  scaleAmount: { seconds: 8, max: 2000 },
  lighthouseRuns: quick ? 1 : 3,
  bigProducts: Number(args['big-products']),
};

/** '2,000 requests or 20 s per call'. */
const perCall = (a) =>
  typeof a === 'number'
    ? `${a.toLocaleString('en-US')} requests per call`
    : `${a.max.toLocaleString('en-US')} requests or ${a.seconds} s per call`;

const t0 = performance.now();
const rows = [];
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const log = (msg) => process.stderr.write(`[bench ${elapsed()}] ${msg}\n`);
const na = (area, item, note) => rows.push({ area, item, figures: 'n/a', note });

/** Runs one area; an error becomes an n/a row instead of stopping the run. */
async function area(name, fn) {
  const start = performance.now();
  log(`${name}…`);
  try {
    await fn();
  } catch (err) {
    na(name, 'all', `failed: ${String(err?.message ?? err).split('\n')[0]}`);
  }
  log(`${name} done in ${((performance.now() - start) / 1000).toFixed(0)} s`);
}

/** Starts a shop, measures memory at rest, runs `work`, measures memory after; always stops it. */
async function withShop(label, opts, work) {
  const { fresh, ...start } = opts;
  // MERCATO_TEST_HOOKS: the confirmations that make orders give their slots free places (routes/test-hooks.ts).
  const shop = await startShop({ ...start, env: { MERCATO_TRUST_PROXY: '1', MERCATO_TEST_HOOKS: '1' } });
  try {
    // At rest: once the start's background work is over (settledRss), not at a fixed moment.
    const settled = await settledRss(shop.pid);
    const rest = settled.rss;
    const restParts = memoryParts(shop.pid);
    await work(shop);
    const after = rssOf(shop.pid);
    // Issue 18: memory after the load back within 20 % of rest a minute later (the server idle meanwhile).
    // (--quick and --calls runs do not wait: their figures are for checking the calls.)
    const waits = !quick && !onlyCalls;
    if (waits) await new Promise((r) => setTimeout(r, 60_000));
    const later = waits ? rssOf(shop.pid) : null;
    const laterParts = waits ? memoryParts(shop.pid) : null;
    rows.push({
      area: label,
      item: 'memory of the server (VmRSS)',
      figures:
        `at rest ${MB(rest)} (start peak ${MB(settled.peak)}, settled in ${(settled.ms / 1000).toFixed(1)} s) · after the load ${MB(after)}` +
        (later === null ? '' : ` · a minute later ${MB(later)} (${((later / rest) * 100).toFixed(0)} % of rest)`),
      note:
        `ready in ${(shop.startMs / 1000).toFixed(1)} s${opts.fresh ? ' (first start: migrates and seeds the demo data)' : ' (database seeded before)'}` +
        (restParts && laterParts
          ? `; at rest → a minute later: anonymous (V8, arenas) ${MB(restParts.anon)} → ${MB(laterParts.anon)}, glibc heap ${MB(restParts.heap)} → ${MB(laterParts.heap)}, files ${MB(restParts.files)} → ${MB(laterParts.files)}`
          : ''),
      data: {
        restBytes: rest,
        startPeakBytes: settled.peak,
        settleMs: settled.ms,
        afterBytes: after,
        laterBytes: later,
        restParts,
        laterParts,
        startMs: shop.startMs,
      },
    });
  } finally {
    await shop.stop();
  }
}

// ---------------------------------------------------------------- build

if (args['no-build']) log('build skipped (--no-build)');
else if (siteNeedsBuild() || !existsSync(join(root, 'packages/widgets/dist/elements'))) {
  log('building (npm run build: widgets and site are missing or older than their sources)…');
  const b = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (b.status !== 0) log(`the build failed (exit ${b.status}): measuring what exists`);
}

// ---------------------------------------------------------------- 0. the large catalogues

// The two 200,000-product seeds (about a minute and a half each) run while the widgets are weighed:
// that area measures sizes only, so sharing the CPU changes none of its figures. Every timed area
// starts after both seeds have finished.
const siteBuilt = existsSync(siteEntry);
const big = settings.bigProducts;
const bigLabel = `${big.toLocaleString('en-US')} products`;
/** Runs a seed in the background; the promise never rejects (it resolves { error } instead). */
const background = (run) =>
  run().then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
let bigPglite = null;
let bigPg = null;
if (siteBuilt && !quick && !onlyCalls) {
  log(`seeding ${bigLabel} into PGlite and PostgreSQL in the background…`);
  const pgliteDir = tempDir('pglite-big');
  bigPglite = {
    data: pgliteDir,
    seeded: background(() => seed(['--products', String(big)], { dataDir: pgliteDir.dir })),
  };
  const db = await createPgDatabase('big');
  if (db.url) {
    const pgDir = tempDir('pg-big');
    bigPg = {
      db,
      data: pgDir,
      seeded: background(() => seed(['--products', String(big)], { dataDir: pgDir.dir, databaseUrl: db.url })),
    };
  } else {
    bigPg = { db, reason: db.reason };
  }
}

// ---------------------------------------------------------------- 1. widgets

if (onlyCalls) na('widgets', 'all', 'skipped with --calls');
else await area('widgets', async () => rows.push(...(await widgetRows()), ...(await chatWeightRows())));
if (bigPglite || bigPg) {
  log('waiting for the large catalogues…');
  await Promise.all([bigPglite?.seeded, bigPg?.seeded]);
}

// ---------------------------------------------------------------- 2 and 3 on PGlite, 3 on PostgreSQL

if (!siteBuilt) {
  for (const a of ['pages', 'server PGlite', 'server PostgreSQL', 'scale'])
    na(a, 'all', 'not built yet (site/dist/server/entry.mjs missing)');
} else {
  await area('pages + server PGlite', async () => {
    if (clusterOnly) return na('server', 'all', 'skipped with --calls cluster');
    const data = tempDir('pglite');
    try {
      await withShop('server PGlite (2,000 products)', { dataDir: data.dir, fresh: true }, async (shop) => {
        if (!onlyCalls) rows.push(...(await pageRows(shop, { lighthouseRuns: settings.lighthouseRuns, log })));
        if (!onlyCalls) rows.push(...(await searchQualityRows(shop, 'search quality (2,000 products)')));
        if (!onlyCalls) rows.push(...(await chatLatencyRows(shop)));
        rows.push(
          ...(await serverRows(shop, {
            label: 'PGlite (2,000 products)',
            amount: settings.amount,
            log,
            only: onlyCalls,
          })),
        );
      });
    } finally {
      data.remove();
    }
  });

  await area('server PostgreSQL', async () => {
    if (clusterOnly) return;
    const db = await createPgDatabase();
    if (!db.url) return na('server PostgreSQL', 'all', db.reason);
    const data = tempDir('pg');
    try {
      await withShop(
        'server PostgreSQL (2,000 products)',
        { dataDir: data.dir, databaseUrl: db.url, fresh: true },
        async (shop) => {
          rows.push(
            ...(await serverRows(shop, {
              label: 'PostgreSQL (2,000 products)',
              amount: settings.amount,
              log,
              only: onlyCalls,
            })),
          );
        },
      );
    } finally {
      await db.drop();
      data.remove();
    }
  });

  // ---------------------------------------------------------------- 3b. cluster (issue 41)
  // One instance against two behind nginx, and nginx's own cost, on the same run (tests/bench/cluster.mjs).
  if (onlyCalls && !clusterOnly) na('cluster', 'all', 'skipped with --calls');
  else await area('cluster', async () => rows.push(...(await clusterRows({ amount: settings.amount, log }))));

  // ---------------------------------------------------------------- 4. scale
  const scaleCalls = (call) => /search|listing|page configuration|SSR home/.test(call.name);
  const seedRow = (label, seeded, note) =>
    rows.push({
      area: label,
      item: 'npm run seed',
      figures: `${(seeded.value.ms / 1000).toFixed(0)} s`,
      note: `${note}; seeded while the widgets were weighed`,
      data: { seedMs: seeded.value.ms },
    });
  if (quick || onlyCalls) {
    na('scale', `${bigLabel}`, `skipped with ${quick ? '--quick' : '--calls'}`);
  } else {
    await area('scale PGlite', async () => {
      const label = `scale PGlite (${bigLabel})`;
      try {
        const seeded = await bigPglite.seeded;
        if (seeded.error) throw seeded.error;
        seedRow(label, seeded, 'a separate data folder');
        await withShop(label, { dataDir: bigPglite.data.dir }, async (shop) => {
          rows.push(
            ...(await serverRows(shop, {
              label: `PGlite (${bigLabel})`,
              area: `scale PGlite (${bigLabel}, ${perCall(settings.scaleAmount)})`,
              amount: settings.scaleAmount,
              log,
              only: scaleCalls,
            })),
          );
        });
      } finally {
        bigPglite.data.remove();
      }
    });
    await area('scale PostgreSQL', async () => {
      const label = `scale PostgreSQL (${bigLabel})`;
      if (!bigPg.db.url) return na(label, 'all', bigPg.reason);
      try {
        const seeded = await bigPg.seeded;
        if (seeded.error) throw seeded.error;
        seedRow(label, seeded, `database ${bigPg.db.name}, dropped after`);
        await withShop(label, { dataDir: bigPg.data.dir, databaseUrl: bigPg.db.url }, async (shop) => {
          rows.push(
            ...(await serverRows(shop, {
              label: `PostgreSQL (${bigLabel})`,
              area: `scale PostgreSQL (${bigLabel}, ${perCall(settings.scaleAmount)})`,
              amount: settings.scaleAmount,
              log,
              only: scaleCalls,
            })),
          );
        });
      } finally {
        await bigPg.db.drop();
        bigPg.data.remove();
      }
    });
  }
}

// ---------------------------------------------------------------- report

const durationMs = performance.now() - t0;
const date = new Date().toISOString();
const commit = gitCommit();
const machine = `${cpus().length} × ${cpus()[0]?.model?.trim() ?? 'cpu'}, ${Math.round(totalmem() / 1073741824)} GB, Node ${process.version}`;
const esc = (s) => String(s).replace(/\|/g, '\\|');
const lines = [
  `Mercato bench ${quick ? '--quick ' : ''}· ${date.slice(0, 16).replace('T', ' ')} UTC · commit ${commit ?? '?'} · ${machine} · ${(durationMs / 1000).toFixed(0)} s`,
  `${perCall(settings.amount)} at 10 connections (200,000 products: ${perCall(settings.scaleAmount)}); Lighthouse median of ${settings.lighthouseRuns}`,
  '',
  '| area | item | figures | note |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${esc(r.area)} | ${esc(r.item)} | ${esc(r.figures)} | ${esc(r.note ?? '')} |`),
];
console.log(lines.join('\n'));

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(
  join(root, 'bench/results.json'),
  `${JSON.stringify({ date, quick, commit, machine, durationMs: Math.round(durationMs), settings, rows }, null, 2)}\n`,
);
log(`wrote bench/results.json in ${elapsed()}`);
process.exit(0);
