// Colletta Alimentare (spec shell §2 "Food collection: join by store tag", §4 "Food collection join",
// §7 "Inject delivery address by store tag"; orders §2 the delivery page's food-donation variant, §3
// Order.collettaAlimentare).
//
// chosen (the spec names the join, not its model): a store tag marks a Prenota e Ritira store whose
// volunteers collect the shopping customers donate (pickup_stores.colletta_tag). The collection runs on
// the navigation whose store has `collettaAlimentare` (the supermercato, home delivery): a join gives the
// customer a home address at the store's own address, made once (delivery_addresses.colletta_store_id,
// one per customer and store, a unique index), and makes it the address in use through the same
// setCurrentShoppingAddress the delivery header uses. The shopping delivered there is the donation: the
// checkout shows its donation variant and the order is marked collettaAlimentare (services/checkout).
// "Already joined" is that address being in use: a join then changes nothing; a customer who went back
// to their own address and joins again gets the address of the first join back in use.
import { and, eq, isNull } from 'drizzle-orm';
import { COLLETTA_NAVIGATION, type CollettaJoinResult, type CollettaPoint } from '@mercato/contracts/colletta';
import { foodCollection as m, t } from '@mercato/contracts/i18n/it';
import { stores } from '../../db/schema/catalogue.ts';
import { deliveryAddresses, pickupStores } from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import { checkStreetDelivery, homePath } from '../onboarding/address-check.ts';
import { freeIdentifier } from '../onboarding/addresses.ts';
import { setCurrentShoppingAddress, type OnboardingContext } from '../onboarding/index.ts';

/** The onboarding's context: the join changes the address in use as the delivery header does. */
export type CollettaContext = OnboardingContext;

/** Attempts at a free identifier when requests at once take the same one (each re-reads). */
const INSERT_ATTEMPTS = 3;

type StoreRow = typeof pickupStores.$inferSelect;

const addressTextOf = (s: StoreRow) =>
  `${s.streetName}${s.houseNumber ? ` ${s.houseNumber}` : ''}, ${s.postCode} ${s.townName}`;

/**
 * The active store of the tag, when the collection runs (the navigation's store has it) and home delivery
 * reaches the store's street; else 404 'La Colletta Alimentare non è attiva per questo negozio'.
 */
async function collectionPoint(ctx: CollettaContext, storeTag: string): Promise<StoreRow & { streetId: number }> {
  const [[store], [shop]] = await Promise.all([
    ctx.db
      .select()
      .from(pickupStores)
      .where(and(eq(pickupStores.collettaTag, storeTag), eq(pickupStores.active, true)))
      .limit(1),
    ctx.db
      .select({ on: stores.collettaAlimentare })
      .from(stores)
      .where(eq(stores.navigation, COLLETTA_NAVIGATION))
      .limit(1),
  ]);
  if (!store || !shop?.on || store.streetId === null) throw notFound(m.unavailable);
  if (!(await checkStreetDelivery(ctx, store.streetId, COLLETTA_NAVIGATION))) throw notFound(m.unavailable);
  return { ...store, streetId: store.streetId };
}

/** The customer's address of a join at this store (not deleted), if they joined there once. */
async function joinAddress(ctx: CollettaContext, customerId: number, storeId: number) {
  const [row] = await ctx.db
    .select({ id: deliveryAddresses.id, current: deliveryAddresses.currentAddress })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.customerId, customerId),
        eq(deliveryAddresses.collettaStoreId, storeId),
        isNull(deliveryAddresses.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** GET auth/colletta/{storeTag}: the collection point of the tag, and whether the customer's shopping goes there now. */
export async function point(ctx: CollettaContext, customerId: number, storeTag: string): Promise<CollettaPoint> {
  const store = await collectionPoint(ctx, storeTag);
  const address = await joinAddress(ctx, customerId, store.id);
  return {
    storeTag,
    storeName: store.description,
    addressText: addressTextOf(store),
    joined: address?.current === true,
  };
}

/** The join's address: the one of an earlier join, else a new home address at the store (made once). */
async function ensureJoinAddress(ctx: CollettaContext, customerId: number, store: StoreRow & { streetId: number }) {
  for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
    const found = await joinAddress(ctx, customerId, store.id);
    if (found) return found;
    const taken = await ctx.db
      .select({ identifier: deliveryAddresses.identifier })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, customerId), isNull(deliveryAddresses.deletedAt)));
    const identifier = freeIdentifier(
      t(m.addressIdentifier, { store: store.description }),
      new Set(taken.map((r) => r.identifier.trim().toLowerCase())),
    );
    // A join at once (a double click, another tab) inserts nothing: the unique index keeps the first.
    const [created] = await ctx.db
      .insert(deliveryAddresses)
      .values({
        customerId,
        deliveryMethod: 'F',
        identifier,
        streetId: store.streetId,
        postCode: store.postCode,
        region: store.region,
        province: store.province,
        town: store.townName,
        street: store.streetName,
        houseNumber: store.houseNumber,
        collettaStoreId: store.id,
      })
      .onConflictDoNothing()
      .returning({ id: deliveryAddresses.id, current: deliveryAddresses.currentAddress });
    if (created) return created;
  }
  throw notFound(m.unavailable);
}

/**
 * POST auth/colletta/join {storeTag}: the join (spec shell §4): the store's address becomes the address in
 * use, and the answer names where to go next (redirector.path: the collection's store home). Joined
 * already (that address in use): nothing changes, `alreadyJoined`.
 */
export async function join(ctx: CollettaContext, customerId: number, storeTag: string): Promise<CollettaJoinResult> {
  const store = await collectionPoint(ctx, storeTag);
  const address = await ensureJoinAddress(ctx, customerId, store);
  if (address.current) return { alreadyJoined: true, redirector: { path: await homePath(ctx, COLLETTA_NAVIGATION) } };
  // The trolley stays the navigation's own (one per navigation): nothing to copy.
  const changed = await setCurrentShoppingAddress(ctx, customerId, {
    addressId: address.id,
    copyCart: false,
    site: COLLETTA_NAVIGATION,
  });
  return { alreadyJoined: false, redirector: { path: changed.redirectUrl } };
}
