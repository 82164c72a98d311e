// Adding to the trolley (spec shell §3 add payload, §4, §8 duplicate add; orders §8 exceptions): one
// product, many products at once (massive add), and the power guest's trolleys taken over at login.
// The concurrency rules and the lock order are those of services/trolley/index.ts and services/locks.ts (one add of a product at
// a time per trolley; trolley → idempotency key → lines).
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  MassiveAddToTrolley,
  MAX_DB_ID,
  TrolleyItemAdd,
  type Trolley,
  type TrolleyException,
} from '@mercato/contracts';
import { apiErrors, common, errors, t, trolley as trolleyTexts, trolleyApi } from '@mercato/contracts/i18n/it';
import { quantitySchema } from '@mercato/contracts/rules/common';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { trolleyIdempotencyKeys, trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { alert, badRequest } from '../../errors.ts';
import { firstSlotLostText, queueLoss } from '../slot-rules/losses.ts';
import { scopeWhere, shopperScope } from '../slot-rules/scope.ts';
import { CUTOFF_MS } from '../slot-rules/time.ts';
import { exception, firstSlotLossText, quantityException } from './exceptions.ts';
import type { TrolleyOwner } from '../owner.ts';
import { buildTrolley } from './read.ts';
import { bump, catalogueOf, limitOf, productRows, type ProductRow } from './rows.ts';
import { ensureOpen, findOpen, type TrolleyRow } from '../owner.ts';
import { ASK_ORIGIN, originOfAdd, originQuestion } from './origin.ts';
import { lockOpenTrolleyOf, lockTrolley, tryLockTrolleyAdd } from '../locks.ts';
import { isSubscriptionProduct, trolleyRefusal as subscriptionRefusal } from '../subscriptions/rules.ts';
import { SAMPLE_PRODUCT_TYPE } from '@mercato/contracts/samples';

export interface AddOptions {
  /** Value of the Idempotency-Key header, if any. */
  idempotencyKey?: string | null;
  /** The instant slots are judged at (the shop's clock, services/slots); default now. */
  now?: Date;
}

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9._:-]{1,128}$/;
/** Keys are kept a day (a retry comes within seconds; the sweep is occasional). */
const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const MASSIVE_ADD_MAX = 200;

// The quantity of the forms' rule (orders §5: 'Inserire una quantità da 1 a 9999').
export const TrolleyItemAddInput = z.extend(TrolleyItemAdd, { quantity: quantitySchema });
export type TrolleyItemAddInput = z.output<typeof TrolleyItemAddInput>;
export const MassiveAddInput = z.record(MassiveAddToTrolley._zod.def.keyType, quantitySchema);
export type MassiveAddInput = z.output<typeof MassiveAddInput>;

/** What a key's request is compared by: the checked input of an add or of a massive add. */
type KeyedRequest = TrolleyItemAddInput | { productId: number; quantity: number }[];

const digest = (route: string, input: KeyedRequest) =>
  createHash('sha256')
    .update(`${route}\n${JSON.stringify(input)}`)
    .digest('hex');

/** What addLine did: added the quantity, or left the trolley as it was (an exception, or a readonly line). */
export type AddLineOutcome =
  | { kind: 'added' }
  | { kind: 'exceeded'; exception: TrolleyException }
  | { kind: 'readonly' };

/**
 * Where the shopper's slots come from (services/slots/scope.ts): the Clicca e Vai point or Prenota e
 * Ritira store, else the delivery area of the address (the customer's current address, or the power
 * guest's verified street).
 */
export async function slotScope(tx: Tx, o: TrolleyOwner) {
  const scope = await shopperScope(tx, o);
  return scope ? scopeWhere(scope) : null;
}

/**
 * Orders §8 "product causes loss of the first available slot": with no slot reserved, a product whose
 * preparation time is longer than that of every line already in the trolley may push the earliest slot
 * the shopper could still book out of reach. Returns that slot, or null when nothing is lost.
 */
