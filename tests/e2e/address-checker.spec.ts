// The address checker on /index and on a partner page of another origin, as a shopper uses it.
import { expect, test, type Page } from '@playwright/test';
import { API, addableProducts, expectNoAxeViolations, hydrated, loginAsNew, xsrf } from './helpers';

const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);

async function verify(page: Page, postcode: string, street: string) {
  await page.getByLabel('CAP').fill(postcode);
  const via = page.getByRole('combobox', { name: 'Via' });
  await expect(via).toBeEnabled();
  await expect(via).toBeFocused();
  await via.pressSequentially(street);
  await expect(page.getByRole('listbox', { name: 'Vie suggerite' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test.describe('address checker on /index', () => {
  test('keyboard only: postcode, street, home delivery, and the shopper lands on the store home as power guest', async ({
    page,
  }) => {
    await page.goto('/index');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByLabel('CAP').focus();
    await page.keyboard.type('20121');
    const via = page.getByRole('combobox', { name: 'Via' });
    await expect(via).toBeFocused();
    await page.keyboard.type('mont');
    await expect(page.getByRole('option')).toHaveText(['Via Montenapoleone']);
    await expect(page.getByRole('status').filter({ hasText: '1 via trovata' })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
    await expect(page.getByText('Per Via Montenapoleone, 20121 Milano')).toBeVisible();
    await expectNoAxeViolations(page);
    const choose = page.getByRole('button', { name: 'Scegli Mercato a Casa' });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/supermercato\/home$/);
    await expect(page.getByTestId('delivery-bar')).toContainText('Consegna Con Mercato A Casa');
    await expect(page.getByTestId('delivery-bar')).toContainText('Via Montenapoleone, 20121 Milano');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'MERCATO_ADDRESS_VERIFIED')?.value).toBe('0');
    const nav = await (await page.request.get('/commerce/resources/nav/supermercato')).json();
    expect(nav.data).toMatchObject({ powerGuest: true, freeVisit: false });
    // A second visit to the root goes straight to the store.
    await page.goto('/');
    await expect(page).toHaveURL(/\/supermercato\/home$/);
  });

  test('a NOT_SUPPORTED postcode is marked invalid and the street stays disabled', async ({ page }) => {
    await page.goto('/index');
    await hydrated(page);
    await page.getByLabel('CAP').fill('90121');
    await expect(page.getByText('Indirizzo non trovato o non coperto dal servizio')).toBeVisible();
    await expect(page.getByLabel('CAP')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Via' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('a short postcode is invalid; the empty form asks for it', async ({ page }) => {
    await page.goto('/index');
    await hydrated(page);
    await page.getByRole('button', { name: 'Verifica indirizzo' }).click();
    await expect(page.getByText('Inserire CAP per procedere')).toBeVisible();
    await page.getByLabel('CAP').fill('201');
    await page.getByLabel('CAP').blur();
    await expect(page.getByText('CAP non valido')).toBeVisible();
  });

  test('a street in a SERVICE_UNAVAILABLE area shows the unavailable state; notify-me stores the request', async ({
    page,
  }) => {
    await page.goto('/index');
    await hydrated(page);
    await verify(page, '24121', 'camozzi');
    await expect(page.getByRole('heading', { name: 'Servizio non disponibile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Avvisami quando è disponibile' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avvisami quando il servizio è attivo' });
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(dialog.getByText("Il campo 'Nome' è obbligatorio")).toBeVisible();
    await expect(dialog.getByText("Accettare l'informativa sulla privacy")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Nome').fill('Anna');
    await dialog.getByLabel('Email').fill('anna.e2e@example.it');
    await dialog.getByRole('checkbox').check();
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/onboarding/activation') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    expect((await stored).status()).toBe(200);
    const done = page.getByRole('alertdialog', { name: 'Area di consegna' });
    await expect(done).toContainText('Richiesta attivazione registrata');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
  });

  test('Clicca e Vai: a private pickup point needs its code, then the shopper enters the drive store', async ({
    page,
  }) => {
    await page.goto('/index');
    await hydrated(page);
    await verify(page, '20121', 'mont');
    await page.getByRole('button', { name: 'Scegli Clicca e Vai' }).click();
    await expect(page.getByRole('heading', { name: 'Scegli il punto di ritiro Clicca e Vai' })).toBeVisible();
    await expect(page.locator('.ac-point').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Cerca per città, indirizzo o CAP').fill('TORREPN24');
    const point = page.locator('.ac-point').filter({ hasText: 'Area di ritiro riservata' }).first();
    await expect(point).toBeVisible();
    await point.getByRole('button', { name: /^Ritira qui/ }).click();
    await expect(point.getByText('Inserire il codice di accesso')).toBeVisible();
    await point.getByLabel('Codice di accesso').fill('TORREPN24');
    await point.getByRole('button', { name: /^Ritira qui/ }).click();
    await expect(page).toHaveURL(/\/drive\/home$/);
    await expect(page.getByTestId('delivery-bar')).toContainText('Ritiro Con Clicca E Vai');
  });
});

test.describe('address checker on a partner page', () => {
  test('loads from the shop by one script tag, emits its events, and hands the shopper to the shop', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`http://localhost:${partnerPort}/`);
    const element = page.locator('mercato-address-checker');
    await expect(element.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await verify(page, '50121', 'pinti');
    await expect(page.locator('#eventi')).toContainText('mercato:address-verified {"postcode":"50121"');
    await page.getByRole('button', { name: 'Scegli Mercato a Casa' }).click();
    await page.waitForURL(`${baseURL}/supermercato/home`);
    await expect(page.getByTestId('delivery-bar')).toContainText('Borgo Pinti, 50121 Firenze');
  });
});

test.describe('address checker attributes on a partner page', () => {
  test('follows logged and current-service set after the first render, in the lower case frameworks write too; no-notify-me is live', async ({
    page,
  }) => {
    await page.goto(`http://localhost:${partnerPort}/`);
    const element = page.locator('mercato-address-checker');
    await expect(element.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
    // As React, Vue and Preact write camelCase props they do not know as properties: HTML lower-cases them.
    await element.evaluate((el) => {
      el.setAttribute('currentService', 'Mercato a Casa');
      el.setAttribute('logged', '');
    });
    await expect(element.getByRole('heading', { name: 'Hai scelto il servizio' })).toBeVisible();
    await expect(element.getByText('Mercato a Casa')).toBeVisible();
    // Frameworks remove the attribute of a false boolean: not logged, the checker again.
    await element.evaluate((el) => el.removeAttribute('logged'));
    await expect(element.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
    await element.evaluate((el) => el.setAttribute('no-notify-me', ''));
    await page.getByLabel('CAP').fill('90121');
    await expect(element.getByText('Indirizzo non trovato o non coperto dal servizio')).toBeVisible();
    const notify = element.getByRole('button', { name: 'Avvisami quando è disponibile' });
    await expect(notify).toHaveCount(0);
    await element.evaluate((el) => el.removeAttribute('no-notify-me'));
    await expect(notify).toBeVisible();
  });
});

test.describe('two address checkers on one page', () => {
  test('each has its own labelled fields and works on its own', async ({ page }) => {
    await page.goto(`http://localhost:${partnerPort}/`);
    const first = page.locator('mercato-address-checker').first();
    await expect(first.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
    await page.evaluate(() => {
      const one = document.querySelector('mercato-address-checker')!;
      const two = document.createElement('mercato-address-checker');
      two.id = 'secondo';
      two.setAttribute('api-base', one.getAttribute('api-base') ?? '');
      one.after(two);
    });
    const second = page.locator('#secondo');
    await expect(second.getByLabel('CAP')).toBeVisible();
    const ids = await page.$$eval('mercato-address-checker', (els) =>
      els.map((el) => el.shadowRoot!.querySelector('input')!.id),
    );
    expect(new Set(ids).size).toBe(2);
    await second.getByLabel('CAP').fill('50121');
    await expect(second.getByRole('combobox', { name: 'Via' })).toBeEnabled();
    await expect(first.getByLabel('CAP')).toHaveValue('');
    await expect(first.getByRole('combobox', { name: 'Via' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});

test.describe('address checker parts downloaded when reached', () => {
  test('a failed download of the services step says so, keeps the address, and Riprova loads it', async ({ page }) => {
    // The element's services step is a chunk of its own (dist/elements/chunks/ServicesStep-*.js).
    const blocked = '**/elements/chunks/ServicesStep-*.js';
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.goto(`http://localhost:${partnerPort}/`);
    const element = page.locator('mercato-address-checker');
    await expect(element.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
    await verify(page, '50121', 'pinti');
    const alert = element
      .getByRole('alert')
      .filter({ hasText: 'Caricamento non riuscito. Controlla la connessione e riprova.' });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('CAP')).toHaveValue('50121');
    await expect(page.getByRole('combobox', { name: 'Via' })).toHaveValue('Borgo Pinti');
    await expectNoAxeViolations(page);
    await page.unroute(blocked);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(element.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
    await expect(element.getByText('Per Borgo Pinti, 50121 Firenze')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('address checker for a logged customer', () => {
  test('shows the service in use, changes the shopping address and confirms it in the Profilo alert', async ({
    page,
  }) => {
    await loginAsNew(page, 'mario.rossi@example.it', '/index');
    // Something in the trolley, so that the change of address asks about it.
    const [product] = await addableProducts(page, 1);
    const added = await page.request.post(`${API}/auth/trolley/item`, {
      headers: await xsrf(page.context()),
      data: { productId: product, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/index$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Hai scelto il servizio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continua la spesa' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cambia indirizzo' }).click();
    await verify(page, '20121', 'brera');
    await page.getByRole('button', { name: 'Scegli Mercato a Casa' }).click();
    // The trolley has products: the shop asks whether to copy them to the new address.
    const copy = page.getByRole('alertdialog', { name: 'Attenzione' });
    await expect(copy).toContainText('Copiare il contenuto del carrello per il nuovo indirizzo in uso?');
    await expectNoAxeViolations(page);
    await copy.getByRole('button', { name: 'Si' }).click();
    const done = page.getByRole('alertdialog', { name: 'Profilo' });
    await expect(done).toContainText('Indirizzo modificato per la spesa corrente');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/supermercato\/home$/);
    await expect(page.getByTestId('delivery-bar')).toContainText('Via Brera');
  });

  test("a customer without a Fìdaty card is asked 'Vuoi registrarti?', activates a digital card and then enters Clicca e Vai", async ({
    page,
  }) => {
    // The staff demo account has no card.
    await loginAsNew(page, 'staff@example.it', '/index');
    await expect(page).toHaveURL(/\/index$/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Cambia indirizzo' }).click();
    await verify(page, '20121', 'mont');
    const pickPublicPoint = async () => {
      await page.getByRole('button', { name: 'Scegli Clicca e Vai' }).click();
      await expect(page.getByRole('heading', { name: 'Scegli il punto di ritiro Clicca e Vai' })).toBeVisible();
      const point = page.locator('.ac-point').filter({ hasNotText: 'Area di ritiro riservata' }).first();
      await point.getByRole('button', { name: /^Ritira qui/ }).click();
    };
    await pickPublicPoint();
    const question = page.getByRole('alertdialog', { name: 'Attenzione' });
    await expect(question).toContainText(
      'Gentile Cliente, per usufruire del servizio Clicca e Vai è necessario essere in possesso della Carta Fìdaty. Vuoi registrarti?',
    );
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Si' }).click();
    await expect(page).toHaveURL(/\/account\/fidaty$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Attiva la Carta Fìdaty digitale' }).click();
    await expect(page).toHaveURL(/\/account\/fidaty\?esito=attivata$/);
    await expect(page.getByRole('status').filter({ hasText: 'Carta Fìdaty digitale attivata: n. 2960' })).toBeVisible();
    await expect(page.getByText(/Carta Fìdaty Verde n\. 2960\d{9}/)).toBeVisible();
    await expectNoAxeViolations(page);
    // A reload posts nothing again: still one card.
    await page.reload();
    await expect(page.getByText(/Carta Fìdaty Verde n\. 2960/)).toHaveCount(1);
    await page.getByRole('link', { name: 'Scegli il servizio' }).click();
    await hydrated(page);
    await page.getByRole('button', { name: 'Cambia indirizzo' }).click();
    await verify(page, '20121', 'mont');
    await pickPublicPoint();
    const done = page.getByRole('alertdialog', { name: 'Profilo' });
    await expect(done).toContainText('Indirizzo creato');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/drive\/home$/);
    await expect(page.getByTestId('delivery-bar')).toContainText('Ritiro Con Clicca E Vai');
  });
});
