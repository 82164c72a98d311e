// <Lazy part={…}> renders a lazyPart() once it has arrived (the fallback meanwhile), inside an error
// boundary; when its download fails it shows 'Caricamento non riuscito…' with 'Riprova', which downloads
// it again. The same on React, preact/compat and the elements' Preact (a module of its own: an element
// that keeps its own busy state while a part arrives, like the address checker, does not carry it).
import { useEffect, useState, type ReactNode } from 'react';
import { useLatest } from '@mercato/ui/use-latest';
import type { LazyPart } from './lazy-part.ts';
import { ErrorBoundary, PartError } from './part.tsx';

export interface LazyProps<T> {
  part: LazyPart<T>;
  /** Shown while the part downloads. */
  fallback?: ReactNode;
  /** The id of the error shown when the download fails (where something points at the part: aria-controls). */
  errorId?: string;
  children: (module: T) => ReactNode;
}

export function Lazy<T>({ part, fallback = null, errorId, children }: LazyProps<T>) {
  const [, arrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const module = part.get();
  const latest = useLatest();
  useEffect(() => {
    const current = latest();
    if (module || failed) return;
    part.load().then(
      () => current() && arrived((n) => n + 1),
      () => current() && setFailed(true),
    );
  }, [module, failed]);
  if (module) return <ErrorBoundary>{children(module)}</ErrorBoundary>;
  return failed ? <PartError id={errorId} onRetry={() => setFailed(false)} /> : fallback;
}
