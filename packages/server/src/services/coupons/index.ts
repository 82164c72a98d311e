// 'I miei buoni' and the coupons in the trolley, the delivery promotions and the initiatives (contracts
// coupons.ts lists the calls). Only the logged customer's own: another customer's coupon or initiative
// is 404, as one that does not exist; visitors and power guests get 401.
//
// Adding a coupon to the trolley locks the trolley row first (the house order: trolley, then the
// coupon's row), checks it (used 1, already in the trolley 101, expired 3, not valid 4, limit 8,
// threshold 2 / product 5) and takes it with a conditional update; the trolley's version moves, so the
// checkout sees the new amounts. Removing is idempotent: a coupon not in the trolley is left as it is.
// Every refusal is 409 'COUPON-{n}' with its Italian message and changes nothing.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Initiative } from '@mercato/contracts';
import {
  COUPONS_PER_TROLLEY_MAX,
  type CouponCodeRequest,
  CouponErrorCode,
  type CouponWallet,
  type CustomerCoupon,
  type DeliveryPromotion,
  type InitiativeQuery,
  couponApiCode,
  couponErrorMessage,
} from '@mercato/contracts/coupons';
import { couponPageTexts as couponTexts } from '@mercato/contracts/i18n/it-coupons';
import type { Db, Tx } from '../../db/client.ts';
import {
  coupons,
  customerCoupons,
  customerInitiatives,
  deliveryPromotions,
  initiatives,
  orders,
  trolleys,
} from '../../db/schema/commerce.ts';
import { HttpError, notFound } from '../../errors.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import { lockTrolley } from '../locks.ts';
import { assertMayChange, ensureOpen, findOpen, type TrolleyOwner } from '../owner.ts';
import type { Session } from '../sessions/index.ts';
import { buildTrolley } from '../trolley/read.ts';
import { couponProblem } from './apply.ts';
import { couponView } from './view.ts';

export { sanitizeBlocks } from '../../coupon-blocks.ts';

export interface CouponsContext {
  db: Db;
  /** The clock (tests move it). */
  now: () => Date;
}

/** 409 ALERT 'COUPON-{n}' with the code's Italian message. */
export const couponRefused = (n: number): HttpError =>
  new HttpError(409, { code: couponApiCode(n), type: 'ALERT', message: couponErrorMessage(n) });

