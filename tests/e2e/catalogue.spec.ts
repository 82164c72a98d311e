// The catalogue pages (issue 4 "Must show"): search with facets and spelling suggestion, filters and
// sort kept in the URL, real paginated URLs, the product page with its nutrition table; axe clean.
import { expect, test, type Page } from '@playwright/test';
import { clickLive, expectNoAxeViolations } from './helpers';

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
  await expect(page.getByRole('button', { name: 'Marca', exact: true })).toBeVisible();
  await expect(page.getByText('Solo promozioni')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a typo ("mozarela") still finds mozzarella and offers "Forse cercavi"', async ({ page }) => {
  await page.goto('/supermercato/ricerca/mozarela');
  const suggestion = page.locator('.search-suggestion');
  await expect(suggestion).toContainText('Forse cercavi:');
  await expect(suggestion.getByRole('link', { name: 'mozzarella' })).toHaveAttribute(
    'href',
    '/supermercato/ricerca/mozzarella',
  );
  await expect(
    tiles(page)
      .filter({ hasText: /mozzarella/i })
      .first(),
  ).toBeVisible();
});

test('two filters and a sort live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/supermercato/home');
  await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Latte', exact: true }).click();
  await expect(page).toHaveURL(/\/supermercato\/menu\/\d+\/latte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latte');
  // 'Filtra per:' Marca opens the filter modal of that group; two brands, Applica, then the sort.
  await clickLive(page.getByRole('button', { name: 'Marca', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Marca' });
  await dialog.getByRole('checkbox').nth(0).check();
  await dialog.getByRole('checkbox').nth(1).check();
  await dialog.getByRole('button', { name: /^Applica \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/filtri=marca/);
  await page.getByLabel('Ordina per:').selectOption('price-asc');
  await expect(page).toHaveURL(/filtri=marca.*ordina=price-asc/);
  await expect(page.getByRole('list', { name: 'Filtri attivi' }).getByRole('listitem')).toHaveCount(2);
  const before = await codes(page);
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  expect(await codes(page)).toEqual(before);
  await expect(page.getByLabel('Ordina per:')).toHaveValue('price-asc');
  await expect(page.getByRole('button', { name: 'Marca (2)' })).toBeVisible();
  // removing a chip drops that filter only
  await page
    .getByRole('link', { name: /^Elimina filtro / })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Filtri attivi' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

// The real page links are for crawlers and browsers without JavaScript (with it, scrolling loads the
// next pages into the same list: see the infinite-scroll tests below).
test.describe('without JavaScript, page links', () => {
  test.use({ javaScriptEnabled: false });

  test('the next page link loads the next products', async ({ page }) => {
    await page.goto('/supermercato/home');
    await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Frutta e verdura' }).click();
    await expect(page).toHaveURL(/\/menu\//);
    await expect(tiles(page)).toHaveCount(24);
    const first = await codes(page);
    // Spec shell §9: five pages at a time, the current one marked.
    const pagination = page.getByRole('navigation', { name: 'Paginazione' });
    const pages = Number(await pagination.getAttribute('data-pages'));
    expect(pages).toBeGreaterThan(2);
    const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => String(i + 1));
    await expect(pagination.getByRole('link', { name: /^Pagina \d+$/ })).toHaveText(numbers);
    await expect(pagination.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText(/^Pagina 2 di \d+$/)).toBeVisible();
    await expect(pagination.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = await codes(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
    await page.getByRole('link', { name: 'Pagina precedente' }).click();
    await expect(page).not.toHaveURL(/pagina=2/);
    await expect(tiles(page)).toHaveCount(24);
    expect(await codes(page)).toEqual(first);
  });
});

test('a product page shows its nutrition table', async ({ page }) => {
  await page.goto('/supermercato/ricerca/latte');
  const link = tiles(page).first().locator('.product-tile__title a');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/supermercato\/prodotto\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Home' })).toBeVisible();
  // The information is in tabs: the nutrition tab shows the table (arrow keys move between tabs).
  const tabs = page.getByRole('tablist', { name: 'Informazioni sul prodotto' });
  await tabs.getByRole('tab').first().focus();
  await page.keyboard.press('End');
  const nutrition = tabs.getByRole('tab', { name: 'Valori nutrizionali' });
  await expect(nutrition).toBeFocused();
  await expect(nutrition).toHaveAttribute('aria-selected', 'true');
  const table = page
    .getByRole('tabpanel', { name: 'Valori nutrizionali' })
    .getByRole('table', { name: 'Valori nutrizionali' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Energia/ })).toContainText(/\d+ kJ \/ \d+ kcal/);
  await expect(table.getByRole('row', { name: /^Sale/ })).toContainText(/g$/);
  await expect(page.getByRole('button', { name: /Aggiungi al carrello/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The alternatives page sideways, a page a width (orders §2, CAROUSEL_PAGE_SIZES): 6 at 1280, 2 at 390.
  const related = page.getByRole('region', { name: 'Prodotti alternativi' });
  const list = related.locator('.product-carousel__list');
  const inView = () =>
    list.evaluate((l) => {
      const box = l.getBoundingClientRect();
      return [...l.children].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
  expect(await list.locator(':scope > li').count()).toBeGreaterThan(6);
  const previous = related.getByRole('button', { name: 'Prodotti precedenti: Prodotti alternativi' });
  await expect(previous).toBeDisabled();
  await expect.poll(inView).toBe(6);
  await page.setViewportSize({ width: 390, height: 900 });
  await expect.poll(inView).toBe(2);
  await related.getByRole('button', { name: 'Prodotti successivi: Prodotti alternativi' }).click();
  await expect(previous).toBeEnabled();
});

test('the product picture opens the big image: zoom by keys and wheel, Escape closes; axe at 1280 and 390', async ({
  page,
}) => {
  await page.goto('/supermercato/ricerca/latte');
  // Opened from its address: the page's scripts (the picture's listener) have run when goto returns.
  await page.goto((await tiles(page).first().locator('.product-tile__title a').getAttribute('href'))!);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const picture = page.getByRole('link', { name: `Ingrandisci l'immagine di ${name}` });
  await picture.click();
  const dialog = page.getByRole('dialog', { name });
  const level = dialog.getByRole('status');
  await expect(level).toHaveText('Zoom 1×');
  await expect(dialog.getByRole('img')).toHaveAttribute('src', /-360\.webp$/);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(level).toHaveText('Zoom 2×');
  await page.keyboard.press('-');
  await expect(level).toHaveText('Zoom 1,5×');
  await page.keyboard.press('0');
  await expect(level).toHaveText('Zoom 1×');
  await dialog.getByRole('group').hover();
  await page.mouse.wheel(0, -100);
  await expect(level).toHaveText('Zoom 1,5×');
  // The page itself is checked by the nutrition test: here the dialog over it.
  await expectNoAxeViolations(page, '.mercato-modal');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, '.mercato-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(picture).toBeFocused();
});

test('unknown product and menu item go to the not-found page and the store home', async ({ page }) => {
  await page.goto('/supermercato/prodotto/99999999/nulla');
  await expect(page).toHaveURL(/\/prodotto-non-trovato$/);
  await page.goto('/supermercato/menu/999999/nulla');
  await expect(page).toHaveURL(/\/supermercato\/home$/);
});

test('a product or menu link with another description moves for good to the canonical address', async ({ request }) => {
  const product = await request.get('/supermercato/prodotto/1001410/latte-vecchio-nome?x=1', { maxRedirects: 0 });
  expect(product.status()).toBe(301);
  expect(product.headers().location).toBe('/supermercato/prodotto/1001410/latte-intero-alta-qualita?x=1');
  const menu = await request.get('/supermercato/menu/1/frutta', { maxRedirects: 0 });
  expect(menu.status()).toBe(301);
  expect(menu.headers().location).toBe('/supermercato/menu/1/frutta-e-verdura');
  expect(
    (await request.get('/supermercato/prodotto/1001410/latte-intero-alta-qualita', { maxRedirects: 0 })).status(),
  ).toBe(200);
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
  const index = await list
    .getByRole('option')
    .evaluateAll((els, text) => els.findIndex((e) => e.textContent?.includes(text)), name);
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

// Infinite scroll, skeleton tiles and the layout switch (spec orders-lists-checkout §2): the next pages
// are appended in place (the same server-rendered pages), the ?pagina=N links stay for crawlers.
const skeletons = (page: Page) => page.locator('.product-grid .mercato-skeleton--tile');
const moreStatus = (page: Page) => page.locator('.catalogue-more__status');
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

async function searchCount(page: Page, q: string): Promise<number> {
  const res = await page.request.get(`/commerce/resources/search?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.pager.count as number;
}

/** Holds the requests matching `url` until the returned function is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('scroll loads the next page, with 15 skeleton tiles meanwhile', async ({ page }) => {
  // axe reads two pages of tiles (pictures, trolley and list buttons) at the end.
  test.slow();
  const total = await searchCount(page, 'latte');
  expect(total).toBeGreaterThan(24);
  await page.goto('/supermercato/ricerca/latte');
  await expect(tiles(page)).toHaveCount(24);
  await expect(page.getByRole('button', { name: 'Mostra altri prodotti' })).toBeVisible();
  const release = await holdRequests(page, /\/supermercato\/ricerca\/latte\?pagina=2$/);
  await scrollToEnd(page);
  await expect(skeletons(page)).toHaveCount(15);
  await expect(skeletons(page).first()).toBeVisible();
  await expect(page.locator('.product-grid .catalogue-skeleton[aria-hidden="true"]')).toHaveCount(15);
  await expect(moreStatus(page)).toHaveText('Caricamento di altri prodotti…');
  await expect(page.locator('.product-grid')).toHaveAttribute('aria-busy', 'true');
  await expectNoAxeViolations(page);
  release();
  const expected = Math.min(48, total);
  await expect(tiles(page)).toHaveCount(expected);
  await expect(skeletons(page)).toHaveCount(0);
  await expect(moreStatus(page)).toHaveText(`${expected - 24} prodotti caricati`);
  const all = await codes(page);
  expect(new Set(all).size).toBe(all.length);
  // The URL stays; the pager tells the pages on screen and follows the last one.
  await expect(page).toHaveURL(/\/ricerca\/latte$/);
  const pages = Math.ceil(total / 24);
  await expect(page.locator('.catalogue-pager__status')).toHaveText(`Pagine 1–2 di ${pages}`);
  if (pages === 2) {
    await expect(page.getByRole('link', { name: 'Pagina successiva' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mostra altri prodotti' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute('href', /pagina=3$/);
  }
  // The appended tiles' add buttons come to life like the first ones (the page's one TileAddButtons island).
  const appended = tiles(page).nth(30);
  await appended.scrollIntoViewIfNeeded();
  const box = appended.locator('.product-tile__add');
  await expect(box).toHaveAttribute('data-live', '');
  const url = page.url();
  await box.getByRole('button', { name: /^Aggiungi al carrello/ }).click();
  // (a guest is asked to log in: the island ran the add against the shop)
  await expect(appended.locator('.att-status')).toHaveText(/carrello/);
  expect(page.url()).toBe(url);
  await expectNoAxeViolations(page);
});

test('a failed load shows "Riprova" and keeps the products already there', async ({ page }) => {
  await page.goto('/supermercato/ricerca/latte');
  await expect(tiles(page)).toHaveCount(24);
  const before = await codes(page);
  await page.route(/\/supermercato\/ricerca\/latte\?pagina=2$/, (route) => route.abort());
  await scrollToEnd(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Non è stato possibile caricare altri prodotti.' });
  await expect(alert).toBeVisible();
  await expect(skeletons(page)).toHaveCount(0);
  expect(await codes(page)).toEqual(before);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Mostra altri prodotti' })).toBeHidden();
  await page.unroute(/\/supermercato\/ricerca\/latte\?pagina=2$/);
  await alert.getByRole('button', { name: 'Riprova' }).click();
  await expect(tiles(page)).toHaveCount(Math.min(48, await searchCount(page, 'latte')));
  await expect(alert).toHaveCount(0);
  expect((await codes(page)).slice(0, 24)).toEqual(before);
});

test('"Mostra altri prodotti" loads by keyboard up to the last page', async ({ page }) => {
  // A browser where the end of the list is never observed: the button is the way on.
  await page.addInitScript(() => {
    class Never {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = Never;
  });
  await page.goto('/supermercato/home');
  await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Frutta e verdura' }).click();
  await expect(page).toHaveURL(/\/menu\//);
  const total = Number((await page.locator('.catalogue-count').innerText()).match(/^(\d+)/)![1]);
  const pages = Math.ceil(total / 24);
  expect(pages).toBeGreaterThan(2);
  await expect(tiles(page)).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Mostra altri prodotti' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(48);
  // focus goes on from the first new product
  await expect(tiles(page).nth(24).locator('.product-tile__title a')).toBeFocused();
  await expect(moreStatus(page)).toHaveText('24 prodotti caricati');
  await expect(page.locator('.catalogue-pager__status')).toHaveText(`Pagine 1–2 di ${pages}`);
  await expect(page.getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute('href', /pagina=3$/);
  for (let p = 3; p <= pages; p++)
    await more.click().then(() => expect(tiles(page)).toHaveCount(Math.min(p * 24, total)));
  await expect(more).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pagina successiva' })).toHaveCount(0);
  await expect(page.locator('.catalogue-pager__status')).toHaveText(`Pagine 1–${pages} di ${pages}`);
  const all = await codes(page);
  expect(new Set(all).size).toBe(total);
});

test('the layout switch shows rows, is remembered and applies before the page scripts', async ({ page }) => {
  await page.goto('/supermercato/ricerca/latte');
  const gridButton = page
    .getByRole('group', { name: 'Visualizzazione' })
    .getByRole('button', { name: 'Vista a griglia' });
  const listButton = page
    .getByRole('group', { name: 'Visualizzazione' })
    .getByRole('button', { name: 'Vista a elenco' });
  await expect(gridButton).toHaveAttribute('aria-pressed', 'true');
  await expect(listButton).toHaveAttribute('aria-pressed', 'false');
  const box = async (i: number) => (await tiles(page).nth(i).boundingBox())!;
  expect((await box(1)).y).toBe((await box(0)).y);
  await listButton.click();
  await expect(listButton).toHaveAttribute('aria-pressed', 'true');
  await expect(gridButton).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.product-grid')).toHaveClass(/product-grid--list/);
  const [a, b] = [await box(0), await box(1)];
  expect(b.x).toBe(a.x);
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
  expect(a.width).toBeGreaterThan(a.height * 2);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(listButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.product-grid')).toHaveClass(/product-grid--list/);
  // appended tiles are rows too (the same list)
  await scrollToEnd(page);
  await expect(tiles(page)).toHaveCount(Math.min(48, await searchCount(page, 'latte')));
  expect((await box(30)).x).toBe((await box(0)).x);
  // The inline script at the top of the grid applies it alone (no flash while modules load).
  await page.route(/\/supermercato\/ricerca\/latte$/, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/<script type="module"[\s\S]*?<\/script>/g, '');
    await route.fulfill({ response: res, body: html });
  });
  await page.reload();
  await expect(page.locator('.product-grid')).toHaveClass(/product-grid--list/);
  await expect(listButton).toHaveAttribute('aria-pressed', 'true');
  await page.unroute(/\/supermercato\/ricerca\/latte$/);
  await page.reload();
  await gridButton.click();
  await expect(page.locator('.product-grid')).not.toHaveClass(/product-grid--list/);
  await page.reload();
  await expect(gridButton).toHaveAttribute('aria-pressed', 'true');
  expect((await box(1)).y).toBe((await box(0)).y);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing keeps its real pages and shows no dead controls', async ({ page }) => {
    await page.goto('/supermercato/ricerca/latte');
    await expect(tiles(page)).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'Mostra altri prodotti' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Visualizzazione' })).toBeHidden();
    await expect(page.getByText(/^Pagina 1 di \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/pagina=2$/);
    await expect(tiles(page).first()).toBeVisible();
  });
});
