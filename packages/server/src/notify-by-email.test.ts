// The back-in-stock e-mail (shell §7: PUT auth/displayable/notifybyemail/{id}), through the API as a browser
// calls it: a logged customer's request is stored once however often it is repeated, an unknown product
// gets 404 and changes nothing, a product that can be bought now 409, a visitor 401; when the stock comes
// back each requester gets one e-mail through the outbox, and a second pass sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { backInStock } from '@mercato/contracts/i18n/it';
import { rowsOf } from './db/client.ts';
import { products } from './db/schema/catalogue.ts';
import { outboxMessages } from './db/schema/checkout.ts';
import { backInStockRequests } from './db/schema/lists.ts';
import type { Shop } from './shop.ts';
import { errorOf } from './test/answers.ts';
import { Client, createCustomer, testDatabases } from './test/databases.ts';

let nextClient = 1;

describe.each(testDatabases())('back-in-stock e-mail on $name', (database) => {
  let shop: Shop;
  let productId: number;
  let availableId: number;

  const logged = async () => {
    const c = await createCustomer(shop);
    const browser = new Client(shop, `198.51.100.${200 + nextClient++}`);
    expect((await browser.login(c.email, c.password)).status).toBe(200);
    return { ...c, browser };
  };
  const ask = (who: Client, id: number | string) =>
    who.call('PUT', `/auth/displayable/notifybyemail/${id}`, { json: {}, xsrf: true });
  const requestsOf = (id: number) =>
    shop.db.select().from(backInStockRequests).where(eq(backInStockRequests.productId, id));
  const mailsOf = (id: number) =>
    shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'BACK_IN_STOCK'), sql`${outboxMessages.customerId} is not null`))
      .then((rows) => rows.filter((r) => r.subject.startsWith(descriptionOf.get(id) ?? '\u0000')));
  const descriptionOf = new Map<number, string>();

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    const ids = rowsOf<{ id: number; description: string }>(
      await shop.db.execute(sql`
        select id, description from products where active and not premium and not out_of_stock
        and available_quantity > 0 order by id limit 2`),
    );
    productId = Number(ids[0]!.id);
    availableId = Number(ids[1]!.id);
    descriptionOf.set(productId, ids[0]!.description);
    await shop.db.update(products).set({ outOfStock: true, availableQuantity: 0 }).where(eq(products.id, productId));
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('stores one request however often it is asked, and answers the same each time', async () => {
    const anna = await logged();
    for (let i = 0; i < 3; i++) expect((await ask(anna.browser, productId)).status).toBe(204);
    const mine = (await requestsOf(productId)).filter((r) => r.customerId === anna.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.notifiedAt).toBeNull();
  });

  it('answers an unknown product 404, an available one 409 and a visitor 401, changing nothing', async () => {
    const bruno = await logged();
    const before = (await shop.db.select().from(backInStockRequests)).length;
    expect((await errorOf(await ask(bruno.browser, 99_999_999), 404)).message).toBe(backInStock.productNotFound);
    expect((await errorOf(await ask(bruno.browser, availableId), 409)).message).toBe(backInStock.alreadyAvailable);
    expect((await ask(bruno.browser, 'abc')).status).toBe(400);
    const visitor = new Client(shop, '198.51.100.250');
    expect((await errorOf(await ask(visitor, productId), 401)).message).toBe(backInStock.freeVisit);
    expect((await shop.db.select().from(backInStockRequests)).length).toBe(before);
  });

  it('sends one e-mail to each requester once when the stock comes back', async () => {
    const carla = await logged();
    const dario = await logged();
    expect((await ask(carla.browser, productId)).status).toBe(204);
    expect((await ask(dario.browser, productId)).status).toBe(204);
    // Still out of stock: nothing is sent.
    expect(await shop.services.lists.notifyBackInStock(productId)).toBe(0);
    await shop.db.update(products).set({ outOfStock: false, availableQuantity: 5 }).where(eq(products.id, productId));
    const open = (await requestsOf(productId)).filter((r) => r.notifiedAt === null);
    expect(await shop.services.lists.notifyBackInStock(productId)).toBe(open.length);
    expect(await shop.services.lists.notifyBackInStock(productId)).toBe(0);
    const mails = await mailsOf(productId);
    for (const who of [carla, dario])
      expect(mails.filter((m) => m.customerId === who.id).map((m) => m.recipient)).toEqual([who.email]);
    expect(mails).toHaveLength(open.length);
    expect((await requestsOf(productId)).every((r) => r.notifiedAt !== null)).toBe(true);
    // Available now: a new request is refused rather than stored.
    expect((await errorOf(await ask(carla.browser, productId), 409)).message).toBe(backInStock.alreadyAvailable);
  });
});
