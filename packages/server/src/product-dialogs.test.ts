// The product dialogs' rules as a caller sees them (orders §2 "Products and store" dialogs, §3 Product
// and Receipt item): the origin choice of an add (single or multiple; meat as raised/slaughtered pairs),
// checked against the product's origins and kept on the trolley line; the alternative-product choice of a
// trolley line (hasAlternatives, alternativeProductChoice), one of the product's alternatives, kept with
// the checkout's choices; the 'Avancassa' offers (checkout-counter promotions) of the trolley step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Product, Trolley } from '@mercato/contracts';
import { Checkout, CheckoutConfirmation } from '@mercato/contracts/checkout';
import { OrderDetail } from '@mercato/contracts/orders';
import * as z from 'zod/mini';
import { categories, products, promotions, stores } from './db/schema/catalogue.ts';
import { trolleyItems } from './db/schema/commerce.ts';
import type { Shop } from './shop.ts';
import { Client, testDatabases } from './test/databases.ts';
import {
  checkoutWorld,
  confirm,
  getCheckout,
  patchCheckout,
  readyShopper,
  T0,
  type CheckoutWorld,
} from './test/checkout.ts';
import { product as newProduct } from './test/slots.ts';
import { dataOf, errorOf } from './test/answers.ts';

const trolleyOf = (res: Response) => dataOf(res, Trolley);
const NOT_OFFERED = [{ field: 'productOrigin', message: 'Origine non disponibile per questo prodotto.' }];

interface Catalogue {
  /** No origin to choose. */
  pasta: number;
  /** Italia or Spagna, one of them. */
  mele: number;
  /** Raised and slaughtered: any of three pairs. */
  manzo: number;
}

async function buildCatalogue(shop: Shop): Promise<Catalogue> {
  const db = shop.db;
  const [cat] = await db
    .insert(categories)
    .values({ name: 'Frutta', slug: 'frutta', level: 1, catalogue: 'grocery' })
    .returning({ id: categories.id });
  let code = 300000;
  const product = async (description: string, over: Partial<typeof products.$inferInsert> = {}) =>
    (
      await db
        .insert(products)
        .values({
          code: String(code++),
          description,
          brand: 'Prova',
          label: '1 kg',
          categoryId: cat.id,
          catalogue: 'grocery',
          priceCents: 300,
          unitPriceCents: 300,
          unitOfMeasure: 'kg',
          netQuantity: 1000,
          vatPercent: 4,
          imagePath: `/images/products/${code}.svg`,
          createdAt: new Date(),
          ...over,
        } as typeof products.$inferInsert)
        .returning({ id: products.id })
    )[0].id;
  await db.insert(stores).values({
    navigation: 'supermercato',
    storeRef: 'supermercato',
    code: 'supermercato',
    path: '/supermercato',
    name: 'supermercato',
    label: 'supermercato',
    navigationRouteName: 'store.home',
    catalogue: 'grocery',
  });
  return {
    pasta: await product('Spaghetti'),
    mele: await product('Mele Golden', { mainOriginCountry: 'Italia', originChoices: ['Italia', 'Spagna'] }),
    manzo: await product('Bistecca di manzo', {
      mainOriginCountry: 'Francia_Italia',
      originChoices: ['Italia_Italia', 'Francia_Italia', 'Irlanda_Irlanda'],
      originChoiceMultiple: true,
    }),
  };
}

