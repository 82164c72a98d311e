import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  COUNT_DELAY_MS,
  countOf,
  countRequest,
  countView,
  enhanceFilterBar,
  fold,
  hrefOf,
  matchesSearch,
  sameFilters,
  selectionOf,
  withPromotions,
  type FilterBarTexts,
} from './filter-bar.ts';

const texts: FilterBarTexts = {
  apply: 'Applica',
  applyCount: 'Applica ({count})',
  noMatch: 'Nessun prodotto corrisponde ai filtri scelti',
  results: '{count} risultati',
  oneResult: '1 risultato',
  filtersTitle: 'Filtri',
};

describe('pure rules', () => {
  test('hrefOf: page 1, relevance left out', () => {
    expect(hrefOf('/supermercato/menu/1/frutta', [], null)).toBe('/supermercato/menu/1/frutta');
    expect(hrefOf('/x', ['a', 'b'], 'relevance')).toBe('/x?filtri=a%2Cb');
    expect(hrefOf('/x', ['a'], 'price-asc')).toBe('/x?filtri=a&ordina=price-asc');
  });

  test("withPromotions switches 'solo-promozioni' on (last, once) and off", () => {
    expect(withPromotions(['a'], true)).toEqual(['a', 'solo-promozioni']);
    expect(withPromotions(['solo-promozioni', 'a'], true)).toEqual(['a', 'solo-promozioni']);
    expect(withPromotions(['solo-promozioni', 'a'], false)).toEqual(['a']);
  });

  test('selectionOf keeps unlisted active filters in order, drops unchecked ones, appends new ones', () => {
    const listed = new Set(['a', 'b', 'c']);
    expect(selectionOf(['solo-promozioni', 'a', 'b'], listed, new Set(['b', 'c']))).toEqual([
      'solo-promozioni',
      'b',
      'c',
    ]);
    expect(selectionOf([], listed, new Set())).toEqual([]);
  });

  test('sameFilters ignores the order', () => {
    expect(sameFilters(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameFilters(['a'], ['a', 'b'])).toBe(false);
    expect(sameFilters(['a', 'c'], ['a', 'b'])).toBe(false);
  });

  test('countView: unknown, none (apply disabled), one, many', () => {
    expect(countView(null, texts)).toEqual({ apply: 'Applica', applyDisabled: false, status: '', empty: false });
    expect(countView(0, texts)).toEqual({
      apply: 'Applica (0)',
      applyDisabled: true,
      status: 'Nessun prodotto corrisponde ai filtri scelti',
      empty: true,
    });
    expect(countView(1, texts)).toEqual({
      apply: 'Applica (1)',
      applyDisabled: false,
      status: '1 risultato',
      empty: false,
    });
    expect(countView(42, texts).status).toBe('42 risultati');
  });

  test('the group search ignores accents, case and surrounding spaces', () => {
    expect(fold('  Caffè ')).toBe('caffe');
    expect(matchesSearch('Caffè in grani', ' CAFFE')).toBe(true);
    expect(matchesSearch('Tè verde', 'caffe')).toBe(false);
    expect(matchesSearch('Tè verde', '  ')).toBe(true);
  });

  test('countRequest asks one product with the selection; countOf reads pager.count', () => {
    const url = countRequest('/commerce/resources/search?q=pane&nav=supermercato', 'http://localhost', ['a', 'b']);
    expect(url.href).toBe(
      'http://localhost/commerce/resources/search?q=pane&nav=supermercato&pageSize=1&start=0&filters=a&filters=b',
    );
    expect(countOf({ data: { pager: { count: 7 } } })).toBe(7);
    expect(countOf({ data: {} })).toBeNull();
    expect(countOf(null)).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------ DOM

function bar({ filters = '', sort = '', count = 30, countUrl = '/commerce/resources/menu/1/products' } = {}) {
  document.body.innerHTML = `
    <section data-filter-bar data-base="/supermercato/menu/1/frutta" data-filters="${filters}" data-sort="${sort}"
      data-count-url="${countUrl}" data-count="${count}" data-texts='${JSON.stringify(texts)}'>
      <form>
        <button type="button" data-open="filter" data-group="brand">Marca</button>
        <button type="button" data-open="filterMobile">FILTRA</button>
        <button type="button" data-open="order">ORDINA</button>
        <input type="checkbox" role="switch" value="solo-promozioni" data-promo-switch ${filters.includes('solo-promozioni') ? 'checked' : ''} />
        <select data-sort-select><option value="relevance">Rilevanza</option><option value="price-asc">Prezzo crescente</option></select>
      </form>
      <dialog data-filter-modal>
        <h2 class="filter-modal__title">Filtri</h2><button type="button" data-close>×</button>
        <fieldset data-group="brand" data-label="Marca">
          <input type="search" data-search />
          <ul>
            <li data-text="Mercato"><input type="checkbox" value="marca-mercato" /></li>
            <li data-text="Caffè Roma"><input type="checkbox" value="marca-roma" /></li>
          </ul>
          <p data-none hidden>Nessuna voce trovata</p>
        </fieldset>
        <fieldset data-group="bio" data-label="Bio">
          <ul><li data-text="Bio"><input type="checkbox" value="bio" /></li></ul>
        </fieldset>
        <p data-status></p>
        <button type="button" data-reset>Azzera</button>
        <button type="button" data-apply>Applica</button>
      </dialog>
      <dialog data-sort-modal>
        <input type="radio" name="s" value="relevance" checked /><input type="radio" name="s" value="price-asc" />
        <button type="button" data-apply>Applica</button>
      </dialog>
    </section>`;
  const root = document.querySelector<HTMLElement>('[data-filter-bar]')!;
  const navigate = vi.fn<(href: string) => void>();
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { pager: { count: 3 } } })));
  enhanceFilterBar(root, { navigate, fetch: fetchMock as unknown as typeof fetch });
  const q = <T extends Element>(sel: string) => root.querySelector<T>(sel)!;
  const box = (value: string) => q<HTMLInputElement>(`[data-filter-modal] input[value="${value}"]`);
  const check = (value: string, on = true) => {
    box(value).checked = on;
    box(value).dispatchEvent(new Event('change', { bubbles: true }));
  };
  return {
    root,
    navigate,
    fetchMock,
    q,
    box,
    check,
    modal: q<HTMLDialogElement>('[data-filter-modal]'),
    apply: q<HTMLButtonElement>('[data-filter-modal] [data-apply]'),
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('enhanceFilterBar', () => {
  test('marks the bar enhanced, and live once its buttons answer', () => {
    const { root } = bar();
    expect(root.classList.contains('is-enhanced')).toBe(true);
    expect(root.dataset.live).toBe('');
  });

  test("'Solo promozioni' and the sort select apply at once, keeping the rest", () => {
    const b = bar({ filters: 'bio', sort: 'price-asc' });
    const promo = b.q<HTMLInputElement>('[data-promo-switch]');
    promo.checked = true;
    promo.dispatchEvent(new Event('change', { bubbles: true }));
    expect(b.navigate).toHaveBeenLastCalledWith(
      '/supermercato/menu/1/frutta?filtri=bio%2Csolo-promozioni&ordina=price-asc',
    );
    const select = b.q<HTMLSelectElement>('[data-sort-select]');
    select.value = 'relevance';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(b.navigate).toHaveBeenLastCalledWith('/supermercato/menu/1/frutta?filtri=bio');
  });

  test('a group button opens the modal on that group only, titled by it, with the active filters checked', () => {
    const b = bar({ filters: 'marca-roma' });
    b.q<HTMLButtonElement>('[data-open="filter"]').click();
    expect(b.modal.open).toBe(true);
    expect(b.modal.dataset.subject).toBe('filter');
    expect(b.q('.filter-modal__title').textContent).toBe('Marca');
    expect(b.q<HTMLFieldSetElement>('fieldset[data-group="bio"]').hidden).toBe(true);
    expect(b.box('marca-roma').checked).toBe(true);
    expect(b.q('[data-status]').textContent).toBe('30 risultati');
    expect(b.apply.textContent).toBe('Applica (30)');
  });

  test("'FILTRA' opens every group under 'Filtri'; what was not applied is discarded on reopening", () => {
    const b = bar();
    b.q<HTMLButtonElement>('[data-open="filterMobile"]').click();
    expect(b.q('.filter-modal__title').textContent).toBe('Filtri');
    expect(b.q<HTMLFieldSetElement>('fieldset[data-group="bio"]').hidden).toBe(false);
    b.box('bio').checked = true;
    b.modal.close();
    b.q<HTMLButtonElement>('[data-open="filterMobile"]').click();
    expect(b.box('bio').checked).toBe(false);
  });

  test('a changed selection asks the live count after a pause, then applies it', async () => {
    vi.useFakeTimers();
    const b = bar({ filters: 'solo-promozioni' });
    b.q<HTMLButtonElement>('[data-open="filterMobile"]').click();
    b.check('bio');
    expect(b.fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(String((b.fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      /\/commerce\/resources\/menu\/1\/products\?pageSize=1&start=0&filters=solo-promozioni&filters=bio$/,
    );
    await vi.waitFor(() => expect(b.apply.textContent).toBe('Applica (3)'));
    expect(b.q('[data-status]').textContent).toBe('3 risultati');
    b.apply.click();
    expect(b.navigate).toHaveBeenCalledWith('/supermercato/menu/1/frutta?filtri=solo-promozioni%2Cbio');
  });

  test("a selection of 0 products disables 'Applica'", async () => {
    vi.useFakeTimers();
    const b = bar();
    b.fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: { pager: { count: 0 } } })));
    b.q<HTMLButtonElement>('[data-open="filterMobile"]').click();
    b.check('bio');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    await vi.waitFor(() => expect(b.apply.disabled).toBe(true));
    expect(b.q('[data-status]').textContent).toBe('Nessun prodotto corrisponde ai filtri scelti');
  });

  test('a failed count never blocks applying', async () => {
    vi.useFakeTimers();
    const b = bar();
    b.fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    b.q<HTMLButtonElement>('[data-open="filterMobile"]').click();
    b.check('bio');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    await vi.waitFor(() => expect(b.apply.textContent).toBe('Applica'));
    expect(b.apply.disabled).toBe(false);
  });

  test("back to the applied selection: the page's own count, no call; applying it just closes", () => {
    const b = bar({ filters: 'bio' });
    b.q<HTMLButtonElement>('[data-open="filterMobile"]').click();
    b.check('bio', false);
    b.check('bio', true);
    expect(b.apply.textContent).toBe('Applica (30)');
    b.apply.click();
    expect(b.modal.open).toBe(false);
    expect(b.navigate).not.toHaveBeenCalled();
    expect(b.fetchMock).not.toHaveBeenCalled();
  });

  test("'Azzera' unchecks the groups shown only", () => {
    const b = bar({ filters: 'marca-roma,bio' });
    b.q<HTMLButtonElement>('[data-open="filter"]').click();
    b.q<HTMLButtonElement>('[data-reset]').click();
    expect(b.box('marca-roma').checked).toBe(false);
    expect(b.box('bio').checked).toBe(true);
  });

  test('the group search hides what does not match and says when nothing does', () => {
    const b = bar();
    b.q<HTMLButtonElement>('[data-open="filter"]').click();
    const search = b.q<HTMLInputElement>('[data-search]');
    const items = () =>
      [...b.root.querySelectorAll<HTMLLIElement>('fieldset[data-group="brand"] li')].map((li) => li.hidden);
    search.value = 'caffe';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(items()).toEqual([true, false]);
    search.value = 'zzz';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(b.q<HTMLElement>('[data-none]').hidden).toBe(false);
  });

  test("'ORDINA' applies another sort; the same sort just closes", () => {
    const b = bar({ filters: 'bio' });
    const sortModal = b.q<HTMLDialogElement>('[data-sort-modal]');
    const apply = b.q<HTMLButtonElement>('[data-sort-modal] [data-apply]');
    b.q<HTMLButtonElement>('[data-open="order"]').click();
    expect(sortModal.open).toBe(true);
    apply.click();
    expect(sortModal.open).toBe(false);
    expect(b.navigate).not.toHaveBeenCalled();
    b.q<HTMLButtonElement>('[data-open="order"]').click();
    b.q<HTMLInputElement>('[data-sort-modal] input[value="price-asc"]').checked = true;
    apply.click();
    expect(b.navigate).toHaveBeenCalledWith('/supermercato/menu/1/frutta?filtri=bio&ordina=price-asc');
  });
});
