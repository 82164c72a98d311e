// The checkout's frame and trolley page against the real shop (issue 16; spec orders §2 Checkout, §4
// substitutes, §8 trolley exceptions): visitors are sent to the login and come back; an empty trolley says
// so and the later steps send the shopper back to it with the reason; quantities move the trolley across
// the minimum order amount and 'VAI ALLA CASSA' and the header badge follow without a reload; substitutes
// per line and for all lines (the modal by keyboard); the gift-wrap dialog; the stock-exception and M×N
// modals; axe at desktop and phone widths.
// Customer: Elena Ferrari, a demo customer no other spec uses; every test starts from an empty trolley.
import { expect, test, type Page } from '@playwright/test';
import { API, emptyTrolley, enterAsPowerGuest, expectNoAxeViolations, hydrated, xsrf } from './helpers.ts';
import {
  acrossTheMinimum,
  checkoutOf,
  constraints,
  open,
  putInTrolley,
  releaseSlot,
  startCheckout,
} from './checkout-steps-helpers.ts';

const ELENA = 'elena.ferrari8@example.it';
const EMPTY = 'Il tuo carrello è vuoto. Aggiungi dei prodotti.';

const bottom = (page: Page) => page.getByRole('group', { name: "Avanzamento dell'acquisto, in basso" });
const toCheckout = (page: Page) => bottom(page).getByRole('link', { name: 'VAI ALLA CASSA' });
const badge = (page: Page) => page.getByRole('link', { name: /^CARRELLO/ });

