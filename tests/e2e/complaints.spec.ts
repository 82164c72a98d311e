// 'Segnala anomalia' end to end (issue 17, spec orders §2 complaint, §5): from 'Ordini Online' the
// order's 'Segnala' opens the options; PRODUCT goes to the products page, where a product is ticked, a
// reason that needs a photo chosen, a small PNG attached, 'Prosegui', the message and the conditions,
// 'Invia', and 'Riepilogo segnalazione'. Afterwards the card offers no 'Segnala' and a direct second
// complaint is refused. GENERIC on another delivered order goes straight to the send modal. axe on the
// page and on each modal. Customer: the demo's generated customer 18 (Chiara Fontana), used by no other spec.
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { API, expectNoAxeViolations, hydrated, PASSWORD, xsrf } from './helpers.ts';

// The tests share the orders the seed gave this file's demo customer: one after another, in one worker.
test.describe.configure({ mode: 'default' });

const CUSTOMER = 'chiara.fontana14@example.it';

/** A real 2×2 PNG, made here (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 200, 30, 30, 200, 30, 30, 0, 200, 30, 30, 200, 30, 30]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Card {
  orderId: number;
  publicOrderId: string;
  complaintEnabled: boolean;
}

async function login(page: Page) {
  const res = await page.request.post(`${API}/login`, { data: { username: CUSTOMER, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  // The demo customer has not accepted the sale conditions yet (every page but that one is closed then).
  const accepted = await page.request.put(`${API}/auth/rule-agreement`, {
    headers: await xsrf(page.context()),
    data: { saleConditionsAccepted: true, privacyAccepted: true },
  });
  expect(accepted.ok()).toBe(true);
}

/** The customer's delivered orders that can still be reported, newest first. */
async function reportable(page: Page): Promise<Card[]> {
  const res = await page.request.get(`${API}/auth/orders`);
  return ((await res.json()).data.orders as Card[]).filter((o) => o.complaintEnabled);
}

const segnala = (page: Page, order: Card) =>
  page.getByRole('button', { name: `Segnala — Ordine n. ${order.publicOrderId}` });

test('a product complaint with a photo ends in its summary, and only once', async ({ page }) => {
  await login(page);
  const [order] = await reportable(page);
  expect(order).toBeDefined();
  const products = (await (await page.request.get(`${API}/auth/orders/${order.orderId}/complaint/products`)).json())
    .data.products as { description: string; deliveredQuantity: number }[];
  const product = products.find((p) => p.deliveredQuantity > 0);
  expect(product).toBeDefined();

  await page.goto('/ordini/precedenti');
  await hydrated(page);
  await segnala(page, order).click();
  const options = page.getByRole('dialog', { name: 'Segnala anomalia' });
  await expect(options.getByRole('button', { name: /Segnalazione generica/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await options.getByRole('button', { name: /Segnalazione su prodotti/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ordini/ordine/${order.orderId}/segnalazione$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Segnala anomalia' })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);

  // Nothing ticked: 'Prosegui' asks for a product; each product's controls wait for its tick.
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Selezionare almeno un prodotto da segnalare' }),
  ).toBeVisible();
  const item = page
    .locator('.complaint-product')
    .filter({ hasText: product?.description ?? '' })
    .first();
  await expect(item.getByLabel('Motivo')).toBeDisabled();
  await item.getByRole('checkbox').check();
  await expect(item.getByLabel('Motivo')).toBeEnabled();
  await item.getByLabel('Motivo').selectOption({ label: 'Prodotto danneggiato o confezione aperta' });
  await item.getByLabel('Quantità da segnalare').fill('1');
  // A reason that needs a photo, and none yet.
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(item.getByText('Allegare almeno una foto del prodotto')).toBeVisible();
  await item.getByLabel('Foto').setInputFiles({ name: 'confezione.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(item.getByRole('button', { name: 'Rimuovi confezione.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Prosegui' }).click();

  const send = page.getByRole('alertdialog', { name: 'Invia segnalazione' });
  await expect(send.getByLabel('Messaggio')).toBeFocused();
  await send.getByRole('button', { name: 'Invia' }).click();
  await expect(send.getByText('Inserire un messaggio per la segnalazione')).toBeVisible();
  await expect(send.getByText('Accettare le condizioni per inviare i file')).toBeVisible();
  await expectNoAxeViolations(page);
  await send.getByLabel('Messaggio').fill('La confezione è arrivata schiacciata e aperta.');
  await send.getByRole('checkbox').check();
  await send.getByRole('button', { name: 'Invia' }).click();

  const summary = page.getByRole('dialog', { name: 'Riepilogo segnalazione' });
  await expect(summary.getByText(order.publicOrderId)).toBeVisible();
  await expect(summary.getByText(CUSTOMER)).toBeVisible();
  await expect(summary.getByText(/Prodotto danneggiato o confezione aperta/)).toBeVisible();
  await expect(summary.getByText('1 foto', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await summary.getByRole('button', { name: 'OK' }).click();

  // Back on 'Ordini Online': this order offers no 'Segnala' any more.
  await expect(page).toHaveURL(/\/ordini\/precedenti$/);
  await hydrated(page);
  await expect(segnala(page, order)).toHaveCount(0);
  // The page of the complaint now shows what was reported.
  await page.goto(`/ordini/ordine/${order.orderId}/segnalazione`);
  await expect(page.getByRole('heading', { name: 'Riepilogo segnalazione' })).toBeVisible();
  await expect(page.getByText('È già stata inviata una segnalazione per questo ordine')).toBeVisible();
  await expect(page.getByText('La confezione è arrivata schiacciata e aperta.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A direct second complaint is refused, and the first stays as it was.
  const second = await page.request.post(`${API}/auth/orders/${order.orderId}/complaint`, {
    headers: await xsrf(page.context()),
    data: { action: 'GENERIC', message: 'Una seconda segnalazione' },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).error.message).toBe('È già stata inviata una segnalazione per questo ordine');
  const made = (await (await page.request.get(`${API}/auth/orders/${order.orderId}/complaint`)).json()).data;
  expect(made).toMatchObject({ action: 'PRODUCT', message: 'La confezione è arrivata schiacciata e aperta.' });
});

test('a generic complaint goes straight to the message and its summary', async ({ page }) => {
  await login(page);
  const [order] = await reportable(page);
  expect(order).toBeDefined();
  await page.goto('/ordini/precedenti');
  await hydrated(page);
  await segnala(page, order).click();
  await page
    .getByRole('dialog', { name: 'Segnala anomalia' })
    .getByRole('button', { name: /Segnalazione generica/ })
    .click();
  const send = page.getByRole('alertdialog', { name: 'Invia segnalazione' });
  // No photos, no conditions to accept.
  await expect(send.getByRole('checkbox')).toHaveCount(0);
  await send.getByLabel('Messaggio').fill('Il corriere è arrivato fuori dalla fascia oraria.');
  await send.getByRole('button', { name: 'Invia' }).click();
  const summary = page.getByRole('dialog', { name: 'Riepilogo segnalazione' });
  await expect(summary.getByText('Segnalazione generica')).toBeVisible();
  await expect(summary.getByText(order.publicOrderId)).toBeVisible();
  await summary.getByRole('button', { name: 'OK' }).click();
  await expect(segnala(page, order)).toHaveCount(0);
});
