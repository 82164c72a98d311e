// The card payment of a checkout through the test gateway, in Chromium (issue 16): a ready checkout
// confirmed with a card goes to the gateway's hosted page, which says it is a test, passes axe with and
// without errors, is filled by keyboard alone, and sends the shopper back through the shop to the success
// page of the order made; a refused card goes to the failure page and leaves the checkout as it was. A
// stranger calling a payment's return changes nothing; the order cancelled, its card says it was refunded.
// (The success and failure pages are the site's: this spec checks where the shop sends the shopper.)
// Customer: Paolo Colombo, a demo customer of Milano (20162) that no other spec uses. The checkout is
// readied through the shop's API (the checkout pages are tested by their own specs).
import { expect, test, type Page } from '@playwright/test';
import { fillToMinimum } from './checkout-steps-helpers.ts';
import { API, addableProducts, expectNoAxeViolations, PASSWORD, xsrf } from './helpers.ts';

const PAOLO = 'paolo.colombo9@example.it';

/** Logs in through the API, fills the trolley to the minimum, books the first free slot, pays by card. */
async function readyCheckout(page: Page): Promise<{ version: number; total: number }> {
  const login = await page.request.post(`${API}/login`, { data: { username: PAOLO, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = await xsrf(page.context());
  await page.request.delete(`${API}/auth/trolley`, { headers });
  await fillToMinimum(page, await addableProducts(page, 4), 5);
  let checkout = (await (await page.request.get(`${API}/auth/checkout`)).json()).data;
  if (!checkout.delivery.reservation) {
    const week = (await (await page.request.get(`${API}/auth/slots`)).json()).data;
    const free = week.days
      .flatMap((d: { slots: { slotId: number; state: string }[] }) => d.slots)
      .find((s: { state: string }) => s.state === 'AVAILABLE');
    const booked = await page.request.post(`${API}/auth/slots/reservation`, {
      headers,
      data: { slotId: free.slotId, idempotencyKey: `e2e-pagamento-${Date.now()}` },
    });
    expect(booked.ok()).toBe(true);
  }
  const patched = await page.request.patch(`${API}/auth/checkout`, {
    headers,
    data: { payment: { type: 'ONLINE', walletId: null } },
  });
  expect(patched.ok()).toBe(true);
  checkout = (await patched.json()).data;
  expect(checkout.missing).toBeNull();
  expect(checkout.payment).toMatchObject({ buttonLabel: 'PAGA CON CARTA', testGateway: true });
  return { version: checkout.version, total: checkout.totals.total };
}

async function confirmByCard(page: Page, key: string) {
  const { version } = await readyCheckout(page);
  const res = await page.request.post(`${API}/auth/checkout/confirm`, {
    headers: await xsrf(page.context()),
    data: { idempotencyKey: key, version },
  });
  expect(res.ok()).toBe(true);
  const confirmation = (await res.json()).data;
  expect(confirmation.outcome).toBe('PAYMENT');
  await page.goto(confirmation.next);
  return confirmation as { attemptId: number; next: string };
}

test.describe('card payment through the test gateway', () => {
  test('a refused card ends on the failure page and keeps the checkout; an approved one makes the order', async ({
    page,
    browser,
  }) => {
    const first = await confirmByCard(page, `e2e-rifiutata-${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento con carta' })).toBeVisible();
    await expect(page.getByText('Ambiente di prova — nessun addebito reale')).toBeVisible();
    await expectNoAxeViolations(page);

    // Errors first, by keyboard: the summary and each field's message.
    await page.getByLabel('Numero carta').focus();
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Numero di carta non valido');
    await expect(page.getByLabel('Numero carta')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Numero carta').fill('4000 0000 0000 0002');
    await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
    await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
    await page.getByLabel('Intestatario della carta').fill('Paolo Colombo');
    const refused = page.waitForResponse((r) => r.url().includes(`${API}/payments/return/`));
    await page.getByLabel('Intestatario della carta').press('Enter');
    expect((await refused).headers().location).toBe(`/checkout/order/failure/${first.attemptId}`);
    const attempt = (await (await page.request.get(`${API}/auth/checkout/attempts/${first.attemptId}`)).json()).data;
    expect(attempt).toMatchObject({ status: 'FAILED', paymentMessage: 'Pagamento rifiutato dalla banca' });
    const kept = (await (await page.request.get(`${API}/auth/checkout`)).json()).data;
    expect(kept.missing).toBeNull();
    expect(kept.delivery.reservation).not.toBeNull();

    const second = await confirmByCard(page, `e2e-approvata-${Date.now()}`);
    // A stranger (no session) calling the guessable return address and one of its shape changes nothing
    // and is told nothing (issue 33): the page still takes the card.
    const stranger = await browser.newContext();
    try {
      for (const path of [`/payments/return/${second.attemptId}`, `/payments/return/${second.attemptId}/x`]) {
        const res = await stranger.request.get(`${API}${path}`, { maxRedirects: 0 });
        expect(res.headers().location ?? '').not.toMatch(/success|failure/);
      }
    } finally {
      await stranger.close();
    }
    await page.reload();
    await page.getByLabel('Numero carta').fill('4242 4242 4242 4242');
    await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
    await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
    await page.getByLabel('Intestatario della carta').fill('Paolo Colombo');
    const approved = page.waitForResponse((r) => r.url().includes(`${API}/payments/return/`));
    await page.getByRole('button', { name: /^Paga / }).click();
    const location = (await approved).headers().location;
    expect(location).toMatch(/^\/checkout\/order\/success\/\d+$/);
    const orderId = Number(location.split('/').pop());
    const order = (await (await page.request.get(`${API}/auth/orders/${orderId}`)).json()).data;
    expect(order).toMatchObject({
      paymentType: 'ONLINE',
      paymentStatus: 'PAGAMENTO EFFETTUATO',
      orderStatusLabel: 'In lavorazione',
    });

    // Cancelled, the order's card payment is refunded, and its card in 'Ordini Online' says so (issue 33).
    const cancelled = await page.request.post(`${API}/auth/orders/${orderId}/cancel`, {
      headers: await xsrf(page.context()),
      data: { version: order.version },
    });
    expect(cancelled.ok()).toBe(true);
    await page.goto('/ordini/precedenti');
    const card = page.getByRole('article', { name: `Ordine n. ${order.publicOrderId}` });
    await expect(card).toContainText('PAGAMENTO RIMBORSATO');
    await expect(card).not.toContainText('PAGAMENTO EFFETTUATO');
    await expect(card.getByRole('note')).toContainText('INFO');
    await expect(card.getByRole('note')).toContainText("l'importo pagato ti è stato rimborsato");
  });
});
