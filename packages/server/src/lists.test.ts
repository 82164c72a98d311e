// Shopping lists (issue 39; orders §2 lists, §3, §4, §5, §8), through the API as a browser calls it, on
// PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL with the demo data: only members read or change a
// list (a stranger and a pending invitee get 404 for every call and change nothing), the administrator's
// rights, sharing through the outbox and the notifications, two edits of one line at once both kept, a
// retried create makes one list, the whole list to the trolley once per key, the live stream, and
// 'Scelti per te' ranking what the customer buys most first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { Trolley } from '@mercato/contracts';
import { lists as listTexts, listsApi, validation } from '@mercato/contracts/i18n/it';
import {
  ListDetail,
  ListNotification,
  ListOverview,
  SHARE_REQUEST_TYPE,
  ShoppingList,
  SpesaFacilePage,
} from '@mercato/contracts/lists';
import { rowsOf } from './db/client.ts';
import { shoppingListItems, shoppingLists } from './db/schema/commerce.ts';
import { outboxMessages } from './db/schema/checkout.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, createCustomer, testDatabases } from './test/databases.ts';
import { notSample } from './services/catalogue/samples.ts';

const DEMO_PASSWORD = 'Mercato2026!';
let nextClient = 1;
let nextKey = 1;
const key = () => `list-key-${nextKey++}-${Date.now()}`;

