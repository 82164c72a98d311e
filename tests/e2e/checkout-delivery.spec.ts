// The checkout's delivery page against the real shop (issue 16; spec orders §2 Checkout "Delivery page",
// §5 delivery notes): the heading by kind of delivery and the address in use; 'PROSEGUI' waits for a booked
// slot and opens as soon as the slot picker books one, without a reload; the later steps send a shopper
// without a slot back here with the reason; the notes are saved as typed, and a failed save keeps the text
// and says so; the address chooser by keyboard; axe at desktop and phone widths.
// Customer: Valentina Greco, a demo customer no other spec uses; every test gives its booking back.
import { expect, test, type Page } from '@playwright/test';
import { slots as slotTexts } from '@mercato/contracts/i18n/it-slots';
import { API, expectNoAxeViolations, hydrated, xsrf } from './helpers.ts';
import {
  acrossTheMinimum,
  bookFirstAvailable,
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

/**
 * Holds the requests of `pattern` until the returned function is called (the slot picker's chunk, its
 * week): what the page shows meanwhile can be looked at.
 */
async function holdRequests(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('nothing below the slot picker moves while it downloads and loads, booked or not, phone and desktop', async ({
  page,
}) => {
  await ready(page);
  // The page's layout shifts (CLS), from its first paint.
  await page.addInitScript(() => {
    const shifts = window as unknown as { shifted: number };
    shifts.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const notes = page.getByRole('textbox', { name: 'Note per la consegna' });
  const notesTop = () => notes.evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));
  for (const booked of [false, true]) {
    if (booked) await bookFirstAvailable(page, 'room');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const chunk = await holdRequests(page, '**/_astro/slot-picker-part*.js');
      const weekAnswer = await holdRequests(page, /\/commerce\/resources\/auth\/slots(\?|$)/);
      await page.goto('/checkout/delivery', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      // The page's fonts in (a font swapped later would move the text by itself).
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The picker still downloading: its placeholder.
      const placeholder = await notesTop();
      chunk();
      // The picker loading its week.
      await expect(page.getByRole('status').filter({ hasText: slotTexts.loading })).toBeVisible();
      const where = `${booked ? 'booked' : 'nothing booked'}, ${width} px wide`;
      expect(await notesTop(), where).toBe(placeholder);
      weekAnswer();
      await expect(
        booked ? page.getByRole('heading', { name: slotTexts.bookedTitle }) : page.getByRole('grid'),
      ).toBeVisible();
      // Its room was reserved as measured (a summary that wraps once more may still push the notes, out of
      // sight, by a line): what the shopper sees moved by less than Lighthouse's 'good' tenth of it.
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shifted, where).toBeLessThan(0.01);
      await page.unrouteAll();
    }
  }
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

  // Opened again (a reload would restore the scroll, and the address chooser above, hydrated when
  // visible, would wait for it).
  await open(page, '/checkout/delivery');
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
