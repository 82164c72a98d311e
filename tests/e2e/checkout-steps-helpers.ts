// Helpers of the checkout's trolley and delivery specs (checkout-trolley.spec.ts, checkout-delivery.spec.ts):
// the shop's own API reads and sets up what a test starts from; the tests then act through the pages.
import { expect, type Page } from '@playwright/test';
import type { Checkout } from '@mercato/contracts/checkout';
import { API, addableProducts, emptyTrolley, hydrated, newCustomer, type TestCustomer, xsrf } from './helpers.ts';

export interface Constraint {
  productId: number;
  availableQuantity: number;
  maxPurchasableQuantity: number;
  outOfStock: boolean;
  preparationHours: number;
  hasMxN: boolean;
}

/** The shopper's checkout as the shop answers it (GET auth/checkout). */
export async function checkoutOf(page: Page): Promise<Checkout> {
  const res = await page.request.get(`${API}/auth/checkout`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Checkout;
}

/**
 * Adds `quantity` more of each product, round after round, until the trolley reaches the service's minimum
 * order amount.
 */
export async function fillToMinimum(page: Page, products: number[], quantity = 3) {
  const headers = await xsrf(page.context());
  for (let round = 0; round < 10; round++) {
    for (const productId of products) {
      const res = await page.request.post(`${API}/auth/trolley/item`, { headers, data: { productId, quantity } });
      expect(res.ok()).toBe(true);
    }
    const { totals } = await checkoutOf(page);
    if (totals.transactionAmount >= totals.minimumAmount) return;
  }
  throw new Error('the trolley did not reach the minimum order amount');
}

/** Puts `lines` ([productId, quantity]) in the trolley through the shop's API. */
export async function putInTrolley(page: Page, lines: [number, number][]) {
  const headers = await xsrf(page.context());
  for (const [productId, quantity] of lines) {
    const res = await page.request.post(`${API}/auth/trolley/item`, { headers, data: { productId, quantity } });
    expect(res.ok()).toBe(true);
    expect((await res.json()).data.exceptions ?? []).toEqual([]);
  }
}

/** Books the first available slot of the customer's week (the week's firstAvailable); `label` names the key. */
export async function bookFirstAvailable(page: Page, label: string) {
  const week = (await (await page.request.get(`${API}/auth/slots`)).json()).data;
  expect(week.firstAvailable, 'a free slot to book').toBeTruthy();
  const booked = await page.request.post(`${API}/auth/slots/reservation`, {
    headers: await xsrf(page.context()),
    data: { slotId: week.firstAvailable.slotId, idempotencyKey: `e2e-${label}-${Date.now()}` },
  });
  expect(booked.ok()).toBe(true);
}

/** Gives back the customer's booked slot, if any. */
export async function releaseSlot(page: Page) {
  const res = await page.request.delete(`${API}/auth/slots/reservation`, { headers: await xsrf(page.context()) });
  expect([200, 204, 404]).toContain(res.status());
}

/** The limits of products 1–400 (four calls of the shop's constraints info). */
export async function constraints(page: Page): Promise<Constraint[]> {
  const all: Constraint[] = [];
  for (let from = 1; from <= 400; from += 100) {
    const ids = Array.from({ length: 100 }, (_, i) => from + i).join(',');
    const res = await page.request.get(`${API}/displayable/trolley/productconstraintsinfo?productIds=${ids}`);
    expect(res.ok()).toBe(true);
    all.push(...((await res.json()).data as Constraint[]));
  }
  return all;
}

/**
 * Two products A and B such that A×9 + B×1 reaches the minimum order amount and A×1 + B×1 does not: the
 * trolley page's quantity control then moves the trolley across the minimum. Leaves the trolley empty.
 */
export async function acrossTheMinimum(page: Page): Promise<{ a: number; b: number; aName: string }> {
  const candidates = await addableProducts(page, 6);
  const priced: { id: number; price: number; name: string }[] = [];
  for (const id of candidates) {
    await putInTrolley(page, [[id, 1]]);
    const line = (await checkoutOf(page)).trolley.items.find((i) => i.productId === id)!;
    priced.push({ id, price: line.discountedQuantityAwarePrice ?? line.quantityAwarePrice, name: line.description });
    await emptyTrolley(page);
  }
  priced.sort((x, y) => y.price - x.price);
  const [a, b] = [priced[0]!, priced.at(-1)!];
  const minimum = (await checkoutOf(page)).totals.minimumAmount;
  expect(a.price * 9 + b.price, 'A×9 + B reaches the minimum').toBeGreaterThanOrEqual(minimum);
  expect(a.price + b.price, 'A + B stays below it').toBeLessThan(minimum);
  return { a: a.id, b: b.id, aName: a.name };
}

/**
 * A customer of the test's own made from the demo customer `like` (routes/test-hooks.ts), logged in by API:
 * lands on `path` with an empty trolley and nothing booked. Answers the customer (its own e-mail address).
 */
export async function startCheckout(page: Page, like: string, path = '/checkout/trolley'): Promise<TestCustomer> {
  const customer = await newCustomer(page.request, like);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  return customer;
}

/** Opens `path` and waits for its islands. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** On /checkout/billing-payment: chooses the online card payment (saved at once), then 'PROSEGUI'. */
export async function payByCardAndProceed(page: Page) {
  await page.goto('/checkout/billing-payment');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Carta di credito online' }).check();
  await expect(page.getByText('Scelta salvata')).toBeVisible();
  await page.getByRole('link', { name: 'PROSEGUI' }).first().click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await hydrated(page);
}

/** On the test gateway's card page: pays with `card` ('Ricorda questa carta' ticked with `remember`). */
export async function payOnGateway(page: Page, card: string, { remember = false } = {}) {
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await page.getByLabel('Numero carta').fill(card);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
  await page.getByLabel('Intestatario della carta').fill('Cliente Prova');
  if (remember) await page.getByRole('checkbox', { name: 'Ricorda questa carta per i prossimi acquisti' }).check();
  await page.getByRole('button', { name: /^Paga / }).click();
}
