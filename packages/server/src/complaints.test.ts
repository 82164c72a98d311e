// 'Segnala anomalia' through the API (services/complaints/): every §5 message, the quantity not above
// the delivered one, photos judged by their bytes and their size, one complaint per order (a retry of the
// same answers the same, another is refused and writes nothing), another customer's order is 404, the
// GENERIC complaint without products, and the summary.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  COMPLAINT_BODY_MAX_BYTES,
  COMPLAINT_PHOTO_MAX_BYTES,
  COMPLAINT_SUBMISSIONS_PER_CUSTOMER,
  COMPLAINT_SUBMISSIONS_WINDOW_MINUTES,
  ComplaintProducts,
  ComplaintSummary,
  type ComplaintRequest,
} from '@mercato/contracts/complaints';
import { apiErrors, complaints as texts, t, validation } from '@mercato/contracts/i18n/it';
import { rowsOf } from './db/client.ts';
import { orderItems, orders } from './db/schema/commerce.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { testDatabases } from './test/databases.ts';
import { product, type Shopper, shopper, slotWorld } from './test/slots.ts';

/** The smallest real PNG (1×1) and a PDF's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n').toString('base64');

let n = 0;
/** An order of `s` in `status` with two lines (3 ordered, 2 delivered; 1 ordered, all delivered). */
async function orderOf(shop: Shop, s: Shopper, status: 'CONSEGNATO' | 'IN_LAVORAZIONE' = 'CONSEGNATO') {
  const productId = await product(shop, `77${String(++n).padStart(4, '0')}`);
  const start = new Date('2026-05-01T08:00:00Z');
  const [o] = await shop.db
    .insert(orders)
    .values({
      publicOrderId: `R-${s.id}-${n}`,
      customerId: s.id,
      navigation: 'supermercato',
      status,
      orderInsertTime: new Date('2026-04-29T10:00:00Z'),
      deliveryMethod: 'COURIER',
      slotStartTime: start,
      slotEndTime: new Date(start.getTime() + 2 * 3600_000),
      deliveredAt: status === 'CONSEGNATO' ? new Date(start.getTime() + 3600_000) : null,
      paymentType: 'HOME',
      paymentStatus: 'PAGAMENTO EFFETTUATO',
      totalPriceCents: 2000,
      totalAmountCents: 2000,
    })
    .returning({ id: orders.id });
  const line = { orderId: o.id, unitPriceCents: 500, finalPriceCents: 500, vatPercent: 10 };
  const [a, b] = await shop.db
    .insert(orderItems)
    .values([
      { ...line, productId, productCode: 'A1', description: 'Latte intero 1 l', quantity: 3, deliveredQuantity: 2 },
      {
        ...line,
        productCode: 'B2',
        description: 'Yogurt bianco',
        quantity: 1,
        substitutionDescription: 'Yogurt greco',
      },
    ])
    .returning({ id: orderItems.id });
  return { orderId: o.id, milk: a.id, yogurt: b.id };
}

const post = (s: Shopper, orderId: number, json: unknown) =>
  s.client.call('POST', `/auth/orders/${orderId}/complaint`, { json, xsrf: true });

