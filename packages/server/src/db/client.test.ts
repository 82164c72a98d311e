import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openShop } from '../shop.ts';
import { acquireDataDirLock, DataDirLockedError } from './client.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'mercato-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('holds the pid, refuses a second holder and is removed on release', () => {
    const dir = tmp();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'mercato.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, 'mercato.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('refuses a folder locked by another live process, with a clear message', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mercato.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(readFileSync(join(dir, 'mercato.lock'), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over the stale lock of a dead process', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mercato.lock'), '4194303\n');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'mercato.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('a second shop on the same PGlite folder is refused; the first keeps working and closes cleanly', async () => {
    const dir = tmp();
    const shop = await openShop({ dataDir: dir, seed: false, databaseUrl: '' });
    try {
      expect(shop.where).toContain(join(dir, 'pglite'));
      await expect(openShop({ dataDir: dir, seed: false, databaseUrl: '' })).rejects.toThrow(/is in use by process/);
      const res = await shop.app.fetch(new Request('http://localhost/commerce/resources/nav/supermercato'));
      expect(res.status).toBe(200);
    } finally {
      await shop.close();
    }
    expect(existsSync(join(dir, 'mercato.lock'))).toBe(false);
    // Reopening the same folder works and keeps the generated session secret.
    const secret = readFileSync(join(dir, 'session-secret'), 'utf8').trim();
    const again = await openShop({ dataDir: dir, seed: false, databaseUrl: '' });
    expect(again.config.sessionSecret).toBe(secret);
    await again.close();
  });
});