/** The customer's coupons as cards: not expired, or used; newest expiry last. */
async function couponsOf(db: Db | Tx, customerId: number, now: Date, only?: number[]): Promise<CustomerCoupon[]> {
  const rows = await db
    .select({
      coupon: coupons,
      held: customerCoupons,
      publicOrderId: orders.publicOrderId,
      trolleyStatus: trolleys.status,
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .leftJoin(orders, eq(orders.id, customerCoupons.usedInOrderId))
    .leftJoin(trolleys, eq(trolleys.id, customerCoupons.trolleyId))
    .where(
      and(
        eq(customerCoupons.customerId, customerId),
        only ? inArray(customerCoupons.couponId, only) : undefined,
        sql`(${coupons.expireDate} >= ${now} or ${customerCoupons.usedInOrderId} is not null)`,
      ),
    )
    .orderBy(asc(coupons.expireDate), asc(coupons.id));
  return rows.map((r) => couponView(r.coupon, r.held, r.publicOrderId ?? null, r.trolleyStatus === 'OPEN', now));
}

async function walletOf(ctx: CouponsContext, owner: TrolleyOwner): Promise<CouponWallet> {
  const customerId = owner.customerId as number;
  const row = await findOpen(ctx.db, owner);
  const trolley = row ? await buildTrolley(ctx.db, owner, row) : null;
  return {
    coupons: await couponsOf(ctx.db, customerId, ctx.now()),
    inTrolley: trolley?.coupons ?? [],
    transactionAmount: trolley?.transactionAmount ?? null,
    trolley,
  };
}

/** GET auth/coupons. */
export async function wallet(ctx: CouponsContext, session: Session | null): Promise<CouponWallet> {
  return walletOf(ctx, await customerOwnerOf(ctx.db, session));
}

/** Puts coupon `couponId` of the customer into the open trolley (checked as the header says). */
async function putInTrolley(tx: Tx, owner: TrolleyOwner, couponId: number, now: Date): Promise<void> {
  const customerId = owner.customerId as number;
  const open = await ensureOpen(tx, owner);
  const trolley = await lockTrolley(tx, open.id);
  const [held] = await tx
    .select({ held: customerCoupons, coupon: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, couponId)))
    .for('update', { of: customerCoupons });
  if (!held) throw notFound();
  const { coupon } = held;
  if (held.held.usedInOrderId !== null) throw couponRefused(CouponErrorCode.USED);
  if (held.held.trolleyId === trolley.id) throw couponRefused(CouponErrorCode.ALREADY_IN_TROLLEY);
  if (coupon.expireDate < now) throw couponRefused(CouponErrorCode.EXPIRED);
  if (coupon.startDate > now) throw couponRefused(CouponErrorCode.NOT_VALID);
  const [n] = await tx.select({ n: count() }).from(customerCoupons).where(eq(customerCoupons.trolleyId, trolley.id));
  if ((n?.n ?? 0) >= COUPONS_PER_TROLLEY_MAX) throw couponRefused(CouponErrorCode.LIMIT);
  const priced = await buildTrolley(tx, owner, trolley);
  const itemsAmount = priced.transactionAmount + (priced.couponDiscount ?? 0);
  const problem = couponProblem(
    coupon,
    itemsAmount,
    priced.items.map((i) => ({
      productId: i.productId,
      amount: i.discountedQuantityAwarePrice ?? i.quantityAwarePrice,
    })),
  );
  if (problem !== null) throw couponRefused(problem);
  const taken = await tx
    .update(customerCoupons)
    .set({ trolleyId: trolley.id, inTrolley: true })
    .where(
      and(
        eq(customerCoupons.customerId, customerId),
        eq(customerCoupons.couponId, couponId),
        isNull(customerCoupons.usedInOrderId),
      ),
    )
    .returning({ id: customerCoupons.couponId });
  if (taken.length === 0) throw couponRefused(CouponErrorCode.USED);
  await tx
    .update(trolleys)
    .set({ version: sql`${trolleys.version} + 1`, updatedAt: now })
    .where(eq(trolleys.id, trolley.id));
}

/** POST auth/coupons/{couponId}/trolley: 'Utilizza' / 'Aggiungi'. */
export async function addToTrolley(
  ctx: CouponsContext,
  session: Session | null,
  couponId: number,
): Promise<CouponWallet> {
  const owner = await customerOwnerOf(ctx.db, session);
  assertMayChange(owner);
  await ctx.db.transaction((tx) => putInTrolley(tx, owner, couponId, ctx.now()));
  return walletOf(ctx, owner);
}

/** POST auth/coupons/code: a typed code (case-insensitive) into the wallet and the trolley. */
export async function addCode(
  ctx: CouponsContext,
  session: Session | null,
  input: CouponCodeRequest,
): Promise<CouponWallet> {
  const owner = await customerOwnerOf(ctx.db, session);
  assertMayChange(owner);
  const customerId = owner.customerId as number;
  const code = input.code.trim().toUpperCase();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The house lock order: the trolley first, then the coupon's rows.
    await lockTrolley(tx, (await ensureOpen(tx, owner)).id);
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(eq(sql`upper(${coupons.code})`, code))
      .limit(1);
    if (!coupon) throw couponRefused(CouponErrorCode.NOT_VALID);
    const [held] = await tx
      .select({ couponId: customerCoupons.couponId })
      .from(customerCoupons)
      .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id)))
      .limit(1);
    if (!held) {
      // A code printed for everyone (flyer, newsletter): it joins the wallet when it may be used now.
      if (coupon.expireDate < now) throw couponRefused(CouponErrorCode.EXPIRED);
      if (coupon.startDate > now) throw couponRefused(CouponErrorCode.NOT_VALID);
      await tx
        .insert(customerCoupons)
        .values({ customerId, couponId: coupon.id, assignedAt: now })
        .onConflictDoNothing();
    }
    await putInTrolley(tx, owner, coupon.id, now);
  });
  return walletOf(ctx, owner);
}

/** DELETE auth/coupons/{couponId}/trolley: 'Rimuovi' (a coupon not in the trolley stays as it is). */
export async function removeFromTrolley(
  ctx: CouponsContext,
  session: Session | null,
  couponId: number,
): Promise<CouponWallet> {
  const owner = await customerOwnerOf(ctx.db, session);
  assertMayChange(owner);
  const customerId = owner.customerId as number;
  const [held] = await ctx.db
    .select({ couponId: customerCoupons.couponId })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, couponId)))
    .limit(1);
  if (!held) throw notFound();
  const open = await findOpen(ctx.db, owner);
  if (open)
    await ctx.db.transaction(async (tx) => {
      await lockTrolley(tx, open.id);
      const gone = await tx
        .update(customerCoupons)
        .set({ trolleyId: null, inTrolley: false })
        .where(
          and(
            eq(customerCoupons.customerId, customerId),
            eq(customerCoupons.couponId, couponId),
            eq(customerCoupons.trolleyId, open.id),
          ),
        )
        .returning({ id: customerCoupons.couponId });
      if (gone.length)
        await tx
          .update(trolleys)
          .set({ version: sql`${trolleys.version} + 1`, updatedAt: ctx.now() })
          .where(eq(trolleys.id, open.id));
    });
  return walletOf(ctx, owner);
}

