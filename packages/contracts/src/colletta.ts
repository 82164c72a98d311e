// Colletta Alimentare (spec shell §2 "Food collection (Colletta Alimentare): join by store tag", §4 "Food
// collection join", §7 "Inject delivery address by store tag: response data.redirector.path"; orders §3
// Order.collettaAlimentare). A store tag names a store that collects the donated shopping; a logged
// customer joins by it, the address in use becomes the store's, and the shop sends them on.
//
//   GET  auth/colletta/{storeTag}   → CollettaPoint (404 'La Colletta Alimentare non è attiva per questo negozio')
//   POST auth/colletta/join {storeTag} → CollettaJoinResult (the same join twice changes nothing)
import * as z from 'zod/mini';
import type { Navigation } from './enums.ts';
import { foodCollection as m } from './i18n/it-colletta.ts';

/**
 * chosen: the navigation the collection runs on (its store carries `collettaAlimentare`): home delivery
 * brings the donated shopping to the collecting store, and the join sends the customer to its home.
 */
export const COLLETTA_NAVIGATION = 'supermercato' satisfies Navigation;

/** A store tag: lower-case letters, digits and dashes (the link /colletta-alimentare/{storeTag}). */
export const STORE_TAG_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** An unknown or malformed tag answers as a store without the collection. */
export const StoreTag = z.string({ error: m.unavailable }).check(z.regex(STORE_TAG_RE, m.unavailable));

/** The collection point of a tag, and whether the customer's shopping goes there now. */
export const CollettaPoint = z.object({
  storeTag: z.string(),
  storeName: z.string(),
  /** 'Corso Buenos Aires 33, 20124 Milano'. */
  addressText: z.string(),
  /** The address in use is this point's: the shopping under way is a donation. */
  joined: z.boolean(),
});
export type CollettaPoint = z.infer<typeof CollettaPoint>;

export const CollettaJoinRequest = z.object({ storeTag: StoreTag });
export type CollettaJoinRequest = z.infer<typeof CollettaJoinRequest>;

export const CollettaJoinResult = z.object({
  /** The customer had joined already: nothing changed. */
  alreadyJoined: z.boolean(),
  /** Where the shop sends the customer (the store home of the collection's navigation). */
  redirector: z.object({ path: z.string() }),
});
export type CollettaJoinResult = z.infer<typeof CollettaJoinResult>;
