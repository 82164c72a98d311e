// The trolley (spec orders §2 top menu and floating trolley, §3 trolley item / receipt item, §4, §8
// trolley exceptions; shell §3 add payload, §4, §6, §7 trolley calls, §8 duplicate add).
//
// One open trolley per owner and navigation: a logged customer (customerId) or a power-guest session
// (guestSessionId = the session id; onboarding moves it when the session id rotates). Free visitors have
// no trolley: 403 CONFIRM with the §6 prompt. A logged customer who has not accepted the rules may read
// the trolley but not change it (403 ALERT with the missing acceptance; owner.ts). Prices and totals are computed here in integer cents
// (services/pricing.ts); the answer of every call is the whole trolley, so the browser only caches it.
//
// The named functions live in services/trolley/: owner.ts (whose trolley), rows.ts (rows and locks),
// read.ts (the trolley with prices), add.ts (adds, massive add, adoption at login), lines.ts (changes
// of lines), info.ts (M×N and product constraints), exceptions.ts (orders §8). This module keeps the
// service object the routes use.
//
// Concurrency (ARCHITECTURE "Data"):
// - one line per product (unique (trolley_id, product_id)); an add is one
//   `INSERT … ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity WHERE <limits>`, so the
//   quantity is never read-then-written and never exceeds the product's limits;
// - the same product being added to the same trolley at the same moment is refused with 409
//   'Operazione già avviata, aspettare il completamento e riprovare.' (spec shell §4, §8), on both
//   databases: an in-process set of the adds running now (per owner, navigation and product) refuses
//   the second before it touches the database (PGlite runs one transaction at a time, so inside the
//   database the second add would only queue behind the first and then be summed; PGlite is one process
//   by design, so the set sees every add), and on PostgreSQL `pg_try_advisory_xact_lock` on (trolley,
//   product) refuses the adds of another process of the shop. The refused call changes nothing, so the
//   final quantity is exactly the sum of the accepted adds. (The massive add is never refused.)
// - `Idempotency-Key` on adds: the key is stored (trolley_idempotency_keys) in the add's transaction; a
//   retry with the same key and body changes nothing and answers the trolley; the same key with another
//   body is a 422; a retry while the first is still running is the 409 above.
// - LOCK ORDER (every change of a trolley; checkout follows it too):
//     1. try-locks that never wait (the advisory lock of the product being added);
//     2. the trolley row, `SELECT … FOR UPDATE` (lockTrolley), before anything that refers to it;
//     3. rows that refer to the trolley: the idempotency key (its foreign key share-locks the trolley
//        row, which this transaction already holds), then the lines, in product order.
//   Never insert or update a row referring to the trolley before step 2: its foreign key takes a share
//   lock on the trolley row, and two transactions each holding that share lock and asking FOR UPDATE
//   deadlock (issue 13 point 3: the key was stored before the trolley lock). Changes of one trolley are
//   therefore serialised on its row; readonly lines → 409.
// - inside transactions only the transaction handle is used (PGlite deadlocks on the outer one).
import type { HasMxNProducts, ProductConstraintsInfo, Trolley } from '@mercato/contracts';
import type { ShopConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Session } from './sessions.ts';
import { addToTrolley, adoptGuestTrolleys, massiveAddToTrolley, type AddOptions } from './trolley/add.ts';
import { hasMxNProducts, productConstraints } from './trolley/info.ts';
import {
  deleteTrolleyItems,
  emptyTrolley,
  removeTrolleyItem,
  removeTrolleyPhotos,
  removeTrolleyProduct,
  setTrolleyItemQuantity,
} from './trolley/lines.ts';
import { assertMayChange, trolleyOwnerOf, type TrolleyOwner } from './trolley/owner.ts';
import { getTrolley } from './trolley/read.ts';

export { freeVisitTrolleyPrompt, type TrolleyOwner } from './trolley/owner.ts';
export type { AddOptions } from './trolley/add.ts';
export { firstSlotLossText } from './trolley/exceptions.ts';
export { mxnMissingText } from './trolley/read.ts';

/** Runs a change of the trolley once the owner may change it (the rule agreement, owner.ts). */
async function mayChange<T>(o: TrolleyOwner, change: () => Promise<T>): Promise<T> {
  assertMayChange(o);
  return change();
}

/** The trolley calls bound to one database, as the routes and the auth service use them. */
export function createTrolleyService(db: Db, _config: ShopConfig, deps: { now?: () => Date } = {}) {
  // The shop's clock judges slots (first slot loss, preparation time against the held slot).
  const clock = (opts: AddOptions): AddOptions => ({ ...opts, now: deps.now?.() ?? opts.now });
  return {
    adoptGuestTrolleys: (guestSessionId: string | null | undefined, customerId: number): Promise<void> =>
      adoptGuestTrolleys(db, guestSessionId, customerId),
    ownerOf: (session: Session | null, nav?: string | null): Promise<TrolleyOwner> => trolleyOwnerOf(db, session, nav),
    get: (o: TrolleyOwner): Promise<Trolley> => getTrolley(db, o),
    // Changes: refused until a logged customer has accepted the rules (assertMayChange); reads are not.
    add: (o: TrolleyOwner, body: unknown, opts: AddOptions = {}): Promise<Trolley> =>
      mayChange(o, () => addToTrolley(db, o, body, clock(opts))),
    massiveAdd: (o: TrolleyOwner, body: unknown, opts: AddOptions = {}): Promise<Trolley> =>
      mayChange(o, () => massiveAddToTrolley(db, o, body, clock(opts))),
    setQuantity: (o: TrolleyOwner, trolleyItemId: unknown, body: unknown): Promise<Trolley> =>
      mayChange(o, () => setTrolleyItemQuantity(db, o, trolleyItemId, body)),
    removeItem: (o: TrolleyOwner, trolleyItemId: unknown, opts: { premio?: boolean } = {}): Promise<Trolley> =>
      mayChange(o, () => removeTrolleyItem(db, o, trolleyItemId, opts)),
    removeProduct: (o: TrolleyOwner, body: unknown): Promise<Trolley> =>
      mayChange(o, () => removeTrolleyProduct(db, o, body)),
    deleteItems: (o: TrolleyOwner, body: unknown): Promise<Trolley> =>
      mayChange(o, () => deleteTrolleyItems(db, o, body)),
    empty: (o: TrolleyOwner): Promise<Trolley> => mayChange(o, () => emptyTrolley(db, o)),
    removePhotos: (o: TrolleyOwner): Promise<Trolley> => mayChange(o, () => removeTrolleyPhotos(db, o)),
    hasMxNProducts: (o: TrolleyOwner, body: unknown): Promise<HasMxNProducts> => hasMxNProducts(db, o, body),
    productConstraints: (
      session: Session | null,
      query: { productIds?: string; nav?: string },
    ): Promise<ProductConstraintsInfo[]> => productConstraints(db, session, query),
  };
}

export type TrolleyService = ReturnType<typeof createTrolleyService>;
