// Shopping lists (issue 39; orders §2 "Shopping lists (/lds)", §4, §5, §6, §8), in Chromium: a customer
// makes a list from a product tile, renames, copies and deletes lists and adds a whole list to the trolley;
// shares a list with another customer, who sees the unread count, accepts, and both have the list open
// with an add in one page appearing in the other (live events); the invitee cannot delete it; a free
// visitor gets the lists' prompt; a premium product is refused in the dialog; the checkout trolley becomes
// a list. Set up by API (the customer fixture, copies of the demo customers); axe on every list page and
// modal.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API, expectNoAxeViolations, hydrated, loginAsNew, xsrf } from './helpers.ts';

/** The shell's islands (the add-to-list host among them) are live; other islands may wait for the viewport. */
async function shellLive(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('astro-island[component-url*="ShellIslands"][ssr]')).toHaveCount(0);
}

const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

async function createList(page: Page, name: string, productIds: number[]): Promise<number> {
  const headers = await xsrf(page.context());
  const made = await page.request.post(`${API}/auth/lists`, {
    data: { name, idempotencyKey: key(), productId: productIds[0] },
    headers,
  });
  expect(made.status(), await made.text()).toBe(200);
  const id = (await made.json()).data.id as number;
  for (const productId of productIds.slice(1)) {
    const added = await page.request.post(`${API}/auth/lists/${id}/items`, { data: { productId }, headers });
    expect(added.status(), await added.text()).toBe(200);
  }
  return id;
}

/** A premium product of the demo catalogue (the seed flags about 1 in 100), found through the search API. */
async function premiumProduct(request: APIRequestContext): Promise<{ description: string; detailUrl: string }> {
  for (const q of ['latte', 'pasta', 'acqua', 'biscotti', 'formaggio', 'birra', 'vino', 'caffè', 'olio', 'succo']) {
    const res = await request.get(`${API}/search?q=${encodeURIComponent(q)}&nav=supermercato&pageSize=100`);
    const products = ((await res.json()).data?.products ?? []) as {
      premium?: boolean;
      description: string;
      detailUrl: string;
    }[];
    const found = products.find((p) => p.premium);
    if (found) return found;
  }
  throw new Error('no premium product in the demo catalogue');
}

