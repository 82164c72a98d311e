// The product page's picture opens the big image dialog (orders §2 dialogs, big image): the picture is a
// link to the largest picture (without JavaScript, or when the dialog's code cannot be downloaded, the
// browser shows the picture itself); a plain press downloads zoom-open.tsx and opens the dialog instead.
// A press with a modifier (new tab, new window) is the browser's.

/** The picture's link: [slug].astro writes these attributes. */
export const ZOOM_SELECTOR = 'a[data-zoom-product]';

document.addEventListener('click', (e) => {
  const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(ZOOM_SELECTOR);
  if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  const picture = link.querySelector('img');
  import('./zoom-open.tsx').then(
    (m) => m.openZoom({ src: link.href, alt: picture?.alt ?? '', product: link.dataset.zoomProduct ?? '' }),
    () => window.location.assign(link.href),
  );
});
