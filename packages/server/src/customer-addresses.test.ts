// A logged customer's delivery addresses as the demo customers see them (issue 13, points 17, 18, 20),
// on PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL with the demo data: the page configuration
// lists the customer's own addresses only; identifiers are unique per customer (orders §5
// 'Identificativo già presente'), also for requests at once; the address checker's "change address"
// reuses the saved home address of the street; accessType is 'logged' everywhere (spec shell §1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readFile } from 'node:fs/promises';
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { ACCESS_TYPE_LOGGED, Customer, DeliveryAddress, PageConfiguration } from '@mercato/contracts';
import { deliveryAddresses, postcodes, streets, streetServices } from './db/schema/geo.ts';
import { customers } from './db/schema/platform.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD } from './test/databases.ts';
import { dataOf, errorOf } from './test/answers.ts';

const DEMO_PASSWORD = 'Mercato2026!';
const GIULIA = 'giulia.bianchi@example.it';
const MARIO = 'mario.rossi@example.it';
const DUPLICATE = { field: 'identifier', message: 'Identificativo già presente' };

let nextClient = 1;
/** A browser with an address of its own, so the login limits of one test do not reach another. */
const browserOf = (shop: Shop) => new Client(shop, `203.0.113.${nextClient++}`);

describe.each(testDatabases())('customer delivery addresses on $name', (database) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const customerIdOf = async (email: string) =>
    (await shop.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0].id;
  const idsOf = async (customerId: number) =>
    (
      await shop.db
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.customerId, customerId), isNull(deliveryAddresses.deletedAt)))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const logged = async (email: string, password = DEMO_PASSWORD) => {
    const browser = browserOf(shop);
    expect((await browser.login(email, password)).status).toBe(200);
    return browser;
  };
  const pageConfig = async (browser: Client, nav = 'supermercato') =>
    dataOf(await browser.call('GET', `/nav/${nav}`), PageConfiguration);
  /** A street (with its postcode) offering home delivery, other than `except`. */
  const homeStreet = async (except: number[]) => {
    const [s] = await shop.db
      .select({ id: streets.id, postcode: streets.postcode, name: streets.name })
      .from(streets)
      .innerJoin(streetServices, eq(streetServices.streetId, streets.id))
      .innerJoin(postcodes, eq(postcodes.postcode, streets.postcode))
      .where(
        and(
          eq(streetServices.site, 'supermercato'),
          eq(postcodes.checkResult, 'SUPPORTED'),
          except.length ? notInArray(streets.id, except) : ne(streets.id, 0),
        ),
      )
      .orderBy(streets.id)
      .limit(1);
    return s;
  };

  describe('page configuration deliveryAddresses (GET nav/{nav})', () => {
    it("lists the logged customer's own addresses, every site, and nobody else's", async () => {
      const giuliaId = await customerIdOf(GIULIA);
      const marioId = await customerIdOf(MARIO);
      const giulia = await pageConfig(await logged(GIULIA), 'drive');
      expect(giulia.deliveryAddresses.map((a) => a.deliveryAddressId).sort((a, b) => a - b)).toEqual(
        await idsOf(giuliaId),
      );
      expect(giulia.deliveryAddresses.map((a) => a.identifier)).toEqual(expect.arrayContaining(['Casa', 'Ufficio']));
      expect(giulia.deliveryAddresses.find((a) => a.identifier === 'Casa')).toMatchObject({
        currentAddress: true,
        houseNumber: '12',
        street: { name: 'Corso Buenos Aires' },
        drive: false,
      });
      expect(giulia.deliveryAddresses.filter((a) => a.drive).length).toBeGreaterThan(0);

      const mario = await pageConfig(await logged(MARIO));
      const marioIds = mario.deliveryAddresses.map((a) => a.deliveryAddressId).sort((a, b) => a - b);
      expect(marioIds).toEqual(await idsOf(marioId));
      expect(marioIds.length).toBeGreaterThan(0);
      const giuliaIds = new Set(await idsOf(giuliaId));
      expect(marioIds.some((id) => giuliaIds.has(id))).toBe(false);
      // A customer without addresses, and a visitor, get none.
      const anna = await createCustomer(shop);
      expect((await pageConfig(await logged(anna.email, TEST_PASSWORD))).deliveryAddresses).toEqual([]);
      expect((await pageConfig(browserOf(shop))).deliveryAddresses).toEqual([]);
    });
  });

  describe('accessType (spec shell §1: logged)', () => {
    it("is 'logged' in POST login, auth/profile/customer and the page configuration", async () => {
      const browser = browserOf(shop);
      const login = await browser.login(GIULIA, DEMO_PASSWORD);
      expect((await dataOf(login, Customer)).accessType).toBe('logged');
      expect(ACCESS_TYPE_LOGGED).toBe('logged');
      expect((await dataOf(await browser.call('GET', '/auth/profile/customer'), Customer)).accessType).toBe('logged');
      expect((await pageConfig(browser)).customer?.accessType).toBe('logged');
    });
  });

  describe('identifiers and the address checker (POST auth/addresses)', () => {
    const post = (browser: Client, json: unknown) => browser.call('POST', '/auth/addresses', { json, xsrf: true });
    const Answer = z.object({ address: DeliveryAddress, message: z.string(), created: z.boolean() });
    const created = async (res: Response) => (await dataOf(res, Answer)).address;

    it("refuses an identifier the customer already uses ('Ufficio', ' ufficio '), or a named home without house number: 400 on the field, nothing stored", async () => {
      const giuliaId = await customerIdOf(GIULIA);
      const browser = await logged(GIULIA);
      const before = await idsOf(giuliaId);
      const street = await homeStreet([]);
      for (const identifier of ['Ufficio', ' ufficio ', 'CASA']) {
        const res = await post(browser, {
          postcode: street.postcode,
          streetId: street.id,
          site: 'supermercato',
          identifier,
          houseNumber: '5',
        });
        expect(await errorOf(res, 400)).toMatchObject({ message: DUPLICATE.message, entityErrors: [DUPLICATE] });
      }
      // A named home address is the account's: its house number is required (orders §5).
      const noNumber = await post(browser, {
        postcode: street.postcode,
        streetId: street.id,
        site: 'supermercato',
        identifier: 'Cantina',
      });
      expect(await errorOf(noNumber, 400)).toMatchObject({
        entityErrors: [{ field: 'houseNumber', message: "Il campo 'Numero civico' è obbligatorio" }],
      });
      expect(await idsOf(giuliaId)).toEqual(before);
      // Another customer may use the same name.
      const other = await createCustomer(shop);
      const mine = await post(await logged(other.email, TEST_PASSWORD), {
        postcode: street.postcode,
        streetId: street.id,
        site: 'supermercato',
        identifier: 'Ufficio',
        houseNumber: '5',
      });
      expect(await created(mine)).toMatchObject({ identifier: 'Ufficio', houseNumber: '5' });
    });

    it("reuses the home address of the same street on a change of address from the checker, else names the new one 'Casa 2'", async () => {
      const giuliaId = await customerIdOf(GIULIA);
      const browser = await logged(GIULIA);
      const [casa] = await shop.db
        .select()
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.customerId, giuliaId), eq(deliveryAddresses.identifier, 'Casa')));
      const before = await idsOf(giuliaId);
      // What the checker sends: postcode, street and service, no identifier and no house number.
      const same = await dataOf(
        await post(browser, { postcode: casa.postCode, streetId: casa.streetId, site: 'supermercato' }),
        Answer,
      );
      expect(same).toMatchObject({
        address: { deliveryAddressId: casa.id, identifier: 'Casa', houseNumber: '12' },
        created: false,
      });
      expect(await idsOf(giuliaId)).toEqual(before);

      const ufficio = (await pageConfig(browser)).deliveryAddresses.find((a) => a.identifier === 'Ufficio');
      const street = await homeStreet(
        [casa.streetId, ufficio?.streetId].filter((x): x is number => typeof x === 'number'),
      );
      const moved = await dataOf(
        await post(browser, { postcode: street.postcode, streetId: street.id, site: 'supermercato' }),
        Answer,
      );
      expect(moved).toMatchObject({
        address: { identifier: 'Casa 2', street: { name: street.name }, drive: false },
        message: 'Indirizzo creato',
        created: true,
      });
      const names = (await pageConfig(browser)).deliveryAddresses.map((a) => a.identifier);
      expect(names.filter((n) => n.toLowerCase().startsWith('casa'))).toEqual(['Casa', 'Casa 2']);
    });

    it('keeps identifiers unique under requests at once: one 200 and one 400 for the same name', async () => {
      const customer = await createCustomer(shop);
      const browser = await logged(customer.email, TEST_PASSWORD);
      const a = await homeStreet([]);
      const b = await homeStreet([a.id]);
      const [first, second] = await Promise.all(
        [a, b].map((s) =>
          post(browser, {
            postcode: s.postcode,
            streetId: s.id,
            site: 'supermercato',
            identifier: 'Garage',
            houseNumber: '1',
          }),
        ),
      );
      const answers = [first, second].sort((x, y) => x.status - y.status);
      expect(answers.map((r) => r.status)).toEqual([200, 400]);
      expect(await errorOf(answers[1], 400)).toMatchObject({ entityErrors: [DUPLICATE] });
      expect(await idsOf(customer.id)).toHaveLength(1);
      // Two changes of address from the checker at once (a double click) store one address.
      const c = await homeStreet([a.id, b.id]);
      const twice = await Promise.all(
        [1, 2].map(() => post(browser, { postcode: c.postcode, streetId: c.id, site: 'supermercato' })),
      );
      expect(twice.map((r) => r.status)).toEqual([200, 200]);
      const ids = await Promise.all(twice.map(async (r) => (await created(r)).deliveryAddressId));
      expect(ids[0]).toBe(ids[1]);
      expect(await idsOf(customer.id)).toHaveLength(2);
    });
  });

  it('migration 0005 renames the duplicates a database already holds, then builds the unique index', async () => {
    const customer = await createCustomer(shop);
    const street = await homeStreet([]);
    const row = (identifier: string, deletedAt: Date | null = null) => ({
      customerId: customer.id,
      deliveryMethod: 'F' as const,
      identifier,
      streetId: street.id,
      postCode: street.postcode,
      town: 'Milano',
      street: street.name,
      houseNumber: '1',
      deletedAt,
    });
    await shop.db.execute(sql`drop index delivery_addresses_identifier_uq`);
    const inserted = await shop.db
      .insert(deliveryAddresses)
      .values([row('Casa'), row('casa'), row('CASA', new Date()), row('CASA'), row('Ufficio')])
      .returning({ id: deliveryAddresses.id });
    const migration = await readFile(new URL('../drizzle/0005_address_identifier_unique.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await shop.db.execute(sql.raw(statement));
    const names = await shop.db
      .select({ id: deliveryAddresses.id, identifier: deliveryAddresses.identifier })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.customerId, customer.id))
      .orderBy(deliveryAddresses.id);
    const [a, b, deleted, c, d] = inserted.map((r) => r.id);
    expect(names).toEqual([
      { id: a, identifier: 'Casa' },
      { id: b, identifier: `casa ${b}` },
      { id: deleted, identifier: 'CASA' },
      { id: c, identifier: `CASA ${c}` },
      { id: d, identifier: 'Ufficio' },
    ]);
    const again = await shop.db
      .insert(deliveryAddresses)
      .values(row('ufficio'))
      .onConflictDoNothing()
      .returning({ id: deliveryAddresses.id });
    expect(again).toEqual([]);
  });
});
