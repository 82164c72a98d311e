// The trolley API as a caller sees it (spec shell §6, §7, §8; orders §3, §8), on PGlite in memory and
// (DATABASE_URL_TEST) on PostgreSQL: roles, XSRF, add / change / remove / empty, totals in cents with
// 3x2 and percentage promotions, exceptions as data, readonly lines, concurrency and idempotency keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { HasMxNProducts, ProductConstraintsInfo, Trolley } from '@mercato/contracts';
import { categories, products, promotions, stores } from './db/schema/catalogue.ts';
import { trolleyIdempotencyKeys, trolleyItems, trolleys } from './db/schema/commerce.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';
import { dataOf, errorOf } from './test/answers.ts';

const trolleyOf = (res: Response) => dataOf(res, Trolley);

const PROMPT_TITLE = "Vuoi effettuare l'accesso?";
const PROMPT = "Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.";
const IN_PROGRESS = 'Operazione già avviata, aspettare il completamento e riprovare.';
const READONLY = 'Questo articolo non può essere modificato o rimosso dal carrello.';

interface Catalogue {
  /** 2.50 €, 3x2. */
  pasta: number;
  /** 4.00 €, -25%. */
  olio: number;
  /** 1.99 €, no promotion. */
  latte: number;
  /** 3.00 €, at most 5 per trolley. */
  caffe: number;
  /** 2.00 €, 3 in stock. */
  fragole: number;
  outOfStock: number;
  inactive: number;
  /** A prize (premium product). */
  premio: number;
  /** 5.00 €, -20% for Fìdaty card holders only. */
  vino: number;
  /** pharma catalogue. */
  crema: number;
  /** 48 hours of preparation. */
  torta: number;
}

async function buildCatalogue(shop: Shop): Promise<Catalogue> {
  const db = shop.db;
  const [dep] = await db
    .insert(categories)
    .values({ name: 'Dispensa', slug: 'dispensa', level: 1, catalogue: 'grocery' })
    .returning({ id: categories.id });
  const [cat] = await db
    .insert(categories)
    .values({ name: 'Pasta', slug: 'pasta', level: 2, parentId: dep.id, catalogue: 'grocery' })
    .returning({ id: categories.id });
  const [pcat] = await db
    .insert(categories)
    .values({ name: 'Creme', slug: 'creme', level: 1, catalogue: 'pharma' })
    .returning({ id: categories.id });
  let code = 200000;
  const product = async (description: string, priceCents: number, over: Partial<typeof products.$inferInsert> = {}) =>
    (
      await db
        .insert(products)
        .values({
          code: String(code++),
          description,
          brand: 'Prova',
          label: '500 g',
          categoryId: cat.id,
          catalogue: 'grocery',
          priceCents,
          unitPriceCents: priceCents * 2,
          unitOfMeasure: 'kg',
          netQuantity: 500,
          vatPercent: 4,
          imagePath: `/images/products/${code}.svg`,
          createdAt: new Date(),
          ...over,
        } as typeof products.$inferInsert)
        .returning({ id: products.id })
    )[0].id;
  const c: Catalogue = {
    pasta: await product('Spaghetti n.5', 250),
    olio: await product('Olio extravergine', 400),
    latte: await product('Latte intero', 199),
    caffe: await product('Caffè macinato', 300, { maxPurchasableQuantity: 5 }),
    fragole: await product('Fragole', 200, { availableQuantity: 3 }),
    outOfStock: await product('Pesche', 300, { outOfStock: true }),
    inactive: await product('Prodotto ritirato', 300, { active: false }),
    premio: await product('Tazza premio', 100, { premium: true }),
    vino: await product('Vino rosso', 500),
    torta: await product('Torta di compleanno', 2500, { preparationHours: 48 }),
    crema: await product('Crema solare', 1200, { catalogue: 'pharma', categoryId: pcat.id, pharmacy: true }),
  };
  const store = (navigation: 'supermercato' | 'pharma', catalogue: 'grocery' | 'pharma') => ({
    navigation,
    storeRef: navigation,
    code: navigation,
    path: `/${navigation}`,
    name: navigation,
    label: navigation,
    navigationRouteName: 'store.home',
    catalogue,
  });
  await db.insert(stores).values([store('supermercato', 'grocery'), store('pharma', 'pharma')]);
  const now = Date.now();
  const period = { startsAt: new Date(now - 86_400_000), endsAt: new Date(now + 86_400_000) };
  await db.insert(promotions).values([
    {
      code: 'P3X2',
      productId: c.pasta,
      type: 'MXN',
      m: 3,
      n: 2,
      label: '3x2',
      description: 'Prendi 3 paghi 2',
      ...period,
    },
    {
      code: 'P25',
      productId: c.olio,
      type: 'PERCENTAGE',
      percent: 25,
      label: '-25%',
      description: 'Sconto 25%',
      ...period,
    },
    {
      code: 'PCARD',
      productId: c.vino,
      type: 'PERCENTAGE',
      percent: 20,
      label: '-20%',
      description: 'Sconto Fìdaty',
      fidatyOnly: true,
      ...period,
    },
    // Expired and future promotions never apply.
    {
      code: 'POLD',
      productId: c.latte,
      type: 'PERCENTAGE',
      percent: 50,
      label: '-50%',
      description: 'Scaduta',
      startsAt: new Date(now - 10 * 86_400_000),
      endsAt: new Date(now - 86_400_000),
    },
    {
      code: 'PNEW',
      productId: c.latte,
      type: 'MXN',
      m: 2,
      n: 1,
      label: '2x1',
      description: 'Futura',
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 2 * 86_400_000),
    },
  ]);
  return c;
}

