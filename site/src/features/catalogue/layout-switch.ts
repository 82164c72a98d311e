// The grid / list switch of a listing (LayoutSwitch.astro): toggles the list class on the product
// grid, aria-pressed on the two buttons, and remembers the choice (the inline script at the top of
// the grid applies it before the tiles paint on the next pages).
import { LAYOUT_KEY, LIST_CLASS, type ListingLayout } from './layout.ts';

export function enhanceLayoutSwitch(root: HTMLElement) {
  const grid = root.querySelector<HTMLElement>('.product-grid');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('.layout-switch [data-layout]')];
  if (!grid || buttons.length === 0) return;
  const apply = (layout: ListingLayout) => {
    grid.classList.toggle(LIST_CLASS, layout === 'list');
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.layout === layout));
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const layout: ListingLayout = button.dataset.layout === 'list' ? 'list' : 'grid';
      apply(layout);
      try {
        localStorage.setItem(LAYOUT_KEY, layout);
      } catch {
        // storage unavailable (private mode, quota): the choice lasts until the page is left
      }
    });
  }
}
