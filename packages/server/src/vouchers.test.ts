// Virtual cards and the school and sport vouchers (issue 17; orders §2 /ordini/carte and /ordini/buoni, §3,
// §9), through the API as a browser calls it, on PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL with
// the demo data: only the customer's own cards of the last 360 days, details only when asked and never
// cached, another customer's order or voucher answered 404 as a missing one, 'RICHIEDI' never takes more
// than is available (also at once), one key makes one request, printing marks the barcodes printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { VIRTUAL_CARDS_DAYS } from '@mercato/contracts';
import { slots, slotsApi, t, vouchers as texts } from '@mercato/contracts/i18n/it';
import { VirtualCardDetail, VirtualCardPage, VoucherOverview } from '@mercato/contracts/vouchers';
import { orders } from './db/schema/commerce.ts';
import { customerVouchers, virtualCards, voucherBarcodes, voucherRequests } from './db/schema/orders-area.ts';
import { customers } from './db/schema/platform.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import { Client, testDatabases } from './test/databases.ts';

const DEMO_PASSWORD = 'Mercato2026!';
const MARIO = 'mario.rossi@example.it';
const GIULIA = 'giulia.bianchi@example.it';
const DAY_MS = 86_400_000;

let nextClient = 1;

describe.each(testDatabases())('virtual cards and vouchers on $name', (database) => {
  let shop: Shop;
  let mario: Client;
  let marioId: number;
  let giuliaId: number;

  const idOf = async (email: string) =>
    (await shop.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0].id;
  const logged = async (email: string) => {
    const browser = new Client(shop, `203.0.113.${nextClient++}`);
    expect((await browser.login(email, DEMO_PASSWORD)).status).toBe(200);
    return browser;
  };
  /** The orders holding virtual cards of a customer, as stored. */
  const cardOrdersOf = async (customerId: number) =>
    [
      ...new Set(
        (
          await shop.db
            .select({ orderId: virtualCards.orderId })
            .from(virtualCards)
            .where(eq(virtualCards.customerId, customerId))
        ).map((r) => r.orderId),
      ),
    ].sort((a, b) => a - b);
  const vouchersOf = (customerId: number) =>
    shop.db
      .select()
      .from(customerVouchers)
      .where(eq(customerVouchers.customerId, customerId))
      .orderBy(customerVouchers.id);
  const requestsOf = (customerId: number) =>
    shop.db.select().from(voucherRequests).where(eq(voucherRequests.customerId, customerId));
  const request = (browser: Client, voucherId: number, quantity: number, idempotencyKey: string) =>
    browser.call('POST', `/auth/vouchers/${voucherId}/requests`, {
      json: { quantity, idempotencyKey },
      xsrf: true,
    });

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 30 });
    marioId = await idOf(MARIO);
    giuliaId = await idOf(GIULIA);
    mario = await logged(MARIO);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  describe('virtual cards', () => {
    it("lists the customer's own orders with cards, not cached, with their description and quantity", async () => {
      const res = await mario.call('GET', '/auth/virtual-cards');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const page = await dataOf(res, VirtualCardPage);
      expect(page.orders.map((o) => o.id)).toEqual(await cardOrdersOf(marioId));
      expect(page.count).toBe(1);
      const [o] = page.orders;
      expect(o.quantity).toBe(2);
      expect(o.description).toBe('Gift Card Mercato 25 €, Gift Card Mercato 50 €');
      expect(o.confirmDateFormat).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(o.deliveryDateFormat).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      const [stored] = await shop.db
        .select({ publicOrderId: orders.publicOrderId })
        .from(orders)
        .where(eq(orders.id, o.id));
      expect(o.publicId).toBe(stored.publicOrderId);
    });

    it('pages the list: a page past the last is empty, a page that is not one is refused', async () => {
      const past = await dataOf(await mario.call('GET', '/auth/virtual-cards?page=2'), VirtualCardPage);
      expect([past.orders.length, past.page, past.pages, past.count]).toEqual([0, 2, 1, 1]);
      await errorOf(await mario.call('GET', '/auth/virtual-cards?page=abc'), 400);
    });

    it('gives the details of an order only when asked, with the PIN, never cached', async () => {
      const [orderId] = await cardOrdersOf(marioId);
      const res = await mario.call('GET', `/auth/virtual-cards/${orderId}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const cards = await dataOf(res, z.array(VirtualCardDetail));
      const stored = await shop.db
        .select()
        .from(virtualCards)
        .where(eq(virtualCards.orderId, orderId))
        .orderBy(virtualCards.id);
      expect(cards.map((c) => [c.serial, c.value, c.title])).toEqual(stored.map((c) => [c.serial, c.pin, c.title]));
      expect(cards[0].activationDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(cards[0].expiration).toBe(stored[0].expiration?.split('-').reverse().join('/'));
    });

    it("answers another customer's order exactly as a missing one", async () => {
      const [giulias] = await cardOrdersOf(giuliaId);
      const theirs = await mario.call('GET', `/auth/virtual-cards/${giulias}`);
      const missing = await mario.call('GET', '/auth/virtual-cards/99999999');
      expect((await errorOf(theirs, 404)).message).toBe(slotsApi.orderNotFound);
      expect(await errorOf(missing, 404)).toEqual(
        await errorOf(await mario.call('GET', '/auth/virtual-cards/99999998')),
      );
    });

    it(`shows the orders of the last ${VIRTUAL_CARDS_DAYS} days only`, async () => {
      const [orderId] = await cardOrdersOf(marioId);
      const [{ was }] = await shop.db
        .select({ was: orders.orderInsertTime })
        .from(orders)
        .where(eq(orders.id, orderId));
      const at = async (days: number) => {
        await shop.db
          .update(orders)
          .set({ orderInsertTime: new Date(Date.now() - days * DAY_MS) })
          .where(eq(orders.id, orderId));
        return (await dataOf(await mario.call('GET', '/auth/virtual-cards'), VirtualCardPage)).count;
      };
      try {
        expect(await at(VIRTUAL_CARDS_DAYS - 1)).toBe(1);
        expect(await at(VIRTUAL_CARDS_DAYS + 1)).toBe(0);
        await errorOf(await mario.call('GET', `/auth/virtual-cards/${orderId}`), 404);
      } finally {
        await shop.db.update(orders).set({ orderInsertTime: was }).where(eq(orders.id, orderId));
      }
    });

    it('asks an anonymous visitor to log in, as the orders do', async () => {
      for (const path of ['/auth/virtual-cards', '/auth/virtual-cards/1', '/auth/vouchers'])
        expect((await errorOf(await new Client(shop).call('GET', path), 401)).message).toBe(slots.freeVisit);
    });
  });

  describe('school and sport vouchers', () => {
    it('shows the items with their available quantity and the printable requests with the pending mark', async () => {
      const overview = await dataOf(await mario.call('GET', '/auth/vouchers'), VoucherOverview);
      expect(overview.vouchers.map((v) => v.availableQuantity).sort()).toEqual([12, 5]);
      expect(overview.printable.map((p) => [p.quantity, p.status, p.pendingConfirmation])).toEqual([
        [2, 'IN_ATTESA', true],
        [3, 'CONFERMATO', false],
      ]);
      expect(overview.printable[0].barcodes.every((b) => b.printed && b.operationDate)).toBe(true);
      expect(overview.printable[1].barcodes).toHaveLength(3);
    });

    it('makes a request: the available quantity drops, the printable list grows, with valid EAN-13s', async () => {
      const [school] = await vouchersOf(marioId);
      const before = await requestsOf(marioId);
      const overview = await dataOf(await request(mario, school.id, 2, 'make-one-request-1'), VoucherOverview);
      expect(overview.vouchers.find((v) => v.id === school.id)?.availableQuantity).toBe(school.availableQuantity - 2);
      expect(overview.printable).toHaveLength(before.length + 1);
      const made = overview.printable[0];
      expect([made.quantity, made.status, made.pendingConfirmation]).toEqual([2, 'CONFERMATO', false]);
      for (const b of made.barcodes) {
        expect(b.code).toMatch(/^\d{13}$/);
        const sum = [...b.code.slice(0, 12)].reduce((s, d, k) => s + Number(d) * (k % 2 ? 3 : 1), 0);
        expect(Number(b.code[12])).toBe((10 - (sum % 10)) % 10);
      }
    });

    it('refuses more than available with the quantity message, and changes nothing', async () => {
      const [, sport] = await vouchersOf(marioId);
      const before = await requestsOf(marioId);
      const err = await errorOf(await request(mario, sport.id, sport.availableQuantity + 1, 'too-many-key-1'), 422);
      expect(err.entityErrors).toEqual([
        { field: 'quantity', message: t(texts.tooMany, { max: String(sport.availableQuantity) }) },
      ]);
      expect((await vouchersOf(marioId))[1].availableQuantity).toBe(sport.availableQuantity);
      expect(await requestsOf(marioId)).toHaveLength(before.length);
    });

    it('makes one request for one key, however often it is sent', async () => {
      const [school] = await vouchersOf(marioId);
      const before = await requestsOf(marioId);
      const answers = await Promise.all([
        request(mario, school.id, 1, 'double-click-key-1'),
        request(mario, school.id, 1, 'double-click-key-1'),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const again = await dataOf(await request(mario, school.id, 1, 'double-click-key-1'), VoucherOverview);
      expect(await requestsOf(marioId)).toHaveLength(before.length + 1);
      expect(again.vouchers.find((v) => v.id === school.id)?.availableQuantity).toBe(school.availableQuantity - 1);
    });

    it('never goes below zero with requests at once', async () => {
      const [, sport] = await vouchersOf(marioId);
      await shop.db.update(customerVouchers).set({ availableQuantity: 5 }).where(eq(customerVouchers.id, sport.id));
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, k) => request(mario, sport.id, 2, `at-once-key-${k}`)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 422, 422, 422, 422]);
      expect((await vouchersOf(marioId))[1].availableQuantity).toBe(1);
      const last = await errorOf(await request(mario, sport.id, 2, 'at-once-key-9'), 422);
      expect(last.message).toBe(t(texts.tooMany, { max: '1' }));
      await request(mario, sport.id, 1, 'at-once-key-10');
      const none = await errorOf(await request(mario, sport.id, 1, 'at-once-key-11'), 422);
      expect(none.message).toBe(texts.noneAvailable);
    });

    it('prints the chosen barcodes: printed with the operation date, the request awaiting confirmation', async () => {
      const overview = await dataOf(await mario.call('GET', '/auth/vouchers'), VoucherOverview);
      const fresh = overview.printable.find((p) => p.status === 'CONFERMATO' && p.barcodes.length >= 2);
      if (!fresh) throw new Error('no request to print');
      const chosen = [fresh.barcodes[0].id];
      const after = await dataOf(
        await mario.call('POST', '/auth/vouchers/print', { json: { barcodeIds: chosen }, xsrf: true }),
        VoucherOverview,
      );
      const printed = after.printable.find((p) => p.id === fresh.id);
      expect(printed?.status).toBe('IN_ATTESA');
      expect(printed?.pendingConfirmation).toBe(true);
      expect(printed?.barcodes.map((b) => b.printed)).toEqual(fresh.barcodes.map((b) => b.id === chosen[0]));
      const date = printed?.barcodes[0].operationDate;
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      // Printing again keeps the first print's date.
      const again = await dataOf(
        await mario.call('POST', '/auth/vouchers/print', { json: { barcodeIds: chosen }, xsrf: true }),
        VoucherOverview,
      );
      expect(again.printable.find((p) => p.id === fresh.id)?.barcodes[0].operationDate).toBe(date);
    });

    it("answers another customer's voucher and barcodes as missing ones, and changes nothing", async () => {
      const [theirs] = await vouchersOf(giuliaId);
      const err = await errorOf(await request(mario, theirs.id, 1, 'not-mine-key-1'), 404);
      expect(err.message).toBe(texts.voucherNotFound);
      expect(await errorOf(await request(mario, 99999999, 1, 'not-mine-key-2'), 404)).toEqual(err);
      expect((await vouchersOf(giuliaId))[0].availableQuantity).toBe(theirs.availableQuantity);

      const giuliaRequests = await requestsOf(giuliaId);
      const codes = await shop.db
        .select()
        .from(voucherBarcodes)
        .where(
          inArray(
            voucherBarcodes.requestId,
            giuliaRequests.map((r) => r.id),
          ),
        );
      const unprinted = codes.filter((c) => !c.printed);
      const [mine] = (await dataOf(await mario.call('GET', '/auth/vouchers'), VoucherOverview)).printable;
      const print = await mario.call('POST', '/auth/vouchers/print', {
        json: { barcodeIds: [mine.barcodes[0].id, unprinted[0].id] },
        xsrf: true,
      });
      expect((await errorOf(print, 404)).message).toBe(texts.voucherNotFound);
      const [still] = await shop.db
        .select()
        .from(voucherBarcodes)
        .where(and(eq(voucherBarcodes.id, unprinted[0].id)));
      expect(still.printed).toBe(false);
      // giulia's own view does not show mario's requests
      const giulia = await logged(GIULIA);
      const hers = await dataOf(await giulia.call('GET', '/auth/vouchers'), VoucherOverview);
      expect(hers.printable.map((p) => p.id).sort()).toEqual(giuliaRequests.map((r) => r.id).sort());
    });

    it('refuses bad input with 400 and the Italian message', async () => {
      const [school] = await vouchersOf(marioId);
      for (const json of [{}, { quantity: 0, idempotencyKey: 'bad-input-key-1' }, { quantity: 1, idempotencyKey: 'x' }])
        await errorOf(await mario.call('POST', `/auth/vouchers/${school.id}/requests`, { json, xsrf: true }), 400);
      await errorOf(await mario.call('POST', '/auth/vouchers/print', { json: { barcodeIds: [] }, xsrf: true }), 400);
      expect((await vouchersOf(marioId))[0].availableQuantity).toBe(school.availableQuantity);
    });
  });
});
