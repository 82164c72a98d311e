// The page's one island for the tiles' add buttons: each server-drawn button comes to life as it nears
// the viewport, tiles appended later (the listing's next pages) too; the ones still far away are left
// as the server drew them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'preact/compat/server';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { AddToTrolley } from '@mercato/widgets/floating-trolley';
import { trolley as texts } from '@mercato/contracts/i18n/it-trolley';
import { t } from '@mercato/contracts/i18n/t';
import TileAddButtons from './TileAddButtons.tsx';

/** The viewport: which boxes are watched, and a way to scroll one near it. */
const watched = new Map<Element, FakeObserver>();
class FakeObserver {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    watched.set(el, this);
  }
  unobserve(el: Element) {
    if (watched.get(el) === this) watched.delete(el);
  }
  disconnect() {
    for (const [el, o] of watched) if (o === this) watched.delete(el);
  }
  takeRecords() {
    return [];
  }
}
const scrollNear = (el: Element) =>
  act(async () => {
    const o = watched.get(el);
    if (!o) throw new Error('not watched');
    o.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], o as never);
  });

/** A tile's add button as ProductTile.astro draws it. */
const tile = (productId: number, description: string) => {
  const li = document.createElement('li');
  li.innerHTML = `<div class="product-tile__add" data-product-id="${productId}" data-description="${description}" data-id-base="t${productId}">${renderToString(
    <AddToTrolley productId={productId} description={description} idBase={`t${productId}`} />,
  )}</div>`;
  return li;
};
const grid = () => document.querySelector('.product-grid')!;
const box = (productId: number) => document.querySelector<HTMLElement>(`[data-product-id="${productId}"]`)!;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = '<main><ul class="product-grid"></ul></main>';
  grid().append(tile(1, 'Latte intero'), tile(2, 'Burro'));
});
afterEach(() => {
  cleanup();
  watched.clear();
  vi.unstubAllGlobals();
});

/** Asks to add 0 of a product: a live button answers with the quantity rule. */
const addZero = (description: string) => {
  fireEvent.input(screen.getByLabelText(t(texts.quantityOf, { product: description })), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: `${texts.add} ${description}` }));
};

describe('the tiles add buttons', () => {
  it('come to life as they near the viewport, and only then', async () => {
    render(<TileAddButtons />);
    await waitFor(() => expect(watched.has(box(1))).toBe(true));
    await scrollNear(box(1));
    addZero('Latte intero');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.quantityInvalid);
    expect(box(2).dataset.live).toBeUndefined();
    expect(watched.has(box(2))).toBe(true);
  });

  it('bring the tiles of the next pages to life too', async () => {
    render(<TileAddButtons />);
    grid().append(tile(3, 'Yogurt bianco'));
    await waitFor(() => expect(watched.has(box(3))).toBe(true));
    await scrollNear(box(3));
    addZero('Yogurt bianco');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.quantityInvalid);
  });
});
