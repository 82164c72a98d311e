// client:tiles, the hydration directive of the page's TileAddButtons island (registered in
// astro.config.mjs; Astro inlines it in the pages that use it and hashes it for their CSP): the island
// and the add button's code (AddToTrolley, the trolley store, the API client) download when the first
// tile's add button nears the viewport, as each tile's own client:visible island did before there was
// one island per page. A page whose tiles start below the fold loads none of it until the shopper
// scrolls. The island renders nothing of its own, so client:visible, which watches the island's
// children, could not tell.
import type { ClientDirective } from 'astro';
import { watchTileButtons } from './tile-add.ts';

const tilesDirective: ClientDirective = (load) => {
  let started = false;
  const stop = watchTileButtons(() => {
    if (started) return;
    started = true;
    stop();
    void load().then((hydrate) => hydrate());
  });
};

export default tilesDirective;
