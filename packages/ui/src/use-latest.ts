import { useCallback, useEffect, useRef } from 'react';

/**
 * The one guard against a stale answer in ui, widgets and the site's islands: a request whose answer may
 * arrive after a newer one began, or after the component went. `const latest = useLatest()`; each request
 * starts with `const current = latest()` and uses its answer only while `current()` is true: no later
 * `latest()` was called (a newer request, or an effect that ran again) and the component is still mounted.
 *
 *   useEffect(() => {
 *     const current = latest();
 *     load(query).then((found) => current() && setFound(found));
 *   }, [query]);
 *
 * Calling `latest()` alone makes every answer still on its way stale (a reset).
 */
export function useLatest(): () => () => boolean {
  const seq = useRef(0);
  // Unmounted: every answer on its way is stale.
  useEffect(() => () => void seq.current++, []);
  return useCallback(() => {
    const mine = ++seq.current;
    return () => mine === seq.current;
  }, []);
}
