// Reading the trolley: its lines with prices, promotions and totals in integer cents (services/pricing.ts
// holds the price rule), as every trolley call answers it.
import { asc, eq } from 'drizzle-orm';
import {
  isPickup,
  productPath,
  QUANTITY_MAX,
  type ProductMessage,
  type Trolley,
  type TrolleyException,
  type TrolleyItem,
} from '@mercato/contracts';
import { t, trolleyApi, trolleyPanel } from '@mercato/contracts/i18n/it';
import { productPicture } from '@mercato/contracts/pictures';
import type { Db, Tx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalogue.ts';
import { trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import { deliverySlots } from '../../db/schema/geo.ts';
import { priceLine } from '../pricing.ts';
import type { TrolleyOwner } from '../owner.ts';
import { activePromotions } from './rows.ts';
import { originStillOffered } from './origin.ts';
import { findOpen, type TrolleyRow } from '../owner.ts';
import { lockMergeExceptions } from '../locks.ts';
import { applyCoupons } from '../coupons/apply.ts';
import { couponsInTrolley, deliveryPromotionFor } from '../coupons/pricing.ts';
import { freeDeliveryOf } from '../subscriptions/rules.ts';

/** 'Aggiungi ancora N pezzi per la promozione …' of an M×N promotion short of `missing` pieces. */
export const mxnMissingText = (missing: number, label: string): string =>
  t(missing === 1 ? trolleyApi.mxnMissingOne : trolleyApi.mxnMissingMany, { missing, label });

/** The trolley as the API answers it (an empty one when `row` is undefined), with `exceptions`. */
export async function buildTrolley(
  tx: Tx | Db,
  o: TrolleyOwner,
  row: TrolleyRow | undefined,
  exceptions: TrolleyException[] = [],
): Promise<Trolley> {
  if (!row) {
    return {
      trolleyId: null,
      navigation: o.navigation,
      items: [],
      itemsCount: 0,
      linesCount: 0,
      transactionAmount: 0,
      deliveryAmount: null,
      totalDiscount: 0,
      totalPrice: 0,
      version: 0,
      exceptions,
    };
  }
  return priceTrolley(tx, o, row, await trolleyLines(tx, row.id), exceptions);
}

/** A trolley's lines with their products (and department), in the order they were added. */
export function trolleyLines(tx: Tx | Db, trolleyId: number) {
  return tx
    .select({ line: trolleyItems, product: products, departmentId: categories.parentId })
    .from(trolleyItems)
    .innerJoin(products, eq(products.id, trolleyItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(trolleyItems.trolleyId, trolleyId))
    .orderBy(asc(trolleyItems.addedAt), asc(trolleyItems.id));
}

export type TrolleyLine = Awaited<ReturnType<typeof trolleyLines>>[number];

/** The badges and rules shown on a line: its promotion, and what an M×N still misses. */
function messagesOf(price: ReturnType<typeof priceLine>): ProductMessage[] {
  const displayableMessages: ProductMessage[] = [];
  if (price.promotion) {
    displayableMessages.push({ messageType: 'PROMO', layoutType: 'BADGE', text: price.promotion.label });
    if (price.missingForMxN)
      displayableMessages.push({
        messageType: 'RULE',
        text: mxnMissingText(price.missingForMxN, price.promotion.label),
      });
  }
  return displayableMessages;
}

/** The trolley of `row` as the API answers it, from its lines already read (trolleyLines). */
export async function priceTrolley(
  tx: Tx | Db,
  o: TrolleyOwner,
  row: TrolleyRow,
  lines: TrolleyLine[],
  exceptions: TrolleyException[] = [],
): Promise<Trolley> {
  const promos = await activePromotions(
    tx,
    lines.map((l) => l.line.productId),
    o.navigation,
  );
  let totalPrice = 0;
  let transactionAmount = 0;
  let itemsCount = 0;
  const items: TrolleyItem[] = lines.map(({ line, product, departmentId }) => {
    const price = priceLine(product.priceCents, line.quantity, promos.get(product.id) ?? [], {
      hasFidatyCard: o.hasFidatyCard,
    });
    totalPrice += price.quantityAwarePrice;
    transactionAmount += price.amount;
    itemsCount += line.quantity;
    const displayableMessages = messagesOf(price);
    // A choice the product no longer offers (its origins changed since): the shopper is told, and may choose again.
    if (!originStillOffered(product, line.productOrigin))
      displayableMessages.push({ messageType: 'RULE', text: trolleyPanel.exceptions.originDiffers });
    return {
      trolleyItemId: line.id,
      trolleyDepartmentId: departmentId ?? null,
      productId: product.id,
      code: product.code,
      description: product.description,
      label: product.label,
      trolleyItemProductDescription: `${product.brand} ${product.description}`,
      detailUrl: productPath(o.navigation, product.code, product.description),
      imageURL: productPicture(product).small,
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
      productOrigin: line.productOrigin,
    };
  });
  // Coupons (issue 35): what the customer's coupons in this trolley take off the items.
  const held = o.customerId === null ? [] : await couponsInTrolley(tx, row.id);
  const applied = applyCoupons(
    held.map((h) => h.coupon),
    transactionAmount,
    items.map((i) => ({ productId: i.productId, amount: i.discountedQuantityAwarePrice ?? i.quantityAwarePrice })),
  );
  transactionAmount -= applied.discount;
  let deliveryAmount: number | null = null;
  let deliveryPromotion = null;
  if (row.slotId !== null) {
    const [slot] = await tx
      .select({ price: deliverySlots.priceCents })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, row.slotId))
      .limit(1);
    deliveryAmount = slot?.price ?? null;
    // The customer's subscription makes a home delivery free (issue 40); else a delivery promotion of the
    // customer cuts the slot price paid (issue 35).
    if (deliveryAmount !== null && o.customerId !== null) {
      deliveryPromotion = isPickup(o.navigation)
        ? null
        : await freeDeliveryOf(tx, o.customerId, deliveryAmount, new Date());
      deliveryPromotion ??= await deliveryPromotionFor(tx, o.customerId, deliveryAmount, transactionAmount, new Date());
      if (deliveryPromotion) deliveryAmount -= deliveryPromotion.discount;
    }
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
    coupons: applied.coupons,
    couponDiscount: applied.discount,
    couponPoints: applied.points,
    deliveryPromotion,
  };
}

/** GET auth/trolley. */
export async function getTrolley(db: Db, o: TrolleyOwner): Promise<Trolley> {
  const row = await findOpen(db, o);
  if (!row?.mergeExceptions) return buildTrolley(db, o, row);
  // What the login merge could not keep (adoptGuestTrolleys): answered once. Taken under the trolley's
  // lock, so two reads at once never both answer it.
  const taken = await db.transaction(async (tx) => {
    const locked = await lockMergeExceptions(tx, row.id);
    if (locked?.exceptions) await tx.update(trolleys).set({ mergeExceptions: null }).where(eq(trolleys.id, row.id));
    return locked?.exceptions ?? [];
  });
  return buildTrolley(db, o, { ...row, mergeExceptions: null }, taken);
}
