// Campioncini omaggio (issue 34; contracts samples.ts, docs/adr/0054): on the checkout's trolley step a
// customer whose items reach the threshold opens the dialog (downloaded on first use), ticks a sample with
// the keyboard, sees it listed at 0 € on the step, and after the order finds it in the order detail as
// 'Campioncino omaggio'. The order is confirmed by API (the purchase through the pages is checkout.spec.ts).
import type { Checkout } from '@mercato/contracts/checkout';
import { SAMPLES_PER_ORDER } from '@mercato/contracts/constants';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutSteps as steps, ordersView, t } from '@mercato/contracts/i18n/it';
import { samplesDialog as texts } from '@mercato/contracts/i18n/it-samples';
import { orderDetailPath } from '@mercato/contracts/urls';
import { bookFirstAvailable, putInTrolley } from './checkout-steps-helpers.ts';
import { expect, test } from './fixtures.ts';
import { API, axeAtBothWidths, hydrated, xsrf } from './helpers.ts';

/** A demo sample with hundreds of pieces (packages/server/src/db/seed/samples-demo.ts). */
const SAMPLE = 'Caffè in capsule miscela arabica';

test('chooses a campioncino omaggio with the keyboard and finds it in the order', async ({ page, customer, plain }) => {
  // Groceries worth at least 41 € (the samples' threshold is 40 €).
  const lines: [number, number][] = [];
  let worth = 0;
  for (const p of await plain(6, 80)) {
    if (worth >= 4100) break;
    const quantity = Math.min(9, Math.ceil((4100 - worth) / p.priceCents));
    lines.push([p.id, quantity]);
    worth += quantity * p.priceCents;
  }
  await putInTrolley(page, lines);

  await page.goto('/checkout/trolley');
  const section = page.getByRole('group', { name: steps.samplesTitle });
  await expect(section.getByText(t(steps.samplesIntro, { max: SAMPLES_PER_ORDER }))).toBeVisible();
  const choose = section.getByRole('button', { name: steps.samplesChoose });
  await expect(choose).toBeEnabled();
  await hydrated(page);
  await choose.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.title });
  const box = dialog.getByRole('checkbox', { name: new RegExp(SAMPLE) });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(dialog.getByText(t(texts.counter, { count: 1, max: SAMPLES_PER_ORDER }))).toBeVisible();
  await axeAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: SAMPLE })).toContainText(steps.samplesFree);
  await expect(section.getByRole('button', { name: steps.samplesChange })).toBeFocused();

  // The order, by API: a slot, pay on delivery.
  await bookFirstAvailable(page, `samples-${customer.customerId}`);
  const headers = await xsrf(page.context());
  const chosen = await page.request.patch(`${API}/auth/checkout`, {
    headers,
    data: { payment: { type: 'HOME', walletId: null } },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const ready = (await chosen.json()).data as Checkout;
  expect(ready.missing).toBeNull();
  expect(ready.samples.chosen.map((s) => s.description)).toEqual([SAMPLE]);
  const confirmed = await page.request.post(`${API}/auth/checkout/confirm`, {
    headers,
    data: { idempotencyKey: `samples-order-${customer.customerId}`, version: ready.version },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { orderId } = (await confirmed.json()).data as { orderId: number };

  await page.goto(orderDetailPath(orderId));
  const item = page.getByRole('listitem').filter({ hasText: SAMPLE });
  await expect(item.getByText(ordersView.sampleItem)).toBeVisible();
  await expect(item.getByText(formatPrice(0)).first()).toBeVisible();
});
