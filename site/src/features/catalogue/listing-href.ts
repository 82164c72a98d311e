// A listing's URL from its state, for the server-rendered pages (params.ts) and the filter bar's
// browser script alike. No runtime imports: the browser script stays small.
import type { SortId } from '@mercato/contracts';

export interface ListingState {
  filters: string[];
  sort: string | null;
  page: number;
}

/** The sort a listing has when the URL names none (left out of its URL). */
export const DEFAULT_SORT: SortId = 'relevance';

/** The URL of the listing with another state (page 1 unless given). */
export function listingHref(basePath: string, state: ListingState): string {
  const params = new URLSearchParams();
  if (state.filters.length) params.set('filtri', state.filters.join(','));
  if (state.sort && state.sort !== DEFAULT_SORT) params.set('ordina', state.sort);
  if (state.page > 1) params.set('pagina', String(state.page));
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}
