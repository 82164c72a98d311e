// The recurring payments of an address (ADR 0051; orders §3 "Delivery address: … recurringPayments"), on
// PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL: a saved card is linked to an address once
// (a retry changes nothing), listed with the address, unlinked; a bad card id gets its message; only the
// owner links, reads or unlinks (another customer's address or card answers as an unknown one, nothing
// changes); forgetting the card removes it from every address, and the delete dialog can name them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { DeliveryAddress, RecurringPayment } from '@mercato/contracts';
import { accountAddresses, checkoutApi, onboardingApi } from '@mercato/contracts/i18n/it';
import { addressRecurringPayments, wallets } from './db/schema/checkout.ts';
import { postcodes, streets, streetServices } from './db/schema/geo.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, loggedInCustomer, testDatabases } from './test/databases.ts';

const texts = accountAddresses.recurring;
let n = 1;

describe.each(testDatabases())('recurring payments of an address on $name', (database) => {
  let shop: Shop;
  let street: { id: number; postcode: string; name: string };

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    [street] = await shop.db
      .select({ id: streets.id, postcode: streets.postcode, name: streets.name })
      .from(streets)
      .innerJoin(streetServices, eq(streetServices.streetId, streets.id))
      .innerJoin(postcodes, eq(postcodes.postcode, streets.postcode))
      .where(and(eq(streetServices.site, 'supermercato'), eq(postcodes.checkResult, 'SUPPORTED')))
      .orderBy(streets.id)
      .limit(1);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** A logged customer with a home address 'Casa' and two saved cards. */
  async function customer() {
    const { id, browser } = await loggedInCustomer(shop, `198.18.1.${n++}`);
    const address = await dataOf(
      await browser.call('POST', '/auth/addresses/home', {
        json: {
          identifier: 'Casa',
          region: 'Lombardia',
          province: 'Milano',
          town: 'Milano',
          postCode: street.postcode,
          street: street.name,
          streetId: street.id,
          houseNumber: '3',
          floorNumber: '2',
          interphoneName: 'Conti',
          doorman: false,
          lift: true,
        },
        xsrf: true,
      }),
      DeliveryAddress,
    );
    const card = (last4: string) =>
      shop.db
        .insert(wallets)
        .values({
          customerId: id,
          provider: 'test',
          providerToken: `tok-rec-${id}-${last4}`,
          cardType: 'VISA',
          maskedPan: `**** **** **** ${last4}`,
          cardExpiryDate: '12/2030',
        })
        .returning()
        .then((rows) => rows[0]!);
    return { id, browser, addressId: address.deliveryAddressId, cards: [await card('1111'), await card('2222')] };
  }
  const link = (who: Client, addressId: number | string, walletId: unknown) =>
    who.call('POST', `/auth/addresses/${addressId}/recurring-payments`, { json: { walletId }, xsrf: true });
  const unlink = (who: Client, addressId: number | string, walletId: number | string) =>
    who.call('DELETE', `/auth/addresses/${addressId}/recurring-payments/${walletId}`, { xsrf: true });
  const linksOf = (customerId: number) =>
    shop.db.select().from(addressRecurringPayments).where(eq(addressRecurringPayments.customerId, customerId));
  const homeAddresses = async (who: Client) =>
    dataOf(await who.call('GET', '/auth/addresses/supermercato'), z.array(DeliveryAddress));

  it('links a saved card once, lists it with the address, and unlinks it', async () => {
    const c = await customer();
    const [visa1, visa2] = c.cards;
    const list = await dataOf(await link(c.browser, c.addressId, visa2!.id), z.array(RecurringPayment));
    expect(list).toEqual([
      { id: visa2!.id, cardType: 'VISA', maskedPan: '**** **** **** 2222', cardExpiryDate: '12/2030' },
    ]);
    // A retry (a double click) is the same link.
    expect(await dataOf(await link(c.browser, c.addressId, visa2!.id), z.array(RecurringPayment))).toEqual(list);
    const both = await dataOf(await link(c.browser, c.addressId, visa1!.id), z.array(RecurringPayment));
    expect(both.map((p) => p.maskedPan)).toEqual(['**** **** **** 2222', '**** **** **** 1111']);
    expect(await linksOf(c.id)).toHaveLength(2);
    const [casa] = (await homeAddresses(c.browser)).filter((a) => a.deliveryAddressId === c.addressId);
    expect(casa?.recurringPayments).toEqual(both);
    expect(
      await dataOf(
        await c.browser.call('GET', `/auth/addresses/${c.addressId}/recurring-payments`),
        z.array(RecurringPayment),
      ),
    ).toEqual(both);

    expect((await unlink(c.browser, c.addressId, visa2!.id)).status).toBe(204);
    expect((await errorOf(await unlink(c.browser, c.addressId, visa2!.id), 404)).message).toBe(texts.notFound);
    const [after] = (await homeAddresses(c.browser)).filter((a) => a.deliveryAddressId === c.addressId);
    expect(after?.recurringPayments?.map((p) => p.id)).toEqual([visa1!.id]);
    // The card itself stays saved.
    expect((await shop.db.select().from(wallets).where(eq(wallets.id, visa2!.id)))[0]?.deletedAt).toBeNull();
  });

  it('answers a bad card with its message and changes nothing', async () => {
    const c = await customer();
    for (const bad of [undefined, 'x', -1, 0, 1.5, 99999999999]) {
      const e = await errorOf(await link(c.browser, c.addressId, bad), 400);
      expect(e.message).toBe(texts.cardRequired);
    }
    // An unknown card.
    expect((await errorOf(await link(c.browser, c.addressId, 2_000_000_000), 404)).message).toBe(
      checkoutApi.walletNotFound,
    );
    // Without the XSRF token: refused.
    const noXsrf = await c.browser.call('POST', `/auth/addresses/${c.addressId}/recurring-payments`, {
      json: { walletId: c.cards[0]!.id },
    });
    expect(noXsrf.status).toBe(403);
    expect(await linksOf(c.id)).toEqual([]);
  });

  it("only the owner links, reads or unlinks: another's address or card answers as an unknown one", async () => {
    const mine = await customer();
    const theirs = await customer();
    await dataOf(await link(theirs.browser, theirs.addressId, theirs.cards[0]!.id), z.array(RecurringPayment));
    const before = [await linksOf(mine.id), await linksOf(theirs.id)];

    // Their address with my card, my address with their card, their link.
    expect((await errorOf(await link(mine.browser, theirs.addressId, mine.cards[0]!.id), 404)).message).toBe(
      onboardingApi.addressNotFound,
    );
    expect((await errorOf(await link(mine.browser, mine.addressId, theirs.cards[0]!.id), 404)).message).toBe(
      checkoutApi.walletNotFound,
    );
    expect(
      (await errorOf(await mine.browser.call('GET', `/auth/addresses/${theirs.addressId}/recurring-payments`), 404))
        .message,
    ).toBe(onboardingApi.addressNotFound);
    expect((await errorOf(await unlink(mine.browser, theirs.addressId, theirs.cards[0]!.id), 404)).message).toBe(
      texts.notFound,
    );
    expect([await linksOf(mine.id), await linksOf(theirs.id)]).toEqual(before);
    // A visitor: 401.
    const anonymous = new Client(shop);
    expect((await anonymous.call('GET', `/auth/addresses/${theirs.addressId}/recurring-payments`)).status).toBe(401);
  });

  it('forgetting a card removes it from every address, after the dialog could name them', async () => {
    const c = await customer();
    const [visa1] = c.cards;
    await dataOf(await link(c.browser, c.addressId, visa1!.id), z.array(RecurringPayment));
    expect(await shop.services.wallets.recurringAddressesOf(c.id, visa1!.id)).toEqual(['Casa']);
    expect(await shop.services.wallets.recurringAddressesOf(c.id, c.cards[1]!.id)).toEqual([]);
    expect((await c.browser.call('DELETE', `/auth/wallets/${visa1!.id}`, { xsrf: true })).status).toBe(204);
    expect(await linksOf(c.id)).toEqual([]);
    const [casa] = (await homeAddresses(c.browser)).filter((a) => a.deliveryAddressId === c.addressId);
    expect(casa?.recurringPayments).toEqual([]);
    // A forgotten card cannot be linked again.
    expect((await errorOf(await link(c.browser, c.addressId, visa1!.id), 404)).message).toBe(
      checkoutApi.walletNotFound,
    );
  });
});
