// The checkout's delivery page against the real shop (issue 16; spec orders §2 Checkout "Delivery page",
// §5 delivery notes): the heading by kind of delivery and the address in use; 'PROSEGUI' waits for a booked
// slot and opens as soon as the slot picker books one, without a reload; the later steps send a shopper
// without a slot back here with the reason; the notes are saved as typed, and a failed save keeps the text
// and says so; the address chooser by keyboard; axe at desktop and phone widths.
// Customer: Valentina Greco, a demo customer no other spec uses; every test gives its booking back.
import { expect, test, type Page } from '@playwright/test';
import { API, expectNoAxeViolations, hydrated, xsrf } from './helpers.ts';
import {
  acrossTheMinimum,
  checkoutOf,
  open,
  putInTrolley,
  releaseSlot,
  startCheckout,
} from './checkout-steps-helpers.ts';

const VALENTINA = 'valentina.greco10@example.it';

const bottom = (page: Page) => page.getByRole('group', { name: "Avanzamento dell'acquisto, in basso" });
const proceed = (page: Page) => bottom(page).getByRole('link', { name: 'PROSEGUI' });

/** Valentina on the delivery page with a trolley above the minimum and nothing booked. */
async function ready(page: Page) {
  await startCheckout(page, VALENTINA);
  const { a, b } = await acrossTheMinimum(page);
  await putInTrolley(page, [
    [a, 9],
    [b, 1],
  ]);
  await open(page, '/checkout/delivery');
}

test('PROSEGUI waits for a slot and opens once the picker books one; later steps send back here', async ({ page }) => {
  await ready(page);
  const checkout = await checkoutOf(page);
  expect(checkout.delivery.kind).toBe('HOME');
  await expect(page.getByRole('heading', { level: 1, name: 'Consegna a domicilio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Indirizzo di consegna' })).toContainText(
    checkout.delivery.addressText!,
  );
  expect(checkout.missing?.step).toBe('DELIVERY');
  await expect(proceed(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(proceed(page)).toHaveAccessibleDescription(checkout.missing!.message);
  // The trolley step is done: a link back to it.
  await expect(page.getByRole('navigation', { name: "Passaggi dell'acquisto" }).getByRole('link')).toHaveAttribute(
    'href',
    '/checkout/trolley',
  );

  // The payment step without a slot comes back here, saying why.
  await page.goto('/checkout/billing-payment');
  await expect(page).toHaveURL(/\/checkout\/delivery\?da=payment$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Prima di proseguire:' })).toContainText(
    checkout.missing!.message,
  );
  await hydrated(page);

  await expectNoAxeViolations(page);

  // Book the first free slot of the grid.
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // The bookable cells are the buttons not aria-disabled.
  const free = grid.locator('button:not([aria-disabled])').first();
  await free.click();
  await expect(page.getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
  await expect(proceed(page)).toHaveAttribute('href', '/checkout/billing-payment');
  await expect(proceed(page)).not.toHaveAttribute('aria-disabled');
  expect((await checkoutOf(page)).delivery.reservation).not.toBeNull();

  await proceed(page).click();
  await expect(page).toHaveURL(/\/checkout\/billing-payment$/);
  await releaseSlot(page);
});

test('delivery notes are saved as typed; a failed save keeps the text and says so', async ({ page }) => {
  await ready(page);
  const notes = page.getByRole('textbox', { name: 'Note per la consegna' });
  await expect(notes).toHaveAttribute('maxlength', '512');
  await notes.fill('Citofono Greco');
  await expect(page.getByText('14 caratteri su 512')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Note salvate' })).toBeVisible();
  expect((await checkoutOf(page)).delivery.notes).toBe('Citofono Greco');

  // The shop cannot be reached: the text stays, the page says so; 'Riprova' saves it.
  await page.route('**/commerce/resources/auth/checkout', (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.continue(),
  );
  await notes.fill('Citofono Greco, scala B');
  await notes.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Non è stato possibile salvare le note' })).toBeVisible();
  await expect(notes).toHaveValue('Citofono Greco, scala B');
  expect((await checkoutOf(page)).delivery.notes).toBe('Citofono Greco');
  await page.unroute('**/commerce/resources/auth/checkout');
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note salvate' })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(notes).toHaveValue('Citofono Greco, scala B');

  // Emptied again: saved too.
  await notes.fill('');
  await notes.blur();
  await expect.poll(async () => (await checkoutOf(page)).delivery.notes).toBe('');
});

test('the address chooser opens by keyboard on the page service; axe at phone width', async ({ page }) => {
  await ready(page);
  const chooser = page.getByRole('button', { name: 'Cambia indirizzo' });
  await chooser.focus();
  await page.keyboard.press('Enter');
  await expect(chooser).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /Indietro/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /In uso/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('a trolley below the minimum is sent back to the trolley page', async ({ page }) => {
  await startCheckout(page, VALENTINA);
  const { b } = await acrossTheMinimum(page);
  await putInTrolley(page, [[b, 1]]);
  const missing = (await checkoutOf(page)).missing!;
  expect(missing.step).toBe('TROLLEY');
  await page.goto('/checkout/delivery');
  await expect(page).toHaveURL(/\/checkout\/trolley\?da=delivery$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Prima di proseguire:' })).toContainText(missing.message);
});

test.afterEach(async ({ page }) => {
  if (!page.url().includes('/checkout/')) return;
  await releaseSlot(page);
  await page.request.delete(`${API}/auth/trolley`, { headers: await xsrf(page.context()) });
});
