// The failure page's island (spec orders §2 "Failed page", §8): 'Conferma ordine fallita!' with the
// payment result's message (GET auth/checkout/attempts/{id}), the pointer to customer service and the way
// back to the summary (the trolley and the slot are kept). Another customer's attempt, or none: not found.
import { checkoutPath } from '@mercato/contracts/urls';
import { checkout as checkoutTexts, checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { Loader } from '@mercato/ui';
import { LoadFailed } from './BillingPaymentStep.tsx';
import { useCheckoutCalls } from './use-checkout.ts';
import { useOne } from './use-one.ts';
import './checkout-pages.css';

export default function CheckoutFailure({ attemptId }: { attemptId: number }) {
  const calls = useCheckoutCalls();
  const state = useOne(() => calls.getCheckoutAttempt(attemptId), attemptId);
  if (state.kind === 'loading') return <Loader label={texts.loading} showLabel />;
  if (state.kind === 'failed') return <LoadFailed reload={state.retry} />;
  if (state.kind === 'not-found')
    return (
      <p className="card" role="alert">
        {texts.orderNotFound}
      </p>
    );
  const attempt = state.value;
  return (
    <section className="card co-section" aria-label={checkoutTexts.failedHeadline}>
      <p className="co-save co-save--failed" role="alert">
        {attempt.paymentMessage ?? texts.noPaymentMessage}
      </p>
      <p>{texts.keptNote}</p>
      <p>{checkoutTexts.customerServicePointer}</p>
      <p>
        <a className="btn" href={checkoutPath('SUMMARY')}>
          {texts.backToSummary}
        </a>
      </p>
    </section>
  );
}
