import { describe, expect, it } from 'vitest';
import { createOwnCache } from './index.ts';
import type { Session } from '../sessions/index.ts';

const session = (over: Partial<Session> = {}): Session => ({
  id: 's1',
  customerId: 7,
  kind: 'logged',
  xsrfToken: 'x',
  expiresAt: new Date(0),
  ownVersion: 1,
  ...over,
});

describe('own cache', () => {
  it('answers the kept part while the session, its version and the stamp stay', async () => {
    let t = 0;
    const cache = createOwnCache({ clock: () => t, maxAgeMs: 1_000 });
    let loads = 0;
    const load = async () => ({ value: ++loads });
    expect(await cache.get(session(), 'page', 'a', load)).toBe(1);
    expect(await cache.get(session(), 'page', 'a', load)).toBe(1);
    // Another version, stamp, session, choice of street or part: loaded again.
    expect(await cache.get(session({ ownVersion: 2 }), 'page', 'a', load)).toBe(2);
    expect(await cache.get(session({ ownVersion: 2 }), 'page', 'b', load)).toBe(3);
    expect(await cache.get(session({ ownVersion: 2, streetId: 4 }), 'page', 'b', load)).toBe(4);
    expect(await cache.get(session({ id: 's2', ownVersion: 2, streetId: 4 }), 'page', 'b', load)).toBe(5);
    expect(await cache.get(session({ id: 's2', ownVersion: 2, streetId: 4 }), 'slot', 'b', load)).toBe(6);
    // Past its age.
    t = 1_000;
    expect(await cache.get(session({ id: 's2', ownVersion: 2, streetId: 4 }), 'slot', 'b', load)).toBe(7);
  });

  it('ends an entry at the moment its value names, and keeps nothing without a stamp or a version', async () => {
    let t = 0;
    const cache = createOwnCache({ clock: () => t });
    let loads = 0;
    const holdEndsAt50 = async () => ({ value: ++loads, until: 50 });
    expect(await cache.get(session(), 'page', 'a', holdEndsAt50)).toBe(1);
    t = 49;
    expect(await cache.get(session(), 'page', 'a', holdEndsAt50)).toBe(1);
    t = 50;
    expect(await cache.get(session(), 'page', 'a', holdEndsAt50)).toBe(2);
    const plain = async () => ({ value: ++loads });
    expect(await cache.get(session(), 'other', null, plain)).toBe(3);
    expect(await cache.get(session(), 'other', null, plain)).toBe(4);
    expect(await cache.get(session({ ownVersion: undefined }), 'x', 'a', plain)).toBe(5);
    expect(await cache.get(session({ ownVersion: undefined }), 'x', 'a', plain)).toBe(6);
  });

  it('keeps no failed load', async () => {
    const cache = createOwnCache();
    await expect(cache.get(session(), 'page', 'a', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get(session(), 'page', 'a', async () => ({ value: 'up' }))).toBe('up');
  });

  it('answers what put() kept to the same session, version and stamp only, until its moment or its age', async () => {
    let t = 0;
    const cache = createOwnCache({ clock: () => t, maxAgeMs: 1_000 });
    expect(await cache.peek(session(), 'parts', 'a')).toBeUndefined();
    cache.put(session(), 'parts', 'a', { value: 'mine', until: 500 });
    expect(await cache.peek(session(), 'parts', 'a')).toBe('mine');
    expect(await cache.peek(session({ id: 's2' }), 'parts', 'a')).toBeUndefined();
    expect(await cache.peek(session({ ownVersion: 2 }), 'parts', 'a')).toBeUndefined();
    expect(await cache.peek(session({ driveId: 3 }), 'parts', 'a')).toBeUndefined();
    expect(await cache.peek(session(), 'parts', 'b')).toBeUndefined();
    expect(await cache.peek(session(), 'other', 'a')).toBeUndefined();
    t = 500;
    expect(await cache.peek(session(), 'parts', 'a')).toBeUndefined();
    // Without a moment of its own, the age ends it; without a stamp or a version nothing is kept.
    cache.put(session(), 'parts', 'a', { value: 'again' });
    t = 1_499;
    expect(await cache.peek(session(), 'parts', 'a')).toBe('again');
    t = 1_500;
    expect(await cache.peek(session(), 'parts', 'a')).toBeUndefined();
    cache.put(session(), 'parts', null, { value: 'x' });
    cache.put(session({ ownVersion: undefined }), 'parts', 'a', { value: 'x' });
    expect(await cache.peek(session(), 'parts', null)).toBeUndefined();
    expect(await cache.peek(session({ ownVersion: undefined }), 'parts', 'a')).toBeUndefined();
  });
});
