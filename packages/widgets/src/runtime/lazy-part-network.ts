// Test helper (imported only by *.parts.test.tsx): a network for the lazily loaded widget parts that a
// test can hold (`gate`) or take offline, applied at the lazy-part boundary with
//   vi.mock('../runtime/lazy-part.ts', (original) => flakyLazyParts(original));
import type * as LazyPart from './lazy-part.ts';

export const network = { offline: false, gate: null as Promise<void> | null };

export async function flakyLazyParts(importOriginal: () => Promise<typeof LazyPart>): Promise<typeof LazyPart> {
  const real = await importOriginal();
  return {
    ...real,
    lazyPart: <T>(load: () => Promise<T>) =>
      real.lazyPart(async () => {
        await network.gate;
        if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
        return load();
      }),
  } as typeof LazyPart;
}
