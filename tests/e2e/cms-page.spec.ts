// examples/cms-page: an editor's recipe page in plain HTML (no build step) on its own origin, listed in
// MERCATO_PARTNER_ORIGINS, with the elements dropped in and the shop set once by <mercato-config api-base>.
// The shopper checks the address, enters the shop (hand-over link, ADR 0005), comes back to the recipe and
// puts its ingredients in the trolley, in the quantities the recipe says.
import { expect, test, type Page } from '@playwright/test';
import { chooseStreet, expectNoAxeViolations } from './helpers';

const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
const cmsPort = Number(process.env.E2E_CMS_PORT ?? partnerPort + 3);
const CMS = `http://localhost:${cmsPort}`;
const GREEN = 'rgb(11, 107, 58)'; // the page's --mercato-color-primary, #0b6b3a

const trolleyLink = (page: Page) => page.locator('mercato-floating-trolley').getByRole('link', { name: /^CARRELLO/ });
const holding = (n: number) => new RegExp(`^CARRELLO ?, ${n === 1 ? '1 articolo' : `${n} articoli`} nel carrello$`);
const addButton = (page: Page, product: string) =>
  page.getByRole('button', { name: new RegExp(`^Aggiungi al carrello\\s*${product}$`) });

async function lookUp(page: Page) {
  const checker = page.locator('mercato-address-checker');
  await chooseStreet(checker, '50121', 'pinti', 'Borgo Pinti');
  await expect(checker.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
  await expect(checker.getByText('Per Borgo Pinti, 50121 Firenze')).toBeVisible();
}

test.describe('the recipe page of an editor', () => {
  test('is plain HTML on its own origin: Italian, landmarks and headings, themed elements, axe clean', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${CMS}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sei qui' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parmigiana di melanzane al forno');
    await expect(page.getByRole('heading', { level: 2, name: 'Ingredienti per 4 persone' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'La spesa per questa ricetta' })).toBeVisible();
    // One <mercato-config> says where the shop is; the elements carry no api-base of their own.
    await expect(page.locator('[api-base]')).toHaveCount(1);
    await expect(page.locator('mercato-config')).toHaveAttribute('api-base', baseURL!);
    await expect(addButton(page, 'Melanzane')).toBeVisible();
    await expect(page.locator('mercato-add-to-trolley')).toHaveCount(5);
    // The recipe's quantities: 3 × 300 g of aubergines, 2 × 250 g of mozzarella.
    await expect(page.getByRole('spinbutton', { name: 'Quantità Melanzane' })).toHaveValue('3');
    await expect(page.getByRole('spinbutton', { name: 'Quantità Mozzarella fior di latte' })).toHaveValue('2');
    expect(await addButton(page, 'Melanzane').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(GREEN);
    await expect(trolleyLink(page)).toHaveAttribute('href', `${baseURL}/checkout/trolley`);
    await expectNoAxeViolations(page);
  });

  test("the ingredients are the shop's products", async ({ page, baseURL }) => {
    await page.goto(`${CMS}/`);
    for (const add of await page.locator('mercato-add-to-trolley').all()) {
      const id = await add.getAttribute('product-id');
      const description = await add.getAttribute('description');
      const search = await page.request.get(
        `${baseURL}/commerce/resources/search?q=${encodeURIComponent(description!)}&pageSize=60`,
      );
      const { data } = (await search.json()) as { data: { products: { productId: number; description: string }[] } };
      expect(data.products.find((p) => String(p.productId) === id)?.description, `product ${id}`).toBe(description);
    }
  });

  test('a look-up, the hand-over to the shop, and back on the recipe the ingredients go into the trolley', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${CMS}/`);
    await lookUp(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Scegli Mercato a Casa' }).click();
    await page.waitForURL(`${baseURL}/supermercato/home`);
    await expect(page.getByTestId('delivery-bar')).toContainText('Borgo Pinti, 50121 Firenze');

    await page.goto(`${CMS}/`);
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(0));
    // Aubergines come from more than one country: the origin is asked before the add (orders §2).
    await addButton(page, 'Melanzane').click();
    const origin = page.getByRole('alertdialog', { name: "Scegli l'origine di Melanzane" });
    await origin.getByRole('radio').first().check();
    await origin.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(3));
    await addButton(page, 'Passata di pomodoro').click();
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(4));
    await addButton(page, 'Mozzarella fior di latte').click();
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(6));

    await page.getByRole('button', { name: 'Mostra carrello' }).click();
    const panel = page.getByRole('dialog', { name: '3 Prodotti' });
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expect(panel).toContainText('Melanzane');
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Chiudi carrello' }).click();
    await expect(panel).toBeHidden();
  });
});
