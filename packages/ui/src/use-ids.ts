import { useId } from 'react';

/**
 * The one way to make element ids in ui and widgets: stable ids for one component instance, from React's
 * `useId` (unique per instance on React 19, on the elements' Preact shim and within a preact/compat
 * root), so two widgets on one page never share an id. `const ids = useIds('modal'); ids('title')`.
 */
export function useIds(prefix: string, given?: string): (part: string) => string {
  // `given`: a base the caller guarantees unique on the page, for a component rendered as many separate
  // roots (each root's useId starts from the same value), e.g. one add button per product tile.
  const generated = useId();
  const base = (given ?? generated).replace(/[^a-zA-Z0-9_-]/g, '');
  return (part: string) => `mercato-${prefix}-${base}-${part}`;
}
