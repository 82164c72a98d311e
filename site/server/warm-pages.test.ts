import { menuPath, NAVIGATIONS, productPath, SortId, searchPath, storeHomePath } from '@mercato/contracts';
import { describe, expect, it } from 'vitest';
import { pageLinks, WARM_SEARCH, warmPages, warmPaths } from './warm-pages.ts';

const page = (...paths: string[]) => paths.map((p) => `<a href="${p}">x</a>`).join('\n');

describe('pageLinks', () => {
  it('finds the first listing and product links as contracts spell them, and nothing else', () => {
    const listing = menuPath('supermercato', 12, 'Latte e yogurt');
    const product = productPath('pharma', 'F-001', 'Tachipirina 500 mg');
    const html = page(
      '/supermercato/home',
      searchPath('supermercato', 'pane'),
      listing,
      menuPath('drive', 13, 'Pane'),
      `${product}?from=search`,
    );
    expect(pageLinks(html)).toEqual({ listing, product });
    expect(pageLinks(page('/index', '/accedi'))).toEqual({ listing: null, product: null });
  });
});

describe('warmPages', () => {
  it('renders the groups in order, a group at once, then the first listing and product they link to', async () => {
    const listing = menuPath('supermercato', 4, 'Frutta');
    const product = productPath('supermercato', 'A-9', 'Mele Golden');
    const asked: string[] = [];
    let inFlight = 0;
    let inFlightAtMost = 0;
    const get = (async (url: string) => {
      const path = url.slice('http://warm'.length);
      asked.push(path);
      inFlightAtMost = Math.max(inFlightAtMost, ++inFlight);
      // The pages answer in the opposite order to the one they were asked in.
      await new Promise((r) => setTimeout(r, 20 - asked.length));
      inFlight--;
      if (path === storeHomePath('supermercato')) return new Response(page(listing));
      if (path === searchPath('supermercato', WARM_SEARCH)) return new Response(page(product, listing));
      if (path === '/index') throw new Error('connection refused');
      return new Response('<p>nothing</p>', { status: path === storeHomePath('drive') ? 500 : 200 });
    }) as typeof fetch;

    const warmed = await warmPages('http://warm', get);

    const search = searchPath('supermercato', WARM_SEARCH);
    // The search in each sort (relevance, the default, is left out of its address), at the same time.
    const sorts = [
      search,
      ...['price-asc', 'price-desc', 'unit-price-asc', 'name-asc'].map((s) => `${search}?ordina=${s}`),
    ];
    expect(SortId.options.length).toBe(sorts.length);
    expect(warmPaths()).toEqual([['/index'], ...NAVIGATIONS.map((n) => [storeHomePath(n)]), sorts]);
    expect(asked).toEqual(['/index', ...NAVIGATIONS.map(storeHomePath), ...sorts, listing, product]);
    expect(inFlightAtMost).toBe(sorts.length);
    // Reported in the order asked; a failed or refused page is reported and the others go on.
    expect(warmed.map((w) => [w.path, w.status])).toEqual([
      ['/index', 0],
      ...NAVIGATIONS.map((n) => [storeHomePath(n), n === 'drive' ? 500 : 200]),
      ...sorts.map((path) => [path, 200]),
      [listing, 200],
      [product, 200],
    ]);
  });
});
