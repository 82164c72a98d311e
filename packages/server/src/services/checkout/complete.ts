// Completing a checkout: the one transaction that makes the order. The caller (confirm.ts) has locked the
// trolley row FOR UPDATE (step 1 of the house lock order, services/trolley.ts) and read the checkout in
// this transaction (state.ts), with prices and promotions recomputed by the trolley's own computation.
// Here, in order:
//   - stock is taken line by line in product order with a conditional update
//     (`available_quantity >= q`): a shortfall throws Refused, and the whole transaction rolls back;
//   - the order keeps the place the trolley held: delivery_slots.booked is left as it is (the place is
//     now the order's), and trolleys.slot_id / slot_reserved_until are cleared so the expiry sweep
//     (slots/expiry.ts, which only looks at OPEN trolleys with a hold) can never give it back;
//   - the order, its lines (substitute accepted, gift message), notes, gift and invoice snapshots;
//   - the trolley becomes ORDERED (its version is kept, so a second tab's confirmation is recognised);
//     the shopper's next add opens a new empty trolley;
//   - loyalty points on the Fìdaty card; the confirmation e-mail queued in the outbox.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { PaymentStatus, PaymentType } from '@mercato/contracts';
import type { CheckoutProblem } from '@mercato/contracts/checkout';
import { t, trolleyApi } from '@mercato/contracts/i18n/it';
import { rowsOf, type Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orderItems, orders, trolleys, type OrderInvoice } from '../../db/schema/commerce.ts';
import { customers, fidatyCards } from '../../db/schema/platform.ts';
import { queueMessage, type OutboxTransports } from '../outbox.ts';
import { CUTOFF_MS } from '../slots/time.ts';
import { orderConfirmationEmail } from './email.ts';
import { type CheckoutState, deliveryAmountOf, deliveryKindOf, pointsOf, substitutable } from './state.ts';

/** The confirmation stops with these problems; thrown inside the transaction, it rolls everything back. */
export class Refused extends Error {
  problems: CheckoutProblem[];
  constructor(problems: CheckoutProblem[]) {
    super(problems[0]?.message ?? 'refused');
    this.problems = problems;
  }
}

/** chosen: the public order number, a number of 7+ digits as the demo orders have (4,100,000 + id × 37). */
export const publicOrderIdOf = (id: number): string => String(4_100_000 + id * 37);

export interface CompleteOptions {
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  idempotencyKey: string;
  transports: OutboxTransports;
}

