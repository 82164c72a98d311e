// The pages a visitor opens first, rendered once while the server starts (site/server/main.ts, with
// MERCATO_WARMUP as `npm start` sets it; docs/adr/0025-first-renders-at-start-and-malloc-trim.md). A
// page's first render loads its modules, compiles its code and plans its statements: on a fresh PGlite
// server the first /index took about 1 s and the first search 0.6 s, the next ones 10-30 ms. Rendered at
// the start, that first visit is nobody's, and the memory it takes for good is part of the server at rest.
// Only pages of a visitor without a session: nothing is written (no session, no trolley), and what the
// renders keep is what any such visitor's first visit would have kept (the shared pages, the list cache).
import { NAVIGATIONS, SortId, searchPath, storeHomePath } from '@mercato/contracts';
import { listingHref } from '../src/features/catalogue/listing-href.ts';

/** The word of the search page rendered at the start: a common one, so its page has tiles and filters. */
export const WARM_SEARCH = 'latte';

/**
 * The pages rendered first, in groups: one after the other, the onboarding page, every store's home, then
 * a search in each sort at the same time.
 * - Each sort: a sort's first list builds what the list cache keeps for every list in that sort (the order
 *   by name of the whole catalogue took 0.3-0.6 s at 200,000 products), in the middle of a shopper's
 *   request and of the requests queued behind it.
 * - At the same time: the database pool opens a connection for each page that waits for one (up to its
 *   size), and each new PostgreSQL backend pays for its first search (the Italian dictionary, the
 *   catalogue's statements): eight searches at once on a fresh server took 0.4-0.5 s.
 */
export function warmPaths(): string[][] {
  const search = searchPath(NAVIGATIONS[0], WARM_SEARCH);
  const sorts = SortId.options.map((sort) => listingHref(search, { filters: [], sort, page: 1 }));
  return [['/index'], ...NAVIGATIONS.map((nav) => [storeHomePath(nav)]), sorts];
}

/**
 * The first links of a rendered page to a listing and to a product of its store (the addresses of
 * contracts' menuPath and productPath), for the kinds of page that no fixed address reaches.
 */
export function pageLinks(html: string): { listing: string | null; product: string | null } {
  const first = (kind: string) => new RegExp(`href="(/[a-z-]+/${kind}/[^"#?]+)[?#"]`).exec(html)?.[1] ?? null;
  return { listing: first('menu'), product: first('prodotto') };
}

export interface WarmedPage {
  path: string;
  /** The answer's status; 0 when the request failed. */
  status: number;
}

/**
 * Renders the groups of warmPaths() from `base` one after the other (the pages of a group at the same
 * time), then the first listing and the first product they link to. Never throws: a page that fails is
 * reported with status 0 and the others go on. Reported in the order of warmPaths().
 */
export async function warmPages(base: string, get: typeof fetch = fetch): Promise<WarmedPage[]> {
  const visit = async (path: string): Promise<{ page: WarmedPage; html: string }> => {
    try {
      const res = await get(base + path);
      return { page: { path, status: res.status }, html: await res.text() };
    } catch {
      return { page: { path, status: 0 }, html: '' };
    }
  };
  const warmed: WarmedPage[] = [];
  const links = { listing: null as string | null, product: null as string | null };
  for (const group of warmPaths()) {
    for (const { page, html } of await Promise.all(group.map(visit))) {
      warmed.push(page);
      const found = pageLinks(html);
      links.listing ??= found.listing;
      links.product ??= found.product;
    }
  }
  for (const path of [links.listing, links.product]) if (path) warmed.push((await visit(path)).page);
  return warmed;
}
