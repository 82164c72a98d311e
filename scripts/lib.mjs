// Small helpers shared by the npm scripts (start, e2e, bench). Plain Node, no dependencies.
import { createServer } from 'node:net';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built Astro site (what `npm run build` makes). */
export const siteEntry = join(root, 'site/dist/server/entry.mjs');
/** The shop's server: the API straight to Hono, the rest to the built site (site/server/main.ts). */
export const siteServer = join(root, 'site/server/main.ts');

/**
 * What the shop's server is started with besides its own settings (npm start, the e2e tests, the bench):
 * glibc's allocator told to give freed memory back to the system (docs/adr/0021-memory-back-when-idle.md).
 * Without it the allocator's main heap kept about 90 MB of freed buffers after a load, fragmented, that
 * no collection could return. A GLIBC_TUNABLES of the caller's own is left as it is.
 */
export const serverEnv = (env = process.env) =>
  env.GLIBC_TUNABLES
    ? {}
    : {
        GLIBC_TUNABLES: [
          // Blocks of 32 kB and more (page bodies, socket and protocol buffers) mapped on their own,
          // unmapped when freed, instead of carved from the main heap.
          'glibc.malloc.mmap_threshold=32768',
          // The heap's free top given back from 64 kB, with no extra kept beyond a request.
          'glibc.malloc.trim_threshold=65536',
          'glibc.malloc.top_pad=0',
          // Two arenas for the threads of a 2-core machine, not eight per core.
          'glibc.malloc.arena_max=2',
        ].join(':'),
      };

/** Resolves true when nothing listens on host:port. */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, host);
  });
}

/**
 * What a build does not read: documentation, tests and their helpers (the server's src/test), and
 * whatever is made or kept beside the sources (node_modules, dist, dot folders such as .astro).
 */
const notSource = (name, isDir) =>
  name.startsWith('.') ||
  (isDir
    ? name === 'node_modules' || name === 'dist' || name === 'test' || name === '__tests__'
    : /\.(md|test\.[cm]?[jt]sx?|spec\.[cm]?[jt]sx?|snap)$/i.test(name));

/** The newest modification time (ms) of the real sources under each path (a folder or a file); 0 for none. */
export function newestSource(...paths) {
  let newest = 0;
  const visit = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (!notSource(entry.name, entry.isDirectory())) visit(join(path, entry.name));
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/** The workspace packages under packages/ (their folder names). */
const packageNames = () =>
  readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
    .map((d) => d.name);

/**
 * The sources the site's build reads: the site (pages, islands, styles, public files, its server, its
 * config and scripts), the packages' src and package.json, and the installed dependencies' lock file.
 */
export const siteSources = () => [
  join(root, 'site'),
  join(root, 'package-lock.json'),
  ...packageNames().flatMap((p) => [join(root, 'packages', p, 'src'), join(root, 'packages', p, 'package.json')]),
];

/** The built site is missing or older than a source it is built from (a README or a test does not count). */
export function siteNeedsBuild() {
  if (!existsSync(siteEntry)) return true;
  return newestSource(...siteSources()) > statSync(siteEntry).mtimeMs;
}

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Polls url until it answers 2xx, or throws after timeoutMs. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