describe.each(testDatabases())('shopping lists on $name', (database) => {
  let shop: Shop;
  let mario: Client;
  let products: number[];

  const logged = async (email: string, password = DEMO_PASSWORD) => {
    const browser = new Client(shop, `198.51.100.${nextClient++}`);
    expect((await browser.login(email, password)).status).toBe(200);
    return browser;
  };
  const stranger = async () => {
    const c = await createCustomer(shop);
    return { ...c, browser: await logged(c.email, c.password) };
  };
  const create = async (who: Client, name: string, productId?: number) =>
    dataOf(
      await who.call('POST', '/auth/lists', { json: { name, idempotencyKey: key(), productId }, xsrf: true }),
      ShoppingList,
    );
  const detail = async (who: Client, id: number) => dataOf(await who.call('GET', `/auth/lists/${id}`), ListDetail);
  const linesOf = (listId: number) =>
    shop.db.select().from(shoppingListItems).where(eq(shoppingListItems.listId, listId)).orderBy(shoppingListItems.id);

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    products = rowsOf<{ id: number }>(
      await shop.db.execute(sql`
        select id from products where active and not premium and not out_of_stock and catalogue = 'grocery'
        and preparation_hours = 0 order by id limit 3`),
    ).map((r) => Number(r.id));
    mario = await logged('mario.rossi@example.it');
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('refuses a free visitor with the lists prompt, and a bad name with the form message', async () => {
    const anonymous = new Client(shop);
    expect((await errorOf(await anonymous.call('GET', '/auth/lists'), 401)).message).toBe(listTexts.freeVisit);
    const blank = await mario.call('POST', '/auth/lists', { json: { name: '  ', idempotencyKey: key() }, xsrf: true });
    expect((await errorOf(blank, 400)).message).toBe(validation.listNameRequired);
    const long = await mario.call('POST', '/auth/lists', {
      json: { name: 'x'.repeat(256), idempotencyKey: key() },
      xsrf: true,
    });
    expect((await errorOf(long, 400)).message).toBe(validation.listNameTooLong);
  });

  it('creates a list once per key, with the chooser product, and refuses premium products', async () => {
    const idempotencyKey = key();
    const body = { json: { name: 'Pranzo', idempotencyKey, productId: products[0] }, xsrf: true };
    const [a, b] = await Promise.all([
      mario.call('POST', '/auth/lists', body),
      mario.call('POST', '/auth/lists', body),
    ]);
    const first = await dataOf(a, ShoppingList);
    expect((await dataOf(b, ShoppingList)).id).toBe(first.id);
    expect((await linesOf(first.id)).map((l) => [l.productId, l.quantity])).toEqual([[products[0], 1]]);
    const [premium] = rowsOf<{ id: number }>(
      await shop.db.execute(sql`update products set premium = true where id = (select id from products
        where active and catalogue = 'grocery' and ${notSample()} order by id desc limit 1) returning id`),
    );
    try {
      const refused = await mario.call('POST', `/auth/lists/${first.id}/items`, {
        json: { productId: premium.id },
        xsrf: true,
      });
      expect((await errorOf(refused, 422)).message).toBe(listsApi.premium);
      expect(await linesOf(first.id)).toHaveLength(1);
    } finally {
      await shop.db.execute(sql`update products set premium = false where id = ${premium.id}`);
    }
  });

  it('keeps both of two simultaneous edits of one line, and adds of one product into one line', async () => {
    const list = await create(mario, 'Insieme', products[1]);
    const [line] = await linesOf(list.id);
    const plus = () =>
      mario.call('PATCH', `/auth/lists/${list.id}/items/${line.id}`, { json: { delta: 1 }, xsrf: true });
    const add = () =>
      mario.call('POST', `/auth/lists/${list.id}/items`, { json: { productId: products[1], quantity: 2 }, xsrf: true });
    const answers = await Promise.all([plus(), plus(), add(), add()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await linesOf(list.id)).map((l) => l.quantity)).toEqual([1 + 1 + 1 + 2 + 2]);
  });

  it('a generic line takes the product chosen for it, or joins its line; a repeat changes nothing', async () => {
    const list = await create(mario, 'Da scegliere', products[0]);
    // Written on the list: the same words twice are one line of 2; blank words are refused, nothing added.
    const write = (description: string) =>
      mario.call('POST', `/auth/lists/${list.id}/generic`, { json: { description }, xsrf: true });
    await dataOf(await write('latte'), ListDetail);
    await dataOf(await write(' Latte '), ListDetail);
    await dataOf(await write('pane'), ListDetail);
    await dataOf(await write('pane'), ListDetail);
    await dataOf(await write('pane'), ListDetail);
    expect((await errorOf(await write('   '), 400)).message).toBe(validation.listLineRequired);
    const lines = await linesOf(list.id);
    expect(lines.map((l) => [l.genericDescription, l.quantity])).toEqual([
      [null, 1],
      ['latte', 2],
      ['pane', 3],
    ]);
    const [milk, bread] = [lines[1].id, lines[2].id];
    const choose = (itemId: number, productId: number) =>
      mario.call('PUT', `/auth/lists/${list.id}/items/${itemId}/product`, { json: { productId }, xsrf: true });
    // A new product: the generic line becomes the product's; the same call again changes nothing.
    await dataOf(await choose(milk, products[1]), ListDetail);
    await dataOf(await choose(milk, products[1]), ListDetail);
    // A product the list has: the quantity joins its line, the generic line goes.
    const d = await dataOf(await choose(bread, products[0]), ListDetail);
    expect(d.items.map((i) => [i.product?.productId ?? null, i.quantity]).sort()).toEqual(
      [
        [products[0], 1 + 3],
        [products[1], 2],
      ].sort(),
    );
    expect((await linesOf(list.id)).filter((l) => l.productId === null)).toEqual([]);
    // A line that is a product's already, or not of this list: refused, nothing changed.
    expect((await errorOf(await choose(milk, products[2]), 409)).message).toBe(listsApi.notGeneric);
    expect((await errorOf(await choose(999_999, products[2]), 404)).message).toBe(listsApi.lineNotFound);
    expect((await linesOf(list.id)).map((l) => l.productId).sort()).toEqual([products[0], products[1]].sort());
  });

  it('answers every call on a list a stranger or a pending invitee is not a member of with 404, changing nothing', async () => {
    const list = await create(mario, 'Privata', products[0]);
    const [line] = await linesOf(list.id);
    const outsider = await stranger();
    const invited = await stranger();
    await dataOf(
      await mario.call('POST', `/auth/lists/${list.id}/share`, {
        json: { username: invited.email, message: 'Ciao' },
        xsrf: true,
      }),
      ListDetail,
    );
    const before = JSON.stringify(await detail(mario, list.id));
    const calls: [string, string, unknown?][] = [
      ['GET', `/auth/lists/${list.id}`],
      ['GET', `/auth/lists/${list.id}/events`],
      ['PATCH', `/auth/lists/${list.id}`, { name: 'Mia' }],
      ['POST', `/auth/lists/${list.id}/copy`, { name: 'Copia', idempotencyKey: key() }],
      ['DELETE', `/auth/lists/${list.id}`],
      ['POST', `/auth/lists/${list.id}/leave`, {}],
      ['POST', `/auth/lists/${list.id}/items`, { productId: products[2] }],
      ['PATCH', `/auth/lists/${list.id}/items/${line.id}`, { delta: 5 }],
      ['DELETE', `/auth/lists/${list.id}/items/${line.id}`],
      ['PUT', `/auth/lists/${list.id}/items/${line.id}/product`, { productId: products[2] }],
      ['POST', `/auth/lists/${list.id}/generic`, { description: 'latte' }],
      ['POST', `/auth/lists/${list.id}/trolley`, {}],
      ['POST', `/auth/lists/${list.id}/share`, { username: 'altro@example.it', message: 'Ciao' }],
      ['DELETE', `/auth/lists/${list.id}/users/1`],
    ];
    for (const who of [outsider, invited])
      for (const [method, path, json] of calls) {
        const res = await who.browser.call(method, path, { json, xsrf: true });
        expect([path, method, (await errorOf(res, 404)).message]).toEqual([path, method, listsApi.notFound]);
      }
    expect(JSON.stringify(await detail(mario, list.id))).toBe(before);
    expect((await dataOf(await outsider.browser.call('GET', '/auth/lists'), ListOverview)).lists).toEqual([]);
    // Someone else's notification is not theirs either.
    const [request] = await dataOf(
      await invited.browser.call('GET', '/auth/lists/notifications'),
      z.array(ListNotification),
    );
    for (const [method, path] of [
      ['POST', `/auth/lists/notifications/${request.id}/accept`],
      ['POST', `/auth/lists/notifications/${request.id}/refuse`],
      ['DELETE', `/auth/lists/notifications/${request.id}`],
    ] as const)
      await errorOf(await outsider.browser.call(method, path, { xsrf: true }), 404);
  });

  it('shares by e-mail through the outbox; the invitee accepts; a member cannot delete but leaves', async () => {
    const list = await create(mario, 'Condivisa', products[0]);
    const friend = await stranger();
    await mario.call('POST', `/auth/lists/${list.id}/share`, {
      json: { username: friend.email.toUpperCase(), message: 'Aggiungi il pane' },
      xsrf: true,
    });
    const mails = await shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'LIST_SHARE'), eq(outboxMessages.recipient, friend.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].bodyText).toContain('Aggiungi il pane');
    const again = await mario.call('POST', `/auth/lists/${list.id}/share`, {
      json: { username: friend.email, message: 'Di nuovo' },
      xsrf: true,
    });
    await errorOf(again, 409);
    expect((await dataOf(await friend.browser.call('GET', '/auth/lists'), ListOverview)).unread).toBe(1);
    const notes = await dataOf(
      await friend.browser.call('GET', '/auth/lists/notifications'),
      z.array(ListNotification),
    );
    expect(notes.map((n) => [n.typeId, n.read])).toEqual([[SHARE_REQUEST_TYPE, false]]);
    expect((await dataOf(await friend.browser.call('GET', '/auth/lists'), ListOverview)).unread).toBe(0);
    await dataOf(
      await friend.browser.call('POST', `/auth/lists/notifications/${notes[0].id}/accept`, { xsrf: true }),
      z.array(ListNotification),
    );
    const seen = await detail(friend.browser, list.id);
    expect(seen.list.administrator).toBe(false);
    expect(seen.users.map((u) => u.stateId)).toEqual(['1', '2']);
    // The member may add, never delete the list nor remove others.
    await dataOf(
      await friend.browser.call('POST', `/auth/lists/${list.id}/items`, {
        json: { productId: products[2] },
        xsrf: true,
      }),
      ListDetail,
    );
    expect(
      (await errorOf(await friend.browser.call('DELETE', `/auth/lists/${list.id}`, { xsrf: true }), 403)).message,
    ).toBe(listsApi.deleteAdminOnly);
    expect((await errorOf(await mario.call('POST', `/auth/lists/${list.id}/leave`, { xsrf: true }), 409)).message).toBe(
      listsApi.adminCannotLeave,
    );
    const admin = seen.users.find((u) => u.stateId === '1');
    await errorOf(await mario.call('DELETE', `/auth/lists/${list.id}/users/${admin?.userId}`, { xsrf: true }), 409);
    expect((await friend.browser.call('POST', `/auth/lists/${list.id}/leave`, { xsrf: true })).status).toBe(204);
    await errorOf(await friend.browser.call('GET', `/auth/lists/${list.id}`), 404);
    expect((await detail(mario, list.id)).items).toHaveLength(2);
    // The administrator deletes it.
    expect((await mario.call('DELETE', `/auth/lists/${list.id}`, { xsrf: true })).status).toBe(204);
    expect(await shop.db.select().from(shoppingLists).where(eq(shoppingLists.id, list.id))).toEqual([]);
  });

  it('an invitation to an e-mail with no account becomes a share request once that e-mail registers', async () => {
    const list = await create(mario, 'Per chi non ha un conto', products[0]);
    const address = `invitata.${Date.now()}@example.it`;
    const shared = await mario.call('POST', `/auth/lists/${list.id}/share`, {
      json: { username: address, message: 'Iscriviti e aggiungi' },
      xsrf: true,
    });
    expect(shared.status).toBe(200);
    const newcomer = new Client(shop, `198.51.100.${nextClient++}`);
    const password = 'Invitata-2026!';
    const registered = await newcomer.call('POST', '/account/register', {
      json: {
        forename: 'Lia',
        surname: 'Neri',
        gender: 'F',
        email: address,
        password,
        passwordConfirm: password,
        saleConditionsAccepted: true,
        privacyAccepted: true,
      },
    });
    expect(registered.status).toBe(204);
    const [mail] = await shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'ACCOUNT_CONFIRMATION'), eq(outboxMessages.recipient, address)));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.bodyText ?? '')?.[1];
    expect((await newcomer.call('POST', '/account/confirm', { json: { token } })).status).toBe(204);
    const lia = await logged(address, password);
    const notes = await dataOf(await lia.call('GET', '/auth/lists/notifications'), z.array(ListNotification));
    expect(notes.map((n) => [n.typeId, n.listId])).toEqual([[SHARE_REQUEST_TYPE, list.id]]);
    expect(notes[0].message).toContain('Iscriviti e aggiungi');
    await dataOf(
      await lia.call('POST', `/auth/lists/notifications/${notes[0].id}/accept`, { xsrf: true }),
      z.array(ListNotification),
    );
    expect((await detail(lia, list.id)).list.administrator).toBe(false);
  });

  it('tells a member of a change through the live stream', async () => {
    const list = await create(mario, 'Dal vivo', products[0]);
    const res = await mario.call('GET', `/auth/lists/${list.id}/events`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (part: string) => {
      while (!text.includes(part)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      return text.includes(part);
    };
    expect(await until('retry:')).toBe(true);
    await mario.call('POST', `/auth/lists/${list.id}/items`, { json: { productId: products[1] }, xsrf: true });
    expect(await until('event: list')).toBe(true);
    expect(text).toContain(`"listId":${list.id}`);
    await reader.cancel();
  });

  it('adds the whole list to the trolley once per key, and saves the trolley as a list', async () => {
    const buyer = await stranger();
    const list = await create(buyer.browser, 'Settimana', products[0]);
    await buyer.browser.call('POST', `/auth/lists/${list.id}/items`, {
      json: { productId: products[1], quantity: 2 },
      xsrf: true,
    });
    const headers = { 'Idempotency-Key': key() };
    const send = () => buyer.browser.call('POST', `/auth/lists/${list.id}/trolley`, { xsrf: true, headers });
    await dataOf(await send(), Trolley);
    const trolley = await dataOf(await send(), Trolley);
    expect(trolley.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [products[0], 1],
        [products[1], 2],
      ].sort(),
    );
    const saved = await dataOf(
      await buyer.browser.call('POST', '/auth/lists/from-trolley', {
        json: { name: 'Dal carrello', idempotencyKey: key() },
        xsrf: true,
      }),
      ShoppingList,
    );
    expect(saved.rowCount).toBe(2);
    const empty = await stranger();
    await errorOf(
      await empty.browser.call('POST', '/auth/lists/from-trolley', {
        json: { name: 'Vuota', idempotencyKey: key() },
        xsrf: true,
      }),
      409,
    );
  });

  it("'Scelti per te' puts first what the demo customer bought in most orders", async () => {
    const [most] = rowsOf<{ product_id: number; n: number }>(
      await shop.db.execute(sql`
        select i.product_id, count(distinct o.id)::int as n from orders o join order_items i on i.order_id = o.id
        join customers c on c.id = o.customer_id join products p on p.id = i.product_id
        where c.email = 'mario.rossi@example.it' and o.status not in ('ANNULLATO', 'SOSTITUITO')
          and p.active and not p.premium and p.catalogue = 'grocery'
        group by i.product_id order by n desc limit 1`),
    );
    const page = await dataOf(
      await mario.call('POST', '/auth/spesafacile/sceltiperte', { json: { start: 0, length: 5 }, xsrf: true }),
      SpesaFacilePage,
    );
    expect(page.total).toBeGreaterThan(0);
    const first = rowsOf<{ n: number }>(
      await shop.db.execute(sql`
        select count(distinct o.id)::int as n from orders o join order_items i on i.order_id = o.id
        join customers c on c.id = o.customer_id
        where c.email = 'mario.rossi@example.it' and o.status not in ('ANNULLATO', 'SOSTITUITO')
          and i.product_id = ${page.products[0]?.productId}`),
    )[0];
    expect(first?.n).toBe(most?.n);
  });
});
