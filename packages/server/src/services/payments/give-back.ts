// An order's card payment given back (issue 33; a changed order's, issue 40 session 24): used by the
// cancel (order-edit/cancel.ts) and by the checkout of a change, which replaces the order
// (checkout/complete.ts), each in its own transaction under the order's lock.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { PaymentStatus } from '@mercato/contracts';
import type { Tx } from '../../db/client.ts';
import { checkoutAttempts } from '../../db/schema/checkout.ts';
import type { orders } from '../../db/schema/commerce.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Gives an order's card payment back through the provider that took it, when the order is cancelled or
 * replaced by a change (its new order is paid on its own): the payment status to record, or null (paid
 * at delivery or pickup, or nothing left to give back). Refunded when paid, voided when the bank had not
 * confirmed it; a provider's error throws, and rolls back the caller's transaction.
 */
export async function givePaymentBack(
  tx: Tx,
  provider: PaymentProvider,
  order: typeof orders.$inferSelect,
): Promise<PaymentStatus | null> {
  const [paid] = await tx
    .select({ providerRef: checkoutAttempts.providerRef, amountCents: checkoutAttempts.amountCents })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.orderId, order.id),
        eq(checkoutAttempts.status, 'ORDERED'),
        isNotNull(checkoutAttempts.providerRef),
      ),
    )
    .limit(1);
  if (!paid?.providerRef) return null;
  if (order.paymentStatus === 'PAGAMENTO EFFETTUATO')
    return (await provider.refund(paid.providerRef, paid.amountCents, tx)) ? 'PAGAMENTO RIMBORSATO' : null;
  if (order.paymentStatus === 'PAGAMENTO SOSPESO')
    return (await provider.void(paid.providerRef, tx)) ? 'PAGAMENTO ANNULLATO' : null;
  return null;
}
