import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openShop } from '../shop.ts';
import { acquireDataDirLock, DataDirLockedError, parseProcStat, poolSizeFor, processIdentity } from './client.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'mercato-lock-'));
  dirs.push(d);
  return d;
};
const firstLine = (dir: string) => readFileSync(join(dir, 'mercato.lock'), 'utf8').split('\n')[0];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('holds the pid, refuses a second holder and is removed on release', () => {
    const dir = tmp();
    const release = acquireDataDirLock(dir);
    expect(firstLine(dir)).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, 'mercato.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('refuses a folder locked by another live process, with a clear message', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mercato.lock'), `${process.ppid}\n${processIdentity(process.ppid) ?? ''}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(firstLine(dir)).toBe(String(process.ppid));
  });

  it('takes over a lock left with our own pid by an earlier process (a restarted container)', () => {
    const dir = tmp();
    // The shop restarted after kill -9 and got the same pid: the lock names it, with another start.
    writeFileSync(join(dir, 'mercato.lock'), `${process.pid}\nother-boot:1\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'mercato.lock'), 'utf8')).toContain(
      processIdentity(process.pid) ?? String(process.pid),
    );
    release();
    // The same with a lock of the older format (the pid alone).
    writeFileSync(join(dir, 'mercato.lock'), `${process.pid}\n`);
    acquireDataDirLock(dir)();
    expect(existsSync(join(dir, 'mercato.lock'))).toBe(false);
  });

  it.runIf(processIdentity(process.ppid) !== null)('takes over a lock whose pid now belongs to another process', () => {
    const dir = tmp();
    // The pid is alive (our parent) but the lock was written by a process that started at another time.
    writeFileSync(join(dir, 'mercato.lock'), `${process.ppid}\n${processIdentity(process.ppid)}0\n`);
    const release = acquireDataDirLock(dir);
    expect(firstLine(dir)).toBe(String(process.pid));
    release();
  });

  it('takes over the stale lock of a dead process', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mercato.lock'), '4194303\n');
    const release = acquireDataDirLock(dir);
    expect(firstLine(dir)).toBe(String(process.pid));
    release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over the lock of a process killed moments ago that is still a zombie',
    async () => {
      const dir = tmp();
      // `sh` starts `sleep` in the background, prints its pid and becomes a `sleep` that never reaps it:
      // the killed grandchild stays a zombie (state Z) as a killed shop does until its supervisor reaps it.
      const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
      try {
        const pid = Number(
          await new Promise<string>((resolve) => parent.stdout.once('data', (b: Buffer) => resolve(String(b)))),
        );
        const identity = processIdentity(pid);
        process.kill(pid, 'SIGKILL');
        const state = () => parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.state;
        await expect.poll(state).toBe('Z');
        writeFileSync(join(dir, 'mercato.lock'), `${pid}\n${identity ?? ''}\n`);
        const release = acquireDataDirLock(dir);
        expect(firstLine(dir)).toBe(String(process.pid));
        release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('reads the state and start time from /proc/<pid>/stat, whatever the command name holds', () => {
    // Fields 3 (state) and 22 (starttime); the name in parentheses may hold spaces and ')'.
    const rest = '1 1 1 0 -1 4194560 100 0 0 0 5 2 0 0 20 0 1 0 987654 1000 10';
    expect(parseProcStat(`4242 (node) S ${rest}`)).toEqual({ state: 'S', startTime: '987654' });
    expect(parseProcStat(`4242 (a b) c)) Z ${rest}`)).toEqual({ state: 'Z', startTime: '987654' });
    expect(parseProcStat('garbage')).toBeNull();
    expect(parseProcStat('')).toBeNull();
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

describe('PostgreSQL pool size', () => {
  it('is twice the cores, at least 4 and at most 10', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map(poolSizeFor)).toEqual([4, 4, 6, 8, 10, 10, 10]);
  });
});
