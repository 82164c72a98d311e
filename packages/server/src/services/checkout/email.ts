// The order confirmation e-mail (queued in the outbox by the order's own transaction): plain text and a
// simple HTML version in Italian, with the order number, the slot, the lines and the total.
import type { PaymentType } from '@mercato/contracts';
import { formatCalendarDay } from '@mercato/contracts/format/date';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, t } from '@mercato/contracts/i18n/it';
import { escapeHtml } from '../../html.ts';

export interface OrderEmailInput {
  forename: string;
  publicOrderId: string;
  slot: { slotDate: string; startTime: string; endTime: string };
  addressText: string | null;
  lines: { quantity: number; description: string; amount: number }[];
  deliveryAmount: number;
  total: number;
  paymentType: PaymentType;
}

export function orderConfirmationEmail(o: OrderEmailInput): { subject: string; bodyText: string; bodyHtml: string } {
  const a = checkoutApi;
  const slot = t(a.emailSlot, {
    date: formatCalendarDay(o.slot.slotDate),
    start: o.slot.startTime,
    end: o.slot.endTime,
  });
  const lines = o.lines.map((l) =>
    t(a.emailLine, { quantity: l.quantity, description: l.description, amount: formatPrice(l.amount) }),
  );
  const head = [
    t(a.emailGreeting, { name: o.forename }),
    a.emailIntro,
    t(a.emailOrderNumber, { orderId: o.publicOrderId }),
    slot,
    ...(o.addressText ? [t(a.emailAddress, { address: o.addressText })] : []),
  ];
  const foot = [
    t(a.emailDelivery, { amount: formatPrice(o.deliveryAmount) }),
    t(a.emailTotal, { amount: formatPrice(o.total) }),
    t(a.emailPayment, { payment: a.paymentNames[o.paymentType] }),
  ];
  const bodyText = [...head, '', ...lines, '', ...foot, '', a.emailClosing].join('\n');
  const bodyHtml = `<!doctype html><html lang="it"><body>
${head.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${foot.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(a.emailClosing)}</p>
</body></html>`;
  return { subject: t(a.emailSubject, { orderId: o.publicOrderId }), bodyText, bodyHtml };
}
