// The product tiles' add buttons as the page finds them: server-drawn boxes (ProductTile.astro) in the
// page's <main>, more of them appended later by the listing's next pages. Shared by the client:tiles
// directive (tiles-directive.ts), which hydrates the page's TileAddButtons island when the first button
// nears the viewport, and by the island, which brings each button to life as it nears it.

/** The server-rendered button's box: ProductTile.astro writes these attributes. */
export const TILE_ADD_SELECTOR = '.product-tile__add[data-product-id]';

/**
 * How far below (or above) the viewport a button starts coming to life: a quarter of a phone's screen
 * ahead of a scroll, so that it is live by the time the shopper sees it, while a page whose first tiles
 * start below the fold loads nothing for them.
 */
export const NEAR_VIEWPORT = '200px 0px';

/**
 * Calls `near` once for each tile add button of the page's <main>, present or appended later, as it
 * nears the viewport. Answers the function that stops watching.
 */
export function watchTileButtons(near: (box: HTMLElement) => void): () => void {
  const root = document.querySelector('main') ?? document.body;
  const seen = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        seen.unobserve(e.target);
        near(e.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  const watch = (scope: Element) => {
    if (scope.matches(TILE_ADD_SELECTOR)) seen.observe(scope);
    for (const box of scope.querySelectorAll(TILE_ADD_SELECTOR)) seen.observe(box);
  };
  watch(root);
  const appended = new MutationObserver((changes) => {
    for (const c of changes) for (const n of c.addedNodes) if (n instanceof Element) watch(n);
  });
  appended.observe(root, { childList: true, subtree: true });
  return () => {
    seen.disconnect();
    appended.disconnect();
  };
}