export async function firstSlotLost(
  tx: Tx,
  o: TrolleyOwner,
  trolley: TrolleyRow,
  p: ProductRow,
  at: Date = new Date(),
) {
  const [current] = rowsOf<{ hours: number | null }>(
    await tx.execute(sql`
    select max(pr.preparation_hours) as hours from trolley_items ti join products pr on pr.id = ti.product_id
    where ti.trolley_id = ${trolley.id}`),
  );
  const trolleyHours = Number(current?.hours ?? 0);
  if (p.preparationHours <= trolleyHours) return null;
  const scope = await slotScope(tx, o);
  if (!scope) return null;
  const now = at.getTime();
  const [first] = await tx
    .select({
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      startTime: deliverySlots.startTime,
      endTime: deliverySlots.endTime,
    })
    .from(deliverySlots)
    .where(
      and(
        scope,
        eq(deliverySlots.site, o.navigation),
        eq(deliverySlots.active, true),
        lt(deliverySlots.booked, deliverySlots.capacity),
        // Bookable (before the cut-off) and not blocked by the trolley as it is (services/slots/states.ts).
        gt(deliverySlots.startsAt, new Date(now + CUTOFF_MS)),
        gte(deliverySlots.startsAt, new Date(now + trolleyHours * 3600_000)),
      ),
    )
    .orderBy(asc(deliverySlots.startsAt))
    .limit(1);
  return first && first.startsAt.getTime() < now + p.preparationHours * 3600_000 ? first : null;
}

/**
 * Checks of a product against the trolley (orders §8) that refuse it whatever the quantity: not in the
 * shop, unavailable, a subscription plan the customer may not buy (subscriptions/rules.ts), preparation
 * time incompatible with the reserved slot, loss of the first available slot when none is reserved
 * (forced skips the last two: the shopper chose 'Continua').
 */
export async function refusal(
  tx: Tx,
  trolley: TrolleyRow,
  p: ProductRow | undefined,
  productId: number,
  o: TrolleyOwner,
  forced: boolean,
  at: Date = new Date(),
): Promise<TrolleyException | null> {
  // A campioncino omaggio is chosen on the checkout's trolley step, never added as a line (ADR 0054).
  if (!p?.active || p.productType === SAMPLE_PRODUCT_TYPE)
    return exception(
      'NOT_IN_SHOP',
      { id: productId, description: p?.description ?? String(productId) },
      t(trolleyApi.notInShop, { product: p?.description ?? String(productId) }),
    );
  const catalogue = await catalogueOf(tx, o.navigation);
  if (catalogue !== null && catalogue !== p.catalogue)
    return exception('NOT_IN_SHOP', p, t(trolleyApi.notInShop, { product: p.description }));
  if (p.outOfStock || limitOf(p) < 1)
    return exception('UNAVAILABLE', p, t(trolleyApi.unavailable, { product: p.description }));
  // A subscription plan (issue 40): only for a customer allowed to, one at a time.
  if (isSubscriptionProduct(p)) {
    const refused = await subscriptionRefusal(tx, o.customerId, p, trolley, at);
    if (refused) return refused;
  }
  if (!forced && p.preparationHours > 0 && trolley.slotId !== null) {
    const [slot] = await tx
      .select({ startsAt: deliverySlots.startsAt })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, trolley.slotId))
      .limit(1);
    if (slot && slot.startsAt.getTime() < at.getTime() + p.preparationHours * 3600_000) {
      return exception('PREPARATION_TIME_INCOMPATIBLE', p, t(trolleyApi.preparationTime, { product: p.description }), {
        buttons: [trolleyTexts.changeSlot, common.continue],
      });
    }
  }
  if (!forced && p.preparationHours > 0 && trolley.slotId === null) {
    const lost = await firstSlotLost(tx, o, trolley, p, at);
    if (lost)
      return exception('FIRST_SLOT_LOSS', p, firstSlotLossText(p.description, lost.startsAt, lost.endsAt), {
        buttons: [common.continue],
      });
  }
  return null;
}

/**
 * Adds `quantity` of product `p` to the trolley in one conditional upsert. Without `forced`, a quantity
 * above the product's limit (min of maximum purchasable and available) changes nothing and answers the
 * exception; with `forced` the line is capped at the limit. A readonly line is left as it is.
 */
