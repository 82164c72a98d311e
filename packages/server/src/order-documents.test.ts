// An order's documents over the API (contracts order-documents.ts), on the demo data: the delivery details,
// the three PDFs (valid files that parse back and carry the order's number), the locker QR and the EAN
// image; and the ownership rule: mario asking for any document, print data or key of giulia's → 404.
import { inflateSync } from 'node:zlib';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorResponse, type OrderDocumentKind } from '@mercato/contracts';
import { orderDocuments as texts, slotsApi } from '@mercato/contracts/i18n/it';
import { DeliveryDetails } from '@mercato/contracts/order-documents';
import { orderItems, orders } from './db/schema/commerce.ts';
import { vatSummaryOf } from './services/order-documents/data.ts';
import type { Shop } from './shop.ts';
import { Client, testDatabases } from './test/databases.ts';

const DEMO_PASSWORD = 'Mercato2026!';
const MARIO = 1;
const GIULIA = 2;
const KINDS: OrderDocumentKind[] = ['receipt', 'details', 'invoice'];

/** WinAnsi codes that differ from Latin-1 and that the documents use. */
const WIN_ANSI: Record<number, string> = { 128: '€', 133: '…', 150: '–', 151: '—', 146: '’' };

/** The text a PDF shows: its content streams inflated, the hex strings of its text operators decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      out.push([...Buffer.from(t[1], 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(''));
    re.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}

describe.each(testDatabases())('order documents on $name', (database) => {
  let shop: Shop;
  let mario: Client;
  let giulia: Client;
  type OrderRow = typeof orders.$inferSelect;
  let invoiced: OrderRow;
  let open: OrderRow;
  let marioLocker: OrderRow;
  let giuliaOrders: OrderRow[];

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    mario = new Client(shop);
    giulia = new Client(shop, '192.0.2.2');
    expect((await mario.login('mario.rossi@example.it', DEMO_PASSWORD)).status).toBe(200);
    expect((await giulia.login('giulia.bianchi@example.it', DEMO_PASSWORD)).status).toBe(200);
    const mine = (where: ReturnType<typeof and>) => shop.db.select().from(orders).where(where).orderBy(asc(orders.id));
    [invoiced] = await mine(and(eq(orders.customerId, MARIO), isNotNull(orders.invoiceNumber)));
    [open] = await mine(and(eq(orders.customerId, MARIO), eq(orders.status, 'IN_LAVORAZIONE')));
    [marioLocker] = await mine(and(eq(orders.customerId, MARIO), isNotNull(orders.lockerKeys)));
    giuliaOrders = await mine(eq(orders.customerId, GIULIA));
    expect(invoiced && open && marioLocker && giuliaOrders.length > 0).toBeTruthy();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('answers the delivery details of a delivered order: table, sections, totals, documents', async () => {
    const res = await mario.call('GET', `/auth/orders/${invoiced.id}/delivery-details`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const d = DeliveryDetails.parse(((await res.json()) as { data: unknown }).data);
    expect(d.publicOrderId).toBe(invoiced.publicOrderId);
    expect(d.ddc?.code).toBe(invoiced.ddcCode);
    expect(d.invoiceNumber).toBe(invoiced.invoiceNumber);
    expect(d.documents).toEqual({ receipt: true, details: true, invoice: true });
    // the demo's undelivered line is not in the table (nor charged), the restocked one keeps its note
    expect(d.sections.undelivered).toHaveLength(1);
    expect(d.sections.undelivered[0].deliveredQuantity).toBe(0);
    expect(d.items.map((i) => i.code)).not.toContain(d.sections.undelivered[0].code);
    expect(d.sections.restocked[0]?.noteReintegro).toMatch(/Reintegrato/);
    expect(d.finalPrice).toBe(invoiced.totalAmountCents);
    expect(d.voucherDiscount).toBeGreaterThan(0);
    expect(d.billingAddress?.[0]).toBe('Mario Rossi');
    // the VAT summary adds up to what was paid
    expect(vatSummaryOf(d).reduce((s, v) => s + v.gross, 0)).toBe(d.finalPrice);
    for (const v of vatSummaryOf(d)) expect(v.taxable + v.tax).toBe(v.gross);
  });

  it.each(KINDS)('makes the %s as a real PDF download', async (kind) => {
    const res = await mario.call('GET', `/auth/orders/${invoiced.id}/documents/${kind}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1').trim()).toBe('%%EOF');
    expect(bytes.length).toBeGreaterThan(1024);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
    const number = kind === 'invoice' ? (invoiced.invoiceNumber as string) : invoiced.publicOrderId;
    expect(doc.getTitle()).toContain(number);
    const text = pdfText(bytes);
    expect(text).toContain(invoiced.publicOrderId);
    expect(text).toContain('€');
    const [line] = await shop.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, invoiced.id), isNull(orderItems.deliveredQuantity)))
      .orderBy(asc(orderItems.id))
      .limit(1);
    expect(text).toContain(line.productCode);
    if (kind === 'invoice') expect(text).toContain(texts.vatSummary);
    if (kind === 'receipt') expect(text).toContain(texts.sections.undelivered);
  });

  it('has no receipt before delivery, no invoice without one, no other kind: 404', async () => {
    const noInvoice = await shop.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, MARIO), eq(orders.status, 'CONSEGNATO'), isNull(orders.invoiceNumber)))
      .limit(1);
    const cases = [
      `/auth/orders/${open.id}/documents/receipt`,
      `/auth/orders/${open.id}/documents/invoice`,
      `/auth/orders/${noInvoice[0].id}/documents/invoice`,
      `/auth/orders/${invoiced.id}/documents/ddt`,
    ];
    for (const path of cases) {
      const res = await mario.call('GET', path);
      expect(res.status, path).toBe(404);
      const body = ApiErrorResponse.parse(await res.json());
      expect(body.error.message).toBe(texts.documentNotAvailable);
    }
    // the order details exist for an order still to deliver (what was ordered, no delivery document)
    const res = await mario.call('GET', `/auth/orders/${open.id}/documents/details`);
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(texts.finalPriceToPay);
    expect(text).toContain(texts.itemsCaptionOrdered);
  });

  it('gives mario nothing of giulia’s: every document, the print data and her keys are 404', async () => {
    const paths: string[] = [];
    for (const o of giuliaOrders) {
      paths.push(`/auth/orders/${o.id}/delivery-details`);
      for (const kind of KINDS) paths.push(`/auth/orders/${o.id}/documents/${kind}`);
      for (const k of o.lockerKeys ?? []) paths.push(`/qrcode/${k.lockerKeyEnc}`);
    }
    expect(paths.some((p) => p.startsWith('/qrcode/'))).toBe(true);
    for (const path of paths) {
      const res = await mario.call('GET', path);
      expect(res.status, path).toBe(404);
      const body = ApiErrorResponse.parse(await res.json());
      expect([slotsApi.orderNotFound, texts.lockerKeyNotFound]).toContain(body.error.message);
    }
    // the same call as a missing order
    const missing = await mario.call('GET', '/auth/orders/99999999/documents/details');
    expect(missing.status).toBe(404);
    // and giulia gets her own
    const own = await giulia.call('GET', `/auth/orders/${giuliaOrders[0].id}/documents/details`);
    expect(own.status).toBe(200);
  });

  it('asks a visitor to log in for documents and keys', async () => {
    const visitor = new Client(shop);
    expect((await visitor.call('GET', `/auth/orders/${invoiced.id}/documents/details`)).status).toBe(401);
    const key = marioLocker.lockerKeys?.[0]?.lockerKeyEnc as string;
    expect((await visitor.call('GET', `/qrcode/${key}`)).status).toBe(401);
  });

  it('draws the QR of a locker key of the customer’s order', async () => {
    for (const key of marioLocker.lockerKeys ?? []) {
      const res = await mario.call('GET', `/qrcode/${key.lockerKeyEnc}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^private/);
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(key.keyCode);
    }
    for (const bad of ['0'.repeat(32), 'not-a-key', 'x'.repeat(300)]) {
      const res = await mario.call('GET', `/qrcode/${bad}`);
      expect(res.status, bad).toBe(404);
    }
  });

  it('draws an EAN-13 for anyone; a bad code is a 400 in Italian', async () => {
    const visitor = new Client(shop);
    const res = await visitor.call('GET', '/barcode/ean/4006381333931');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(await res.text()).toContain('<title>Codice a barre 4006381333931</title>');
    for (const bad of ['4006381333932', '400638133393', '40063813339311', 'abcdefghijklm', '%20']) {
      const r = await visitor.call('GET', `/barcode/ean/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(ApiErrorResponse.parse(await r.json()).error.message).toBe(texts.eanInvalid);
    }
  });

  it('prints every section and survives long texts and characters Helvetica lacks', async () => {
    // A copy of the invoiced order with a line of every kind and 60 more, on mario's account.
    const [copy] = await shop.db
      .insert(orders)
      .values({
        ...invoiced,
        id: undefined,
        publicOrderId: `T${invoiced.publicOrderId}`,
        idempotencyKey: null,
        trolleyId: null,
      })
      .returning();
    const base = {
      orderId: copy.id,
      productCode: '100001',
      quantity: 2,
      unitPriceCents: 250,
      finalPriceCents: 500,
      vatPercent: 10,
    };
    await shop.db
      .insert(orderItems)
      .values([
        { ...base, description: `Panettone artigianale 漢字 😀 ${'molto lungo '.repeat(12)}` },
        { ...base, description: 'Pennette rigate', isSubstitute: true, substitutionDescription: 'Penne lisce' },
        { ...base, description: 'Tazza in omaggio', premium: true, finalPriceCents: 0 },
        { ...base, description: 'Campione di crema', freeItem: true, finalPriceCents: 0 },
        { ...base, description: 'Cesto Natale Deluxe', isCesto: true, vatPercent: 22 },
        { ...base, description: 'Latte intero', deliveredQuantity: 1, weightGrams: null },
        { ...base, description: 'Olio extravergine', restockNote: 'Confezione sostituita dal magazzino' },
        ...Array.from({ length: 60 }, (_, k) => ({ ...base, description: `Prodotto ${k}`, points: k % 3 })),
      ]);
    const res = await mario.call('GET', `/auth/orders/${copy.id}/delivery-details`);
    const d = DeliveryDetails.parse(((await res.json()) as { data: unknown }).data);
    expect(d.sections.substitutes.map((i) => i.substitutionDescription)).toEqual(['Penne lisce']);
    expect(d.sections.premiums.map((i) => i.description)).toEqual(['Tazza in omaggio']);
    expect(d.sections.freeItems.map((i) => i.description)).toEqual(['Campione di crema']);
    expect(d.sections.cesti.map((i) => i.description)).toEqual(['Cesto Natale Deluxe']);
    expect(d.sections.undelivered.map((i) => i.description)).toEqual(['Latte intero']);
    expect(d.sections.restocked.map((i) => i.noteReintegro)).toEqual(['Confezione sostituita dal magazzino']);
    // half delivered, half charged
    expect(d.items.find((i) => i.description === 'Latte intero')?.finalPrice).toBe(250);
    expect(d.items.map((i) => i.description)).not.toContain('Tazza in omaggio');
    for (const kind of KINDS) {
      const r = await mario.call('GET', `/auth/orders/${copy.id}/documents/${kind}`);
      expect(r.status).toBe(200);
      const bytes = new Uint8Array(await r.arrayBuffer());
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThan(1);
      const text = pdfText(bytes);
      expect(text).toContain(`Pagina 1 di ${doc.getPageCount()}`);
      if (kind !== 'invoice') for (const s of Object.values(texts.sections)) expect(text).toContain(s);
      expect(text).toMatch(/Panettone artigianale \?\? \?/);
    }
    await shop.db.delete(orders).where(eq(orders.id, copy.id));
  });
});
