// The list cache: answers of the costly part of search and listings (the matching, the order of the
// matches and the facet counts; the spellcheck; the header suggestions), kept in the server process and
// reused while nothing they depend on has changed. Tiles (prices shown, promotions, stock) are never
// cached: they are read fresh for each page.
//
// An answer is reused only under the same stamp, read from the database with each request (one
// statement, a few index probes):
// - the catalogue version (table catalogue_state, raised by statement triggers on products and
//   promotions, migration 0003), so a write from any process, the seed or an SQL console is seen at once;
// - the promotion window: the last promotion start or end at or before the shop's clock. Two moments in
//   the same window see the same running promotions, so effective prices and promotion facets agree.
// Entries also expire after `maxAgeMs` (the API already lets browsers keep a search for 60 s), the
// least recently used go first past `maxEntries`, and concurrent misses of one key share one query.
import { type SQL, sql } from 'drizzle-orm';
import { executePrepared, rowsOf, type Db } from '../db/client.ts';

export interface ListCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  /** Milliseconds for the max age (tests). */
  monotonic?: () => number;
}

interface Entry<V> {
  stamp: string;
  storedAt: number;
  value: Promise<V>;
}

export interface ListCacheStats {
  hits: number;
  misses: number;
  size: number;
}

/** The stamp of `now`, or null when the state row is missing (then nothing is cached). */
export async function readStamp(db: Db, now: Date): Promise<string | null> {
  const [row] = rowsOf<{ v: string | number | null; b: string | Date | null }>(
    await executePrepared(
      db,
      sql`
    select (select version from catalogue_state where id = 1) as v,
      greatest((select max(starts_at) from promotions where starts_at <= ${now}),
               (select max(ends_at) from promotions where ends_at <= ${now})) as b`,
    ),
  );
  if (!row || row.v === null) return null;
  const b = row.b === null ? '-' : new Date(row.b).getTime();
  return `${row.v}:${b}`;
}

/** The catalogue version part of a stamp (`version:window`): what depends on the catalogue, not on the clock. */
export function stampVersion(stamp: string | null): string | null {
  return stamp === null ? null : stamp.slice(0, stamp.indexOf(':'));
}

/**
 * The stamp of what a page shows beside the shopper's own data (docs/adr/0015-page-caches.md): the
 * catalogue stamp above, the content version (stores, menus, CMS pages, banners, landing pages, footer,
 * company: raised by the triggers of migration 0010) and the publish window of `at` (the latest
 * publish_from or publish_to at or before it of menus, CMS pages and banners: between two such moments
 * the same content is published). One statement; null when the state row is missing (nothing is kept).
 */
export async function readPageStamp(db: Db, now: Date, at: Date): Promise<string | null> {
  const [row] = rowsOf<PageStampRow>(await executePrepared(db, pageStampSelect(now, at)));
  return row ? pageStampOf(row) : null;
}

/** The columns the page stamp is made of (pageStampSelect). */
export interface PageStampRow {
  v: string | number | null;
  cv: string | number | null;
  b: string | Date | null;
  cb: string | Date | null;
}

/**
 * The page stamp's statement (readPageStamp): one row, or none when the state row is missing. The
 * look-ups are migration 0013's function `page_stamp`, whose plan the connection keeps: planning them
 * anew cost each page 2 ms on PGlite, which keeps no prepared statement.
 */
export function pageStampSelect(now: Date, at: Date): SQL {
  return sql`select v, cv, b, cb from page_stamp(${now}::timestamptz, ${at}::timestamptz)`;
}

/** The page stamp of its statement's row; null when the state row is missing (nothing is kept). */
export function pageStampOf(row: PageStampRow): string | null {
  if (row.v === null || row.cv === null) return null;
  const moment = (d: string | Date | null) => (d === null ? '-' : new Date(d).getTime());
  return `${row.v}:${moment(row.b)}:${row.cv}:${moment(row.cb)}`;
}

/**
 * One value per slot, of the last stamp asked (ListCache.latest): replaced when another stamp is asked;
 * a null stamp bypasses it, a failure is not kept.
 */
function createLatestSlots() {
  const slots = new Map<string, { stamp: string; value: Promise<unknown> }>();
  return {
    get<V>(slot: string, stamp: string | null, load: () => Promise<V>): Promise<V> {
      if (stamp === null) return load();
      const found = slots.get(slot);
      if (found && found.stamp === stamp) return found.value as Promise<V>;
      const value = load();
      const kept = { stamp, value };
      slots.set(slot, kept);
      value.catch(() => {
        if (slots.get(slot) === kept) slots.delete(slot);
      });
      return value;
    },
    clear: () => slots.clear(),
  };
}

export function createListCache(opts: ListCacheOptions = {}) {
  const maxEntries = opts.maxEntries ?? 500;
  const maxAgeMs = opts.maxAgeMs ?? 5 * 60_000;
  const monotonic = opts.monotonic ?? (() => performance.now());
  const entries = new Map<string, Entry<unknown>>();
  const stats = { hits: 0, misses: 0 };
  /** The catalogue's columns (services/catalogue/facets.ts). */
  const latest = createLatestSlots();

  /** The kept entry of `key` under `stamp`, moved to most recently used; counts a hit or a miss. */
  const fresh = (key: string, stamp: string): Entry<unknown> | undefined => {
    const found = entries.get(key);
    if (!found || found.stamp !== stamp || monotonic() - found.storedAt >= maxAgeMs) {
      stats.misses++;
      return undefined;
    }
    stats.hits++;
    // Most recently used last (Map keeps insertion order).
    entries.delete(key);
    entries.set(key, found);
    return found;
  };
  const keep = (key: string, entry: Entry<unknown>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    /**
     * The value of `key` under `stamp`: the kept one, or `load()`'s (kept when it succeeds). A null
     * stamp bypasses the cache.
     */
    get<V>(key: string, stamp: string | null, load: () => Promise<V>): Promise<V> {
      if (stamp === null) return load();
      const found = fresh(key, stamp);
      if (found) return found.value as Promise<V>;
      const value = load();
      const entry: Entry<unknown> = { stamp, storedAt: monotonic(), value };
      keep(key, entry);
      // A failure is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /**
     * The kept value of `key` under `stamp`, or undefined; with `put`, for values made outside a
     * function call (a page's rendered content, stored once the page has rendered it).
     */
    peek<V>(key: string, stamp: string | null): Promise<V> | undefined {
      if (stamp === null) return undefined;
      return fresh(key, stamp)?.value as Promise<V> | undefined;
    },
    put<V>(key: string, stamp: string | null, value: V): void {
      if (stamp === null) return;
      keep(key, { stamp, storedAt: monotonic(), value: Promise.resolve(value) });
    },
    /**
     * The value of `slot` under `stamp`: one value per slot, replaced when another stamp is asked (not
     * counted among the entries, never evicted by age). For what every request of a stamp shares, such
     * as the catalogue's columns; a null stamp bypasses it, a failure is not kept.
     */
    latest<V>(slot: string, stamp: string | null, load: () => Promise<V>): Promise<V> {
      return latest.get(slot, stamp, load);
    },
    clear(): void {
      entries.clear();
      latest.clear();
    },
    stats(): ListCacheStats {
      return { ...stats, size: entries.size };
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
