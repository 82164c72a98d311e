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

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The built site is missing or older than any source it is built from. */
export function siteNeedsBuild() {
  if (!existsSync(siteEntry)) return true;
  const built = statSync(siteEntry).mtimeMs;
  return newestMtime(join(root, 'site')) > built || newestMtime(join(root, 'packages')) > built;
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
