// Infinite scroll of product listings (spec orders-lists-checkout §2), as progressive enhancement of
// the server-rendered pages and their real ?pagina=N links:
// - when the end of the grid comes near (IntersectionObserver) or 'Mostra altri prodotti' is pressed,
//   the next page's URL (the pager's rel=next link) is fetched as the ordinary server-rendered page,
//   and its tiles are moved into this grid: identical markup, so their add-to-trolley islands
//   (<astro-island>, a custom element) hydrate when connected, as on a full page load;
// - meanwhile skeleton tiles (aria-hidden; as many as the listing's data-skeletons, contracts'
//   SKELETON_COUNT.productTiles) end the grid and a polite status says 'Caricamento…';
//   then 'N prodotti caricati';
// - a failure shows an error with 'Riprova' and keeps every tile already there; the observer waits
//   for that retry instead of trying again by itself;
// - the pager stays coherent: its status tells the range of pages on screen ('Pagine 1–3 di 5') and
//   its 'next' link follows the last page appended (and goes at the last page).
// The URL is not changed: a reload, a shared link or a crawler gets the page the visit started on, and
// the browser's back/forward cache restores the appended tiles when it keeps the page.
import { t as fill } from '@mercato/contracts/i18n/t';

/** Starts loading this far before the end of the grid shows. */
const ROOT_MARGIN = '0px 0px 800px 0px';

function skeletonTile(): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'catalogue-skeleton';
  li.setAttribute('aria-hidden', 'true');
  const tile = document.createElement('div');
  tile.className = 'mercato-skeleton mercato-skeleton--tile';
  for (const cls of [
    'mercato-skeleton__block',
    'mercato-skeleton__line',
    'mercato-skeleton__line mercato-skeleton__line--short',
  ]) {
    const span = document.createElement('span');
    span.className = cls;
    tile.append(span);
  }
  li.append(tile);
  return li;
}

/** Scripts moved from a parsed document never run: the first islands of a page carry Astro's
 * directive scripts (idempotent), which this page may lack (e.g. when its own tiles had none). */
function reviveScripts(container: ParentNode) {
  for (const old of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}

const pageOf = (href: string, fallback: number) => {
  const n = Number.parseInt(new URL(href, location.href).searchParams.get('pagina') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function enhanceInfiniteScroll(root: HTMLElement) {
  const grid = root.querySelector<HTMLUListElement>('.product-grid');
  const more = root.querySelector<HTMLElement>('.catalogue-more');
  const pager = root.querySelector<HTMLElement>('.catalogue-pager');
  const nextLink = pager?.querySelector<HTMLAnchorElement>('a[rel=next]');
  if (!grid || !more || !pager || !nextLink) return;
  const button = more.querySelector<HTMLButtonElement>('.catalogue-more__button')!;
  const status = more.querySelector<HTMLElement>('.catalogue-more__status')!;
  const alert = more.querySelector<HTMLElement>('.catalogue-more__error')!;
  const pagerStatus = pager.querySelector<HTMLElement>('.catalogue-pager__status');
  const texts = more.dataset as Record<'loading' | 'loadedOne' | 'loadedMany' | 'error' | 'retry', string>;
  const skeletonCount = Number(more.dataset.skeletons) || 0;

  const firstPage = Number(pager.dataset.page) || 1;
  const pages = Number(pager.dataset.pages) || firstPage;
  let lastPage = firstPage;
  let nextHref: string | null = nextLink.href;
  let loading = false;
  let failed = false;
  let skeletons: HTMLLIElement[] = [];

  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting) && !failed) void load(false);
          },
          { rootMargin: ROOT_MARGIN },
        )
      : null;

  const updatePager = () => {
    if (pagerStatus?.dataset.rangeTemplate && lastPage > firstPage) {
      pagerStatus.textContent = fill(pagerStatus.dataset.rangeTemplate, { from: firstPage, to: lastPage, pages });
    }
    const link = pager.querySelector<HTMLAnchorElement>('a[rel=next]');
    if (link && nextHref) link.href = nextHref;
    else if (link) link.replaceWith(document.createElement('span'));
  };

  const finish = () => {
    observer?.disconnect();
    button.remove();
  };

  const showError = () => {
    failed = true;
    const message = document.createElement('p');
    message.className = 'catalogue-more__error-text';
    message.textContent = texts.error;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'btn btn--ghost catalogue-more__retry';
    retry.textContent = texts.retry;
    retry.addEventListener('click', () => void load(true));
    alert.replaceChildren(message, retry);
    button.hidden = true;
    status.textContent = '';
  };

  const load = async (byUser: boolean) => {
    if (loading || !nextHref) return;
    loading = true;
    const hadFocus = byUser || document.activeElement === button || alert.contains(document.activeElement);
    const requested = nextHref;
    failed = false;
    alert.replaceChildren();
    button.hidden = false;
    button.setAttribute('aria-disabled', 'true');
    if (hadFocus) button.focus();
    skeletons = Array.from({ length: skeletonCount }, skeletonTile);
    grid.append(...skeletons);
    grid.setAttribute('aria-busy', 'true');
    status.textContent = texts.loading;
    try {
      const res = await fetch(requested, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      // A redirect elsewhere (e.g. state no longer valid) would bring other products: stop here.
      const landed = new URL(res.url || requested);
      const asked = new URL(requested, location.href);
      const sameListing = landed.pathname === asked.pathname && landed.search === asked.search;
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      const known = new Set([...grid.querySelectorAll<HTMLElement>('.product-tile')].map((t) => t.dataset.code));
      const items = sameListing
        ? [...doc.querySelectorAll<HTMLLIElement>('.product-grid > li')].filter((li) => {
            const code = li.querySelector<HTMLElement>('.product-tile')?.dataset.code;
            return !code || !known.has(code);
          })
        : [];
      const next = sameListing ? doc.querySelector<HTMLAnchorElement>('.catalogue-pager a[rel=next]') : null;
      for (const s of skeletons) s.remove();
      skeletons = [];
      const fragment = document.createDocumentFragment();
      fragment.append(...items);
      reviveScripts(fragment);
      grid.append(fragment);
      lastPage = pageOf(requested, lastPage + 1);
      nextHref =
        items.length > 0 && next?.getAttribute('href') ? new URL(next.getAttribute('href')!, landed).href : null;
      updatePager();
      status.textContent = items.length === 1 ? texts.loadedOne : fill(texts.loadedMany, { count: items.length });
      button.removeAttribute('aria-disabled');
      // Keyboard users go on from the first new product rather than from a vanished button.
      if (hadFocus && items.length > 0) items[0]!.querySelector<HTMLElement>('.product-tile__title a')?.focus();
      if (!nextHref) finish();
      else if (observer) {
        // Observing again reports the current state: loads on if the end is still in sight.
        observer.unobserve(more);
        observer.observe(more);
      }
    } catch {
      for (const s of skeletons) s.remove();
      skeletons = [];
      button.removeAttribute('aria-disabled');
      showError();
      if (hadFocus) alert.querySelector('button')?.focus();
    } finally {
      loading = false;
      grid.removeAttribute('aria-busy');
    }
  };

  button.hidden = false;
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') !== 'true') void load(true);
  });
  observer?.observe(more);
}