describe.each(testDatabases())('product dialogs on $name', (database) => {
  let shop: Shop;
  let c: Catalogue;

  async function guest(): Promise<Client> {
    const s = await shop.services.sessions.create({ kind: 'powerGuest', site: 'supermercato' });
    const b = new Client(shop);
    b.cookies.set('MERCATO_SESSION', s.id);
    b.cookies.set('XSRF-TOKEN', s.xsrfToken);
    return b;
  }
  const add = (b: Client, json: unknown) => b.call('POST', '/auth/trolley/item', { json, xsrf: true });
  const lineOf = async (b: Client, productId: number) =>
    (await trolleyOf(await b.call('GET', '/auth/trolley'))).items.find((i) => i.productId === productId);

  beforeAll(async () => {
    shop = await database.open();
    c = await buildCatalogue(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('origin choice', () => {
    it('asks for the origin of a product of several origins, adding nothing', async () => {
      const b = await guest();
      const t = await trolleyOf(await add(b, { productId: c.mele, quantity: 2 }));
      expect(t.items).toEqual([]);
      expect(t.exceptions).toEqual([
        {
          code: 'ORIGIN_CHOICE',
          productId: c.mele,
          description: 'Mele Golden',
          message: "Scegli l'origine di Mele Golden",
          origins: ['Italia', 'Spagna'],
          multipleOrigins: false,
          productOrigin: null,
        },
      ]);
    });

    it('adds with the chosen origin, keeps it on the line and shows it in the trolley', async () => {
      const b = await guest();
      const t = await trolleyOf(await add(b, { productId: c.mele, quantity: 2, productOrigin: 'Spagna' }));
      expect(t.exceptions).toEqual([]);
      expect(t.items).toMatchObject([{ productId: c.mele, quantity: 2, productOrigin: 'Spagna' }]);
      const [row] = await shop.db.select().from(trolleyItems).where(eq(trolleyItems.productId, c.mele));
      expect(row?.productOrigin).toBe('Spagna');
      // Asked again, the question names the line's choice; a new choice replaces it for the whole line.
      const asked = await trolleyOf(await add(b, { productId: c.mele, quantity: 1 }));
      expect(asked.exceptions?.[0]).toMatchObject({ code: 'ORIGIN_CHOICE', productOrigin: 'Spagna' });
      expect(asked.items[0]?.quantity).toBe(2);
      await trolleyOf(await add(b, { productId: c.mele, quantity: 1, productOrigin: 'Italia' }));
      expect(await lineOf(b, c.mele)).toMatchObject({ quantity: 3, productOrigin: 'Italia' });
    });

    it('takes several origins for a multiple choice, in the product order; meat pairs as they are', async () => {
      const b = await guest();
      const asked = await trolleyOf(await add(b, { productId: c.manzo, quantity: 1 }));
      expect(asked.exceptions?.[0]).toMatchObject({
        code: 'ORIGIN_CHOICE',
        origins: ['Italia_Italia', 'Francia_Italia', 'Irlanda_Irlanda'],
        multipleOrigins: true,
      });
      await trolleyOf(
        await add(b, { productId: c.manzo, quantity: 1, productOrigin: 'Irlanda_Irlanda|Italia_Italia' }),
      );
      expect(await lineOf(b, c.manzo)).toMatchObject({ productOrigin: 'Italia_Italia|Irlanda_Irlanda' });
    });

    it('refuses an origin the product does not offer, and any origin for a product without a choice', async () => {
      const b = await guest();
      for (const productOrigin of ['Francia', 'Italia|Spagna', 'Italia|Italia', '|']) {
        expect(
          (await errorOf(await add(b, { productId: c.mele, quantity: 1, productOrigin }), 400)).entityErrors,
        ).toEqual(NOT_OFFERED);
      }
      for (const productOrigin of ['Italia_Italia|Italia_Italia', 'Italia', 'Italia_Italia|Germania_Italia']) {
        expect(
          (await errorOf(await add(b, { productId: c.manzo, quantity: 1, productOrigin }), 400)).entityErrors,
        ).toEqual(NOT_OFFERED);
      }
      expect(
        (await errorOf(await add(b, { productId: c.pasta, quantity: 1, productOrigin: 'Italia' }), 400)).entityErrors,
      ).toEqual(NOT_OFFERED);
      // Nothing was added by any of them.
      expect((await trolleyOf(await b.call('GET', '/auth/trolley'))).items).toEqual([]);
      // A product without a choice is added at once, without an origin.
      const t = await trolleyOf(await add(b, { productId: c.pasta, quantity: 1 }));
      expect(t.items).toMatchObject([{ productId: c.pasta, productOrigin: null }]);
    });

    it('adds a list (massive add) without asking; a line keeps the origin it had', async () => {
      const b = await guest();
      await trolleyOf(await add(b, { productId: c.mele, quantity: 1, productOrigin: 'Italia' }));
      const t = await trolleyOf(
        await b.call('POST', '/auth/massiveAddToTrolley/add', { json: { [c.mele]: 2, [c.manzo]: 1 }, xsrf: true }),
      );
      expect(t.exceptions).toEqual([]);
      expect(t.items.map((i) => [i.productId, i.quantity, i.productOrigin])).toEqual([
        [c.mele, 3, 'Italia'],
        [c.manzo, 1, null],
      ]);
    });

    it('says so on a line whose choice the product no longer offers', async () => {
      const b = await guest();
      await trolleyOf(await add(b, { productId: c.mele, quantity: 1, productOrigin: 'Spagna' }));
      await shop.db
        .update(products)
        .set({ originChoices: ['Italia', 'Grecia'] })
        .where(eq(products.id, c.mele));
      try {
        const line = await lineOf(b, c.mele);
        expect(line?.displayableMessages).toContainEqual({
          messageType: 'RULE',
          text: "L'origine del prodotto è diversa da quella scelta.",
        });
      } finally {
        await shop.db
          .update(products)
          .set({ originChoices: ['Italia', 'Spagna'] })
          .where(eq(products.id, c.mele));
      }
    });
  });
});

describe.each(testDatabases())("'Avancassa' offers on $name", (database) => {
  let shop: Shop;
  const DAY = 86_400_000;

  beforeAll(async () => {
    shop = await database.open();
    const [cat] = await shop.db
      .insert(categories)
      .values({ name: 'Caramelle', slug: 'caramelle', level: 1, catalogue: 'grocery' })
      .returning({ id: categories.id });
    let code = 400000;
    const item = async (description: string, priceCents: number, over: Partial<typeof products.$inferInsert> = {}) =>
      (
        await shop.db
          .insert(products)
          .values({
            code: String(code++),
            description,
            brand: 'Prova',
            label: '1 pz',
            categoryId: cat!.id,
            catalogue: 'grocery',
            priceCents,
            unitPriceCents: priceCents,
            unitOfMeasure: 'pz',
            netQuantity: 1,
            vatPercent: 10,
            imagePath: `/images/products/${code}.svg`,
            createdAt: new Date(),
            ...over,
          } as typeof products.$inferInsert)
          .returning({ id: products.id })
      )[0]!.id;
    const now = Date.now();
    const running = { startsAt: new Date(now - DAY), endsAt: new Date(now + 10 * DAY) };
    const offer = (productId: number, over: Partial<typeof promotions.$inferInsert> = {}) => ({
      code: `AC${productId}`,
      productId,
      type: 'PERCENTAGE' as const,
      percent: 20,
      label: '-20%',
      description: 'Offerta alla cassa: sconto 20%',
      checkoutCounter: true,
      ...running,
      ...over,
    });
    const gomme = await item('Gomme da masticare', 150);
    const mentine = await item('Mentine', 100);
    const patatine = await item('Patatine', 120, { outOfStock: true });
    const cioccolatino = await item('Cioccolatino', 80);
    const caramelle = await item('Caramelle', 90);
    const liquirizia = await item('Liquirizia', 70);
    await shop.db.insert(promotions).values([
      offer(gomme),
      offer(mentine),
      offer(patatine),
      // Ended: no longer at the counter.
      offer(cioccolatino, { startsAt: new Date(now - 10 * DAY), endsAt: new Date(now - DAY) }),
      // A promotion of its own, not of the counter.
      offer(caramelle, { checkoutCounter: false }),
      // Only for Clicca e Vai.
      offer(liquirizia, { navigation: 'drive' }),
    ]);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the counter offers running, in stock, of the navigation, the cheapest first, with their discount', async () => {
    const anyone = new Client(shop);
    const offers = await dataOf(await anyone.call('GET', '/displayable/avancassa?nav=supermercato'), z.array(Product));
    expect(offers.map((p) => [p.description, p.price, p.discountedPrice])).toEqual([
      ['Mentine', 100, 80],
      ['Gomme da masticare', 150, 120],
    ]);
    const drive = await dataOf(await anyone.call('GET', '/displayable/avancassa?nav=drive'), z.array(Product));
    expect(drive.map((p) => p.description)).toEqual(['Liquirizia', 'Mentine', 'Gomme da masticare']);
    // The pharmacy sells none of them.
    expect(await dataOf(await anyone.call('GET', '/displayable/avancassa?nav=pharma'), z.array(Product))).toEqual([]);
    await errorOf(await anyone.call('GET', '/displayable/avancassa?nav=luna'), 400);
  });
});

describe.each(testDatabases())('alternative-product choice on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  /** Products of the pasta's category: one in stock (an alternative), one out of stock, one inactive. */
  let alt: number;
  let gone: number;
  let retired: number;
  /** A product alone in its category: no alternative. */
  let lonely: number;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
    alt = await newProduct(shop, 'CK-ALT');
    gone = await newProduct(shop, 'CK-GONE');
    retired = await newProduct(shop, 'CK-RETIRED');
    await shop.db.update(products).set({ outOfStock: true }).where(eq(products.id, gone));
    await shop.db.update(products).set({ active: false }).where(eq(products.id, retired));
    const [cat] = await shop.db
      .insert(categories)
      .values({ name: 'Spezie', slug: 'spezie', level: 1, catalogue: 'grocery' })
      .returning({ id: categories.id });
    lonely = await newProduct(shop, 'CK-LONELY');
    await shop.db.update(products).set({ categoryId: cat!.id }).where(eq(products.id, lonely));
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const lineOf = (c: Checkout, productId: number) => {
    const item = c.trolley.items.find((i) => i.productId === productId)!;
    return c.lines.find((l) => l.trolleyItemId === item.trolleyItemId)!;
  };

  it('lists the alternatives of a product: its category, in stock, itself left out', async () => {
    const anyone = new Client(shop);
    const tiles = await dataOf(await anyone.call('GET', `/product/${world.pasta}/alternatives`), z.array(Product));
    const ids = tiles.map((p) => p.productId);
    expect(ids).toContain(alt);
    expect(ids).toContain(world.gift);
    expect(ids).not.toContain(world.pasta);
    expect(ids).not.toContain(gone);
    expect(ids).not.toContain(retired);
    expect(await dataOf(await anyone.call('GET', `/product/${lonely}/alternatives`), z.array(Product))).toEqual([]);
    for (const id of [retired, 999999, 'abc'])
      expect((await errorOf(await anyone.call('GET', `/product/${id}/alternatives`), 404)).code).toBe('4004');
  });

  it('keeps the alternative chosen for a line, accepting the substitute; null is no preference', async () => {
    const s = await readyShopper(shop, world);
    const before = await getCheckout(s);
    const line = lineOf(before, world.pasta);
    expect(line).toMatchObject({ hasAlternatives: true, alternativeProductChoice: null });
    // The shopper had refused substitutes: choosing an alternative accepts one.
    await dataOf(
      await patchCheckout(s, { substitutes: [{ trolleyItemId: line.trolleyItemId, substitute: false }] }),
      Checkout,
    );
    const chosen = await dataOf(
      await patchCheckout(s, { alternative: { trolleyItemId: line.trolleyItemId, productId: alt } }),
      Checkout,
    );
    expect(lineOf(chosen, world.pasta)).toMatchObject({
      substitute: true,
      alternativeProductChoice: { productId: alt, description: 'Torta CK-ALT' },
    });
    // Persisted: read again.
    expect(lineOf(await getCheckout(s), world.pasta).alternativeProductChoice?.productId).toBe(alt);
    const [row] = await shop.db.select().from(trolleyItems).where(eq(trolleyItems.id, line.trolleyItemId));
    expect(row?.alternativeProductId).toBe(alt);
    // No preference.
    const none = await dataOf(
      await patchCheckout(s, { alternative: { trolleyItemId: line.trolleyItemId, productId: null } }),
      Checkout,
    );
    expect(lineOf(none, world.pasta)).toMatchObject({ substitute: true, alternativeProductChoice: null });
    // Refusing the substitute forgets the alternative.
    await patchCheckout(s, { alternative: { trolleyItemId: line.trolleyItemId, productId: world.gift } });
    const refused = await dataOf(await patchCheckout(s, { allSubstitutes: false }), Checkout);
    expect(lineOf(refused, world.pasta)).toMatchObject({ substitute: false, alternativeProductChoice: null });
    const [after] = await shop.db.select().from(trolleyItems).where(eq(trolleyItems.id, line.trolleyItemId));
    expect(after?.alternativeProductId).toBeNull();
  });

  it('the order keeps the origin and the alternative chosen for a line, and shows them in its detail', async () => {
    const s = await readyShopper(shop, world);
    const line = lineOf(await getCheckout(s), world.pasta);
    await dataOf(
      await patchCheckout(s, { alternative: { trolleyItemId: line.trolleyItemId, productId: alt } }),
      Checkout,
    );
    // The line's origin as an add with a choice leaves it (the pasta offers none: set as the add would).
    await shop.db.update(trolleyItems).set({ productOrigin: 'Italia' }).where(eq(trolleyItems.id, line.trolleyItemId));
    const c = await getCheckout(s);
    const done = await dataOf(
      await confirm(s, { idempotencyKey: `scelte-${s.id}`, version: c.version }),
      CheckoutConfirmation,
    );
    const detail = await dataOf(await s.client.call('GET', `/auth/orders/${done.orderId}/detail`), OrderDetail);
    expect(detail.items.find((i) => i.productId === world.pasta)).toMatchObject({
      productOrigin: 'Italia',
      alternativeDescription: 'Torta CK-ALT',
    });
  });

  it('refuses a product that is not an alternative, and a line of another shopper, changing nothing', async () => {
    const s = await readyShopper(shop, world);
    const other = await readyShopper(shop, world);
    const line = lineOf(await getCheckout(s), world.pasta);
    const before = await getCheckout(s);
    for (const productId of [world.pasta, gone, retired, lonely, 999999]) {
      const e = await errorOf(
        await patchCheckout(s, { alternative: { trolleyItemId: line.trolleyItemId, productId } }),
        422,
      );
      expect(e.entityErrors).toEqual([
        { field: 'alternative.productId', message: 'Il prodotto scelto non è tra i sostitutivi di questo articolo' },
      ]);
    }
    const theirs = lineOf(await getCheckout(other), world.pasta);
    const e = await errorOf(
      await patchCheckout(s, { alternative: { trolleyItemId: theirs.trolleyItemId, productId: alt } }),
      422,
    );
    expect(e.entityErrors).toEqual([
      { field: 'alternative.trolleyItemId', message: 'Articolo non presente nel carrello' },
    ]);
    expect(lineOf(await getCheckout(other), world.pasta).alternativeProductChoice).toBeNull();
    expect((await getCheckout(s)).version).toBe(before.version);
  });

  it('offers no choice for a product without alternatives', async () => {
    const s = await readyShopper(shop, world);
    await dataOf(
      await s.client.call('POST', '/auth/trolley/item', { json: { productId: lonely, quantity: 1 }, xsrf: true }),
      Trolley,
    );
    expect(lineOf(await getCheckout(s), lonely)).toMatchObject({
      hasAlternatives: false,
      alternativeProductChoice: null,
    });
  });
});
