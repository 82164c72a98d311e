// Fixtures for the end-to-end tests only (routes/test-hooks.ts, mounted when MERCATO_TEST_HOOKS=1): a
// customer of one's own for each test, and products whose stock is known, so that a spec passes alone,
// in any order and beside another worker (docs/testing.md).
import { and, asc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryAddresses } from '../../db/schema/geo.ts';
import { products, promotions } from '../../db/schema/catalogue.ts';
import { customers, fidatyCards } from '../../db/schema/platform.ts';
import { withEanCheckDigit } from '../../ean.ts';
import { sanitizeBlocks } from '../../coupon-blocks.ts';
import { coupons, customerCoupons, customerInitiatives, deliveryPromotions, orders } from '../../db/schema/commerce.ts';
import { notFound } from '../../errors.ts';
import { notSampleProduct } from '../catalogue/samples.ts';

export interface TestHooksContext {
  db: Db;
}

/** The stock a plain product is given back by `plainProducts`: more than any test buys. */
export const PLAIN_STOCK = 500;

export interface ClonedCustomer {
  customerId: number;
  email: string;
}

/** A customer's clusters (spec shell §5: the CMS pages meant for some customers only) set to `clusters`. */
export async function setClusters(ctx: TestHooksContext, customerId: number, clusters: string[]): Promise<void> {
  const [row] = await ctx.db
    .update(customers)
    .set({ clusters })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  if (!row) throw notFound();
}

/**
 * A new customer made from the demo customer `like` (profile, password, agreements, delivery addresses
 * and Fìdaty cards under barcodes of its own; no orders, trolley, payment cards or messages), under an
 * e-mail address no one else has: `<local part>+e2e-<random>@<domain>`.
 */
export async function cloneCustomer(ctx: TestHooksContext, like: string): Promise<ClonedCustomer> {
  return ctx.db.transaction(async (tx) => {
    const [model] = await tx.select().from(customers).where(eq(customers.email, like.toLowerCase()));
    if (!model) throw notFound();
    const { id: _id, email, insertDate: _i, updatedAt: _u, ssoId: _s, auId: _a, ...profile } = model;
    const [at] = email.split('@') as [string, string];
    const [row] = await tx
      .insert(customers)
      .values({ ...profile, email: `${at}+e2e-${crypto.randomUUID().slice(0, 8)}@${email.split('@')[1]}` })
      .returning({ id: customers.id, email: customers.email });
    const clone = row as { id: number; email: string };
    const addresses = await tx
      .select()
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, model.id), isNull(deliveryAddresses.deletedAt)))
      .orderBy(asc(deliveryAddresses.id));
    if (addresses.length > 0)
      await tx
        .insert(deliveryAddresses)
        .values(addresses.map(({ id: _a, createdAt: _c, ...a }) => ({ ...a, customerId: clone.id })));
    const cards = await tx
      .select()
      .from(fidatyCards)
      .where(eq(fidatyCards.customerId, model.id))
      .orderBy(asc(fidatyCards.id));
    if (cards.length > 0)
      await tx.insert(fidatyCards).values(
        cards.map(({ id: _c, createdAt: _d, ...card }, i) => ({
          ...card,
          customerId: clone.id,
          barcode: withEanCheckDigit(`297${i % 10}${String(clone.id).padStart(8, '0')}`),
        })),
      );
    // Coupons and delivery promotions (issue 35): the model's coupons not used and not in a trolley.
    const held = await tx
      .select()
      .from(customerCoupons)
      .where(
        and(
          eq(customerCoupons.customerId, model.id),
          isNull(customerCoupons.usedInOrderId),
          isNull(customerCoupons.trolleyId),
        ),
      )
      .orderBy(asc(customerCoupons.couponId));
    if (held.length > 0)
      await tx.insert(customerCoupons).values(held.map((h) => ({ ...h, customerId: clone.id, inTrolley: false })));
    const promos = await tx
      .select()
      .from(deliveryPromotions)
      .where(eq(deliveryPromotions.customerId, model.id))
      .orderBy(asc(deliveryPromotions.id));
    if (promos.length > 0)
      await tx.insert(deliveryPromotions).values(promos.map(({ id: _p, ...p }) => ({ ...p, customerId: clone.id })));
    // Initiatives and their balances (issue 35: /promotions/iniziative, the cashback page).
    const joined = await tx
      .select()
      .from(customerInitiatives)
      .where(eq(customerInitiatives.customerId, model.id))
      .orderBy(asc(customerInitiatives.initiativeId));
    if (joined.length > 0)
      await tx.insert(customerInitiatives).values(joined.map((j) => ({ ...j, customerId: clone.id })));
    return { customerId: clone.id, email: clone.email };
  });
}

