// Helpers of the benchmarks: sizes, module graphs, starting and stopping the shop, PostgreSQL, memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, serverEnv, siteEntry, siteServer } from '../../scripts/lib.mjs';

export { root, siteEntry };

// ---------------------------------------------------------------- sizes and ES module graphs

// One measurement for the bench and the size check of `npm test` (scripts/check-sizes.mjs).
export { addSizes, fileGraph, importsOf, kB, measureFiles, moduleGraph, sizes } from '../../scripts/weigh.mjs';

// ---------------------------------------------------------------- processes and ports

const children = new Set();
function killAll() {
  for (const c of children) {
    try {
      c.kill('SIGKILL');
    } catch {}
  }
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });

/** A TCP port nothing listens on (asked from the kernel, then checked). */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** A temporary folder; `inRepo` puts it under node_modules/.cache so that bare imports resolve from the repo. */
export function tempDir(prefix, { inRepo = false } = {}) {
  const parent = inRepo ? join(root, 'node_modules/.cache') : tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `mercato-bench-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** VmRSS of a process in bytes (Linux), or null. */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Where a process's resident memory lies (Linux /proc/PID/smaps), in bytes: `heap` glibc's main heap,
 * `anon` other anonymous mappings (V8's heap, malloc's other arenas, thread stacks, WebAssembly), `files`
 * mapped files (the node binary, libraries). Null when unreadable.
 */
export function memoryParts(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const parts = { heap: 0, anon: 0, files: 0 };
  let kind = 'anon';
  for (const line of text.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1];
      kind = name === '[heap]' ? 'heap' : name.startsWith('/') ? 'files' : 'anon';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[kind] += Number(rss[1]) * 1024;
  }
  return parts;
}

/**
 * The server's memory once it has settled after its start: VmRSS sampled every 250 ms until three samples
 * in a row lie within 2 % of each other (at most `maxMs`). A PGlite server's RSS climbs for a second or two
 * after it answers while V8 compiles PGlite's WebAssembly to optimised code on background threads (one
 * compilation zone of ~300 MB), then falls back: a single sample at a fixed moment caught it at 190 or
 * 660 MB depending on the machine. Resolves { rss, peak, ms } (bytes, bytes, how long it took).
 */
export async function settledRss(pid, { maxMs = 20_000 } = {}) {
  const t0 = performance.now();
  const seen = [];
  let peak = 0;
  for (;;) {
    const rss = rssOf(pid);
    if (rss === null) return { rss: null, peak: null, ms: performance.now() - t0 };
    peak = Math.max(peak, rss);
    seen.push(rss);
    const last = seen.slice(-3);
    const steady = last.length === 3 && Math.max(...last) <= Math.min(...last) * 1.02;
    if (steady || performance.now() - t0 > maxMs) return { rss, peak, ms: performance.now() - t0 };
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const MB = (n) => (n === null || n === undefined ? 'n/a' : `${Math.round(n / 1048576)} MB`);

/**
 * Starts the built shop (site + API + database) on a free loopback port (or MERCATO_BENCH_PORT). `databaseUrl` '' = PGlite in
 * `dataDir`. Resolves { base, pid, startMs, log(), stop() }; stop() is safe to call twice.
 */
export async function startShop({ dataDir, databaseUrl = '', env = {}, timeoutMs = 180_000 }) {
  // MERCATO_BENCH_PORT: a fixed port (a machine shared by several runs hands each its own ports).
  const port = Number(process.env.MERCATO_BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const t0 = performance.now();
  const child = spawn(process.execPath, [siteServer], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...serverEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      MERCATO_DATA_DIR: dataDir,
      MERCATO_WARMUP: '1',
      ...env,
    },
  });
  children.add(child);
  const keep = (d) => {
    output = (output + d).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((r) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      children.delete(child);
      r();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (exited)
      throw new Error(
        `the shop exited (${exited.code ?? exited.signal}) before answering: ${output.trim().split('\n').slice(-3).join(' | ')}`,
      );
    try {
      const res = await fetch(`${base}/commerce/resources/info/server`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > until) {
      await stop();
      throw new Error(`the shop did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, pid: child.pid, startMs: performance.now() - t0, log: () => output, stop };
}

/** Runs `npm run seed -- …args` with the given database settings; resolves { ms, output } or throws. */
export function seed(args, { dataDir, databaseUrl = '' }) {
  return new Promise((res, rej) => {
    const t0 = performance.now();
    const child = spawn('npm', ['run', 'seed', '--silent', '--', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl, MERCATO_DATA_DIR: dataDir },
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) res({ ms: performance.now() - t0, output });
      else rej(new Error(`seed failed (${code}): ${output.trim().split('\n').slice(-2).join(' | ')}`));
    });
  });
}

// ---------------------------------------------------------------- PostgreSQL

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function pgModule() {
  // `pg` is a dependency of @mercato/server: take it from there rather than adding it to the root.
  return createRequire(join(root, 'packages/server/package.json'))('pg');
}

async function adminQuery(sql) {
  const { Client } = pgModule();
  const client = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database; resolves { url, drop() } or null (with reason) when PostgreSQL is not reachable. */
export async function createPgDatabase(suffix) {
  const name = `mercato_bench_${process.pid}${suffix ? `_${suffix}` : ''}`;
  try {
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (err) {
    return {
      url: null,
      reason: `PostgreSQL not reachable at ${PG_ADMIN_URL.replace(/\/[^/]*$/, '')} (${err.code ?? err.message})`,
    };
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      try {
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch {}
    },
  };
}

// ---------------------------------------------------------------- misc

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export function gitCommit() {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function fileExists(path) {
  return existsSync(path);
}
