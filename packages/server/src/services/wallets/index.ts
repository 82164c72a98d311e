// Saved cards (orders §3 recurring payment; contracts checkout.ts: DELETE auth/wallets/{id}). A card is
// saved by the return of an approved payment whose provider page had 'Ricorda questa carta' ticked
// (checkout/confirm.ts paymentReturn) and listed in the payment hub (Checkout.payment.wallets).
//
// Forgetting one (the account dialog of orders §2: "open orders using it are not cancelled") is a soft
// delete: orders and attempts that name it keep it; the customer's open checkout that had chosen it has no
// card any more (and a new version, so a confirmation of what the shopper saw before is refused and shown
// again). Locks in the house order: the customer's open trolleys (ascending id), then the wallet row.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { checkoutApi } from '@mercato/contracts/i18n/it';
import type { Db } from '../../db/client.ts';
import { addressRecurringPayments, checkouts, wallets } from '../../db/schema/checkout.ts';
import { notFound } from '../../errors.ts';
import { lockOpenTrolleys } from '../locks.ts';

export interface WalletContext {
  db: Db;
}

export {
  addRecurringPayment,
  recurringAddressesOf,
  recurringPayments,
  removeRecurringPayment,
} from './recurring.ts';

/** A card that is not the customer's (another's, deleted, unknown, or no id at all). */
export const walletNotFound = () => notFound(checkoutApi.walletNotFound);

/** The customer's saved cards (not forgotten), newest first: the account's 'Carte salvate' (issue 40). */
export async function list(
  ctx: WalletContext,
  customerId: number,
): Promise<{ id: number; cardType: string; maskedPan: string; cardExpiryDate: string | null }[]> {
  return ctx.db
    .select({
      id: wallets.id,
      cardType: wallets.cardType,
      maskedPan: wallets.maskedPan,
      cardExpiryDate: wallets.cardExpiryDate,
    })
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), isNull(wallets.deletedAt)))
    .orderBy(desc(wallets.id));
}

/** DELETE auth/wallets/{id}: another customer's, a deleted or an unknown id answer the same 404. */
export async function remove(ctx: WalletContext, customerId: number, id: number): Promise<void> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const open = await lockOpenTrolleys(tx, customerId);
    const [gone] = await tx
      .update(wallets)
      .set({ deletedAt: new Date() })
      .where(and(eq(wallets.id, id), eq(wallets.customerId, customerId), isNull(wallets.deletedAt)))
      .returning({ id: wallets.id });
    if (!gone) throw walletNotFound();
    // No longer a recurring payment of any address (the delete dialog warned which).
    await tx.delete(addressRecurringPayments).where(eq(addressRecurringPayments.walletId, id));
    if (open.length)
      await tx
        .update(checkouts)
        .set({ walletId: null, version: sql`${checkouts.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(checkouts.walletId, id),
            inArray(
              checkouts.trolleyId,
              open.map((t) => t.id),
            ),
          ),
        );
  });
}