/** Makes the order of the checkout read in `s` (the trolley locked by the caller); answers its ids. */
export async function completeOrder(
  tx: Tx,
  s: CheckoutState,
  o: CompleteOptions,
): Promise<{ orderId: number; publicOrderId: string }> {
  const row = s.row;
  const slot = s.slot;
  if (!row || !slot) throw new Error('completeOrder needs a trolley holding a slot');
  const customerId = s.owner.customerId as number;

  // Stock, in product order (the same order for every completion: no deadlock between two of them).
  const byProduct = [...s.lines].sort((a, b) => a.product.id - b.product.id);
  const shortfalls: CheckoutProblem[] = [];
  for (const { line, product } of byProduct) {
    const [taken] = await tx
      .update(products)
      .set({
        availableQuantity: sql`${products.availableQuantity} - ${line.quantity}`,
        outOfStock: sql`${products.availableQuantity} - ${line.quantity} = 0`,
      })
      .where(
        and(
          eq(products.id, product.id),
          gte(products.availableQuantity, line.quantity),
          eq(products.active, true),
          eq(products.outOfStock, false),
        ),
      )
      .returning({ id: products.id });
    if (taken) continue;
    const [now] = await tx
      .select({ available: products.availableQuantity, active: products.active, out: products.outOfStock })
      .from(products)
      .where(eq(products.id, product.id));
    const available = now?.active && !now.out ? now.available : 0;
    shortfalls.push(
      available < 1
        ? {
            code: 'PRODUCT_UNAVAILABLE',
            message: t(trolleyApi.unavailable, { product: product.description }),
            step: 'TROLLEY',
            productId: product.id,
          }
        : {
            code: 'QUANTITY_EXCEEDS_AVAILABILITY',
            message: t(trolleyApi.quantityExceeds, {
              product: product.description,
              ordered: line.quantity,
              available,
            }),
            step: 'TROLLEY',
            productId: product.id,
            orderedQuantity: line.quantity,
            availableQuantity: available,
          },
    );
  }
  if (shortfalls.length) throw new Refused(shortfalls);

  const itemsOf = new Map(s.trolley.items.map((i) => [i.trolleyItemId, i]));
  const transactionAmount = s.trolley.transactionAmount;
  const deliveryAmount = deliveryAmountOf(s);
  const points = pointsOf(s, transactionAmount);
  const [card] = await tx
    .select({ id: fidatyCards.id, barcode: fidatyCards.barcode })
    .from(fidatyCards)
    .where(eq(fidatyCards.customerId, customerId))
    .limit(1);
  const [seq] = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`),
  );
  const id = Number(seq?.id);
  const publicOrderId = publicOrderIdOf(id);
  const kind = deliveryKindOf(s.owner.navigation);
  const c = s.choices;
  const b = s.billingAddress;
  const invoice: OrderInvoice | null =
    c.invoiceWanted && b
      ? {
          billingAddressId: b.id,
          address: {
            name: b.name,
            type: b.type,
            countryType: b.countryType,
            heading: b.heading,
            street: b.street,
            houseNumber: b.houseNumber,
            postcode: b.postcode,
            town: b.town,
            country: b.country,
            province: b.province,
            taxCode: b.taxCode,
            vatNumber: b.vatNumber,
            emailPec: b.emailPec,
            codiceDestSdi: b.codiceDestSdi,
          },
          cig: c.cig,
          billingCup: c.billingCup,
          billingNumord: c.billingNumord,
          billingNotefatt: c.billingNotefatt,
        }
      : null;
  const cutoff = new Date(slot.startsAt.getTime() - CUTOFF_MS);
  const order: typeof orders.$inferInsert = {
    id,
    publicOrderId,
    customerId,
    navigation: s.owner.navigation,
    status: 'IN_LAVORAZIONE',
    orderInsertTime: s.now,
    deliveryMethod: kind === 'HOME' ? 'COURIER' : 'STORE',
    deliveryAddressId: s.address?.id ?? null,
    driveId: s.drive?.id ?? null,
    pickupStoreId: s.store?.id ?? null,
    deliveryStoreName: s.drive?.description ?? s.store?.description ?? null,
    deliveryAddressText: s.addressText,
    slotId: slot.id,
    slotStartTime: slot.startsAt,
    slotEndTime: slot.endsAt,
    slotPriceCents: deliveryAmount,
    paymentType: o.paymentType,
    paymentStatus: o.paymentStatus,
    totalPriceCents: s.trolley.totalPrice ?? transactionAmount + s.trolley.totalDiscount,
    totalDiscountCents: s.trolley.totalDiscount,
    totalAmountCents: transactionAmount + deliveryAmount,
    fidatyCardBarcode: card?.barcode ?? null,
    orderPoints: points,
    // orders.idempotency_key is unique over every customer: the key is stored with its customer.
    idempotencyKey: `${customerId}:${o.idempotencyKey}`,
    trolleyId: row.id,
    notes: c.notes || null,
    gift: c.giftEnabled
      ? {
          giftRecipientForename: c.giftRecipientForename,
          giftRecipientSurname: c.giftRecipientSurname,
          giftRecipientPhone: c.giftRecipientPhone,
          giftGreetingCardText: c.giftGreetingCardText,
        }
      : null,
    invoice,
    cutoffUpdate: cutoff,
    cutoffDelete: cutoff,
    createdAt: s.now,
    updatedAt: s.now,
  };
  await tx.insert(orders).values(order);
  await tx.insert(orderItems).values(
    s.lines.map((l) => {
      const priced = itemsOf.get(l.line.id);
      const quantityAware = priced?.quantityAwarePrice ?? l.product.priceCents * l.line.quantity;
      const final = priced?.discountedQuantityAwarePrice ?? quantityAware;
      return {
        orderId: id,
        productId: l.product.id,
        productCode: l.product.code,
        description: l.product.description,
        quantity: l.line.quantity,
        unitPriceCents: priced?.unitPrice ?? l.product.priceCents,
        discountCents: quantityAware - final,
        finalPriceCents: final,
        vatPercent: l.product.vatPercent,
        hasPromo: final < quantityAware,
        substituteAccepted: substitutable(l) && l.line.substitute,
        giftMessage: l.product.giftWrapAllowed ? l.line.giftMessage : null,
      };
    }),
  );
  // The place stays counted in delivery_slots.booked: it is the order's now.
  await tx
    .update(trolleys)
    .set({ status: 'ORDERED', slotId: null, slotReservedUntil: null, lapsedSlotId: null, updatedAt: s.now })
    .where(eq(trolleys.id, row.id));
  if (card && points > 0)
    await tx
      .update(fidatyCards)
      .set({ saldo: sql`${fidatyCards.saldo} + ${points}` })
      .where(eq(fidatyCards.id, card.id));
  const [customer] = await tx
    .select({ email: customers.email, forename: customers.forename })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (customer) {
    const mail = orderConfirmationEmail({
      forename: customer.forename,
      publicOrderId,
      slot,
      addressText: s.addressText,
      lines: s.lines.map((l) => ({
        quantity: l.line.quantity,
        description: l.product.description,
        amount: itemsOf.get(l.line.id)?.discountedQuantityAwarePrice ?? itemsOf.get(l.line.id)?.quantityAwarePrice ?? 0,
      })),
      deliveryAmount,
      total: transactionAmount + deliveryAmount,
      paymentType: o.paymentType,
    });
    await queueMessage(tx, o.transports, {
      channel: 'EMAIL',
      kind: 'ORDER_CONFIRMATION',
      customerId,
      recipient: customer.email,
      ...mail,
    });
  }
  return { orderId: id, publicOrderId };
}
