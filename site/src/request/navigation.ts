// Which navigation (site) a request belongs to. The names and their aliases are contracts' NAVIGATIONS.
import {
  isPharmacy,
  NAVIGATION_ALIASES,
  navigationOf,
  NAVIGATIONS,
  PHARMACY_TITLE_PREFIX,
  type Navigation,
} from '@mercato/contracts';

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

/**
 * The canonical path of a store page addressed by a navigation alias ('/pharmadrive/home' →
 * '/pharma-drive/home', spec shell: "pharma-drive (pharmadrive)"), or null when the path does not start
 * with an alias. The site answers it with a 301, so one page has one address.
 */
export function canonicalStorePath(pathname: string): string | null {
  const [, first, ...rest] = pathname.split('/');
  if (!first || !Object.hasOwn(NAVIGATION_ALIASES, first)) return null;
  return ['', NAVIGATION_ALIASES[first], ...rest].join('/');
}

/**
 * The title of a store (its home page): spec shell §9 'Pharmacy store title prefix' — a pharmacy store's
 * title carries 'Parafarmacia', once ('Parafarmacia a Casa' stays as it is). Only the store title: a
 * category, a search or a product of the pharmacy keeps its own title ('Parafarmacia', 'Risultati per …').
 */
export function storeTitle(nav: Navigation, title: string): string {
  if (!isPharmacy(nav)) return title;
  const has = new RegExp(`^${PHARMACY_TITLE_PREFIX}(\\s|$)`, 'i').test(title.trim());
  return has ? title : `${PHARMACY_TITLE_PREFIX} ${title}`;
}
