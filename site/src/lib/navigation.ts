// Which navigation (site) a request belongs to. The names and their aliases are contracts' NAVIGATIONS.
import { isPharmacy, navigationOf, NAVIGATIONS, PHARMACY_TITLE_PREFIX, type Navigation } from '@mercato/contracts';

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
 * The title of a store (its home page): spec shell §9 'Pharmacy store title prefix' — a pharmacy store's
 * title carries 'Parafarmacia', once ('Parafarmacia a Casa' stays as it is). Only the store title: a
 * category, a search or a product of the pharmacy keeps its own title ('Parafarmacia', 'Risultati per …').
 */
export function storeTitle(nav: Navigation, title: string): string {
  if (!isPharmacy(nav)) return title;
  const has = new RegExp(`^${PHARMACY_TITLE_PREFIX}(\\s|$)`, 'i').test(title.trim());
  return has ? title : `${PHARMACY_TITLE_PREFIX} ${title}`;
}
