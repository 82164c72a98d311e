import { useId } from 'react';

/**
 * The one way to make element ids in ui and widgets: stable ids for one component instance, from React's
 * `useId` (unique per instance on React 19, on the elements' Preact shim and within a preact/compat
 * root), so two widgets on one page never share an id. `const ids = useIds('modal'); ids('title')`.
 */
export function useIds(prefix: string): (part: string) => string {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (part: string) => `mercato-${prefix}-${base}-${part}`;
}
