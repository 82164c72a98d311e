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

export interface BillingPaymentStepProps {
  initial?: Checkout | null;
  /** For tests: how 'PROSEGUI' leaves the page once the gift form saved what was typed. */
  navigate?: (url: string) => void;
}

export default function BillingPaymentStep({ initial = null, navigate }: BillingPaymentStepProps) {
  const calls = useCheckoutCalls();
  const { state, reload, update, replace } = useCheckout(calls, initial);
  if (state.kind === 'loading') return <Loader label={texts.loading} showLabel />;
  if (state.kind === 'failed') return <LoadFailed reload={reload} />;
  const checkout: Checkout = state.checkout;
  return (
    <div className="co-step">
      <DeliveryDone checkout={checkout} />
      <PaymentHub
        checkout={checkout}
        update={update}
        removeWallet={async (walletId) => {
          try {
            await calls.removeWallet(walletId);
          } catch {
            // A retried deletion whose first answer was lost finds the card gone (404): the checkout
            // read again says whether it is.
            try {
              const now = await calls.getCheckout();
              replace(now);
              return !now.payment.wallets.some((w) => w.id === walletId);
            } catch {
              return false;
            }
          }
          // Deleted: the checkout without the card (its choice cleared on the server).
          calls.getCheckout().then(replace, reload);
          return true;
        }}
      />
      <InvoiceChoice checkout={checkout} calls={calls} update={update} />
      {checkout.giftAvailable && <GiftForm checkout={checkout} update={update} navigate={navigate} />}
    </div>
  );
}