test('a list made from a product tile is renamed, copied, deleted and added whole to the trolley', async ({
  page,
  customer,
  plain,
}) => {
  // A long flow through several pages and calls (the slowest of its file).
  test.slow();
  const [a, b] = await plain(2);
  await page.goto(`/supermercato/ricerca/${encodeURIComponent(a!.description)}`);
  await shellLive(page);
  const tile = page.locator(`.product-tile[data-code="${a!.code}"]`);
  await tile.getByRole('button', { name: `Aggiungi ${a!.description} alla lista` }).click();
  const chooser = page.getByRole('alertdialog', { name: 'Scegli una lista' });
  await expect(chooser.getByRole('radio', { name: 'Nuova Lista' })).toBeChecked();
  await chooser.getByRole('button', { name: 'Crea e aggiungi' }).click();
  await expect(chooser.getByText('Indicare un nome per la lista')).toBeVisible();
  await expectNoAxeViolations(page);
  await chooser.getByLabel('Nome della nuova lista').fill('Spesa di prova');
  await chooser.getByRole('button', { name: 'Crea e aggiungi' }).click();
  await expect(chooser).toBeHidden();

  await page.goto('/lds/all');
  await page.getByRole('link', { name: /Spesa di prova/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spesa di prova' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: a!.description })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  const listUrl = page.url();
  const options = page.getByRole('button', { name: 'Opzioni lista' });

  await options.click();
  await page.getByRole('button', { name: 'Rinomina' }).click();
  const rename = page.getByRole('alertdialog', { name: 'Rinomina lista' });
  await rename.getByLabel('Nome della nuova lista').fill('Spesa del sabato');
  await expectNoAxeViolations(page);
  await rename.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spesa del sabato' })).toBeVisible();

  await options.click();
  await page.getByRole('button', { name: 'Copia' }).click();
  const copy = page.getByRole('alertdialog', { name: 'Copia lista' });
  await expect(copy.getByLabel('Nome della nuova lista')).toHaveValue('Copia di Spesa del sabato');
  await copy.getByRole('button', { name: 'Copia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copia di Spesa del sabato' })).toBeVisible();
  await expect(page).not.toHaveURL(listUrl);
  await hydrated(page);
  await page.getByRole('button', { name: 'Opzioni lista' }).click();
  await page.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('alertdialog', { name: 'Elimina lista' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/\/lds\/all$/);
  await expect(page.getByRole('link', { name: /Copia di Spesa del sabato/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The whole list to the trolley.
  const headers = await xsrf(page.context());
  const id = Number(listUrl.split('/').pop());
  await page.request.post(`${API}/auth/lists/${id}/items`, { data: { productId: b!.id, quantity: 2 }, headers });
  await page.goto(listUrl);
  await hydrated(page);
  await page.getByRole('button', { name: 'Aggiungi lista al carrello' }).click();
  await expect(page.getByText('Prodotti della lista aggiunti al carrello')).toBeVisible();
  const trolley = (await (await page.request.get(`${API}/auth/trolley`)).json()).data as {
    items: { productId: number; quantity: number }[];
  };
  expect(trolley.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
    [
      [a!.id, 1],
      [b!.id, 2],
    ].sort(),
  );
  expect(customer.email).toBeTruthy();
});

test('a shared list: the invitee sees the count, accepts, both see each other’s adds live; the invitee cannot delete it', async ({
  page,
  browser,
  customer,
  plain,
}) => {
  const [a, b] = await plain(2);
  const id = await createList(page, 'Cena insieme', [a!.id]);
  const other = await browser.newContext();
  const giuliaPage = await other.newPage();
  try {
    const giulia = await loginAsNew(giuliaPage, 'giulia.bianchi@example.it', '/supermercato/home');
    await page.goto(`/lista/${id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Opzioni lista' }).click();
    await page.getByRole('button', { name: 'Condividi' }).click();
    const share = page.getByRole('alertdialog', { name: 'Condividi lista' });
    await share.getByLabel('E-mail della persona').fill('non-una-email');
    await share.getByRole('button', { name: 'Invia invito' }).click();
    await expect(share.getByText('Formato e-mail non valido!')).toBeVisible();
    await expect(share.getByText('Il messaggio è obbligatorio')).toBeVisible();
    await expectNoAxeViolations(page);
    await share.getByLabel('E-mail della persona').fill(giulia.email);
    await share.getByLabel('Messaggio').fill('Aggiungi quello che manca');
    await share.getByRole('button', { name: 'Invia invito' }).click();
    await expect(share).toBeHidden();
    await expect(page.getByText('In Attesa')).toBeVisible();

    await giuliaPage.reload();
    const menu = giuliaPage.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link', { name: 'Le mie liste 1 da leggere' })).toBeVisible();
    await giuliaPage.goto('/lds/notifiche');
    await hydrated(giuliaPage);
    await expectNoAxeViolations(giuliaPage);
    await giuliaPage.getByRole('button', { name: 'Accetta' }).click();
    await giuliaPage.getByRole('link', { name: 'Vai alla lista' }).click();
    await expect(giuliaPage.getByRole('heading', { level: 1, name: 'Cena insieme' })).toBeVisible();
    await hydrated(giuliaPage);

    // Live: an add in mario's page shows in giulia's without a reload, and back.
    await expect(page.getByText('In Attesa')).toBeHidden();
    const added = await page.request.post(`${API}/auth/lists/${id}/items`, {
      data: { productId: b!.id },
      headers: await xsrf(page.context()),
    });
    expect(added.status()).toBe(200);
    await expect(giuliaPage.getByRole('heading', { level: 2, name: b!.description })).toBeVisible();
    await giuliaPage.getByRole('button', { name: `Aumenta quantità di ${b!.description}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lista aggiornata' })).toBeAttached();
    await expect(page.getByLabel(`Quantità di ${b!.description}`, { exact: true })).toHaveText('2');

    // The invitee leaves, never deletes.
    const refused = await giuliaPage.request.delete(`${API}/auth/lists/${id}`, { headers: await xsrf(other) });
    expect(refused.status()).toBe(403);
    await giuliaPage.getByRole('button', { name: 'Opzioni lista' }).click();
    await expect(giuliaPage.getByRole('button', { name: 'Abbandona' })).toBeVisible();
    await expect(giuliaPage.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
    expect(customer.email).not.toBe(giulia.email);
  } finally {
    await other.close();
  }
});

test('a free visitor is asked to log in; a premium product is refused; the checkout trolley becomes a list', async ({
  page,
  browser,
  customer,
  plain,
}) => {
  const premium = await premiumProduct(page.request);
  const visitor = await browser.newContext();
  try {
    const anonymous = await visitor.newPage();
    await anonymous.goto('/lds/all');
    await expect(anonymous.getByText('Per usare le tue liste accedi o registrati!')).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.goto(premium.detailUrl);
  await shellLive(page);
  await page.getByRole('button', { name: 'Aggiungi alla lista', exact: true }).click();
  const chooser = page.getByRole('alertdialog', { name: 'Scegli una lista' });
  await chooser.getByLabel('Nome della nuova lista').fill('Premi');
  await chooser.getByRole('button', { name: 'Crea e aggiungi' }).click();
  await expect(
    chooser.getByRole('alert').filter({ hasText: 'I prodotti premio non possono essere aggiunti alle liste' }),
  ).toBeVisible();
  await expect(chooser.getByLabel('Nome della nuova lista')).toHaveValue('Premi');
  await chooser.getByRole('button', { name: 'Annulla' }).click();

  const [a] = await plain(1);
  const headers = await xsrf(page.context());
  await page.request.post(`${API}/auth/trolley/item`, {
    data: { productId: a!.id, quantity: 3 },
    headers: { ...headers, 'Idempotency-Key': key() },
  });
  await page.goto('/checkout/trolley');
  await hydrated(page);
  await page.getByRole('button', { name: 'Salva come lista' }).click();
  const convert = page.getByRole('alertdialog', { name: 'Salva il carrello come lista' });
  await convert.getByLabel('Nome della nuova lista').fill('Dal carrello');
  await expectNoAxeViolations(page);
  await convert.getByRole('button', { name: 'Salva come lista' }).click();
  await page.getByRole('link', { name: 'Vai alla lista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dal carrello' })).toBeVisible();
  await expect(page.getByLabel(`Quantità di ${a!.description}`, { exact: true })).toHaveText('3');
  expect(customer.email).toBeTruthy();
});

test('a line written on the list is searched from it, and the product chosen there takes its place', async ({
  page,
  customer: _,
  plain,
}) => {
  const [a] = await plain(1);
  const id = await createList(page, 'Da completare', [a!.id]);
  await page.goto(`/lista/${id}`);
  await hydrated(page);
  const field = page.getByRole('textbox', { name: 'Aggiungi una voce (es. latte)' });
  // Blank: the rule's message, nothing added; then the words are a generic line of the list.
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Scrivi il prodotto da aggiungere alla lista' }),
  ).toBeVisible();
  await field.fill('latte');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(page.getByText('2 prodotti')).toBeVisible();
  await page.getByRole('link', { name: 'Cerca un prodotto per latte' }).click();
  await expect(page).toHaveURL(/\/supermercato\/ricerca\/latte\?listId=\d+&listItemId=\d+$/);
  await expect(page.getByText('Stai scegliendo il prodotto per «latte» della lista «Da completare».')).toBeVisible();
  await shellLive(page);
  await hydrated(page);
  await expectNoAxeViolations(page);
  const tile = page.locator('.product-tile').first();
  const name = (await tile.locator('.product-tile__title').innerText()).trim();
  await tile.locator('button[data-add-to-list]').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Mettere «${name}» nella lista «Da completare» al posto di «latte»?`);
  await dialog.getByRole('button', { name: 'Si' }).click();
  await expect(page).toHaveURL(`/lista/${id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Prodotto generico')).toHaveCount(0);
});
