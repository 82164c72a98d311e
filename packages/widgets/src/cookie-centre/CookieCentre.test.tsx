// The cookie centre on the three runtimes: the banner on a first visit; 'Accetta tutti' and the close
// control write the consent cookies (known keys only) and record the decision; the centre opens from the
// banner and from any data-cookie-centre element of the page, shows one section per category with the
// read-only one always on, and a save shows the 'Cookie Policy' alert.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '@test-support/cookies.ts';
import { SAMPLE_COOKIE_CONFIG } from '@test-support/sample-data.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { cookies as spec, consentBanner } from '@mercato/contracts/i18n/it-consent';
import { CookieCentre } from './CookieCentre.tsx';

const config = SAMPLE_COOKIE_CONFIG;

let records: unknown[] = [];

beforeEach(() => {
  records = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/consent/records')) {
        records.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ data: {} }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: config }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookies();
  localStorage.clear();
});

describe('CookieCentre', () => {
  it('shows the banner on a first visit; closing it keeps only the necessary cookies and records it', async () => {
    render(<CookieCentre />);
    const banner = await screen.findByRole('region', { name: consentBanner.bannerLabel });
    fireEvent.click(within(banner).getByRole('button', { name: consentBanner.close }));
    await waitFor(() => expect(screen.queryByRole('region', { name: consentBanner.bannerLabel })).toBeNull());
    expect(document.cookie).toContain('mercato_cookie_analytics=no');
    expect(document.cookie).toContain('mercato_cookie_technical=yes');
    expect(document.cookie).toContain('mercato_cookie_policy=yes');
    expect(records).toMatchObject([
      { source: 'close', policyVersion: 'v1', categories: { technical: true, analytics: false } },
    ]);
  });

  it("'Accetta tutti' accepts every category; the banner does not ask again for the same version", async () => {
    const { unmount } = render(<CookieCentre />);
    fireEvent.click(await screen.findByRole('button', { name: spec.acceptAll }));
    expect(document.cookie).toContain('mercato_cookie_analytics=yes');
    unmount();
    render(<CookieCentre />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('region', { name: consentBanner.bannerLabel })).toBeNull();
  });

  it('opens the centre from a data-cookie-centre link; a save shows the Cookie Policy alert', async () => {
    const link = document.createElement('a');
    link.href = '/cookie-policy';
    link.dataset.cookieCentre = '';
    link.textContent = spec.manage;
    document.body.append(link);
    render(<CookieCentre noReload />);
    await screen.findByRole('region', { name: consentBanner.bannerLabel });
    fireEvent.click(link);
    // The centre is downloaded when first opened.
    const centre = await screen.findByRole('dialog', { name: spec.centreTitle }, { timeout: 10_000 });
    const technical = (await within(centre).findByRole('switch', { name: 'Cookie tecnici' })) as HTMLInputElement;
    expect(technical.checked && technical.disabled).toBe(true);
    fireEvent.click(within(centre).getByRole('switch', { name: 'Cookie analitici' }));
    fireEvent.click(within(centre).getByRole('button', { name: spec.save }));
    const alert = await screen.findByRole('alertdialog', { name: spec.policyTitle });
    expect(alert.textContent).toContain(spec.policyChanged);
    expect(document.cookie).toContain('mercato_cookie_analytics=yes');
    link.remove();
  });
});
