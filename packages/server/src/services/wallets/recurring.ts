// The recurring payments of an address (orders §2 delivery page "recurring payments per address", §3
// "Delivery address: … recurringPayments. Pickup address: …, recurringPayments"; ADR 0051): the customer
// links one of their saved cards to one of their delivery or pickup addresses, to pay that address's
// recurring charges with. Only the customer's own: another customer's address or card, a forgotten card
// or a removed address answer as unknown ones (404), and nothing changes.
//
// Linking twice is the same link (a unique index, no second row); unlinking what is not linked is 404.
// Locks in the house order (services/locks.ts): the wallet row (FOR UPDATE, so the card cannot be
// forgotten between the check and the link), then the links; wallets remove() marks the wallet row first
// and then deletes its links, so the two meet in the same order.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RecurringPayment } from '@mercato/contracts';
import { MAX_DB_ID } from '@mercato/contracts';
import { accountAddresses, onboardingApi } from '@mercato/contracts/i18n/it';
import * as z from 'zod/mini';
import type { Db, Tx } from '../../db/client.ts';
import { addressRecurringPayments, wallets } from '../../db/schema/checkout.ts';
import { deliveryAddresses } from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import { fieldError } from '../onboarding/shared.ts';
import type { WalletContext } from './index.ts';
import { walletNotFound } from './index.ts';

const texts = accountAddresses.recurring;

/** POST auth/addresses/{id}/recurring-payments: the saved card to link. */
export const RecurringPaymentInput = z.object({
  walletId: z
    .int({ error: texts.cardRequired })
    .check(z.positive({ error: texts.cardRequired }), z.lte(MAX_DB_ID, { error: texts.cardRequired })),
});
export type RecurringPaymentInput = z.output<typeof RecurringPaymentInput>;

/** A link that is not there (never made, already removed, another customer's). */
export const recurringNotFound = () => notFound(texts.notFound);
const addressNotFound = () => fieldError('addressId', onboardingApi.addressNotFound, 404);

/**
 * The recurring payments of the customer's addresses (not removed), each address's oldest link first,
 * forgotten cards left out. A database helper: findDeliveryAddresses adds them to each address.
 */
export async function recurringPaymentsByAddress(
  db: Db | Tx,
  customerId: number,
  addressIds?: number[],
): Promise<Map<number, RecurringPayment[]>> {
  if (addressIds && addressIds.length === 0) return new Map();
  const rows = await db
    .select({
      addressId: addressRecurringPayments.deliveryAddressId,
      id: wallets.id,
      cardType: wallets.cardType,
      maskedPan: wallets.maskedPan,
      cardExpiryDate: wallets.cardExpiryDate,
    })
    .from(addressRecurringPayments)
    .innerJoin(wallets, eq(wallets.id, addressRecurringPayments.walletId))
    .where(
      and(
        eq(addressRecurringPayments.customerId, customerId),
        eq(wallets.customerId, customerId),
        isNull(wallets.deletedAt),
        addressIds ? inArray(addressRecurringPayments.deliveryAddressId, addressIds) : undefined,
      ),
    )
    .orderBy(asc(addressRecurringPayments.id));
  const byAddress = new Map<number, RecurringPayment[]>();
  for (const { addressId, ...card } of rows) byAddress.set(addressId, [...(byAddress.get(addressId) ?? []), card]);
  return byAddress;
}

/** The customer's address `addressId` (not removed), or 404. */
async function ownAddress(db: Db | Tx, customerId: number, addressId: number): Promise<void> {
  const [a] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.id, addressId),
        eq(deliveryAddresses.customerId, customerId),
        isNull(deliveryAddresses.deletedAt),
      ),
    )
    .limit(1);
  if (!a) throw addressNotFound();
}

/** The address's recurring payments now. */
async function of(db: Db | Tx, customerId: number, addressId: number): Promise<RecurringPayment[]> {
  return (await recurringPaymentsByAddress(db, customerId, [addressId])).get(addressId) ?? [];
}

/** The address's recurring payments (GET auth/addresses/{id}/recurring-payments). */
export async function recurringPayments(
  ctx: WalletContext,
  customerId: number,
  addressId: number,
): Promise<RecurringPayment[]> {
  await ownAddress(ctx.db, customerId, addressId);
  return of(ctx.db, customerId, addressId);
}

/**
 * POST auth/addresses/{id}/recurring-payments {walletId}: the customer's saved card becomes a recurring
 * payment of the customer's address; already one, nothing changes. Answers the address's list.
 */
export async function addRecurringPayment(
  ctx: WalletContext,
  customerId: number,
  addressId: number,
  input: RecurringPaymentInput,
): Promise<RecurringPayment[]> {
  return ctx.db.transaction(async (tx) => {
    await ownAddress(tx, customerId, addressId);
    const [card] = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.id, input.walletId), eq(wallets.customerId, customerId), isNull(wallets.deletedAt)))
      .for('update')
      .limit(1);
    if (!card) throw walletNotFound();
    await tx
      .insert(addressRecurringPayments)
      .values({ customerId, deliveryAddressId: addressId, walletId: card.id })
      .onConflictDoNothing();
    return of(tx, customerId, addressId);
  });
}

/**
 * DELETE auth/addresses/{id}/recurring-payments/{walletId}: the card is no longer a recurring payment of
 * the address (the card itself stays saved). Not linked (or not the customer's): 404, nothing changed.
 */
export async function removeRecurringPayment(
  ctx: WalletContext,
  customerId: number,
  addressId: number,
  walletId: number,
): Promise<void> {
  const gone = await ctx.db
    .delete(addressRecurringPayments)
    .where(
      and(
        eq(addressRecurringPayments.customerId, customerId),
        eq(addressRecurringPayments.deliveryAddressId, addressId),
        eq(addressRecurringPayments.walletId, walletId),
      ),
    )
    .returning({ id: addressRecurringPayments.id });
  if (gone.length === 0) throw recurringNotFound();
}

/**
 * The identifiers of the customer's addresses (not removed) the card `walletId` is a recurring payment
 * of, oldest link first: the warning of the card's delete dialog names them.
 */
export async function recurringAddressesOf(
  ctx: WalletContext,
  customerId: number,
  walletId: number,
): Promise<string[]> {
  const rows = await ctx.db
    .select({ identifier: deliveryAddresses.identifier })
    .from(addressRecurringPayments)
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, addressRecurringPayments.deliveryAddressId))
    .where(
      and(
        eq(addressRecurringPayments.customerId, customerId),
        eq(addressRecurringPayments.walletId, walletId),
        isNull(deliveryAddresses.deletedAt),
      ),
    )
    .orderBy(asc(addressRecurringPayments.id));
  return rows.map((r) => r.identifier);
}
