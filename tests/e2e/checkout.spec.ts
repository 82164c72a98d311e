// The purchase, end to end (issue 16; spec orders §2 Checkout, §4, §5, §8): a logged customer with a
// trolley and a booked slot chooses a payment on /checkout/billing-payment, confirms on /checkout/summary,
// and the shop's answers (through its API) say what was saved. Customers of the demo seed no other e2e
// file uses, one per test, so tests do not share a trolley.
import { expect, test, type Page } from '@playwright/test';
import { checkoutOf, fillToMinimum, payByCardAndProceed, payOnGateway } from './checkout-steps-helpers.ts';
import { API, expectNoAxeViolations, hydrated, loginAsNew, pickProducts, readOutbox, xsrf } from './helpers.ts';

interface Slot {
  slotId: number;
  startDate: string;
  startTime: string;
  endTime: string;
  state: string;
  notAvailable: boolean;
}

/**
 * A customer of the test's own made from the demo customer `like` (helpers.ts loginAsNew), the trolley
 * filled with `count` products, the first bookable slot booked (API). Answers the customer's e-mail too.
 */
async function shopperWithTrolleyAndSlot(
  page: Page,
  like: string,
  count = 3,
  before?: () => Promise<void>,
): Promise<{ products: number[]; slot: Slot; email: string }> {
  const { email } = await loginAsNew(page, like, '/supermercato/home');
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  await hydrated(page);
  if (before) await before();
  const headers = await xsrf(page.context());
  const products = await pickProducts(page, count);
  await fillToMinimum(page, products);
  const week = (await (await page.request.get(`${API}/auth/slots`)).json()).data as {
    days: { slots: Slot[] }[];
    nextFrom: string | null;
  };
  const slot = week.days.flatMap((d) => d.slots).find((s) => s.state === 'AVAILABLE' && !s.notAvailable);
  expect(slot).toBeTruthy();
  const booked = await page.request.post(`${API}/auth/slots/reservation`, {
    headers,
    data: { slotId: (slot as Slot).slotId, idempotencyKey: `e2e-${Date.now()}-${(slot as Slot).slotId}` },
  });
  expect(booked.ok()).toBe(true);
  return { products, slot: slot as Slot, email };
}

