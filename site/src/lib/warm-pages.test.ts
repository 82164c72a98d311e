import { menuPath, NAVIGATIONS, productPath, searchPath, storeHomePath } from '@mercato/contracts';
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
  it('renders the fixed pages in order, then the first listing and product they link to', async () => {
    const listing = menuPath('supermercato', 4, 'Frutta');
    const product = productPath('supermercato', 'A-9', 'Mele Golden');
    const asked: string[] = [];
    const get = (async (url: string) => {
      const path = url.slice('http://warm'.length);
      asked.push(path);
      if (path === storeHomePath('supermercato')) return new Response(page(listing));
      if (path === searchPath('supermercato', WARM_SEARCH)) return new Response(page(product, listing));
      if (path === '/index') throw new Error('connection refused');
      return new Response('<p>nothing</p>', { status: path === storeHomePath('drive') ? 500 : 200 });
    }) as typeof fetch;

    const warmed = await warmPages('http://warm', get);

    const fixed = ['/index', ...NAVIGATIONS.map(storeHomePath), searchPath('supermercato', WARM_SEARCH)];
    expect(warmPaths()).toEqual(fixed);
    expect(asked).toEqual([...fixed, listing, product]);
    // A failed or refused page is reported and the next one goes on.
    expect(warmed.map((w) => [w.path, w.status])).toEqual([
      ['/index', 0],
      ...NAVIGATIONS.map((n) => [storeHomePath(n), n === 'drive' ? 500 : 200]),
      [searchPath('supermercato', WARM_SEARCH), 200],
      [listing, 200],
      [product, 200],
    ]);
  });
});
