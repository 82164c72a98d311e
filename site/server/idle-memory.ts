// Memory given back to the system when the server falls idle (site/server/main.ts; ADR 0021).
//
// Under load V8 grows its heap: the young generation to 128 MB on this kind of machine, and the old one
// with garbage that a busy server has no reason to collect. When the load ends, V8's own memory reducer
// waits for a low allocation rate that its tracer never measures on an idle process (it samples at
// garbage collections, and none come), so a server that served a burst of pages kept about 600 MB a
// minute later where it had held 440 at rest; an ordinary full collection frees the heap but keeps its
// pages pooled and resident. The "last resort" collection is the one V8 runs under memory pressure: it
// compacts, shrinks the young generation and unmaps the pooled pages.
//
// It costs a pause of some tens of milliseconds, so it runs only when nobody is waiting: after the start,
// and once each time a whole quiet period follows some requests. A server that is never quiet never
// pauses for it; there V8 collects as it always does.
//
// After it, glibc is asked to give back the free pages inside its heaps (malloc_trim, ADR 0025): the
// blocks a load freed (page bodies, protocol buffers) stay resident wherever a live block sits above them,
// 15-25 MB of a PGlite server a minute after the bench's load. Node cannot call it by itself: a tiny
// Node-API addon does (native/malloc-trim.c, built by scripts/native.mjs where a C compiler is found;
// without it the release is the collection alone).
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type Collector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
/** Gives the allocator's free pages back to the system. */
export type Trimmer = () => void;

/** malloc_trim(0) from the built addon (dist/native/malloc-trim.node), or null when it was not built. */
export function trimmer(): Trimmer | null {
  try {
    const addon = createRequire(import.meta.url)('../dist/native/malloc-trim.node') as { trim?: unknown };
    return typeof addon.trim === 'function' ? (addon.trim as Trimmer) : null;
  } catch {
    return null;
  }
}

/** V8's gc() without starting node with --expose-gc: a new context made while the flag is on has it. */
function collector(): Collector | null {
  const own = (globalThis as { gc?: Collector }).gc;
  if (typeof own === 'function') return own;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    setFlagsFromString('--no-expose-gc');
    return typeof gc === 'function' ? (gc as Collector) : null;
  } catch {
    return null;
  }
}

export interface IdleMemory {
  /** Counts a request; call at the start of each one (a counter, nothing more). */
  busy(): void;
  /** Collects now; true when the collector is available. */
  release(): boolean;
  stop(): void;
}

/**
 * Watches the requests and gives memory back once a whole `quietMs` (checked every `quietMs`) passes
 * without any after some came. `collect` is V8's collector and `trim` the addon's malloc_trim unless given
 * (tests).
 */
export function releaseMemoryWhenIdle({
  quietMs = 5000,
  collect = collector(),
  trim = trimmer(),
}: {
  quietMs?: number;
  collect?: Collector | null;
  trim?: Trimmer | null;
} = {}): IdleMemory {
  const gc = collect;
  let requests = 0;
  let seen = 0;
  let released = true;
  const release = () => {
    if (!gc) return false;
    // The requests counted so far are released by this one (the start's warm-up: no second release after it).
    seen = requests;
    released = true;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // After the collection: the ArrayBuffers it freed gave their blocks back to malloc.
    trim?.();
    return true;
  };
  const timer = setInterval(() => {
    if (requests !== seen) {
      seen = requests;
      released = false;
    } else if (!released) {
      released = true;
      release();
    }
  }, quietMs);
  timer.unref();
  return {
    busy() {
      requests++;
    },
    release,
    stop() {
      clearInterval(timer);
    },
  };
}
