// The kept main content of the catalogue pages (server services/page-cache.ts, docs/adr/0015-page-caches.md):
// the key says everything that makes two shoppers see that content differently, and nothing else.
// - the address: the path and the listing's own parameters (filters, sort, page) as the page reads them;
// - prices hidden (a free visitor, when the shop hides prices from them: page configuration);
// - the banner clusters of a logged customer (a department's side banners may be for some clusters).
// What is the shopper's own (header, trolley, delivery bar, the add buttons' state) is rendered around it.
import type { PageConfiguration } from '@mercato/contracts';
import type { ListingState } from './listing-href.ts';

/** `state`: the listing's filters, sort and page as the page reads them (features/catalogue/params.ts). */
export function catalogueContentKey(
  page: 'listing' | 'search',
  url: URL,
  state: ListingState,
  config: PageConfiguration,
): string {
  const clusters = [...(config.customer?.clusters ?? [])].sort();
  return JSON.stringify(['page', page, url.pathname, state, config.hideProductPrice, clusters]);
}

/** What a catalogue page keeps: its rendered main content and the title the shell shows. */
export interface KeptContent {
  title: string;
  /** The rendered HTML as UTF-8 bytes (written out as they are). */
  html: Uint8Array;
}
