// Billing addresses through the API (issue 16; orders §4 billing form, §5 billing rules), on PGlite in
// memory and (DATABASE_URL_TEST) on PostgreSQL: every rule's message reaches the caller and nothing is
// saved; 'Verifica' saves nothing; the identifier is unique per customer (case-insensitive), also for
// requests at once; one preferred address; a deletion clears the open checkout's choice; only the owner
// reads or changes an address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { BillingAddress } from '@mercato/contracts';
import { billingApi, checkout, validation } from '@mercato/contracts/i18n/it';
import { SAMPLE_BILLING_ADDRESS } from '@test-support/sample-data.ts';
import { billingAddresses, checkouts } from './db/schema/checkout.ts';
import { trolleys } from './db/schema/commerce.ts';
import { billingAddressValid, uniqueViolation } from './services/billing-addresses/index.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, loggedInCustomer, testDatabases } from './test/databases.ts';

// Lowercase tax code: saving uppercases it.
const PERSONAL = { ...SAMPLE_BILLING_ADDRESS, taxCode: 'rssmra85t10a562s' };
const COMPANY = {
  ...PERSONAL,
  name: 'Ufficio',
  type: 'COMPANY',
  heading: 'Rossi S.r.l.',
  taxCode: '12345678903',
  vatNumber: '12345678903',
  codiceDestSdi: 'abc1234',
};
const List = z.array(BillingAddress);