export async function addLine(
  tx: Tx,
  trolley: TrolleyRow,
  p: ProductRow,
  input: TrolleyItemAdd,
  forced: boolean,
): Promise<AddLineOutcome> {
  const limit = limitOf(p);
  const qty = forced ? Math.min(input.quantity, limit) : input.quantity;
  if (!forced && qty > limit) {
    const [existing] = await tx
      .select({ q: trolleyItems.quantity })
      .from(trolleyItems)
      .where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.productId, p.id)))
      .limit(1);
    return { kind: 'exceeded', exception: quantityException(p, (existing?.q ?? 0) + input.quantity) };
  }
  const attrs = input.productAttributeIds ?? [];
  const newQuantity = forced
    ? sql.raw(`least(trolley_items.quantity + excluded.quantity, ${limit})`)
    : sql.raw('trolley_items.quantity + excluded.quantity');
  const guard = forced ? sql`true` : sql`trolley_items.quantity + excluded.quantity <= ${limit}`;
  const rows = rowsOf<{ id: number; quantity: number }>(
    await tx.execute(sql`
    insert into ${trolleyItems} (trolley_id, product_id, quantity, product_interval_id, product_attribute_ids, product_origin)
    values (${trolley.id}, ${p.id}, ${qty}, ${input.productIntervalId ?? null}, ${`{${attrs.join(',')}}`}::integer[], ${input.productOrigin ?? null})
    on conflict (trolley_id, product_id) do update set
      quantity = ${newQuantity},
      product_interval_id = coalesce(excluded.product_interval_id, trolley_items.product_interval_id),
      product_attribute_ids = case when cardinality(excluded.product_attribute_ids) > 0 then excluded.product_attribute_ids else trolley_items.product_attribute_ids end,
      product_origin = coalesce(excluded.product_origin, trolley_items.product_origin),
      updated_at = now()
    where not trolley_items.readonly and ${guard}
    returning id, quantity`),
  );
  if (rows.length > 0) return { kind: 'added' };
  // The line exists (and is locked by the upsert): readonly, or over the limit.
  const [line] = await tx
    .select()
    .from(trolleyItems)
    .where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.productId, p.id)))
    .limit(1);
  if (line?.readonly) return { kind: 'readonly' };
  return { kind: 'exceeded', exception: quantityException(p, (line?.quantity ?? 0) + input.quantity) };
}

/**
 * Adds of one product into one trolley that are running now, per database (the shop's process): the
 * in-process half of the 'Operazione già avviata' refusal (spec shell §4, §8). PGlite runs one
 * transaction at a time, so a second add never meets the first inside the database and must be refused
 * before it queues behind it; on PostgreSQL this refuses the adds of the same process without a
 * connection, and pg_try_advisory_xact_lock (withIdempotency) those of another process of the shop.
 */
const addsInFlight = new WeakMap<Db, Set<string>>();

const inFlightKey = (o: TrolleyOwner, productId: number) =>
  `${o.customerId !== null ? `c${o.customerId}` : `g${o.guestSessionId}`}:${o.navigation}:${productId}`;

/** Runs `run` as the add of `productId`; while another add of it into the same trolley runs → 409. */
export async function asOnlyAddOf<T>(db: Db, o: TrolleyOwner, productId: number, run: () => Promise<T>): Promise<T> {
  let running = addsInFlight.get(db);
  if (!running) {
    running = new Set();
    addsInFlight.set(db, running);
  }
  const key = inFlightKey(o, productId);
  if (running.has(key)) throw alert(409, errors.duplicateOperation);
  running.add(key);
  try {
    return await run();
  } finally {
    running.delete(key);
  }
}

/**
 * Runs an add-like change in one transaction, taking its locks in the order of services/locks.ts:
 * (advisory try-lock of the product being added, which never waits) → the trolley row FOR UPDATE → the
 * idempotency key row → the lines. The key is stored after the trolley lock: its foreign key then
 * share-locks a row this transaction already holds, so two adds can no longer each hold the share lock
 * and wait for the other's FOR UPDATE (the deadlock of issue 13 point 3). A key seen before answers the
 * trolley unchanged (another body: 422).
 */
