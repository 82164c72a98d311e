// <mercato-cookie-centre> on the shop's pages (ADR 0057): the server wrote the banner into the element's
// light DOM (banner-markup.ts) and the boot script showed or hid it before the first paint. The launcher
// slots it (never downloading banner.ts, still save.ts), leaves it as it is until the configuration
// arrives, then shows or hides it as its own decision says, wires its three controls to the same actions
// as the drawn banner's, keeps a click made before the configuration, and removes it once decided.
import { describe, expect, it, vi } from 'vitest';
import { clearCookies } from '@test-support/cookies.ts';
import { buttonNamed, fakeConsentShop } from '@test-support/consent-shop.ts';
import { SAMPLE_COOKIE_CONFIG } from '@test-support/sample-data.ts';
import { waitFor } from '@testing-library/dom';
import { cookies as spec, consentBanner } from '@mercato/contracts/i18n/it-consent';
import { writeConsent } from '@mercato/core/consent';
import { bannerMarkup } from './banner-markup.ts';

const loaded = vi.hoisted(() => ({ banner: false, save: false }));
vi.mock('./banner.ts', async (original) => {
  loaded.banner = true;
  return original();
});
vi.mock('./save.ts', async (original) => {
  loaded.save = true;
  return original();
});
await import('./element.ts');

const config = SAMPLE_COOKIE_CONFIG;
const { records, fetchMock, hold, settled } = fakeConsentShop(config);

/** The element as the shop's page writes it, its banner shown (`shown`) or left hidden by the boot script. */
function mount(shown: boolean) {
  const el = document.createElement('mercato-cookie-centre');
  el.setAttribute('policy-url', '/cookie-policy');
  el.innerHTML = bannerMarkup('/cookie-policy', { inPage: true });
  const banner = el.querySelector<HTMLElement>('.cc-banner')!;
  banner.hidden = !shown;
  document.body.append(el);
  return { el, banner };
}
const slot = (el: HTMLElement) => el.shadowRoot!.querySelector('slot');
const button = buttonNamed;

describe('<mercato-cookie-centre> with the banner the shop wrote', () => {
  // First: banner.ts is not downloaded yet by any test of this file.
  it('slots it, keeps it shown on a first visit, closes it with only the necessary cookies; no banner.ts', async () => {
    const { el, banner } = mount(true);
    expect(slot(el)?.name).toBe('banner');
    expect(banner.hidden).toBe(false);
    await settled();
    expect(banner.hidden).toBe(false);
    expect(banner.isConnected).toBe(true);
    await waitFor(() => expect(loaded.save).toBe(true));
    expect(el.shadowRoot!.querySelector('.cc-banner')).toBeNull();
    button(banner, consentBanner.close).click();
    expect(banner.isConnected).toBe(false);
    expect(slot(el)).toBeNull();
    expect(document.cookie).toContain('mercato_cookie_analytics=no');
    await waitFor(() => expect(records).toMatchObject([{ source: 'close', categories: { analytics: false } }]));
    await settled();
    expect(loaded.banner).toBe(false);
  });

  it("'Accetta tutti' accepts every category", async () => {
    const { banner } = mount(true);
    await settled();
    button(banner, spec.acceptAll).click();
    expect(document.cookie).toContain('mercato_cookie_analytics=yes');
    await waitFor(() => expect(records).toMatchObject([{ source: 'accept-all', categories: { analytics: true } }]));
    expect(banner.isConnected).toBe(false);
    expect(loaded.banner).toBe(false);
  });

  it('leaves it as the boot script left it until the configuration arrives, then follows its own decision', async () => {
    // The boot showed it, but the visit decided: the launcher's word wins, the banner goes.
    writeConsent(config.cookieCenterConfigList, { analytics: false }, 'v1');
    const release = hold();
    const first = mount(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(first.banner.hidden).toBe(false);
    release();
    await settled();
    expect(first.banner.isConnected).toBe(false);
    expect(slot(first.el)).toBeNull();
    document.body.replaceChildren();

    // The boot hid it, but the launcher asks (here: the policy was never confirmed): it shows.
    clearCookies();
    localStorage.clear();
    const second = mount(false);
    await settled();
    expect(second.banner.hidden).toBe(false);
  });

  it('keeps a click made before the configuration arrives and stores it then', async () => {
    const release = hold();
    const { banner } = mount(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    button(banner, spec.acceptAll).click();
    expect(banner.hidden).toBe(true);
    expect(records).toEqual([]);
    release();
    await waitFor(() => expect(records).toMatchObject([{ source: 'accept-all', categories: { analytics: true } }]));
    expect(banner.isConnected).toBe(false);
  });

  it("'Gestisci cookie' opens the centre, the banner hidden meanwhile; Escape gives the focus back to it", async () => {
    const { el, banner } = mount(true);
    el.setAttribute('no-reload', '');
    await settled();
    const manage = button(banner, spec.manage);
    manage.focus();
    manage.click();
    const dialog = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLElement>('[role=dialog]') ?? Promise.reject(new Error('no dialog')),
      { timeout: 10_000 },
    );
    expect(banner.hidden).toBe(true);
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(dialog.querySelector('h2')));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role=dialog]')).toBeNull());
    expect(banner.hidden).toBe(false);
    expect(document.activeElement).toBe(manage);
  });

  it('hides it while banner-hidden is set', async () => {
    const { el, banner } = mount(true);
    await settled();
    el.setAttribute('banner-hidden', '');
    expect(banner.hidden).toBe(true);
    el.removeAttribute('banner-hidden');
    expect(banner.hidden).toBe(false);
    expect(loaded.banner).toBe(false);
  });

  it('puts no slot in its box when the page wrote no banner (partner pages); fallback children stay as they are', async () => {
    const el = document.createElement('mercato-cookie-centre');
    // A partner's fallback, even one that looks like the banner: not in the banner slot, so not adopted.
    el.innerHTML = '<a href="/cookie-policy">Cookie</a><section class="cc-banner">Cookie</section>';
    document.body.append(el);
    expect(slot(el)).toBeNull();
    await waitFor(() => expect(el.shadowRoot!.querySelector('.cc-banner')).not.toBeNull());
    expect(loaded.banner).toBe(true);
    expect(el.children.length).toBe(2);
  });
});
