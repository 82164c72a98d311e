// The trolley (spec orders §2 top menu and floating trolley, §3 trolley item / receipt item, §4, §8
// trolley exceptions; shell §3 add payload, §4, §6, §7 trolley calls, §8 duplicate add).
//
// One open trolley per owner and navigation: a logged customer (customerId) or a power-guest session
// (guestSessionId = the session id; onboarding moves it when the session id rotates). Free visitors have
// no trolley: 403 CONFIRM with the §6 prompt. Prices and totals are computed here in integer cents
// (services/pricing.ts); the answer of every call is the whole trolley, so the browser only caches it.
//
// Concurrency (ARCHITECTURE "Data"):
// - one line per product (unique (trolley_id, product_id)); an add is one
//   `INSERT … ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity WHERE <limits>`, so the
//   quantity is never read-then-written and never exceeds the product's limits;
// - the same product being added to the same trolley at the same moment is refused with 409
//   'Operazione già avviata, aspettare il completamento e riprovare.' (spec shell §4, §8): the add takes
//   `pg_try_advisory_xact_lock` on (trolley, product); the refused call changes nothing, so the final
//   quantity is exactly the sum of the accepted adds. (On PGlite, with one connection, transactions run
//   one after another and no add is ever refused.)
// - `Idempotency-Key` on adds: the key is stored (trolley_idempotency_keys) in the add's transaction; a
//   retry with the same key and body changes nothing and answers the trolley; the same key with another
//   body is a 422. A concurrent retry waits for the first on the key's primary key, then finds it.
// - every change locks the trolley row first (then its lines): changes of one trolley are serialised
//   and take their locks in one order (idempotency key → trolley → lines); readonly lines → 409.
// - inside transactions only the transaction handle is used (PGlite deadlocks on the outer one).
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  DbIdCoerced,
  HasMxNProductsRequest,
  productPath,
  QUANTITY_MAX,
  MassiveAddToTrolley,
  navigationOf,
  TrolleyItemAdd,
  TrolleyItemQuantityChange,
  TrolleyItemRemove,
  TrolleyItemsDelete,
  type HasMxNProducts,
  type ProductConstraintsInfo,
  type ProductMessage,
  type Trolley,
  type TrolleyException,
  type TrolleyItem,
} from '@mercato/contracts';
import { quantitySchema } from '@mercato/contracts/rules/common';
import type { ShopConfig } from '../config.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { categories, products, promotions, stores } from '../db/schema/catalogue.ts';
import { trolleyIdempotencyKeys, trolleyItems, trolleys } from '../db/schema/commerce.ts';
import { deliveryAddresses, deliverySlots, drives, postcodes, streets, type Navigation } from '../db/schema/geo.ts';
import { fidatyCards, sessions as sessionsTable } from '../db/schema/platform.ts';
import { alert, badRequest, HttpError, notFound } from '../errors.ts';
import { apiErrors, common, errors, freeVisit, onboardingApi, t, trolley as trolleyTexts, trolleyApi } from '@mercato/contracts/i18n/it';
import { parseInput } from '../validation.ts';
import { priceLine, type PromotionLike } from './pricing.ts';
import type { Session } from './sessions.ts';

export interface TrolleyOwner {
  customerId: number | null;
  guestSessionId: string | null;
  navigation: Navigation;
  hasFidatyCard: boolean;
}

export interface AddOptions {
  /** Value of the Idempotency-Key header, if any. */
  idempotencyKey?: string | null;
}

/** Free visitors: the login prompt of spec shell §6, shown by the client as a confirm dialog. */
export const freeVisitTrolleyPrompt = (): HttpError =>
  new HttpError(403, { code: '403', type: 'CONFIRM', title: freeVisit.loginPromptTitle, message: freeVisit.loginToAdd });

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9._:-]{1,128}$/;
/** Keys are kept a day (a retry comes within seconds; the sweep is occasional). */
const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const MASSIVE_ADD_MAX = 200;
const CONSTRAINTS_MAX = 100;

type ProductRow = typeof products.$inferSelect;
type LineRow = typeof trolleyItems.$inferSelect;
type TrolleyRow = typeof trolleys.$inferSelect;

// The quantity of the forms' rule (orders §5: 'Inserire una quantità da 1 a 9999').
const TrolleyItemAddInput = z.extend(TrolleyItemAdd, { quantity: quantitySchema });
const QuantityChangeInput = z.extend(TrolleyItemQuantityChange, { quantity: quantitySchema });
const MassiveAddInput = z.record(MassiveAddToTrolley._zod.def.keyType, quantitySchema);
const ItemIdParam = z.object({ trolleyItemId: DbIdCoerced });
const ProductIdsQuery = z.object({ productIds: z.optional(z.array(DbIdCoerced).check(z.maxLength(CONSTRAINTS_MAX))) });

const slotDay = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Rome' });
const slotTime = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

