// Saved cards, end to end (issue 16: "payment hub … saved wallets"): a card payment with 'Ricorda questa
// carta per i prossimi acquisti' ticked saves the card; the next purchase chooses it in the payment hub
// and the test gateway asks only the verification code; then the card is deleted from the hub after the
// dialog. axe on the gateway's pages and on the hub. Customer: Elisa De Luca, a demo customer of Milano
// (20126) that no other spec uses. Each checkout is readied through the shop's API (the checkout pages
// are tested by their own specs); the payments and the hub are used as a shopper uses them.
import { expect, test, type Page } from '@playwright/test';
import { API, addableProducts, expectNoAxeViolations, hydrated, PASSWORD, xsrf } from './helpers.ts';

const ELISA = 'elisa.deluca18@example.it';
const CARD = 'VISA **** **** **** 4242';

/** A trolley over the minimum, a free slot booked and the online card chosen (API); answers the checkout. */
async function readyCheckout(page: Page, walletId: number | null = null) {
  const headers = await xsrf(page.context());
  const products = await addableProducts(page, 4);
  let checkout = (await (await page.request.get(`${API}/auth/checkout`)).json()).data;
  // Enough of each to pass the service's minimum order amount.
  for (let round = 0; round < 10 && checkout.totals.transactionAmount < checkout.totals.minimumAmount; round++) {
    for (const productId of products)
      expect(
        (await page.request.post(`${API}/auth/trolley/item`, { headers, data: { productId, quantity: 3 } })).ok(),
      ).toBe(true);
    checkout = (await (await page.request.get(`${API}/auth/checkout`)).json()).data;
  }
  if (!checkout.delivery.reservation) {
    const week = (await (await page.request.get(`${API}/auth/slots`)).json()).data;
    const free = week.days
      .flatMap((d: { slots: { slotId: number; state: string; notAvailable: boolean }[] }) => d.slots)
      .find((s: { state: string; notAvailable: boolean }) => s.state === 'AVAILABLE' && !s.notAvailable);
    const booked = await page.request.post(`${API}/auth/slots/reservation`, {
      headers,
      data: { slotId: free.slotId, idempotencyKey: `e2e-carta-salvata-${Date.now()}` },
    });
    expect(booked.ok()).toBe(true);
  }
  const patched = await page.request.patch(`${API}/auth/checkout`, {
    headers,
    data: { payment: { type: 'ONLINE', walletId } },
  });
  expect(patched.ok()).toBe(true);
  checkout = (await patched.json()).data;
  expect(checkout.missing).toBeNull();
  return checkout;
}

/** Confirms the checkout the shopper saw (API) and opens the provider's page. */
async function confirmAndGoPay(page: Page, version: number, key: string) {
  const res = await page.request.post(`${API}/auth/checkout/confirm`, {
    headers: await xsrf(page.context()),
    data: { idempotencyKey: key, version },
  });
  expect(res.ok()).toBe(true);
  const confirmation = (await res.json()).data;
  expect(confirmation.outcome).toBe('PAYMENT');
  await page.goto(confirmation.next);
}

test('a card remembered at the first payment pays the second with the code only, then is deleted', async ({ page }) => {
  const login = await page.request.post(`${API}/login`, { data: { username: ELISA, password: PASSWORD } });
  expect(login.ok()).toBe(true);

  // 1. The first purchase: the card typed, 'Ricorda questa carta' ticked (it starts unticked).
  let checkout = await readyCheckout(page);
  expect(checkout.payment.wallets).toEqual([]);
  await confirmAndGoPay(page, checkout.version, `e2e-ricorda-${Date.now()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento con carta' })).toBeVisible();
  const remember = page.getByRole('checkbox', { name: 'Ricorda questa carta per i prossimi acquisti' });
  await expect(remember).not.toBeChecked();
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
  await page.getByLabel('Intestatario della carta').fill('Elisa De Luca');
  await remember.check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Paga / }).click();
  await expect(page).toHaveURL(/\/checkout\/order\/success\/\d+$/);

  // 2. The second purchase: the saved card chosen in the hub; the gateway asks only the code.
  checkout = await readyCheckout(page);
  expect(checkout.payment.wallets).toHaveLength(1);
  await page.goto('/checkout/billing-payment');
  await hydrated(page);
  const saved = page.getByRole('group', { name: 'Carte salvate' });
  await saved.getByRole('radio', { name: new RegExp(CARD.replaceAll('*', '\\*')) }).check();
  await expect(page.getByText('Scelta salvata')).toBeVisible();
  await expectNoAxeViolations(page);
  checkout = (await (await page.request.get(`${API}/auth/checkout`)).json()).data;
  expect(checkout.payment.walletId).toBe(checkout.payment.wallets[0].id);
  await confirmAndGoPay(page, checkout.version, `e2e-carta-salvata-${Date.now()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica 3-D Secure' })).toBeVisible();
  await expect(page.getByText('Carta salvata: **** **** **** 4242, scadenza 12/2030')).toBeVisible();
  await expect(page.getByLabel('Numero carta')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const text = await page.getByText(/il codice è \d{6}/).textContent();
  await page.getByLabel('Codice di verifica').fill((/(\d{6})/.exec(text ?? '') as RegExpExecArray)[1]);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/checkout\/order\/success\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = (await (await page.request.get(`${API}/auth/orders/${orderId}`)).json()).data;
  expect(order).toMatchObject({ paymentType: 'ONLINE', paymentStatus: 'PAGAMENTO EFFETTUATO' });

  // 3. Deleted from the hub, after the dialog that warns about open orders.
  await readyCheckout(page);
  await page.goto('/checkout/billing-payment');
  await hydrated(page);
  await page.getByRole('button', { name: `Elimina la carta ${CARD}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare la carta salvata?' });
  await expect(dialog).toContainText(`${CARD} (scadenza 12/2030)`);
  await expect(dialog).toContainText('Gli ordini in corso pagati con questa carta non vengono annullati.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Elimina la carta' }).click();
  await expect(page.getByText('Carta eliminata')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Carte salvate' })).toHaveCount(0);
  checkout = (await (await page.request.get(`${API}/auth/checkout`)).json()).data;
  expect(checkout.payment).toMatchObject({ wallets: [], walletId: null });
});
