// The development outbox page (issue 16): the SMS with a verification code that the shop writes is
// readable there, as a demo or a test reads the customer's phone: JSON for tests (readOutbox), an Italian
// table for people, to staff accounts only (issue 33 point 5). The e2e server runs with MERCATO_DEV_OUTBOX=1
// (playwright.config.ts); that the page is off elsewhere is tested with the configuration
// (packages/server/src/config.test.ts).
import { expect, test } from '@playwright/test';
import { outboxPage } from '@mercato/contracts/i18n/it';
import { API, expectNoAxeViolations, loginAs, loginAsNew, readOutbox, STAFF_EMAIL, xsrf } from './helpers.ts';

test('a verification code sent by SMS is on the outbox page and verifies the number', async ({ page }) => {
  await loginAsNew(page, 'mario.rossi@example.it');
  await expect(page).not.toHaveURL(/accedi/);
  const headers = await xsrf(page.context());
  // A number of this run, so runs and retries do not meet the 30 seconds between two codes.
  const number = `+39333${String(Date.now()).slice(-7)}`;
  const sent = await page.request.post(`${API}/auth/mobilenumber/sendVerifyCode`, {
    headers,
    data: { mobileNumber: number },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const [sms] = await readOutbox(number);
  expect(sms).toMatchObject({ channel: 'SMS', kind: 'MOBILE_CODE', status: 'KEPT', recipient: number });
  const code = /\b(\d{4})\b/.exec(sms.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{4}$/);

  const verified = await page.request.post(`${API}/auth/mobilenumber/verifyCode`, {
    headers,
    data: { mobileNumber: number, verifyCode: code },
  });
  expect(verified.status(), await verified.text()).toBe(204);

  // The page itself, as the staff account sees it.
  await loginAs(page, STAFF_EMAIL, `/commerce/dev/outbox?to=${encodeURIComponent(number)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Messaggi per ${number}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText(outboxPage.statuses.KEPT);
  await expect(page.getByRole('columnheader', { name: outboxPage.recipient })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/commerce/dev/outbox?to=nessuno%40example.it');
  await expect(page.getByRole('status')).toHaveText(outboxPage.empty);
});

test('the outbox answers staff only: a visitor is sent to the login, a customer is refused, a NUL is a 400', async ({
  page,
  request,
}) => {
  const json = '/commerce/dev/outbox?format=json&to=';
  // A visitor without a session: 401 to the JSON, the login page to the page.
  let res = await request.get(`${json}nessuno%40example.it`);
  expect(res.status()).toBe(401);
  expect((await res.json()).error.message).toBe(outboxPage.staffOnly);
  await page.goto('/commerce/dev/outbox');
  await expect(page).toHaveURL(/\/accedi\?next=%2Fcommerce%2Fdev%2Foutbox/);
  // A customer: 403, in JSON and as the page.
  await loginAsNew(page, 'mario.rossi@example.it');
  res = await page.request.get(`${json}nessuno%40example.it`);
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toBe(outboxPage.staffOnly);
  res = await page.request.get('/commerce/dev/outbox');
  expect(res.status()).toBe(403);
  expect(await res.text()).toBe(outboxPage.staffOnly);
  // Staff: a recipient with a NUL is 400 with the page's message, never a 500.
  await loginAs(page, STAFF_EMAIL, '/commerce/dev/outbox');
  res = await page.request.get('/commerce/dev/outbox?to=%00');
  expect(res.status()).toBe(400);
  expect(await res.text()).toBe(outboxPage.badRecipient);
  res = await page.request.get(`${json}%00`);
  expect(res.status()).toBe(400);
  expect((await res.json()).error.message).toBe(outboxPage.badRecipient);
});
