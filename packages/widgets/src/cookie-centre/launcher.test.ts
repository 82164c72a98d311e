// <mercato-cookie-centre> as it ships (ADR 0048): a plain custom element that decides at load and
// downloads the banner, or the centre, only when needed. A decided visit draws nothing and downloads
// neither; a first visit gets the banner, whose close control keeps only the necessary cookies; a
// data-cookie-centre click opens the centre, with focus inside, and Escape closes it; the props are
// attributes in the three spellings frameworks write, and properties (even set before the definition).
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, fakeConsentShop } from '@test-support/consent-shop.ts';
import { SAMPLE_COOKIE_CONFIG } from '@test-support/sample-data.ts';
import { waitFor } from '@testing-library/dom';
import { cookies as spec, consentBanner } from '@mercato/contracts/i18n/it-consent';
import { writeConsent } from '@mercato/core/consent';

// Which lazy modules the element downloaded.
const loaded = vi.hoisted(() => ({ banner: false, centre: false }));
vi.mock('./banner.ts', async (original) => {
  loaded.banner = true;
  return original();
});
vi.mock('./centre-mount.ts', async (original) => {
  loaded.centre = true;
  return original();
});

const config = SAMPLE_COOKIE_CONFIG;

// A property set on the element before its definition (a framework's upgrade): kept, as its attribute.
const early = document.createElement('mercato-cookie-centre') as HTMLElement & { navigation?: string };
early.navigation = 'drive';
await import('./element.ts');

const { records, fetchMock, settled } = fakeConsentShop(config);

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('mercato-cookie-centre');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}
const banner = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part=banner]');
const button = buttonNamed;

describe('<mercato-cookie-centre>', () => {
  // First: the lazy modules are not downloaded yet.
  it('draws nothing on a decided visit and downloads neither the banner nor the centre', async () => {
    writeConsent(config.cookieCenterConfigList, { technical: true, analytics: false }, 'v1');
    const el = mount();
    await settled();
    expect(fetchMock.mock.calls[0][0]).toBe('/commerce/resources/analytics/cookie-center/config/supermercato/web');
    expect(el.shadowRoot!.querySelector('[part=root]')!.childElementCount).toBe(0);
    expect(loaded).toEqual({ banner: false, centre: false });
    expect(records).toEqual([]);
  });

  it('shows the banner on a first visit; its close control keeps only the necessary cookies', async () => {
    const el = mount();
    const saved = vi.fn();
    el.addEventListener('mercato:consent-saved', (e) => saved((e as CustomEvent).detail));
    await waitFor(() => expect(banner(el)).not.toBeNull());
    const section = banner(el)!;
    expect(section.querySelector('h2')!.textContent).toBe(consentBanner.bannerLabel);
    expect(section.textContent).toContain(spec.bannerText);
    expect(section.querySelector('a')!.getAttribute('href')).toBe('/cookie-policy');
    expect(button(section, spec.acceptAll)).toBeTruthy();
    expect(loaded.centre).toBe(false);
    button(section, consentBanner.close).click();
    await waitFor(() => expect(banner(el)).toBeNull());
    expect(document.cookie).toContain('mercato_cookie_analytics=no');
    expect(document.cookie).toContain('mercato_cookie_technical=yes');
    expect(document.cookie).toContain('mercato_cookie_policy=yes');
    await waitFor(() => expect(records).toHaveLength(1));
    expect(records[0]).toMatchObject({ source: 'close', categories: { technical: true, analytics: false } });
    expect(saved).toHaveBeenCalledWith({
      source: 'close',
      policyVersion: 'v1',
      categories: { technical: true, analytics: false },
    });
  });

  it('opens the centre from a data-cookie-centre link, focus inside; Escape closes it, focus back', async () => {
    writeConsent(config.cookieCenterConfigList, { technical: true, analytics: false }, 'v1');
    const link = document.createElement('a');
    link.href = '/cookie-policy';
    link.dataset.cookieCentre = '';
    link.textContent = spec.manage;
    document.body.append(link);
    const el = mount({ 'no-reload': '' });
    const toggles: boolean[] = [];
    el.addEventListener('mercato:cookie-centre-toggle', (e) => toggles.push((e as CustomEvent).detail.open));
    await settled();
    link.focus();
    link.click();
    const dialog = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLElement>('[role=dialog]') ?? Promise.reject(new Error('no dialog')),
      { timeout: 10_000 },
    );
    expect(loaded.centre).toBe(true);
    expect(dialog.getAttribute('part')).toBe('centre');
    expect(dialog.querySelector('h2')!.textContent).toBe(spec.centreTitle);
    await waitFor(() => expect(el.shadowRoot!.activeElement).toBe(dialog.querySelector('h2')));
    await waitFor(() => expect(dialog.querySelectorAll('[role=switch]')).toHaveLength(2));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role=dialog]')).toBeNull());
    expect(document.activeElement).toBe(link);
    expect(toggles).toEqual([true, false]);
  });

  it('saves from the centre: the choice applies, then the Cookie Policy alert', async () => {
    const el = mount({ 'no-reload': '' });
    await waitFor(() => expect(banner(el)).not.toBeNull());
    button(banner(el)!, spec.manage).click();
    const dialog = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLElement>('[role=dialog]') ?? Promise.reject(new Error('no dialog')),
    );
    expect(banner(el)).toBeNull();
    const analytics = await waitFor(
      () => dialog.querySelectorAll<HTMLInputElement>('[role=switch]')[1] ?? Promise.reject(new Error('no switch')),
    );
    analytics.click();
    await waitFor(() => expect(analytics.checked).toBe(true));
    button(dialog, spec.save).click();
    const alert = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLElement>('[role=alertdialog]') ?? Promise.reject(new Error('no alert')),
    );
    expect(alert.textContent).toContain(spec.policyChanged);
    expect(document.cookie).toContain('mercato_cookie_analytics=yes');
    await waitFor(() => expect(records).toMatchObject([{ source: 'save' }]));
    // no-reload: 'Continua' closes, and the banner does not come back.
    button(alert, spec.policyChangedButton).click();
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role=alertdialog]')).toBeNull());
    expect(banner(el)).toBeNull();
  });

  it('takes its props as kebab-case, camelCase and lower-case attributes, and as properties', async () => {
    document.body.append(early);
    expect(early.getAttribute('navigation')).toBe('drive');
    await settled();
    expect(fetchMock.mock.calls[0][0]).toContain('/config/drive/web');

    const el = mount({ bannerhidden: '' }) as unknown as HTMLElement & Record<string, unknown>;
    expect(el.getAttribute('banner-hidden')).toBe('');
    expect(el.bannerHidden).toBe(true);
    el.setAttribute('policyUrl', '/privacy');
    expect(el.getAttribute('policy-url')).toBe('/privacy');
    el.setAttribute('apibase', 'https://www.mercato.it/');
    expect(el.apiBase).toBe('https://www.mercato.it/');
    el.noReload = true;
    expect(el.getAttribute('no-reload')).toBe('');
    el.noReload = false;
    expect(el.hasAttribute('no-reload')).toBe(false);
    // A change of api-base asks the other origin for the configuration; the banner stays hidden.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        'https://www.mercato.it/commerce/resources/analytics/cookie-center/config/supermercato/web',
        expect.anything(),
      ),
    );
    await settled();
    expect(banner(el)).toBeNull();
    el.bannerHidden = false;
    await waitFor(() => expect(banner(el)).not.toBeNull());
    expect(banner(el)!.querySelector('a')!.getAttribute('href')).toBe('https://www.mercato.it/privacy');
  });
});
