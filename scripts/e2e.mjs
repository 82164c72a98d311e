// `npm run test:e2e`: Playwright on the built site in Debian's Chromium.
// Installs Chromium with apt-get when it is missing (never `npx playwright install`: no download is possible here).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`Chromium not found at ${chromium}: installing Debian's chromium with apt-get…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const update = spawnSync(
    asRoot[0] ?? 'apt-get',
    [...asRoot.slice(1), ...(asRoot.length ? ['apt-get'] : []), 'update', '-qq'],
    { stdio: 'inherit' },
  );
  const install = spawnSync(
    asRoot[0] ?? 'apt-get',
    [...asRoot.slice(1), ...(asRoot.length ? ['apt-get'] : []), 'install', '-y', '-qq', 'chromium'],
    { stdio: 'inherit' },
  );
  if (update.status !== 0 || install.status !== 0 || !existsSync(chromium)) {
    console.error('Could not install Chromium (apt-get install -y chromium). Install it and run again.');
    process.exit(1);
  }
}
// The elements and the site, each only when older than its sources (scripts/build.mjs).
run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
