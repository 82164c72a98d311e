// Changing an order before its cut-offs (issue 17; contracts order-edit.ts): cancel, change the slot,
// change the content through an edit-mode trolley and the checkout (the order REPLACED), the redirector,
// and ownership (another customer's order is 404 for every call). Orders are made by the checkout itself,
// so their slot place, stock and cut-offs are the real ones. On PGlite and (DATABASE_URL_TEST) PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Trolley } from '@mercato/contracts';
import { Checkout, OrderCard } from '@mercato/contracts/checkout';
import { SLOT_SOLD_OUT } from '@mercato/contracts/error-codes';
import { formatPrice } from '@mercato/contracts/format/price';
import { orders as orderTexts, t } from '@mercato/contracts/i18n/it';
import { DeliveryDetails } from '@mercato/contracts/order-documents';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import { ORDER_CHANGED, ORDER_CUTOFF_PASSED, OrderEditSession, OrderRedirector } from '@mercato/contracts/order-edit';
import { products } from './db/schema/catalogue.ts';
import { outboxMessages } from './db/schema/checkout.ts';
import { orders, trolleys } from './db/schema/commerce.ts';
import { deliverySlots } from './db/schema/geo.ts';
import { applyRedirector } from './services/order-edit/redirector.ts';
import type { Shop } from './shop.ts';
import { dataOf, errorOf } from './test/answers.ts';
import {
  checkoutWorld,
  confirmed,
  getCheckout,
  patchCheckout,
  readyShopper,
  slotAt,
  T0,
  type CheckoutWorld,
} from './test/checkout.ts';
import { testDatabases } from './test/databases.ts';
import type { Shopper } from './test/slots.ts';