test('visitors log in first and come back; an empty trolley says so and the later steps send back to it', async ({
  page,
}) => {
  await page.goto('/checkout/trolley');
  await expect(page).toHaveURL(/\/accedi\?next=%2Fcheckout%2Ftrolley$/);
  await page.getByLabel('Email').fill(ELENA);
  await page.getByLabel('Password').fill('Mercato2026!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/checkout\/trolley$/);
  await emptyTrolley(page);
  await open(page, '/checkout/trolley');

  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: "Passaggi dell'acquisto" }).locator('[aria-current="step"]'),
  ).toHaveText(/Carrello/);
  await expect(page.getByRole('main').getByText(EMPTY, { exact: true }).first()).toBeVisible();
  await expect(toCheckout(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(toCheckout(page)).not.toHaveAttribute('href');
  await expect(toCheckout(page)).toHaveAccessibleDescription(EMPTY);

  for (const [path, from] of [
    ['/checkout/delivery', 'delivery'],
    ['/checkout/billing-payment', 'payment'],
    ['/checkout/summary', 'summary'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/checkout/trolley\\?da=${from}$`));
    await expect(page.getByRole('alert').filter({ hasText: 'Prima di proseguire:' })).toContainText(EMPTY);
  }

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('a power guest (address verified, no login) is asked to log in too', async ({ page }) => {
  await enterAsPowerGuest(page);
  await page.goto('/checkout/delivery');
  await expect(page).toHaveURL(/\/accedi\?next=%2Fcheckout%2Fdelivery$/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('quantities move the trolley across the minimum: VAI ALLA CASSA and the badge follow without a reload', async ({
  page,
}) => {
  await startCheckout(page, ELENA);
  const { a, b, aName } = await acrossTheMinimum(page);
  await putInTrolley(page, [
    [a, 9],
    [b, 1],
  ]);
  await open(page, '/checkout/trolley');
  await expect(page.getByRole('listitem').filter({ hasText: aName })).toBeVisible();
  await expect(toCheckout(page)).toHaveAttribute('href', '/checkout/delivery');
  await expect(badge(page)).toHaveAccessibleName(/10 articoli nel carrello/);

  // Down to 1: below the minimum, the button says why; the shop agrees.
  await page.getByLabel(`Quantità ${aName}`).selectOption('1');
  await expect(toCheckout(page)).toHaveAttribute('aria-disabled', 'true');
  const below = await checkoutOf(page);
  expect(below.missing?.step).toBe('TROLLEY');
  await expect(toCheckout(page)).toHaveAccessibleDescription(below.missing!.message);
  await expect(page.getByText(/^Mancano .* per raggiungere l'importo minimo dell'ordine\.$/)).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName(/2 articoli nel carrello/);

  // Back to 9: the way to the delivery step opens again.
  await page.getByLabel(`Quantità ${aName}`).selectOption('9');
  await expect(toCheckout(page)).toHaveAttribute('href', '/checkout/delivery');
  await expect(badge(page)).toHaveAccessibleName(/10 articoli nel carrello/);

  // Deleting a line: gone here, in the shop and from the badge.
  await page.getByRole('button', { name: `Rimuovi ${aName}` }).click();
  await expect(page.getByLabel(`Quantità ${aName}`)).toHaveCount(0);
  await expect(badge(page)).toHaveAccessibleName(/1 articolo nel carrello/);
  expect((await checkoutOf(page)).trolley.items.map((i) => i.productId)).toEqual([b]);

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('substitutes per line and for all lines, the modal by keyboard; saved in the shop', async ({ page }) => {
  await startCheckout(page, ELENA);
  const { a, b } = await acrossTheMinimum(page);
  await putInTrolley(page, [
    [a, 2],
    [b, 1],
  ]);
  await open(page, '/checkout/trolley');
  const lines = (await checkoutOf(page)).trolley.items;
  const boxes = lines.map((l) => page.getByRole('checkbox', { name: `Accetto prodotti sostitutivi ${l.description}` }));
  for (const box of boxes) await expect(box).toBeChecked();

  await boxes[0]!.uncheck();
  await expect.poll(async () => (await checkoutOf(page)).lines.map((l) => l.substitute)).toEqual([false, true]);
  await page.reload();
  await hydrated(page);
  await expect(boxes[0]!).not.toBeChecked();

  // The modal: Escape changes nothing and gives focus back.
  const opener = page.getByRole('button', { name: 'Sostitutivi per tutti i prodotti' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Prodotti sostitutivi' });
  await expect(dialog).toContainText('Paghi sempre il prezzo più basso tra la confezione scelta e quella sostitutiva');
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(boxes[0]!).not.toBeChecked();

  // Accept all, by keyboard alone.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Accetta tutti i sostitutivi' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  for (const box of boxes) await expect(box).toBeChecked();
  expect((await checkoutOf(page)).lines.map((l) => l.substitute)).toEqual([true, true]);

  // Decline all.
  await opener.click();
  await dialog.getByRole('button', { name: 'Rifiuta tutti i sostitutivi' }).click();
  for (const box of boxes) await expect(box).not.toBeChecked();
  expect((await checkoutOf(page)).lines.map((l) => l.substitute)).toEqual([false, false]);
});

test('gift wrap where the product allows it: the message is asked, saved, and can be removed', async ({ page }) => {
  await startCheckout(page, ELENA);
  const res = await page.request.get(`${API}/search?q=${encodeURIComponent('Cioccolato fondente 70%')}`);
  const found = (await res.json()).data.products as { productId: number; description: string; outOfStock: boolean }[];
  const chocolate = found.find((p) => p.description.startsWith('Cioccolato fondente') && !p.outOfStock)!;
  const { b } = await acrossTheMinimum(page);
  await putInTrolley(page, [
    [chocolate.productId, 1],
    [b, 1],
  ]);
  await open(page, '/checkout/trolley');
  const checkout = await checkoutOf(page);
  const wrapped = checkout.trolley.items.find((i) => i.productId === chocolate.productId)!;
  const other = checkout.trolley.items.find((i) => i.productId === b)!;
  // Only where the product allows it.
  await expect(page.getByRole('button', { name: `Confezione regalo per ${other.description}` })).toHaveCount(0);

  const link = page.getByRole('button', { name: `Confezione regalo per ${wrapped.description}` });
  await link.click();
  const dialog = page.getByRole('alertdialog', { name: `Confezione regalo per ${wrapped.description}` });
  const message = dialog.getByLabel('Messaggio del biglietto');
  await expect(message).toBeFocused();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Scrivi il messaggio del biglietto della confezione regalo');
  expect((await checkoutOf(page)).lines.find((l) => l.trolleyItemId === wrapped.trolleyItemId)?.giftMessage).toBeNull();

  await message.fill('Buon compleanno, nonna!');
  await expect(dialog).toContainText('23 caratteri su 250');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(page.getByText('Con confezione regalo')).toBeVisible();
  expect((await checkoutOf(page)).lines.find((l) => l.trolleyItemId === wrapped.trolleyItemId)?.giftMessage).toBe(
    'Buon compleanno, nonna!',
  );

  await page.getByRole('button', { name: `Rimuovi confezione regalo di ${wrapped.description}` }).click();
  await expect(page.getByText('Con confezione regalo')).toHaveCount(0);
  expect((await checkoutOf(page)).lines.find((l) => l.trolleyItemId === wrapped.trolleyItemId)?.giftMessage).toBeNull();
});

test('more than the shop has: the stock modal offers Cambia Slot or Continua with what is available', async ({
  page,
}) => {
  await startCheckout(page, ELENA);
  const scarce = (await constraints(page)).find(
    (p) =>
      !p.outOfStock &&
      p.availableQuantity >= 2 &&
      p.availableQuantity < 8 &&
      p.maxPurchasableQuantity >= 10 &&
      p.preparationHours === 0,
  );
  expect(scarce, 'a product with fewer than 8 pieces in stock').toBeDefined();
  await putInTrolley(page, [[scarce!.productId, 1]]);
  await open(page, '/checkout/trolley');
  const line = (await checkoutOf(page)).trolley.items[0]!;

  await page.getByLabel(`Quantità ${line.description}`).selectOption('9');
  const dialog = page.getByRole('dialog', { name: 'Disponibilità dei prodotti' });
  await expect(dialog).toContainText(`Quantità richiesta 9, disponibile ${scarce!.availableQuantity}.`);
  await expect(dialog.getByRole('link', { name: 'Cambia Slot' })).toHaveAttribute('href', '/checkout/delivery');
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  // Escape leaves the quantity as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await checkoutOf(page)).trolley.items[0]!.quantity).toBe(1);

  // Another quantity (the same one again at once would be refused as a double click).
  await page.getByLabel(`Quantità ${line.description}`).selectOption('8');
  await expect(dialog).toContainText(`Quantità richiesta 8, disponibile ${scarce!.availableQuantity}.`);
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await checkoutOf(page)).trolley.items[0]!.quantity).toBe(scarce!.availableQuantity);
  await expect(page.getByLabel(`Quantità ${line.description}`)).toHaveValue(String(scarce!.availableQuantity));
});

test('an M×N promotion still incomplete asks before the checkout goes on', async ({ page }) => {
  await startCheckout(page, ELENA);
  const mxn = (await constraints(page)).find((p) => p.hasMxN && !p.outOfStock && p.availableQuantity >= 5);
  expect(mxn, 'a product with an M×N promotion').toBeDefined();
  const { a } = await acrossTheMinimum(page);
  await putInTrolley(page, [
    [a, 9],
    [mxn!.productId, 1],
  ]);
  await open(page, '/checkout/trolley');
  await expect(toCheckout(page)).toHaveAttribute('href', '/checkout/delivery');

  await toCheckout(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Promozioni Prendi M paghi N' });
  await expect(dialog).toContainText(/Aggiungi ancora \d+ pezz[oi] per la promozione/);
  await dialog.getByRole('button', { name: 'Completa le promozioni' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/trolley$/);

  await toCheckout(page).click();
  await dialog.getByRole('button', { name: 'Prosegui comunque' }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await releaseSlot(page);
});

test.afterEach(async ({ page }) => {
  // Leave the customer as found: an empty trolley (only when the test got as far as logging in).
  if (!page.url().includes('/checkout/')) return;
  await page.request.delete(`${API}/auth/trolley`, { headers: await xsrf(page.context()) });
});
