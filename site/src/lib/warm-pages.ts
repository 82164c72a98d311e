// The pages a visitor opens first, rendered once while the server starts (site/server.mjs, with
// MERCATO_WARMUP as `npm start` sets it; docs/adr/0025-first-renders-at-start-and-malloc-trim.md). A
// page's first render loads its modules, compiles its code and plans its statements: on a fresh PGlite
// server the first /index took about 1 s and the first search 0.6 s, the next ones 10-30 ms. Rendered at
// the start, that first visit is nobody's, and the memory it takes for good is part of the server at rest.
// Only pages of a visitor without a session: nothing is written (no session, no trolley), and what the
// renders keep is what any such visitor's first visit would have kept (the shared pages, the list cache).
import { NAVIGATIONS, searchPath, storeHomePath } from '@mercato/contracts';

/** The word of the search page rendered at the start: a common one, so its page has tiles and filters. */
export const WARM_SEARCH = 'latte';

/** The pages rendered first, in order: the onboarding page, every store's home and a search. */
export function warmPaths(): string[] {
  return ['/index', ...NAVIGATIONS.map(storeHomePath), searchPath(NAVIGATIONS[0], WARM_SEARCH)];
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
  ms: number;
}

/**
 * Renders the pages of warmPaths() from `base` one after the other, then the first listing and the first
 * product they link to. Never throws: a page that fails is reported with status 0 and the next one goes on.
 */
export async function warmPages(base: string, get: typeof fetch = fetch): Promise<WarmedPage[]> {
  const warmed: WarmedPage[] = [];
  const visit = async (path: string) => {
    const started = performance.now();
    try {
      const res = await get(base + path);
      const html = await res.text();
      warmed.push({ path, status: res.status, ms: performance.now() - started });
      return html;
    } catch {
      warmed.push({ path, status: 0, ms: performance.now() - started });
      return '';
    }
  };
  const links = { listing: null as string | null, product: null as string | null };
  for (const path of warmPaths()) {
    const found = pageLinks(await visit(path));
    links.listing ??= found.listing;
    links.product ??= found.product;
  }
  for (const path of [links.listing, links.product]) if (path) await visit(path);
  return warmed;
}
