// Writes dist/release.json after `astro build`: what GET /commerce/dev/release.json answers (spec shell
// §7). Known at build time only: the shop's version (the server package's), the build time, and the git
// commit built (MERCATO_COMMIT when set, e.g. by CI; else `git rev-parse HEAD`; null outside a checkout).
// The file is outside dist/client, so it is not served as a static file: the endpoint reads it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const siteDir = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../packages/server/package.json', siteDir), 'utf8'));

function commit() {
  const fromEnv = process.env.MERCATO_COMMIT?.trim();
  if (fromEnv && /^[0-9a-f]{7,40}$/i.test(fromEnv)) return fromEnv.toLowerCase();
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: siteDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

const release = { name: 'mercato', version, buildTime: new Date().toISOString(), commit: commit() };
writeFileSync(new URL('dist/release.json', siteDir), `${JSON.stringify(release, null, 2)}\n`);
console.log(`release.json: ${release.version} ${release.commit ?? '(no commit)'} ${release.buildTime}`);