test.describe('billing and payment', () => {
  test('shows the delivery step done, saves the payment as chosen, and passes axe', async ({ page }) => {
    const { slot } = await shopperWithTrolleyAndSlot(page, 'federico.mancini5@example.it');
    await page.goto('/checkout/billing-payment');
    await hydrated(page);
    const done = page.getByRole('region', { name: /Consegna/ }).first();
    await expect(done).toContainText(`dalle ${slot.startTime} alle ${slot.endTime}`);
    await expect(done.getByRole('link', { name: 'MODIFICA' })).toHaveAttribute('href', '/checkout/delivery');

    const options = page.getByRole('group', { name: 'Metodo di pagamento' }).getByRole('radio');
    await expect(options.first()).toBeVisible();
    const first = options.first();
    const name = (await first.evaluate((el) => el.parentElement?.textContent ?? '')).trim();
    await first.check();
    await expect(page.getByText('Scelta salvata')).toBeVisible();
    const checkout = await checkoutOf(page);
    expect(
      checkout.payment.options.find((o: { type: string }) => o.type === checkout.payment.type)?.displayableDescription,
    ).toBe(name);
    await expectNoAxeViolations(page);

    // Saved: the page made again shows the choice.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('radio', { name })).toBeChecked();
  });

  test("refuses a company's partita IVA with a wrong check digit, and saves a right one", async ({ page }) => {
    await shopperWithTrolleyAndSlot(page, 'andrea.bruno17@example.it');
    await page.goto('/checkout/billing-payment');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Sì' }).check();
    const form = page.getByRole('form', { name: 'Aggiungi un indirizzo di fatturazione' });
    await expect(form).toBeVisible();
    await form.getByRole('radio', { name: 'Azienda' }).check();
    await form.getByLabel('Identificativo').fill('Ufficio Bruno');
    await form.getByLabel('Intestazione').fill('Bruno Forniture Srl');
    await form.getByLabel('Indirizzo').fill('Via Dante');
    await form.getByLabel('Numero civico').fill('5');
    await form.getByLabel('CAP').fill('20121');
    await form.getByLabel('Comune').fill('Milano');
    await form.getByLabel('Provincia').fill('MI');
    await form.getByLabel('Codice fiscale').fill('12345678903');
    await form.getByLabel('Partita IVA').fill('12345678901');
    await form.getByLabel('Codice destinatario').fill('ABC1234');
    await form.getByRole('button', { name: 'Verifica' }).click();
    await expect(form.getByText('Partita IVA non valido')).toBeVisible();
    await expect(form.getByLabel('Partita IVA')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Salva modifiche' })).toHaveCount(0);
    // What was typed is still there.
    await expect(form.getByLabel('Intestazione')).toHaveValue('Bruno Forniture Srl');

    // The server says the same of the same input.
    const refused = await page.request.post(`${API}/auth/billing-addresses/verify`, {
      headers: await xsrf(page.context()),
      data: {
        name: 'Ufficio Bruno',
        type: 'COMPANY',
        countryType: 'IT',
        heading: 'Bruno Forniture Srl',
        street: 'Via Dante',
        houseNumber: '5',
        postcode: '20121',
        town: 'Milano',
        country: 'Italia',
        province: 'MI',
        taxCode: '12345678903',
        vatNumber: '12345678901',
        codiceDestSdi: 'ABC1234',
      },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    expect(JSON.stringify(await refused.json())).toContain('Partita IVA non valido');

    await form.getByLabel('Partita IVA').fill('12345678903');
    await form.getByRole('button', { name: 'Verifica' }).click();
    await form.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByRole('radio', { name: /Ufficio Bruno/ })).toBeChecked();
    await expect(page.getByText('Scelta salvata')).toBeVisible();
    const checkout = await checkoutOf(page);
    expect(checkout.invoice.wanted).toBe(true);
    expect(checkout.invoice.billingAddressId).not.toBeNull();
  });
});

test.describe('summary', () => {
  test('recaps delivery, payment and invoice with MODIFICA links and passes axe', async ({ page }) => {
    const { slot } = await shopperWithTrolleyAndSlot(page, 'simone.lombardi13@example.it');
    const checkout = await checkoutOf(page);
    const headers = await xsrf(page.context());
    const option = checkout.payment.options[0];
    const chosen = await page.request.patch(`${API}/auth/checkout`, {
      headers,
      data: { payment: { type: option.type, walletId: null } },
    });
    expect(chosen.ok()).toBe(true);
    await page.goto('/checkout/summary');
    await hydrated(page);
    await expect(page.getByText(`dalle ${slot.startTime} alle ${slot.endTime}`)).toBeVisible();
    await expect(page.getByText(option.displayableDescription, { exact: true })).toBeVisible();
    const invoice = page.getByRole('region', { name: 'FATTURA' });
    await expect(invoice).toContainText('NO');
    await expect(invoice.getByRole('link', { name: 'MODIFICA' })).toHaveAttribute('href', '/checkout/billing-payment');
    await expect(page.getByRole('link', { name: 'Condizioni generali di vendita' })).toHaveAttribute(
      'href',
      '/sale-condition',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('the purchase', () => {
  test('pays with the approved test card, lands on the success page, and the order is saved', async ({ page }) => {
    const { slot, email } = await shopperWithTrolleyAndSlot(page, 'paola.moretti20@example.it');
    await payByCardAndProceed(page);
    const before = await checkoutOf(page);
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText('Carta di credito online');
    await page.getByRole('button', { name: before.payment.buttonLabel }).click();
    await payOnGateway(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/checkout\/order\/success\/\d+$/);
    await hydrated(page);
    const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const order = (await (await page.request.get(`${API}/auth/orders/${orderId}`)).json()).data;
    await expect(page.getByText(`Numero ordine: ${order.publicOrderId}`)).toBeVisible();
    await expect(page.getByText("Una copia dell'ordine è stata inviata al tuo indirizzo e-mail.")).toBeVisible();
    await expect(
      page.getByText('Dal lunedì al sabato dalle 7:00 alle 23:00, la domenica dalle 8:30 alle 20:00'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vedi i tuoi ordini' }).first()).toHaveAttribute(
      'href',
      '/ordini/precedenti',
    );
    await expectNoAxeViolations(page);

    // The order, as the shop keeps it: the lines, the total and the slot of the checkout confirmed.
    expect(order.linesCount).toBe(before.trolley.items.length);
    expect(order.totalAmount).toBe(before.totals.total);
    expect([order.slotDate, order.slotStartTime, order.slotEndTime]).toEqual([
      slot.startDate,
      slot.startTime,
      slot.endTime,
    ]);
    expect(order.paymentStatus).toBe('PAGAMENTO EFFETTUATO');
    // The trolley is empty again, and the confirmation e-mail is in the outbox.
    const trolley = (await (await page.request.get(`${API}/auth/trolley`)).json()).data;
    expect(trolley.items).toHaveLength(0);
    const mails = await readOutbox(email);
    expect(mails.some((m) => m.text.includes(order.publicOrderId))).toBe(true);

    // 'Ordini Online' shows it.
    await page.getByRole('link', { name: 'Vedi i tuoi ordini' }).first().click();
    await expect(page).toHaveURL(/\/ordini\/precedenti$/);
    const card = page.getByRole('article', { name: `Ordine n. ${order.publicOrderId}` });
    await expect(card).toContainText(order.serviceLabel);
    await expect(card).toContainText(`dalle ${slot.startTime} alle ${slot.endTime}`);
    await expect(card).toContainText('PAGAMENTO EFFETTUATO');
    await expectNoAxeViolations(page);
    // A page number that is none shows the first page; one past the last, the last.
    expect((await page.goto('/ordini/precedenti?page=abc'))?.status()).toBe(200);
    await expect(page.getByRole('article', { name: `Ordine n. ${order.publicOrderId}` })).toBeVisible();
    await page.goto('/ordini/precedenti?page=50');
    await expect(page).toHaveURL(/\/ordini\/precedenti$/);

    // Another customer's order (the seed's first, Mario Rossi's), an attempt that is none: not found.
    const other = await page.goto('/checkout/order/success/1');
    expect(other?.status()).toBe(404);
    await expect(page.getByText('Ordine non trovato').first()).toBeVisible();
    expect((await page.goto('/checkout/order/failure/999999'))?.status()).toBe(404);
    expect((await page.goto('/checkout/order/success/abc'))?.status()).toBe(404);
  });

  test('a refused card lands on the failure page with trolley and slot intact, its step bar saying the summary failed', async ({
    page,
  }) => {
    const { slot } = await shopperWithTrolleyAndSlot(page, 'riccardo.marino3@example.it');
    await payByCardAndProceed(page);
    const before = await checkoutOf(page);
    await page.getByRole('button', { name: before.payment.buttonLabel }).click();
    await payOnGateway(page, '4000 0000 0000 0002');

    await expect(page).toHaveURL(/\/checkout\/order\/failure\/\d+$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Conferma ordine fallita!', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Pagamento rifiutato dalla banca' })).toBeVisible();
    await expect(page.getByText('Per assistenza contatta il Servizio Clienti.')).toBeVisible();
    // The step bar: the steps before the summary done, the summary's the one that failed.
    const steps = page.getByRole('navigation', { name: "Passaggi dell'acquisto" }).getByRole('listitem');
    await expect(steps).toHaveText([
      '✓ Carrello (completato)',
      '✓ Consegna (completato)',
      '✓ Pagamento (completato)',
      '! Riepilogo (non riuscito)',
    ]);
    await expect(steps.nth(3).locator('[aria-current="step"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const after = await checkoutOf(page);
    expect(after.trolley.items.map((i: { trolleyItemId: number }) => i.trolleyItemId)).toEqual(
      before.trolley.items.map((i: { trolleyItemId: number }) => i.trolleyItemId),
    );
    expect(after.delivery.reservation?.slotId).toBe(slot.slotId);

    // Back to the summary, still ready to pay.
    await page.getByRole('link', { name: 'Torna al riepilogo' }).click();
    await expect(page).toHaveURL(/\/checkout\/summary$/);
    await hydrated(page);
    await expect(page.getByRole('button', { name: before.payment.buttonLabel })).toBeEnabled();
  });

  test('a second confirmation of the same checkout makes no second order', async ({ page }) => {
    await shopperWithTrolleyAndSlot(page, 'lorenzo.giordano19@example.it');
    const headers = await xsrf(page.context());
    const start = await checkoutOf(page);
    const cash = start.payment.options.find((o) => !o.online);
    expect(cash).toBeTruthy();
    await page.request.patch(`${API}/auth/checkout`, {
      headers,
      data: { payment: { type: cash!.type, walletId: null } },
    });
    const ordersBefore = (await (await page.request.get(`${API}/auth/orders`)).json()).data.count;
    await page.goto('/checkout/summary');
    await hydrated(page);
    const confirm = page.getByRole('button', { name: (await checkoutOf(page)).payment.buttonLabel });
    // A double click: one confirmation, one order.
    await confirm.dblclick();
    await expect(page).toHaveURL(/\/checkout\/order\/success\/\d+$/);
    const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);
    // Again with the version the shopper saw and a new key: the same order, no new one.
    const again = await page.request.post(`${API}/auth/checkout/confirm`, {
      headers,
      data: { idempotencyKey: `again-${Date.now()}`, version: start.version },
    });
    const answer = await again.json();
    if (again.ok()) expect(answer.data.orderId).toBe(orderId);
    else expect(again.status()).toBe(409);
    const orders = (await (await page.request.get(`${API}/auth/orders`)).json()).data;
    expect(orders.count).toBe(ordersBefore + 1);
  });
});

test.describe('mobile-number verification', () => {
  test('a new delivery address: the number is verified with the code of the SMS before paying', async ({ page }) => {
    const number = '+393398765432';
    await shopperWithTrolleyAndSlot(page, 'davide.esposito15@example.it', 3, async () => {
      // A new home address: its mobile number is not verified yet.
      const headers = await xsrf(page.context());
      const streets = await page.request.post(`${API}/onboarding/street/search`, {
        headers,
        data: { postcode: '20121', streetName: 'mont' },
      });
      const street = (await streets.json()).data[0];
      const made = await page.request.post(`${API}/auth/addresses`, {
        headers,
        data: { postcode: '20121', streetId: street.id, site: 'supermercato', houseNumber: '9', identifier: 'Studio' },
      });
      expect(made.ok(), await made.text()).toBe(true);
      const address = (await made.json()).data.address;
      const current = await page.request.put(`${API}/auth/addresses/current`, {
        headers,
        data: { addressId: address.deliveryAddressId, copyCart: false, site: 'supermercato' },
      });
      expect(current.ok(), await current.text()).toBe(true);
    });
    const headers = await xsrf(page.context());
    const start = await checkoutOf(page);
    expect(start.mobileVerificationRequired).toBe(true);
    const cash = start.payment.options.find((o) => !o.online);
    await page.request.patch(`${API}/auth/checkout`, {
      headers,
      data: { payment: { type: cash!.type, walletId: null } },
    });

    await page.goto('/checkout/summary');
    await hydrated(page);
    const pay = page.getByRole('button', { name: start.payment.buttonLabel });
    await expect(pay).toBeDisabled();
    const section = page.getByRole('region', { name: 'Verifica il numero di cellulare' });
    await section.getByLabel('Numero di cellulare', { exact: true }).fill('12');
    await section.getByRole('button', { name: 'Invia il codice' }).click();
    await expect(section.getByText('Numero di cellulare non valido')).toBeVisible();
    await section.getByLabel('Numero di cellulare', { exact: true }).fill(number);
    await section.getByRole('button', { name: 'Invia il codice' }).click();

    const ok = section.getByRole('button', { name: 'Ok' });
    await expect(ok).toBeDisabled();
    await expect(section.getByRole('button', { name: 'Reinvia il codice' })).toBeDisabled();
    await expect(section.getByText(/Potrai richiedere un nuovo codice tra \d+ secondi/)).toBeVisible();
    await expectNoAxeViolations(page);

    const sms = await readOutbox(number);
    const code = /\b(\d{4})\b/.exec(sms[0]?.text ?? '')?.[1];
    expect(code).toBeTruthy();
    await section.getByLabel('Codice di verifica').fill(code as string);
    await expect(ok).toBeEnabled();
    await ok.click();
    await expect(section).toHaveCount(0);
    await expect(pay).toBeEnabled();
    const after = await checkoutOf(page);
    expect(after.mobileVerificationRequired).toBe(false);
    expect(after.delivery.mobileConfirmed).toBe(true);
  });
});

test("visitors are asked to log in before 'Ordini Online' and the checkout's order pages", async ({ page }) => {
  await page.goto('/ordini/precedenti');
  await expect(page).toHaveURL(/\/accedi\?next=%2Fordini%2Fprecedenti$/);
  await page.goto('/checkout/order/success/1');
  await expect(page).toHaveURL(/\/accedi\?next=/);
});
