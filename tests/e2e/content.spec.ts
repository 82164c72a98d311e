// CMS content (issue 38): a staff editor writes a page in plain HTML with the shop's elements dropped in,
// sees it live, saves it (revisions, restore); a shopper opens it and the elements work, while what the
// sanitiser dropped (a script, an onerror handler, a javascript: link) never runs. The editor is staff's
// only. A landing shows its three CMS banners; the Colletta Alimentare is joined by its store tag's link.
import { expect, test } from './fixtures.ts';
import {
  API,
  axeAtBothWidths,
  chooseStreet,
  expectNoAxeViolations,
  hydrated,
  loginAs,
  PASSWORD,
  STAFF_EMAIL,
} from './helpers.ts';

/** A page made by the staff account through the editor's call, on a request context of its own. */
async function pageByStaff(
  playwright: import('@playwright/test').PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  url: string,
  html: string,
  more: { popup?: boolean; clusters?: string[]; title?: string } = {},
) {
  const staff = await playwright.request.newContext({ baseURL });
  try {
    expect((await staff.post(`${API}/login`, { data: { username: STAFF_EMAIL, password: PASSWORD } })).status()).toBe(
      200,
    );
    const token = (await staff.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await staff.post(`${API}/staff/cms/pages`, {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      data: {
        url,
        title: more.title ?? 'La spesa sotto casa',
        html,
        type: null,
        clusters: more.clusters ?? [],
        popup: more.popup ?? false,
        profiled: false,
        publishFrom: new Date(Date.now() - 60_000).toISOString(),
        publishTo: null,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await staff.dispose();
  }
}

const pageHtml = (product: { id: number; description: string }) =>
  [
    '<h1>La spesa sotto casa</h1>',
    '<p class="cms-lead">Controlla se consegniamo al tuo indirizzo.</p>',
    '<mercato-address-checker></mercato-address-checker>',
    `<mercato-add-to-trolley product-id="${product.id}" description="${product.description}"></mercato-add-to-trolley>`,
    '<script>window.cmsScriptRan = true;</script>',
    '<img src="/nessuna-immagine.png" alt="" onerror="window.cmsHandlerRan = true">',
    '<p><a href="javascript:window.cmsLinkRan = true">Scopri di più</a></p>',
    '<div style="position:fixed;inset:0;z-index:9999">Coperto</div>',
  ].join('\n');

test('a staff editor writes a page with live elements in the preview, saves revisions and restores one', async ({
  page,
  plain,
}) => {
  const [product] = await plain(1);
  await loginAs(page, STAFF_EMAIL, '/redazione/nuova');
  await hydrated(page);
  await page.getByLabel('Indirizzo della pagina').fill(`/prove/editor-${Date.now().toString(36)}`);
  await page.getByLabel('Titolo', { exact: true }).fill('La spesa sotto casa');
  await page.getByLabel('Contenuto HTML').fill(pageHtml(product!));
  // The live preview: the server's sanitised page with its elements alive.
  const preview = page.getByTestId('cms-preview');
  await expect(preview.locator('mercato-address-checker').getByLabel('CAP')).toBeVisible();
  await expect(preview.getByRole('button', { name: `Aggiungi al carrello ${product!.description}` })).toBeVisible();
  await expect(preview.locator('script, [onerror], [style]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pagina salvata' })).toHaveText(
    'Pagina salvata (revisione 1).',
  );
  await expect(page).toHaveURL(/\/redazione\/\d+$/);
  // A second revision, then the first restored as the third.
  await page.getByLabel('Titolo', { exact: true }).fill('Titolo da scartare');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pagina salvata' })).toHaveText(
    'Pagina salvata (revisione 2).',
  );
  await page.getByRole('button', { name: 'Ripristina revisione 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ripristinata' })).toHaveText(
    'Revisione 1 ripristinata come revisione 3.',
  );
  await expect(page.getByLabel('Titolo', { exact: true })).toHaveValue('La spesa sotto casa');
});

test("a shopper opens an editor's page, verifies an address there; its script and handlers never run", async ({
  page,
  plain,
  playwright,
  baseURL,
}) => {
  const [product] = await plain(1);
  const url = `/prove/pagina-${Date.now().toString(36)}`;
  await pageByStaff(playwright, baseURL!, url, pageHtml(product!));
  await page.goto(`/contenuto?cmsUrl=${encodeURIComponent(url)}`);
  await expect(page.getByRole('navigation', { name: 'Sei qui' })).toContainText('La spesa sotto casa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La spesa sotto casa');
  // Only the bundles of the elements present (besides the shell's own on every page: the cookie centre and
  // the chatbot button).
  const scripts = await page
    .locator('script[src^="/elements/"]')
    .evaluateAll((s) => s.map((e) => e.getAttribute('src')));
  const shell = ['/elements/chatbot-button.js', '/elements/cookie-centre.js'];
  expect(scripts.filter((s) => !shell.includes(s!)).sort()).toEqual([
    '/elements/address-checker.js',
    '/elements/floating-trolley.js',
  ]);
  const checker = page.locator('mercato-address-checker');
  await chooseStreet(checker, '50121', 'pinti', 'Borgo Pinti');
  await expect(checker.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Aggiungi al carrello ${product!.description}` })).toBeVisible();
  // The javascript: link lost its href: a text, no longer a link.
  await expect(page.getByRole('link', { name: 'Scopri di più' })).toHaveCount(0);
  await page.getByText('Scopri di più').click();
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.cmsScriptRan, w.cmsHandlerRan, w.cmsLinkRan];
  });
  expect(ran).toEqual([undefined, undefined, undefined]);
  expect(await page.getByText('Coperto').evaluate((e) => getComputedStyle(e).position)).toBe('static');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  // The editor is not a visitor's: the login first, and its calls say so (406).
  await page.goto('/redazione');
  expect(new URL(page.url()).pathname).toBe('/accedi');
  expect((await page.request.get(`${API}/staff/cms/pages`)).status()).toBe(406);
});

test('a customer gets the 404 page for the editor, and 404 from its calls', async ({ page, customer }) => {
  void customer;
  const answer = await page.goto('/redazione');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Non trovato');
  expect((await page.request.get(`${API}/staff/cms/pages`)).status()).toBe(404);
});

const shownSlide = (page: import('@playwright/test').Page) =>
  page.getByTestId('carousel').locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

test('the home carousel advances, pauses on hover and on focus, wraps both ways, and stops for reduced motion', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/supermercato/home');
  const carousel = page.getByRole('region', { name: 'Promozioni in primo piano' });
  const pause = carousel.getByRole('button', { name: 'Ferma lo scorrimento dei banner' });
  await expect(pause).toBeVisible();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 di 5');
  await page.clock.runFor(5000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '2 di 5');
  // Over it, it stays; away, it goes on.
  await carousel.hover();
  await page.clock.runFor(12_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '2 di 5');
  await page.mouse.move(1, 1);
  await page.clock.runFor(5000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '3 di 5');
  // Focus inside stops it too.
  await carousel.getByRole('button', { name: 'Vai al banner 3' }).focus();
  await page.clock.runFor(12_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '3 di 5');
  // Wraps: next from the last is the first, previous from the first the last.
  await carousel.getByRole('button', { name: 'Vai al banner 5' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '5 di 5');
  await carousel.getByRole('button', { name: 'Banner successivo' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 di 5');
  await carousel.getByRole('button', { name: 'Banner precedente' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '5 di 5');
  await expect(carousel.getByRole('button', { name: 'Vai al banner 5' })).toHaveAttribute('aria-current', 'true');
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Avvia lo scorrimento dei banner' })).toBeVisible();
  // The slide's fade-in (a CSS transition, not on the page's clock) over: axe weighs the text's contrast.
  await expect(shownSlide(page)).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(carousel.getByRole('button', { name: 'Avvia lo scorrimento dei banner' })).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 di 5');
});

test('a future publish date set in the application-info panel shows the future banner; reset removes it', async ({
  page,
  guest,
}) => {
  void guest;
  await page.goto('/supermercato/home');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Promozioni in primo piano' });
  await expect(carousel.getByText('Speciale Natale')).toHaveCount(0);
  await page.keyboard.press('Control+Alt+s');
  const panel = page.getByRole('dialog', { name: 'Informazioni applicazione' });
  await expect(panel.getByTestId('publish-date')).toHaveText('adesso');
  // In 20 days, as the browser's clock (Europe/Rome) writes it.
  const future = new Date(Date.now() + 20 * 86_400_000)
    .toLocaleString('sv-SE', { timeZone: 'Europe/Rome' })
    .replace(' ', 'T')
    .slice(0, 16);
  await panel.getByLabel('Data di pubblicazione dei contenuti').fill(future);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Mostra i contenuti a questa data' }).click();
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  await expect(carousel.getByRole('button', { name: 'Vai al banner 6' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Speciale Natale' }),
  ).toBeVisible();
  await page.keyboard.press('Control+Alt+s');
  await page
    .getByRole('dialog', { name: 'Informazioni applicazione' })
    .getByRole('button', { name: 'Ripristina' })
    .click();
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
  await expect(page.getByText('Speciale Natale')).toHaveCount(0);
  // The metrics panel: the page's own timings and its calls.
  await page.keyboard.press('Control+Alt+m');
  const metrics = page.getByRole('dialog', { name: 'Metriche della pagina' });
  await expect(metrics.getByRole('table', { name: 'Caricamento della pagina' })).toContainText('DOMContentLoaded');
  await metrics.getByRole('button', { name: 'Chiudi' }).click();
  await expect(metrics).toBeHidden();
});

test('the info pages have their real content; the app view has no chrome; axe clean at 1280 and 390', async ({
  page,
}) => {
  const pages: [string, string][] = [
    ['/agevolazioni-consegna', 'Agevolazioni sulla consegna'],
    ['/agreement', 'Regolamento del servizio di spesa online'],
    ['/digital-privacy', 'Privacy dei servizi digitali'],
    ['/legal-note', 'Note legali'],
    ['/accessibility', 'Dichiarazione di accessibilità'],
  ];
  for (const [path, heading] of pages) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await page.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThanOrEqual(3);
  }
  await expectNoAxeViolations(page);
  await page.goto('/agevolazioni-consegna/mobile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agevolazioni sulla consegna');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.goto('/agreement');
  await expectNoAxeViolations(page);
  await page.goto('/supermercato/landing/bio');
  await expectNoAxeViolations(page);
  // The landing of the visitor's store by its virtual url alone.
  const landing = await page.request.get('/menu/landing/bio', { maxRedirects: 0 });
  expect(landing.headers().location).toBe('/supermercato/landing/bio');
});

test('a popup page shows once to the customers it is meant for, never in the checkout', async ({
  page,
  customer,
  playwright,
  baseURL,
}) => {
  // Meant for this test's customer alone (a cluster of their own), so no other test's page meets it.
  const cluster = `POPUP_${customer.customerId}`;
  const set = await page.request.put(`${API}/test/customers/${customer.customerId}/clusters`, {
    data: { clusters: [cluster] },
  });
  expect(set.status(), await set.text()).toBe(204);
  const title = `Novità per te ${customer.customerId}`;
  await pageByStaff(
    playwright,
    baseURL!,
    `/popup/${customer.customerId}`,
    '<p>Da oggi consegniamo anche la domenica.</p>',
    {
      popup: true,
      clusters: [cluster],
      title,
    },
  );
  const popup = page.getByRole('dialog', { name: title });
  await page.goto('/checkout/trolley');
  await hydrated(page);
  await expect(popup).toHaveCount(0);

  await page.goto('/supermercato/home');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Da oggi consegniamo anche la domenica.');
  await expectNoAxeViolations(page);
  await popup.getByRole('button').last().click();
  await expect(popup).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(popup).toHaveCount(0);
});

test("a landing shows its main, promotional and secondary banners and 'Aggiungi tutti'; axe clean at 1280 and 390", async ({
  page,
  customer,
}) => {
  void customer;
  await page.goto('/supermercato/landing/colletta-alimentare');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colletta Alimentare');
  await expect(page.getByRole('navigation', { name: 'Percorso' })).toBeVisible();
  const main = page.getByRole('region', { name: 'Dona la spesa alla Colletta Alimentare' });
  await expect(main.getByRole('link', { name: 'Milano, Corso Buenos Aires' })).toHaveAttribute(
    'href',
    '/colletta-alimentare/milano-buenos-aires',
  );
  await expect(page.getByRole('region', { name: 'I prodotti più utili' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Come funziona' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Aggiungi tutti' })).toBeEnabled();
  await axeAtBothWidths(page);
});

test('a customer joins the Colletta Alimentare by its link: asked once, sent to the shopping, told when joined', async ({
  page,
  customer,
}) => {
  void customer;
  const link = '/colletta-alimentare/milano-buenos-aires';
  await page.goto(link);
  const ask = page.getByRole('alertdialog', { name: 'Colletta Alimentare' });
  await expect(ask).toContainText('Vuoi aderire alla Colletta Alimentare?');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Sì, aderisco' }).click();
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  // The delivery header: the store's address is the one in use.
  await expect(page.getByText('Corso Buenos Aires 33, 20124 Milano').first()).toBeVisible();
  await page.goto(link);
  await expect(
    page.getByRole('status').filter({ hasText: 'Stai già aderendo alla Colletta Alimentare' }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continua la spesa' })).toHaveAttribute('href', '/supermercato/home');
  await axeAtBothWidths(page);
});
