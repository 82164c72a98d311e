import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, loginThroughPage } from './helpers.ts';

// Issue 13 point 19: the delivery bar shows the address of the navigation's kind, or asks to choose one.

test("mario's home address shows on supermercato only; drive and prenotazioni ask for a point or a store", async ({
  page,
}) => {
  await loginThroughPage(page, 'mario.rossi@example.it', '/supermercato/home');
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  // His home address in use ('Via Dante 7' in the demo data; another test may have changed it).
  const config = (await (await page.request.get('/commerce/resources/nav/supermercato')).json()).data;
  expect(config.currentDeliveryAddress).toMatchObject({ driveId: null });
  const street: string = config.currentDeliveryAddress.description;
  const bar = page.getByTestId('delivery-bar');
  await expect(bar).toContainText('Consegna Con Mercato A Casa');
  await expect(bar).toContainText(street);

  await page.goto('/drive/home');
  await expect(bar).toContainText('Ritiro Con Clicca E Vai');
  await expect(bar).not.toContainText(street);
  await expect(bar.getByRole('link', { name: 'Scegli un punto di ritiro Clicca e Vai' })).toHaveAttribute(
    'href',
    '/index#verifica-indirizzo',
  );
  await expectNoAxeViolations(page);

  await page.goto('/prenotazioni/home');
  await expect(bar).toContainText('Ritiro Con Prenota E Ritira');
  await expect(bar).not.toContainText(street);
  await expect(bar.getByRole('link', { name: 'Scegli il negozio dove ritirare la spesa' })).toBeVisible();
});
