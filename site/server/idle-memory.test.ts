// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenIdle, trimmer } from './idle-memory.ts';

/** Where scripts/native.mjs can build the addon: glibc on Linux, with a C compiler. */
const canBuild =
  process.platform === 'linux' &&
  Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime) &&
  spawnSync('cc', ['--version']).status === 0;

describe('releaseMemoryWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after a quiet spell that follows requests, never while they keep coming', () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const collect = vi.fn(() => {
      order.push('collect');
    });
    const trim = vi.fn(() => {
      order.push('trim');
    });
    const idle = releaseMemoryWhenIdle({ quietMs: 1000, collect, trim });
    // Nothing served yet: the start's own release is the caller's, the watch waits for requests.
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
    // A steady load: a request in every period, no pause.
    for (let i = 0; i < 20; i++) {
      idle.busy();
      vi.advanceTimersByTime(500);
    }
    expect(collect).not.toHaveBeenCalled();
    // The load ends: one release within two periods, and only one however long it stays quiet.
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Another burst, another release.
    idle.busy();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(2);
    // Each release trims malloc's heaps after the collection has freed the ArrayBuffers' blocks.
    expect(order).toEqual(['collect', 'trim', 'collect', 'trim']);
    // Requests released by a call of release() (the start's warm-up) get no second release from the watch.
    idle.busy();
    idle.release();
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(3);
    idle.stop();
  });

  it("reaches V8's collector without --expose-gc, and it gives the heap's pages back", () => {
    const idle = releaseMemoryWhenIdle();
    idle.stop();
    // Garbage that fills pages of the old generation, then dropped.
    let junk: string[][] | null = Array.from({ length: 200 }, (_, i) =>
      Array.from({ length: 1000 }, (_, j) => `${i}:${j}`),
    );
    const grown = process.memoryUsage().heapTotal;
    junk = null;
    expect(junk).toBeNull();
    expect(idle.release()).toBe(true);
    expect(process.memoryUsage().heapTotal).toBeLessThan(grown);
  });

  it.runIf(canBuild)('builds the malloc_trim addon where a C compiler is found, and the release calls it', () => {
    const script = fileURLToPath(new URL('../scripts/native.mjs', import.meta.url));
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toContain('malloc-trim: built');
    const trim = trimmer();
    expect(trim).toBeTypeOf('function');
    const idle = releaseMemoryWhenIdle({ collect: () => {}, trim: vi.fn(trim ?? (() => {})) });
    idle.stop();
    expect(idle.release()).toBe(true);
  });
});
