// The list cache's rules as its callers rely on them: one load per key and stamp, a new stamp or age
// reloads, failures are not kept, the least recently used go first.
import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache.ts';

function counter<V>(value: V) {
  const fn = async () => {
    fn.calls++;
    return value;
  };
  fn.calls = 0;
  return fn;
}

describe('list cache', () => {
  it('loads a key once per stamp, even when asked many times at once', async () => {
    const cache = createListCache();
    const load = counter('a');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', '1:0', load)));
    expect(answers).toEqual(Array(10).fill('a'));
    expect(await cache.get('k', '1:0', load)).toBe('a');
    expect(load.calls).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 10, misses: 1, size: 1 });
  });

  it('loads again under a new stamp (a catalogue write or another promotion window)', async () => {
    const cache = createListCache();
    await cache.get('k', '1:0', counter('old'));
    expect(await cache.get('k', '2:0', counter('version'))).toBe('version');
    expect(await cache.get('k', '2:1700000000000', counter('window'))).toBe('window');
  });

  it('never keeps anything without a stamp', async () => {
    const cache = createListCache();
    const load = counter('x');
    await cache.get('k', null, load);
    await cache.get('k', null, load);
    expect(load.calls).toBe(2);
    expect(cache.stats().size).toBe(0);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = createListCache();
    await expect(
      cache.get('k', '1:0', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get('k', '1:0', counter('ok'))).toBe('ok');
  });

  it('forgets answers older than the max age', async () => {
    let t = 0;
    const cache = createListCache({ maxAgeMs: 1000, monotonic: () => t });
    await cache.get('k', '1:0', counter('first'));
    t = 999;
    expect(await cache.get('k', '1:0', counter('second'))).toBe('first');
    t = 1000;
    expect(await cache.get('k', '1:0', counter('third'))).toBe('third');
  });

  it('drops the least recently used key past its size', async () => {
    const cache = createListCache({ maxEntries: 2 });
    await cache.get('a', 's', counter(1));
    await cache.get('b', 's', counter(2));
    await cache.get('a', 's', counter(0)); // a used again: b is now the oldest
    await cache.get('c', 's', counter(3));
    expect(cache.stats().size).toBe(2);
    expect(await cache.get('a', 's', counter(-1))).toBe(1);
    expect(await cache.get('b', 's', counter(22))).toBe(22);
  });

  it("keeps a value put from outside a call, under its stamp only (a page's rendered content)", async () => {
    let clock = 0;
    const cache = createListCache({ maxAgeMs: 1000, monotonic: () => clock });
    expect(cache.peek('page', 's1')).toBeUndefined();
    cache.put('page', 's1', '<main>1</main>');
    expect(await cache.peek('page', 's1')).toBe('<main>1</main>');
    // Another stamp (a price changed): not the kept one, until put again under it.
    expect(cache.peek('page', 's2')).toBeUndefined();
    cache.put('page', 's2', '<main>2</main>');
    expect(await cache.peek('page', 's2')).toBe('<main>2</main>');
    expect(cache.peek('page', 's1')).toBeUndefined();
    // Without a stamp nothing is kept; and past the max age nothing is answered.
    cache.put('other', null, 'x');
    expect(cache.peek('other', null)).toBeUndefined();
    expect(cache.stats().size).toBe(1);
    clock = 1000;
    expect(cache.peek('page', 's2')).toBeUndefined();
  });

  it('keeps one value per slot, of the last stamp asked, shared while it loads, never past its age limit', async () => {
    let clock = 0;
    const cache = createListCache({ maxEntries: 1, maxAgeMs: 1000, monotonic: () => clock });
    const columns = counter('v1');
    const shared = await Promise.all([1, 2, 3].map(() => cache.latest('columns', '1', columns)));
    expect(shared).toEqual(['v1', 'v1', 'v1']);
    // Neither the entries' size nor their age applies to it.
    await cache.get('a', 's', counter(1));
    await cache.get('b', 's', counter(2));
    clock = 10_000;
    expect(await cache.latest('columns', '1', counter('again'))).toBe('v1');
    expect(columns.calls).toBe(1);
    // Another stamp replaces it; the old stamp asked again loads again.
    expect(await cache.latest('columns', '2', counter('v2'))).toBe('v2');
    expect(await cache.latest('columns', '1', counter('v1 again'))).toBe('v1 again');
    // Slots are apart; a failure is not kept; a null stamp keeps nothing; clear() forgets it.
    expect(await cache.latest('names', '1', counter('n1'))).toBe('n1');
    await expect(cache.latest('columns', '3', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.latest('columns', '3', counter('v3'))).toBe('v3');
    const unkept = counter('x');
    await cache.latest('columns', null, unkept);
    await cache.latest('columns', null, unkept);
    expect(unkept.calls).toBe(2);
    cache.clear();
    expect(await cache.latest('columns', '3', counter('fresh'))).toBe('fresh');
  });
});
