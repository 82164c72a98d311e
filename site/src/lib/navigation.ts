// Which navigation (site) a request belongs to. The names and their aliases are contracts' NAVIGATIONS.
import { navigationOf, NAVIGATIONS, type Navigation } from '@mercato/contracts';

/**
 * The navigation a page belongs to: its first path segment when it names one (aliases understood),
 * else the session's, else 'supermercato'.
 */
export function navigationFor(pathname: string, sessionSite: string | null | undefined): Navigation {
  return navigationOf(pathname.split('/')[1]) ?? navigationOf(sessionSite) ?? 'supermercato';
}

/**
 * The navigation of a `[store]` route segment, or null. Only the canonical names are store pages: an
 * alias or anything else is not (the page then falls back to onboarding).
 */
export function storeOf(segment: string | undefined): Navigation | null {
  return (NAVIGATIONS as readonly string[]).includes(segment ?? '') ? (segment as Navigation) : null;
}