describe.each(testDatabases())('trolley API on $name', (database) => {
  let shop: Shop;
  let c: Catalogue;

  /** A browser holding a session of the given kind (cookies as the server would set them). */
  async function browserWith(
    kind: 'powerGuest' | 'freeVisit',
    site: 'supermercato' | 'pharma' = 'supermercato',
  ): Promise<Client> {
    const s = await shop.services.sessions.create({ kind, site: kind === 'powerGuest' ? site : null });
    const b = new Client(shop);
    b.cookies.set('MERCATO_SESSION', s.id);
    b.cookies.set('XSRF-TOKEN', s.xsrfToken);
    return b;
  }
  const add = (b: Client, json: unknown, headers: Record<string, string> = {}) =>
    b.call('POST', '/auth/trolley/item', { json, xsrf: true, headers });

  beforeAll(async () => {
    shop = await database.open();
    c = await buildCatalogue(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('who may use the trolley', () => {
    it('refuses free visitors (with or without a session) with the login prompt, whatever the call', async () => {
      const free = await browserWith('freeVisit');
      for (const [method, path, json] of [
        ['POST', '/auth/trolley/item', { productId: c.pasta, quantity: 1 }],
        ['GET', '/auth/trolley', undefined],
        ['DELETE', '/auth/trolley', undefined],
        ['POST', '/auth/massiveAddToTrolley/add', { [c.pasta]: 1 }],
      ] as const) {
        const e = await errorOf(await free.call(method, path, { json, xsrf: true }), 403);
        expect(e).toEqual({ code: '403', type: 'CONFIRM', title: PROMPT_TITLE, message: PROMPT });
      }
      const nobody = new Client(shop);
      expect(
        await errorOf(
          await nobody.call('POST', '/auth/trolley/item', { json: { productId: c.pasta, quantity: 1 } }),
          403,
        ),
      ).toMatchObject({ title: PROMPT_TITLE, message: PROMPT });
      expect(await shop.db.$count(trolleys)).toBe(0);
    });

    it("a shopper whose session ended is told 'Sessione scaduta: login necessaria...', not the free visitor's prompt", async () => {
      const anna = await createCustomer(shop);
      const logged = new Client(shop);
      expect((await logged.login(anna.email, TEST_PASSWORD)).status).toBe(200);
      const guest = await browserWith('powerGuest');
      // The server ends both sessions (expired, or ended by the shop); the browsers keep their cookies.
      for (const b of [logged, guest]) await shop.services.sessions.destroy(b.cookies.get('MERCATO_SESSION'));
      for (const b of [logged, guest]) {
        for (const [method, path, json] of [
          ['POST', '/auth/trolley/item', { productId: c.pasta, quantity: 1 }],
          ['GET', '/auth/trolley', undefined],
          ['GET', '/auth/checkout', undefined],
          ['POST', '/auth/checkout/confirm', { idempotencyKey: 'k', version: 0 }],
        ] as const) {
          const e = await errorOf(await b.call(method, path, { json, xsrf: true }), 401);
          expect([path, e.message]).toEqual([path, 'Sessione scaduta: login necessaria...']);
        }
      }
      // A cookie that never named a session is a free visitor's: the login prompt, as before.
      const stranger = new Client(shop);
      stranger.cookies.set('MERCATO_SESSION', 'not-a-session');
      expect(
        await errorOf(
          await stranger.call('POST', '/auth/trolley/item', { json: { productId: c.pasta, quantity: 1 } }),
          403,
        ),
      ).toMatchObject({ title: PROMPT_TITLE, message: PROMPT });
    });

    it('lets power guests and logged customers in; other auth/ routes stay for logged customers only', async () => {
      const guest = await browserWith('powerGuest');
      expect((await trolleyOf(await add(guest, { productId: c.latte, quantity: 1 }))).itemsCount).toBe(1);
      await errorOf(await guest.call('GET', '/auth/profile/customer'), 401);
      await errorOf(
        await guest.call('PUT', '/auth/rule-agreement', {
          json: { saleConditionsAccepted: true, privacyAccepted: true },
          xsrf: true,
        }),
        401,
      );

      const anna = await createCustomer(shop);
      const logged = new Client(shop);
      expect((await logged.login(anna.email, TEST_PASSWORD)).status).toBe(200);
      const t = await trolleyOf(await add(logged, { productId: c.latte, quantity: 2 }));
      expect(t).toMatchObject({ navigation: 'supermercato', itemsCount: 2 });
      const [row] = await shop.db
        .select()
        .from(trolleys)
        .where(eq(trolleys.id, t.trolleyId as number));
      expect(row).toMatchObject({ customerId: anna.id, guestSessionId: null, status: 'OPEN' });
    });

    it("hands the power guest's trolley to the customer at login, summing lines the customer already has", async () => {
      const anna = await createCustomer(shop);
      const before = new Client(shop);
      await before.login(anna.email, TEST_PASSWORD);
      await add(before, { productId: c.latte, quantity: 2 });
      const guest = await browserWith('powerGuest');
      await add(guest, { productId: c.latte, quantity: 1 });
      await add(guest, { productId: c.pasta, quantity: 3 });
      expect((await guest.login(anna.email, TEST_PASSWORD)).status).toBe(200);
      const t = await trolleyOf(await guest.call('GET', '/auth/trolley'));
      expect(t.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
        [
          [c.latte, 3],
          [c.pasta, 3],
        ].sort(),
      );
      const owned = await shop.db.select().from(trolleys).where(eq(trolleys.customerId, anna.id));
      expect(owned.filter((r) => r.status === 'OPEN')).toHaveLength(1);
    });

    it('merges the guest trolley at login up to what can be bought; what could not be kept is answered once', async () => {
      const anna = await createCustomer(shop);
      const before = new Client(shop);
      await before.login(anna.email, TEST_PASSWORD);
      await add(before, { productId: c.olio, quantity: 1 });
      await add(before, { productId: c.caffe, quantity: 4 });
      const guest = await browserWith('powerGuest');
      const guestSession = guest.cookies.get('MERCATO_SESSION') as string;
      await add(guest, { productId: c.olio, quantity: 2 });
      await add(guest, { productId: c.latte, quantity: 5 });
      await add(guest, { productId: c.caffe, quantity: 3 });
      expect((await guest.login(anna.email, TEST_PASSWORD)).status).toBe(200);
      const t = await trolleyOf(await guest.call('GET', '/auth/trolley'));
      expect(new Map(t.items.map((i) => [i.productId, i.quantity]))).toEqual(
        new Map([
          [c.olio, 3],
          [c.latte, 5],
          // caffè: at most 5 per trolley; 4 + 3 asked.
          [c.caffe, 5],
        ]),
      );
      expect(t.exceptions).toEqual([
        {
          code: 'MAX_PURCHASABLE_QUANTITY',
          productId: c.caffe,
          description: 'Caffè macinato',
          message: expect.any(String),
          maxQuantity: 5,
          orderedQuantity: 7,
        },
      ]);
      // Answered once; the other device sees the same trolley.
      expect((await trolleyOf(await guest.call('GET', '/auth/trolley'))).exceptions).toEqual([]);
      expect((await trolleyOf(await before.call('GET', '/auth/trolley'))).itemsCount).toBe(13);
      // The guest trolley and session are gone.
      expect(await shop.db.$count(trolleys, eq(trolleys.guestSessionId, guestSession))).toBe(0);
      expect(await shop.services.sessions.get(guestSession)).toBeNull();
    });

    it('a customer who has not accepted the rules may read the trolley but not change it', async () => {
      const luca = await createCustomer(shop, { agreementEcommerceRule: false });
      const b = new Client(shop);
      expect((await b.login(luca.email, TEST_PASSWORD)).status).toBe(200);
      const conditions = 'Le condizioni generali di vendita devono essere accettate per poter proseguire';
      for (const [method, path, json] of [
        ['POST', '/auth/trolley/item', { productId: c.latte, quantity: 1 }],
        ['POST', '/auth/massiveAddToTrolley/add', { [c.latte]: 1 }],
        ['PUT', '/auth/trolley/item/1', { quantity: 2 }],
        ['DELETE', '/auth/trolley/item/1', undefined],
        ['DELETE', '/auth/trolley/item/premio/1', undefined],
        ['DELETE', `/auth/trolley/item?productId=${c.latte}`, undefined],
        ['POST', '/auth/trolley/delete_items', { trolleyItemsIds: [1] }],
        ['DELETE', '/auth/trolley', undefined],
        ['DELETE', '/auth/trolley/photo', undefined],
      ] as const) {
        expect(await errorOf(await b.call(method, path, { json, xsrf: true }), 403), `${method} ${path}`).toEqual({
          code: '403',
          type: 'ALERT',
          title: 'Attenzione',
          message: conditions,
        });
      }
      expect(await shop.db.$count(trolleys, eq(trolleys.customerId, luca.id))).toBe(0);
      // Reads are allowed.
      expect((await trolleyOf(await b.call('GET', '/auth/trolley'))).items).toEqual([]);
      expect((await b.call('POST', '/auth/trolley/hasMxNProducts', { xsrf: true })).status).toBe(200);
      // Once both acceptances are given, the trolley can be changed.
      expect(
        (
          await b.call('PUT', '/auth/rule-agreement', {
            json: { saleConditionsAccepted: true, privacyAccepted: true },
            xsrf: true,
          })
        ).status,
      ).toBe(200);
      expect((await trolleyOf(await add(b, { productId: c.latte, quantity: 1 }))).itemsCount).toBe(1);
    });

    it('removes the photo prints only, with DELETE auth/trolley/photo', async () => {
      const [photo] = await shop.db
        .insert(products)
        .values({
          code: 'FOTO-10x15',
          description: 'Stampa foto 10x15',
          brand: 'Mercato Foto',
          label: '1 stampa',
          categoryId: (await shop.db.select().from(products).where(eq(products.id, c.pasta)))[0]!.categoryId,
          catalogue: 'grocery',
          priceCents: 19,
          unitPriceCents: 19,
          unitOfMeasure: 'pz',
          netQuantity: 1,
          vatPercent: 22,
          imagePath: '/images/products/foto.svg',
          productType: 'PHOTO',
          createdAt: new Date(),
        } as typeof products.$inferInsert)
        .returning({ id: products.id });
      const guest = await browserWith('powerGuest');
      await add(guest, { productId: photo!.id, quantity: 10 });
      await add(guest, { productId: c.pasta, quantity: 1 });
      expect((await errorOf(await guest.call('DELETE', '/auth/trolley/photo'), 403)).code).toBe('403');
      const t = await trolleyOf(await guest.call('DELETE', '/auth/trolley/photo', { xsrf: true }));
      expect(t.items.map((i) => i.productId)).toEqual([c.pasta]);
    });

    it('needs the XSRF token on changes (GET does not)', async () => {
      const guest = await browserWith('powerGuest');
      const e = await errorOf(
        await guest.call('POST', '/auth/trolley/item', { json: { productId: c.pasta, quantity: 1 } }),
        403,
      );
      expect(e.message).toBe('Richiesta non autorizzata: ricarica la pagina e riprova.');
      await errorOf(
        await guest.call('POST', '/auth/trolley/item', {
          json: { productId: c.pasta, quantity: 1 },
          headers: { 'x-xsrf-token': 'forged' },
        }),
        403,
      );
      await errorOf(await guest.call('DELETE', '/auth/trolley'), 403);
      expect(await trolleyOf(await guest.call('GET', '/auth/trolley'))).toMatchObject({
        trolleyId: null,
        items: [],
        itemsCount: 0,
        transactionAmount: 0,
      });
    });
  });

  describe('add, change, remove, empty', () => {
    it('computes unit, discounted and quantity-aware prices and totals in cents (3x2 and -25%)', async () => {
      const b = await browserWith('powerGuest');
      await trolleyOf(await add(b, { productId: c.pasta, quantity: 4 }));
      await trolleyOf(await add(b, { productId: c.olio, quantity: 2 }));
      const t = await trolleyOf(await add(b, { productId: c.latte, quantity: 1 }));
      expect(t).toMatchObject({
        itemsCount: 7,
        linesCount: 3,
        totalPrice: 1999,
        transactionAmount: 1549,
        totalDiscount: 450,
        deliveryAmount: null,
        exceptions: [],
      });
      const [pasta, olio, latte] = t.items;
      expect(pasta).toMatchObject({
        productId: c.pasta,
        quantity: 4,
        unitPrice: 250,
        discountedUnitPrice: null,
        quantityAwarePrice: 1000,
        discountedQuantityAwarePrice: 750,
        readonly: false,
        displayableMessages: [
          { messageType: 'PROMO', text: '3x2' },
          { messageType: 'RULE', text: 'Aggiungi ancora 2 pezzi per la promozione 3x2' },
        ],
      });
      expect(pasta.detailUrl).toMatch(/^\/supermercato\/prodotto\/\d+\/spaghetti-n-5$/);
      expect(pasta.trolleyDepartmentId).not.toBeNull();
      expect(olio).toMatchObject({
        unitPrice: 400,
        discountedUnitPrice: 300,
        quantityAwarePrice: 800,
        discountedQuantityAwarePrice: 600,
        displayableMessages: [{ messageType: 'PROMO', text: '-25%' }],
      });
      // Expired and future promotions are ignored.
      expect(latte).toMatchObject({
        unitPrice: 199,
        discountedUnitPrice: null,
        quantityAwarePrice: 199,
        discountedQuantityAwarePrice: null,
        displayableMessages: [],
      });

      // Adding again sums on the same line.
      const more = await trolleyOf(await add(b, { productId: c.pasta, quantity: 2 }));
      expect(more.items.filter((i) => i.productId === c.pasta)).toHaveLength(1);
      expect(more.items[0]).toMatchObject({
        quantity: 6,
        discountedQuantityAwarePrice: 1000,
        displayableMessages: [{ messageType: 'PROMO', text: '3x2' }],
      });
      expect(more.version).toBeGreaterThan(t.version as number);

      // Change a quantity: 3 pieces of a 3x2 cost 2.
      const changed = await trolleyOf(
        await b.call('PUT', `/auth/trolley/item/${pasta.trolleyItemId}`, { json: { quantity: 3 }, xsrf: true }),
      );
      expect(changed.items[0]).toMatchObject({
        quantity: 3,
        quantityAwarePrice: 750,
        discountedQuantityAwarePrice: 500,
      });
      expect(changed).toMatchObject({ itemsCount: 6, totalPrice: 1749, transactionAmount: 1299, totalDiscount: 450 });

      // Remove by line id, by product (query and body), then empty.
      const noLatte = await trolleyOf(
        await b.call('DELETE', `/auth/trolley/item/${latte.trolleyItemId}`, { xsrf: true }),
      );
      expect(noLatte.items.map((i) => i.productId)).toEqual([c.pasta, c.olio]);
      expect(noLatte.transactionAmount).toBe(1100);
      const noOlio = await trolleyOf(await b.call('DELETE', `/auth/trolley/item?productId=${c.olio}`, { xsrf: true }));
      expect(noOlio.items.map((i) => i.productId)).toEqual([c.pasta]);
      await trolleyOf(await add(b, { productId: c.olio, quantity: 1 }));
      const byBody = await trolleyOf(
        await b.call('DELETE', '/auth/trolley/item', { json: { productId: c.olio }, xsrf: true }),
      );
      expect(byBody.items.map((i) => i.productId)).toEqual([c.pasta]);
      await errorOf(await b.call('DELETE', `/auth/trolley/item/${latte.trolleyItemId}`, { xsrf: true }), 404);
      const empty = await trolleyOf(await b.call('DELETE', '/auth/trolley', { xsrf: true }));
      expect(empty).toMatchObject({
        trolleyId: noLatte.trolleyId,
        items: [],
        itemsCount: 0,
        transactionAmount: 0,
        totalDiscount: 0,
      });
      // Kept: the same trolley answers on reload.
      expect((await trolleyOf(await b.call('GET', '/auth/trolley'))).trolleyId).toBe(noLatte.trolleyId);
    });

    it('answers validation errors in the spec words, per field', async () => {
      const b = await browserWith('powerGuest');
      const quantity = { field: 'quantity', message: 'Inserire una quantità da 1 a 9999' };
      for (const q of [0, 10000, 1.5, 'due', null]) {
        expect((await errorOf(await add(b, { productId: c.pasta, quantity: q }), 400)).entityErrors).toEqual([
          quantity,
        ]);
      }
      expect((await errorOf(await add(b, { quantity: 1 }), 400)).entityErrors).toEqual([
        { field: 'productId', message: "Il campo 'Prodotto' è obbligatorio" },
      ]);
      expect((await errorOf(await add(b, { productId: -1, quantity: 1 }), 400)).entityErrors).toEqual([
        { field: 'productId', message: 'Prodotto non valido' },
      ]);
      expect(
        (await errorOf(await add(b, { productId: c.pasta, quantity: 1, productOrigin: 'x'.repeat(65) }), 400))
          .entityErrors,
      ).toEqual([{ field: 'productOrigin', message: "Il campo 'Origine' può contenere al massimo 64 caratteri" }]);
      const t = await trolleyOf(await add(b, { productId: c.pasta, quantity: 1 }));
      const change = await b.call('PUT', `/auth/trolley/item/${t.items[0].trolleyItemId}`, {
        json: { quantity: 0 },
        xsrf: true,
      });
      expect((await errorOf(change, 400)).entityErrors).toEqual([quantity]);
      const massive = await b.call('POST', '/auth/massiveAddToTrolley/add', { json: { [c.pasta]: 0 }, xsrf: true });
      expect((await errorOf(massive, 400)).entityErrors).toEqual([
        { field: String(c.pasta), message: quantity.message },
      ]);
    });

    it('validates the add payload (quantity 1 to 9999, ids) and the line quantity', async () => {
      const b = await browserWith('powerGuest');
      for (const json of [
        { productId: c.pasta, quantity: 0 },
        { productId: c.pasta, quantity: 10000 },
        { productId: c.pasta, quantity: 1.5 },
        { productId: -1, quantity: 1 },
        { quantity: 1 },
        { productId: c.pasta, quantity: 1, productAttributeIds: ['x'] },
      ]) {
        const e = await errorOf(await add(b, json), 400);
        expect(e.entityErrors?.length).toBeGreaterThan(0);
      }
      await errorOf(
        await b.call('POST', '/auth/trolley/item', {
          body: 'productId=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          xsrf: true,
        }),
        400,
      );
      const t = await trolleyOf(
        await add(b, {
          productId: c.pasta,
          quantity: 9,
          productIntervalId: null,
          productAttributeIds: [1, 2],
          productOrigin: null,
          forced: false,
        }),
      );
      const line = t.items[0];
      await errorOf(
        await b.call('PUT', `/auth/trolley/item/${line.trolleyItemId}`, { json: { quantity: 0 }, xsrf: true }),
        400,
      );
      await errorOf(await b.call('PUT', '/auth/trolley/item/abc', { json: { quantity: 1 }, xsrf: true }), 400);
      await errorOf(await b.call('PUT', '/auth/trolley/item/999999', { json: { quantity: 1 }, xsrf: true }), 404);
      const [row] = await shop.db.select().from(trolleyItems).where(eq(trolleyItems.id, line.trolleyItemId));
      expect(row).toMatchObject({ quantity: 9, productAttributeIds: [1, 2], productOrigin: null });
    });

    it('keeps one open trolley per owner and navigation; another shopper never sees or changes it', async () => {
      const b = await browserWith('powerGuest');
      const other = await browserWith('powerGuest');
      const t = await trolleyOf(await add(b, { productId: c.pasta, quantity: 1 }));
      const pharma = await trolleyOf(
        await b.call('POST', '/auth/trolley/item?nav=pharma', {
          json: { productId: c.crema, quantity: 1 },
          xsrf: true,
        }),
      );
      expect(pharma.trolleyId).not.toBe(t.trolleyId);
      expect(pharma).toMatchObject({ navigation: 'pharma', itemsCount: 1, transactionAmount: 1200 });
      expect((await trolleyOf(await b.call('GET', '/auth/trolley'))).items.map((i) => i.productId)).toEqual([c.pasta]);
      // A grocery product is not sold by the pharmacy (and vice versa).
      expect(
        (
          await trolleyOf(
            await b.call('POST', '/auth/trolley/item?nav=pharma', {
              json: { productId: c.pasta, quantity: 1 },
              xsrf: true,
            }),
          )
        ).exceptions,
      ).toMatchObject([{ code: 'NOT_IN_SHOP' }]);
      await errorOf(await b.call('GET', '/auth/trolley?nav=luna'), 400);
      // Another guest: its own empty trolley; the first one's line is not found for it.
      expect((await trolleyOf(await other.call('GET', '/auth/trolley'))).items).toEqual([]);
      await trolleyOf(await add(other, { productId: c.latte, quantity: 1 }));
      await errorOf(await other.call('DELETE', `/auth/trolley/item/${t.items[0].trolleyItemId}`, { xsrf: true }), 404);
      expect((await trolleyOf(await b.call('GET', '/auth/trolley'))).itemsCount).toBe(1);
    });

    it('applies Fìdaty-only promotions to card holders only', async () => {
      const guest = await browserWith('powerGuest');
      expect((await trolleyOf(await add(guest, { productId: c.vino, quantity: 1 }))).transactionAmount).toBe(500);
      const anna = await createCustomer(shop);
      const logged = new Client(shop);
      await logged.login(anna.email, TEST_PASSWORD);
      expect((await trolleyOf(await add(logged, { productId: c.vino, quantity: 1 }))).items[0]).toMatchObject({
        discountedUnitPrice: 400,
        discountedQuantityAwarePrice: 400,
      });
    });

    it('massive add: a map productId → quantity; what cannot be added comes back as exceptions', async () => {
      const b = await browserWith('powerGuest');
      const t = await trolleyOf(
        await b.call('POST', '/auth/massiveAddToTrolley/add', {
          json: { [c.pasta]: 3, [c.olio]: 1, [c.outOfStock]: 1, [c.caffe]: 6, 999999: 1 },
          xsrf: true,
        }),
      );
      expect(t.items.map((i) => [i.productId, i.quantity])).toEqual([
        [c.pasta, 3],
        [c.olio, 1],
      ]);
      expect(t.exceptions?.map((e) => [e.productId, e.code])).toEqual([
        [c.caffe, 'MAX_PURCHASABLE_QUANTITY'],
        [c.outOfStock, 'UNAVAILABLE'],
        [999999, 'NOT_IN_SHOP'],
      ]);
      for (const json of [{}, { abc: 1 }, { [c.pasta]: 0 }, []])
        await errorOf(await b.call('POST', '/auth/massiveAddToTrolley/add', { json, xsrf: true }), 400);
    });

    it('delete_items removes the listed lines', async () => {
      const b = await browserWith('powerGuest');
      await add(b, { productId: c.pasta, quantity: 1 });
      await add(b, { productId: c.olio, quantity: 1 });
      const t = await trolleyOf(await add(b, { productId: c.latte, quantity: 1 }));
      const ids = t.items.filter((i) => i.productId !== c.olio).map((i) => i.trolleyItemId);
      const after = await trolleyOf(
        await b.call('POST', '/auth/trolley/delete_items', { json: { trolleyItemsIds: [...ids, 999999] }, xsrf: true }),
      );
      expect(after.items.map((i) => i.productId)).toEqual([c.olio]);
      await errorOf(
        await b.call('POST', '/auth/trolley/delete_items', { json: { trolleyItemsIds: [] }, xsrf: true }),
        400,
      );
    });

    it('hasMxNProducts and productconstraintsinfo', async () => {
      const b = await browserWith('powerGuest');
      expect(
        await dataOf(await b.call('POST', '/auth/trolley/hasMxNProducts', { xsrf: true }), HasMxNProducts),
      ).toEqual({ hasMxNProducts: false, productIds: [] });
      await add(b, { productId: c.olio, quantity: 1 });
      expect(
        await dataOf(await b.call('POST', '/auth/trolley/hasMxNProducts', { xsrf: true }), HasMxNProducts),
      ).toEqual({ hasMxNProducts: false, productIds: [] });
      await add(b, { productId: c.pasta, quantity: 2 });
      expect(
        await dataOf(await b.call('POST', '/auth/trolley/hasMxNProducts', { xsrf: true }), HasMxNProducts),
      ).toEqual({ hasMxNProducts: true, productIds: [c.pasta] });
      expect(
        await dataOf(
          await b.call('POST', '/auth/trolley/hasMxNProducts', { json: { productIds: [c.olio, c.latte] }, xsrf: true }),
          HasMxNProducts,
        ),
      ).toEqual({ hasMxNProducts: false, productIds: [] });

      const info = await dataOf(
        await b.call(
          'GET',
          `/displayable/trolley/productconstraintsinfo?productIds=${c.pasta},${c.caffe},${c.outOfStock}`,
        ),
        z.array(ProductConstraintsInfo),
      );
      expect(info).toEqual([
        {
          productId: c.pasta,
          maxPurchasableQuantity: 99,
          availableQuantity: 100,
          outOfStock: false,
          preparationHours: 0,
          trolleyItemQuantity: 2,
          hasMxN: true,
        },
        {
          productId: c.caffe,
          maxPurchasableQuantity: 5,
          availableQuantity: 100,
          outOfStock: false,
          preparationHours: 0,
          trolleyItemQuantity: 0,
          hasMxN: false,
        },
        {
          productId: c.outOfStock,
          maxPurchasableQuantity: 99,
          availableQuantity: 100,
          outOfStock: true,
          preparationHours: 0,
          trolleyItemQuantity: 0,
          hasMxN: false,
        },
      ]);
      // Without ids: the trolley's products. Free visitors may read it too (no trolley).
      expect(
        (
          await dataOf(
            await b.call('GET', '/displayable/trolley/productconstraintsinfo'),
            z.array(ProductConstraintsInfo),
          )
        )
          .map((i) => i.productId)
          .sort(),
      ).toEqual([c.olio, c.pasta].sort());
      expect(
        await dataOf(
          await new Client(shop).call('GET', `/displayable/trolley/productconstraintsinfo?productIds=${c.pasta}`),
          z.array(ProductConstraintsInfo),
        ),
      ).toMatchObject([{ trolleyItemQuantity: 0 }]);
      await errorOf(await b.call('GET', '/displayable/trolley/productconstraintsinfo?productIds=a,b'), 400);
    });
  });

  describe('trolley exceptions (orders §8) answered as data', () => {
    it('maximum purchasable quantity: nothing added; forced adds up to the maximum', async () => {
      const b = await browserWith('powerGuest');
      await trolleyOf(await add(b, { productId: c.caffe, quantity: 4 }));
      const t = await trolleyOf(await add(b, { productId: c.caffe, quantity: 2 }));
      expect(t.items[0].quantity).toBe(4);
      expect(t.exceptions).toEqual([
        {
          code: 'MAX_PURCHASABLE_QUANTITY',
          productId: c.caffe,
          description: 'Caffè macinato',
          maxQuantity: 5,
          orderedQuantity: 6,
          message: 'Hai raggiunto la quantità massima acquistabile per Caffè macinato: 5.',
        },
      ]);
      const forced = await trolleyOf(await add(b, { productId: c.caffe, quantity: 2, forced: true }));
      expect(forced).toMatchObject({ items: [{ quantity: 5 }], exceptions: [] });
      const put = await trolleyOf(
        await b.call('PUT', `/auth/trolley/item/${forced.items[0].trolleyItemId}`, {
          json: { quantity: 8 },
          xsrf: true,
        }),
      );
      expect(put).toMatchObject({
        items: [{ quantity: 5 }],
        exceptions: [{ code: 'MAX_PURCHASABLE_QUANTITY', orderedQuantity: 8 }],
      });
    });

    it('quantity above availability: ordered and available quantities, buttons Cambia Slot / Continua', async () => {
      const b = await browserWith('powerGuest');
      const t = await trolleyOf(await add(b, { productId: c.fragole, quantity: 5 }));
      expect(t.items).toEqual([]);
      expect(t.exceptions).toEqual([
        {
          code: 'QUANTITY_EXCEEDS_AVAILABILITY',
          productId: c.fragole,
          description: 'Fragole',
          orderedQuantity: 5,
          availableQuantity: 3,
          buttons: ['Cambia Slot', 'Continua'],
          message:
            'La quantità richiesta di Fragole supera la disponibilità: quantità ordinata 5, quantità disponibile 3.',
        },
      ]);
      const forced = await trolleyOf(await add(b, { productId: c.fragole, quantity: 5, forced: true }));
      expect(forced).toMatchObject({ items: [{ productId: c.fragole, quantity: 3 }], exceptions: [] });
      const put = await trolleyOf(
        await b.call('PUT', `/auth/trolley/item/${forced.items[0].trolleyItemId}`, {
          json: { quantity: 2 },
          xsrf: true,
        }),
      );
      expect(put.items[0].quantity).toBe(2);
    });

    it('preparation time incompatible with the reserved slot; the slot price is the delivery amount', async () => {
      const b = await browserWith('powerGuest');
      const t = await trolleyOf(await add(b, { productId: c.latte, quantity: 1 }));
      const { deliverySlots } = await import('./db/schema/geo.ts');
      const startsAt = new Date(Date.now() + 24 * 3600_000);
      const [slot] = await shop.db
        .insert(deliverySlots)
        .values({
          site: 'supermercato',
          slotDate: startsAt.toISOString().slice(0, 10),
          startTime: '10:00',
          endTime: '12:00',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 7200_000),
          timeRangeId: 2,
          priceCents: 390,
          capacity: 10,
        })
        .returning({ id: deliverySlots.id });
      await shop.db
        .update(trolleys)
        .set({ slotId: slot.id })
        .where(eq(trolleys.id, t.trolleyId as number));
      const slow = await trolleyOf(await add(b, { productId: c.torta, quantity: 1 }));
      expect(slow).toMatchObject({
        deliveryAmount: 390,
        itemsCount: 1,
        exceptions: [
          { code: 'PREPARATION_TIME_INCOMPATIBLE', productId: c.torta, buttons: ['Cambia Slot', 'Continua'] },
        ],
      });
      expect(slow.exceptions?.[0].message).toBe(
        'I tempi di preparazione di Torta di compleanno non sono compatibili con la fascia oraria prenotata.',
      );
      const forced = await trolleyOf(await add(b, { productId: c.torta, quantity: 1, forced: true }));
      expect(forced.items.find((i) => i.productId === c.torta)).toMatchObject({ quantity: 1, preparationHours: 48 });
    });

    it('first-slot loss: with no slot reserved, a slow product that would lose the earliest slot asks first; Continua adds it', async () => {
      const { deliveryAreas, deliverySlots, postcodes, streets, towns } = await import('./db/schema/geo.ts');
      const { sessions } = await import('./db/schema/platform.ts');
      const [town] = await shop.db
        .insert(towns)
        .values({ name: 'Lodi', province: 'Lodi', provinceShortName: 'LO', region: 'Lombardia' })
        .returning();
      const [area] = await shop.db
        .insert(deliveryAreas)
        .values({ code: 'LO-1', name: 'Lodi centro', townId: town.id })
        .returning();
      await shop.db
        .insert(postcodes)
        .values({ postcode: '26900', townId: town.id, checkResult: 'SUPPORTED', deliveryAreaId: area.id });
      const [street] = await shop.db
        .insert(streets)
        .values({ postcode: '26900', townId: town.id, name: 'Corso Roma' })
        .returning();
      // Tomorrow 10:00-12:00 (Rome) is the first slot; the cake needs 48 hours.
      const startsAt = new Date(Date.now() + 24 * 3600_000);
      const slot = (from: Date, extra: Partial<typeof deliverySlots.$inferInsert> = {}) => ({
        site: 'supermercato' as const,
        deliveryAreaId: area.id,
        slotDate: from.toISOString().slice(0, 10),
        startTime: '10:00',
        endTime: '12:00',
        startsAt: from,
        endsAt: new Date(from.getTime() + 7200_000),
        timeRangeId: 2,
        priceCents: 390,
        capacity: 10,
        ...extra,
      });
      // Each in a time range of its own: an area has one slot per day and range (whatever day it is now).
      await shop.db.insert(deliverySlots).values([
        // sold out: not the first available
        slot(new Date(Date.now() + 3600_000), { booked: 10, startTime: '08:00', endTime: '10:00', timeRangeId: 1 }),
        slot(startsAt),
        slot(new Date(Date.now() + 72 * 3600_000), { startTime: '12:00', endTime: '14:00', timeRangeId: 3 }),
      ]);
      const b = await browserWith('powerGuest');
      const sessionId = b.cookies.get('MERCATO_SESSION') as string;
      await shop.db.update(sessions).set({ streetId: street.id }).where(eq(sessions.id, sessionId));

      await add(b, { productId: c.latte, quantity: 1 });
      const asked = await trolleyOf(await add(b, { productId: c.torta, quantity: 1 }));
      expect(asked.items.map((i) => i.productId)).toEqual([c.latte]);
      expect(asked.exceptions).toMatchObject([{ code: 'FIRST_SLOT_LOSS', productId: c.torta, buttons: ['Continua'] }]);
      const when = new Intl.DateTimeFormat('it-IT', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Rome',
      }).format(startsAt);
      expect(asked.exceptions?.[0].message).toContain(
        `Aggiungendo Torta di compleanno al carrello perderai la prima fascia oraria disponibile, ${when}`,
      );

      const forced = await trolleyOf(await add(b, { productId: c.torta, quantity: 1, forced: true }));
      expect(forced).toMatchObject({ exceptions: [] });
      expect(forced.items.map((i) => i.productId).sort()).toEqual([c.latte, c.torta].sort());
      // The first slot is already lost to the cake: one more slow product asks nothing.
      const again = await trolleyOf(await add(b, { productId: c.torta, quantity: 1 }));
      expect(again).toMatchObject({ exceptions: [] });
      expect(again.items.find((i) => i.productId === c.torta)?.quantity).toBe(2);

      // Without slots in reach (a power guest with no address) nothing is asked.
      const other = await browserWith('powerGuest');
      expect((await trolleyOf(await add(other, { productId: c.torta, quantity: 1 }))).exceptions).toEqual([]);
    });

    it('unavailable and unknown products', async () => {
      const b = await browserWith('powerGuest');
      expect((await trolleyOf(await add(b, { productId: c.outOfStock, quantity: 1 }))).exceptions).toEqual([
        {
          code: 'UNAVAILABLE',
          productId: c.outOfStock,
          description: 'Pesche',
          message: 'Il prodotto Pesche non è disponibile per il servizio scelto.',
        },
      ]);
      expect(
        (await trolleyOf(await add(b, { productId: c.inactive, quantity: 1, forced: true }))).exceptions,
      ).toMatchObject([{ code: 'NOT_IN_SHOP', productId: c.inactive }]);
      expect((await trolleyOf(await add(b, { productId: 987654, quantity: 1 }))).exceptions).toMatchObject([
        { code: 'NOT_IN_SHOP', productId: 987654 },
      ]);
      expect((await trolleyOf(await b.call('GET', '/auth/trolley'))).items).toEqual([]);
    });
  });

  describe('readonly lines', () => {
    it('cannot be changed, removed or added to (409); emptying keeps them; a prize is removed through premio/', async () => {
      const b = await browserWith('powerGuest');
      await add(b, { productId: c.latte, quantity: 1 });
      await add(b, { productId: c.premio, quantity: 1 });
      const t = await trolleyOf(await add(b, { productId: c.olio, quantity: 2 }));
      await shop.db
        .update(trolleyItems)
        .set({ readonly: true })
        .where(
          and(
            eq(trolleyItems.trolleyId, t.trolleyId as number),
            sql`${trolleyItems.productId} in (${c.olio}, ${c.premio})`,
          ),
        );
      const [latte, premio, olio] = (await trolleyOf(await b.call('GET', '/auth/trolley'))).items;
      expect(olio).toMatchObject({ readonly: true, quantityDisabled: true });

      for (const res of [
        await b.call('PUT', `/auth/trolley/item/${olio.trolleyItemId}`, { json: { quantity: 1 }, xsrf: true }),
        await b.call('DELETE', `/auth/trolley/item/${olio.trolleyItemId}`, { xsrf: true }),
        await b.call('DELETE', `/auth/trolley/item?productId=${c.olio}`, { xsrf: true }),
        await add(b, { productId: c.olio, quantity: 1 }),
        await b.call('POST', '/auth/trolley/delete_items', {
          json: { trolleyItemsIds: [latte.trolleyItemId, olio.trolleyItemId] },
          xsrf: true,
        }),
      ]) {
        expect(await errorOf(res, 409)).toMatchObject({ code: '409', type: 'ALERT', message: READONLY });
      }
      // All or nothing: latte is still there; the readonly line did not move.
      const same = await trolleyOf(await b.call('GET', '/auth/trolley'));
      expect(same.items.map((i) => [i.productId, i.quantity])).toEqual([
        [c.latte, 1],
        [c.premio, 1],
        [c.olio, 2],
      ]);
      // The massive add reports it instead of failing the others.
      const massive = await trolleyOf(
        await b.call('POST', '/auth/massiveAddToTrolley/add', { json: { [c.olio]: 1, [c.latte]: 1 }, xsrf: true }),
      );
      expect(massive.items.map((i) => i.quantity)).toEqual([2, 1, 2]);
      expect(massive.exceptions).toMatchObject([{ code: 'READONLY_ITEM', productId: c.olio, message: READONLY }]);

      // premio/ removes a prize line (even readonly), and only a prize line.
      await errorOf(await b.call('DELETE', `/auth/trolley/item/premio/${latte.trolleyItemId}`, { xsrf: true }), 404);
      const noPrize = await trolleyOf(
        await b.call('DELETE', `/auth/trolley/item/premio/${premio.trolleyItemId}`, { xsrf: true }),
      );
      expect(noPrize.items.map((i) => i.productId)).toEqual([c.latte, c.olio]);

      const emptied = await trolleyOf(await b.call('DELETE', '/auth/trolley', { xsrf: true }));
      expect(emptied.items.map((i) => i.productId)).toEqual([c.olio]);
    });
  });

  describe('concurrency and idempotency', () => {
    it('50 concurrent adds of the same product end as one line with the sum of the accepted adds', async () => {
      const b = await browserWith('powerGuest');
      const answers = await Promise.all(Array.from({ length: 50 }, () => add(b, { productId: c.latte, quantity: 1 })));
      let accepted = 0;
      for (const res of answers) {
        if (res.status === 200) {
          expect((await trolleyOf(res)).exceptions).toEqual([]);
          accepted++;
        } else expect(await errorOf(res, 409)).toMatchObject({ message: IN_PROGRESS });
      }
      // The same on both databases: some accepted, the ones that came while one ran refused.
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(50);
      const t = await trolleyOf(await b.call('GET', '/auth/trolley'));
      expect(t.items).toHaveLength(1);
      expect(t.items[0].quantity).toBe(accepted);
      expect(
        await shop.db.$count(trolleys, eq(trolleys.guestSessionId, b.cookies.get('MERCATO_SESSION') as string)),
      ).toBe(1);
    });

    it('50 concurrent adds of different products of one new trolley: one trolley, one line per product', async () => {
      const b = await browserWith('powerGuest');
      const ids = [c.pasta, c.olio, c.latte, c.vino, c.caffe];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => add(b, { productId: ids[i % ids.length], quantity: 1 })),
      );
      const accepted = new Map<number, number>();
      for (const [i, res] of answers.entries()) {
        if (res.status === 200) accepted.set(ids[i % ids.length], (accepted.get(ids[i % ids.length]) ?? 0) + 1);
        else expect(await errorOf(res, 409)).toMatchObject({ message: IN_PROGRESS });
      }
      const t = await trolleyOf(await b.call('GET', '/auth/trolley'));
      // caffè is capped at 5 (the rest are exceptions, not errors).
      for (const item of t.items)
        expect(item.quantity).toBe(Math.min(accepted.get(item.productId) ?? 0, item.productId === c.caffe ? 5 : 99));
      expect(
        await shop.db.$count(trolleys, eq(trolleys.guestSessionId, b.cookies.get('MERCATO_SESSION') as string)),
      ).toBe(1);
    });

    it('50 concurrent massive adds of the same product (no refusal there) sum up on one line', async () => {
      const b = await browserWith('powerGuest');
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          b.call('POST', '/auth/massiveAddToTrolley/add', { json: { [c.pasta]: 1, [c.olio]: 1 }, xsrf: true }),
        ),
      );
      for (const res of answers) expect((await trolleyOf(res)).exceptions).toEqual([]);
      const t = await trolleyOf(await b.call('GET', '/auth/trolley'));
      expect(t.items.map((i) => [i.productId, i.quantity])).toEqual([
        [c.pasta, 50],
        [c.olio, 50],
      ]);
      expect(t.version).toBe(50);
    });

    it('answers 409 Operazione già avviata while the same product is being added', async () => {
      const b = await browserWith('powerGuest');
      const t = await trolleyOf(await add(b, { productId: c.pasta, quantity: 1 }));
      // Two adds at once (one process): the second is refused on both databases.
      const both = await Promise.all([
        add(b, { productId: c.pasta, quantity: 1 }),
        add(b, { productId: c.pasta, quantity: 1 }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await errorOf(both.find((r) => r.status === 409) as Response, 409)).toEqual({
        code: '409',
        type: 'ALERT',
        message: IN_PROGRESS,
      });
      if (database.name === 'postgres') {
        // Another process of the shop holds the lock of (trolley, pasta) as an add in progress would.
        await shop.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trolley-add:${t.trolleyId}:${c.pasta}`}))`);
          expect(await errorOf(await add(b, { productId: c.pasta, quantity: 1 }), 409)).toMatchObject({
            message: IN_PROGRESS,
          });
          // Another product is not blocked.
          expect((await add(b, { productId: c.olio, quantity: 1 })).status).toBe(200);
        });
      }
      const after = await trolleyOf(await add(b, { productId: c.pasta, quantity: 1 }));
      expect(after.items.find((i) => i.productId === c.pasta)?.quantity).toBe(3);
    });

    it('an add retried with the same Idempotency-Key adds once, even 20 times at once', async () => {
      const b = await browserWith('powerGuest');
      const key = { 'Idempotency-Key': 'k-1b2c3d4e' };
      const first = await trolleyOf(await add(b, { productId: c.pasta, quantity: 2 }, key));
      const again = await trolleyOf(await add(b, { productId: c.pasta, quantity: 2 }, key));
      expect(again.items[0].quantity).toBe(2);
      expect(again.version).toBe(first.version);
      const other = await trolleyOf(await add(b, { productId: c.pasta, quantity: 2 }, { 'Idempotency-Key': 'k-2' }));
      expect(other.items[0].quantity).toBe(4);
      // Same key, another body: refused.
      expect((await errorOf(await add(b, { productId: c.pasta, quantity: 3 }, key), 422)).message).toBe(
        'Richiesta già ricevuta con dati diversi: ricarica la pagina e riprova.',
      );
      await errorOf(await add(b, { productId: c.pasta, quantity: 1 }, { 'Idempotency-Key': 'spazi non ammessi' }), 400);

      const burst = await Promise.all(
        Array.from({ length: 20 }, () => add(b, { productId: c.olio, quantity: 1 }, { 'Idempotency-Key': 'burst-1' })),
      );
      for (const res of burst) expect([200, 409]).toContain(res.status);
      const t = await trolleyOf(await b.call('GET', '/auth/trolley'));
      expect(t.items.find((i) => i.productId === c.olio)?.quantity).toBe(1);
      expect(
        await shop.db.$count(trolleyIdempotencyKeys, eq(trolleyIdempotencyKeys.trolleyId, t.trolleyId as number)),
      ).toBe(3);

      // An add refused by an exception does not spend its key: the confirmed retry may reuse it.
      const refusedKey = { 'Idempotency-Key': 'fragole-1' };
      expect(
        (await trolleyOf(await add(b, { productId: c.fragole, quantity: 5 }, refusedKey))).exceptions,
      ).toMatchObject([{ code: 'QUANTITY_EXCEEDS_AVAILABILITY' }]);
      expect(
        (await trolleyOf(await add(b, { productId: c.fragole, quantity: 5, forced: true }, refusedKey))).items.find(
          (i) => i.productId === c.fragole,
        )?.quantity,
      ).toBe(3);
    });

    it('the massive add takes an Idempotency-Key too', async () => {
      const b = await browserWith('powerGuest');
      const call = () =>
        b.call('POST', '/auth/massiveAddToTrolley/add', {
          json: { [c.pasta]: 1, [c.latte]: 2 },
          xsrf: true,
          headers: { 'Idempotency-Key': 'lista-7' },
        });
      await trolleyOf(await call());
      const t = await trolleyOf(await call());
      expect(t.items.map((i) => i.quantity)).toEqual([1, 2]);
    });
  });

  it('a guest trolley follows the guest when the session id rotates (onboarding hand-over)', async () => {
    const b = await browserWith('powerGuest');
    const old = await trolleyOf(await add(b, { productId: c.latte, quantity: 3 }));
    const { sealHandoff } = await import('./auth/handoff.ts');
    const { streets, towns, postcodes } = await import('./db/schema/geo.ts');
    const [town] = await shop.db
      .insert(towns)
      .values({ name: 'Milano', province: 'Milano', provinceShortName: 'MI', region: 'Lombardia' })
      .returning({ id: towns.id });
    await shop.db
      .insert(postcodes)
      .values({ postcode: '20121', townId: town.id, checkResult: 'SUPPORTED' })
      .onConflictDoNothing();
    const [street] = await shop.db
      .insert(streets)
      .values({ postcode: '20121', townId: town.id, name: 'Via Dante' })
      .returning({ id: streets.id });
    const { sessions } = await import('./db/schema/platform.ts');
    const sessionId = b.cookies.get('MERCATO_SESSION') as string;
    await shop.db.update(sessions).set({ streetId: street.id }).where(eq(sessions.id, sessionId));
    const res = await b.call(
      'GET',
      `/onboarding/guest/handoff?t=${encodeURIComponent(sealHandoff(sessionId, shop.config.sessionSecret))}`,
    );
    expect(res.status).toBe(303);
    expect(b.cookies.get('MERCATO_SESSION')).not.toBe(sessionId);
    const now = await trolleyOf(await b.call('GET', '/auth/trolley'));
    expect(now).toMatchObject({ trolleyId: old.trolleyId, itemsCount: 3 });
  });
});
