// The success page's order (spec orders §2 "Success page"): the order number (publicOrderId), the note that
// a copy went to the customer's e-mail, the slot, the address and the total. Rendered on the server (no
// JavaScript): the page reads the shopper's own order through the orders service.
import type { OrderCard } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkout as checkoutTexts, checkoutPages as texts, t } from '@mercato/contracts/i18n/it';
import { orderSlotText } from './order-view.ts';

export default function OrderSuccess({ order }: { order: OrderCard }) {
  return (
    <section className="card co-section" aria-labelledby="co-success-title">
      <h2 id="co-success-title">{texts.successHeading}</h2>
      <p className="co-order-number">
        <strong>{t(checkoutTexts.orderNumber, { orderId: order.publicOrderId })}</strong>
      </p>
      <p>{checkoutTexts.emailCopy}</p>
      <dl className="co-recap">
        <dt>{order.deliveryMethod === 'STORE' ? texts.pickupDateLabel : texts.slotDateLabel}</dt>
        <dd>{orderSlotText(order)}</dd>
        {order.deliveryAddressText && (
          <>
            <dt>{texts.addressLabel}</dt>
            <dd>{order.deliveryAddressText}</dd>
          </>
        )}
        <dt>{texts.totalLabel}</dt>
        <dd>{formatPrice(order.totalAmount)}</dd>
        <dt>{texts.paymentStatusLabel}</dt>
        <dd>{order.paymentStatus}</dd>
      </dl>
    </section>
  );
}
