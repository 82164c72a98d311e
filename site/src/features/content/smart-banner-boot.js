// Runs inline right after the smart app banner's markup (SmartBanner.astro), before anything below it is
// parsed: the banner is in the first paint or never, so nothing on the page moves (no layout shift). It
// shows on a phone or tablet whose store has a link, unless closed within data-hidden-ms or the store link
// followed within data-reminder-ms (spec shell §4; kept in localStorage by smart-banner.ts). Static text:
// astro.config.mjs hashes this file for the page CSP (script-src).
var bar = document.getElementById('smart-banner'),
  ua = navigator.userAgent,
  seen = {},
  now = Date.now();
var url = /iPhone|iPad|iPod/.test(ua)
  ? bar.getAttribute('data-ios')
  : /Android/.test(ua)
    ? bar.getAttribute('data-android')
    : '';
try {
  seen = JSON.parse(localStorage.getItem(bar.getAttribute('data-storage')) || '{}') || {};
} catch (_e) {}
if (
  url &&
  !(now - seen.closedAt < Number(bar.getAttribute('data-hidden-ms'))) &&
  !(now - seen.storeAt < Number(bar.getAttribute('data-reminder-ms')))
) {
  bar.querySelector('a').href = url;
  bar.hidden = false;
}
