// The e-mails of an order's cancel and slot change (queued in the outbox by the change's own transaction,
// as the confirmation e-mail is): plain text and a simple HTML version in Italian.
import { eq } from 'drizzle-orm';
import { formatCalendarDay, formatTime, romeDayKey } from '@mercato/contracts/format/date';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, t } from '@mercato/contracts/i18n/it';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/platform.ts';
import { escapeHtml } from '../../html.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';
import type { OrderRow } from './common.ts';

function mail(subject: string, paragraphs: string[]) {
  const bodyText = paragraphs.join('\n\n');
  const bodyHtml = `<!doctype html><html lang="it"><body>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return { subject, bodyText, bodyHtml };
}

/** Queues the e-mail of `kind` about `order` (as it is after the change) to its customer. */
export async function queueOrderMail(
  tx: Tx,
  transports: OutboxTransports,
  kind: 'ORDER_CANCELLED' | 'ORDER_SLOT_CHANGED',
  order: OrderRow,
): Promise<void> {
  const [c] = await tx
    .select({ email: customers.email, forename: customers.forename })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .limit(1);
  if (!c) return;
  const orderId = order.publicOrderId;
  const greeting = t(checkoutApi.emailGreeting, { name: c.forename });
  const message =
    kind === 'ORDER_CANCELLED'
      ? mail(t(texts.emailCancelledSubject, { orderId }), [
          greeting,
          t(texts.emailCancelled, { orderId }),
          texts.emailCancelledRefund,
          checkoutApi.emailClosing,
        ])
      : mail(t(texts.emailSlotSubject, { orderId }), [
          greeting,
          t(texts.emailSlotChanged, { orderId }),
          t(checkoutApi.emailSlot, {
            date: formatCalendarDay(romeDayKey(order.slotStartTime)),
            start: formatTime(order.slotStartTime),
            end: formatTime(order.slotEndTime),
          }),
          order.slotPriceCents > 0
            ? t(texts.emailSlotPriceKept, { price: formatPrice(order.slotPriceCents) })
            : texts.emailSlotPriceKeptFree,
          checkoutApi.emailClosing,
        ]);
  await queueMessage(tx, transports, {
    channel: 'EMAIL',
    kind,
    customerId: order.customerId,
    recipient: c.email,
    ...message,
  });
}