/**
 * A v2 coupon card written by the back office for one customer (issue 35), its HTML block as given:
 * stored as the back office would store it, through the shop's sanitiser. Answers its id and code.
 */
export async function cardCoupon(
  ctx: TestHooksContext,
  customerId: number,
  html: string,
): Promise<{ couponId: number; code: string }> {
  return ctx.db.transaction(async (tx) => {
    const code = `CARD${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const now = new Date();
    const [row] = await tx
      .insert(coupons)
      .values({
        code,
        type: 'DISCOUNT',
        description: 'Buono di prova',
        valueCents: 100,
        minSpendCents: 0,
        templateVersion: 2,
        blocks: sanitizeBlocks([
          { msgType: 'H1', text: 'Buono di prova' },
          { msgType: 'HTML_TEXT', decodedText: html },
          { msgType: 'BOTTONE', button: 'DETTAGLI' },
        ]),
        detailBlocks: sanitizeBlocks([{ msgType: 'HTML_TEXT_ALT', decodedText: html }]),
        startDate: new Date(now.getTime() - 86_400_000),
        expireDate: new Date(now.getTime() + 30 * 86_400_000),
      })
      .returning({ id: coupons.id });
    const couponId = (row as { id: number }).id;
    await tx.insert(customerCoupons).values({ customerId, couponId });
    return { couponId, code };
  });
}

/**
 * An open order delivered now (picked up, for a pickup), as the drivers and the pickup points report it to
 * the back office: what a subscription bought with it waits for (issue 40). Answers its new status; an
 * order not open (or not there) is 404.
 */
export async function deliverOrder(
  ctx: TestHooksContext,
  orderId: number,
): Promise<{ orderId: number; status: string }> {
  const now = new Date();
  const [row] = await ctx.db
    .update(orders)
    .set({
      status: sql`case when ${orders.deliveryMethod} = 'STORE' then 'RITIRATO' else 'CONSEGNATO' end`,
      deliveredAt: now,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['IN_LAVORAZIONE', 'IN_PREPARAZIONE', 'IN_CONSEGNA'])))
    .returning({ orderId: orders.id, status: orders.status });
  if (!row) throw notFound();
  return row;
}

export interface PlainProduct {
  id: number;
  code: string;
  description: string;
  priceCents: number;
}

/**
 * `count` grocery products a trolley takes without a question (active, in stock, sold by the piece, no
 * preparation time, no purchase limit under 10, no origin to choose, no promotion, not even an ended one: a test that ends a
 * product's promotions puts them back afterwards), lowest ids first from `skip`, their stock given back to
 * PLAIN_STOCK: what earlier tests bought no longer matters.
 */
export async function plainProducts(ctx: TestHooksContext, count: number, skip = 0): Promise<PlainProduct[]> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        code: products.code,
        description: products.description,
        priceCents: products.priceCents,
      })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          notSampleProduct,
          eq(products.catalogue, 'grocery'),
          eq(products.pharmacy, false),
          eq(products.variableWeight, false),
          eq(products.preparationHours, 0),
          gt(products.maxPurchasableQuantity, 9),
          // No origin to choose (services/trolley/origin.ts): the add button adds at once.
          sql`cardinality(${products.originChoices}) = 0`,
          not(sql`exists (select 1 from ${promotions} where ${promotions.productId} = ${products.id})`),
        ),
      )
      .orderBy(asc(products.id))
      .offset(skip)
      .limit(count);
    if (rows.length > 0)
      await tx
        .update(products)
        .set({ availableQuantity: PLAIN_STOCK, outOfStock: false })
        .where(
          inArray(
            products.id,
            rows.map((p) => p.id),
          ),
        );
    return rows;
  });
}
