// The checkout wizard (spec orders §2 Checkout): its steps in order, their pages, the navigator mode of
// each, and the guard that sends a shopper who reached a step without what it needs back to the step that
// is missing, saying why. The server decides what is missing (Checkout.missing, the first step with
// something missing); this module only reads it.
import type { CheckoutMissing, CheckoutStepName } from '@mercato/contracts/checkout';
import { checkoutPath } from '@mercato/contracts/urls';

/** The wizard's steps in order; ORDER is the success or failure page after them. */
export const CHECKOUT_STEPS: readonly CheckoutStepName[] = ['TROLLEY', 'DELIVERY', 'PAYMENT', 'SUMMARY'];

export type CheckoutPageStep = CheckoutStepName | 'ORDER';

/** The wizard navigator's modes (orders §2): first (cart), middle, last (summary), order. */
export type WizardMode = 'first' | 'middle' | 'last' | 'order';

export function wizardMode(step: CheckoutPageStep): WizardMode {
  if (step === 'ORDER') return 'order';
  if (step === 'TROLLEY') return 'first';
  if (step === 'SUMMARY') return 'last';
  return 'middle';
}

/** 0..3 for the wizard's steps, 4 for ORDER (every step done). */
export function stepIndex(step: CheckoutPageStep): number {
  return step === 'ORDER' ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.indexOf(step);
}

/** The step after `step`, null after SUMMARY (the payment-label button confirms instead). */
export function nextStep(step: CheckoutPageStep): CheckoutStepName | null {
  const i = stepIndex(step);
  return i >= 0 && i < CHECKOUT_STEPS.length - 1 ? (CHECKOUT_STEPS[i + 1] ?? null) : null;
}

/**
 * Why the shopper cannot leave `step` forward: the missing requirement when it belongs to this step or to
 * an earlier one, else null. 'PROSEGUI' (and 'VAI ALLA CASSA') is disabled with this reason.
 */
export function blockedReason(missing: CheckoutMissing | null, step: CheckoutPageStep): string | null {
  if (!missing || step === 'ORDER') return null;
  return stepIndex(missing.step) <= stepIndex(step) ? missing.message : null;
}

/** The query parameter naming the step the shopper was sent back from. */
export const SENT_BACK_PARAM = 'da';

export interface StepRedirect {
  /** Where to send the shopper: the page of the missing step, naming the step asked. */
  to: string;
  /** The Italian reason to show there. */
  reason: string;
}

/**
 * The guard of a step page: null when `asked` can be shown, else where to redirect and why. A step is
 * refused when something an earlier step needs is missing; the trolley page is always shown.
 */
export function guardStep(missing: CheckoutMissing | null, asked: CheckoutStepName): StepRedirect | null {
  if (!missing || stepIndex(missing.step) >= stepIndex(asked)) return null;
  return {
    to: `${checkoutPath(missing.step)}?${SENT_BACK_PARAM}=${asked.toLowerCase()}`,
    reason: missing.message,
  };
}

/**
 * The reason to show on `step`'s page when the shopper was sent back here (the URL names where from) and
 * this step still misses something; null otherwise (a stale or hand-written URL shows nothing).
 */
export function sentBackReason(missing: CheckoutMissing | null, step: CheckoutStepName, url: URL): string | null {
  const from = url.searchParams.get(SENT_BACK_PARAM)?.toUpperCase();
  if (!from || !(CHECKOUT_STEPS as readonly string[]).includes(from)) return null;
  if (stepIndex(from as CheckoutStepName) <= stepIndex(step)) return null;
  return missing && missing.step === step ? missing.message : null;
}
