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
// - the lock order of every change (the product's try-lock, the trolley row, then the rows referring
//   to it) is services/locks.ts; changes of one trolley are serialised on its row; readonly lines → 409.
// - inside transactions only the transaction handle is used (PGlite deadlocks on the outer one).
import type { HasMxNProducts, ProductConstraintsInfo, Trolley } from '@mercato/contracts';
import type { Db } from '../../db/client.ts';
import type { Session } from '../sessions/index.ts';
import type { HasMxNProductsRequest, TrolleyItemRemove, TrolleyItemsDelete } from '@mercato/contracts';
import { type Parsed, valueOrThrow } from '../../validation.ts';
import {
  addToTrolley,
  adoptGuestTrolleys as adoptGuestTrolleysOf,
  massiveAddToTrolley,
  type AddOptions,
  type MassiveAddInput,
  type TrolleyItemAddInput,
} from './add.ts';
import type { QuantityChangeInput } from './lines.ts';
import { hasMxNProducts as hasMxNProductsOf, productConstraints as productConstraintsOf } from './info.ts';
import {
  deleteTrolleyItems,
  emptyTrolley,
  removeTrolleyItem,
  removeTrolleyPhotos,
  removeTrolleyProduct,
  setTrolleyItemQuantity,
} from './lines.ts';
import { assertMayChange, trolleyOwnerOf, type TrolleyOwner } from '../owner.ts';
import { getTrolley } from './read.ts';

export { freeVisitTrolleyPrompt, type TrolleyOwner } from '../owner.ts';
export { type AddOptions, MassiveAddInput, TrolleyItemAddInput } from './add.ts';
export { ItemIdParam, QuantityChangeInput } from './lines.ts';
export { firstSlotLossText } from './exceptions.ts';
export { mxnMissingText } from './read.ts';

/** What every trolley call needs: the database and the shop's clock, which judges slots (first slot
 * loss, preparation time against the held slot). */
export interface TrolleyContext {
  db: Db;
  /** The shop's clock (tests move it); unset: each call's own `opts.now`, else the system's. */
  now?: () => Date;
}

/** Runs a change of the trolley once the owner may change it (the rule agreement, owner.ts). */
async function mayChange<T>(o: TrolleyOwner, change: () => Promise<T>): Promise<T> {
  assertMayChange(o);
  return change();
}

const clock = (ctx: TrolleyContext, opts: AddOptions): AddOptions => ({ ...opts, now: ctx.now?.() ?? opts.now });

// The trolley calls, as the routes and the auth service use them. Changes are refused until a logged
// customer has accepted the rules (assertMayChange); reads are not.

export function adoptGuestTrolleys(
  ctx: TrolleyContext,
  guestSessionId: string | null | undefined,
  customerId: number,
): Promise<void> {
  return adoptGuestTrolleysOf(ctx.db, guestSessionId, customerId);
}
export function ownerOf(ctx: TrolleyContext, session: Session | null, nav?: string | null): Promise<TrolleyOwner> {
  return trolleyOwnerOf(ctx.db, session, nav);
}
export function get(ctx: TrolleyContext, o: TrolleyOwner): Promise<Trolley> {
  return getTrolley(ctx.db, o);
}
// Input is checked at the route (deferred: its refusal is thrown here, after the rules, as before).
export function add(
  ctx: TrolleyContext,
  o: TrolleyOwner,
  input: Parsed<TrolleyItemAddInput>,
  opts: AddOptions = {},
): Promise<Trolley> {
  return mayChange(o, () => addToTrolley(ctx.db, o, valueOrThrow(input), clock(ctx, opts)));
}
export function massiveAdd(
  ctx: TrolleyContext,
  o: TrolleyOwner,
  input: Parsed<MassiveAddInput>,
  opts: AddOptions = {},
): Promise<Trolley> {
  return mayChange(o, () => massiveAddToTrolley(ctx.db, o, valueOrThrow(input), clock(ctx, opts)));
}
export function setQuantity(
  ctx: TrolleyContext,
  o: TrolleyOwner,
  item: Parsed<{ trolleyItemId: number }>,
  input: Parsed<QuantityChangeInput>,
): Promise<Trolley> {
  return mayChange(o, () => setTrolleyItemQuantity(ctx.db, o, valueOrThrow(item).trolleyItemId, valueOrThrow(input)));
}
export function removeItem(
  ctx: TrolleyContext,
  o: TrolleyOwner,
  item: Parsed<{ trolleyItemId: number }>,
  opts: { premio?: boolean } = {},
): Promise<Trolley> {
  return mayChange(o, () => removeTrolleyItem(ctx.db, o, valueOrThrow(item).trolleyItemId, opts));
}
export function removeProduct(
  ctx: TrolleyContext,
  o: TrolleyOwner,
  input: Parsed<TrolleyItemRemove>,
): Promise<Trolley> {
  return mayChange(o, () => removeTrolleyProduct(ctx.db, o, valueOrThrow(input)));
}
export function deleteItems(ctx: TrolleyContext, o: TrolleyOwner, input: Parsed<TrolleyItemsDelete>): Promise<Trolley> {
  return mayChange(o, () => deleteTrolleyItems(ctx.db, o, valueOrThrow(input)));
}
export function empty(ctx: TrolleyContext, o: TrolleyOwner): Promise<Trolley> {
  return mayChange(o, () => emptyTrolley(ctx.db, o));
}
export function removePhotos(ctx: TrolleyContext, o: TrolleyOwner): Promise<Trolley> {
  return mayChange(o, () => removeTrolleyPhotos(ctx.db, o));
}
export function hasMxNProducts(
  ctx: TrolleyContext,
  o: TrolleyOwner,
  input: HasMxNProductsRequest,
): Promise<HasMxNProducts> {
  return hasMxNProductsOf(ctx.db, o, input);
}
export function productConstraints(
  ctx: TrolleyContext,
  session: Session | null,
  query: { productIds?: string; nav?: string },
): Promise<ProductConstraintsInfo[]> {
  return productConstraintsOf(ctx.db, session, query);
}