/** GET auth/coupons/product/{productId}: the customer's usable coupons tied to a product. */
export async function forProduct(
  ctx: CouponsContext,
  session: Session | null,
  productId: number,
): Promise<CustomerCoupon[]> {
  const owner = await customerOwnerOf(ctx.db, session);
  const ids = await ctx.db
    .select({ id: coupons.id })
    .from(coupons)
    .innerJoin(customerCoupons, eq(customerCoupons.couponId, coupons.id))
    .where(and(eq(coupons.productId, productId), eq(customerCoupons.customerId, owner.customerId as number)));
  if (ids.length === 0) return [];
  const list = await couponsOf(
    ctx.db,
    owner.customerId as number,
    ctx.now(),
    ids.map((r) => r.id),
  );
  return list.filter((c) => c.state !== 'USED');
}

/** GET auth/promotions/delivery: 'Consegne gratuite e scontate per te', valid first. */
export async function deliveryPromotionList(
  ctx: CouponsContext,
  session: Session | null,
): Promise<DeliveryPromotion[]> {
  const owner = await customerOwnerOf(ctx.db, session);
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(deliveryPromotions)
    .where(eq(deliveryPromotions.customerId, owner.customerId as number))
    .orderBy(asc(deliveryPromotions.expireDate), asc(deliveryPromotions.id));
  return rows
    .map((p) => {
      const active = p.startDate <= now && p.expireDate >= now;
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        expireDate: p.expireDate.toISOString(),
        status: active ? couponTexts.deliveryPromotionActive : couponTexts.deliveryPromotionExpired,
        active,
        discountPercent: p.discountPercent,
        minSpend: p.minSpendCents,
      };
    })
    .sort((a, b) => Number(b.active) - Number(a.active));
}

function initiativeView(i: typeof initiatives.$inferSelect, saldo: number): Initiative {
  return {
    idIniziativa: i.id,
    description: i.description,
    // Hundredths when decimal (shown with '€'), whole points otherwise.
    saldo: i.decimalFlag ? saldo / 100 : saldo,
    decimalFlag: i.decimalFlag,
    imageURL: i.imageUrl,
    endDate: i.endDate.toISOString(),
    donationAllowed: i.donationAllowed,
    objectName: i.objectName,
    landingPage: i.landingPage,
    virtualUrl: i.virtualUrl,
  };
}

/** GET auth/initiatives?kind=: the customer's initiatives of a kind (default CURRENT). */
export async function initiativeList(
  ctx: CouponsContext,
  session: Session | null,
  query: InitiativeQuery,
): Promise<Initiative[]> {
  const owner = await customerOwnerOf(ctx.db, session);
  const rows = await ctx.db
    .select({ i: initiatives, saldo: customerInitiatives.saldo })
    .from(customerInitiatives)
    .innerJoin(initiatives, eq(initiatives.id, customerInitiatives.initiativeId))
    .where(
      and(
        eq(customerInitiatives.customerId, owner.customerId as number),
        eq(initiatives.kind, query.kind ?? 'CURRENT'),
      ),
    )
    .orderBy(asc(initiatives.endDate), asc(initiatives.id));
  return rows.map((r) => initiativeView(r.i, r.saldo));
}

/** GET auth/initiatives/{id}: one of the customer's initiatives; another's or unknown: 404. */
export async function initiative(ctx: CouponsContext, session: Session | null, id: number): Promise<Initiative> {
  const owner = await customerOwnerOf(ctx.db, session);
  const [row] = await ctx.db
    .select({ i: initiatives, saldo: customerInitiatives.saldo })
    .from(customerInitiatives)
    .innerJoin(initiatives, eq(initiatives.id, customerInitiatives.initiativeId))
    .where(and(eq(customerInitiatives.customerId, owner.customerId as number), eq(initiatives.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return initiativeView(row.i, row.saldo);
}
