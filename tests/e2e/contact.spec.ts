// The contact area and the chatbot (issue 37, "Must show"): a free visitor's delivery-problem report
// with each invalid field's exact message, stored as typed (read back from the staff's API); the chatbot
// downloading its panel only on the click, answering a question about delivery hours from the FAQ, and
// surviving a page load and a dropped connection; a logged customer handed over to staff, who answer
// from the back-office page. axe on the contact pages and the open panel.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API, expectNoAxeViolations, PASSWORD, STAFF_EMAIL } from './helpers.ts';

const SEEN_PANEL = /\/elements\/chunks\/panel-element-/;

/** The staff account logged in on a context of its own (its page for the back office). */
async function staffPage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await context.request.post(`${API}/login`, { data: { username: STAFF_EMAIL, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return context.newPage();
}

test('a free visitor sends a delivery-problem report: each invalid field says why, the stored row is what was typed', async ({
  page,
}) => {
  await page.goto('/scrivici');
  await expect(page.getByRole('heading', { level: 1, name: 'Scrivici' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Invia' });
  await expect(page.getByText('Verifica di sicurezza completata')).toBeVisible();
  await send.click();
  const message = (label: string | RegExp) => page.getByRole('textbox', { name: label });
  // The spec's messages, on their fields; the first one has the focus.
  await expect(message(/^Nome/)).toBeFocused();
  for (const text of [
    "Il campo 'Nome' è obbligatorio",
    "Il campo 'Cognome' è obbligatorio",
    'La mail inserita non è valida',
    "Il campo 'Telefono' è obbligatorio",
    "Il campo 'Tipo di segnalazione' è obbligatorio",
    "Il campo 'Natura della segnalazione' è obbligatorio",
    'Inserire la tua domanda',
    "Accettare l'informativa sulla privacy",
  ])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `scrivici.${Date.now()}@example.it`;
  await message(/^Nome/).fill('Giovanna');
  await message(/^Cognome/).fill('Esposito');
  await message(/^E-mail/).fill('non-una-mail');
  await message(/^Telefono/).fill('3331234567');
  await page.getByRole('combobox', { name: /^Tipo di segnalazione/ }).selectOption('DELIVERY_PROBLEM');
  await page.getByRole('combobox', { name: /^Natura/ }).selectOption({ label: 'Consegna in ritardo' });
  await send.click();
  await expect(page.getByText('La mail inserita non è valida', { exact: true })).toBeVisible();
  await expect(page.getByText("Il campo 'Numero ordine' è obbligatorio", { exact: true })).toBeVisible();
  await message(/^E-mail/).fill(email);
  // Digits only: what is not a digit is not taken.
  await message(/^Numero ordine/).fill('12a34');
  await expect(message(/^Numero ordine/)).toHaveValue('1234');
  await message(/^Data di consegna/).fill('31/02/2026');
  await message(/^Messaggio$|^Messaggio \(/).fill('La spesa è arrivata con due ore di ritardo.');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await send.click();
  await expect(page.getByText('Il formato della data è errato', { exact: true })).toBeVisible();
  await message(/^Data di consegna/).fill('');

  const saved = page.waitForResponse((r) => r.url().endsWith('/contact/saveMessage'));
  await send.click();
  expect((await saved).status()).toBe(200);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Segnalazione inviata')).toBeVisible();
  await dialog.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/(index)?$/);

  const staff = await staffPage(page);
  const rows = (await (await staff.request.get(`${API}/auth/staff/contact/messages`)).json()).data as Record<
    string,
    unknown
  >[];
  expect(rows.find((r) => r.email === email)).toMatchObject({
    name: 'Giovanna',
    surname: 'Esposito',
    phoneNumber: '3331234567',
    segnalationGroup: 'DELIVERY_PROBLEM',
    segnalationType: 'LATE',
    orderNumber: '1234',
    deliveryDate: null,
    message: 'La spesa è arrivata con due ore di ritardo.',
    status: 'NEW',
  });
  // The staff page lists it with its status.
  await staff.goto('/back-office/segnalazioni');
  await expect(staff.locator('tr', { hasText: email }).getByText('Da gestire')).toBeVisible();
  await staff.context().close();
});

test('the chatbot downloads its panel on the click, answers from the FAQ, survives a page load and a dropped connection', async ({
  page,
  context,
}) => {
  const panelDownloads: string[] = [];
  page.on('request', (r) => {
    if (SEEN_PANEL.test(r.url())) panelDownloads.push(r.url());
  });
  await page.goto('/customer-faq');
  await expectNoAxeViolations(page);
  const launcher = page.getByRole('button', { name: /^Assistenza/ });
  await expect(launcher).toBeVisible();
  expect(panelDownloads).toEqual([]);
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Assistente Mercato' });
  const box = panel.getByRole('textbox', { name: 'Scrivi un messaggio' });
  await expect(box).toBeFocused();
  expect(panelDownloads).toHaveLength(1);
  await box.fill('A che ora consegnate la spesa?');
  // 'Invia' waits for the connection (the text stays while it is made).
  await expect(panel.getByRole('button', { name: 'Invia' })).toBeEnabled();
  await box.press('Enter');
  const log = panel.getByRole('log');
  await expect(log.getByText('In quali orari consegnate la spesa?')).toBeVisible();
  await expect(log.getByRole('link', { name: 'Domande frequenti' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A page load: the panel is open again with the conversation.
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Assistente Mercato' }).getByText('A che ora consegnate la spesa?'),
  ).toBeVisible();

  // The network drops: the panel says so, the typed text stays, and it comes back.
  await context.setOffline(true);
  await page.evaluate(() => dispatchEvent(new Event('offline')));
  await expect(panel.getByText('Sei offline: riconnessione in corso.', { exact: false })).toBeVisible();
  await box.fill('Come pago la spesa?');
  await expect(panel.getByRole('button', { name: 'Invia' })).toBeDisabled();
  await context.setOffline(false);
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect(panel.getByRole('button', { name: 'Invia' })).toBeEnabled();
  await expect(box).toHaveValue('Come pago la spesa?');
  await box.press('Enter');
  await expect(log.getByText('Quali metodi di pagamento accettate?')).toBeVisible();

  // A route transition closes it.
  await page.goto('/customer-service');
  await expect(page.getByRole('button', { name: /^Assistenza/ })).toHaveAttribute('aria-expanded', 'false');
});

test('a logged customer asks for an operator and a staff member answers from the back office', async ({
  page,
  customer,
}) => {
  await page.goto('/customer-service?tab=chat');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Apri la chat', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Assistente Mercato' });
  const box = panel.getByRole('textbox', { name: 'Scrivi un messaggio' });
  await box.fill('operatore');
  await box.press('Enter');
  await expect(panel.getByText('Ti sto passando un operatore', { exact: false })).toBeVisible();

  const staff = await staffPage(page);
  await staff.goto('/back-office/chat');
  await staff.getByRole('link', { name: `(${customer.email})`, exact: false }).click();
  await staff
    .getByRole('textbox', { name: 'Messaggio al cliente' })
    .fill('Buongiorno, sono Laura: come posso aiutarla?');
  await staff.getByRole('button', { name: 'Invia' }).click();
  await expect(staff.getByText('Buongiorno, sono Laura: come posso aiutarla?')).toBeVisible();
  await expect(panel.getByText('Buongiorno, sono Laura: come posso aiutarla?')).toBeVisible();
  await staff.getByRole('button', { name: 'Chiudi la chat' }).click();
  await expect(panel.getByText('L’operatore ha chiuso la conversazione.', { exact: false })).toBeVisible();
  await staff.context().close();
});
