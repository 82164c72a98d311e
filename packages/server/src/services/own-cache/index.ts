// The shopper's own page data, kept per session (docs/adr/0019-own-page-data.md). Every page shows some of
// it (the header's customer, cards and messages, the delivery bar's address and first slot, the held
// slot); reading it took about fifteen statements a page. It is kept here under the session's own version,
// which the triggers of migration 0011 raise at the commit of any change to it, from any process; the
// session's row, read with every request anyway, brings the version. An entry also ends at the moment it
// names (a hold running out) and after a short age, for what no trigger sees (a pickup point renamed).
// Nothing kept here is ever answered to another session.
import type { Session } from '../sessions/index.ts';

export interface OwnCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  clock?: () => number;
}

/** What a load gives: the value, and the moment it stops being true by itself (epoch ms), if any. */
export interface OwnValue<V> {
  value: V;
  until?: number | null;
}

interface Entry {
  version: string;
  until: number;
  value: Promise<unknown>;
}

export function createOwnCache(opts: OwnCacheOptions = {}) {
  const maxEntries = opts.maxEntries ?? 2_000;
  const maxAgeMs = opts.maxAgeMs ?? 30_000;
  const clock = opts.clock ?? Date.now;
  const entries = new Map<string, Entry>();

  /** The version of a session's own data: the triggers' counter and the session's own choices. */
  const versionOf = (session: Session) =>
    [
      session.ownVersion,
      session.customerId,
      session.streetId,
      session.driveId,
      session.pickupStoreId,
      session.site,
    ].join(':');

  const keyOf = (session: Session, part: string) => `${session.id}\n${part}`;
  const versionWith = (session: Session, stamp: string) => `${versionOf(session)}\n${stamp}`;
  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    /**
     * `part` of the session's own data: kept while the session's version stays and its moment has not
     * come, else `load()`'s. `stamp`: what else the part is made from (the page stamp), or null when that
     * is unknown (then nothing is kept). A failed load is not kept.
     */
    async get<V>(session: Session, part: string, stamp: string | null, load: () => Promise<OwnValue<V>>): Promise<V> {
      if (session.ownVersion === undefined || stamp === null) return (await load()).value;
      const key = keyOf(session, part);
      const version = versionWith(session, stamp);
      const now = clock();
      const found = entries.get(key);
      if (found && found.version === version && now < found.until) return found.value as Promise<V>;
      const loading = load();
      const entry: Entry = { version, until: now + maxAgeMs, value: loading.then((l) => l.value) };
      // A failure reaches this call's caller below; the kept promise is not left unhandled.
      entry.value.catch(() => {});
      remember(key, entry);
      try {
        const { until } = await loading;
        if (until != null) entry.until = Math.min(entry.until, until);
      } catch (err) {
        if (entries.get(key) === entry) entries.delete(key);
        throw err;
      }
      return entry.value as Promise<V>;
    },
    /**
     * `part` as put() kept it, while the session's version and the stamp are the same and its moment has
     * not come; undefined otherwise (for what is made elsewhere, e.g. a page's own parts: site/server/main.ts).
     */
    async peek<V>(session: Session, part: string, stamp: string | null): Promise<V | undefined> {
      if (session.ownVersion === undefined || stamp === null) return undefined;
      const found = entries.get(keyOf(session, part));
      if (!found || found.version !== versionWith(session, stamp) || clock() >= found.until) return undefined;
      return found.value as Promise<V>;
    },
    /** Keeps `value` as `part` of the session's own data, as get() keeps a load's, until `until` at the latest. */
    put<V>(session: Session, part: string, stamp: string | null, { value, until }: OwnValue<V>): void {
      if (session.ownVersion === undefined || stamp === null) return;
      const ends = Math.min(clock() + maxAgeMs, until ?? Number.POSITIVE_INFINITY);
      remember(keyOf(session, part), {
        version: versionWith(session, stamp),
        until: ends,
        value: Promise.resolve(value),
      });
    },
    /** Entries kept (for tests and the bench). */
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

export type OwnCache = ReturnType<typeof createOwnCache>;
