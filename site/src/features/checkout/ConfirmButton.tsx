// The payment-label button of /checkout/summary (spec orders §2 wizard 'last', §4 "The confirm button swaps
// for a loader while the server answers"): POST auth/checkout/confirm {idempotencyKey, version}, then to
// `next` (the success page, the payment provider's page or the failure page). One key per press: a press
// while a confirmation is on its way does nothing, and after an answer that never came (network, 5xx) the
// next press sends the same key again, so the server makes one order whatever happens. A refusal (409
// CHECKOUT_REFUSED) lists its problems, each with a link to the step it names; nothing is lost.
import { useEffect, useRef, useState } from 'react';
import type { Checkout, CheckoutProblem } from '@mercato/contracts/checkout';
import { checkoutPages as texts, checkoutSteps } from '@mercato/contracts/i18n/it';
import { checkoutPath, safeRedirectPath } from '@mercato/contracts/urls';
import { checkoutProblemsOf, newIdempotencyKey, type CheckoutCalls } from '@mercato/client';
import { Loader, useIds } from '@mercato/ui';

export interface ConfirmButtonProps {
  checkout: Checkout;
  calls: CheckoutCalls;
  /** Disabled (mobile verification still to do). */
  disabled?: boolean;
  /** The checkout changed under the shopper (CHECKOUT_CHANGED): show it again. */
  onChanged: () => void;
  /** For tests: how to leave the page. */
  navigate?: (url: string) => void;
}

export default function ConfirmButton({ checkout, calls, disabled, onChanged, navigate }: ConfirmButtonProps) {
  const ids = useIds('co-confirm');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<CheckoutProblem[] | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const inFlight = useRef(false);
  /** The key of the press whose answer never came; reused by the next press. */
  const pendingKey = useRef<string | null>(null);
  const problemsRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** The loader took the focused button's place: give the focus back where the answer is. */
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered === 0) return;
    (problemsRef.current ?? buttonRef.current)?.focus();
  }, [answered]);

  const confirm = async () => {
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setBusy(true);
    setProblems(null);
    setUnanswered(false);
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    try {
      const answer = await calls.confirmCheckout({ idempotencyKey, version: checkout.version });
      // Leaving: the loader stays until the next page shows.
      (navigate ?? ((url: string) => window.location.assign(url)))(
        safeRedirectPath(answer.next, checkoutPath('SUMMARY')),
      );
      return;
    } catch (err) {
      const refused = checkoutProblemsOf(err);
      if (refused) {
        // A definite answer: the next press is a new confirmation.
        pendingKey.current = null;
        setProblems(refused);
        if (refused.some((p) => p.code === 'CHECKOUT_CHANGED')) onChanged();
      } else setUnanswered(true);
    }
    inFlight.current = false;
    setBusy(false);
    setAnswered((n) => n + 1);
  };

  return (
    <div className="co-confirm">
      {problems && problems.length > 0 && (
        <div className="co-problems" role="alert" aria-labelledby={ids('problems')}>
          <h2 id={ids('problems')} ref={problemsRef} tabIndex={-1}>
            {texts.problemsHeading}
          </h2>
          <ul>
            {problems.map((p) => (
              <li key={`${p.code}-${p.productId ?? ''}`}>
                {p.message}{' '}
                {p.step !== 'SUMMARY' && (
                  <a href={checkoutPath(p.step)}>
                    {texts.goToStep}: {checkoutSteps.steps[p.step]}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {unanswered && (
        <p className="co-save co-save--failed" role="alert">
          {texts.confirmFailed}
        </p>
      )}
      {busy ? (
        <Loader label={texts.confirming} showLabel />
      ) : (
        <button ref={buttonRef} type="button" className="btn co-confirm__button" disabled={disabled} onClick={confirm}>
          {checkout.payment.buttonLabel}
        </button>
      )}
    </div>
  );
}
