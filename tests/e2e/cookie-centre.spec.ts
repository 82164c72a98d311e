// The cookie centre (issue 36) on the shop's pages, in Chromium: a first visit shows the footer banner;
// closing it keeps only the necessary cookies and tracks nothing; 'Gestisci cookie' opens the centre, which
// works by keyboard alone, and a save applies (a gated script runs), records the decision, shows the
// 'Cookie Policy' alert and reloads, after which events reach the shop's own collector; a new policy version
// asks again; the pharmacy domain never tracks; Global Privacy Control starts the optional categories
// refused. The banner is in the server's page, shown by its boot script before the first paint (ADR 0057):
// it shows before the element's script arrives, and a visitor who decided never sees it, not for a frame.
// Every other spec starts with the policy decided (consent-state.ts); these start empty.
import { expect, test } from '@playwright/test';
import { cookies as spec, consent as texts, consentBanner } from '@mercato/contracts/i18n/it-consent';
import { COOKIE_POLICY_INITIAL_VERSION } from '@mercato/contracts/consent';
import { API, expectNoAxeViolations, loginAsNew } from './helpers.ts';
import { demoPopupsSeen } from './consent-state.ts';

// A first visit as far as cookies go; the demo welcome popup counts as seen (content.spec.ts tests popups).
const firstVisit = {
  cookies: [],
  origins: [{ origin: `http://localhost:${Number(process.env.E2E_PORT ?? 4391)}`, localStorage: [demoPopupsSeen] }],
};

const consentCookies = async (page: import('@playwright/test').Page) =>
  Object.fromEntries(
    (await page.context().cookies())
      .filter((c) => c.name.startsWith('mercato_cookie_'))
      .map((c) => [c.name.slice('mercato_cookie_'.length), c.value]),
  );

/** The decision a consent record call stored (200), as the page sent it. */
async function recordOf(response: Promise<import('@playwright/test').Response>) {
  const res = await response;
  expect(res.status()).toBe(200);
  return res.request().postDataJSON();
}

/** Counts the calls to the collector the page makes. */
function collectorCalls(page: import('@playwright/test').Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`${API}/analytics/collect`)) calls.push(r.postData() ?? '');
  });
  return calls;
}

/** Watches every frame and DOM change of the next pages for a shown banner (the page's or the element's). */
async function watchBanner(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bannerSeen: boolean };
    w.bannerSeen = false;
    const look = () => {
      const banner = document.querySelector<HTMLElement>('mercato-cookie-centre .cc-banner');
      const inShadow = document.querySelector('mercato-cookie-centre')?.shadowRoot?.querySelector('.cc-banner');
      if (banner?.checkVisibility() || inShadow) w.bannerSeen = true;
    };
    const frame = () => {
      look();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen);
}

