// Running the shop (issue 13 points 14 and 15): every way of stopping closes the embedded database and
// removes its lock file, a restart finds its folder usable, and a second shop on the same folder says
// why and exits non-zero. These start real processes of the built site (`npm run test:e2e` builds it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const root = join(import.meta.dirname, '../..');
const node = process.execPath;
const basePort = Number(process.env.E2E_PORT ?? 4391) + 20;

function startShop(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let text = '';
  const child = spawn(args[0], args.slice(1), {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', ...env },
    detached: true,
  });
  child.stdout?.on('data', (d) => {
    text += d;
  });
  child.stderr?.on('data', (d) => {
    text += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Waits until the shop on `port` answers. */
async function up(port: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(`http://127.0.0.1:${port}/commerce/resources/info/server`).catch(() => null))?.status ?? 0,
      { timeout: 90_000 },
    )
    .toBe(200);
}

test.describe('stopping and restarting the shop', () => {
  test.describe.configure({ timeout: 120_000 });
  let dir = '';
  // One data folder created, migrated and seeded (`npm run seed`'s seed-cli.ts), copied for each test:
  // what these tests are about is stopping and restarting, not filling a new folder four times.
  let seeded = '';
  test.beforeAll(() => {
    seeded = mkdtempSync(join(tmpdir(), 'mercato-stop-seeded-'));
    const seed = spawnSync(node, ['packages/server/src/db/seed-cli.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', MERCATO_DATA_DIR: seeded },
      encoding: 'utf8',
    });
    expect(seed.status, seed.stderr).toBe(0);
  });
  test.afterAll(() => rmSync(seeded, { recursive: true, force: true }));
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mercato-stop-'));
    cpSync(seeded, dir, { recursive: true });
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a second shop on the same folder exits non-zero and says why; the first keeps answering', async () => {
    const port = basePort;
    const first = startShop([node, 'site/server/main.ts'], { PORT: String(port), MERCATO_DATA_DIR: dir });
    await up(port);
    const second = startShop([node, 'site/server/main.ts'], { PORT: String(port + 1), MERCATO_DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dir} is in use by process ${first.child.pid}`);
    expect((await fetch(`http://127.0.0.1:${port}/commerce/resources/info/server`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(143);
    expect(existsSync(join(dir, 'mercato.lock'))).toBe(false);
  });

  test('Ctrl-C (SIGINT twice, as a terminal group and npm start send it) closes the database cleanly', async () => {
    const port = basePort + 2;
    const shop = startShop([node, 'site/server/main.ts'], { PORT: String(port), MERCATO_DATA_DIR: dir });
    await up(port);
    expect(readFileSync(join(dir, 'mercato.lock'), 'utf8').split('\n')[0]).toBe(String(shop.child.pid));
    shop.child.kill('SIGINT');
    shop.child.kill('SIGINT');
    expect(await shop.exited).toBe(130);
    expect(existsSync(join(dir, 'mercato.lock'))).toBe(false);
  });

  test('SIGTERM to npm alone stops npm start and its server, lock removed; a restart opens the folder', async () => {
    const port = basePort + 4;
    // Without the warm-up (the first pages rendered before listening): the test is about stopping.
    const npm = startShop(['npm', 'start', '--silent'], {
      PORT: String(port),
      MERCATO_DATA_DIR: dir,
      MERCATO_WARMUP: '0',
    });
    await up(port);
    npm.child.kill('SIGTERM');
    await npm.exited;
    await expect.poll(() => existsSync(join(dir, 'mercato.lock')), { timeout: 15_000 }).toBe(false);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) === null, { timeout: 15_000 })
      .toBe(true);
    const again = startShop([node, 'site/server/main.ts'], { PORT: String(port), MERCATO_DATA_DIR: dir });
    await up(port);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(143);
  });
});

test('npm run start:cluster refuses the embedded database and says why, starting nothing', async () => {
  // The instances of a cluster share one PostgreSQL (issue 41): PGlite is one process's own folder.
  for (const databaseUrl of ['', 'file:.data/pglite']) {
    const cluster = startShop([node, 'scripts/cluster.mjs', '--instances', '2', '--port', String(basePort + 6)], {
      DATABASE_URL: databaseUrl,
    });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain('the instances of a cluster share one PostgreSQL database');
    expect(cluster.output()).toContain('use `npm start` for a single instance');
  }
  expect((await fetch(`http://127.0.0.1:${basePort + 6}/`).catch(() => null)) === null).toBe(true);
});
