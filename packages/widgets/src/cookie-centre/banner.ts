// The footer banner of <mercato-cookie-centre> without a UI framework (ADR 0048), downloaded by the
// launcher (launcher.ts) only when the visit needs it. The same markup, texts and styles
// (cookie-centre.css) as CookieCentre.tsx's banner, which React apps render: keep the two in step.
import { widgetCss } from '../runtime/widget-css.ts';
import css from './cookie-centre.css?inline';
import { spec, texts } from './texts.ts';

/** The styles the launcher adopts into its shadow root: the UI's tokens and utilities, then the banner's. */
export const bannerCss = widgetCss(css);

/** An element with attributes and children (texts are set as text, never parsed). */
function el(tag: string, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export interface BannerActions {
  manage: () => void;
  acceptAll: () => void;
  /** The close control: only the necessary cookies. */
  close: () => void;
}

/** The banner (`part="banner"`); its policy link is `.cc-link`, whose href the launcher keeps current. */
export function drawBanner(policyHref: string, on: BannerActions): HTMLElement {
  const button = (label: Node | string, className: string, onClick: () => void, attrs: Record<string, string> = {}) => {
    const b = el('button', { type: 'button', class: className, ...attrs }, label);
    b.addEventListener('click', onClick);
    return b;
  };
  return el(
    'section',
    { class: 'cc-banner', part: 'banner', 'aria-labelledby': 'cc-title' },
    el('h2', { id: 'cc-title', class: 'mercato-visually-hidden' }, texts.bannerLabel),
    el(
      'p',
      { class: 'cc-text' },
      `${spec.bannerText} `,
      el('a', { href: policyHref, class: 'cc-link' }, spec.readPolicy),
    ),
    el(
      'div',
      { class: 'cc-actions' },
      button(spec.manage, 'mercato-button', on.manage),
      button(spec.acceptAll, 'mercato-button mercato-button--primary', on.acceptAll),
    ),
    button(el('span', { 'aria-hidden': 'true' }, '×'), 'cc-close', on.close, {
      'aria-label': texts.close,
      title: texts.close,
    }),
  );
}
