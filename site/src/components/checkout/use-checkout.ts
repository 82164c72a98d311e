// The checkout as the billing-payment and summary islands hold it: loaded with GET auth/checkout when the
// island starts (loading and failure states), then replaced by the answer of every PATCH auth/checkout.
// A failed save changes nothing here: the forms keep what the shopper typed and say so.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Checkout, CheckoutUpdate } from '@mercato/contracts/checkout';
import { checkoutCalls, type CheckoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';

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

export function useCheckout(calls: CheckoutCalls): CheckoutState {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    calls.getCheckout().then(
      (checkout) => live && setState({ kind: 'ready', checkout }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `attempt` reloads on demand.
  }, [calls, attempt]);

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
    [calls],
  );

  return {
    state,
    reload: () => setAttempt((n) => n + 1),
    update,
    replace: (checkout) => setState({ kind: 'ready', checkout }),
  };
}
