import { beforeEach, describe, expect, test } from 'vitest';
import { LAYOUT_KEY, LIST_CLASS } from './layout.ts';
import { enhanceLayoutSwitch } from './layout-switch.ts';

function listing() {
  document.body.innerHTML = `
    <div class="catalogue-listing">
      <div class="layout-switch">
        <button type="button" data-layout="grid" aria-pressed="true">Vista a griglia</button>
        <button type="button" data-layout="list" aria-pressed="false">Vista a elenco</button>
      </div>
      <ul class="product-grid"><li>1</li></ul>
    </div>`;
  const root = document.querySelector<HTMLElement>('.catalogue-listing')!;
  enhanceLayoutSwitch(root);
  const [grid, list] = [...root.querySelectorAll('button')];
  return { root, grid: grid!, list: list!, products: root.querySelector('.product-grid')! };
}

describe('layout switch', () => {
  beforeEach(() => localStorage.clear());

  test('the list view puts the list class on the grid, presses its button and is remembered', () => {
    const { grid, list, products } = listing();
    list.click();
    expect(products.classList.contains(LIST_CLASS)).toBe(true);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(LAYOUT_KEY)).toBe('list');
  });

  test('back to the grid view', () => {
    const { grid, list, products } = listing();
    list.click();
    grid.click();
    expect(products.classList.contains(LIST_CLASS)).toBe(false);
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(LAYOUT_KEY)).toBe('grid');
  });

  test('the key and class the inline script of Listing.astro reads', () => {
    expect(LAYOUT_KEY).toBe('mercato:listing-layout');
    expect(LIST_CLASS).toBe('product-grid--list');
  });
});
