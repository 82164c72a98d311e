// The orders area's demo (issue 17): for each customer given, one order in every state the orders pages
// handle — editable, linked to it, past its cut-off, payment suspended, a locker pickup with its keys,
// delivered (complaint possible, with an invoice and an undelivered and a restocked line), delivered with
// a complaint made, cancelled, one with virtual cards — and the school and sport vouchers.
// It draws from its own random stream, so the data made before it stays the same.
import type { Navigation } from '@mercato/contracts';
import type { ComplaintReasonCode } from '@mercato/contracts/complaints';
import type { VoucherStatus } from '@mercato/contracts/vouchers';
import type { orderItems, orders } from '../schema/commerce.ts';
import { withEanCheckDigit } from '../../ean.ts';
import type { Random } from './random.ts';
import { addDays, DAY_MS, romeDate, romeToUtc } from './time.ts';
import type { DemoData, Insert } from './generate.ts';

type MakeOrder = (
  customerId: number,
  daysAgo: number,
  nav: Navigation,
  status: Insert<typeof orders>['status'],
  future: boolean,
  r: Random,
) => number | null;

const hex = (r: Random, n: number) => Array.from({ length: n }, () => '0123456789abcdef'[r.int(0, 15)]).join('');

export function ordersAreaDemo(data: DemoData, r: Random, now: Date, customerIds: number[], makeOrder: MakeOrder) {
  const orderOf = (id: number) => data.orders.find((o) => o.id === id) as Insert<typeof orders>;
  const itemsOf = (id: number) => data.orderItems.filter((i) => i.orderId === id);
  let complaintId = data.complaints.length + 1;
  let cardId = data.virtualCards.length + 1;
  let voucherId = data.customerVouchers.length + 1;
  let requestId = data.voucherRequests.length + 1;
  let barcodeId = data.voucherBarcodes.length + 1;
  // Lines added to orders here get their ids at the end, after every order's own lines.
  const extraLines: Insert<typeof orderItems>[] = [];

  const delivered = (id: number) => {
    const o = orderOf(id);
    o.deliveredAt = o.slotEndTime as Date;
    o.ddcCode = `DDC${String(id).padStart(7, '0')}`;
  };

  for (const cid of customerIds) {
    const c = data.customers.find((x) => x.id === cid);
    if (!c) continue;
    // 1. to be delivered, editable (a real slot two days ahead, cut-offs a day before it)
    const editable = makeOrder(cid, 1, 'supermercato', 'IN_LAVORAZIONE', true, r);
    if (!editable) continue;
    const first = orderOf(editable);
    // 2. linked to it: same slot and address, the slot is free (orders §2 '*')
    const linkedId = makeOrder(cid, 0, 'supermercato', 'IN_LAVORAZIONE', false, r);
    if (linkedId) {
      const o = orderOf(linkedId);
      Object.assign(o, {
        linkedOrderId: editable,
        slotId: first.slotId,
        slotStartTime: first.slotStartTime,
        slotEndTime: first.slotEndTime,
        deliveryAddressId: first.deliveryAddressId,
        deliveryAddressText: first.deliveryAddressText,
        cutoffUpdate: first.cutoffUpdate,
        cutoffDelete: first.cutoffDelete,
        totalAmountCents: (o.totalAmountCents as number) - (o.slotPriceCents ?? 0),
        slotPriceCents: 0,
      });
    }
    // 3. past its cut-offs: the slot is tomorrow morning and nothing can change any more
    const late = makeOrder(cid, 2, 'supermercato', 'IN_LAVORAZIONE', false, r);
    if (late) {
      const o = orderOf(late);
      const start = new Date(now.getTime() + 18 * 3600_000);
      Object.assign(o, {
        slotStartTime: start,
        slotEndTime: new Date(start.getTime() + 2 * 3600_000),
        cutoffUpdate: new Date(now.getTime() - 2 * 3600_000),
        cutoffDelete: new Date(now.getTime() - 2 * 3600_000),
      });
    }
    // 4. payment suspended (the bank has not confirmed the card payment yet)
    const suspended = makeOrder(cid, 0, 'supermercato', 'IN_LAVORAZIONE', true, r);
    if (suspended) Object.assign(orderOf(suspended), { paymentType: 'ONLINE', paymentStatus: 'PAGAMENTO SOSPESO' });
    // 5. 'Clicca e Vai' locker pickup, ready for pickup, with its keys
    const locker = makeOrder(cid, 1, 'drive', 'IN_CONSEGNA', false, r);
    if (locker) {
      const o = orderOf(locker);
      const drive = o.driveId ? data.drives.find((d) => d.id === o.driveId) : data.drives[0];
      // ready from the next 10:00 (Rome) at least an hour away
      let start = romeToUtc(romeDate(now), '10:00');
      if (start.getTime() < now.getTime() + 3600_000) start = romeToUtc(addDays(romeDate(now), 1), '10:00');
      Object.assign(o, {
        driveId: drive?.id ?? null,
        deliveryStoreName: drive?.description ?? null,
        slotStartTime: start,
        slotEndTime: new Date(start.getTime() + 2 * 3600_000),
        lockerKeys: [
          { locker: `Cella ${r.int(1, 40)}`, keyCode: r.digits(6), lockerKeyEnc: hex(r, 32) },
          { locker: `Cella ${r.int(41, 80)}`, keyCode: r.digits(6), lockerKeyEnc: hex(r, 32) },
        ],
      });
    }
    // 6. delivered, a complaint still possible; with an invoice, a voucher discount, an undelivered
    //    line (not charged) and a restocked one
    const done = makeOrder(cid, 4, 'supermercato', 'CONSEGNATO', false, r);
    if (done) {
      const o = orderOf(done);
      delivered(done);
      const [gone, restocked] = itemsOf(done);
      if (gone) {
        gone.deliveredQuantity = 0;
        o.totalPriceCents =
          (o.totalPriceCents as number) - ((gone.finalPriceCents as number) + (gone.discountCents ?? 0));
        o.totalDiscountCents = (o.totalDiscountCents ?? 0) - (gone.discountCents ?? 0);
        o.totalAmountCents = (o.totalAmountCents as number) - (gone.finalPriceCents as number);
      }
      if (restocked) restocked.restockNote = 'Reintegrato dal magazzino: stessa referenza, confezione nuova';
      // The delivery details' other sections: a substitute (charged), a premium and a free item (not
      // charged) and a Christmas basket (charged), made from lines of the order itself.
      const [, , third, fourth, fifth] = itemsOf(done);
      if (third) {
        third.isSubstitute = true;
        third.substituteAccepted = true;
        third.substitutionDescription = 'Prodotto ordinato non disponibile: sostituito con formato equivalente';
      }
      for (const [line, kind] of [
        [fourth, 'premium'],
        [fifth, 'free'],
      ] as const) {
        if (!line) continue;
        extraLines.push({
          ...line,
          quantity: 1,
          weightGrams: null,
          discountCents: line.unitPriceCents,
          finalPriceCents: 0,
          hasPromo: false,
          premium: kind === 'premium',
          freeItem: kind === 'free',
          points: kind === 'premium' ? 500 : 0,
          restockNote: null,
          vote: null,
        });
      }
      if (fourth) {
        const basket = 3990;
        extraLines.push({
          ...fourth,
          productCode: `${fourth.productCode}C`.slice(0, 32),
          description: 'Cesto natalizio Mercato: panettone, spumante e torrone',
          quantity: 1,
          weightGrams: null,
          unitPriceCents: basket,
          discountCents: 0,
          finalPriceCents: basket,
          vatPercent: 10,
          hasPromo: false,
          isCesto: true,
          vote: null,
        });
        o.totalPriceCents = (o.totalPriceCents as number) + basket;
        o.totalAmountCents = (o.totalAmountCents as number) + basket;
      }
      const voucher = Math.min(500, Math.floor((o.totalAmountCents as number) / 4));
      o.voucherDiscountCents = voucher;
      o.totalDiscountCents = (o.totalDiscountCents ?? 0) + voucher;
      o.totalAmountCents = (o.totalAmountCents as number) - voucher;
      o.invoiceNumber = `FT-${new Date(o.deliveredAt as Date).getUTCFullYear()}-${String(done).padStart(6, '0')}`;
      o.invoice = {
        billingAddressId: 0,
        address: {
          name: 'Casa',
          type: 'PERSONAL',
          countryType: 'IT',
          heading: `${c.forename} ${c.surname}`,
          street: (o.deliveryAddressText ?? '').split(',')[0] ?? '',
          houseNumber: '',
          postcode: (o.deliveryAddressText ?? '').split(', ')[1]?.slice(0, 5) ?? '',
          town: (o.deliveryAddressText ?? '').split(', ')[1]?.slice(6) ?? '',
          country: 'Italia',
          province: null,
          taxCode: null,
        },
        cig: '',
        billingCup: '',
        billingNumord: '',
        billingNotefatt: '',
      };
    }
    // 7. delivered, the complaint made (one per order)
    const complained = makeOrder(cid, 10, 'supermercato', 'CONSEGNATO', false, r);
    if (complained) {
      const o = orderOf(complained);
      delivered(complained);
      o.complaintOpened = true;
      const id = complaintId++;
      data.complaints.push({
        id,
        orderId: complained,
        customerId: cid,
        action: 'PRODUCT',
        message: 'Una confezione è arrivata aperta.',
        email: c.email,
        phone: c.mobileNumber ?? null,
        createdAt: new Date((o.deliveredAt as Date).getTime() + 3 * 3600_000),
      });
      const item = itemsOf(complained)[0];
      if (item)
        data.complaintProducts.push({
          complaintId: id,
          orderItemId: item.id as number,
          reason: 'DAMAGED' satisfies ComplaintReasonCode,
          quantity: 1,
          description: 'Confezione aperta',
          lot: null,
          expiryDate: null,
        });
    }
    // 8. cancelled
    const cancelled = makeOrder(cid, 6, 'supermercato', 'ANNULLATO', false, r);
    if (cancelled) orderOf(cancelled).cancelledAt = new Date(now.getTime() - 6 * DAY_MS + 3600_000);
    // 9. delivered with virtual cards (the list shows the last 360 days)
    const cards = makeOrder(cid, 20, 'supermercato', 'CONSEGNATO', false, r);
    if (cards) {
      delivered(cards);
      const o = orderOf(cards);
      for (const [title, value] of [
        ['Gift Card Mercato', 2500],
        ['Gift Card Mercato', 5000],
      ] as const) {
        data.virtualCards.push({
          id: cardId++,
          customerId: cid,
          orderId: cards,
          orderItemId: null,
          title: `${title} ${value / 100} €`,
          description: `Carta regalo da ${value / 100} € spendibile online e nei negozi Mercato entro la scadenza.`,
          serial: `MC${r.digits(12)}`,
          pin: r.digits(8),
          valueCents: value,
          activationDate: o.deliveredAt as Date,
          expiration: new Date((o.deliveredAt as Date).getTime() + 365 * DAY_MS).toISOString().slice(0, 10),
          createdAt: o.orderInsertTime as Date,
        });
      }
    }
    // School and sport vouchers: what can still be asked for, one confirmed request and one printed
    // request awaiting confirmation
    const school = voucherId++;
    data.customerVouchers.push(
      {
        id: school,
        customerId: cid,
        productDescription: 'Buono Amici di Scuola: materiale didattico',
        availableQuantity: 12,
      },
      {
        id: voucherId++,
        customerId: cid,
        productDescription: 'Buono Amici dello Sport: attrezzatura sportiva',
        availableQuantity: 5,
      },
    );
    for (const [status, quantity, days] of [
      ['CONFERMATO', 3, 30],
      ['IN_ATTESA', 2, 2],
    ] as const) {
      const id = requestId++;
      data.voucherRequests.push({
        id,
        voucherId: school,
        customerId: cid,
        reference: `AS${String(cid).padStart(3, '0')}${String(id).padStart(5, '0')}`,
        quantity,
        status: status satisfies VoucherStatus,
        idempotencyKey: `seed-${id}`,
        createdAt: new Date(now.getTime() - days * DAY_MS),
      });
      for (let k = 0; k < quantity; k++)
        data.voucherBarcodes.push({
          id: barcodeId++,
          requestId: id,
          code: withEanCheckDigit(`299${String(cid).padStart(3, '0')}${String(id).padStart(3, '0')}${k}${r.digits(2)}`),
          printed: status === 'IN_ATTESA',
          operationDate: status === 'IN_ATTESA' ? new Date(now.getTime() - days * DAY_MS) : null,
        });
    }
  }
  let nextItem = Math.max(...data.orderItems.map((i) => i.id as number)) + 1;
  for (const line of extraLines) data.orderItems.push({ ...line, id: nextItem++ });
}
