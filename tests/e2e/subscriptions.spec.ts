// Subscriptions (issue 40; spec orders §2 /abbonamento/status, §4 states, §6 permission): a customer of the
// test's own puts a plan in the trolley with 'Acquista', the order holding it is confirmed by API (the
// purchase itself is checkout.spec's), the page says 'Stato' 'In attivazione' with the order; the order
// delivered (the back office, by the test hook), it is active and its automatic renewal is switched off and
// stays off. A customer without the permission reaches the page from the account menu and reads the
// spec's refusal. Axe at 1280 and 390 on the page.
import type { Checkout } from '@mercato/contracts/checkout';
import { accountArea } from '@mercato/contracts/i18n/it';
import { subscriptions as texts } from '@mercato/contracts/i18n/it-subscriptions';
import { accountPaths } from '@mercato/contracts/urls';
import { bookFirstAvailable, putInTrolley } from './checkout-steps-helpers.ts';
import { expect, test } from './fixtures.ts';
import { API, axeAtBothWidths, hydrated, loginAsNew, xsrf } from './helpers.ts';

const PLAN = 'Consegna Gratis Continuativa';

test('buys a plan through the trolley, sees it being activated with its order, then active with its switch', async ({
  page,
  customer,
  plain,
}) => {
  await page.goto(accountPaths.subscription);
  await hydrated(page);
  await expect(page.getByText(texts.noCurrent)).toBeVisible();
  const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PLAN }) });
  await plan.getByRole('button', { name: `Acquista ${PLAN}` }).click();
  await expect(plan.getByRole('status')).toHaveText(texts.added);
  await expect(plan.getByText(texts.inTrolley)).toBeVisible();

  // The order holding it, by API: groceries above the minimum, a slot, pay on delivery.
  const lines: [number, number][] = [];
  let worth = 0;
  for (const p of await plain(6, 60)) {
    if (worth >= 3600) break;
    const quantity = Math.min(9, Math.ceil((3600 - worth) / p.priceCents));
    lines.push([p.id, quantity]);
    worth += quantity * p.priceCents;
  }
  await putInTrolley(page, lines);
  await bookFirstAvailable(page, `subscription-${customer.customerId}`);
  const headers = await xsrf(page.context());
  const chosen = await page.request.patch(`${API}/auth/checkout`, {
    headers,
    data: { payment: { type: 'HOME', walletId: null } },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const ready = (await chosen.json()).data as Checkout;
  expect(ready.missing).toBeNull();
  const confirmed = await page.request.post(`${API}/auth/checkout/confirm`, {
    headers,
    data: { idempotencyKey: `subscription-order-${customer.customerId}`, version: ready.version },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { orderId, publicOrderId } = (await confirmed.json()).data as { orderId: number; publicOrderId: string };

  await page.reload();
  await hydrated(page);
  const current = page.getByRole('article', { name: PLAN });
  await expect(current.getByText(texts.status, { exact: true })).toBeVisible();
  await expect(current.getByText(texts.statuses.IN_ATTIVAZIONE, { exact: true })).toBeVisible();
  await expect(current.getByRole('link', { name: `Ordine n. ${publicOrderId}` })).toBeVisible();
  await expect(current.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Acquista ${PLAN}` })).toBeDisabled();

  // Delivered: active, renewing automatically; switched off, it stays off.
  const delivered = await page.request.post(`${API}/test/orders/${orderId}/delivered`);
  expect(delivered.ok(), await delivered.text()).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(current.getByText(texts.statuses.ATTIVO, { exact: true })).toBeVisible();
  await expect(current.getByText(texts.unlimited, { exact: true })).toBeVisible();
  const renewal = current.getByRole('switch', { name: texts.autoRenewal });
  await expect(renewal).toBeChecked();
  await axeAtBothWidths(page);
  await renewal.click();
  await expect(current.getByRole('status')).toHaveText(texts.autoRenewalOff);
  await expect(renewal).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: texts.autoRenewal })).not.toBeChecked();
});

test('a customer without the permission reaches the page from the account and reads the refusal', async ({ page }) => {
  await loginAsNew(page, 'elena.ferrari8@example.it', accountPaths.dashboard);
  await page
    .getByRole('navigation', { name: accountArea.menuLabel })
    .getByRole('link', { name: texts.menuItem })
    .click();
  await expect(page).toHaveURL(accountPaths.subscription);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByText(texts.notAllowed)).toBeVisible();
  await expect(page.getByRole('button', { name: /Acquista/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: texts.termsHeading })).toBeVisible();
  await axeAtBothWidths(page);
});
