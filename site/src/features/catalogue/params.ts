// The state of a listing lives in its URL (shareable, reloadable, works without JavaScript):
// ?filtri=a,b (or repeated) &ordina=price-asc &pagina=2 — mapped onto the catalogue service's query.
import { DEFAULT_PAGE_SIZE, MAX_FILTERS, SortId, splitList } from '@mercato/contracts';
import type { ListingState } from './listing-href.ts';

export { listingHref, type ListingState } from './listing-href.ts';

type RawQuery = Record<string, string | string[] | undefined>;

const SORTS: ReadonlySet<string> = new Set(SortId.options);
/** The highest page number a URL may ask for. */
const MAX_PAGE = 10_000;

export function listingState(url: URL): ListingState {
  const filters = splitList(url.searchParams.getAll('filtri')).slice(0, MAX_FILTERS);
  const sortRaw = url.searchParams.get('ordina');
  const sort = sortRaw && SORTS.has(sortRaw) ? sortRaw : null;
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('pagina') ?? '1', 10) || 1, 1), MAX_PAGE);
  return { filters, sort, page };
}

export function serviceQuery(state: ListingState): RawQuery {
  const q: RawQuery = { start: String((state.page - 1) * DEFAULT_PAGE_SIZE), pageSize: String(DEFAULT_PAGE_SIZE) };
  if (state.filters.length) q.filters = state.filters;
  if (state.sort) q.sort = state.sort;
  return q;
}
