// The state of a listing lives in its URL (shareable, reloadable, works without JavaScript):
// ?filtri=a,b (or repeated) &ordina=price-asc &pagina=2 — mapped onto the catalogue service's query.
type RawQuery = Record<string, string | string[] | undefined>;

export const PAGE_SIZE = 24;
const SORTS = new Set(['relevance', 'price-asc', 'price-desc', 'unit-price-asc', 'name-asc']);

export interface ListingState {
  filters: string[];
  sort: string | null;
  page: number;
}

export function listingState(url: URL): ListingState {
  const filters = [...new Set(url.searchParams.getAll('filtri').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))].slice(0, 50);
  const sortRaw = url.searchParams.get('ordina');
  const sort = sortRaw && SORTS.has(sortRaw) ? sortRaw : null;
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('pagina') ?? '1', 10) || 1, 1), 10_000);
  return { filters, sort, page };
}

export function serviceQuery(state: ListingState): RawQuery {
  const q: RawQuery = { start: String((state.page - 1) * PAGE_SIZE), pageSize: String(PAGE_SIZE) };
  if (state.filters.length) q.filters = state.filters;
  if (state.sort) q.sort = state.sort;
  return q;
}

/** The URL of the listing with another state (page 1 unless given). */
export function listingHref(basePath: string, state: ListingState): string {
  const params = new URLSearchParams();
  if (state.filters.length) params.set('filtri', state.filters.join(','));
  if (state.sort && state.sort !== 'relevance') params.set('ordina', state.sort);
  if (state.page > 1) params.set('pagina', String(state.page));
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
