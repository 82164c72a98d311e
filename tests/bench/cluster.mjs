// Row 5, cluster (issue 41): `npm run start:cluster -- --instances 2` on a PostgreSQL database of its own,
// and in the same run, on the same instances: listing, search and checkout confirm through one instance
// reached directly, through nginx in front of that one instance (the balancer's own cost), and through
// nginx over both (round-robin), with the ratio of two instances to one. Every process (instances,
// nginx, autocannon) shares this machine's cores: on 2 cores two instances have no core of their own.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ensureNginx, startNginx } from '../../scripts/nginx.mjs';
import { createPgDatabase, freePort, root, tempDir } from './lib.mjs';
import { serverRows } from './server.mjs';

/** The calls measured here (tests/bench/server.mjs names). */
const CALLS = [
  'listing API GET menu/{id}/products',
  'search API GET search?q= (10 queries in turn)',
  'checkout confirm POST auth/checkout/confirm, each making an order',
];

/** Starts scripts/cluster.mjs; resolves once nginx answers, with the instances' addresses. */
async function startCluster({ databaseUrl, dataDir, port, instancePort, log }) {
  let output = '';
  const child = spawn(
    process.execPath,
    // The bench has built the site already (or measures it as last built: --no-build).
    [
      'scripts/cluster.mjs',
      '--instances',
      '2',
      '--port',
      String(port),
      '--instance-port',
      String(instancePort),
      '--no-build',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        MERCATO_DATA_DIR: dataDir,
        // As the other server rows: the confirmations' slots given back (routes/test-hooks.ts).
        MERCATO_TEST_HOOKS: '1',
      },
    },
  );
  const keep = (d) => {
    output = (output + d).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
  };
  const t0 = performance.now();
  const until = Date.now() + 300_000;
  while (!/\[cluster\] Mercato: http/.test(output)) {
    if (child.exitCode !== null)
      throw new Error(`start:cluster exited: ${output.trim().split('\n').slice(-3).join(' | ')}`);
    if (Date.now() > until) {
      await stop();
      throw new Error('start:cluster did not answer within 300 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log?.(`cluster ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { stop, startMs: performance.now() - t0 };
}

const rps = (row) => row?.data?.rps ?? null;
const p50 = (row) => row?.data?.p50 ?? null;

export async function clusterRows({ amount, log }) {
  const area = 'cluster PostgreSQL (2,000 products)';
  const db = await createPgDatabase('cluster');
  if (!db.url) return [{ area, item: 'all', figures: 'n/a', note: db.reason }];
  let nginx;
  try {
    nginx = ensureNginx(log);
  } catch (err) {
    await db.drop();
    return [{ area, item: 'all', figures: 'n/a', note: err.message }];
  }
  const data = tempDir('cluster');
  const rows = [];
  let cluster = null;
  let single = null;
  try {
    const port = await freePort();
    const instancePort = await freePort();
    cluster = await startCluster({ databaseUrl: db.url, dataDir: data.dir, port, instancePort, log });
    const direct = `http://127.0.0.1:${instancePort}`;
    // The balancer's own cost: the same nginx configuration in front of the first instance alone.
    const singlePort = await freePort();
    single = await startNginx({
      binary: nginx,
      listen: `127.0.0.1:${singlePort}`,
      upstreams: [`127.0.0.1:${instancePort}`],
    });
    const only = (call) => CALLS.includes(call.name);
    const targets = [
      { key: 'direct', label: '1 instance, reached directly', base: direct },
      { key: 'one', label: 'nginx → 1 instance', base: `http://127.0.0.1:${singlePort}` },
      { key: 'two', label: 'nginx → 2 instances', base: `http://127.0.0.1:${port}` },
    ];
    const measured = {};
    for (const t of targets) {
      const got = await serverRows({ base: t.base }, { label: `cluster, ${t.label}`, amount, log, only, area });
      measured[t.key] = got;
      for (const r of got) {
        // The static-file limits belong to the server rows; here the three ways in are compared.
        if (r.item.startsWith('limit:')) continue;
        rows.push({ ...r, item: `${r.item} · ${t.label}` });
      }
    }
    for (const name of CALLS) {
      const of = (key) => measured[key].find((r) => r.item === name && r.figures !== 'n/a');
      const [d, one, two] = [of('direct'), of('one'), of('two')];
      if (!d || !one || !two) {
        rows.push({ area, item: `${name} · 2 instances / 1`, figures: 'n/a', note: 'a measurement is missing above' });
        continue;
      }
      const overheadMs = p50(one) - p50(d);
      rows.push({
        area,
        item: `${name} · 2 instances / 1`,
        figures: `${(rps(two) / rps(d)).toFixed(2)}× req/s (${Math.round(rps(two))} vs ${Math.round(rps(d))}) · balancer: ${overheadMs >= 0 ? '+' : ''}${overheadMs.toFixed(1)} ms p50, ${(rps(one) / rps(d)).toFixed(2)}× req/s`,
        note: `2 instances behind nginx against 1 reached directly; the balancer's cost is nginx → 1 instance against that instance directly; ${availableParallelism()} cores shared by the instances, nginx and the load`,
        data: {
          ratio: rps(two) / rps(d),
          overheadP50Ms: overheadMs,
          overheadRpsRatio: rps(one) / rps(d),
          startMs: cluster.startMs,
        },
      });
    }
  } catch (err) {
    rows.push({ area, item: 'all', figures: 'n/a', note: `failed: ${String(err?.message ?? err).split('\n')[0]}` });
  } finally {
    await single?.stop().catch(() => {});
    await cluster?.stop().catch(() => {});
    await db.drop();
    data.remove();
  }
  return rows;
}