let keys = 0;
const key = (p: string) => `${p}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(testDatabases())('changing an order on $name', (database) => {
  let shop: Shop;
  let world: CheckoutWorld;
  let clock = T0;

  beforeAll(async () => {
    shop = await database.open({ now: () => clock });
    world = await checkoutWorld(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => {
    clock = T0;
  });

  /** A shopper with one order made by the checkout (4 × pasta, Wednesday 6 May 12:00). */
  async function withOrder(opts: { slot?: [string, string] } = {}) {
    const s = await readyShopper(shop, world, { slot: opts.slot });
    const made = await confirmed(s, { idempotencyKey: key('confirm'), version: (await getCheckout(s)).version });
    expect(made.outcome).toBe('ORDERED');
    return { s, orderId: made.orderId as number };
  }
  const card = async (s: Shopper, id: number) => dataOf(await s.client.call('GET', `/auth/orders/${id}`), OrderCard);
  const row = async (id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0];
  const booked = async (slotId: number) =>
    (await shop.db.select({ b: deliverySlots.booked }).from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0].b;
  const mails = async (customerId: number, kind: string) =>
    (
      await shop.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.customerId, customerId), eq(outboxMessages.kind, kind)))
    ).map((m) => m.subject);
  const stock = async () =>
    (await shop.db.select({ q: products.availableQuantity }).from(products).where(eq(products.id, world.pasta)))[0].q;
  const cancel = (s: Shopper, id: number, version: number) =>
    s.client.call('POST', `/auth/orders/${id}/cancel`, { json: { version }, xsrf: true });
  const moveSlot = (s: Shopper, id: number, json: unknown) =>
    s.client.call('POST', `/auth/orders/${id}/slot`, { json, xsrf: true });
  const startEdit = (s: Shopper, id: number, version: number) =>
    s.client.call('POST', `/auth/orders/${id}/edit`, { json: { version }, xsrf: true });
  /** Past every cut-off of the 6 May 12:00 order (its cut-off is two hours before the slot). */
  const pastCutoff = new Date('2026-05-06T08:30:00Z');

  describe('cancel', () => {
    it('cancels before the cut-off: ANNULLATO, the place and the stock given back, once', async () => {
      const { s, orderId } = await withOrder();
      const before = await row(orderId);
      const [placeBefore, stockBefore] = [await booked(before.slotId as number), await stock()];
      const c = await card(s, orderId);
      expect(c.deletable).toBe(true);

      const done = await dataOf(await cancel(s, orderId, c.version), OrderCard);
      expect(done.orderStatus).toBe('ANNULLATO');
      expect(done.orderAction).toBe('NO_ACTION');
      expect(done.version).toBe(c.version + 1);
      expect(await booked(before.slotId as number)).toBe(placeBefore - 1);
      expect(await stock()).toBe(stockBefore + 4);
      expect((await row(orderId)).cancelledAt).not.toBeNull();

      // A double click (the same stale version) or a retry: the same answer, nothing given back twice.
      const again = await dataOf(await cancel(s, orderId, c.version), OrderCard);
      expect(again).toEqual(done);
      expect(await booked(before.slotId as number)).toBe(placeBefore - 1);
      expect(await stock()).toBe(stockBefore + 4);
      // One e-mail, however often it was pressed.
      expect(await mails(s.id, 'ORDER_CANCELLED')).toEqual([`Il tuo ordine n. ${c.publicOrderId} è stato annullato`]);
    });

    it('refuses after the cut-off, whatever the page said, and a stale version', async () => {
      const { s, orderId } = await withOrder();
      const c = await card(s, orderId);
      const stale = await errorOf(await cancel(s, orderId, c.version + 7), 409);
      expect(stale.code).toBe(ORDER_CHANGED);
      expect(stale.message).toBe(texts.orderChanged);

      clock = pastCutoff;
      const late = await errorOf(await cancel(s, orderId, c.version), 409);
      expect(late.code).toBe(ORDER_CUTOFF_PASSED);
      expect(late.message).toBe(orderTexts.deadlineNote);
      const after = await row(orderId);
      expect(after.status).toBe('IN_LAVORAZIONE');
      expect(after.version).toBe(c.version);
      expect((await card(s, orderId)).orderAction).toBe('NO_ACTION');
    });

    it('answers bad input with 400 and changes nothing', async () => {
      const { s, orderId } = await withOrder();
      await errorOf(await s.client.call('POST', `/auth/orders/${orderId}/cancel`, { json: {}, xsrf: true }), 400);
      await errorOf(await cancel(s, orderId, -1), 400);
      expect((await row(orderId)).status).toBe('IN_LAVORAZIONE');
    });
  });

  describe('change of slot', () => {
    it('moves the order: the new place taken, the old one given back, once per key', async () => {
      const { s, orderId } = await withOrder();
      const before = await row(orderId);
      const to = await slotAt(shop, world, '2026-05-07', '12:00');
      const [oldPlaces, newPlaces] = [await booked(before.slotId as number), await booked(to.id)];
      const c = await card(s, orderId);
      const json = { slotId: to.id, version: c.version, idempotencyKey: key('move') };

      const moved = await dataOf(await moveSlot(s, orderId, json), OrderCard);
      expect([moved.slotDate, moved.slotStartTime]).toEqual(['2026-05-07', '12:00']);
      expect(moved.version).toBe(c.version + 1);
      expect(await booked(before.slotId as number)).toBe(oldPlaces - 1);
      expect(await booked(to.id)).toBe(newPlaces + 1);
      const after = await row(orderId);
      expect(after.slotId).toBe(to.id);
      // The cut-off keeps its lead time before the slot.
      expect(after.slotStartTime.getTime() - (after.cutoffUpdate as Date).getTime()).toBe(
        before.slotStartTime.getTime() - (before.cutoffUpdate as Date).getTime(),
      );

      // The same press again: the same order, no second place.
      const again = await dataOf(await moveSlot(s, orderId, json), OrderCard);
      expect(again.version).toBe(moved.version);
      expect(await booked(to.id)).toBe(newPlaces + 1);
      expect(await mails(s.id, 'ORDER_SLOT_CHANGED')).toEqual([
        `Nuova consegna per il tuo ordine n. ${c.publicOrderId}`,
      ]);
      // The same key for another slot: 422.
      const other = await slotAt(shop, world, '2026-05-07', '16:00');
      await errorOf(await moveSlot(s, orderId, { ...json, slotId: other?.id ?? to.id + 1 }), 422);
      // A stale version: 409, nothing moved.
      const stale = await errorOf(
        await moveSlot(s, orderId, { slotId: other.id, version: c.version, idempotencyKey: key('move') }),
        409,
      );
      expect(stale.code).toBe(ORDER_CHANGED);
      expect((await row(orderId)).slotId).toBe(to.id);
    });

    it('a slot at another price keeps the price paid: the order, its documents and the e-mail say the same', async () => {
      const { s, orderId } = await withOrder();
      const before = await row(orderId);
      const to = await slotAt(shop, world, '2026-05-08', '12:00');
      const paid = before.slotPriceCents;
      await shop.db
        .update(deliverySlots)
        .set({ priceCents: paid + 200 })
        .where(eq(deliverySlots.id, to.id));
      const c = await card(s, orderId);
      const moved = await dataOf(
        await moveSlot(s, orderId, { slotId: to.id, version: c.version, idempotencyKey: key('price') }),
        OrderCard,
      );
      expect([moved.slotDate, moved.slotPrice, moved.totalAmount]).toEqual(['2026-05-08', paid, c.totalAmount]);
      const after = await row(orderId);
      expect([after.slotPriceCents, after.totalAmountCents]).toEqual([paid, before.totalAmountCents]);
      const details = dataOf(await s.client.call('GET', `/auth/orders/${orderId}/delivery-details`), DeliveryDetails);
      expect((await details).slotPrice).toBe(paid);
      const [mail] = await shop.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.customerId, s.id), eq(outboxMessages.kind, 'ORDER_SLOT_CHANGED')));
      expect(mail.bodyText).toContain(
        paid > 0 ? t(texts.emailSlotPriceKept, { price: formatPrice(paid) }) : texts.emailSlotPriceKeptFree,
      );
    });

    it('refuses a full slot with the nearest free ones, and changes nothing', async () => {
      const { s, orderId } = await withOrder();
      const before = await row(orderId);
      const full = await slotAt(shop, world, '2026-05-08', '12:00');
      await shop.db.update(deliverySlots).set({ booked: full.capacity }).where(eq(deliverySlots.id, full.id));
      const c = await card(s, orderId);
      const err = await errorOf(
        await moveSlot(s, orderId, { slotId: full.id, version: c.version, idempotencyKey: key('full') }),
        409,
      );
      expect(err.code).toBe(SLOT_SOLD_OUT);
      expect((err as unknown as { nearest: unknown[] }).nearest.length).toBeGreaterThan(0);
      expect(await booked(full.id)).toBe(full.capacity);
      const after = await row(orderId);
      expect([after.slotId, after.version]).toEqual([before.slotId, before.version]);
    });

    it('refuses after the slot cut-off, and a slot of another area or pickup point', async () => {
      const { s, orderId } = await withOrder();
      const c = await card(s, orderId);
      const pickup = await slotAt(shop, world, '2026-05-07', '12:00', true);
      const far = await errorOf(
        await moveSlot(s, orderId, { slotId: pickup.id, version: c.version, idempotencyKey: key('far') }),
        422,
      );
      expect(far.message).toBe(texts.slotOutOfArea);
      clock = pastCutoff;
      const to = await slotAt(shop, world, '2026-05-08', '16:00');
      const late = await errorOf(
        await moveSlot(s, orderId, { slotId: to.id, version: c.version, idempotencyKey: key('late') }),
        409,
      );
      expect(late.message).toBe(orderTexts.deadlineNote);
    });

    it('moves the orders linked to it with it (one place for the group)', async () => {
      const { s, orderId } = await withOrder();
      const second = await withOrder();
      // The second customer's order rides with the first: same customer, slot and address.
      await shop.db
        .update(orders)
        .set({ customerId: s.id, linkedOrderId: orderId })
        .where(eq(orders.id, second.orderId));
      const linkedCard = await card(s, second.orderId);
      expect(linkedCard.slotModifiable).toBe(false);
      const refused = await errorOf(
        await moveSlot(s, second.orderId, {
          slotId: (await slotAt(shop, world, '2026-05-07', '10:00')).id,
          version: linkedCard.version,
          idempotencyKey: key('linked'),
        }),
        409,
      );
      expect(refused.message).toContain((await card(s, orderId)).publicOrderId);
      const to = await slotAt(shop, world, '2026-05-07', '10:00');
      const c = await card(s, orderId);
      await dataOf(
        await moveSlot(s, orderId, { slotId: to.id, version: c.version, idempotencyKey: key('grp') }),
        OrderCard,
      );
      expect((await row(second.orderId)).slotId).toBe(to.id);
      expect((await card(s, second.orderId)).slotDate).toBe('2026-05-07');
    });
  });

  describe('change of content', () => {
    it('puts the lines in an edit trolley, and confirming replaces the order in its place', async () => {
      const { s, orderId } = await withOrder();
      const before = await row(orderId);
      const places = await booked(before.slotId as number);
      const stockBefore = await stock();
      // The ordinary trolley has something of its own meanwhile.
      await dataOf(
        await s.client.call('POST', '/auth/trolley/item', { json: { productId: world.gift, quantity: 1 }, xsrf: true }),
        Trolley,
      );
      const c = await card(s, orderId);
      const session = await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
      expect(session.publicOrderId).toBe(c.publicOrderId);
      expect(session.next).toBe('/checkout/trolley');
      // A double click: the same edit, one trolley.
      await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
      const edits = await shop.db
        .select()
        .from(trolleys)
        .where(and(eq(trolleys.editingOrderId, orderId), eq(trolleys.status, 'OPEN')));
      expect(edits).toHaveLength(1);

      // The checkout is the edit's: the order's lines, slot and delivery price; the notice's data.
      let checkout = await getCheckout(s);
      expect(checkout.editing?.orderId).toBe(orderId);
      expect(checkout.trolley.items.map((i) => [i.productId, i.quantity])).toEqual([[world.pasta, 4]]);
      expect(checkout.delivery.reservation?.slotId).toBe(before.slotId);
      expect(checkout.totals.deliveryAmount).toBe(before.slotPriceCents);
      // No hold can be booked on the edit trolley.
      const hold = await s.client.call('POST', '/auth/slots/reservation', {
        json: { slotId: (await slotAt(shop, world, '2026-05-07', '12:00')).id, idempotencyKey: key('hold') },
        xsrf: true,
      });
      expect((await errorOf(hold, 409)).message).toBe(texts.editTrolleySlot);

      // One more pasta, then confirm (twice: one order).
      await dataOf(
        await s.client.call('POST', '/auth/trolley/item', {
          json: { productId: world.pasta, quantity: 1 },
          xsrf: true,
        }),
        Trolley,
      );
      checkout = await getCheckout(s);
      expect(checkout.missing).toBeNull();
      const press = { idempotencyKey: key('replace'), version: checkout.version };
      const made = await confirmed(s, press);
      expect(made.outcome).toBe('ORDERED');
      const twice = await confirmed(s, press);
      expect(twice.orderId).toBe(made.orderId);

      const old = await row(orderId);
      const fresh = await row(made.orderId as number);
      expect(old.status).toBe('SOSTITUITO');
      expect(old.replacedByOrderId).toBe(fresh.id);
      expect(fresh.replacesOrderId).toBe(orderId);
      expect([fresh.slotId, fresh.slotPriceCents, fresh.cutoffUpdate]).toEqual([
        before.slotId,
        before.slotPriceCents,
        before.cutoffUpdate,
      ]);
      // The place is counted once; the stock moved by the one pasta added.
      expect(await booked(before.slotId as number)).toBe(places);
      expect(await stock()).toBe(stockBefore - 1);
      expect((await card(s, orderId)).orderStatusLabel).toMatch(/^Sostituito/);
      // The ordinary trolley is the customer's again.
      const trolley = await dataOf(await s.client.call('GET', '/auth/trolley'), Trolley);
      expect(trolley.items.map((i) => i.productId)).toEqual([world.gift]);
    });

    it("'Annulla modifica' drops the edit trolley and leaves the order as it was", async () => {
      const { s, orderId } = await withOrder();
      const c = await card(s, orderId);
      await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
      expect((await getCheckout(s)).editing?.orderId).toBe(orderId);
      const res = await s.client.call('DELETE', `/auth/orders/${orderId}/edit`, { xsrf: true });
      expect(res.status).toBe(204);
      expect((await getCheckout(s)).editing).toBeNull();
      expect((await card(s, orderId)).version).toBe(c.version);
      expect((await s.client.call('DELETE', `/auth/orders/${orderId}/edit`, { xsrf: true })).status).toBe(204);
    });

    it('refuses to start after the cut-off, and to replace when the cut-off passed meanwhile', async () => {
      const { s, orderId } = await withOrder();
      const c = await card(s, orderId);
      await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
      await dataOf(await patchCheckout(s, { notes: 'Citofono rotto' }), Checkout);
      const checkout = await getCheckout(s);
      clock = pastCutoff;
      const late = await errorOf(
        await s.client.call('POST', '/auth/checkout/confirm', {
          json: { idempotencyKey: key('late'), version: checkout.version },
          xsrf: true,
        }),
        409,
      );
      expect(late.message).toBe(orderTexts.deadlineNote);
      expect((await row(orderId)).status).toBe('IN_LAVORAZIONE');
      expect((await startEdit(s, orderId, c.version)).status).toBe(409);

      clock = T0;
      const other = await withOrder();
      clock = pastCutoff;
      const refused = await errorOf(
        await startEdit(other.s, other.orderId, (await card(other.s, other.orderId)).version),
        409,
      );
      expect(refused.message).toBe(orderTexts.deadlineNote);
      expect(await shop.db.select().from(trolleys).where(eq(trolleys.editingOrderId, other.orderId))).toHaveLength(0);
    });

    it('a cancel racing the replacement: one of them happens, never both', async () => {
      const { s, orderId } = await withOrder();
      const c = await card(s, orderId);
      await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
      const checkout = await getCheckout(s);
      const [confirmation, cancelled] = await Promise.all([
        s.client.call('POST', '/auth/checkout/confirm', {
          json: { idempotencyKey: key('race'), version: checkout.version },
          xsrf: true,
        }),
        cancel(s, orderId, c.version),
      ]);
      const old = await row(orderId);
      if (old.status === 'SOSTITUITO') {
        expect(confirmation.status).toBe(200);
        expect((await errorOf(cancelled, 409)).code).toBe(ORDER_CHANGED);
      } else {
        expect(old.status).toBe('ANNULLATO');
        expect(cancelled.status).toBe(200);
        expect(confirmation.status).toBe(409);
        expect(await shop.db.select().from(orders).where(eq(orders.replacesOrderId, orderId))).toHaveLength(0);
      }
    });

    it('a cancelled order’s edit trolley is no longer the customer’s trolley', async () => {
      const { s, orderId } = await withOrder();
      const c = await card(s, orderId);
      await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
      await dataOf(await cancel(s, orderId, c.version), OrderCard);
      expect((await getCheckout(s)).editing).toBeNull();
    });
  });

  it('presses at once change the order once', async () => {
    const { s, orderId } = await withOrder();
    const before = await row(orderId);
    const c = await card(s, orderId);
    const to = await slotAt(shop, world, '2026-05-09', '12:00');
    const places = await booked(to.id);
    const moves = await Promise.all(
      [1, 2, 3].map(() => moveSlot(s, orderId, { slotId: to.id, version: c.version, idempotencyKey: key('race') })),
    );
    expect(moves.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await booked(to.id)).toBe(places + 1);
    const moved = await card(s, orderId);
    const cancels = await Promise.all([1, 2, 3].map(() => cancel(s, orderId, moved.version)));
    expect(cancels.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await booked(to.id)).toBe(places);
    expect((await row(orderId)).version).toBe(before.version + 2);
  });

  it('each change ends at its own cut-off (slot earlier than content and cancel)', async () => {
    const { s, orderId } = await withOrder();
    const before = await row(orderId);
    // The slot can change until a day before; content and cancel until two hours before (the checkout's).
    await shop.db
      .update(orders)
      .set({ cutoffUpdateSlot: new Date(before.slotStartTime.getTime() - 24 * 3600_000) })
      .where(eq(orders.id, orderId));
    clock = new Date(before.slotStartTime.getTime() - 12 * 3600_000);
    const c = await card(s, orderId);
    expect([c.slotModifiable, c.contentModifiable, c.deletable, c.orderAction]).toEqual([
      false,
      true,
      true,
      'MODIFY_OR_DELETE',
    ]);
    const to = await slotAt(shop, world, '2026-05-08', '18:00');
    const late = await errorOf(
      await moveSlot(s, orderId, { slotId: to.id, version: c.version, idempotencyKey: key('cut') }),
      409,
    );
    expect(late.code).toBe(ORDER_CUTOFF_PASSED);
    // The content can still change; then, past its cut-off, nothing can.
    await dataOf(await startEdit(s, orderId, c.version), OrderEditSession);
    await s.client.call('DELETE', `/auth/orders/${orderId}/edit`, { xsrf: true });
    clock = new Date(before.slotStartTime.getTime() - 60 * 60_000);
    expect((await startEdit(s, orderId, c.version)).status).toBe(409);
    expect((await cancel(s, orderId, c.version)).status).toBe(409);
  });

  it('sends pharmacy orders to the pharmacy site when it has one (REDIRECT_DOMAIN)', async () => {
    const { s, orderId } = await withOrder();
    await shop.db.update(orders).set({ navigation: 'pharma' }).where(eq(orders.id, orderId));
    const away = await applyRedirector(shop.db, s.id, orderId, { action: 'SLOT' }, T0, 'https://farmacia.example');
    expect(away).toEqual({
      hasRedirector: true,
      action: 'REDIRECT_DOMAIN',
      requested: 'SLOT',
      path: null,
      url: `https://farmacia.example/ordini/modifica-ordine/${orderId}?action=SLOT`,
    });
    const here = await applyRedirector(shop.db, s.id, orderId, {}, T0, null);
    expect(here.action).toBe('NONE');
  });

  it('the redirector: the dialog while something can change, else the order detail', async () => {
    const { s, orderId } = await withOrder();
    const open = await dataOf(
      await s.client.call('GET', `/auth/orders/${orderId}/redirector?action=ORDER`),
      OrderRedirector,
    );
    expect(open).toEqual({ hasRedirector: false, action: 'NONE', requested: 'ORDER', path: null, url: null });
    clock = pastCutoff;
    const late = await dataOf(
      await s.client.call('GET', `/auth/orders/${orderId}/redirector?action=SLOT`),
      OrderRedirector,
    );
    expect([late.action, late.path]).toEqual(['REDIRECT_SITE', `/ordini/ordine/${orderId}`]);
    await errorOf(await s.client.call('GET', `/auth/orders/${orderId}/redirector?action=NOPE`), 400);
  });

  it("another customer's order is 404 for every call, and nothing changes", async () => {
    const { s, orderId } = await withOrder();
    const other = await readyShopper(shop, world);
    const c = await card(s, orderId);
    const to = await slotAt(shop, world, '2026-05-07', '12:00');
    const calls: [string, string, unknown?][] = [
      ['GET', `/auth/orders/${orderId}`],
      ['POST', `/auth/orders/${orderId}/cancel`, { version: c.version }],
      ['POST', `/auth/orders/${orderId}/slot`, { slotId: to.id, version: c.version, idempotencyKey: key('x') }],
      ['POST', `/auth/orders/${orderId}/edit`, { version: c.version }],
      ['DELETE', `/auth/orders/${orderId}/edit`],
      ['GET', `/auth/orders/${orderId}/redirector?action=SLOT`],
    ];
    for (const [method, path, json] of calls)
      await errorOf(await other.client.call(method, path, { json, xsrf: true }), 404);
    const after = await row(orderId);
    expect([after.status, after.version, after.slotId]).toEqual([
      'IN_LAVORAZIONE',
      c.version,
      (await row(orderId)).slotId,
    ]);
    expect(await shop.db.select().from(trolleys).where(eq(trolleys.editingOrderId, orderId))).toHaveLength(0);
    // Visitors: 401.
    const anonymous = await s.client.shop.app.fetch(
      new Request(`http://localhost:4321/commerce/resources/auth/orders/${orderId}/redirector`),
    );
    expect(anonymous.status).toBe(401);
  });
});
