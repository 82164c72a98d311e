// Loads one thing for a page (an order, a confirmation attempt): loading, found, not found (404: not the
// shopper's, or none), failed (with a retry).
import { useEffect, useState } from 'react';
import { isShopError } from '@mercato/client';

export type OneState<T> =
  | { kind: 'loading' }
  | { kind: 'found'; value: T }
  | { kind: 'not-found' }
  | { kind: 'failed'; retry: () => void };

export function useOne<T>(load: () => Promise<T>, key: unknown): OneState<T> {
  const [state, setState] = useState<OneState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load().then(
      (value) => live && setState({ kind: 'found', value }),
      (err) =>
        live &&
        setState(
          isShopError(err) && err.kind === 'not-found'
            ? { kind: 'not-found' }
            : { kind: 'failed', retry: () => setAttempt((n) => n + 1) },
        ),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; the key says what is loaded.
  }, [key, attempt]);
  return state;
}
