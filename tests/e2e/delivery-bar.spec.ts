import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, enterAsPowerGuest, expectNoAxeViolations, hydrated, loginAsNew, pickProducts, xsrf } from './helpers.ts';

// The delivery header bar (spec shell §2, §4; issue 13 point 19, issue 15): closed, the service and the
// address in use with the slot button; open, tab 1 (site cards, then a site's addresses, 'Indietro' back
// to the cards) and tab 2 (slots). Mario (ORO card) has home addresses and the Clicca e Vai point of
// Milano Certosa; the address checker's tests may have given him another home address in use. Each test
// that changes his address in use puts his home address back, as the other specs expect it.

const bar = (page: Page) => page.getByTestId('delivery-bar');
const panel = (page: Page, label = 'Consegna Con Mercato A Casa') => page.getByRole('dialog', { name: label });
const CERTOSA = 'Ritiro Con Clicca E Vai Clicca e Vai Milano Certosa, 20155 Milano';
/** The slot button of a logged customer with nothing booked (a power guest's says 'PRENOTA'). */
const FIRST_AVAILABLE = /^Prima data disponibile: \S+ \d{1,2} \S+$/;

interface Home {
  /** The closed bar's button. */
  toggle: string;
  /** Street and house number, as the bar and the list show it. */
  street: string;
  /** Its button in the list of tab 1: its name ('Casa'), then its street. */
  card: RegExp;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function config(page: Page) {
  return (await (await page.request.get(`${API}/nav/supermercato`)).json()).data;
}

/** Logs Mario in on the supermarket home; his home address in use. */
async function loginMario(page: Page): Promise<Home> {
  await loginAsNew(page, 'mario.rossi@example.it', '/supermercato/home');
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  await hydrated(page);
  const c = await config(page);
  const current = c.currentDeliveryAddress;
  expect(current).toMatchObject({ driveId: null });
  const saved = c.deliveryAddresses.find((a: { currentAddress: boolean }) => a.currentAddress);
  return {
    toggle: `Consegna Con Mercato A Casa ${current.description}, ${current.postCode} ${current.townName}`,
    street: current.description,
    card: new RegExp(`^${literal(saved.identifier)} ${literal(current.description)},`),
  };
}

/** Answers the alert 'Profilo' of a changed address and waits for the page it leads to. */
async function addressChanged(page: Page, url: RegExp) {
  const done = page.getByRole('alertdialog', { name: 'Profilo' });
  await expect(done).toContainText('Indirizzo modificato per la spesa corrente');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(url);
  await hydrated(page);
}

/** Presses Tab until `target` has the focus (keyboard only: the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test("mario's home address shows on supermercato only; on drive the bar opens his Clicca e Vai points", async ({
  page,
}) => {
  const home = await loginMario(page);
  await expect(bar(page).getByRole('button', { name: home.toggle })).toBeVisible();
  // Server-rendered: the page shows it before (and without) any script.
  expect(await (await page.request.get('/supermercato/home')).text()).toContain(home.street);

  await page.goto('/drive/home');
  await hydrated(page);
  await expect(bar(page)).toContainText('Ritiro Con Clicca E Vai');
  await expect(bar(page)).not.toContainText(home.street);
  await expectNoAxeViolations(page);
  // The prompt opens the list of the navigation's kind of address at once.
  await bar(page)
    .getByRole('button', { name: 'Ritiro Con Clicca E Vai Scegli un punto di ritiro Clicca e Vai' })
    .click();
  const open = panel(page, 'Ritiro Con Clicca E Vai');
  await expect(open.getByRole('heading', { name: 'Scegli il punto di ritiro Clicca e Vai' })).toBeVisible();
  await expect(
    open.getByRole('button', { name: /^Clicca e Vai Milano Certosa Viale Certosa 218, 20155 Milano/ }),
  ).toBeVisible();

  await page.goto('/prenotazioni/home');
  await expect(bar(page)).toContainText('Ritiro Con Prenota E Ritira');
  await expect(bar(page)).not.toContainText(home.street);
  await expect(bar(page).getByRole('button', { name: /Scegli il negozio dove ritirare la spesa/ })).toBeVisible();

  // Only the stores' pages carry the bar (state flag deliveryHeaderBar).
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});

test('a logged customer opens the bar, goes from a site card to its addresses and back, and changes the address in use', async ({
  page,
  context,
}) => {
  // pickProducts tries products through the API one by one until one can be added.
  test.slow();
  const home = await loginMario(page);
  // Something in his trolley: changing the address asks whether to copy it.
  const [product] = await pickProducts(page, 1);
  const added = await page.request.post(`${API}/auth/trolley/item`, {
    headers: await xsrf(context),
    data: { productId: product, quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  const toggle = bar(page).getByRole('button', { name: home.toggle });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Nothing booked: the slot button names the first day with a free slot.
  await expect(bar(page).getByRole('button', { name: FIRST_AVAILABLE })).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const open = panel(page);
  await expect(open.getByRole('tab', { name: 'Servizio e indirizzo' })).toHaveAttribute('aria-selected', 'true');
  const tab1 = open.getByRole('tabpanel', { name: 'Servizio e indirizzo' });
  await expect(tab1.getByRole('heading', { name: 'Scegli il servizio' })).toBeVisible();
  await expect(tab1.getByRole('listitem')).toHaveText([
    'Mercato a Casa In uso',
    'Clicca e Vai',
    'Prenota e Ritira',
    'Parafarmacia a Casa',
    'Parafarmacia Clicca e Vai',
  ]);
  await expectNoAxeViolations(page);

  const driveCard = tab1.getByRole('button', { name: 'Clicca e Vai', exact: true });
  await driveCard.click();
  await expect(tab1.getByRole('heading', { name: 'Scegli il punto di ritiro Clicca e Vai' })).toBeFocused();
  const certosa = tab1.getByRole('button', { name: 'Clicca e Vai Milano Certosa Viale Certosa 218, 20155 Milano' });
  await expect(certosa).toBeVisible();
  await expect(tab1.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' })).toHaveAttribute(
    'href',
    '/index#verifica-indirizzo',
  );
  await expectNoAxeViolations(page);
  await tab1.getByRole('button', { name: 'Indietro' }).click();
  await expect(driveCard).toBeFocused();
  await expect(tab1.getByRole('heading', { name: 'Scegli il servizio' })).toBeVisible();

  // The spec's empty messages.
  await tab1.getByRole('button', { name: 'Prenota e Ritira' }).click();
  await expect(tab1.getByText('Nessun indirizzo Prenota e Ritira trovato')).toBeVisible();
  await tab1.getByRole('button', { name: 'Indietro' }).click();
  await tab1.getByRole('button', { name: 'Parafarmacia Clicca e Vai' }).click();
  await expect(tab1.getByText('Nessun indirizzo Clicca e Vai trovato')).toBeVisible();
  await tab1.getByRole('button', { name: 'Indietro' }).click();

  await driveCard.click();
  await certosa.click();
  await expect(open).toBeHidden();
  const copy = page.getByRole('alertdialog', { name: 'Attenzione' });
  await expect(copy).toContainText('Copiare il contenuto del carrello per il nuovo indirizzo in uso?');
  await copy.getByRole('button', { name: 'No' }).click();
  // Another site: its home.
  await addressChanged(page, /\/drive\/home$/);
  await expect(bar(page).getByRole('button', { name: CERTOSA })).toBeVisible();

  // His home address again: his Clicca e Vai trolley is empty (he did not copy it), so nothing is asked.
  await bar(page).getByRole('button', { name: CERTOSA }).click();
  const drivePanel = panel(page, 'Ritiro Con Clicca E Vai');
  await expect(drivePanel.getByRole('listitem').filter({ hasText: 'In uso' })).toHaveText('Clicca e Vai In uso');
  await drivePanel.getByRole('button', { name: /^Mercato a Casa/ }).click();
  await drivePanel.getByRole('button', { name: home.card }).click();
  await addressChanged(page, /\/supermercato\/home$/);
  await expect(bar(page).getByRole('button', { name: home.toggle })).toBeVisible();
  await page.request.delete(`${API}/auth/trolley`, { headers: await xsrf(context) });
});

test('the same by keyboard alone: tabs with the arrows, Escape closes and gives focus back', async ({
  page,
  context,
}) => {
  const home = await loginMario(page);
  const headers = await xsrf(context);
  // A second home address ('Studio', Via Montenapoleone 3), so that the change stays on this site.
  if (!(await config(page)).deliveryAddresses.some((a: { identifier: string }) => a.identifier === 'Studio')) {
    const streets = (
      await (
        await page.request.post(`${API}/onboarding/street/suggestions`, { headers, data: { postcode: '20121' } })
      ).json()
    ).data as { id: number; value: string }[];
    const street = streets.find((s) => s.value === 'Via Montenapoleone');
    const created = await page.request.post(`${API}/auth/addresses`, {
      headers,
      data: { postcode: '20121', streetId: street?.id, site: 'supermercato', houseNumber: '3', identifier: 'Studio' },
    });
    expect(created.ok()).toBe(true);
    await page.reload();
    await hydrated(page);
  }
  // An empty trolley: nothing to copy, so no question.
  await page.request.delete(`${API}/auth/trolley`, { headers });

  const toggle = bar(page).getByRole('button', { name: home.toggle });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const open = panel(page);
  const addressTab = open.getByRole('tab', { name: 'Servizio e indirizzo' });
  const slotTab = open.getByRole('tab', { name: 'Giorno e orario' });
  await expect(addressTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(slotTab).toBeFocused();
  await expect(slotTab).toHaveAttribute('aria-selected', 'true');
  // Tab 2 shows its panel: the slot picker's week (tests/e2e/slots.spec.ts books there).
  const slotPanel = open.getByRole('tabpanel', { name: 'Giorno e orario' });
  await expect(slotPanel).not.toHaveAttribute('hidden');
  await expect(slotPanel.getByRole('heading', { name: 'Prenota la data di consegna' })).toBeVisible();
  await expect(slotPanel.getByRole('grid')).toBeVisible();
  await expect(open.getByRole('tabpanel', { name: 'Servizio e indirizzo' })).toBeHidden();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(addressTab).toBeFocused();
  await page.keyboard.press('End');
  await expect(slotTab).toBeFocused();
  await page.keyboard.press('Home');
  await expect(addressTab).toHaveAttribute('aria-selected', 'true');

  // Tab leaves the tablist for the first site card.
  await page.keyboard.press('Tab');
  await expect(open.getByRole('button', { name: 'Mercato a Casa In uso' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(open.getByRole('heading', { name: "Scegli l'indirizzo di consegna" })).toBeFocused();
  const studio = open.getByRole('button', { name: 'Studio Via Montenapoleone 3, 20121 Milano' });
  await tabTo(page, studio);
  await page.keyboard.press('Enter');
  const done = page.getByRole('alertdialog', { name: 'Profilo' });
  await expect(done.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The same site: the page loads again with the new address.
  const office = bar(page).getByRole('button', {
    name: 'Consegna Con Mercato A Casa Via Montenapoleone 3, 20121 Milano',
  });
  await expect(office).toBeVisible();
  await hydrated(page);

  await office.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(office).toBeFocused();
  await expect(office).toHaveAttribute('aria-expanded', 'false');

  // The slot button opens tab 2.
  const slot = bar(page).getByRole('button', { name: FIRST_AVAILABLE });
  await slot.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('tab', { name: 'Giorno e orario' })).toBeFocused();
  await expect(panel(page).getByRole('tab', { name: 'Giorno e orario' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(slot).toBeFocused();

  // His home address again.
  await office.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('tab', { name: 'Servizio e indirizzo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: "Scegli l'indirizzo di consegna" })).toBeFocused();
  await tabTo(page, panel(page).getByRole('button', { name: home.card }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Profilo' }).getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('button', { name: home.toggle })).toBeVisible();
});

test('a power guest sees the bar: tab 1 leads to the address check, tab 2 asks to log in', async ({ page }) => {
  await enterAsPowerGuest(page);
  await hydrated(page);
  const toggle = bar(page).getByRole('button', {
    name: 'Consegna Con Mercato A Casa Via Montenapoleone, 20121 Milano',
  });
  await expect(toggle).toBeVisible();
  const slot = bar(page).getByRole('button', { name: 'PRENOTA' });
  await slot.click();
  const open = panel(page);
  await expect(open.getByRole('tab', { name: 'Giorno e orario' })).toHaveAttribute('aria-selected', 'true');
  const tab2 = open.getByRole('tabpanel', { name: 'Giorno e orario' });
  await expect(tab2).toContainText("Effettua l'accesso per utilizzare il servizio");
  await expect(tab2.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
    'href',
    '/accedi?next=%2Fsupermercato%2Fhome',
  );
  await expectNoAxeViolations(page);
  await open.getByRole('tab', { name: 'Servizio e indirizzo' }).click();
  const tab1 = open.getByRole('tabpanel', { name: 'Servizio e indirizzo' });
  await expect(tab1).toContainText('Via Montenapoleone, 20121 Milano');
  await expect(tab1.getByRole('link', { name: 'Cambia indirizzo' })).toHaveAttribute(
    'href',
    '/index#verifica-indirizzo',
  );
  // Open, the slot button goes to its tab, and closes the bar when its tab is shown.
  await slot.click();
  await expect(open.getByRole('tab', { name: 'Giorno e orario' })).toHaveAttribute('aria-selected', 'true');
  await slot.click();
  await expect(open).toBeHidden();
  await expect(slot).toBeFocused();
  await toggle.click();
  await open.getByRole('button', { name: 'Chiudi' }).click();
  await expect(open).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the closed bar fits the width; open, it is a modal sheet from the bottom that keeps Tab inside', async ({
    page,
  }, testInfo) => {
    const home = await loginMario(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const toggle = bar(page).getByRole('button', { name: home.toggle });
    const slot = bar(page).getByRole('button', { name: FIRST_AVAILABLE });
    const [t, s] = [await toggle.boundingBox(), await slot.boundingBox()];
    expect(t && s && t.x + t.width <= s.x).toBe(true);
    expect(s && s.x + s.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('delivery-bar-390-closed.png') });

    await toggle.click();
    const open = panel(page);
    await expect(open).toHaveAttribute('aria-modal', 'true');
    await open.getByRole('button', { name: 'Clicca e Vai', exact: true }).click();
    await expect(open.getByRole('button', { name: /^Clicca e Vai Milano Certosa/ })).toBeVisible();
    const box = await open.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await page.screenshot({ path: testInfo.outputPath('delivery-bar-390-open.png') });
    await expectNoAxeViolations(page);

    // Tab goes round inside the sheet: from the last link back to the close button.
    await open.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' }).focus();
    await page.keyboard.press('Tab');
    await expect(open.getByRole('button', { name: 'Chiudi' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(open.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(open).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
