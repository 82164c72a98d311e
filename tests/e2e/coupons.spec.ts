// Coupons (issue 35; spec orders §2 Promotions, §4 coupon states; shell §8 coupon error codes): a customer
// of the test's own (copied from Mario Rossi with his coupons) opens 'I miei buoni', uses a coupon and sees
// the trolley total drop by its value, removes it in the checkout, confirms an order with it and sees it
// 'In uso Ordine {n}'; an expired code is refused with its message; a v2 card whose HTML held a <script>
// and an onerror shows its text and runs neither. Set up by API; axe on the page and the detail dialog.
import type { Checkout } from '@mercato/contracts/checkout';
import type { CouponWallet } from '@mercato/contracts/coupons';
import type { Page } from '@playwright/test';
import { orderDetailPath } from '@mercato/contracts/urls';
import { bookFirstAvailable, checkoutOf, putInTrolley } from './checkout-steps-helpers.ts';
import { expect, test, type PlainProduct } from './fixtures.ts';
import { API, axeAtBothWidths, expectNoAxeViolations, hydrated, xsrf } from './helpers.ts';

/** BENVENUTO10 of the demo data: 10 € off a spending of at least 50 €. */
const WELCOME = { code: 'BENVENUTO10', title: '10 € di sconto sulla prima spesa', value: 1000 };

/** Lines of plain products (at most 9 pieces each) worth at least `cents`. */
function linesWorth(products: PlainProduct[], cents: number): [number, number][] {
  const lines: [number, number][] = [];
  let total = 0;
  for (const p of products) {
    const q = Math.min(9, Math.ceil((cents - total) / p.priceCents));
    if (q <= 0) break;
    lines.push([p.id, q]);
    total += q * p.priceCents;
  }
  expect(total).toBeGreaterThanOrEqual(cents);
  return lines;
}

const wallet = async (page: Page) =>
  (await (await page.request.get(`${API}/auth/coupons`)).json()).data as CouponWallet;
const couponCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('uses a coupon, removes it in the checkout, and sees it in use by the order it was used in', async ({
  page,
  customer,
  plain,
}) => {
  await putInTrolley(page, linesWorth(await plain(6, 40), 7000));
  const before: Checkout = await checkoutOf(page);

  await page.goto('/promotions/coupons');
  // The wallet is drawn on the server: a press before its island hydrates does nothing.
  await hydrated(page);
  const card = couponCard(page, WELCOME.title);
  await card.getByRole('button', { name: 'Utilizza' }).click();
  await expect(card.getByRole('button', { name: 'Aggiunto al carrello' })).toBeDisabled();
  await expect
    .poll(async () => (await checkoutOf(page)).totals.transactionAmount)
    .toBe(before.totals.transactionAmount - WELCOME.value);
  await expectNoAxeViolations(page);

  // In the checkout: the discount in the totals, and 'Rimuovi' gives the amount back.
  await page.goto('/checkout/trolley');
  await hydrated(page);
  const totals = page.getByRole('complementary');
  await expect(totals).toContainText(`${WELCOME.title} (${WELCOME.code})`);
  await expect(totals).toContainText('−10,00 €');
  const inCheckout = couponCard(page, WELCOME.title);
  await inCheckout.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(inCheckout.getByRole('button', { name: 'Aggiungi' })).toBeEnabled();
  await expect(totals).not.toContainText(WELCOME.code);
  expect((await checkoutOf(page)).totals.transactionAmount).toBe(before.totals.transactionAmount);

  // Used again, and an order confirmed with it (by API: the purchase itself is checkout.spec's).
  await inCheckout.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(inCheckout.getByRole('button', { name: 'Rimuovi' })).toBeEnabled();
  await bookFirstAvailable(page, `coupon-${customer.customerId}`);
  const headers = await xsrf(page.context());
  const chosen = await page.request.patch(`${API}/auth/checkout`, {
    headers,
    data: { payment: { type: 'HOME', walletId: null } },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const ready: Checkout = (await chosen.json()).data;
  expect(ready.totals.transactionAmount).toBe(before.totals.transactionAmount - WELCOME.value);
  const confirmed = await page.request.post(`${API}/auth/checkout/confirm`, {
    headers,
    data: { idempotencyKey: `coupon-order-${customer.customerId}`, version: ready.version },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { orderId, publicOrderId } = (await confirmed.json()).data as { orderId: number; publicOrderId: string };

  // The order's detail lists the coupon with what it took off.
  await page.goto(orderDetailPath(orderId));
  const line = page.getByText(`Sconto buoni: ${WELCOME.title} (${WELCOME.code})`);
  await expect(line).toBeVisible();
  await expect(line.locator('xpath=following-sibling::dd[1]')).toHaveText('− 10,00 €');

  await page.goto('/promotions/coupons');
  const used = couponCard(page, WELCOME.title);
  await expect(used).toContainText(`In uso Ordine ${publicOrderId}`);
  await expect(used.getByRole('button', { name: 'Utilizza' })).toBeDisabled();
});

test('an expired code is refused with its message and what was typed stays', async ({ page, customer, plain }) => {
  await putInTrolley(page, linesWorth(await plain(3, 46), 3000));
  await page.goto('/promotions/coupons');
  await hydrated(page);
  const code = page.getByRole('textbox', { name: 'Codice buono' });
  const add = page.getByRole('button', { name: 'Aggiungi', exact: true });
  await expect(add).toBeDisabled();
  await code.fill('ESTATE2026');
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Questo buono è scaduto.' })).toBeVisible();
  await expect(code).toHaveValue('ESTATE2026');
  expect((await wallet(page)).inTrolley).toEqual([]);
  expect(customer.customerId).toBeGreaterThan(0);
});

test('a v2 card whose HTML held a script and an onerror shows its text and runs neither', async ({
  page,
  customer,
}) => {
  const made = await page.request.post(`${API}/test/coupons`, {
    data: {
      customerId: customer.customerId,
      html: '<p>Testo del buono</p><script>window.__coupon = 1</script><img src="x" onerror="window.__coupon = 2">',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/promotions/coupons');
    await hydrated(page);
    const card = couponCard(page, 'Buono di prova');
    await expect(card).toContainText('Testo del buono');
    await expect(card.locator('script, img[src="x"], [onerror]')).toHaveCount(0);
    await card.getByRole('button', { name: 'Dettagli' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buono di prova' });
    await expect(dialog).toContainText('Testo del buono');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as { __coupon?: number }).__coupon)).toBeUndefined();
  }
});

test("the element on the CMS example page shows the logged customer's coupons", async ({ page, customer }) => {
  const cms = `http://localhost:${Number(process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PARTNER_PORT ?? 4392) + 3)}`;
  await page.goto(`${cms}/`);
  const element = page.locator('mercato-coupon-cards');
  await expect(element.getByRole('heading', { name: 'I tuoi buoni per la spesa' })).toBeVisible();
  await expect(element.getByRole('article', { name: WELCOME.title })).toBeVisible();
  const mine = (await wallet(page)).coupons.filter((c) => c.state !== 'USED');
  await expect(element.getByRole('article')).toHaveCount(mine.length);
  expect(customer.customerId).toBeGreaterThan(0);
});

test("the cashback page shows the customer's cashback credit in euro, axe clean", async ({ page, customer }) => {
  expect(customer.customerId).toBeGreaterThan(0);
  await page.goto('/promotions/cashback/multitransaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Cashback carburante' });
  await expect(card.getByText(/€$/)).toBeVisible();
  // Points initiatives are not cashback.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('every promotions page and an initiative are axe clean at 1280 and 390', async ({ page, customer }) => {
  expect(customer.customerId).toBeGreaterThan(0);
  for (const [path, heading] of [
    ['/promotions/list', 'Consegne gratuite e scontate per te'],
    ['/promotions/iniziative', 'Iniziative'],
    ['/promotions/altre-iniziative', 'Altre iniziative'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await axeAtBothWidths(page);
  }
  // An initiative's own page, from its card.
  await page.goto('/promotions/iniziative');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/promotions\/iniziativa\/\d+$/);
  await axeAtBothWidths(page);
});
