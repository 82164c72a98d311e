// The checkout frame in the browser: the step pages' islands announce each new checkout they receive
// (after a quantity change, a booked slot, …) and the wizard navigators (CheckoutLayout.astro) enable or
// disable their forward button ('PROSEGUI', 'VAI ALLA CASSA') with the reason, without a reload.
import type { CheckoutMissing } from '@mercato/contracts/checkout';
import { blockedReason, type CheckoutPageStep } from './checkout-steps.ts';

/** The DOM event carrying a new checkout's `missing` (detail), dispatched on document. */
export const CHECKOUT_EVENT = 'mercato:checkout';

export interface CheckoutEventDetail {
  missing: CheckoutMissing | null;
}

/** Tells the frame what the checkout misses now. */
export function announceCheckout(missing: CheckoutMissing | null): void {
  document.dispatchEvent(new CustomEvent<CheckoutEventDetail>(CHECKOUT_EVENT, { detail: { missing } }));
}

/**
 * Sets every forward button under `root` ([data-checkout-next], its page in data-href) enabled or disabled
 * with `reason`: a disabled one is a link without href, aria-disabled, still focusable, described by its
 * reason ([data-checkout-reason], shown beside it).
 */
export function applyForwardState(root: ParentNode, reason: string | null): void {
  for (const link of root.querySelectorAll<HTMLElement>('[data-checkout-next]')) {
    if (reason === null) {
      const href = link.dataset.href;
      if (href) link.setAttribute('href', href);
      link.removeAttribute('aria-disabled');
      link.removeAttribute('role');
      link.removeAttribute('tabindex');
    } else {
      link.removeAttribute('href');
      link.setAttribute('aria-disabled', 'true');
      link.setAttribute('role', 'link');
      link.setAttribute('tabindex', '0');
    }
  }
  for (const note of root.querySelectorAll<HTMLElement>('[data-checkout-reason]')) {
    note.textContent = reason ?? '';
    note.hidden = reason === null;
  }
}

/** Starts listening for announced checkouts on a frame ([data-checkout-step] names its step). */
export function startCheckoutFrame(frame: HTMLElement): () => void {
  const step = frame.dataset.checkoutStep as CheckoutPageStep | undefined;
  if (!step) return () => {};
  const onCheckout = (event: Event) => {
    const { missing } = (event as CustomEvent<CheckoutEventDetail>).detail;
    applyForwardState(frame, blockedReason(missing, step));
  };
  document.addEventListener(CHECKOUT_EVENT, onCheckout);
  return () => document.removeEventListener(CHECKOUT_EVENT, onCheckout);
}
