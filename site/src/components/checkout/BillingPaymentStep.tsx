// The island of /checkout/billing-payment (spec orders §2, wizard 'middle'): the delivery step completed,
// the payment hub, the invoice choice and, when offered, the gift form; each part saves as the shopper
// chooses. Loads the checkout itself (loading and failure states).
import type { Checkout } from '@mercato/contracts/checkout';
import { checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { Loader } from '@mercato/ui';
import DeliveryDone from './DeliveryDone.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import GiftForm from './GiftForm.tsx';
import InvoiceChoice from './InvoiceChoice.tsx';
import PaymentHub from './PaymentHub.tsx';
import { useCheckout, useCheckoutCalls } from './use-checkout.ts';
import './checkout-pages.css';

export default function BillingPaymentStep({ initial = null }: { initial?: Checkout | null }) {
  const calls = useCheckoutCalls();
  const { state, reload, update } = useCheckout(calls, initial);
  if (state.kind === 'loading') return <Loader label={texts.loading} showLabel />;
  if (state.kind === 'failed') return <LoadFailed reload={reload} />;
  const checkout: Checkout = state.checkout;
  return (
    <div className="co-step">
      <DeliveryDone checkout={checkout} />
      <PaymentHub checkout={checkout} update={update} />
      <InvoiceChoice checkout={checkout} calls={calls} update={update} />
      {checkout.giftAvailable && <GiftForm checkout={checkout} update={update} />}
    </div>
  );
}
