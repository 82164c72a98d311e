// The filter bar of the listings (spec orders §2 "Filters"): desktop group buttons opening the filter
// modal, the search box of long groups, 'Azzera', the live count with 'Applica' disabled at 0, the
// 'Solo promozioni' switch and the sort applying at once, the mobile menu ('FILTRA', 'ORDINA', chips
// capped at 5, categories), the no-JavaScript form; axe clean with the modals open.
import { expect, test, type Page } from '@playwright/test';
import { clickLive, expectNoAxeViolations } from './helpers';

const SEARCH = '/supermercato/ricerca/latte';
const count = (page: Page) => page.locator('.catalogue-count');
const countOf = async (page: Page) => Number((await count(page).textContent())!.match(/\d+/)![0]);
const chips = (page: Page) => page.getByRole('list', { name: 'Filtri attivi' });
const modal = (page: Page) => page.getByRole('dialog');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a group button opens its modal; two brands applied live in the URL and survive a reload', async ({ page }) => {
    await page.goto(SEARCH);
    const total = await countOf(page);
    await expect(
      page.getByRole('region', { name: 'Filtra per:' }).locator('span', { hasText: /^Filtra per:$/ }),
    ).toBeVisible();
    await clickLive(page.getByRole('button', { name: 'Marca', exact: true }));
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Marca' })).toBeVisible();
    // only the chosen group is shown
    await expect(dialog.getByRole('checkbox', { name: /^Latteria Alpina/ })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^Vegano/ })).toBeHidden();
    await dialog.getByRole('checkbox', { name: /^Latteria Alpina/ }).check();
    await dialog.getByRole('checkbox', { name: /^Malga Verde/ }).check();
    // the live count of the selection: 8 + 8 products of the two brands
    await expect(dialog.getByRole('button', { name: 'Applica (16)' })).toBeEnabled();
    await expect(dialog.getByRole('status')).toHaveText('16 risultati');
    await dialog.getByRole('button', { name: 'Applica (16)' }).click();
    await expect(page).toHaveURL(/filtri=marca%3Alatteria-alpina%2Cmarca%3Amalga-verde$/);
    await expect(count(page)).toHaveText('16 risultati');
    expect(total).not.toBe(16);
    await expect(chips(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Marca (2)' })).toBeVisible();
    await page.reload();
    await expect(count(page)).toHaveText('16 risultati');
    await expect(chips(page)).toContainText('Latteria Alpina');
    await expect(chips(page)).toContainText('Malga Verde');
    await page.getByRole('button', { name: 'Marca (2)' }).click();
    await expect(modal(page).getByRole('checkbox', { name: /^Latteria Alpina/ })).toBeChecked();
    await expect(modal(page).getByRole('checkbox', { name: /^Malga Verde/ })).toBeChecked();
    await expect(modal(page).getByRole('checkbox', { name: /^Mercato/ })).not.toBeChecked();
  });

  test('the search box only in a group of more than 6 items, filtering accents and case aside', async ({ page }) => {
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Caratteristiche', exact: true }).click();
    await expect(modal(page).getByRole('checkbox', { name: /^Vegano/ })).toBeVisible();
    await expect(modal(page).getByRole('searchbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Caratteristiche', exact: true })).toBeFocused();

    await clickLive(page.getByRole('button', { name: 'Marca', exact: true }));
    const box = modal(page).getByRole('searchbox', { name: 'Cerca in Marca' });
    await expect(box).toBeVisible();
    await expect(modal(page).getByRole('checkbox')).toHaveCount(14);
    await box.fill('LATTÈ');
    await expect(modal(page).getByRole('checkbox')).toHaveCount(2);
    await expect(modal(page).getByRole('checkbox', { name: /^Latteria Alpina/ })).toBeVisible();
    await expect(modal(page).getByRole('checkbox', { name: /^Latte di Valle/ })).toBeVisible();
    await box.fill('zzz');
    await expect(modal(page).getByRole('checkbox')).toHaveCount(0);
    await expect(modal(page).getByRole('group', { name: 'Marca' }).getByText('Nessuna voce trovata')).toBeVisible();
    await box.fill('');
    await expect(modal(page).getByRole('checkbox')).toHaveCount(14);
    await expectNoAxeViolations(page);
  });

  test('"Azzera" clears the selection of the modal and "Applica" shows all products again', async ({ page }) => {
    await page.goto(`${SEARCH}?filtri=marca:latteria-alpina,marca:mercato`);
    await expect(count(page)).toHaveText('16 risultati');
    await page.getByRole('button', { name: 'Marca (2)' }).click();
    await modal(page).getByRole('button', { name: 'Azzera' }).click();
    await expect(modal(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(modal(page).getByRole('button', { name: 'Applica (46)' })).toBeEnabled();
    await modal(page).getByRole('button', { name: 'Applica (46)' }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
    await expect(count(page)).toHaveText('46 risultati');
    await expect(chips(page)).toHaveCount(0);
  });

  test('closing without "Applica" discards the selection', async ({ page }) => {
    await page.goto(SEARCH);
    await clickLive(page.getByRole('button', { name: 'Marca', exact: true }));
    await modal(page)
      .getByRole('checkbox', { name: /^Mercato/ })
      .check();
    await modal(page).getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
    await clickLive(page.getByRole('button', { name: 'Marca', exact: true }));
    await expect(modal(page).getByRole('checkbox', { name: /^Mercato/ })).not.toBeChecked();
  });

  test('a failed count does not block "Applica"', async ({ page }) => {
    await page.goto(SEARCH);
    await page.route('**/commerce/resources/search?**', (route) => route.abort());
    await clickLive(page.getByRole('button', { name: 'Marca', exact: true }));
    // The count asked for the ticked brand fails (the route above aborts it).
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/commerce/resources/search?'));
    await modal(page)
      .getByRole('checkbox', { name: /^Mercato/ })
      .check();
    await failed;
    const apply = modal(page).getByRole('button', { name: 'Applica', exact: true });
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(page).toHaveURL(/filtri=marca%3Amercato$/);
    await expect(count(page)).toHaveText('8 risultati');
  });

  test('"Solo promozioni" is a switch applying at once; "Ordina per:" applies on change', async ({ page }) => {
    await page.goto('/supermercato/home');
    await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Latte', exact: true }).click();
    await expect(page).toHaveURL(/\/supermercato\/menu\/\d+\/latte$/);
    const promo = page.getByRole('switch', { name: /Solo promozioni/ });
    await expect(promo).not.toBeChecked();
    const promotions = Number((await promo.locator('xpath=..').textContent())!.match(/\((\d+)\)/)![1]);
    await promo.click();
    await expect(page).toHaveURL(/filtri=solo-promozioni$/);
    await expect(count(page)).toHaveText(promotions === 1 ? '1 risultato' : `${promotions} risultati`);
    await expect(page.getByRole('switch', { name: /Solo promozioni/ })).toBeChecked();
    await page.getByLabel('Ordina per:').selectOption('price-desc');
    await expect(page).toHaveURL(/filtri=solo-promozioni&ordina=price-desc$/);
    await expect(page.getByLabel('Ordina per:')).toHaveValue('price-desc');
    // the category menu is for mobile only
    await expect(page.getByRole('navigation', { name: 'Categorie' })).toBeHidden();
  });

  test('"Elimina tutti" with more than 5 active filters', async ({ page }) => {
    await page.goto(
      `${SEARCH}?filtri=marca:latteria-alpina,marca:malga-verde,marca:mercato,marca:latte-di-valle,marca:fattorie-del-sole,marca:piccoli-passi`,
    );
    await expect(chips(page).getByRole('link', { name: /^Elimina filtro / })).toHaveCount(6);
    await expect(chips(page).getByRole('button', { name: /altri filtri attivi/ })).toBeHidden(); // mobile only
    await chips(page).getByRole('link', { name: 'Elimina tutti' }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
    await expect(count(page)).toHaveText('46 risultati');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"FILTRA (n)" opens all groups; "Applica" is disabled when nothing matches', async ({ page }) => {
    await page.goto(`${SEARCH}?filtri=caratteristica:senza-glutine`);
    await expect(page.getByRole('button', { name: 'Marca', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'FILTRA (1)' }).click();
    const dialog = modal(page);
    await expect(dialog.getByRole('heading', { name: 'Filtri' })).toBeVisible();
    for (const group of ['Categorie', 'Marca', 'Caratteristiche', 'Promozioni']) {
      await expect(dialog.getByRole('group', { name: group })).toBeAttached();
    }
    await expect(dialog.getByRole('checkbox', { name: /^Senza glutine/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /^Senza glutine/ }).uncheck();
    // Latteria Alpina makes no vegan product
    await dialog.getByRole('checkbox', { name: /^Latteria Alpina/ }).check();
    await dialog.getByRole('checkbox', { name: /^Vegano/ }).check();
    await expect(dialog.getByText('Nessun prodotto corrisponde ai filtri scelti')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Applica (0)' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /^Vegano/ }).uncheck();
    await expect(dialog.getByRole('button', { name: 'Applica (8)' })).toBeEnabled();
    await expect(dialog.getByText('Nessun prodotto corrisponde ai filtri scelti')).toBeHidden();
    await dialog.getByRole('button', { name: 'Applica (8)' }).click();
    await expect(page).toHaveURL(/filtri=marca%3Alatteria-alpina$/);
    await expect(count(page)).toHaveText('8 risultati');
    await expect(page.getByRole('button', { name: 'FILTRA (1)' })).toBeVisible();
  });

  test('"ORDINA" is a radio list applied by "Applica"; the category menu scrolls sideways', async ({ page }) => {
    await page.goto('/supermercato/menu/6/latte');
    const menu = page.getByRole('navigation', { name: 'Categorie' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Latte' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Yogurt e dessert' })).toBeAttached();
    await expect(page.getByLabel('Ordina per:')).toBeHidden();
    await page.getByRole('button', { name: 'ORDINA' }).click();
    const dialog = modal(page);
    await expect(dialog.getByRole('heading', { name: 'Ordina per' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Rilevanza' })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: 'Prezzo crescente' }).check();
    await dialog.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/\/supermercato\/menu\/6\/latte\?ordina=price-asc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latte');
    // the tiles in the order of the cheapest first, as the catalogue answers it
    const shown = await page
      .locator('.product-grid .product-tile')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-code')));
    const api = await (await page.request.get('/commerce/resources/menu/6/products?sort=price-asc&pageSize=24')).json();
    const effective = api.data.products.map(
      (x: { discountedPrice: number | null; price: number }) => x.discountedPrice ?? x.price,
    );
    expect(effective).toEqual([...effective].sort((a: number, b: number) => a - b));
    expect(shown).toEqual(api.data.products.map((x: { code: string }) => x.code));
    await page.getByRole('button', { name: 'ORDINA' }).click();
    await expect(modal(page).getByRole('radio', { name: 'Prezzo crescente' })).toBeChecked();
  });

  test('chips are capped at 5, then "+ N" opens the filters', async ({ page }) => {
    await page.goto(
      `${SEARCH}?filtri=marca:latteria-alpina,marca:malga-verde,marca:mercato,marca:latte-di-valle,marca:fattorie-del-sole,marca:piccoli-passi,marca:pelle-pura`,
    );
    const visible = chips(page).getByRole('link', { name: /^Elimina filtro / });
    await expect(visible).toHaveCount(5);
    const more = chips(page).getByRole('button', { name: '+ 2 altri filtri attivi' });
    await expect(more).toHaveText('+ 2');
    await expect(chips(page).getByRole('link', { name: 'Elimina tutti' })).toBeVisible();
    await more.click();
    await expect(modal(page).getByRole('heading', { name: 'Filtri' })).toBeVisible();
    await expect(modal(page).getByRole('checkbox', { checked: true })).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'FILTRA (7)' })).toBeAttached();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the GET form still filters and sorts', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByRole('button', { name: 'Marca', exact: true })).toBeHidden();
    const brand = page.locator('details.filter-group', { has: page.locator('summary', { hasText: 'Marca' }) });
    await brand.locator('summary').click();
    await brand.getByRole('checkbox', { name: /^Mercato/ }).check();
    await page.getByLabel('Ordina per:').selectOption('name-asc');
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/filtri=marca%3Amercato&ordina=name-asc$/);
    await expect(count(page)).toHaveText('8 risultati');
  });
});
