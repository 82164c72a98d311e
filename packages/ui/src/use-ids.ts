import { useId } from 'react';

/** Stable ids for one component instance: `const ids = useIds('modal'); ids('title')`. */
export function useIds(prefix: string): (part: string) => string {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (part: string) => `mercato-${prefix}-${base}-${part}`;
}

/** Only relative, http: and https: URLs may be navigated to (never javascript: or data:). */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  try {
    const parsed = new URL(trimmed, 'https://mercato.invalid/');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
