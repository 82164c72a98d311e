// The pages' caches (docs/adr/0015-page-caches.md): what every shopper of a navigation sees alike, kept
// in the server process under the page stamp (list-cache.ts readPageStamp: catalogue version, promotion
// window, content version, publish window), read from the database with each request. A write from any
// process, the seed or an SQL console changes the stamp, so nothing kept outlives what it was made from.
// Two kinds of entries:
// - the shared part of the page configuration (store, menus, footer; services/nav/);
// - the rendered main content of the catalogue pages (listing, search: site/src/features/catalogue/page-cache.ts), keyed
//   by the address and what makes two shoppers see it differently (prices hidden from free visitors, the
//   banner clusters). Nothing personal is ever kept: the keys say so, and the pages that use it render
//   the shopper's own parts (header, trolley, delivery bar, add buttons) around the kept content.
// - whole pages as sent to visitors without a session (site/server/main.ts, site/src/request/shared-pages.ts): a
//   page the site marks as the same for every such visitor, kept by its address alone.
import type { Db } from '../../db/client.ts';
import { createListCache, pageStampOf, pageStampSelect, type PageStampRow, readPageStamp } from '../list-cache.ts';
import { parsePublishDate } from '../nav/index.ts';

export interface PageCacheOptions {
  /** The shop's clock for the promotion window (the catalogue's). */
  now?: () => Date;
  maxEntries?: number;
  /** Whole pages kept for visitors without a session (about 20–80 kB each). */
  maxPages?: number;
}

/** The moment whose content is published: a date, a publish-date text (unreadable: now), or now. */
const publishMoment = (at: Date | string | undefined, moment: Date) =>
  typeof at === 'string' ? (parsePublishDate(at, moment) ?? moment) : (at ?? moment);

export function createPageCache(db: Db, opts: PageCacheOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const cache = createListCache({ maxEntries: opts.maxEntries ?? 400 });
  const pages = createListCache({ maxEntries: opts.maxPages ?? 200 });
  return {
    /**
     * The page stamp of content published at `at`: a date, a publish-date text as the page configuration
     * takes it (an unreadable one means now, as there), or now.
     */
    stamp: (at?: Date | string) => {
      const moment = now();
      return readPageStamp(db, moment, publishMoment(at, moment));
    },
    /**
     * The page stamp's statement, as stamp() reads it, for another statement to read along (the site's
     * middleware reads it with the session: sessions.getAlongside); `stampOf` makes its row the stamp.
     */
    stampSelect: (at?: Date | string) => {
      const moment = now();
      return pageStampSelect(moment, publishMoment(at, moment));
    },
    stampOf: (row: PageStampRow | null) => (row ? pageStampOf(row) : null),
    /** The value of `key` under `stamp`: the kept one or `load()`'s. */
    get: <V>(key: string, stamp: string | null, load: () => Promise<V>) => cache.get(key, stamp, load),
    /** A rendered content kept under `stamp`, or undefined. */
    peek: <V>(key: string, stamp: string | null) => cache.peek<V>(key, stamp),
    put: <V>(key: string, stamp: string | null, value: V) => cache.put(key, stamp, value),
    stats: () => cache.stats(),
    /** Whole pages for visitors without a session, by address: kept apart so they never evict content. */
    pages: {
      peek: <V>(key: string, stamp: string | null) => pages.peek<V>(key, stamp),
      put: <V>(key: string, stamp: string | null, value: V) => pages.put(key, stamp, value),
      stats: () => pages.stats(),
    },
    clear: () => {
      cache.clear();
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
