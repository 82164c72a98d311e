// Issue 17, the orders list, the order detail with the star rating, and the reorder page (spec orders §2
// Orders, §6, §9), in Chromium on the built site, as the demo customer 6 (federica.romano2) whose seeded
// orders cover every state: the cards with their facts, footnotes, pager and actions; a delivered order's
// detail, a product rated with the mouse and with the keyboard and still rated after a reload; 'Aggiungi
// tutti' adding the past order's available products to the trolley; axe on the three pages.
import { expect, type Page, test } from '@playwright/test';
import type { OrderPage } from '@mercato/contracts/checkout';
import type { LastPurchased, OrderDetail } from '@mercato/contracts/orders';
import { API, axeAtBothWidths, emptyTrolley, expectNoAxeViolations, hydrated, loginAs } from './helpers.ts';

// The tests share the orders the seed gave this file's demo customer: one after another, in one worker.
test.describe.configure({ mode: 'default' });

const FEDERICA = 'federica.romano2@example.it';

async function orders(page: Page): Promise<OrderPage['orders']> {
  const all: OrderPage['orders'] = [];
  for (let n = 1; ; n++) {
    const res = await page.request.get(`${API}/auth/orders?page=${n}`);
    const body = (await res.json()).data as OrderPage;
    all.push(...body.orders);
    if (n >= body.pages) return all;
  }
}

const detailOf = async (page: Page, orderId: number): Promise<OrderDetail> =>
  (await (await page.request.get(`${API}/auth/orders/${orderId}/detail`)).json()).data as OrderDetail;

