// One island for every product tile's add button on a page (listings, search, product and landing
// pages). The tiles are server-rendered with their button already drawn (ProductTile.astro, the same
// AddToTrolley, ids from the product); this brings each one to life where it stands, and the tiles that
// arrive later (the listing's next pages, appended in place) as they come. Before it, each tile was an
// island of its own: 24 to 48 island wrappers, props and hydration scripts a page, and the tiles could
// not be kept rendered across shoppers (docs/adr/0014-page-caches.md).
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { AddToTrolley } from '@mercato/widgets/floating-trolley';

/** The server-rendered button's box: ProductTile.astro writes these attributes. */
export const TILE_ADD_SELECTOR = '.product-tile__add[data-product-id]';

function bringToLife(box: HTMLElement, roots: Root[]) {
  if (box.dataset.live !== undefined) return;
  const productId = Number(box.dataset.productId);
  if (!Number.isInteger(productId) || productId <= 0) return;
  box.dataset.live = '';
  roots.push(
    hydrateRoot(
      box,
      <AddToTrolley productId={productId} description={box.dataset.description ?? ''} idBase={box.dataset.idBase} />,
    ),
  );
}

export default function TileAddButtons({ within = 'main' }: { within?: string }) {
  useEffect(() => {
    const root = document.querySelector<HTMLElement>(within);
    if (!root) return;
    const roots: Root[] = [];
    const scan = () => {
      for (const box of root.querySelectorAll<HTMLElement>(TILE_ADD_SELECTOR)) bringToLife(box, roots);
    };
    scan();
    const bringsTiles = (n: Node) =>
      n instanceof HTMLElement && (n.matches(TILE_ADD_SELECTOR) || n.querySelector(TILE_ADD_SELECTOR) !== null);
    const observer = new MutationObserver((changes) => {
      if (changes.some((c) => Array.from(c.addedNodes).some(bringsTiles))) scan();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const r of roots) r.unmount();
    };
  }, [within]);
  return null;
}
