// examples/partner-page: Cascina Verde's own page, on an origin the shop lists in MERCATO_PARTNER_ORIGINS,
// with the address checker, the floating trolley and add buttons next to the farm's products that Mercato
// sells, and the slot picker's read-only week of a postcode. A visitor enters the shop through the address
// checker (the hand-over link, ADR 0005); back on the page, the same trolley is there and the add buttons
// fill it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseStreet, expectNoAxeViolations, expectShopSlots } from './helpers';

const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
const PARTNER = `http://localhost:${partnerPort}`;
const TERRA = 'rgb(122, 62, 18)'; // the partner's --mercato-color-primary, #7a3e12

const trolleyLink = (page: Page) => page.locator('mercato-floating-trolley').getByRole('link', { name: /^CARRELLO/ });
const addButton = (page: Page, product: string) =>
  page.getByRole('button', { name: new RegExp(`^Aggiungi al carrello\\s*${product}$`) });
const addStatus = (page: Page, product: string) =>
  page
    .locator('mercato-add-to-trolley')
    .filter({ has: addButton(page, product) })
    .getByRole('status');
/** The trolley button's name with the count (the badge is said as 'N articoli nel carrello'). */
const holding = (n: number) => new RegExp(`^CARRELLO ?, ${n === 1 ? '1 articolo' : `${n} articoli`} nel carrello$`);
const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

/** Enters the shop through the page's address checker (Borgo Pinti, Firenze: Mercato a Casa), and comes back. */
async function enterTheShop(page: Page, baseURL: string) {
  await chooseStreet(page, '50121', 'pinti', 'Borgo Pinti');
  await page.getByRole('button', { name: 'Scegli Mercato a Casa' }).click();
  await page.waitForURL(`${baseURL}/supermercato/home`);
  await page.goto(`${PARTNER}/`);
}

/** Answers the origin question of a product of several origins: the first origin, then the add. */
async function chooseOrigin(page: Page, product: string) {
  const dialog = page.getByRole('alertdialog', { name: `Scegli l'origine di ${product}` });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(dialog).toBeHidden();
}

test.describe("Cascina Verde's page", () => {
  test('loads from its own origin, the elements themed; its products are the ones the shop sells', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${PARTNER}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La spesa della cascina, a casa tua');
    await expect(page.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
    // 'CARRELLO' and the trolley page are the shop's.
    await expect(trolleyLink(page)).toHaveAttribute('href', `${baseURL}/checkout/trolley`);
    expect(await background(page.getByRole('button', { name: 'Verifica indirizzo' }))).toBe(TERRA);
    expect(await background(addButton(page, 'Carciofi'))).toBe(TERRA);

    const cards = page.locator('[data-product-code]');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const code = await card.getAttribute('data-product-code');
      const answer = await page.request.get(`${baseURL}/commerce/resources/product/${code}`);
      expect(answer.status(), `product ${code}`).toBe(200);
      const { data } = (await answer.json()) as { data: { productId: number; description: string; price: number } };
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(data.description);
      await expect(card.locator('mercato-add-to-trolley')).toHaveAttribute('product-id', String(data.productId));
      await expect(card.locator('.prezzo')).toContainText(`${(data.price / 100).toFixed(2).replace('.', ',')} €`);
      await expect(card.getByRole('link', { name: /^Vedi su Mercato/ })).toHaveAttribute(
        'href',
        new RegExp(`^${baseURL}/supermercato/prodotto/${code}/`),
      );
    }
    await expectNoAxeViolations(page);
  });

  test('a visitor who has not entered the shop presses add: the button says to enter Mercato first', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${PARTNER}/`);
    await addButton(page, 'Pomodori cuore di bue').click();
    const status = addStatus(page, 'Pomodori cuore di bue');
    await expect(status).toHaveText(
      'Per aggiungere prodotti al carrello entra prima in Mercato: verifica il tuo indirizzo o accedi. Entra in Mercato',
    );
    await expect(status.getByRole('link', { name: 'Entra in Mercato' })).toHaveAttribute('href', `${baseURL}/`);
    // No trolley yet: the trolley button shows no count.
    await expect(trolleyLink(page)).toHaveAccessibleName('CARRELLO');
    await expect(page.locator('#eventi')).toContainText(
      'mercato:trolley-add {"productId":134,"quantity":1,"status":"error"}',
    );
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => /CORS|Access-Control/.test(e))).toEqual([]);
  });

  test('after the address check the trolley is there: add buttons fill it, the floating trolley follows', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${PARTNER}/`);
    await enterTheShop(page, baseURL!);
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(0));

    // Fresh vegetables come from more than one country: the origin is asked before the add (orders §2).
    await addButton(page, 'Pomodori cuore di bue').click();
    await chooseOrigin(page, 'Pomodori cuore di bue');
    await expect(addStatus(page, 'Pomodori cuore di bue')).toHaveText('Prodotto aggiunto al carrello');
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(1));
    await addButton(page, 'Carciofi').click();
    await chooseOrigin(page, 'Carciofi');
    await expect(trolleyLink(page)).toHaveAccessibleName(holding(2));
    await expect(page.locator('#eventi')).toContainText(
      'mercato:trolley-add {"productId":926,"quantity":1,"status":"done"}',
    );

    await page.getByRole('button', { name: 'Mostra carrello' }).click();
    const panel = page.getByRole('dialog', { name: '2 Prodotti' });
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel).toContainText('Pomodori cuore di bue');
    await expect(panel).toContainText('Carciofi');
    // The rows link to the shop's product pages.
    await expect(panel.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${baseURL}/supermercato/prodotto/`),
    );
    await expectNoAxeViolations(page);

    // The shop shows the same trolley.
    await page.goto(`${baseURL}/supermercato/home`);
    await expect(page.getByRole('link', { name: /^CARRELLO/ }).first()).toHaveAccessibleName(holding(2));
  });

  test("'Quando possiamo consegnare': the shop's own slots for 20121, asked without cookies, a link into the shop to book", async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // A cookie of the shop's site in the browser: the look-up must not send it.
    await page.context().addCookies([{ name: 'mercato-probe', value: '1', url: baseURL! }]);
    const availability = page.waitForResponse((r) => r.url().includes('/commerce/resources/slots/availability?'));
    const events = page.waitForResponse((r) => r.url().includes('/commerce/resources/slots/events?'));
    await page.goto(`${PARTNER}/`);
    const section = page.getByRole('region', { name: 'Quando possiamo consegnare' });
    const answer = await availability;
    expect(answer.url()).toBe(`${baseURL}/commerce/resources/slots/availability?postcode=20121`);
    expect(await answer.request().headerValue('cookie')).toBeNull();
    await expectShopSlots(section.locator('mercato-slot-picker'), answer);
    // The live changes of the week come over the open stream of its scope.
    expect((await events).status()).toBe(200);
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => /CORS|Access-Control|slots/.test(e))).toEqual([]);

    const book = section.getByRole('link', { name: 'Accedi per prenotare' });
    await expect(book).toHaveAttribute('href', `${baseURL}/accedi?next=%2Fsupermercato%2Fhome`);
    await book.click();
    await expect(page).toHaveURL(`${baseURL}/accedi?next=%2Fsupermercato%2Fhome`);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
