// CMS content (issue 38): a staff editor writes a page in plain HTML with the shop's elements dropped in,
// sees it live, saves it (revisions, restore); a shopper opens it and the elements work, while what the
// sanitiser dropped (a script, an onerror handler, a javascript: link) never runs. The editor is staff's
// only.
import { expect, test } from './fixtures.ts';
import { API, chooseStreet, expectNoAxeViolations, hydrated, loginAs, STAFF_EMAIL } from './helpers.ts';

test('a staff editor writes a page with live elements; a shopper verifies an address there; no script runs', async ({
  page,
  browser,
  plain,
}) => {
  const [product] = await plain(1);
  const url = `/prove/pagina-${Date.now().toString(36)}`;
  const html = [
    '<h1>La spesa sotto casa</h1>',
    '<p class="cms-lead">Controlla se consegniamo al tuo indirizzo.</p>',
    '<mercato-address-checker></mercato-address-checker>',
    `<mercato-add-to-trolley product-id="${product!.id}" description="${product!.description}"></mercato-add-to-trolley>`,
    '<script>window.cmsScriptRan = true;</script>',
    '<img src="/nessuna-immagine.png" alt="" onerror="window.cmsHandlerRan = true">',
    '<p><a href="javascript:window.cmsLinkRan = true">Scopri di più</a></p>',
    '<div style="position:fixed;inset:0;z-index:9999">Coperto</div>',
  ].join('\n');

  await loginAs(page, STAFF_EMAIL, '/redazione/nuova');
  await hydrated(page);
  await page.getByLabel('Indirizzo della pagina').fill(url);
  await page.getByLabel('Titolo', { exact: true }).fill('La spesa sotto casa');
  await page.getByLabel('Contenuto HTML').fill(html);
  // The live preview: the server's sanitised page with its elements alive.
  const preview = page.getByTestId('cms-preview');
  await expect(preview.locator('mercato-address-checker').getByLabel('CAP')).toBeVisible();
  await expect(preview.getByRole('button', { name: `Aggiungi al carrello ${product!.description}` })).toBeVisible();
  await expect(preview.locator('script, [onerror], [style]')).toHaveCount(0);
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

  // A visitor of the shop opens the page.
  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  try {
    await shopper.goto(`/contenuto?cmsUrl=${encodeURIComponent(url)}`);
    await expect(shopper.getByRole('navigation', { name: 'Sei qui' })).toContainText('La spesa sotto casa');
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('La spesa sotto casa');
    // Only the bundles of the elements present.
    const scripts = await shopper
      .locator('script[src^="/elements/"]')
      .evaluateAll((s) => s.map((e) => e.getAttribute('src')));
    expect(scripts.sort()).toEqual(['/elements/address-checker.js', '/elements/floating-trolley.js']);
    const checker = shopper.locator('mercato-address-checker');
    await chooseStreet(checker, '50121', 'pinti', 'Borgo Pinti');
    await expect(checker.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
    await expect(shopper.getByRole('button', { name: `Aggiungi al carrello ${product!.description}` })).toBeVisible();
    // The javascript: link lost its href: a text, no longer a link.
    await expect(shopper.getByRole('link', { name: 'Scopri di più' })).toHaveCount(0);
    await shopper.getByText('Scopri di più').click();
    const ran = await shopper.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.cmsScriptRan, w.cmsHandlerRan, w.cmsLinkRan];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    await expect(shopper.getByText('Coperto')).toBeVisible();
    expect(await shopper.getByText('Coperto').evaluate((e) => getComputedStyle(e).position)).toBe('static');
    await expectNoAxeViolations(shopper);
    // The editor is not a shopper's: the page and its calls answer as if they did not exist (or ask to log in).
    const editor = await shopper.goto('/redazione');
    expect(new URL(shopper.url()).pathname).toBe('/accedi');
    expect(editor?.status()).toBe(200);
    expect((await shopper.request.get(`${API}/staff/cms/pages`)).status()).toBe(406);
  } finally {
    await visitor.close();
  }
});

test('a customer gets the 404 page for the editor, and 404 from its calls', async ({ page, customer }) => {
  void customer;
  const answer = await page.goto('/redazione');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Non trovato');
  expect((await page.request.get(`${API}/staff/cms/pages`)).status()).toBe(404);
});
