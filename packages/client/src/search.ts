// The search box's call (server routes/catalogue.ts): `searchCalls(getClient().request)`.
import type { SearchSuggestions } from '@mercato/contracts';
import type { ShopRequest } from './request.ts';

export function searchCalls(request: ShopRequest) {
  return {
    /**
     * GET search/suggest?q=&nav=: categories and products for what is typed. A help, not a step: no
     * loader, and a failure is not shown (the search still works without suggestions).
     */
    getSearchSuggestions: (q: string, nav?: string) =>
      request<SearchSuggestions>('GET', 'search/suggest', { query: { q, nav }, spinner: false, report: false }),
  };
}

export type SearchCalls = ReturnType<typeof searchCalls>;