test.describe('orders list, detail and reorder', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, FEDERICA, '/ordini/precedenti');
    await expect(page).toHaveURL(/\/ordini\/precedenti$/);
  });

  test("'Ordini Online': cards, footnotes, pager and actions", async ({ page }) => {
    const all = await orders(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ordini Online' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(10, all.length));
    // the payment-suspended order: 'ATTENZIONE'
    const suspended = all.find((o) => o.paymentRecoveryStatus === 'SUSPENDED');
    expect(suspended).toBeTruthy();
    const suspendedCard = page.getByRole('article', { name: `Ordine n. ${suspended?.publicOrderId}` });
    await expect(suspendedCard.getByRole('note')).toContainText('ATTENZIONE');
    await expect(suspendedCard).toContainText('PAGAMENTO SOSPESO');
    // the linked order: '*' on its total and the footnote; '**' for courier deliveries only (issue 33 point 13)
    const linked = all.find((o) => o.linkedToOrderId !== null);
    expect(linked).toBeTruthy();
    await expect(page.getByRole('article', { name: `Ordine n. ${linked?.publicOrderId}` })).toContainText(/€ \*/);
    await expect(
      page.getByText('* Le spese di consegna potrebbero non essere addebitate per gli ordini collegati'),
    ).toBeVisible();
    const shown = all.slice(0, 10);
    for (const o of shown.filter((x) => x.deliveryMethod !== 'STORE')) {
      const c = page.getByRole('article', { name: `Ordine n. ${o.publicOrderId}` });
      if (o.deliveryMethod === 'COURIER') await expect(c).toContainText('**');
      else await expect(c).not.toContainText('**');
    }
    expect(
      shown.some((o) => o.deliveryMethod === null),
      'a home delivery by our own vans',
    ).toBe(true);
    await expect(page.getByText('** Data di consegna stimata')).toHaveCount(
      shown.some((o) => o.deliveryMethod === 'COURIER') ? 1 : 0,
    );
    // a delivered order: details and repurchase links
    const delivered = all.find((o) => o.orderStatus === 'CONSEGNATO' && o.complaintEnabled) as (typeof all)[number];
    const card = page.getByRole('article', { name: `Ordine n. ${delivered.publicOrderId}` });
    await expect(card).toContainText('Consegnato');
    await expect(card.getByRole('link', { name: /^Dettagli/ })).toHaveAttribute(
      'href',
      `/ordini/ordine/${delivered.orderId}`,
    );
    await expect(card.getByRole('link', { name: /^Riacquista Prodotti/ })).toHaveAttribute(
      'href',
      `/riordina/${delivered.orderId}/${delivered.publicOrderId}`,
    );
    // the edit action is an island on an editable card only; none on a cancelled one
    const editable = all.find((o) => o.orderAction !== 'NO_ACTION' && all.indexOf(o) < 10);
    if (editable)
      await expect(
        page.getByRole('article', { name: `Ordine n. ${editable.publicOrderId}` }).locator('astro-island'),
      ).not.toHaveCount(0);
    const cancelled = all.find((o) => o.orderStatus === 'ANNULLATO' && all.indexOf(o) < 10);
    if (cancelled)
      await expect(
        page.getByRole('article', { name: `Ordine n. ${cancelled.publicOrderId}` }).locator('astro-island'),
      ).toHaveCount(0);
    // the pager (11 orders: two pages)
    if (all.length > 10) {
      const pager = page.getByRole('navigation', { name: 'Pagine degli ordini' });
      await pager.getByRole('link', { name: /2/ }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByRole('article')).toHaveCount(all.length - 10);
      await page.goBack();
    }
    await hydrated(page);
    await expectNoAxeViolations(page);
  });

  test('the detail of a delivered order; a product rated stays rated after a reload', async ({ page }) => {
    const all = await orders(page);
    const delivered = all.find((o) => o.orderStatus === 'CONSEGNATO' && o.complaintEnabled) as (typeof all)[number];
    const before = await detailOf(page, delivered.orderId);
    await page
      .getByRole('article', { name: `Ordine n. ${delivered.publicOrderId}` })
      .getByRole('link', { name: /^Dettagli/ })
      .click();
    await expect(page).toHaveURL(`/ordini/ordine/${delivered.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${delivered.publicOrderId}` })).toBeVisible();
    const items = page.locator('.ov-item');
    await expect(items).toHaveCount(before.items.length);
    await expect(items.first()).toContainText(before.items[0].computedDescription);
    // the summary and the documents (this order has an invoice)
    const summary = page.getByRole('region', { name: 'Riepilogo' });
    await expect(summary).toContainText('Consegnato');
    await expect(summary).toContainText('Subtotale prodotti');
    await expect(summary).toContainText('Indirizzo di fatturazione');
    const documents = page.getByRole('region', { name: 'Documenti' });
    await expect(documents.getByRole('link', { name: 'Ricevuta di consegna (PDF)' })).toHaveAttribute(
      'href',
      `${API}/auth/orders/${delivered.orderId}/documents/receipt`,
    );
    await expect(documents.getByRole('link', { name: 'Fattura (PDF)' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'Dettagli di consegna da stampare' })).toHaveAttribute(
      'href',
      `/ordini/${delivered.orderId}/dettagli-consegna`,
    );
    await expect(page.getByRole('link', { name: /^Riacquista Prodotti/ })).toBeVisible();
    await hydrated(page);

    // a line not delivered says so and has no stars
    const gone = before.items.find((i) => i.deliveredQuantity === 0);
    if (gone) {
      const line = items.filter({ hasText: gone.computedDescription });
      await expect(line).toContainText('Non consegnato: non addebitato');
      await expect(line.getByRole('radio')).toHaveCount(0);
    }
    // rate a delivered product with the mouse: 4 stars
    const rated = before.items.find((i) => i.deliveredQuantity !== 0) as (typeof before.items)[number];
    const product = rated.computedDescription;
    const group = page.getByRole('group', { name: `Il tuo voto per ${product}` });
    // (the star is the radio's label: what a shopper clicks)
    await group.locator('label').filter({ hasText: '4 stelle su 5' }).click();
    await expect(group.getByRole('status')).toHaveText('Voto salvato');
    await page.reload();
    await hydrated(page);
    const again = page.getByRole('group', { name: `Il tuo voto per ${product}` });
    await expect(again.getByRole('radio', { name: '4 stelle su 5' })).toBeChecked();
    // and with the keyboard: one more star
    await again.getByRole('radio', { name: '4 stelle su 5' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(again.getByRole('status')).toHaveText('Voto salvato');
    await expect(again.getByRole('radio', { name: '5 stelle su 5' })).toBeChecked();
    expect((await detailOf(page, delivered.orderId)).items.find((i) => i.itemId === rated.itemId)?.vote).toBe(5);
    await expectNoAxeViolations(page);
  });

  test('a linked order costs no delivery; a locker pickup shows its keys; an open order has no stars', async ({
    page,
  }) => {
    const all = await orders(page);
    const linked = all.find((o) => o.linkedToOrderId !== null) as (typeof all)[number];
    await page.goto(`/ordini/ordine/${linked.orderId}`);
    await expect(page.getByRole('region', { name: 'Riepilogo' })).toContainText('Gratuito');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Documenti' })).toHaveCount(0);
    const locker = all.find((o) => o.navigation === 'drive' && o.orderStatus === 'IN_CONSEGNA');
    if (locker) {
      const d = await detailOf(page, locker.orderId);
      await page.goto(`/ordini/ordine/${locker.orderId}`);
      const keys = page.getByRole('region', { name: 'Ritiro negli armadietti' });
      for (const k of d.lockerKeys) {
        await expect(keys).toContainText(`Codice: ${k.keyCode}`);
        await expect(
          keys.getByRole('img', { name: `QR code per aprire ${k.locker}, codice ${k.keyCode}` }),
        ).toHaveAttribute('src', `${API}/qrcode/${k.lockerKeyEnc}`);
      }
    }
  });

  test("another customer's order, or a reorder link whose numbers do not match, is the 404 page", async ({ page }) => {
    const all = await orders(page);
    const mine = all[0];
    const other = all[1];
    for (const path of [
      '/ordini/ordine/1',
      '/ordini/ordine/99999999',
      `/riordina/${mine.orderId}/${other.publicOrderId}`,
      '/riordina/1/4100037',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByText('Ordine non trovato').first()).toBeVisible();
    }
  });

  test("'Ultimi acquisti' from the account menu: most bought first, with the last order; 'Aggiungi tutti'", async ({
    page,
  }) => {
    await emptyTrolley(page);
    const bought = (await (await page.request.get(`${API}/auth/orders/last-purchased`)).json()).data as LastPurchased;
    expect(bought.length).toBeGreaterThan(1);
    await page.goto('/account/dashboard');
    await page.getByRole('link', { name: 'Ultimi acquisti' }).click();
    await expect(page).toHaveURL('/acquisti/ultimi-acquisti');
    await expect(page.getByRole('heading', { level: 1, name: 'Ultimi acquisti' })).toBeVisible();
    const items = page.locator('.last-purchased__item');
    expect(await items.count()).toBeGreaterThan(0);
    // The most bought first, each tile saying how often and the last order's quantity.
    const first = bought[0];
    await expect(items.first().locator('.last-purchased__meta')).toContainText(
      first.timesBought === 1 ? 'Acquistato 1 volta' : `Acquistato ${first.timesBought} volte`,
    );
    await expect(items.first().locator('.last-purchased__meta')).toContainText(`quantità ${first.lastQuantity}`);
    await hydrated(page);
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Aggiungi tutti' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Prodotti aggiunti al carrello|Alcuni prodotti/ }),
    ).toBeVisible();
    const trolley = (await (await page.request.get(`${API}/auth/trolley`)).json()).data as { items: unknown[] };
    expect(trolley.items.length).toBeGreaterThan(0);
    await emptyTrolley(page);
  });

  test("reorder: 'Aggiungi tutti' adds the past order's available products to the trolley", async ({ page }) => {
    await emptyTrolley(page);
    const all = await orders(page);
    const delivered = all.find((o) => o.orderStatus === 'CONSEGNATO' && o.complaintEnabled) as (typeof all)[number];
    await page.goto(`/ordini/ordine/${delivered.orderId}`);
    await page.getByRole('link', { name: /^Riacquista Prodotti/ }).click();
    await expect(page).toHaveURL(`/riordina/${delivered.orderId}/${delivered.publicOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Riacquista prodotti' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Vai al dettaglio dell'ordine" })).toHaveAttribute(
      'href',
      `/ordini/ordine/${delivered.orderId}`,
    );
    const available = await page.locator('.ov-state--available').count();
    expect(available).toBeGreaterThan(0);
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Aggiungi tutti' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Prodotti aggiunti al carrello|Alcuni prodotti/ }),
    ).toBeVisible();
    const trolley = (await (await page.request.get(`${API}/auth/trolley`)).json()).data as {
      items: { productId: number }[];
      itemsCount: number;
    };
    const d = await detailOf(page, delivered.orderId);
    const ordered = new Set(d.items.map((i) => i.productId));
    expect(trolley.items.length).toBeGreaterThan(0);
    expect(trolley.items.every((i) => ordered.has(i.productId))).toBe(true);
    // every line shown as available is now in the trolley, or the page says why it is not (orders §8)
    const inTrolley = new Set(trolley.items.map((i) => i.productId));
    const outcome = (await page.locator('.ov-reorder-add__outcome').innerText()).toLowerCase();
    const availableLines = page.locator('.ov-item').filter({ has: page.locator('.ov-state--available') });
    for (const line of await availableLines.all()) {
      const id = Number(await line.getAttribute('data-product-id'));
      const name = (await line.locator('.ov-item__name').innerText()).trim().toLowerCase();
      expect(inTrolley.has(id) || outcome.includes(name.split(' ')[0]), name).toBe(true);
    }
    // the header's badge follows the trolley store
    await expect(page.locator('.site-header__trolley .ft-count')).toHaveText(String(trolley.itemsCount));
    await emptyTrolley(page);
  });
});
