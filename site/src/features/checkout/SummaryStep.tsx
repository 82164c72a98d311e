// The island of /checkout/summary (spec orders §2, wizard 'last'): the recap cards, the mobile-number
// verification while the checkout requires it, then the payment-label button.
import type { Checkout } from '@mercato/contracts/checkout';
import { checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { Loader } from '@mercato/ui';
import { LoadFailed } from './LoadFailed.tsx';
import ConfirmButton from './ConfirmButton.tsx';
import MobileVerification from './MobileVerification.tsx';
import SummaryCards from './SummaryCards.tsx';
import { useCheckout, useCheckoutCalls } from './use-checkout.ts';
import './checkout-pages.css';

export default function SummaryStep({ initial = null }: { initial?: Checkout | null }) {
  const calls = useCheckoutCalls();
  const { state, reload, replace } = useCheckout(calls, initial);
  if (state.kind === 'loading') return <Loader label={texts.loading} showLabel />;
  if (state.kind === 'failed') return <LoadFailed reload={reload} />;
  const { checkout } = state;
  return (
    <div className="co-step">
      <SummaryCards checkout={checkout} calls={calls} />
      {checkout.mobileVerificationRequired ? (
        <MobileVerification
          initialNumber={checkout.delivery.mobileNumber}
          addressId={checkout.delivery.addressId}
          calls={calls}
          onConfirmed={async () => replace(await calls.getCheckout())}
        />
      ) : (
        checkout.delivery.mobileConfirmed &&
        checkout.delivery.mobileNumber && (
          <p className="co-note">
            {texts.mobileVerified}: {checkout.delivery.mobileNumber}
          </p>
        )
      )}
      <ConfirmButton
        checkout={checkout}
        calls={calls}
        disabled={checkout.mobileVerificationRequired}
        onChanged={reload}
      />
    </div>
  );
}
