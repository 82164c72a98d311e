// Runs inline before the listing's tiles are parsed (no flash): applies the remembered grid/list layout and
// shows the layout switch. Static text: astro.config.mjs hashes this file for the page CSP (script-src).
var grid = document.currentScript.parentElement,
  layout = 'grid';
var key = grid.getAttribute('data-layout-key'),
  listClass = grid.getAttribute('data-list-class');
try {
  if (localStorage.getItem(key) === 'list') layout = 'list';
} catch (_e) {}
grid.classList.toggle(listClass, layout === 'list');
var root = grid.closest('.catalogue-listing'),
  sw = root?.querySelector('.layout-switch');
if (sw) {
  sw.querySelectorAll('[data-layout]').forEach((b) => {
    b.setAttribute('aria-pressed', String(b.getAttribute('data-layout') === layout));
  });
  sw.hidden = false;
}