/** The first-slot-loss text (orders §8), naming the slot that would be lost in Rome time. */
export function firstSlotLossText(product: string, startsAt: Date, endsAt: Date): string {
  return t(trolleyApi.firstSlotLoss, { product, day: slotDay.format(startsAt), start: slotTime.format(startsAt), end: slotTime.format(endsAt) });
}

/** 'Aggiungi ancora N pezzi per la promozione …' of an M×N promotion short of `missing` pieces. */
export const mxnMissingText = (missing: number, label: string): string =>
  t(missing === 1 ? trolleyApi.mxnMissingOne : trolleyApi.mxnMissingMany, { missing, label });

const digest = (route: string, input: unknown) => createHash('sha256').update(`${route}\n${JSON.stringify(input)}`).digest('hex');

export function createTrolleyService(db: Db, _config: ShopConfig) {
  // ── Owner and trolley rows ────────────────────────────────────────────────────────────────────────

  /** The navigation of a logged customer's current shopping address (home addresses: supermercato). */
  async function customerNavigation(customerId: number): Promise<Navigation> {
    const [a] = await db.select({ method: deliveryAddresses.deliveryMethod, driveSite: drives.site })
      .from(deliveryAddresses).leftJoin(drives, eq(drives.id, deliveryAddresses.driveId))
      .where(and(eq(deliveryAddresses.customerId, customerId), eq(deliveryAddresses.currentAddress, true), isNull(deliveryAddresses.deletedAt)))
      .limit(1);
    if (!a) return 'supermercato';
    if (a.method === 'D') return (a.driveSite as Navigation | null) ?? 'drive';
    if (a.method === 'P') return 'prenotazioni';
    return 'supermercato';
  }

  /**
   * The owner of the session's trolley: a logged customer or a power guest; anyone else gets the free
   * visitor prompt (403 CONFIRM). `nav` (optional, e.g. the page's navigation) picks the navigation;
   * default: the power guest's site, or the navigation of the customer's current address.
   */
  async function ownerOf(session: Session | null, nav?: string | null): Promise<TrolleyOwner> {
    const asked = nav ? navigationOf(nav) : null;
    if (nav && !asked) throw badRequest(apiErrors.invalidInput, [{ field: 'nav', message: onboardingApi.serviceInvalid }]);
    if (session?.kind === 'logged' && session.customerId !== null) {
      const customerId = session.customerId;
      const [card] = await db.select({ id: fidatyCards.id }).from(fidatyCards).where(eq(fidatyCards.customerId, customerId)).limit(1);
      return { customerId, guestSessionId: null, navigation: asked ?? (await customerNavigation(customerId)), hasFidatyCard: card !== undefined };
    }
    if (session?.kind === 'powerGuest') {
      return { customerId: null, guestSessionId: session.id, navigation: asked ?? ((session.site as Navigation | null) ?? 'supermercato'), hasFidatyCard: false };
    }
    throw freeVisitTrolleyPrompt();
  }

  const ownerWhere = (o: TrolleyOwner) => and(
    o.customerId !== null ? eq(trolleys.customerId, o.customerId) : eq(trolleys.guestSessionId, o.guestSessionId as string),
    eq(trolleys.navigation, o.navigation),
    eq(trolleys.status, 'OPEN'),
  );

  async function findOpen(tx: Tx | Db, o: TrolleyOwner): Promise<TrolleyRow | undefined> {
    const [row] = await tx.select().from(trolleys).where(ownerWhere(o)).limit(1);
    return row;
  }

  /**
   * Every change locks the trolley row before any of its lines: changes of one trolley run one after
   * another and always take locks in the same order (idempotency key → trolley → lines), so they cannot
   * deadlock each other.
   */
  async function lockTrolley(tx: Tx, id: number): Promise<void> {
    await tx.select({ id: trolleys.id }).from(trolleys).where(eq(trolleys.id, id)).for('update');
  }

  /** The owner's open trolley, created when missing (the partial unique indexes keep it one). */
  async function ensureOpen(tx: Tx, o: TrolleyOwner): Promise<TrolleyRow> {
    const found = await findOpen(tx, o);
    if (found) return found;
    await tx.insert(trolleys).values({ customerId: o.customerId, guestSessionId: o.guestSessionId, navigation: o.navigation }).onConflictDoNothing();
    const created = await findOpen(tx, o);
    if (!created) throw new Error('open trolley not found after insert');
    return created;
  }

  const bump = (tx: Tx, trolleyId: number) =>
    tx.update(trolleys).set({ version: sql`${trolleys.version} + 1`, updatedAt: new Date() }).where(eq(trolleys.id, trolleyId));

  /** The catalogue sold by a navigation (null: no store row, any catalogue). */
  async function catalogueOf(tx: Tx | Db, nav: Navigation): Promise<'grocery' | 'pharma' | null> {
    const [s] = await tx.select({ catalogue: stores.catalogue }).from(stores).where(eq(stores.navigation, nav)).limit(1);
    return s?.catalogue ?? null;
  }

  // ── Reading: prices, promotions, totals ───────────────────────────────────────────────────────────

  async function activePromotions(tx: Tx | Db, productIds: number[], nav: Navigation, at = new Date()): Promise<Map<number, PromotionLike[]>> {
    const byProduct = new Map<number, PromotionLike[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await tx.select().from(promotions).where(and(
      inArray(promotions.productId, productIds),
      lte(promotions.startsAt, at),
      gt(promotions.endsAt, at),
      or(isNull(promotions.navigation), eq(promotions.navigation, nav)),
    ));
    for (const p of rows) {
      const list = byProduct.get(p.productId) ?? [];
      list.push(p);
      byProduct.set(p.productId, list);
    }
    return byProduct;
  }

  function limitOf(p: ProductRow): number {
    return Math.max(0, Math.min(p.maxPurchasableQuantity, p.availableQuantity, QUANTITY_MAX));
  }

  async function build(tx: Tx | Db, o: TrolleyOwner, row: TrolleyRow | undefined, exceptions: TrolleyException[] = []): Promise<Trolley> {
    if (!row) {
      return {
        trolleyId: null, navigation: o.navigation, items: [], itemsCount: 0, linesCount: 0, transactionAmount: 0, deliveryAmount: null,
        totalDiscount: 0, totalPrice: 0, version: 0, exceptions,
      };
    }
    const lines = await tx.select({ line: trolleyItems, product: products, departmentId: categories.parentId })
      .from(trolleyItems)
      .innerJoin(products, eq(products.id, trolleyItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(trolleyItems.trolleyId, row.id))
      .orderBy(asc(trolleyItems.addedAt), asc(trolleyItems.id));
    const promos = await activePromotions(tx, lines.map((l) => l.line.productId), o.navigation);
    let totalPrice = 0;
    let transactionAmount = 0;
    let itemsCount = 0;
    const items: TrolleyItem[] = lines.map(({ line, product, departmentId }) => {
      const price = priceLine(product.priceCents, line.quantity, promos.get(product.id) ?? [], { hasFidatyCard: o.hasFidatyCard });
      totalPrice += price.quantityAwarePrice;
      transactionAmount += price.amount;
      itemsCount += line.quantity;
      const displayableMessages: ProductMessage[] = [];
      if (price.promotion) {
        displayableMessages.push({ messageType: 'PROMO', layoutType: 'BADGE', text: price.promotion.label });
        if (price.missingForMxN) displayableMessages.push({ messageType: 'RULE', text: mxnMissingText(price.missingForMxN, price.promotion.label) });
      }
      return {
        trolleyItemId: line.id,
        trolleyDepartmentId: departmentId ?? null,
        productId: product.id,
        code: product.code,
        description: product.description,
        label: product.label,
        trolleyItemProductDescription: `${product.brand} ${product.description}`,
        detailUrl: productPath(o.navigation, product.code, product.description),
        imageURL: product.imagePath,
        quantity: line.quantity,
        quantityDisabled: line.readonly,
        readonly: line.readonly,
        productType: product.productType,
        giftWrap: line.giftWrap === 'Y' || line.giftWrap === 'N' ? line.giftWrap : null,
        promoExclusion: false,
        premium: product.premium,
        unitPrice: price.unitPrice,
        discountedUnitPrice: price.discountedUnitPrice,
        quantityAwarePrice: price.quantityAwarePrice,
        discountedQuantityAwarePrice: price.discountedQuantityAwarePrice,
        displayableMessages,
        maxPurchasableQuantity: Math.min(product.maxPurchasableQuantity, QUANTITY_MAX),
        availableQuantity: product.availableQuantity,
        preparationHours: product.preparationHours,
      };
    });
    let deliveryAmount: number | null = null;
    if (row.slotId !== null) {
      const [slot] = await tx.select({ price: deliverySlots.priceCents }).from(deliverySlots).where(eq(deliverySlots.id, row.slotId)).limit(1);
      deliveryAmount = slot?.price ?? null;
    }
    return {
      trolleyId: row.id,
      navigation: o.navigation,
      items,
      itemsCount,
      linesCount: items.length,
      transactionAmount,
      deliveryAmount,
      totalDiscount: totalPrice - transactionAmount,
      totalPrice,
      version: row.version,
      exceptions,
    };
  }

  // ── Adding ────────────────────────────────────────────────────────────────────────────────────────

  const exception = (code: TrolleyException['code'], p: { id: number; description: string }, message: string, extra: Partial<TrolleyException> = {}): TrolleyException =>
    ({ code, productId: p.id, description: p.description, message, ...extra });

  function quantityException(p: ProductRow, ordered: number): TrolleyException {
    const limit = limitOf(p);
    if (p.maxPurchasableQuantity <= p.availableQuantity && p.maxPurchasableQuantity <= QUANTITY_MAX) {
      return exception('MAX_PURCHASABLE_QUANTITY', p, t(trolleyApi.maxQuantity, { product: p.description, max: limit }), { maxQuantity: limit, orderedQuantity: ordered });
    }
    return exception('QUANTITY_EXCEEDS_AVAILABILITY', p, t(trolleyApi.quantityExceeds, { product: p.description, ordered, available: limit }), {
      orderedQuantity: ordered, availableQuantity: limit, buttons: [trolleyTexts.changeSlot, common.continue],
    });
  }

  /**
   * Where the shopper's slots come from: the Clicca e Vai point or Prenota e Ritira store, else the
   * delivery area of the address (the customer's current address, or the power guest's verified street).
   */
  async function slotScope(tx: Tx, o: TrolleyOwner) {
    let point: { driveId: number | null; pickupStoreId: number | null; postcode: string | null } | undefined;
    if (o.customerId !== null) {
      const [a] = await tx.select({ driveId: deliveryAddresses.driveId, pickupStoreId: deliveryAddresses.pickupStoreId, postcode: deliveryAddresses.postCode })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.customerId, o.customerId), eq(deliveryAddresses.currentAddress, true), isNull(deliveryAddresses.deletedAt)))
        .limit(1);
      point = a;
    } else if (o.guestSessionId !== null) {
      const [s] = await tx.select({ driveId: sessionsTable.driveId, pickupStoreId: sessionsTable.pickupStoreId, postcode: streets.postcode })
        .from(sessionsTable).leftJoin(streets, eq(streets.id, sessionsTable.streetId))
        .where(eq(sessionsTable.id, o.guestSessionId)).limit(1);
      point = s;
    }
    if (!point) return null;
    if (point.driveId !== null) return eq(deliverySlots.driveId, point.driveId);
    if (point.pickupStoreId !== null) return eq(deliverySlots.pickupStoreId, point.pickupStoreId);
    if (point.postcode === null) return null;
    const [pc] = await tx.select({ areaId: postcodes.deliveryAreaId }).from(postcodes).where(eq(postcodes.postcode, point.postcode)).limit(1);
    return pc?.areaId ? eq(deliverySlots.deliveryAreaId, pc.areaId) : null;
  }

  /**
   * Orders §8 "product causes loss of the first available slot": with no slot reserved, a product whose
   * preparation time is longer than that of every line already in the trolley may push the earliest slot
   * the shopper could still book out of reach. Returns that slot, or null when nothing is lost.
   */
  async function firstSlotLost(tx: Tx, o: TrolleyOwner, trolley: TrolleyRow, p: ProductRow) {
    const [current] = rowsOf<{ hours: number | null }>(await tx.execute(sql`
      select max(pr.preparation_hours) as hours from trolley_items ti join products pr on pr.id = ti.product_id
      where ti.trolley_id = ${trolley.id}`));
    const trolleyHours = Number(current?.hours ?? 0);
    if (p.preparationHours <= trolleyHours) return null;
    const scope = await slotScope(tx, o);
    if (!scope) return null;
    const now = Date.now();
    const [first] = await tx.select({ startsAt: deliverySlots.startsAt, endsAt: deliverySlots.endsAt }).from(deliverySlots)
      .where(and(
        scope,
        eq(deliverySlots.site, o.navigation),
        eq(deliverySlots.active, true),
        lt(deliverySlots.booked, deliverySlots.capacity),
        gte(deliverySlots.startsAt, new Date(now + trolleyHours * 3600_000)),
      ))
      .orderBy(asc(deliverySlots.startsAt)).limit(1);
    return first && first.startsAt.getTime() < now + p.preparationHours * 3600_000 ? first : null;
  }

  /**
   * Checks of a product against the trolley (orders §8) that refuse it whatever the quantity: not in the
   * shop, unavailable, preparation time incompatible with the reserved slot, loss of the first available
   * slot when none is reserved (forced skips the last two: the shopper chose 'Continua').
   */
  async function refusal(tx: Tx, trolley: TrolleyRow, p: ProductRow | undefined, productId: number, o: TrolleyOwner, forced: boolean): Promise<TrolleyException | null> {
    if (!p || !p.active) return exception('NOT_IN_SHOP', { id: productId, description: p?.description ?? String(productId) }, t(trolleyApi.notInShop, { product: p?.description ?? String(productId) }));
    const catalogue = await catalogueOf(tx, o.navigation);
    if (catalogue !== null && catalogue !== p.catalogue) return exception('NOT_IN_SHOP', p, t(trolleyApi.notInShop, { product: p.description }));
    if (p.outOfStock || limitOf(p) < 1) return exception('UNAVAILABLE', p, t(trolleyApi.unavailable, { product: p.description }));
    if (!forced && p.preparationHours > 0 && trolley.slotId !== null) {
      const [slot] = await tx.select({ startsAt: deliverySlots.startsAt }).from(deliverySlots).where(eq(deliverySlots.id, trolley.slotId)).limit(1);
      if (slot && slot.startsAt.getTime() < Date.now() + p.preparationHours * 3600_000) {
        return exception('PREPARATION_TIME_INCOMPATIBLE', p, t(trolleyApi.preparationTime, { product: p.description }), { buttons: [trolleyTexts.changeSlot, common.continue] });
      }
    }
    if (!forced && p.preparationHours > 0 && trolley.slotId === null) {
      const lost = await firstSlotLost(tx, o, trolley, p);
      if (lost) return exception('FIRST_SLOT_LOSS', p, firstSlotLossText(p.description, lost.startsAt, lost.endsAt), { buttons: [common.continue] });
    }
    return null;
  }

  /**
   * Adds `quantity` of product `p` to the trolley in one conditional upsert. Without `forced`, a quantity
   * above the product's limit (min of maximum purchasable and available) changes nothing and answers the
   * exception; with `forced` the line is capped at the limit. Readonly lines → 409.
   */
  async function addLine(tx: Tx, trolley: TrolleyRow, p: ProductRow, input: TrolleyItemAdd, forced: boolean): Promise<TrolleyException | null> {
    const limit = limitOf(p);
    const qty = forced ? Math.min(input.quantity, limit) : input.quantity;
    if (!forced && qty > limit) {
      const [existing] = await tx.select({ q: trolleyItems.quantity }).from(trolleyItems)
        .where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.productId, p.id))).limit(1);
      return quantityException(p, (existing?.q ?? 0) + input.quantity);
    }
    const attrs = input.productAttributeIds ?? [];
    const newQuantity = forced
      ? sql.raw(`least(trolley_items.quantity + excluded.quantity, ${limit})`)
      : sql.raw('trolley_items.quantity + excluded.quantity');
    const guard = forced ? sql`true` : sql`trolley_items.quantity + excluded.quantity <= ${limit}`;
    const rows = rowsOf<{ id: number; quantity: number }>(await tx.execute(sql`
      insert into ${trolleyItems} (trolley_id, product_id, quantity, product_interval_id, product_attribute_ids, product_origin)
      values (${trolley.id}, ${p.id}, ${qty}, ${input.productIntervalId ?? null}, ${`{${attrs.join(',')}}`}::integer[], ${input.productOrigin ?? null})
      on conflict (trolley_id, product_id) do update set
        quantity = ${newQuantity},
        product_interval_id = coalesce(excluded.product_interval_id, trolley_items.product_interval_id),
        product_attribute_ids = case when cardinality(excluded.product_attribute_ids) > 0 then excluded.product_attribute_ids else trolley_items.product_attribute_ids end,
        product_origin = coalesce(excluded.product_origin, trolley_items.product_origin),
        updated_at = now()
      where not trolley_items.readonly and ${guard}
      returning id, quantity`));
    if (rows.length > 0) return null;
    // The line exists (and is locked by the upsert): readonly, or over the limit.
    const [line] = await tx.select().from(trolleyItems).where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.productId, p.id))).limit(1);
    if (line?.readonly) throw alert(409, trolleyApi.itemReadonly);
    return quantityException(p, (line?.quantity ?? 0) + input.quantity);
  }

  /** Runs an add-like change: stores the idempotency key first; a key seen before answers the trolley unchanged. */
  async function withIdempotency(
    o: TrolleyOwner, route: string, input: unknown, key: string | null | undefined,
    change: (tx: Tx, trolley: TrolleyRow) => Promise<{ exceptions: TrolleyException[]; changed: boolean }>,
  ): Promise<Trolley> {
    if (key !== undefined && key !== null && !IDEMPOTENCY_KEY_RE.test(key)) {
      throw badRequest(apiErrors.invalidInput, [{ field: 'Idempotency-Key', message: trolleyApi.idempotencyKeyInvalid }]);
    }
    const request = digest(route, input);
    return db.transaction(async (tx) => {
      const trolley = await ensureOpen(tx, o);
      if (key) {
        const stored = await tx.insert(trolleyIdempotencyKeys).values({ trolleyId: trolley.id, key, request }).onConflictDoNothing().returning({ key: trolleyIdempotencyKeys.key });
        if (stored.length === 0) {
          const [seen] = await tx.select({ request: trolleyIdempotencyKeys.request }).from(trolleyIdempotencyKeys)
            .where(and(eq(trolleyIdempotencyKeys.trolleyId, trolley.id), eq(trolleyIdempotencyKeys.key, key))).limit(1);
          if (seen && seen.request !== request) throw alert(422, trolleyApi.idempotencyKeyReused);
          return build(tx, o, await findOpen(tx, o));
        }
        if (Math.random() < 0.01) await tx.delete(trolleyIdempotencyKeys).where(lt(trolleyIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
      }
      await lockTrolley(tx, trolley.id);
      const { exceptions, changed } = await change(tx, trolley);
      if (changed) await bump(tx, trolley.id);
      // Nothing was added: the key is not spent, so the confirmed retry ('Continua') may reuse it.
      else if (key) await tx.delete(trolleyIdempotencyKeys).where(and(eq(trolleyIdempotencyKeys.trolleyId, trolley.id), eq(trolleyIdempotencyKeys.key, key)));
      return build(tx, o, await findOpen(tx, o), exceptions);
    });
  }

  async function productRows(tx: Tx | Db, ids: number[]): Promise<Map<number, ProductRow>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.select().from(products).where(inArray(products.id, ids));
    return new Map(rows.map((p) => [p.id, p]));
  }

  // ── Changing lines ────────────────────────────────────────────────────────────────────────────────

  /** Runs `change` on the owner's open trolley (404 when there is none), bumping its version. */
  async function onTrolley<T>(o: TrolleyOwner, change: (tx: Tx, trolley: TrolleyRow) => Promise<T>): Promise<Trolley> {
    return db.transaction(async (tx) => {
      const trolley = await findOpen(tx, o);
      if (!trolley) throw notFound(trolleyApi.itemNotFound);
      await lockTrolley(tx, trolley.id);
      await change(tx, trolley);
      await bump(tx, trolley.id);
      return build(tx, o, await findOpen(tx, o));
    });
  }

  async function lockedLine(tx: Tx, trolleyId: number, where: { id?: number; productId?: number }): Promise<LineRow> {
    const cond = where.id !== undefined ? eq(trolleyItems.id, where.id) : eq(trolleyItems.productId, where.productId as number);
    const [line] = await tx.select().from(trolleyItems).where(and(eq(trolleyItems.trolleyId, trolleyId), cond)).limit(1).for('update');
    if (!line) throw notFound(trolleyApi.itemNotFound);
    return line;
  }

  /**
   * At login the power guest's open trolleys become the customer's: taken over whole when the customer
   * has none for that navigation, otherwise their lines are added to the customer's (quantities summed,
   * capped at QUANTITY_MAX; readonly lines stay behind) and the guest trolley is dropped.
   */
  async function adoptGuestTrolleys(guestSessionId: string | null | undefined, customerId: number): Promise<void> {
    if (!guestSessionId) return;
    await db.transaction(async (tx) => {
      const guests = await tx.select({ id: trolleys.id, navigation: trolleys.navigation }).from(trolleys)
        .where(and(eq(trolleys.guestSessionId, guestSessionId), eq(trolleys.status, 'OPEN')));
      for (const g of guests) {
        const [own] = await tx.select({ id: trolleys.id }).from(trolleys)
          .where(and(eq(trolleys.customerId, customerId), eq(trolleys.navigation, g.navigation), eq(trolleys.status, 'OPEN')))
          .for('update');
        if (!own) {
          await tx.update(trolleys).set({ customerId, guestSessionId: null, updatedAt: new Date() }).where(eq(trolleys.id, g.id));
          continue;
        }
        await tx.execute(sql`
          insert into trolley_items (trolley_id, product_id, quantity, product_interval_id, product_attribute_ids, product_origin, gift_wrap)
          select ${own.id}, product_id, quantity, product_interval_id, product_attribute_ids, product_origin, gift_wrap
          from trolley_items where trolley_id = ${g.id} and not readonly
          on conflict (trolley_id, product_id) do update
            set quantity = least(${QUANTITY_MAX}::integer, trolley_items.quantity + excluded.quantity), updated_at = now()`);
        await tx.delete(trolleys).where(eq(trolleys.id, g.id));
        await tx.update(trolleys).set({ version: sql`${trolleys.version} + 1`, updatedAt: new Date() }).where(eq(trolleys.id, own.id));
      }
    });
  }

  return {
    adoptGuestTrolleys,
    ownerOf,

    /** GET auth/trolley. */
    async get(o: TrolleyOwner): Promise<Trolley> {
      return build(db, o, await findOpen(db, o));
    },

    /**
     * POST auth/trolley/item. Exceptions (orders §8) come back in `exceptions` with the trolley unchanged
     * for that product; 409 'Operazione già avviata…' while the same product is being added.
     */
    async add(o: TrolleyOwner, body: unknown, opts: AddOptions = {}): Promise<Trolley> {
      const input = parseInput(TrolleyItemAddInput, body);
      return withIdempotency(o, 'add', input, opts.idempotencyKey, async (tx, trolley) => {
        const [locked] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`trolley-add:${trolley.id}:${input.productId}`})) as ok`));
        if (!locked?.ok) throw alert(409, errors.duplicateOperation);
        const p = (await productRows(tx, [input.productId])).get(input.productId);
        const refused = await refusal(tx, trolley, p, input.productId, o, input.forced === true);
        if (refused) return { exceptions: [refused], changed: false };
        const exceeded = await addLine(tx, trolley, p as ProductRow, input, input.forced === true);
        return exceeded ? { exceptions: [exceeded], changed: false } : { exceptions: [], changed: true };
      });
    },

    /**
     * POST auth/massiveAddToTrolley/add {productId: quantity}: every product is added as by `add` (not
     * forced) in one transaction, in product order; the ones that cannot be added come back as exceptions
     * (the partial-add dialog).
     */
    async massiveAdd(o: TrolleyOwner, body: unknown, opts: AddOptions = {}): Promise<Trolley> {
      const map = parseInput(MassiveAddInput, body);
      const entries = Object.entries(map).map(([id, quantity]) => ({ productId: Number(id), quantity })).sort((a, b) => a.productId - b.productId);
      if (entries.length === 0 || entries.length > MASSIVE_ADD_MAX || entries.some((e) => e.productId > 2_147_483_647)) {
        throw badRequest(apiErrors.invalidInput, [{ field: '_', message: t(trolleyApi.massiveAddSize, { max: MASSIVE_ADD_MAX }) }]);
      }
      return withIdempotency(o, 'massive', entries, opts.idempotencyKey, async (tx, trolley) => {
        const rows = await productRows(tx, entries.map((e) => e.productId));
        const exceptions: TrolleyException[] = [];
        let changed = false;
        for (const e of entries) {
          const p = rows.get(e.productId);
          const refused = await refusal(tx, trolley, p, e.productId, o, false);
          if (refused) {
            exceptions.push(refused);
            continue;
          }
          // A readonly line is reported like any line that cannot take more.
          try {
            const exceeded = await addLine(tx, trolley, p as ProductRow, e, false);
            if (exceeded) exceptions.push(exceeded);
            else changed = true;
          } catch (err) {
            if (!(err instanceof HttpError && err.status === 409)) throw err;
            exceptions.push(exception('READONLY_ITEM', p as ProductRow, trolleyApi.itemReadonly));
          }
        }
        return { exceptions, changed };
      });
    },

    /** PUT auth/trolley/item/{trolleyItemId} {quantity, forced?}: sets the line's quantity (limits as add). */
    async setQuantity(o: TrolleyOwner, trolleyItemId: unknown, body: unknown): Promise<Trolley> {
      const { trolleyItemId: id } = parseInput(ItemIdParam, { trolleyItemId });
      const input = parseInput(QuantityChangeInput, body);
      const outcome: { exceeded: TrolleyException | null } = { exceeded: null };
      const trolley = await onTrolley(o, async (tx, t) => {
        const line = await lockedLine(tx, t.id, { id });
        if (line.readonly) throw alert(409, trolleyApi.itemReadonly);
        const p = (await productRows(tx, [line.productId])).get(line.productId) as ProductRow;
        const limit = limitOf(p);
        let quantity = input.quantity;
        if (quantity > limit && quantity > line.quantity) {
          if (!input.forced) {
            outcome.exceeded = quantityException(p, quantity);
            return;
          }
          quantity = Math.max(limit, 1);
        }
        await tx.update(trolleyItems).set({ quantity, updatedAt: new Date() }).where(eq(trolleyItems.id, line.id));
      });
      return outcome.exceeded ? { ...trolley, exceptions: [outcome.exceeded] } : trolley;
    },

    /** DELETE auth/trolley/item/{trolleyItemId}; premio: a prize line (premium product), removable even when readonly. */
    async removeItem(o: TrolleyOwner, trolleyItemId: unknown, opts: { premio?: boolean } = {}): Promise<Trolley> {
      const { trolleyItemId: id } = parseInput(ItemIdParam, { trolleyItemId });
      return onTrolley(o, async (tx, t) => {
        const line = await lockedLine(tx, t.id, { id });
        if (opts.premio) {
          const [p] = await tx.select({ premium: products.premium }).from(products).where(eq(products.id, line.productId)).limit(1);
          if (!p?.premium) throw notFound(trolleyApi.itemNotFound);
        } else if (line.readonly) throw alert(409, trolleyApi.itemReadonly);
        await tx.delete(trolleyItems).where(eq(trolleyItems.id, line.id));
      });
    },

    /** DELETE auth/trolley/item {productId} (body or query): the line of a product. */
    async removeProduct(o: TrolleyOwner, body: unknown): Promise<Trolley> {
      const { productId } = parseInput(TrolleyItemRemove, body);
      return onTrolley(o, async (tx, t) => {
        const line = await lockedLine(tx, t.id, { productId });
        if (line.readonly) throw alert(409, trolleyApi.itemReadonly);
        await tx.delete(trolleyItems).where(eq(trolleyItems.id, line.id));
      });
    },

    /** POST auth/trolley/delete_items {trolleyItemsIds}: all or nothing (a readonly line → 409); unknown ids are ignored. */
    async deleteItems(o: TrolleyOwner, body: unknown): Promise<Trolley> {
      const { trolleyItemsIds } = parseInput(TrolleyItemsDelete, body);
      return onTrolley(o, async (tx, t) => {
        const lines = await tx.select().from(trolleyItems)
          .where(and(eq(trolleyItems.trolleyId, t.id), inArray(trolleyItems.id, trolleyItemsIds))).for('update');
        if (lines.some((l) => l.readonly)) throw alert(409, trolleyApi.itemReadonly);
        if (lines.length) await tx.delete(trolleyItems).where(inArray(trolleyItems.id, lines.map((l) => l.id)));
      });
    },

    /** DELETE auth/trolley: removes every line that is not readonly (readonly lines stay). */
    async empty(o: TrolleyOwner): Promise<Trolley> {
      return db.transaction(async (tx) => {
        const trolley = await findOpen(tx, o);
        if (!trolley) return build(tx, o, undefined);
        await lockTrolley(tx, trolley.id);
        await tx.delete(trolleyItems).where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.readonly, false)));
        await bump(tx, trolley.id);
        return build(tx, o, await findOpen(tx, o));
      });
    },

    /** DELETE auth/trolley/photo: removes the photo-print lines (product type PHOTO), readonly ones excepted. */
    async removePhotos(o: TrolleyOwner): Promise<Trolley> {
      return db.transaction(async (tx) => {
        const trolley = await findOpen(tx, o);
        if (!trolley) return build(tx, o, undefined);
        await lockTrolley(tx, trolley.id);
        const photos = tx.select({ id: products.id }).from(products).where(eq(products.productType, 'PHOTO'));
        await tx.delete(trolleyItems).where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.readonly, false), inArray(trolleyItems.productId, photos)));
        await bump(tx, trolley.id);
        return build(tx, o, await findOpen(tx, o));
      });
    },

    /** POST auth/trolley/hasMxNProducts: whether the trolley (or the given products) holds products with an active MxN promotion. */
    async hasMxNProducts(o: TrolleyOwner, body: unknown): Promise<HasMxNProducts> {
      const input = parseInput(HasMxNProductsRequest, body ?? {});
      let ids = input.productIds;
      if (!ids) {
        const trolley = await findOpen(db, o);
        ids = trolley ? (await db.select({ id: trolleyItems.productId }).from(trolleyItems).where(eq(trolleyItems.trolleyId, trolley.id))).map((r) => r.id) : [];
      }
      const promos = await activePromotions(db, [...new Set(ids)], o.navigation);
      const productIds = [...promos].filter(([, list]) => list.some((p) => p.type === 'MXN' && (!p.fidatyOnly || o.hasFidatyCard))).map(([id]) => id).sort((a, b) => a - b);
      return { hasMxNProducts: productIds.length > 0, productIds };
    },

    /**
     * GET displayable/trolley/productconstraintsinfo?productIds=1,2: limits of products (maximum
     * purchasable, available, preparation time, MxN) and the quantity already in the session's trolley.
     * Without productIds: the products of the session's trolley. Open to everyone (free visitors: no trolley).
     */
    async productConstraints(session: Session | null, query: { productIds?: string; nav?: string }): Promise<ProductConstraintsInfo[]> {
      const raw = query.productIds?.trim();
      const { productIds } = parseInput(ProductIdsQuery, { productIds: raw ? raw.split(',') : undefined });
      let owner: TrolleyOwner | null = null;
      try {
        owner = await ownerOf(session, query.nav);
      } catch (err) {
        if (!(err instanceof HttpError && err.status === 403)) throw err;
      }
      const trolley = owner ? await findOpen(db, owner) : undefined;
      const inTrolley = new Map<number, number>();
      if (trolley) {
        for (const l of await db.select({ p: trolleyItems.productId, q: trolleyItems.quantity }).from(trolleyItems).where(eq(trolleyItems.trolleyId, trolley.id))) inTrolley.set(l.p, l.q);
      }
      const ids = [...new Set(productIds ?? [...inTrolley.keys()])];
      const rows = await productRows(db, ids);
      const nav = owner?.navigation ?? (query.nav ? navigationOf(query.nav) : null) ?? 'supermercato';
      const promos = await activePromotions(db, ids, nav);
      return ids.filter((id) => rows.has(id)).map((id) => {
        const p = rows.get(id) as ProductRow;
        return {
          productId: id,
          maxPurchasableQuantity: Math.min(p.maxPurchasableQuantity, QUANTITY_MAX),
          availableQuantity: p.availableQuantity,
          outOfStock: p.outOfStock || !p.active || p.availableQuantity < 1,
          preparationHours: p.preparationHours,
          trolleyItemQuantity: inTrolley.get(id) ?? 0,
          hasMxN: (promos.get(id) ?? []).some((pr) => pr.type === 'MXN'),
        };
      });
    },
  };
}

export type TrolleyService = ReturnType<typeof createTrolleyService>;