describe.each(testDatabases())('complaints on $name', (database) => {
  let shop: Shop;
  let mario: Shopper;
  let giulia: Shopper;
  const count = async (table: string) =>
    rowsOf<{ n: number }>(await shop.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

  let postcode: string;

  beforeAll(async () => {
    shop = await database.open();
    postcode = (await slotWorld(shop)).postcode;
  }, 60_000);
  // Customers of each test's own: their complaint submissions are counted (COMPLAINT_SUBMISSIONS_PER_CUSTOMER).
  beforeEach(async () => {
    mario = await shopper(shop, { postcode });
    giulia = await shopper(shop, { postcode });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the lines of a delivered order, with ordered and delivered quantities', async () => {
    const o = await orderOf(shop, mario);
    const page = await dataOf(
      await mario.client.call('GET', `/auth/orders/${o.orderId}/complaint/products`),
      ComplaintProducts,
    );
    expect(page.deliveryDate).toBe('2026-05-01');
    expect(page.products).toEqual([
      expect.objectContaining({ orderItemId: o.milk, orderedQuantity: 3, deliveredQuantity: 2 }),
      expect.objectContaining({ orderItemId: o.yogurt, deliveredQuantity: 1, substitutionDescription: 'Yogurt greco' }),
    ]);
  });

  it('answers every §5 message by field and writes nothing', async () => {
    const o = await orderOf(shop, mario);
    const before = await count('complaints');
    const bad: ComplaintRequest = {
      action: 'PRODUCT',
      message: '',
      products: [
        {
          orderItemId: o.milk,
          reason: 'OTHER',
          complaintQuantity: 3,
          descrizione: '',
          lotto: 'L'.repeat(21),
          scadenza: '31/02/2026',
          photos: [{ name: 'a.png', data: PNG }],
        },
        { orderItemId: o.yogurt, reason: 'DAMAGED', complaintQuantity: 1 },
      ],
    };
    const err = await errorOf(await post(mario, o.orderId, bad), 422);
    expect(Object.fromEntries((err.entityErrors ?? []).map((e) => [e.field, e.message]))).toEqual({
      message: 'Inserire un messaggio per la segnalazione',
      conditionsAccepted: validation.complaintConditionsRequired,
      'products.0.complaintQuantity': 'La quantità non può superare la quantità consegnata (2)',
      'products.0.descrizione': "Il campo 'Descrizione' è obbligatorio",
      'products.0.lotto': "Il campo 'Lotto' può contenere al massimo 20 caratteri",
      'products.0.scadenza': 'Data di scadenza errata',
      'products.1.photos': texts.photoRequired,
    });
    const long = await errorOf(
      await post(mario, o.orderId, { action: 'GENERIC', message: 'x'.repeat(513), products: [] }),
      422,
    );
    expect(long.entityErrors).toEqual([
      { field: 'message', message: "Il campo 'Messaggio' può contenere al massimo 512 caratteri" },
    ]);
    const none = await errorOf(await post(mario, o.orderId, { action: 'PRODUCT', message: 'Ciao', products: [] }), 422);
    expect(none.message).toBe(texts.productRequired);
    const noReason = await errorOf(
      await post(mario, o.orderId, {
        action: 'PRODUCT',
        message: 'Ciao',
        products: [{ orderItemId: o.yogurt, reason: '', complaintQuantity: 1 }],
      }),
      422,
    );
    expect(noReason.entityErrors).toEqual([{ field: 'products.0.reason', message: texts.reasonRequired }]);
    expect(await count('complaints')).toBe(before);
    expect((await shop.db.select().from(orders).where(eq(orders.id, o.orderId)))[0].complaintOpened).toBe(false);
  });

  it('refuses a quantity above the delivered one and a line of another order', async () => {
    const o = await orderOf(shop, mario);
    const other = await orderOf(shop, mario);
    const err = await errorOf(
      await post(mario, o.orderId, {
        action: 'PRODUCT',
        message: 'Mancano prodotti',
        products: [
          { orderItemId: o.milk, reason: 'MISSING', complaintQuantity: 3 },
          { orderItemId: other.yogurt, reason: 'MISSING', complaintQuantity: 1 },
        ],
      }),
      422,
    );
    expect(err.entityErrors).toEqual([
      { field: 'products.0.complaintQuantity', message: 'La quantità non può superare la quantità consegnata (2)' },
      { field: 'products.1.orderItemId', message: texts.productNotInOrder },
    ]);
  });

  it('judges a photo by its bytes: a PDF named .jpg is refused, so is one too big', async () => {
    const o = await orderOf(shop, mario);
    const withPhoto = (name: string, data: string) => ({
      action: 'PRODUCT',
      message: 'Confezione rotta',
      conditionsAccepted: true,
      products: [{ orderItemId: o.milk, reason: 'DAMAGED', complaintQuantity: 1, photos: [{ name, data }] }],
    });
    const pdf = await errorOf(await post(mario, o.orderId, withPhoto('foto.jpg', PDF)), 422);
    expect(pdf.entityErrors).toEqual([
      {
        field: 'products.0.photos.0',
        message: t(validation.uploadFormat, { formats: 'jpg, jpeg, png, webp, heic' }),
      },
    ]);
    const big = Buffer.alloc(COMPLAINT_PHOTO_MAX_BYTES + 1);
    Buffer.from(PNG, 'base64').copy(big);
    const tooBig = await errorOf(await post(mario, o.orderId, withPhoto('grande.png', big.toString('base64'))), 422);
    expect(tooBig.entityErrors).toEqual([
      { field: 'products.0.photos.0', message: 'Il file supera la dimensione massima di 5 MB' },
    ]);
    expect(await count('complaint_photos')).toBe(0);
    // The conditions must be accepted when photos are sent.
    const conditions = await errorOf(
      await post(mario, o.orderId, { ...withPhoto('foto.png', PNG), conditionsAccepted: false }),
      422,
    );
    expect(conditions.entityErrors).toEqual([
      { field: 'conditionsAccepted', message: validation.complaintConditionsRequired },
    ]);
  });

  it('has a body limit of its own, sized for its photos, still a limit', async () => {
    const o = await orderOf(shop, mario);
    const res = await mario.client.call('POST', `/auth/orders/${o.orderId}/complaint`, {
      body: JSON.stringify({ action: 'GENERIC', message: 'x'.repeat(COMPLAINT_BODY_MAX_BYTES) }),
      headers: { 'content-type': 'application/json' },
      xsrf: true,
    });
    expect((await errorOf(res, 413)).message).toBe(apiErrors.bodyTooLarge);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row.complaintOpened).toBe(false);
  });

  /** A POST of the complaint whose body is a stream that records whether the server read any of it. */
  async function streamedPost(s: Shopper, orderId: number, chunks = 1) {
    const state = { pulled: false };
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          state.pulled = true;
          if (sent++ < chunks) controller.enqueue(new TextEncoder().encode(' '.repeat(1024 * 1024)));
          else {
            controller.enqueue(new TextEncoder().encode(JSON.stringify({ action: 'GENERIC', message: 'Ciao' })));
            controller.close();
          }
        },
      },
      { highWaterMark: 0 },
    );
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      cookie: [...s.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': s.client.cookies.get('XSRF-TOKEN') as string,
    };
    const res = await shop.app.fetch(
      new Request(`http://localhost:4321/commerce/resources/auth/orders/${orderId}/complaint`, {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit),
      { clientAddress: s.client.clientAddress },
    );
    return { res, state };
  }

  it('checks the order and its owner before reading the body', async () => {
    const theirs = await orderOf(shop, giulia);
    const notYet = await orderOf(shop, mario, 'IN_LAVORAZIONE');
    for (const [orderId, status] of [
      [theirs.orderId, 404],
      [99_999_999, 404],
      [notYet.orderId, 409],
    ]) {
      const { res, state } = await streamedPost(mario, orderId);
      await errorOf(res, status);
      expect(state.pulled, `order ${orderId}`).toBe(false);
    }
    // A body over the limit is cut once it passes it, even without a Content-Length.
    const mine = await orderOf(shop, mario);
    const { res, state } = await streamedPost(
      mario,
      mine.orderId,
      Math.ceil(COMPLAINT_BODY_MAX_BYTES / 1024 / 1024) + 1,
    );
    expect((await errorOf(res, 413)).message).toBe(apiErrors.bodyTooLarge);
    expect(state.pulled).toBe(true);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(row.complaintOpened).toBe(false);
  });

  it(`takes at most ${COMPLAINT_SUBMISSIONS_PER_CUSTOMER} complaint submissions a customer in ${COMPLAINT_SUBMISSIONS_WINDOW_MINUTES} minutes, then 429 unread`, async () => {
    const anna = await shopper(shop, { postcode });
    const o = await orderOf(shop, anna);
    const before = await count('complaints');
    // Each refused by the form's rules (no message), each counted.
    for (let i = 0; i < COMPLAINT_SUBMISSIONS_PER_CUSTOMER; i++)
      await errorOf(await post(anna, o.orderId, { action: 'GENERIC', message: '' }), 422);
    const { res, state } = await streamedPost(anna, o.orderId);
    const err = await errorOf(res, 429);
    expect(err.message).toBe(t(texts.tooManySubmissions, { minutes: COMPLAINT_SUBMISSIONS_WINDOW_MINUTES }));
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan((COMPLAINT_SUBMISSIONS_WINDOW_MINUTES - 1) * 60);
    expect(state.pulled).toBe(false);
    expect(await count('complaints')).toBe(before);
    // Another customer is not affected.
    const other = await orderOf(shop, giulia);
    await errorOf(await post(giulia, other.orderId, { action: 'GENERIC', message: '' }), 422);
  });

  it('makes one complaint per order: a retry answers the same, another is refused', async () => {
    const o = await orderOf(shop, mario);
    const request = {
      action: 'PRODUCT',
      message: 'Il latte era scaduto',
      conditionsAccepted: true,
      products: [
        {
          orderItemId: o.milk,
          reason: 'EXPIRED',
          complaintQuantity: 2,
          lotto: 'L2604',
          scadenza: '20/04/2026',
          photos: [{ name: 'latte.png', data: PNG }],
        },
      ],
    };
    const made = await dataOf(await post(mario, o.orderId, request), ComplaintSummary);
    expect(made).toMatchObject({
      orderId: o.orderId,
      orderPublicId: expect.stringMatching(/^R-/),
      deliveryDate: '2026-05-01',
      action: 'PRODUCT',
      message: 'Il latte era scaduto',
      products: [
        {
          orderItemId: o.milk,
          description: 'Latte intero 1 l',
          reason: 'EXPIRED',
          complaintQuantity: 2,
          lotto: 'L2604',
          scadenza: '20/04/2026',
          imageNames: ['latte.png'],
        },
      ],
    });
    expect(made.email).toMatch(/@example\.it$/);
    const [photo] = rowsOf<{ content_type: string; size_bytes: number; data: Uint8Array }>(
      await shop.db.execute(sql`select content_type, size_bytes, data from complaint_photos`),
    );
    expect(photo.content_type).toBe('image/png');
    expect(Buffer.from(photo.data).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    // The retry of the same submission: the same answer, nothing more written.
    const again = await dataOf(await post(mario, o.orderId, request), ComplaintSummary);
    expect(again).toEqual(made);
    const complaintsBefore = await count('complaints');
    const productsBefore = await count('complaint_products');
    // A different second complaint: 409, nothing written.
    const second = await errorOf(
      await post(mario, o.orderId, { action: 'GENERIC', message: 'Anche il corriere era in ritardo' }),
      409,
    );
    expect(second.message).toBe(texts.alreadyReported);
    expect([await count('complaints'), await count('complaint_products')]).toEqual([complaintsBefore, productsBefore]);
    // The order card no longer offers 'Segnala'; the summary is there for its owner.
    const card = await (await mario.client.call('GET', `/auth/orders/${o.orderId}`)).json();
    expect(card.data.complaintEnabled).toBe(false);
    expect(
      await dataOf(await mario.client.call('GET', `/auth/orders/${o.orderId}/complaint`), ComplaintSummary),
    ).toEqual(made);
  });

  it('a double click sends one complaint: both answers are the same one', async () => {
    const o = await orderOf(shop, mario);
    const request = { action: 'GENERIC', message: 'Sacchetti bagnati' };
    const before = await count('complaints');
    const answers = await Promise.all([post(mario, o.orderId, request), post(mario, o.orderId, request)]);
    const [a, b] = await Promise.all(answers.map((res) => dataOf(res, ComplaintSummary)));
    expect(a.complaintId).toBe(b.complaintId);
    expect(await count('complaints')).toBe(before + 1);
    // Two different complaints at once: one is made, the other refused.
    const other = await orderOf(shop, mario);
    const statuses = (
      await Promise.all([
        post(mario, other.orderId, { action: 'GENERIC', message: 'Primo' }),
        post(mario, other.orderId, { action: 'GENERIC', message: 'Secondo' }),
      ])
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('takes a GENERIC complaint without products', async () => {
    const o = await orderOf(shop, mario);
    const made = await dataOf(
      await post(mario, o.orderId, { action: 'GENERIC', message: 'Il corriere è arrivato fuori orario' }),
      ComplaintSummary,
    );
    expect(made).toMatchObject({ action: 'GENERIC', products: [], message: 'Il corriere è arrivato fuori orario' });
  });

  it('refuses an order not delivered yet', async () => {
    const o = await orderOf(shop, mario, 'IN_LAVORAZIONE');
    const err = await errorOf(await post(mario, o.orderId, { action: 'GENERIC', message: 'Ciao' }), 409);
    expect(err.message).toBe(texts.notDeliveredOrder);
    await errorOf(await mario.client.call('GET', `/auth/orders/${o.orderId}/complaint/products`), 409);
  });

  it("answers 404 for another customer's order, as for a missing one, on every complaint route", async () => {
    const theirs = await orderOf(shop, giulia);
    await dataOf(
      await post(giulia, theirs.orderId, { action: 'GENERIC', message: 'Sacchetto rotto' }),
      ComplaintSummary,
    );
    const mine = await orderOf(shop, mario);
    const before = await count('complaints');
    for (const orderId of [theirs.orderId, 99_999_999]) {
      expect((await errorOf(await post(mario, orderId, { action: 'GENERIC', message: 'Ciao' }), 404)).message).toBe(
        texts.orderNotFound,
      );
      await errorOf(await mario.client.call('GET', `/auth/orders/${orderId}/complaint`), 404);
      await errorOf(await mario.client.call('GET', `/auth/orders/${orderId}/complaint/products`), 404);
    }
    // giulia's line in mario's complaint is not a line of his order.
    const err = await errorOf(
      await post(mario, mine.orderId, {
        action: 'PRODUCT',
        message: 'Ciao',
        products: [{ orderItemId: theirs.milk, reason: 'MISSING', complaintQuantity: 1 }],
      }),
      422,
    );
    expect(err.entityErrors?.[0]).toEqual({ field: 'products.0.orderItemId', message: texts.productNotInOrder });
    expect(await count('complaints')).toBe(before);
    // No complaint on this order of his: the summary is 404 too, with its own text.
    expect((await errorOf(await mario.client.call('GET', `/auth/orders/${mine.orderId}/complaint`), 404)).message).toBe(
      texts.noComplaint,
    );
  });
});
