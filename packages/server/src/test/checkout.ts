// Checkout fixtures for the server tests: a served area with a week of slots, products, and customers
// signed in with a trolley, a booked slot and a payment chosen (the checkout ready to confirm).
import { and, eq } from 'drizzle-orm';
import { Checkout, CheckoutConfirmation } from '@mercato/contracts/checkout';
import { SlotReservation } from '@mercato/contracts';
import { products } from '../db/schema/catalogue.ts';
import { deliveryAddresses, deliverySlots } from '../db/schema/geo.ts';
import { extendHorizon } from '../services/slots/horizon.ts';
import type { Shop } from '../shop.ts';
import { dataOf } from './answers.ts';
import { insertWeek, product, shopper, slotWorld, type Shopper, type SlotWorld } from './slots.ts';

/** Monday 4 May 2026, 08:00 in Rome: the tests' clock. */
export const T0 = new Date('2026-05-04T06:00:00Z');

export interface CheckoutWorld extends SlotWorld {
  /** Two products at 9,90 € (100 in stock), the second allowing gift wrap. */
  pasta: number;
  gift: number;
}

export async function checkoutWorld(shop: Shop): Promise<CheckoutWorld> {
  const world = await slotWorld(shop);
  await insertWeek(shop, { deliveryAreaId: world.areaId }, '2026-04-27', { capacity: 40, price: 390 });
  await insertWeek(shop, { driveId: world.driveId }, '2026-04-27', { capacity: 40, price: 0 });
  await extendHorizon(shop.db, T0);
  const pasta = await product(shop, 'CK-PASTA');
  const gift = await product(shop, 'CK-GIFT');
  await shop.db.update(products).set({ giftWrapAllowed: true }).where(eq(products.id, gift));
  return { ...world, pasta, gift };
}

/** A slot of the world's area, or of its pickup point (day yyyy-MM-dd, start HH:mm). */
export async function slotAt(shop: Shop, world: SlotWorld, day: string, start: string, pickup = false) {
  const [row] = await shop.db
    .select()
    .from(deliverySlots)
    .where(
      and(
        pickup ? eq(deliverySlots.driveId, world.driveId) : eq(deliverySlots.deliveryAreaId, world.areaId),
        eq(deliverySlots.slotDate, day),
        eq(deliverySlots.startTime, start),
      ),
    );
  return row;
}

export const getCheckout = async (s: Shopper) => dataOf(await s.client.call('GET', '/auth/checkout'), Checkout);
export const patchCheckout = (s: Shopper, json: unknown) =>
  s.client.call('PATCH', '/auth/checkout', { json, xsrf: true });
export const confirm = (s: Shopper, json: unknown) =>
  s.client.call('POST', '/auth/checkout/confirm', { json, xsrf: true });
export const confirmed = async (s: Shopper, json: unknown) => dataOf(await confirm(s, json), CheckoutConfirmation);

/**
 * A customer with `quantity` × pasta in the trolley, a slot booked (day, start), the payment chosen and
 * the mobile number verified: the checkout is ready to confirm.
 */
export async function readyShopper(
  shop: Shop,
  world: CheckoutWorld,
  opts: { quantity?: number; payment?: string; slot?: [string, string]; clientAddress?: string; pickup?: boolean } = {},
): Promise<Shopper> {
  const where = opts.pickup ? { driveId: world.driveId, postcode: world.postcode } : { postcode: world.postcode };
  const s = await shopper(shop, where, opts.clientAddress);
  await shop.db
    .update(deliveryAddresses)
    .set({ mobileNumber: '3331234567', mobileConfirmed: true })
    .where(eq(deliveryAddresses.customerId, s.id));
  await dataOf(
    await s.client.call('POST', '/auth/trolley/item', {
      json: { productId: world.pasta, quantity: opts.quantity ?? 4 },
      xsrf: true,
    }),
    Checkout.shape.trolley,
  );
  const [day, start] = opts.slot ?? ['2026-05-06', '12:00'];
  const slot = await slotAt(shop, world, day, start, opts.pickup);
  await dataOf(
    await s.client.call('POST', '/auth/slots/reservation', {
      json: { slotId: slot.id, idempotencyKey: `book-${s.id}-${slot.id}` },
      xsrf: true,
    }),
    SlotReservation,
  );
  await dataOf(await patchCheckout(s, { payment: { type: opts.payment ?? 'HOME', walletId: null } }), Checkout);
  return s;
}
