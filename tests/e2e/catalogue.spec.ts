// The catalogue pages (issue 4 "Must show"): search with facets and spelling suggestion, filters and
// sort kept in the URL, real paginated URLs, the product page with its nutrition table; axe clean.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

const tiles = (page: Page) => page.locator('.product-grid .product-tile');
const codes = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));

test('search "latte" shows milk products and facets', async ({ page }) => {
  await page.goto('/supermercato/ricerca/latte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per "latte"');
  await expect(page.locator('.catalogue-count')).toHaveText(/^\d+ risultati$/);
  await expect(tiles(page).first()).toBeVisible();
  const titles = await tiles(page).locator('.product-tile__title').allTextContents();
  expect(titles.filter((t) => /latte/i.test(t)).length).toBeGreaterThan(titles.length / 2);
  const facets = page.getByRole('complementary', { name: 'Categorie' });
  await expect(facets.getByRole('link', { name: /^Latte \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('.filter-group summary', { hasText: 'Marca' })).toBeVisible();
  await expect(page.getByText('Solo promozioni')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a typo ("mozarela") still finds mozzarella and offers "Forse cercavi"', async ({ page }) => {
  await page.goto('/supermercato/ricerca/mozarela');
  const suggestion = page.locator('.search-suggestion');
  await expect(suggestion).toContainText('Forse cercavi:');
  await expect(suggestion.getByRole('link', { name: 'mozzarella' })).toHaveAttribute('href', '/supermercato/ricerca/mozzarella');
  await expect(tiles(page).filter({ hasText: /mozzarella/i }).first()).toBeVisible();
});

test('two filters and a sort live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/supermercato/home');
  await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Latte', exact: true }).click();
  await expect(page).toHaveURL(/\/supermercato\/menu\/\d+\/latte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latte');
  const brand = page.locator('.filter-group', { has: page.locator('summary', { hasText: 'Marca' }) });
  await brand.locator('summary').click();
  await brand.locator('input[name=filtri]').nth(0).check();
  await brand.locator('input[name=filtri]').nth(1).check();
  await page.getByLabel('Ordina per:').selectOption('price-asc');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page).toHaveURL(/filtri=marca.*ordina=price-asc/);
  await expect(page.getByRole('list', { name: 'Filtri attivi' }).getByRole('listitem')).toHaveCount(2);
  const before = await codes(page);
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  expect(await codes(page)).toEqual(before);
  await expect(page.getByLabel('Ordina per:')).toHaveValue('price-asc');
  await expect(brand.locator('input[name=filtri]:checked')).toHaveCount(2);
  // removing a chip drops that filter only
  await page.getByRole('link', { name: /^Elimina filtro / }).first().click();
  await expect(page.getByRole('list', { name: 'Filtri attivi' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the next page link loads the next products', async ({ page }) => {
  await page.goto('/supermercato/home');
  await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Frutta e verdura' }).click();
  await expect(page).toHaveURL(/\/menu\//);
  await expect(tiles(page)).toHaveCount(24);
  const first = await codes(page);
  await page.getByRole('link', { name: 'Pagina successiva' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByText(/^Pagina 2 di \d+$/)).toBeVisible();
  const second = await codes(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((c) => first.includes(c))).toEqual([]);
  await page.getByRole('link', { name: 'Pagina precedente' }).click();
  await expect(page).not.toHaveURL(/pagina=2/);
  await expect(tiles(page)).toHaveCount(24);
  expect(await codes(page)).toEqual(first);
});

test('a product page shows its nutrition table', async ({ page }) => {
  await page.goto('/supermercato/ricerca/latte');
  const link = tiles(page).first().locator('.product-tile__title a');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/supermercato\/prodotto\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Home' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Valori nutrizionali' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Energia/ })).toContainText(/\d+ kJ \/ \d+ kcal/);
  await expect(table.getByRole('row', { name: /^Sale/ })).toContainText(/g$/);
  await expect(page.getByRole('button', { name: new RegExp(`Aggiungi al carrello`) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('unknown product and menu item go to the not-found page and the store home', async ({ page }) => {
  await page.goto('/supermercato/prodotto/99999999/nulla');
  await expect(page).toHaveURL(/\/prodotto-non-trovato$/);
  await page.goto('/supermercato/menu/999999/nulla');
  await expect(page).toHaveURL(/\/supermercato\/home$/);
});

test('the header search suggests departments and products from 3 characters, by keyboard', async ({ page }) => {
  await page.goto('/supermercato/home');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const box = page.getByRole('combobox', { name: 'Cerca prodotto' });
  await box.fill('mo');
  await expect(page.getByRole('listbox', { name: 'Suggerimenti di ricerca' })).toBeHidden();
  await box.pressSequentially('zz');
  const list = page.getByRole('listbox', { name: 'Suggerimenti di ricerca' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('group', { name: 'Prodotti' }).getByRole('option').first()).toContainText(/Mozzarella/i);
  await expectNoAxeViolations(page);
  const product = list.getByRole('group', { name: 'Prodotti' }).getByRole('option').first();
  const name = (await product.locator('span').first().innerText()).trim();
  const index = await list.getByRole('option').evaluateAll((els, text) => els.findIndex((e) => e.textContent?.includes(text)), name);
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/prodotto\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the header search without a choice searches what was typed', async ({ page }) => {
  await page.goto('/supermercato/home');
  await page.getByRole('combobox', { name: 'Cerca prodotto' }).fill('latte');
  await page.getByRole('combobox', { name: 'Cerca prodotto' }).press('Enter');
  await expect(page).toHaveURL(/\/supermercato\/ricerca\/latte$/);
});
