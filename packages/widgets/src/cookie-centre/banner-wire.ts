// Wires the banner's three controls by their data-cc-action (banner-markup.ts writes them): the same for
// the banner drawn by banner.ts and for the one the shop's server wrote, which the launcher adopts without
// downloading banner.ts (its own module, so that the launcher's entry carries only these lines).

/** The element's named slot for a banner the page wrote (meta.ts `slots`): the launcher adopts it. */
export const BANNER_SLOT = 'banner';

/** The banner's controls, by their data-cc-action. */
export type BannerAction = 'manage' | 'accept-all' | 'close';

export function wireBanner(banner: Element, on: Record<BannerAction, () => void>): void {
  for (const b of Array.from(banner.querySelectorAll<HTMLElement>('[data-cc-action]'))) {
    const action = on[b.dataset.ccAction as BannerAction];
    if (action) b.addEventListener('click', action);
  }
}
