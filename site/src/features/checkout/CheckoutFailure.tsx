// The failure page's message (spec orders §2 "Failed page", §8): under the page's 'Conferma ordine
// fallita!', the payment result's message, that trolley and slot are kept, the pointer to customer service
// and the way back to the summary. Rendered on the server from the shopper's own attempt (no JavaScript).
// An attempt that did end in an order points to its success page instead.
import type { CheckoutAttempt } from '@mercato/contracts/checkout';
import { checkout as checkoutTexts, checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { checkoutPath, checkoutSuccessPath } from '@mercato/contracts/urls';

export default function CheckoutFailure({ attempt }: { attempt: CheckoutAttempt }) {
  if (attempt.status === 'ORDERED' && attempt.orderId !== null) {
    return (
      <p className="card">
        <a href={checkoutSuccessPath(attempt.orderId)}>{texts.orderWasMade}</a>
      </p>
    );
  }
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
