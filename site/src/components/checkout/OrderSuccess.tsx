// The success page's island (spec orders §2 "Success page"): the order number (publicOrderId) of the
// shopper's order and the note that a copy went to their e-mail; another customer's order, or none, is
// 'Ordine non trovato'.
import { checkout as checkoutTexts, checkoutPages as texts, t } from '@mercato/contracts/i18n/it';
import { formatPrice } from '@mercato/contracts/format/price';
import { Loader } from '@mercato/ui';
import { LoadFailed } from './BillingPaymentStep.tsx';
import { orderSlotText } from './order-view.ts';
import { useCheckoutCalls } from './use-checkout.ts';
import { useOne } from './use-one.ts';
import './checkout-pages.css';

export default function OrderSuccess({ orderId }: { orderId: number }) {
  const calls = useCheckoutCalls();
  const state = useOne(() => calls.getOrder(orderId), orderId);
  if (state.kind === 'loading') return <Loader label={texts.loading} showLabel />;
  if (state.kind === 'failed') return <LoadFailed reload={state.retry} />;
  if (state.kind === 'not-found')
    return (
      <p className="card" role="alert">
        {texts.orderNotFound}
      </p>
    );
  const order = state.value;
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
      </dl>
    </section>
  );
}
