// The account's home-delivery addresses with every field (issue 40; orders §3, §5), on PGlite in memory
// and (DATABASE_URL_TEST) on PostgreSQL with the demo geography: an address is added with every field
// and listed; each rule answers its message and saves nothing; the street must offer home delivery;
// identifiers stay unique; in edit the street stays; the address in use cannot be removed; and only the
// owner reads, changes or removes an address (another customer's id answers as an unknown one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { DeliveryAddress } from '@mercato/contracts';
import { accountAddresses, accountArea, onboardingApi } from '@mercato/contracts/i18n/it';
import { orders } from './db/schema/commerce.ts';
import { customers } from './db/schema/platform.ts';
import { deliveryAddresses, postcodes, streets, streetServices } from './db/schema/geo.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, loggedInCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';

let n = 1;
describe.each(testDatabases())('account addresses on $name', (database) => {
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

  const customer = () => loggedInCustomer(shop, `198.18.0.${n++}`);
  const form = (over: Record<string, unknown> = {}) => ({
    identifier: 'Casa al mare',
    region: 'Lombardia',
    province: 'Milano',
    town: 'Milano',
    postCode: street.postcode,
    street: street.name.toUpperCase(),
    streetId: street.id,
    houseNumber: '12',
    stairNumber: 'B',
    floorNumber: '3',
    interphoneName: 'Conti',
    doorman: true,
    lift: false,
    homeNumber: '0212345',
    note: 'Suonare due volte',
    ...over,
  });

  it('adds an address with every field, lists it, and keeps its street in edit', async () => {
    const { id, browser } = await customer();
    const res = await browser.call('POST', '/auth/addresses/home', { json: form(), xsrf: true });
    const added = await dataOf(res, DeliveryAddress);
    expect(added).toMatchObject({
      identifier: 'Casa al mare',
      streetId: street.id,
      houseNumber: '12',
      stairNumber: 'B',
      floorNumber: '3',
      interphoneName: 'Conti',
      doorman: true,
      lift: false,
      homeNumber: '0212345',
      note: 'Suonare due volte',
    });
    const edited = await dataOf(
      await browser.call('PUT', `/auth/addresses/${added.deliveryAddressId}/details`, {
        json: form({ identifier: 'Mare', street: 'Altra via', lift: 'true', floorNumber: '5' }),
        xsrf: true,
      }),
      DeliveryAddress,
    );
    expect(edited).toMatchObject({ identifier: 'Mare', lift: true, floorNumber: '5', streetId: street.id });
    const [row] = await shop.db
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.id, added.deliveryAddressId));
    expect(row).toMatchObject({ customerId: id, street: street.name });
  });

  it('answers each rule with its message and saves nothing', async () => {
    const { id, browser } = await customer();
    const bad = await browser.call('POST', '/auth/addresses/home', {
      json: form({
        identifier: '',
        houseNumber: '1234567',
        stairNumber: 'a-b',
        floorNumber: ' ',
        doorman: '',
        homeNumber: '12',
      }),
      xsrf: true,
    });
    expect((await errorOf(bad, 400)).entityErrors).toEqual(
      expect.arrayContaining([
        { field: 'identifier', message: "Il campo 'Identificativo' è obbligatorio" },
        { field: 'houseNumber', message: "Il campo 'Numero civico' può contenere al massimo 6 caratteri" },
        { field: 'stairNumber', message: 'Formato non valido (testo o numero)' },
        { field: 'floorNumber', message: "Il campo 'Piano' è obbligatorio" },
        { field: 'doorman', message: "Il campo 'Portineria' è obbligatorio" },
        { field: 'homeNumber', message: 'Il numero di telefono deve essere numerico di almeno 5 cifre' },
      ]),
    );
    const unsupported = await browser.call('POST', '/auth/addresses/home', {
      json: form({ street: 'Via che non esiste', streetId: null }),
      xsrf: true,
    });
    expect((await errorOf(unsupported, 400)).entityErrors).toEqual([
      { field: 'street', message: 'Indirizzo non supportato' },
    ]);
    await browser.call('POST', '/auth/addresses/home', { json: form(), xsrf: true });
    const twice = await browser.call('POST', '/auth/addresses/home', {
      json: form({ identifier: ' casa AL mare ' }),
      xsrf: true,
    });
    expect((await errorOf(twice, 400)).entityErrors).toEqual([
      { field: 'identifier', message: 'Identificativo già presente' },
    ]);
    const rows = await shop.db
      .select()
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, id), isNull(deliveryAddresses.deletedAt)));
    expect(rows).toHaveLength(1);
  });

  it('removes an address but not the one in use; only the owner reaches an address', async () => {
    const owner = await customer();
    const other = await customer();
    const added = await dataOf(
      await owner.browser.call('POST', '/auth/addresses/home', { json: form({ identifier: 'Ufficio' }), xsrf: true }),
      DeliveryAddress,
    );
    const path = `/auth/addresses/${added.deliveryAddressId}`;
    // Another customer: as an unknown address, and nothing changes.
    for (const [method, p, json] of [
      ['DELETE', path, undefined],
      ['PUT', `${path}/details`, form({ identifier: 'Mio' })],
      ['GET', `${path}/can-copy-trolley`, undefined],
      ['PUT', '/auth/addresses/current', { addressId: added.deliveryAddressId, copyCart: false }],
    ] as const) {
      const res = await other.browser.call(method, p, { json, xsrf: true });
      expect(res.status, `${method} ${p}`).toBe(404);
      expect((await errorOf(res)).message).toBe(onboardingApi.addressNotFound);
    }
    await owner.browser.call('PUT', '/auth/addresses/current', {
      json: { addressId: added.deliveryAddressId, copyCart: false },
      xsrf: true,
    });
    expect(await errorOf(await owner.browser.call('DELETE', path, { xsrf: true }), 409)).toMatchObject({
      message: accountAddresses.deleteInUse,
    });
    const second = await dataOf(
      await owner.browser.call('POST', '/auth/addresses/home', { json: form({ identifier: 'Casa' }), xsrf: true }),
      DeliveryAddress,
    );
    expect(
      (await owner.browser.call('DELETE', `/auth/addresses/${second.deliveryAddressId}`, { xsrf: true })).status,
    ).toBe(204);
    const [row] = await shop.db
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.id, second.deliveryAddressId));
    expect(row.deletedAt).not.toBeNull();
    expect(
      await errorOf(
        await owner.browser.call('DELETE', `/auth/addresses/${second.deliveryAddressId}`, { xsrf: true }),
        404,
      ),
    ).toBeTruthy();
  });

  it("downloads the customer's data; deletes the account only with no open order, keeping the orders", async () => {
    const { id, browser } = await customer();
    await browser.call('POST', '/auth/addresses/home', { json: form({ identifier: 'Casa' }), xsrf: true });
    const data = await browser.call('GET', '/auth/account/data');
    expect(data.headers.get('content-disposition')).toMatch(/attachment/);
    const mine = (await data.json()).data;
    expect(mine.customer).toMatchObject({ id });
    expect(mine.customer.passwordHash).toBeUndefined();
    expect(mine.deliveryAddresses.map((a: { identifier: string }) => a.identifier)).toContain('Casa');
    // Another customer's data is never in it; without a login, 401.
    expect((await new Client(shop).call('GET', '/auth/account/data')).status).toBe(401);

    const [order] = await shop.db.select().from(orders).where(eq(orders.status, 'IN_LAVORAZIONE')).limit(1);
    await shop.db.update(orders).set({ customerId: id }).where(eq(orders.id, order.id));
    const remove = (password: string) => browser.call('DELETE', '/auth/account', { json: { password }, xsrf: true });
    expect((await errorOf(await remove('sbagliata'), 422)).message).toBe(accountArea.currentPasswordWrong);
    expect((await errorOf(await remove(TEST_PASSWORD), 409)).message).toBe(accountArea.deleteRefused);
    await shop.db.update(orders).set({ status: 'CONSEGNATO' }).where(eq(orders.id, order.id));
    expect((await remove(TEST_PASSWORD)).status).toBe(204);
    const [row] = await shop.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ forename: accountArea.deletedName, surname: '', mobileNumber: null });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toMatch(/example\.it/);
    const [kept] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.customerId).toBe(id);
    expect((await browser.call('GET', '/auth/profile/customer')).status).toBe(401);
  });
});
