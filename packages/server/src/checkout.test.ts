// The checkout's state and choices (issue 16; spec orders §2 Checkout, §4, §5): GET and PATCH
// auth/checkout on PGlite and (DATABASE_URL_TEST) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_MINIMUM_CENTS } from '@mercato/contracts';
import { Checkout } from '@mercato/contracts/checkout';
import { SAMPLE_BILLING_ADDRESS } from '@test-support/sample-data.ts';
import { formatPrice } from '@mercato/contracts/format/price';
import {
  checkout as checkoutTexts,
  checkoutApi,
  slots as slotTexts,
  t,
  trolley as trolleyTexts,
  validation,
} from '@mercato/contracts/i18n/it';
import { billingAddresses, checkouts, wallets } from './db/schema/checkout.ts';
import { products } from './db/schema/catalogue.ts';
import { trolleyItems } from './db/schema/commerce.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { checkoutWorld, getCheckout, patchCheckout, readyShopper, T0, type CheckoutWorld } from './test/checkout.ts';
import { Client, testDatabases, powerGuestClient } from './test/databases.ts';
import { shopper } from './test/slots.ts';

describe.each(testDatabases())('checkout state and choices on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;

  beforeAll(async () => {
    shop = await database.open({ now: () => T0 });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('visitors get the login prompt; an empty trolley is missing at the TROLLEY step', async () => {
    const nobody = new Client(shop);
    expect((await errorOf(await nobody.call('GET', '/auth/checkout'), 401)).message).toBe(slotTexts.freeVisit);
    const guest = await powerGuestClient(shop, world.streetId);
    for (const [method, path] of [
      ['GET', '/auth/checkout'],
      ['PATCH', '/auth/checkout'],
      ['POST', '/auth/checkout/confirm'],
      ['GET', '/auth/checkout/attempts/1'],
      ['GET', '/auth/orders'],
      ['GET', '/auth/orders/1'],
    ] as const)
      for (const who of [nobody, guest])
        expect(
          (await errorOf(await who.call(method, path, { json: method === 'GET' ? undefined : {}, xsrf: true }), 401))
            .message,
        ).toBe(slotTexts.freeVisit);
    const s = await shopper(shop, { postcode: world.postcode });
    const c = await getCheckout(s);
    expect(c.lines).toEqual([]);
    expect(c.missing).toEqual({ step: 'TROLLEY', message: trolleyTexts.empty });
    expect(c.delivery).toMatchObject({ kind: 'HOME', navigation: 'supermercato', reservation: null });
    expect(c.delivery.addressText).toBe('Corso Buenos Aires 1, 20121 Milano');
    expect(c.payment.options.map((o) => o.type)).toEqual(['ONLINE', 'PREPAID', 'HOME']);
    expect(c.payment.testGateway).toBe(true);
  });

  it('walks the steps: below the minimum, no slot, no payment, then nothing missing', async () => {
    const s = await shopper(shop, { postcode: world.postcode });
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.pasta, quantity: 1 }, xsrf: true });
    let c = await getCheckout(s);
    expect(c.missing).toEqual({
      step: 'TROLLEY',
      message: t(checkoutApi.belowMinimum, { amount: formatPrice(CHECKOUT_MINIMUM_CENTS.supermercato) }),
    });
    expect(c.totals).toMatchObject({ transactionAmount: 990, deliveryAmount: 0, total: 990 });
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.pasta, quantity: 3 }, xsrf: true });
    c = await getCheckout(s);
    expect(c.missing).toEqual({ step: 'DELIVERY', message: checkoutApi.slotMissingHome });
    expect(c.lines).toEqual([
      {
        trolleyItemId: c.trolley.items[0].trolleyItemId,
        substitute: true,
        substitutable: true,
        giftWrapAllowed: false,
        giftMessage: null,
        // The gift product is of the pasta's category: the shopper may choose it as the alternative.
        hasAlternatives: true,
        alternativeProductChoice: null,
      },
    ]);
    const ready = await readyShopper(shop, world);
    c = await getCheckout(ready);
    expect(c.missing).toBeNull();
    expect(c.payment).toMatchObject({ type: 'HOME', buttonLabel: checkoutApi.confirmOrder });
    expect(c.totals).toMatchObject({ transactionAmount: 3960, deliveryAmount: 390, total: 4350, totalPoints: 0 });
    expect(c.delivery.reservation?.startDate).toBe('2026-05-06');
  });

  it('saves every part of the choices and bumps the version', async () => {
    const s = await readyShopper(shop, world);
    await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true });
    const before = await getCheckout(s);
    const giftLine = before.trolley.items.find((i) => i.productId === world.gift)?.trolleyItemId as number;
    const [b] = await shop.db
      .insert(billingAddresses)
      .values({
        customerId: s.id,
        ...SAMPLE_BILLING_ADDRESS,
      })
      .returning({ id: billingAddresses.id });
    const [w] = await shop.db
      .insert(wallets)
      .values({ customerId: s.id, provider: 'test', providerToken: 'tok', cardType: 'VISA', maskedPan: '**** 4242' })
      .returning({ id: wallets.id });
    const gift = {
      enabled: true,
      giftRecipientForename: 'Luca',
      giftRecipientSurname: 'Bianchi',
      giftRecipientPhone: '3331234567',
      giftGreetingCardText: 'Buon compleanno!',
    };
    const c = await dataOf(
      await patchCheckout(s, {
        notes: 'Citofonare Neri',
        allSubstitutes: false,
        giftWrap: { trolleyItemId: giftLine, giftMessage: 'Auguri' },
        gift,
        invoice: {
          wanted: true,
          billingAddressId: b.id,
          notes: { cig: 'ABC', billingCup: '', billingNumord: '', billingNotefatt: 'x' },
        },
        payment: { type: 'ONLINE', walletId: w.id },
      }),
      Checkout,
    );
    expect(c.version).toBeGreaterThan(before.version);
    expect(c.delivery.notes).toBe('Citofonare Neri');
    expect(c.lines.every((l) => !l.substitute)).toBe(true);
    expect(c.lines.find((l) => l.trolleyItemId === giftLine)).toMatchObject({
      giftWrapAllowed: true,
      giftMessage: 'Auguri',
    });
    expect(c.gift).toEqual(gift);
    expect(c.invoice).toMatchObject({
      wanted: true,
      billingAddressId: b.id,
      notes: { cig: 'ABC', billingNotefatt: 'x' },
    });
    expect(c.payment).toMatchObject({ type: 'ONLINE', walletId: w.id, buttonLabel: checkoutApi.payWithCard });
    expect(c.payment.wallets).toEqual([
      { id: w.id, cardType: 'VISA', maskedPan: '**** 4242', cardExpiryDate: null, paymentType: 'ONLINE' },
    ]);
    expect(c.missing).toBeNull();
    // Read again: persisted.
    expect(await getCheckout(s)).toEqual(c);
    const one = await dataOf(
      await patchCheckout(s, { substitutes: [{ trolleyItemId: giftLine, substitute: true }] }),
      Checkout,
    );
    expect(one.lines.find((l) => l.trolleyItemId === giftLine)?.substitute).toBe(true);
  });

  it('refuses bad choices with the spec messages (422) and saves nothing', async () => {
    const s = await readyShopper(shop, world);
    const other = await readyShopper(shop, world);
    const before = await getCheckout(s);
    const [foreign] = await shop.db
      .insert(wallets)
      .values({ customerId: other.id, provider: 'test', providerToken: 't', cardType: 'VISA', maskedPan: '**** 1' })
      .returning({ id: wallets.id });
    const bad = async (json: unknown) => errorOf(await patchCheckout(s, json), 422);
    let e = await bad({
      notes: 'ok',
      gift: {
        enabled: true,
        giftRecipientForename: '',
        giftRecipientSurname: '',
        giftRecipientPhone: '12',
        giftGreetingCardText: '',
      },
    });
    expect(e.entityErrors).toEqual([
      { field: 'gift.giftRecipientForename', message: validation.giftFirstNameRequired },
      { field: 'gift.giftRecipientSurname', message: validation.giftLastNameRequired },
      { field: 'gift.giftRecipientPhone', message: validation.giftPhoneInvalid },
      { field: 'gift.giftGreetingCardText', message: validation.giftGreetingRequired },
    ]);
    e = await bad({ notes: 'x'.repeat(513) });
    expect(e.entityErrors?.[0].field).toBe('notes');
    e = await bad({
      invoice: {
        wanted: true,
        billingAddressId: null,
        notes: { cig: 'x'.repeat(11), billingCup: '', billingNumord: '', billingNotefatt: '' },
      },
    });
    expect(e.entityErrors?.[0].field).toBe('invoice.notes.cig');
    e = await bad({ payment: { type: 'ONLINE', walletId: foreign.id }, notes: 'mai salvato' });
    expect(e.entityErrors).toEqual([{ field: 'payment.walletId', message: checkoutApi.walletNotFound }]);
    e = await bad({ payment: { type: 'al_ritiro', walletId: null } });
    expect(e.entityErrors).toEqual([{ field: 'payment.type', message: checkoutApi.paymentNotOffered }]);
    e = await bad({ giftWrap: { trolleyItemId: before.lines[0].trolleyItemId, giftMessage: 'Auguri' } });
    expect(e.entityErrors).toEqual([{ field: 'giftWrap.trolleyItemId', message: checkoutApi.giftWrapNotAllowed }]);
    e = await bad({
      invoice: {
        wanted: true,
        billingAddressId: 999_999,
        notes: { cig: '', billingCup: '', billingNumord: '', billingNotefatt: '' },
      },
    });
    expect(e.entityErrors).toEqual([
      { field: 'invoice.billingAddressId', message: checkoutApi.billingAddressNotFound },
    ]);
    expect((await patchCheckout(s, { notes: 5 })).status).toBe(400);
    expect(await getCheckout(s)).toEqual(before);
  });

  it('an invalid saved invoice address is missing at the PAYMENT step; premium lines get no substitute', async () => {
    const s = await readyShopper(shop, world);
    const [b] = await shop.db
      .insert(billingAddresses)
      .values({
        customerId: s.id,
        ...SAMPLE_BILLING_ADDRESS,
        name: 'Vecchio',
        taxCode: 'NON VALIDO',
      })
      .returning({ id: billingAddresses.id });
    const c = await dataOf(
      await patchCheckout(s, {
        invoice: {
          wanted: true,
          billingAddressId: b.id,
          notes: { cig: '', billingCup: '', billingNumord: '', billingNotefatt: '' },
        },
      }),
      Checkout,
    );
    expect(c.missing).toEqual({ step: 'PAYMENT', message: checkoutTexts.invalidInvoiceAddresses });
    await shop.db.update(products).set({ premium: true }).where(eq(products.id, world.pasta));
    try {
      const e = await errorOf(
        await patchCheckout(s, { substitutes: [{ trolleyItemId: c.lines[0].trolleyItemId, substitute: true }] }),
        422,
      );
      expect(e.message).toBe(checkoutApi.substituteNotAllowed);
      expect((await getCheckout(s)).lines[0]).toMatchObject({ substitute: false, substitutable: false });
    } finally {
      await shop.db.update(products).set({ premium: false }).where(eq(products.id, world.pasta));
    }
    const [row] = await shop.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.trolleyId, c.trolley.trolleyId as number));
    expect(row.invoiceWanted).toBe(true);
    const lines = await shop.db
      .select()
      .from(trolleyItems)
      .where(eq(trolleyItems.trolleyId, c.trolley.trolleyId as number));
    expect(lines[0].substitute).toBe(true);
  });

  it('another customer never sees or changes this checkout', async () => {
    const s = await readyShopper(shop, world);
    await patchCheckout(s, { notes: 'Solo mia' });
    const other = await shopper(shop, { postcode: world.postcode });
    const theirs = await getCheckout(other);
    expect(theirs.delivery.notes).toBe('');
    expect(theirs.lines).toEqual([]);
    const mine = await getCheckout(s);
    const e = await errorOf(
      await patchCheckout(other, { substitutes: [{ trolleyItemId: mine.lines[0].trolleyItemId, substitute: false }] }),
      422,
    );
    expect(e.entityErrors?.[0].field).toBe('substitutes.0.trolleyItemId');
    expect((await getCheckout(s)).lines[0].substitute).toBe(true);
  });
});
