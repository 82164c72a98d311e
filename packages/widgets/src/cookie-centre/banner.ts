// The footer banner of <mercato-cookie-centre> without a UI framework (ADR 0048), downloaded by the
// launcher (launcher.ts) only when the visit needs it and the page holds no banner of its own (the shop's
// server writes one, ADR 0057, which the launcher adopts instead). The markup is banner-markup.ts's, the one
// the shop's server writes too; CookieCentre.tsx, which React apps render, writes the same in JSX: keep the
// three in step. Styles: cookie-centre.css with the UI's tokens and utilities.
import { widgetCss } from '../runtime/widget-css.ts';
import { bannerMarkup } from './banner-markup.ts';
import { type BannerAction, wireBanner } from './banner-wire.ts';
import css from './cookie-centre.css?inline';

/** The styles the launcher adopts into its shadow root: the UI's tokens and utilities, then the banner's. */
export const bannerCss = widgetCss(css);

export interface BannerActions {
  manage: () => void;
  acceptAll: () => void;
  /** The close control: only the necessary cookies. */
  close: () => void;
}

/** The banner (`part="banner"`); its policy link is `.cc-link`, whose href the launcher keeps current. */
export function drawBanner(policyHref: string, on: BannerActions): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = bannerMarkup(policyHref);
  const banner = template.content.firstElementChild as HTMLElement;
  const actions: Record<BannerAction, () => void> = { manage: on.manage, 'accept-all': on.acceptAll, close: on.close };
  wireBanner(banner, actions);
  return banner;
}
