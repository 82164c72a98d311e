// One island for every product tile's add button on a page (listings, search, product and landing
// pages). The tiles are server-rendered with their button already drawn (ProductTile.astro, the same
// AddToTrolley, ids from the product); this brings each one to life as it nears the viewport, and the
// tiles that arrive later (the listing's next pages, appended in place) as they come. Before it, each
// tile was an island of its own: 24 to 48 island wrappers, props and hydration scripts a page, and the
// tiles could not be kept rendered across shoppers (docs/adr/0015-page-caches.md).
// Pages render it with client:tiles (tiles-directive.ts): it downloads when the first button nears the
// viewport, not before.
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { AddToTrolley } from '@mercato/widgets/floating-trolley';
import { watchTileButtons } from './tile-add.ts';

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

export default function TileAddButtons() {
  useEffect(() => {
    const roots: Root[] = [];
    const stop = watchTileButtons((box) => bringToLife(box, roots));
    return () => {
      stop();
      for (const r of roots) r.unmount();
    };
  }, []);
  return null;
}
