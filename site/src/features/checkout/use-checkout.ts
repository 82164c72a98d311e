// The checkout as the billing-payment and summary islands hold it: loaded with GET auth/checkout when the
// island starts (loading and failure states), then replaced by the answer of every PATCH auth/checkout.
// A failed save changes nothing here: the forms keep what the shopper typed and say so.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Checkout, CheckoutUpdate } from '@mercato/contracts/checkout';
import { checkoutCalls, type CheckoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { useLatest } from '@mercato/ui/use-latest';
import { announceCheckout } from './checkout-frame.ts';

export type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; checkout: Checkout };

/** The checkout calls on the page's one client. */
export function useCheckoutCalls(): CheckoutCalls {
  return useMemo(() => checkoutCalls(getClient().request), []);
}

export interface CheckoutState {
  state: LoadState;
  reload: () => void;
  /** Saves the choice; resolves the new checkout, or null when the save failed (the client showed why). */
  update: (patch: CheckoutUpdate) => Promise<Checkout | null>;
  /** Replaces the checkout held (an answer of another call). */
  replace: (checkout: Checkout) => void;
}

/**
 * The checkout, from `initial` (the server's, as the page was made) or loaded; every new one is announced
 * to the checkout frame (its forward button and reason).
 */
export function useCheckout(calls: CheckoutCalls, initial: Checkout | null = null): CheckoutState {
  const [state, setStateRaw] = useState<LoadState>(
    initial ? { kind: 'ready', checkout: initial } : { kind: 'loading' },
  );
  const latest = useLatest();
  const [attempt, setAttempt] = useState(initial ? -1 : 0);
  const setState = useCallback((next: LoadState) => {
    setStateRaw(next);
    if (next.kind === 'ready') announceCheckout(next.checkout.missing);
  }, []);

  useEffect(() => {
    if (attempt < 0) return;
    const current = latest();
    setState({ kind: 'loading' });
    calls.getCheckout().then(
      (checkout) => current() && setState({ kind: 'ready', checkout }),
      () => current() && setState({ kind: 'failed' }),
    );
    // `attempt` reloads on demand.
  }, [calls, attempt, setState]);

  const update = useCallback(
    async (patch: CheckoutUpdate) => {
      try {
        const checkout = await calls.updateCheckout(patch);
        setState({ kind: 'ready', checkout });
        return checkout;
      } catch {
        return null;
      }
    },
    [calls, setState],
  );

  return {
    state,
    reload: () => setAttempt((n) => Math.max(0, n + 1)),
    update,
    replace: (checkout) => setState({ kind: 'ready', checkout }),
  };
}
