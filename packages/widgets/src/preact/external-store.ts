// React's `useSyncExternalStore` on plain Preact (for @nanostores/react; see react.ts), without server
// rendering or hydration, which the elements do not do.
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, update] = useState({ store: { value, getSnapshot } });
  const changed = () => !Object.is(store.value, store.getSnapshot());
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed()) update({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed()) update({ store });
    return subscribe(() => {
      if (changed()) update({ store });
    });
  }, [subscribe]);
  return value;
}
