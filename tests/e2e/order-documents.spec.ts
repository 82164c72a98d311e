// An order's documents (issue 17; spec orders §2 delivery-details page and document downloads): the print
// view of a delivered order with an invoice, its three PDFs downloaded through the page's links, printing
// on A4 without the shell, axe; another customer's order is not found. Customer of the demo seed that no
// other e2e file uses (generated customer id 8); mario's first order (id 1) for the ownership check.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { API, expectNoAxeViolations, loginAs } from './helpers.ts';

// The tests share the orders the seed gave this file's demo customer: one after another, in one worker.
test.describe.configure({ mode: 'default' });

const EMAIL = 'alessia.gallo4@example.it';
const MARIOS_ORDER = 1;

interface Details {
  orderId: number;
  publicOrderId: string;
  ddc: { code: string } | null;
  invoiceNumber: string | null;
  documents: { receipt: boolean; details: boolean; invoice: boolean };
  sections: Record<string, unknown[]>;
}

/** The customer's delivered order with an invoice, found through the API as the page's data. */
async function invoicedOrder(page: Page): Promise<Details> {
  const list = (await (await page.request.get(`${API}/auth/orders`)).json()).data as {
    orders: { orderId: number; orderStatus: string }[];
  };
  for (const o of list.orders.filter((x) => x.orderStatus === 'CONSEGNATO')) {
    const d = (await (await page.request.get(`${API}/auth/orders/${o.orderId}/delivery-details`)).json())
      .data as Details;
    if (d.documents.invoice) return d;
  }
  throw new Error('no delivered order with an invoice');
}

test.describe('delivery details and documents', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, EMAIL, '/ordini/precedenti');
    await expect(page).toHaveURL(/\/ordini\/precedenti$/);
  });

  test('shows the print view, downloads the three PDFs from its links, and passes axe', async ({ page }) => {
    const d = await invoicedOrder(page);
    await page.goto(`/ordini/${d.orderId}/dettagli-consegna`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dettagli consegna ordine n. ${d.publicOrderId}`);
    const data = page.getByRole('region', { name: 'Dati del documento' });
    await expect(data).toContainText(d.ddc?.code as string);
    await expect(data).toContainText(d.invoiceNumber as string);
    const items = page.getByRole('region', { name: 'Prodotti consegnati' });
    await expect(items.getByRole('columnheader', { name: 'Prezzo unitario' })).toBeVisible();
    expect(await items.getByRole('row').count()).toBeGreaterThan(1);
    // the demo order has a line for each section (seed orders-area.ts)
    for (const name of [
      'Prodotti sostitutivi',
      'Premi',
      'Prodotti in omaggio',
      'Prodotti reintegrati',
      'Prodotti non consegnati',
      'Cesti natalizi',
    ])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totali' })).toContainText('Totale pagato');

    const actions = page.getByRole('navigation', { name: 'Stampa e documenti' });
    for (const name of ['Ricevuta di consegna (PDF)', 'Dettaglio ordine (PDF)', 'Fattura (PDF)']) {
      const downloading = page.waitForEvent('download');
      await actions.getByRole('link', { name }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1'), name).toBe('%PDF-');
      expect(bytes.length, name).toBeGreaterThan(1024);
    }
    await expectNoAxeViolations(page);
    // on a phone the items table is a list of small cards, nothing wider than the screen
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('main')).toBeVisible();
    expect(
      await page.evaluate(() => document.querySelector('.dd')?.getBoundingClientRect().right ?? 999),
    ).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('prints on A4 without the shell around it', async ({ page }) => {
    const d = await invoicedOrder(page);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.goto(`/ordini/${d.orderId}/dettagli-consegna`);
    await page.getByRole('button', { name: 'Stampa i dettagli della consegna' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Stampa e documenti' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Codice' }).first()).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('answers 404 for another customer’s order, page and documents alike', async ({ page }) => {
    const res = await page.goto(`/ordini/${MARIOS_ORDER}/dettagli-consegna`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordine non trovato');
    for (const kind of ['receipt', 'details', 'invoice']) {
      const doc = await page.request.get(`${API}/auth/orders/${MARIOS_ORDER}/documents/${kind}`);
      expect(doc.status(), kind).toBe(404);
    }
  });
});