test.describe('a first visit', () => {
  test.use({ storageState: firstVisit });
  // Each goes through several page loads, axe and the reload: slower than one page on a busy machine.
  test.slow();

  test('shows the banner; closing it keeps only the necessary cookies and tracks nothing', async ({ page }) => {
    const calls = collectorCalls(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: consentBanner.bannerLabel });
    await expect(banner.getByRole('button', { name: spec.acceptAll })).toBeVisible();
    await expect(banner.getByRole('link', { name: spec.readPolicy })).toHaveAttribute('href', '/cookie-policy');
    await expect(page.locator('html')).toHaveAttribute('data-mercato-analytics', 'waiting');
    await expectNoAxeViolations(page);
    const recorded = page.waitForResponse((r) => r.url().endsWith(`${API}/consent/records`));
    await banner.getByRole('button', { name: consentBanner.close }).click();
    expect(await recordOf(recorded)).toMatchObject({
      source: 'close',
      categories: { technical: true, analytics: false, profiling: false },
    });
    await expect(banner).toBeHidden();
    expect(await consentCookies(page)).toEqual({ policy: 'yes', technical: 'yes', analytics: 'no', profiling: 'no' });
    await expect(page.locator('html')).toHaveAttribute('data-mercato-analytics', 'off');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mercato-analytics', 'off');
    await expect(banner).toBeHidden();
    expect(calls).toEqual([]);
  });

  test("the banner is in the first paint, before the element's script arrives; its buttons work once it has", async ({
    page,
  }) => {
    // The element's script held back: what shows is the page as the server wrote it and its boot script.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/elements/cookie-centre.js', async (route) => {
      await held;
      await route.continue();
    });
    const seen = await watchBanner(page);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: consentBanner.bannerLabel });
    await expect(banner.getByRole('button', { name: spec.acceptAll })).toBeVisible();
    await expect(banner.getByRole('link', { name: spec.readPolicy })).toHaveAttribute('href', '/cookie-policy');
    expect(await page.evaluate(() => customElements.get('mercato-cookie-centre'))).toBeUndefined();
    expect(await seen()).toBe(true); // the watch of the test below sees a shown banner
    const box = await banner.boundingBox();
    release();
    // Adopted by the element (slotted, not redrawn): the same place, and 'Accetta tutti' decides.
    await expect
      .poll(() =>
        page.evaluate(() => !!document.querySelector('mercato-cookie-centre')?.shadowRoot?.querySelector('slot')),
      )
      .toBe(true);
    expect(await banner.boundingBox()).toEqual(box);
    const recorded = page.waitForResponse((r) => r.url().endsWith(`${API}/consent/records`));
    await banner.getByRole('button', { name: spec.acceptAll }).click();
    expect(await recordOf(recorded)).toMatchObject({ source: 'accept-all', categories: { analytics: true } });
    await expect(banner).toHaveCount(0);
  });

  test("'Gestisci cookie' → analytics on → save: a gated script runs, the alert, the reload, events collected", async ({
    page,
  }) => {
    await page.route('**/e2e-gated.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.gatedRuns = (window.gatedRuns || 0) + 1;' }),
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: consentBanner.bannerLabel })).toBeVisible();
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.type = 'text/plain';
      s.dataset.category = 'analytics';
      s.src = '/e2e-gated.js';
      document.body.append(s);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: spec.manage }).click();
    const centre = page.getByRole('dialog', { name: spec.centreTitle });
    await expect(centre.getByRole('switch', { name: 'Cookie analitici' })).toBeVisible();
    await expect(centre.getByRole('switch', { name: 'Cookie tecnici' })).toBeDisabled();
    await expect(centre.getByRole('switch', { name: 'Cookie tecnici' })).toBeChecked();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => (window as { gatedRuns?: number }).gatedRuns)).toBeUndefined();

    // By keyboard alone: Escape closes and gives focus back; then the switch, Tab to the save, Enter.
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: spec.manage }).press('Enter');
    const analytics = centre.getByRole('switch', { name: 'Cookie analitici' });
    await expect(analytics).not.toBeChecked();
    await analytics.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await page.keyboard.press('Tab'); // profiling
    await page.keyboard.press('Tab'); // 'Accetta tutti'
    await page.keyboard.press('Tab'); // 'Salva le impostazioni'
    await page.keyboard.press('Tab'); // wraps to the first control: the close button
    await expect(centre.getByRole('button', { name: texts.closeCentre })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(centre.getByRole('button', { name: spec.save })).toBeFocused();
    const recorded = page.waitForResponse((r) => r.url().endsWith(`${API}/consent/records`));
    await page.keyboard.press('Enter');
    expect(await recordOf(recorded)).toMatchObject({
      source: 'save',
      policyVersion: COOKIE_POLICY_INITIAL_VERSION,
      categories: { technical: true, analytics: true, profiling: false },
    });
    const alert = page.getByRole('alertdialog', { name: spec.policyTitle });
    await expect(alert).toContainText(spec.policyChanged);
    await expect.poll(() => page.evaluate(() => (window as { gatedRuns?: number }).gatedRuns)).toBe(1);
    expect(await consentCookies(page)).toMatchObject({ analytics: 'yes', profiling: 'no' });

    const collected = page.waitForResponse((r) => r.url().endsWith(`${API}/analytics/collect`));
    await alert.getByRole('button', { name: spec.policyChangedButton }).click();
    const res = await collected;
    expect(res.status()).toBe(200);
    const sent = JSON.parse(res.request().postData() ?? '{}');
    expect(sent.events.map((e: { type: string }) => e.type)).toContain('page_view');
    expect(sent.events[0]).toMatchObject({ userId: '', location: 'free visit' });
    await expect(page.getByRole('region', { name: consentBanner.bannerLabel })).toBeHidden();
  });

  test('with Global Privacy Control on, the optional categories start refused', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    const recorded = page.waitForResponse((r) => r.url().endsWith(`${API}/consent/records`));
    await page.goto('/');
    expect(await recordOf(recorded)).toMatchObject({ source: 'gpc', categories: { analytics: false } });
    await expect(page.locator('html')).toHaveAttribute('data-mercato-analytics', 'off');
    await expect(page.getByRole('region', { name: consentBanner.bannerLabel })).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: spec.manage }).click();
    const centre = page.getByRole('dialog', { name: spec.centreTitle });
    await expect(centre.getByText(texts.gpc)).toBeVisible();
    await expect(centre.getByRole('switch', { name: 'Cookie analitici' })).not.toBeChecked();
    await expect(centre.getByRole('switch', { name: 'Cookie di profilazione e marketing' })).not.toBeChecked();
  });
});