export async function withIdempotency(
  db: Db,
  o: TrolleyOwner,
  route: string,
  input: KeyedRequest,
  key: string | null | undefined,
  change: (tx: Tx, trolley: TrolleyRow) => Promise<{ exceptions: TrolleyException[]; changed: boolean }>,
  addingProductId?: number,
): Promise<Trolley> {
  if (key !== undefined && key !== null && !IDEMPOTENCY_KEY_RE.test(key)) {
    throw badRequest(apiErrors.invalidInput, [{ field: 'Idempotency-Key', message: trolleyApi.idempotencyKeyInvalid }]);
  }
  const request = digest(route, input);
  return db.transaction(async (tx) => {
    const trolley = await ensureOpen(tx, o);
    if (addingProductId !== undefined) {
      // Another process of the shop adding the same product (PostgreSQL): refused, never waited for.
      if (!(await tryLockTrolleyAdd(tx, trolley.id, addingProductId))) throw alert(409, errors.duplicateOperation);
    }
    await lockTrolley(tx, trolley.id);
    if (key) {
      const stored = await tx
        .insert(trolleyIdempotencyKeys)
        .values({ trolleyId: trolley.id, key, request })
        .onConflictDoNothing()
        .returning({ key: trolleyIdempotencyKeys.key });
      if (stored.length === 0) {
        const [seen] = await tx
          .select({ request: trolleyIdempotencyKeys.request })
          .from(trolleyIdempotencyKeys)
          .where(and(eq(trolleyIdempotencyKeys.trolleyId, trolley.id), eq(trolleyIdempotencyKeys.key, key)))
          .limit(1);
        if (seen && seen.request !== request) throw alert(422, trolleyApi.idempotencyKeyReused);
        return buildTrolley(tx, o, await findOpen(tx, o));
      }
      if (Math.random() < 0.01)
        await tx
          .delete(trolleyIdempotencyKeys)
          .where(lt(trolleyIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
    }
    const { exceptions, changed } = await change(tx, trolley);
    if (changed) await bump(tx, trolley.id);
    // Nothing was added: the key is not spent, so the confirmed retry ('Continua') may reuse it.
    else if (key)
      await tx
        .delete(trolleyIdempotencyKeys)
        .where(and(eq(trolleyIdempotencyKeys.trolleyId, trolley.id), eq(trolleyIdempotencyKeys.key, key)));
    return buildTrolley(tx, o, await findOpen(tx, o), exceptions);
  });
}

/**
 * POST auth/trolley/item. Exceptions (orders §8) come back in `exceptions` with the trolley unchanged
 * for that product; 409 'Operazione già avviata…' while the same product is being added (asOnlyAddOf).
 * A product of several origins is asked about first (ORIGIN_CHOICE, origin.ts); an origin it does not
 * offer is a 400.
 */
export async function addToTrolley(
  db: Db,
  o: TrolleyOwner,
  input: TrolleyItemAddInput,
  opts: AddOptions = {},
): Promise<Trolley> {
  return asOnlyAddOf(db, o, input.productId, () =>
    withIdempotency(
      db,
      o,
      'add',
      input,
      opts.idempotencyKey,
      async (tx, trolley) => {
        const p = (await productRows(tx, [input.productId])).get(input.productId);
        const refused = await refusal(tx, trolley, p, input.productId, o, input.forced === true, opts.now);
        if (refused) return { exceptions: [refused], changed: false };
        // Added anyway after the FIRST_SLOT_LOSS exception ('Continua'): the loss waits for the next page.
        const lost =
          input.forced === true && o.customerId !== null && trolley.slotId === null && p && p.preparationHours > 0
            ? await firstSlotLost(tx, o, trolley, p, opts.now)
            : null;
        const origin = originOfAdd(p as ProductRow, input.productOrigin);
        if (origin === ASK_ORIGIN)
          return { exceptions: [await originQuestion(tx, trolley, p as ProductRow)], changed: false };
        const added = await addLine(
          tx,
          trolley,
          p as ProductRow,
          { ...input, productOrigin: origin },
          input.forced === true,
        );
        if (added.kind === 'readonly') throw alert(409, trolleyApi.itemReadonly);
        if (added.kind === 'added' && lost && p && o.customerId !== null)
          await queueLoss(tx, {
            customerId: o.customerId,
            kind: 'FIRST_SLOT',
            navigation: o.navigation,
            message: firstSlotLostText(p.description, lost),
          });
        return added.kind === 'exceeded'
          ? { exceptions: [added.exception], changed: false }
          : { exceptions: [], changed: true };
      },
      input.productId,
    ),
  );
}

/**
 * POST auth/massiveAddToTrolley/add {productId: quantity}: every product is added as by `add` (not
 * forced) in one transaction, in product order; the ones that cannot be added come back as exceptions
 * (the partial-add dialog).
 */
export async function massiveAddToTrolley(
  db: Db,
  o: TrolleyOwner,
  map: MassiveAddInput,
  opts: AddOptions = {},
): Promise<Trolley> {
  const entries = Object.entries(map)
    .map(([id, quantity]) => ({ productId: Number(id), quantity }))
    .sort((a, b) => a.productId - b.productId);
  if (entries.length === 0 || entries.length > MASSIVE_ADD_MAX || entries.some((e) => e.productId > MAX_DB_ID)) {
    throw badRequest(apiErrors.invalidInput, [
      { field: '_', message: t(trolleyApi.massiveAddSize, { max: MASSIVE_ADD_MAX }) },
    ]);
  }
  return withIdempotency(db, o, 'massive', entries, opts.idempotencyKey, async (tx, trolley) => {
    const rows = await productRows(
      tx,
      entries.map((e) => e.productId),
    );
    const exceptions: TrolleyException[] = [];
    let changed = false;
    for (const e of entries) {
      const p = rows.get(e.productId);
      const refused = await refusal(tx, trolley, p, e.productId, o, false, opts.now);
      if (refused) {
        exceptions.push(refused);
        continue;
      }
      const added = await addLine(tx, trolley, p as ProductRow, e, false);
      if (added.kind === 'added') changed = true;
      else if (added.kind === 'exceeded') exceptions.push(added.exception);
      // A readonly line is reported like any line that cannot take more.
      else exceptions.push(exception('READONLY_ITEM', p as ProductRow, trolleyApi.itemReadonly));
    }
    return { exceptions, changed };
  });
}

/**
 * Merges the guest trolley `guestId`'s lines into the customer's trolley `own` (both locked), in product
 * order; answers the exceptions of what could not be kept (with those the trolley had already).
 */
async function mergeLines(
  tx: Tx,
  guestId: number,
  own: TrolleyRow,
  customer: TrolleyOwner,
): Promise<TrolleyException[]> {
  const lines = await tx
    .select()
    .from(trolleyItems)
    .where(and(eq(trolleyItems.trolleyId, guestId), eq(trolleyItems.readonly, false)))
    .orderBy(asc(trolleyItems.productId));
  const productIds = lines.map((l) => l.productId);
  const rows = await productRows(tx, productIds);
  const owned = new Map(
    (productIds.length
      ? await tx
          .select()
          .from(trolleyItems)
          .where(and(eq(trolleyItems.trolleyId, own.id), inArray(trolleyItems.productId, productIds)))
      : []
    ).map((l) => [l.productId, l]),
  );
  const exceptions: TrolleyException[] = [...(own.mergeExceptions ?? [])];
  for (const line of lines) {
    const p = rows.get(line.productId);
    const refused = await refusal(tx, own, p, line.productId, customer, true);
    if (refused || !p) {
      if (refused) exceptions.push(refused);
      continue;
    }
    const mine = owned.get(p.id);
    if (mine?.readonly) {
      exceptions.push(exception('READONLY_ITEM', p, trolleyApi.itemReadonly));
      continue;
    }
    const wanted = (mine?.quantity ?? 0) + line.quantity;
    const kept = Math.min(wanted, limitOf(p));
    if (kept < wanted) exceptions.push(quantityException(p, wanted));
    if (kept <= (mine?.quantity ?? 0)) continue;
    // The customer's trolley is locked: its lines change only under that lock, so `kept` stands.
    await tx
      .insert(trolleyItems)
      .values({
        trolleyId: own.id,
        productId: p.id,
        quantity: kept,
        productIntervalId: line.productIntervalId,
        productAttributeIds: line.productAttributeIds,
        productOrigin: line.productOrigin,
        giftWrap: line.giftWrap,
      })
      .onConflictDoUpdate({
        target: [trolleyItems.trolleyId, trolleyItems.productId],
        set: { quantity: kept, updatedAt: new Date() },
      });
  }
  return exceptions;
}

/**
 * At login the power guest's open trolleys become the customer's (issue 13 point 16): taken over whole
 * when the customer has none for that navigation; otherwise each line is added to the customer's as an
 * add would (same product: quantities summed up to what can be bought, the product's limits and
 * QUANTITY_MAX), and what could not be kept (product no longer sold or unavailable, quantity capped, a
 * readonly line of the customer) becomes an orders §8 exception stored on the trolley, answered once by
 * its next read (getTrolley). The guest trolley is then dropped. Locks: the customer's trolley, then
 * the guest's (a guest add holds only the guest's; a customer add only the customer's).
 */
export async function adoptGuestTrolleys(
  db: Db,
  guestSessionId: string | null | undefined,
  customerId: number,
): Promise<void> {
  if (!guestSessionId) return;
  await db.transaction(async (tx) => {
    const guests = await tx
      .select({ id: trolleys.id, navigation: trolleys.navigation })
      .from(trolleys)
      .where(and(eq(trolleys.guestSessionId, guestSessionId), eq(trolleys.status, 'OPEN')));
    for (const g of guests) {
      const own = await lockOpenTrolleyOf(tx, customerId, g.navigation);
      if (!own) {
        await tx
          .update(trolleys)
          .set({ customerId, guestSessionId: null, updatedAt: new Date() })
          .where(eq(trolleys.id, g.id));
        continue;
      }
      await lockTrolley(tx, g.id);
      const customer: TrolleyOwner = {
        customerId,
        guestSessionId: null,
        navigation: g.navigation,
        hasFidatyCard: false,
        ruleAgreementMissing: null,
      };
      const exceptions = await mergeLines(tx, g.id, own, customer);
      await tx.delete(trolleys).where(eq(trolleys.id, g.id));
      await tx
        .update(trolleys)
        .set({
          version: sql`${trolleys.version} + 1`,
          mergeExceptions: exceptions.length ? exceptions : null,
          updatedAt: new Date(),
        })
        .where(eq(trolleys.id, own.id));
    }
  });
}