let n = 1;
describe.each(testDatabases())('billing addresses on $name', (database) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await database.open({ seed: false });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  const customer = () => loggedInCustomer(shop, `198.51.100.${n++}`);
  const list = async (b: Client) => dataOf(await b.call('GET', '/auth/billing-addresses'), List);
  const create = (b: Client, json: unknown) => b.call('POST', '/auth/billing-addresses', { json, xsrf: true });
  const update = (b: Client, id: number | string, json: unknown) =>
    b.call('PUT', `/auth/billing-addresses/${id}`, { json, xsrf: true });
  const remove = (b: Client, id: number | string) => b.call('DELETE', `/auth/billing-addresses/${id}`, { xsrf: true });
  const verify = (b: Client, json: unknown, id?: number) =>
    b.call('POST', `/auth/billing-addresses/verify${id ? `?id=${id}` : ''}`, { json, xsrf: true });
  const fieldsOf = async (res: Response) =>
    Object.fromEntries(((await errorOf(res, 422)).entityErrors ?? []).map((e) => [e.field, e.message]));

  it('asks a login (401) of a visitor', async () => {
    const res = await new Client(shop).call('GET', '/auth/billing-addresses');
    expect(res.status).toBe(401);
  });

  it('starts empty, saves a new address with the tax code uppercased, and lists it as preferred', async () => {
    const { browser } = await customer();
    expect(await list(browser)).toEqual([]);
    const saved = await dataOf(await create(browser, PERSONAL), BillingAddress);
    expect(saved).toMatchObject({ name: 'Casa', taxCode: 'RSSMRA85T10A562S', preferred: true, codiceDestSdi: null });
    expect(await list(browser)).toEqual([saved]);
  });

  it("'Verifica' answers 204 for a valid form and saves nothing", async () => {
    const { browser } = await customer();
    const res = await verify(browser, COMPANY);
    expect(res.status).toBe(204);
    expect(await list(browser)).toEqual([]);
  });

  it("gives every rule's message per field, 422, and saves nothing", async () => {
    const { browser } = await customer();
    const empty = { type: 'PERSONAL', countryType: 'IT', name: '', heading: '', street: '', houseNumber: '' };
    for (const call of [() => verify(browser, empty), () => create(browser, empty)]) {
      expect(await fieldsOf(await call())).toEqual({
        name: validation.billingIdentifierRequired,
        heading: "Il campo 'Intestazione' è obbligatorio",
        street: "Il campo 'Indirizzo' è obbligatorio",
        houseNumber: "Il campo 'Numero civico' è obbligatorio",
        postcode: "Il campo 'CAP' è obbligatorio",
        town: "Il campo 'Comune' è obbligatorio",
        country: "Il campo 'Paese' è obbligatorio",
        province: "Il campo 'Provincia' è obbligatorio",
        taxCode: "Il campo 'Codice fiscale' è obbligatorio",
      });
    }
    expect(await fieldsOf(await create(browser, { ...PERSONAL, taxCode: 'RSSMRA85T10A562T' }))).toEqual({
      taxCode: validation.taxCodeInvalid,
    });
    expect(await fieldsOf(await create(browser, { ...PERSONAL, heading: 'x'.repeat(61) }))).toEqual({
      heading: "Il campo 'Intestazione' può contenere al massimo 60 caratteri",
    });
    // A company: the partita IVA with its check digit, and the SDI code.
    expect(await fieldsOf(await create(browser, { ...COMPANY, vatNumber: '12345678900', codiceDestSdi: '' }))).toEqual({
      vatNumber: 'Partita IVA non valido',
      codiceDestSdi: validation.sdiRequired,
    });
    expect(await fieldsOf(await create(browser, { ...COMPANY, vatNumber: '123456789012' }))).toEqual({
      vatNumber: "Il campo 'Partita IVA' deve essere al massimo di 11 caratteri",
    });
    expect(await fieldsOf(await create(browser, { ...COMPANY, codiceDestSdi: 'ab!' }))).toEqual({
      codiceDestSdi: validation.sdiInvalid,
    });
    // An organization: 11 digits only; a freelancer abroad: the tax code is required.
    expect(
      await fieldsOf(await create(browser, { ...COMPANY, type: 'ORGANIZATION', taxCode: 'RSSMRA85T10A562S' })),
    ).toEqual({ taxCode: validation.taxCodeInvalid });
    expect(
      await fieldsOf(
        await create(browser, { ...COMPANY, type: 'FREELANCER', countryType: 'OTHER', taxCode: '', vatNumber: 'FR1' }),
      ),
    ).toEqual({ taxCode: "Il campo 'Codice fiscale' è obbligatorio" });
    // A field of the wrong type gets an Italian message, never zod's own words.
    const wrong = await fieldsOf(await create(browser, { ...PERSONAL, countryType: 'OTHER', province: 5 }));
    expect(wrong).toEqual({ province: 'Provincia non valido' });
    // A holder type the form does not offer: 400 with its field's message.
    const bad = await errorOf(await create(browser, { ...PERSONAL, type: 'ALIEN' }), 400);
    expect(bad.entityErrors).toEqual([{ field: 'type', message: billingApi.typeInvalid }]);
    expect(await list(browser)).toEqual([]);
  });

  it('abroad, a private person gives no tax code and the SDI code is not kept', async () => {
    const { browser } = await customer();
    const abroad = {
      ...PERSONAL,
      countryType: 'OTHER',
      country: 'Francia',
      province: '',
      taxCode: '',
      codiceDestSdi: 'XYZ9999',
    };
    const saved = await dataOf(await create(browser, abroad), BillingAddress);
    expect(saved).toMatchObject({ countryType: 'OTHER', taxCode: null, codiceDestSdi: null });
  });

  it("refuses an identifier the customer already uses, in any case, but not another customer's", async () => {
    const a = await customer();
    const b = await customer();
    await dataOf(await create(a.browser, PERSONAL), BillingAddress);
    // The same save again (a retry whose answer was lost): the same address, nothing saved twice.
    const again = await dataOf(await create(a.browser, PERSONAL), BillingAddress);
    expect((await list(a.browser)).map((x) => x.id)).toEqual([again.id]);
    const dup = { ...COMPANY, name: ' CASA ' };
    expect(await fieldsOf(await verify(a.browser, dup))).toEqual({ name: validation.identifierDuplicate });
    expect(await fieldsOf(await create(a.browser, dup))).toEqual({ name: validation.identifierDuplicate });
    await dataOf(await create(b.browser, dup), BillingAddress);
    expect((await list(a.browser)).map((x) => x.name)).toEqual(['Casa']);
  });

  it('keeps one address per identifier when several are saved with it at once', async () => {
    const { browser } = await customer();
    const answers = await Promise.all(
      ['Via Uno', 'Via Due', 'Via Tre', 'Via Quattro'].map((street) =>
        create(browser, { ...COMPANY, name: 'Doppio', street }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const r of answers.filter((x) => x.status === 422))
      expect(await fieldsOf(r)).toEqual({ name: validation.identifierDuplicate });
    expect(await list(browser)).toHaveLength(1);
  });

  it('saves one address when the same save arrives several times at once (a retried request)', async () => {
    const { browser } = await customer();
    const answers = await Promise.all([0, 1, 2].map(() => create(browser, COMPANY)));
    const saved = await Promise.all(answers.map((r) => dataOf(r, BillingAddress)));
    expect(new Set(saved.map((a) => a.id)).size).toBe(1);
    expect(await list(browser)).toHaveLength(1);
  });

  it("'Verifica' names a used identifier with the form's other mistakes; a save names the others first", async () => {
    const { browser } = await customer();
    await dataOf(await create(browser, PERSONAL), BillingAddress);
    const both = { ...COMPANY, name: 'casa', heading: '' };
    // 'Verifica' checks the form against the customer's identifiers: every mistake at once, in the form's order.
    expect(Object.keys(await fieldsOf(await verify(browser, both)))).toEqual(['name', 'heading']);
    // A save checks the form first, then the identifier under the lock.
    expect(Object.keys(await fieldsOf(await create(browser, both)))).toEqual(['heading']);
    expect(await fieldsOf(await create(browser, { ...both, heading: 'Rossi S.r.l.' }))).toEqual({
      name: validation.identifierDuplicate,
    });
    // The JSON is read first (malformed: 400), then the address edited (not one: 404), then the body.
    const malformed = await browser.call('POST', '/auth/billing-addresses/verify?id=x', {
      body: '{',
      headers: { 'content-type': 'application/json' },
      xsrf: true,
    });
    expect(malformed.status).toBe(400);
    expect((await browser.call('POST', '/auth/billing-addresses/verify?id=x', { json: both, xsrf: true })).status).toBe(
      404,
    );
  });

  it('edits an address keeping its own identifier; the verify of an edit knows it', async () => {
    const { browser } = await customer();
    const saved = await dataOf(await create(browser, PERSONAL), BillingAddress);
    const other = await dataOf(await create(browser, COMPANY), BillingAddress);
    const edited = { ...PERSONAL, street: 'Corso Como' };
    expect(await fieldsOf(await verify(browser, edited))).toEqual({ name: validation.identifierDuplicate });
    expect((await verify(browser, edited, saved.id)).status).toBe(204);
    const after = await dataOf(await update(browser, saved.id, edited), BillingAddress);
    expect(after).toMatchObject({ id: saved.id, name: 'Casa', street: 'Corso Como' });
    // Renaming to the other address's identifier is refused and changes nothing.
    expect(await fieldsOf(await update(browser, saved.id, { ...edited, name: 'ufficio' }))).toEqual({
      name: validation.identifierDuplicate,
    });
    const names = (await list(browser)).map((x) => x.name).sort();
    expect(names).toEqual(['Casa', 'Ufficio']);
    expect(other.preferred).toBe(false);
  });

  it('makes one address the preferred one, listed first', async () => {
    const { id, browser } = await customer();
    const first = await dataOf(await create(browser, PERSONAL), BillingAddress);
    const second = await dataOf(await create(browser, { ...COMPANY, preferred: true }), BillingAddress);
    let rows = await list(browser);
    expect(rows.map((x) => [x.id, x.preferred])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await dataOf(await update(browser, first.id, { ...PERSONAL, preferred: true }), BillingAddress);
    rows = await list(browser);
    expect(rows.map((x) => [x.id, x.preferred])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const stored = await shop.db.select().from(billingAddresses).where(eq(billingAddresses.customerId, id));
    expect(stored.filter((r) => r.preferred)).toHaveLength(1);
  });

  it('deletes softly, frees the identifier and clears the choice of the open checkout', async () => {
    const { id, browser } = await customer();
    const saved = await dataOf(await create(browser, COMPANY), BillingAddress);
    const [trolley] = await shop.db
      .insert(trolleys)
      .values({ customerId: id, navigation: 'supermercato' })
      .returning({ id: trolleys.id });
    await shop.db.insert(checkouts).values({ trolleyId: trolley.id, invoiceWanted: true, billingAddressId: saved.id });
    expect((await remove(browser, saved.id)).status).toBe(204);
    expect(await list(browser)).toEqual([]);
    const [c] = await shop.db.select().from(checkouts).where(eq(checkouts.trolleyId, trolley.id));
    expect(c).toMatchObject({ billingAddressId: null, invoiceWanted: true, version: 1 });
    const [kept] = await shop.db.select().from(billingAddresses).where(eq(billingAddresses.id, saved.id));
    expect(kept.deletedAt).not.toBeNull();
    // A second delete (a retry) and an edit of the deleted address: 404.
    expect((await errorOf(await remove(browser, saved.id), 404)).message).toBe(billingApi.notFound);
    expect((await errorOf(await update(browser, saved.id, COMPANY), 404)).message).toBe(billingApi.notFound);
    await dataOf(await create(browser, COMPANY), BillingAddress);
  });

  it("answers 404 to another customer's address and changes nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const saved = await dataOf(await create(owner.browser, PERSONAL), BillingAddress);
    expect(await list(other.browser)).toEqual([]);
    const edit = await errorOf(await update(other.browser, saved.id, { ...PERSONAL, street: 'Via Altra' }), 404);
    expect(edit.message).toBe(billingApi.notFound);
    expect((await errorOf(await remove(other.browser, saved.id), 404)).message).toBe(billingApi.notFound);
    expect(await list(owner.browser)).toEqual([saved]);
    for (const bad of ['abc', '0', '-1', '99999999999'])
      expect((await errorOf(await remove(owner.browser, bad), 404)).message).toBe(billingApi.notFound);
  });

  it("reads the unique index's refusal from this database's driver (what maps a lost race to the message)", async () => {
    const { id, browser } = await customer();
    await dataOf(await create(browser, PERSONAL), BillingAddress);
    const row = { ...PERSONAL, type: 'PERSONAL' as const, countryType: 'IT' as const, customerId: id, name: 'CASA' };
    const err = await shop.db
      .insert(billingAddresses)
      .values(row)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(uniqueViolation(err)).toBe('billing_addresses_name_uq');
    expect(uniqueViolation(new Error('altro'))).toBeNull();
  });

  it('billingAddressValid: a saved address checked against today’s rules', async () => {
    const { id, browser } = await customer();
    const saved = await dataOf(await create(browser, COMPANY), BillingAddress);
    const [row] = await shop.db.select().from(billingAddresses).where(eq(billingAddresses.id, saved.id));
    expect(billingAddressValid(row)).toBe(true);
    // Saved before the check digit was checked: no longer valid (the confirmation's message).
    expect(billingAddressValid({ ...row, vatNumber: '12345678900' })).toBe(false);
    expect(billingAddressValid({ ...row, deletedAt: new Date() })).toBe(false);
    expect(await shop.services.billingAddresses.isValid(id, saved.id)).toBe(true);
    expect(saved.valid).toBe(true);
    // An address saved under older rules: listed with valid false, refused by isValid.
    await shop.db.update(billingAddresses).set({ vatNumber: '12345678900' }).where(eq(billingAddresses.id, saved.id));
    expect((await list(browser)).map((a) => a.valid)).toEqual([false]);
    expect(await shop.services.billingAddresses.isValid(id, saved.id)).toBe(false);
    const other = await customer();
    expect(await shop.services.billingAddresses.isValid(other.id, saved.id)).toBe(false);
    expect(checkout.invalidInvoiceAddresses).toBe('Uno o più indirizzi non risultano validi');
  });
});