test('a visitor who decided never sees the banner, not even for a frame', async ({ page }) => {
  const seen = await watchBanner(page);
  const config = page.waitForResponse((r) => r.url().includes(`${API}/analytics/cookie-center/config/`));
  await page.goto('/');
  await config;
  // The launcher decided (nothing to ask): the page's banner is gone, and was never shown.
  await expect(page.locator('mercato-cookie-centre .cc-banner')).toHaveCount(0);
  expect(await seen()).toBe(false);
  await page.goto('/supermercato/ricerca/pasta');
  await expect(page.locator('mercato-cookie-centre .cc-banner')).toHaveCount(0);
  expect(await seen()).toBe(false);
});

test('a new policy version shows the banner again; the pharmacy domain never tracks', async ({ page, baseURL }) => {
  const calls = collectorCalls(page);
  // Analytics accepted on this device, for the version in force.
  await page.context().addCookies([{ name: 'mercato_cookie_analytics', value: 'yes', url: `${baseURL}/` }]);
  await page.goto('/pharma/home');
  await expect(page.locator('html')).toHaveAttribute('data-mercato-analytics', 'off');
  await expect(page.getByRole('region', { name: consentBanner.bannerLabel })).toBeHidden();

  const publish = (version: string) =>
    page.request.post(`${API}/test/cookie-policy`, { data: { navigation: 'prenotazioni', version } });
  // The page as kept before the new version: the page writes the version in force for the boot script.
  await page.goto('/prenotazioni/home');
  await expect(page.getByRole('region', { name: consentBanner.bannerLabel })).toBeHidden();
  expect((await publish('2026-e2e')).status()).toBe(200);
  try {
    // In the first paint (the element's script never arrives): no kept page outlives the old version.
    await page.route('**/elements/cookie-centre.js', (route) => route.abort());
    await page.goto('/prenotazioni/home');
    await expect(page.locator('mercato-cookie-centre')).toHaveAttribute('data-cc-version', '2026-e2e');
    await expect(page.getByRole('region', { name: consentBanner.bannerLabel })).toBeVisible();
    await page.unroute('**/elements/cookie-centre.js');
  } finally {
    await publish(COOKIE_POLICY_INITIAL_VERSION);
  }
  expect(calls.filter((c) => c.includes('/pharma/'))).toEqual([]);
});

test("a customer sees their consents and changes them from the account's page", async ({ page }) => {
  await loginAsNew(page, 'mario.rossi@example.it', '/account/consensi-cookie');
  await expect(page.getByRole('heading', { level: 1, name: texts.accountTitle })).toBeVisible();
  await expect(page.getByText(texts.accountEmpty)).toBeVisible();
  await page.getByRole('link', { name: texts.accountChange }).click();
  const centre = page.getByRole('dialog', { name: spec.centreTitle });
  await centre.getByRole('button', { name: spec.acceptAll }).click();
  await page
    .getByRole('alertdialog', { name: spec.policyTitle })
    .getByRole('button', { name: spec.policyChangedButton })
    .click();
  const row = page.getByRole('row').filter({ hasText: texts.sources['accept-all'] });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(COOKIE_POLICY_INITIAL_VERSION);
  await expect(page.getByRole('listitem').filter({ hasText: 'Cookie analitici' })).toContainText(texts.accepted);
});
