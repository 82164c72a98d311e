// The rule agreement with its address steps (issue 40; spec orders §2 "Rule agreement dialog/page", §4, §5;
// shell §4; ADR 0053): on the page after a login (first access), and as a dialog on a page allowed
// meanwhile when a link leads elsewhere. Each test on an account of its own made from Luca Verdi, who has
// not accepted the rules yet.
import { accountAddresses, onboarding, onboardingApi, ruleAgreement } from '@mercato/contracts/i18n/it';
import { expect, test } from './fixtures.ts';
import { API, axeAtBothWidths, hydrated, loginAsNew } from './helpers.ts';

const LUCA = 'luca.verdi@example.it';
const SALE = /condizioni generali di vendita/;
const PRIVACY = /informativa sulla privacy/;

test('on the page, with a home address chosen step by step, partly by keyboard', async ({ page }) => {
  await loginAsNew(page, LUCA, '/account/dashboard');
  await expect(page).toHaveURL(/\/rule-agreement\?bloccato=1$/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await hydrated(page);
  const proceed = page.getByRole('button', { name: 'Continua' });
  // 'Continua' waits for the answer to the address question.
  await expect(proceed).toBeDisabled();
  await axeAtBothWidths(page);

  const question = page.getByRole('group', { name: ruleAgreement.chooseAddressNow });
  await question.getByRole('radio', { name: accountAddresses.yes }).focus();
  await page.keyboard.press('Space');
  await expect(proceed).toBeEnabled();
  const services = page.getByRole('group', { name: ruleAgreement.chooseService });
  await services.getByRole('radio', { name: onboardingApi.serviceNames.supermercato }).focus();
  await page.keyboard.press('Space');
  const l = accountAddresses.labels;
  const streets = await page.request.post(`${API}/onboarding/street/suggestions`, { data: { postcode: '20121' } });
  const street = ((await streets.json()).data as { value: string }[])[0]!.value;
  await page.getByLabel(l.identifier).fill('Casa di Luca');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lombardia');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Milano');
  await page.getByLabel(l.town).fill('Milano');
  await page.getByLabel(l.postCode).fill('20121');
  await page.getByLabel(l.street, { exact: true }).fill(street);
  await page.getByLabel(l.houseNumber).fill('7');
  await page.getByLabel(l.floorNumber).fill('2');
  await page.getByLabel(l.interphoneName).fill('Verdi');
  await page.getByRole('group', { name: l.doorman }).getByLabel(accountAddresses.no).check();
  await page.getByRole('group', { name: l.lift }).getByLabel(accountAddresses.yes).check();

  // Without the acceptances: both messages, nothing saved, every typed value kept.
  await proceed.click();
  await expect(page.getByText(ruleAgreement.conditionsRequired)).toBeVisible();
  await expect(page.getByText(ruleAgreement.privacyRequired)).toBeVisible();
  await expect(page.getByLabel(l.identifier)).toHaveValue('Casa di Luca');
  await expect(page.getByLabel(l.region)).toHaveValue('Lombardia');
  await expect(page.getByLabel(l.street, { exact: true })).toHaveValue(street);
  await axeAtBothWidths(page);

  await hydrated(page);
  await page.getByLabel(SALE).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel(PRIVACY)).toBeChecked();
  await proceed.click();
  await expect(page).not.toHaveURL(/rule-agreement/);
  // The address is saved and in use; the agreement lets every page open.
  await page.goto('/account/delivery');
  await expect(page).toHaveURL(/\/account\/delivery$/);
  await expect(page.getByRole('region', { name: accountAddresses.inUse })).toContainText('Casa di Luca');
});

test('as a dialog over a page allowed meanwhile, without an address', async ({ page }) => {
  await loginAsNew(page, LUCA, '/customer-service');
  await expect(page).toHaveURL(/\/customer-service$/);
  await hydrated(page);
  // A link to a page the agreement still closes opens the dialog instead of the redirect.
  await page.getByRole('link', { name: /Luca/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prima di iniziare' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/customer-service$/);
  const proceed = dialog.getByRole('button', { name: 'Continua' });
  await expect(proceed).toBeDisabled();
  await axeAtBothWidths(page);

  // A pickup search in place, then the shopper changes their mind: no address now.
  const question = dialog.getByRole('group', { name: ruleAgreement.chooseAddressNow });
  await question.getByRole('radio', { name: accountAddresses.yes }).check();
  await dialog.getByRole('radio', { name: onboardingApi.serviceNames.drive, exact: true }).check();
  await dialog.getByLabel(accountAddresses.search).fill('Milano');
  await dialog.getByLabel(accountAddresses.search).press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: /trovat/ })).toBeVisible();
  await dialog
    .getByRole('group', { name: ruleAgreement.chooseAddressNow })
    .getByRole('radio', { name: accountAddresses.no })
    .check();
  await expect(dialog.getByRole('group', { name: ruleAgreement.chooseService })).toBeHidden();

  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog.getByText(ruleAgreement.conditionsRequired)).toBeVisible();
  await expect(dialog.getByText(ruleAgreement.privacyRequired)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: accountAddresses.no })).toBeChecked();
  await axeAtBothWidths(page);

  await dialog.getByLabel(SALE).check();
  await dialog.getByLabel(PRIVACY).check();
  await dialog.getByRole('button', { name: 'Continua' }).click();
  // Done: on to the link that opened it.
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  // The search saved nothing: no Clicca e Vai point is in use.
  await page.goto('/account/drive');
  await expect(page.getByRole('region', { name: accountAddresses.inUse })).toContainText(accountAddresses.noneInUse);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still asks, searches and saves: a Clicca e Vai point', async ({ page }) => {
    await loginAsNew(page, LUCA, '/rule-agreement');
    // Unanswered: the answer is asked for (the script would have kept 'Continua' disabled).
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByText(ruleAgreement.addressChoiceRequired)).toBeVisible();
    await page.getByRole('radio', { name: accountAddresses.yes }).check();
    await page.getByRole('radio', { name: onboardingApi.serviceNames.drive, exact: true }).check();
    await page.getByLabel(accountAddresses.search).fill('Milano');
    await page.getByRole('button', { name: accountAddresses.searchButton }).last().click();
    await expect(page.getByRole('status').filter({ hasText: /trovat/ })).toBeVisible();
    const points = page.getByRole('group', { name: onboarding.chooseDrive });
    const point = points.getByRole('radio').first();
    const chosen = await points.getByRole('listitem').first().locator('strong').innerText();
    await point.check();
    await page.getByLabel(SALE).check();
    await page.getByLabel(PRIVACY).check();
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page).not.toHaveURL(/rule-agreement/);
    await page.goto('/account/drive');
    await expect(page.getByRole('region', { name: accountAddresses.inUse })).toContainText(chosen);
  });
});
