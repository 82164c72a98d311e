// Axe over the account pages and dialogs that the account's other specs do not check (issue 40 "axe clean
// on every account page and dialog at 1280 and 390"): each page state visited once, axe at both widths,
// and no id used twice (an island mounting a field after hydration must not repeat a server-rendered id).
// Registration, reset, the dashboard, delivery/add, delivery/manage, the trolley-copy question and the
// default-billing dialog are in account.spec.ts; /abbonamento/status in subscriptions.spec.ts; the rule
// agreement in rule-agreement.spec.ts. The saved-card removal dialog needs a card saved at the test
// gateway by a payment (checkout-wallet.spec.ts makes one); the list is checked here. One customer per
// test, two page states per test, to keep it short.
import type { Page } from '@playwright/test';
import { accountAddresses, accountBilling } from '@mercato/contracts/i18n/it';
import { expect, test } from './fixtures.ts';
import { API, axeAtBothWidths, hydrated, xsrf } from './helpers.ts';

/** Axe at 1280 and 390 px, and every id of the page used once. */
async function checkPage(page: Page) {
  await hydrated(page);
  await axeAtBothWidths(page);
  const repeated = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  expect(repeated, 'ids used more than once').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens each path (a page with its level-1 heading) and checks it. */
async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkPage(page);
  }
}

test('the loyalty-card and password pages', async ({ page, customer: _ }) => {
  await checkPages(page, ['/account/fidaty', '/account/password']);
});

test('the my-data and referral pages', async ({ page, customer: _ }) => {
  await checkPages(page, ['/account/dati', '/referral/invita-amico']);
});

test('the saved-card page; the forgotten-password page', async ({ page, customer: _, browser }) => {
  await checkPages(page, ['/account/carte-salvate']);
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    await checkPages(other, ['/password-dimenticata']);
  } finally {
    await visitor.close();
  }
});

test('the pickup search with the points found; the cookie-consent page', async ({ page, customer: _ }) => {
  // Clicca e Vai (the nine service pages share one template: Ritiro in negozio is drawn the same way).
  await page.goto('/account/drive?cerca=Milano');
  await expect(page.getByRole('status').filter({ hasText: /trovat/ })).toBeVisible();
  await checkPage(page);
  await checkPages(page, ['/account/consensi-cookie']);
});

test('the address removal dialog', async ({ page, customer: _ }) => {
  // A second home address (by API): the one in use cannot be removed.
  const streets = await page.request.post(`${API}/onboarding/street/suggestions`, { data: { postcode: '20121' } });
  const street = ((await streets.json()).data as { id: number; value: string }[])[0]!;
  const address = await page.request.post(`${API}/auth/addresses/home`, {
    headers: await xsrf(page.context()),
    data: {
      identifier: 'Seconda casa',
      region: 'Lombardia',
      province: 'Milano',
      town: 'Milano',
      postCode: '20121',
      street: street.value,
      streetId: street.id,
      houseNumber: '5',
      floorNumber: '1',
      interphoneName: 'Rossi',
      doorman: false,
      lift: true,
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  await page.goto('/account/delivery');
  await page.getByRole('link', { name: `${accountAddresses.remove} Seconda casa` }).click();
  await expect(page.getByRole('alertdialog', { name: accountAddresses.removeTitle })).toBeVisible();
  await checkPage(page);
});

/** A billing address of the test's customer (by API), as 'Verifica' then 'Salva modifiche' would save it. */
async function addBillingAddress(page: Page): Promise<number> {
  const made = await page.request.post(`${API}/auth/billing-addresses`, {
    headers: await xsrf(page.context()),
    data: {
      name: 'Casa mia',
      type: 'PERSONAL',
      countryType: 'IT',
      heading: 'Mario Rossi',
      street: 'Via Dante',
      houseNumber: '2',
      postcode: '20121',
      town: 'Milano',
      country: 'Italia',
      province: 'MI',
      taxCode: 'RSSMRA85T10A562S',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  return ((await made.json()).data as { id: number }).id;
}

test('the billing form, new and in edit', async ({ page, customer: _ }) => {
  const id = await addBillingAddress(page);
  for (const path of ['/account/billing/add', `/account/billing/manage?address=${id}`]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Verifica' })).toBeVisible();
    await checkPage(page);
  }
});

test('the billing removal dialog', async ({ page, customer: _ }) => {
  await addBillingAddress(page);
  await page.goto('/account/billing');
  await hydrated(page);
  const byDefault = page.getByRole('region', { name: accountBilling.defaultHeading });
  await byDefault.getByRole('button', { name: accountAddresses.remove }).click();
  await expect(page.getByRole('alertdialog', { name: accountBilling.removeTitle })).toBeVisible();
  await checkPage(page);
});
