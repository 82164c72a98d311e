import { afterEach, describe, expect, test, vi } from 'vitest';
import { enhanceInfiniteScroll } from './infinite-scroll.ts';

const tile = (code: string) =>
  `<li><article class="product-tile" data-code="${code}"><h2 class="product-tile__title"><a href="/p/${code}">Prodotto ${code}</a></h2></article></li>`;

/** A server-rendered listing page: its tiles, the 'more' box and the pager (page `page` of `pages`). */
function pageHtml(codes: string[], page: number, pages: number) {
  const next =
    page < pages
      ? `<a rel="next" href="/supermercato/menu/1/frutta?pagina=${page + 1}">Pagina successiva</a>`
      : '<span></span>';
  return `
    <div class="catalogue-listing">
      <ul class="product-grid">${codes.map(tile).join('')}</ul>
      <div class="catalogue-more" data-loading="Caricamento di altri prodotti…" data-loaded-one="1 prodotto caricato"
        data-loaded-many="{count} prodotti caricati" data-error="Non è stato possibile caricare altri prodotti." data-retry="Riprova"
        data-skeletons="15">
        <p class="catalogue-more__status" role="status"></p>
        <div class="catalogue-more__error" role="alert"></div>
        <button type="button" class="catalogue-more__button" hidden>Mostra altri prodotti</button>
      </div>
      <nav class="catalogue-pager" data-page="${page}" data-pages="${pages}">
        <span class="catalogue-pager__status" data-range-template="Pagine {from}–{to} di {pages}">Pagina ${page} di ${pages}</span>
        ${next}
      </nav>
    </div>`;
}

function setUp(fetchImpl: (url: string) => Promise<Response>) {
  document.body.innerHTML = pageHtml(['1', '2'], 1, 3);
  const fetchMock = vi.fn((input: RequestInfo | URL) => fetchImpl(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  const root = document.querySelector<HTMLElement>('.catalogue-listing')!;
  enhanceInfiniteScroll(root);
  const q = <T extends Element>(sel: string) => root.querySelector<T>(sel)!;
  return {
    fetchMock,
    button: q<HTMLButtonElement>('.catalogue-more__button'),
    status: q<HTMLElement>('.catalogue-more__status'),
    alert: q<HTMLElement>('.catalogue-more__error'),
    codes: () => [...root.querySelectorAll<HTMLElement>('.product-grid .product-tile')].map((t) => t.dataset.code),
    skeletons: () => root.querySelectorAll('.catalogue-skeleton').length,
    pagerStatus: () => q<HTMLElement>('.catalogue-pager__status').textContent,
    next: () => root.querySelector<HTMLAnchorElement>('.catalogue-pager a[rel=next]'),
  };
}

const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('infinite scroll', () => {
  test("'Mostra altri prodotti' shows once JavaScript runs", () => {
    const { button } = setUp(() => new Promise(() => {}));
    expect(button.hidden).toBe(false);
  });

  test('while the next page loads: skeleton tiles, a busy grid and a polite status', async () => {
    const { button, status, skeletons } = setUp(() => new Promise(() => {}));
    button.click();
    expect(skeletons()).toBe(15);
    expect(document.querySelector('.product-grid')!.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Caricamento di altri prodotti…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  test('the next page’s new tiles are appended; the pager tells the range and follows the last page', async () => {
    const s = setUp(async (url) => {
      if (url.endsWith('pagina=2')) return html(pageHtml(['2', '3', '4'], 2, 3));
      return html(pageHtml(['5'], 3, 3));
    });
    s.button.click();
    await vi.waitFor(() => expect(s.codes()).toEqual(['1', '2', '3', '4']));
    expect(s.skeletons()).toBe(0);
    expect(s.status.textContent).toBe('2 prodotti caricati');
    expect(s.pagerStatus()).toBe('Pagine 1–2 di 3');
    expect(s.next()?.getAttribute('href')).toMatch(/pagina=3$/);

    s.button.click();
    await vi.waitFor(() => expect(s.codes()).toEqual(['1', '2', '3', '4', '5']));
    expect(s.status.textContent).toBe('1 prodotto caricato');
    expect(s.pagerStatus()).toBe('Pagine 1–3 di 3');
    // The last page: no 'next' link and no button any more.
    expect(s.next()).toBeNull();
    expect(document.querySelector('.catalogue-more__button')).toBeNull();
  });

  test("a failure keeps the tiles and offers 'Riprova', which loads the page", async () => {
    let fail = true;
    const s = setUp(async () => {
      if (fail) throw new TypeError('network');
      return html(pageHtml(['3'], 2, 3));
    });
    s.button.click();
    await vi.waitFor(() => expect(s.alert.textContent).toContain('Non è stato possibile caricare altri prodotti.'));
    expect(s.codes()).toEqual(['1', '2']);
    expect(s.skeletons()).toBe(0);
    const retry = s.alert.querySelector('button')!;
    expect(retry.textContent).toBe('Riprova');

    fail = false;
    retry.click();
    await vi.waitFor(() => expect(s.codes()).toEqual(['1', '2', '3']));
    expect(s.alert.textContent).toBe('');
  });

  test('an HTTP error is a failure too', async () => {
    const s = setUp(async () => new Response('', { status: 500 }));
    s.button.click();
    await vi.waitFor(() => expect(s.alert.querySelector('button')?.textContent).toBe('Riprova'));
  });

  test('a listing without a next page is left alone', () => {
    document.body.innerHTML = pageHtml(['1'], 1, 1);
    const root = document.querySelector<HTMLElement>('.catalogue-listing')!;
    enhanceInfiniteScroll(root);
    expect(root.querySelector<HTMLButtonElement>('.catalogue-more__button')!.hidden).toBe(true);
  });
});
