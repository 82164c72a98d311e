// The cookie banner's one markup (ADR 0057), as an HTML string: the shop's server writes it into the page
// inside <mercato-cookie-centre> (site/src/features/cookie-centre/CookieCentre.astro, so that the banner is
// in the first paint), and banner.ts parses it for the element's shadow root (partner pages, or a shop page
// without it). CookieCentre.tsx (React apps) writes the same section in JSX: keep the three in step (same
// classes, texts, heading and the order of the controls). No DOM, CSS or framework import, so that the
// server imports it; the controls carry data-cc-action, by which banner-wire.ts wires them.
import { BANNER_SLOT } from './banner-wire.ts';
import { spec, texts } from './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The banner (`part="banner"`, one `section.cc-banner`); its policy link is `.cc-link`. `inPage`: written
 * by a page's server inside the element, for it to adopt: in its slot (BANNER_SLOT) and hidden (the shop's
 * boot script shows it before the first paint when the visit needs it).
 */
export function bannerMarkup(policyHref: string, { inPage = false }: { inPage?: boolean } = {}): string {
  const e = escapeHtml;
  return (
    `<section class="cc-banner" part="banner" aria-labelledby="cc-title"${inPage ? ` slot="${BANNER_SLOT}" hidden` : ''}>` +
    `<h2 id="cc-title" class="mercato-visually-hidden">${e(texts.bannerLabel)}</h2>` +
    `<p class="cc-text">${e(spec.bannerText)} <a href="${e(policyHref)}" class="cc-link">${e(spec.readPolicy)}</a></p>` +
    '<div class="cc-actions">' +
    `<button type="button" class="mercato-button" data-cc-action="manage">${e(spec.manage)}</button>` +
    `<button type="button" class="mercato-button mercato-button--primary" data-cc-action="accept-all">${e(spec.acceptAll)}</button>` +
    '</div>' +
    `<button type="button" class="cc-close" aria-label="${e(texts.close)}" title="${e(texts.close)}" data-cc-action="close">` +
    '<span aria-hidden="true">×</span></button>' +
    '</section>'
  );
}
