// The account area (issue 40): becoming a customer and the forgotten password through the pages, as a
// shopper does them (the links read from the outbox, as from a mailbox); the new customer goes on to buy,
// and the card remembered at that payment becomes a recurring payment of the address, then is deleted
// (ADR 0051: one flow, not a second purchase); the addresses, the billing pages and the dashboard set up
// by API. Axe on each page at 1280 and 390 px.
import {
  accountAddresses,
  accountArea,
  accountBilling,
  checkoutPages,
  onboarding,
  t,
} from '@mercato/contracts/i18n/it';
import {
  bookFirstAvailable,
  checkoutOf,
  fillToMinimum,
  payByCardAndProceed,
  payOnGateway,
} from './checkout-steps-helpers.ts';
import { expect, test } from './fixtures.ts';
import { API, axeAtBothWidths, hydrated, pickProducts, readOutbox, xsrf } from './helpers.ts';

const NEW_PASSWORD = 'Spesa-Nuova-2026';

/** The link of the newest e-mail of `kind` to `recipient`, as a path of this shop. */
async function linkIn(recipient: string, kind: string): Promise<string> {
  const mail = (await readOutbox(recipient)).find((m) => m.kind === kind);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, `a ${kind} link to ${recipient}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('a new customer registers, confirms by the e-mailed link, logs in and buys', async ({ page }) => {
  // A whole flow through the UI (registration, e-mail, confirmation, login, address, payment, the card
  // as a recurring payment) with axe at two widths.
  test.slow();
  const email = `registrazione.${Date.now()}.${test.info().workerIndex}@example.it`;
  await page.goto('/accedi');
  await page.getByRole('link', { name: accountArea.register }).click();
  await expect(page.getByRole('heading', { level: 1, name: accountArea.registerTitle })).toBeVisible();
  // Sent empty: every required field says so, nothing is made.
  await page.getByRole('button', { name: accountArea.registerButton }).click();
  await expect(page.getByText("Il campo 'Nome' è obbligatorio")).toBeVisible();
  await expect(
    page.getByText('Le condizioni generali di vendita devono essere accettate per poter proseguire'),
  ).toBeVisible();
  await axeAtBothWidths(page);

  await page.getByLabel(accountArea.forename, { exact: true }).fill('Sara');
  await page.getByLabel(accountArea.surname).fill('Conti');
  await page.getByLabel(accountArea.genders.F).check();
  await page.getByLabel(accountArea.email).fill(email);
  await page.getByLabel(accountArea.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(accountArea.passwordConfirm).fill(NEW_PASSWORD);
  await page.getByLabel(/condizioni generali di vendita/).check();
  await page.getByLabel(/informativa sulla privacy/).check();
  await page.getByRole('button', { name: accountArea.registerButton }).click();
  await expect(page.getByRole('status')).toHaveText(accountArea.registered);

  await page.goto(await linkIn(email, 'ACCOUNT_CONFIRMATION'));
  await page.getByRole('button', { name: accountArea.confirmTitle }).click();
  await expect(page.getByRole('status')).toHaveText(accountArea.confirmed);
  // The link works once.
  await page.goBack();
  await page.reload();
  await page.getByRole('button', { name: accountArea.confirmTitle }).click();
  await expect(page.getByRole('alert')).toHaveText(accountArea.linkInvalid);

  await page.goto('/accedi?next=/account/dashboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bentornata Sara');
  await expect(page.getByRole('navigation', { name: accountArea.menuLabel })).toBeVisible();
  // The new customer's digital card, on the card's item.
  await expect(page.getByText(/Carta Fìdaty Verde · 2960/)).toBeVisible();
  await axeAtBothWidths(page);

  // A home address through the account's form, made the address in use.
  const l = accountAddresses.labels;
  const streets = await page.request.post(`${API}/onboarding/street/suggestions`, { data: { postcode: '20121' } });
  const street = ((await streets.json()).data as { value: string }[])[0]!.value;
  await page.goto('/account/delivery/add');
  await page.getByLabel(l.identifier).fill('Casa');
  await page.getByLabel(l.region).fill('Lombardia');
  await page.getByLabel(l.province).fill('Milano');
  await page.getByLabel(l.town).fill('Milano');
  await page.getByLabel(l.postCode).fill('20121');
  await page.getByLabel(l.street).fill(street);
  await page.getByLabel(l.houseNumber).fill('5');
  await page.getByLabel(l.floorNumber).fill('2');
  await page.getByLabel(l.interphoneName).fill('Conti');
  await page.getByRole('group', { name: l.doorman }).getByLabel(accountAddresses.no).check();
  await page.getByRole('group', { name: l.lift }).getByLabel(accountAddresses.yes).check();
  await page.getByRole('button', { name: accountAddresses.save }).click();
  await expect(page).toHaveURL(/\/account\/delivery\?esito=salvato/);
  const casa = page.getByRole('listitem', { name: 'Casa', exact: true });
  await casa.getByRole('button', { name: accountAddresses.use }).click();
  await expect(page.getByRole('alert')).toContainText(onboarding.addressChangedTitle);

  // A trolley over the minimum and a slot (API), then the checkout's pages: the new address's mobile
  // number verified with the SMS code, the test card paid and remembered, the confirmation page.
  await fillToMinimum(page, await pickProducts(page, 3));
  await bookFirstAvailable(page, 'registrazione');
  await payByCardAndProceed(page);
  const mobile = page.getByRole('region', { name: 'Verifica il numero di cellulare' });
  const number = `+39339${String(Date.now()).slice(-7)}`;
  await mobile.getByLabel('Numero di cellulare', { exact: true }).fill(number);
  await mobile.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(mobile.getByLabel('Codice di verifica')).toBeVisible();
  const code = /\b(\d{4})\b/.exec((await readOutbox(number))[0]?.text ?? '')?.[1];
  expect(code, 'the SMS code').toBeTruthy();
  await mobile.getByLabel('Codice di verifica').fill(code!);
  await mobile.getByRole('button', { name: 'Ok' }).click();
  await expect(mobile).toHaveCount(0);
  await page.getByRole('button', { name: (await checkoutOf(page)).payment.buttonLabel }).click();
  await payOnGateway(page, '4242 4242 4242 4242', { remember: true });
  await expect(page).toHaveURL(/\/checkout\/order\/success\/\d+$/);
  await expect(page.getByText(/Numero ordine: \d+/)).toBeVisible();

  // The remembered card becomes a recurring payment of 'Casa', is removed, and added again.
  const r = accountAddresses.recurring;
  const card = 'VISA **** **** **** 4242';
  await page.goto('/account/delivery');
  const recurring = casa.getByRole('region', { name: `${r.title} Casa` });
  await expect(recurring).toContainText(r.none);
  await recurring.getByRole('button', { name: `${r.add} Casa` }).click();
  await expect(page.getByText(r.added)).toBeVisible();
  await expect(recurring.getByRole('listitem')).toHaveCount(1);
  await expect(recurring.getByRole('listitem')).toContainText(`${card} · 12/2030`);
  await axeAtBothWidths(page);
  await recurring.getByRole('button', { name: t(r.removeLabel, { card, identifier: 'Casa' }) }).click();
  await expect(page.getByText(r.removed)).toBeVisible();
  await expect(recurring).toContainText(r.none);
  await recurring.getByRole('button', { name: `${r.add} Casa` }).click();
  await expect(page.getByText(r.added)).toBeVisible();

  // Deleting the card: its warning names the address it pays; afterwards 'Casa' has none.
  await page.goto('/account/carte-salvate');
  await page.getByRole('link', { name: `Elimina la carta ${card}` }).click();
  const dialog = page.getByRole('alertdialog', { name: checkoutPages.deleteWalletTitle });
  await expect(dialog).toContainText(t(r.walletWarningOne, { addresses: 'Casa' }));
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: checkoutPages.deleteWalletConfirm }).click();
  await expect(page.getByText(checkoutPages.walletDeleted)).toBeVisible();
  await page.goto('/account/delivery');
  await expect(recurring).toContainText(r.none);
  await expect(recurring).toContainText(r.noCards);
});

test('a forgotten password is reset by the link and the old session ends', async ({ page, customer, browser }) => {
  const other = await browser.newContext();
  const visitor = await other.newPage();
  try {
    await visitor.goto('/accedi');
    await visitor.getByRole('link', { name: accountArea.forgotPassword }).click();
    await visitor.getByLabel(accountArea.email).fill(customer.email);
    await visitor.getByRole('button', { name: accountArea.forgotButton }).click();
    await expect(visitor.getByRole('status')).toHaveText(accountArea.forgotSent);
    await axeAtBothWidths(visitor);

    await visitor.goto(await linkIn(customer.email, 'PASSWORD_RESET'));
    await visitor.getByLabel(accountArea.newPassword).fill(NEW_PASSWORD);
    await visitor.getByLabel(accountArea.passwordConfirm).fill('diversa-1');
    await visitor.getByRole('button', { name: accountArea.resetButton }).click();
    await expect(visitor.getByText(accountArea.passwordsDiffer)).toBeVisible();
    await axeAtBothWidths(visitor);
    await visitor.getByLabel(accountArea.newPassword).fill(NEW_PASSWORD);
    await visitor.getByLabel(accountArea.passwordConfirm).fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: accountArea.resetButton }).click();
    await expect(visitor.getByRole('status')).toHaveText(accountArea.resetDone);

    // The customer's session of before has ended; the new password logs in.
    expect((await page.request.get(`${API}/auth/profile/customer`)).status()).toBe(401);
    const login = await visitor.request.post(`${API}/login`, {
      data: { username: customer.email, password: NEW_PASSWORD },
    });
    expect(login.status()).toBe(200);
  } finally {
    await other.close();
  }
});

test('an address is added with every field, a bad one gets each message', async ({ page, customer: _ }) => {
  await page.goto('/account/delivery/add');
  await page.getByRole('button', { name: accountAddresses.save }).click();
  await expect(page.getByText("Il campo 'Identificativo' è obbligatorio")).toBeVisible();
  await expect(page.getByText("Il campo 'Piano' è obbligatorio")).toBeVisible();
  await expect(page.getByText("Il campo 'Portineria' è obbligatorio")).toBeVisible();
  const l = accountAddresses.labels;
  await page.getByLabel(l.identifier).fill('Ufficio');
  await page.getByLabel(l.region).fill('Lombardia');
  await page.getByLabel(l.province).fill('Milano');
  await page.getByLabel(l.town).fill('Milano');
  await page.getByLabel(l.postCode).fill('20121');
  await page.getByLabel(l.street).fill('Via che non esiste');
  await page.getByLabel(l.houseNumber).fill('1234567');
  await page.getByLabel(l.stairNumber).fill('a-');
  await page.getByLabel(l.homeNumber).fill('12');
  await page.getByRole('button', { name: accountAddresses.save }).click();
  await expect(page.getByText('Indirizzo non supportato')).toBeVisible();
  await expect(page.getByText('Formato non valido (testo o numero)')).toBeVisible();
  await expect(page.getByText('Il numero di telefono deve essere numerico di almeno 5 cifre')).toBeVisible();
  await axeAtBothWidths(page);

  // What was typed is still there; fixed, it is saved.
  await expect(page.getByLabel(l.identifier)).toHaveValue('Ufficio');
  const streets = await page.request.post(`${API}/onboarding/street/suggestions`, { data: { postcode: '20121' } });
  const street = ((await streets.json()).data as { value: string }[])[0]!.value;
  await page.getByLabel(l.street).fill(street);
  await page.getByLabel(l.houseNumber).fill('12');
  await page.getByLabel(l.stairNumber).fill('B');
  await page.getByLabel(l.floorNumber).fill('3');
  await page.getByLabel(l.interphoneName).fill('Rossi');
  await page.getByRole('group', { name: l.doorman }).getByLabel(accountAddresses.yes).check();
  await page.getByRole('group', { name: l.lift }).getByLabel(accountAddresses.no).check();
  await page.getByLabel(l.homeNumber).fill('0212345');
  await page.getByLabel(l.note).fill('Suonare due volte');
  await page.getByRole('button', { name: accountAddresses.save }).click();
  await expect(page).toHaveURL(/\/account\/delivery\?esito=salvato/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Ufficio' })).toContainText(`${street} 12`);
});

test('the address in use changes with the trolley-copy question and the Profilo alert', async ({
  page,
  customer: _,
  plain,
}) => {
  const [product] = await plain(1);
  const headers = await xsrf(page.context());
  // A second home address (by API), so there is one to switch to.
  const streets = await page.request.post(`${API}/onboarding/street/suggestions`, { data: { postcode: '20121' } });
  const street = ((await streets.json()).data as { id: number; value: string }[])[0]!;
  const address = await page.request.post(`${API}/auth/addresses/home`, {
    headers,
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
  const added = await page.request.post(`${API}/auth/trolley/item`, {
    headers,
    data: { productId: product!.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/account/delivery');
  const other = page
    .getByRole('region', { name: accountAddresses.others })
    .getByRole('listitem')
    .filter({ hasText: 'Seconda casa' });
  await other.getByRole('button', { name: accountAddresses.use }).click();
  const question = page.getByRole('alertdialog', { name: onboarding.copyTrolleyQuestion });
  await expect(question).toBeVisible();
  await axeAtBothWidths(page);
  await question.getByRole('button', { name: accountAddresses.no }).click();
  await expect(page.getByText(onboarding.addressChanged)).toBeVisible();
  await expect(page.getByRole('region', { name: accountAddresses.inUse })).toContainText('Seconda casa');
});

test('a billing address is verified, saved and chosen as default', async ({ page, customer: _ }) => {
  await page.goto('/account/billing/add');
  await hydrated(page);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Verifica' }) });
  await form.getByLabel('Identificativo').fill('Casa mia');
  await form.getByLabel('Intestazione').fill('Mario Rossi');
  await form.getByLabel('Indirizzo').fill('Via Roma');
  await form.getByLabel('Numero civico').fill('1');
  await form.getByLabel('CAP').fill('20121');
  await form.getByLabel('Comune').fill('Milano');
  await form.getByLabel('Provincia').fill('MI');
  await form.getByLabel('Codice fiscale').fill('rssmra85t10a562s');
  await form.getByRole('button', { name: 'Verifica' }).click();
  await form.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(/\/account\/billing\?esito=salvato/);
  // A second address (by API), then 'Cambia' makes it the default.
  const second = await page.request.post(`${API}/auth/billing-addresses`, {
    headers: await xsrf(page.context()),
    data: {
      name: 'Ufficio',
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
  expect(second.status(), await second.text()).toBe(200);
  await page.goto('/account/billing');
  await hydrated(page);
  const byDefault = page.getByRole('region', { name: accountBilling.defaultHeading });
  await expect(byDefault).toContainText('Casa mia');
  await byDefault.getByRole('button', { name: 'Cambia' }).click();
  const dialog = page.getByRole('alertdialog', { name: accountBilling.chooseDefaultTitle });
  await dialog.getByRole('radio', { name: /Ufficio/ }).check();
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: accountBilling.confirm }).click();
  await expect(page.getByText(accountBilling.defaultChanged)).toBeVisible();
  await expect(byDefault).toContainText('Ufficio');

  // saveEnabled=false: 'Verifica' answers, nothing can be saved; without it, 'Salva modifiche' (ADR 0051).
  const ufficio = (await second.json()).data.id as number;
  await page.goto(`/account/billing/manage?address=${ufficio}&saveEnabled=false`);
  await hydrated(page);
  await expect(page.getByText(accountBilling.verifyOnly)).toBeVisible();
  await form.getByRole('button', { name: 'Verifica' }).click();
  await expect(form.getByText(checkoutPages.verifiedNoSave)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Salva modifiche' })).toHaveCount(0);
  await axeAtBothWidths(page);
  await page.goto(`/account/billing/manage?address=${ufficio}`);
  await hydrated(page);
  await form.getByRole('button', { name: 'Verifica' }).click();
  await expect(form.getByRole('button', { name: 'Salva modifiche' })).toBeVisible();
});

test("an address's mobile number is verified from the profile with the checkout's form", async ({
  page,
  customer: _,
}) => {
  const number = `34${String(Date.now()).slice(-8)}`;
  const addresses = (await (await page.request.get(`${API}/auth/addresses/supermercato`)).json()).data as {
    deliveryAddressId: number;
    driveId: number | null;
  }[];
  const home = addresses.find((a) => a.driveId === null)!;
  await page.goto(`/account/delivery/manage/${home.deliveryAddressId}`);
  await hydrated(page);
  const change = page.getByRole('button', { name: 'Cambia numero' });
  if (await change.isVisible()) await change.click();
  const section = page.getByRole('region', { name: 'Verifica il numero di cellulare' });
  await section.getByLabel('Numero di cellulare', { exact: true }).fill(number);
  await section.getByRole('button', { name: 'Invia il codice' }).click();
  const sms = await readOutbox(number);
  const code = /\b(\d{4})\b/.exec(sms[0]?.text ?? '')?.[1];
  await section.getByLabel('Codice di verifica').fill(code as string);
  await section.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Numero di cellulare verificato: ${number}` })).toBeVisible();
  await axeAtBothWidths(page);
  // The address keeps it: the page says so again after a reload.
  await page.reload();
  await expect(page.getByText(`Numero di cellulare verificato: ${number}`)).toBeVisible();
});
