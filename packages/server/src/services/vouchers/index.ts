// 'Buoni Amici di Scuola e dello Sport' (orders §2 /ordini/buoni/amici-scuola, §3 virtual voucher and
// barcode, §4 voucher, §8): what the customer can still ask for, the requests made (the printable list)
// with their EAN-13 barcodes, 'RICHIEDI' and the printing of chosen barcodes. Only the customer's own:
// another customer's voucher or barcode is 404, as one that does not exist.
//
// 'RICHIEDI' takes the quantity with one conditional update (available_quantity - n WHERE
// available_quantity >= n), so requests at once never take more than there is; the idempotency key makes
// one request per press however often it is sent (a key already used answers what is there now). Locks
// in one order: the voucher row, then its new request and barcodes; printing locks the requests, then
// updates their barcodes.
//
// chosen (the spec shows neither the statuses nor the rules): a request is granted at once (CONFERMATO,
// ready to print) with one barcode per voucher; printing marks the chosen barcodes printed — the
// operation date is the first print's, a reprint keeps it — and their request IN_ATTESA (printed,
// awaiting the confirmation of the school or club: the pending-confirmation mark). Every request stays
// printable (a lost sheet can be printed again). The barcodes are in-store EAN-13 codes: '2', the request
// id on 8 digits, the voucher's number on 3, and the check digit.
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { formatDate, formatDateTime } from '@mercato/contracts/format/date';
import { t, vouchers as texts } from '@mercato/contracts/i18n/it';
import {
  type PrintableVoucher,
  type VoucherOverview,
  type VoucherPrintInput,
  type VoucherRequestInput,
  type VoucherStatus,
  voucherRequestProblem,
} from '@mercato/contracts/vouchers';
import { type Db, rowsOf } from '../../db/client.ts';
import { customerVouchers, voucherBarcodes, voucherRequests } from '../../db/schema/orders-area.ts';
import { withEanCheckDigit } from '../../ean.ts';
import { notFound } from '../../errors.ts';
import { unprocessable } from '../../validation.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { Session } from '../sessions/index.ts';
import { lockVoucherRequests } from '../locks.ts';

/** The EAN-13 of the `index`-th voucher (0-based) of request `requestId`. */
export const voucherBarcodeOf = (requestId: number, index: number) =>
  withEanCheckDigit(`2${String(requestId).padStart(8, '0')}${String(index).padStart(3, '0')}`);

/** A key already used: the transaction is undone and the caller answers what is there. */
class KeyAlreadyUsed extends Error {}

export interface VoucherContext {
  db: Db;
  /** The clock (tests move it). */
  now: () => Date;
}

const customerOf = async (ctx: VoucherContext, session: Session | null) =>
  (await customerOwnerOf(ctx.db, session)).customerId as number;

async function overviewOf(ctx: VoucherContext, customerId: number): Promise<VoucherOverview> {
  const { db } = ctx;
  const items = await db
    .select({
      id: customerVouchers.id,
      productDescription: customerVouchers.productDescription,
      availableQuantity: customerVouchers.availableQuantity,
    })
    .from(customerVouchers)
    .where(eq(customerVouchers.customerId, customerId))
    .orderBy(asc(customerVouchers.productDescription), asc(customerVouchers.id));
  const requests = await db
    .select({ request: voucherRequests, productDescription: customerVouchers.productDescription })
    .from(voucherRequests)
    .innerJoin(customerVouchers, eq(customerVouchers.id, voucherRequests.voucherId))
    .where(eq(voucherRequests.customerId, customerId))
    .orderBy(desc(voucherRequests.createdAt), desc(voucherRequests.id));
  const codes = requests.length
    ? await db
        .select()
        .from(voucherBarcodes)
        .where(
          inArray(
            voucherBarcodes.requestId,
            requests.map((r) => r.request.id),
          ),
        )
        .orderBy(asc(voucherBarcodes.id))
    : [];
  return {
    vouchers: items,
    printable: requests.map(({ request: r, productDescription }): PrintableVoucher => {
      const status = r.status as VoucherStatus;
      return {
        id: r.id,
        reference: r.reference,
        productDescription,
        quantity: r.quantity,
        status,
        statusLabel: texts.statuses[status] ?? r.status,
        pendingConfirmation: status === 'IN_ATTESA',
        requestDate: formatDate(r.createdAt),
        barcodes: codes
          .filter((b) => b.requestId === r.id)
          .map((b) => ({
            id: b.id,
            code: b.code,
            printed: b.printed,
            operationDate: b.operationDate ? formatDateTime(b.operationDate) : null,
          })),
      };
    }),
  };
}

/** GET auth/vouchers. */
export async function overview(ctx: VoucherContext, session: Session | null): Promise<VoucherOverview> {
  return overviewOf(ctx, await customerOf(ctx, session));
}

/**
 * POST auth/vouchers/{voucherId}/requests {quantity, idempotencyKey}: 'RICHIEDI'. More than available:
 * 422 with the quantity's message, nothing changes.
 */
export async function request(
  ctx: VoucherContext,
  session: Session | null,
  id: number,
  input: VoucherRequestInput,
): Promise<VoucherOverview> {
  const { db, now } = ctx;
  const customerId = await customerOf(ctx, session);
  const keyUsed = async () =>
    (
      await db
        .select({ id: voucherRequests.id })
        .from(voucherRequests)
        .where(
          and(eq(voucherRequests.customerId, customerId), eq(voucherRequests.idempotencyKey, input.idempotencyKey)),
        )
        .limit(1)
    ).length > 0;
  if (await keyUsed()) return overviewOf(ctx, customerId);
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(customerVouchers)
        .set({ availableQuantity: sql`${customerVouchers.availableQuantity} - ${input.quantity}` })
        .where(
          and(
            eq(customerVouchers.id, id),
            eq(customerVouchers.customerId, customerId),
            gte(customerVouchers.availableQuantity, input.quantity),
          ),
        )
        .returning({ id: customerVouchers.id });
      if (!taken) {
        const [v] = await tx
          .select({ available: customerVouchers.availableQuantity })
          .from(customerVouchers)
          .where(and(eq(customerVouchers.id, id), eq(customerVouchers.customerId, customerId)));
        if (!v) throw notFound(texts.voucherNotFound);
        const message =
          voucherRequestProblem(input.quantity, v.available) === 'NONE_AVAILABLE'
            ? texts.noneAvailable
            : t(texts.tooMany, { max: String(v.available) });
        throw unprocessable([{ field: 'quantity', message }]);
      }
      const [{ next }] = rowsOf<{ next: number }>(
        await tx.execute(sql`select nextval(pg_get_serial_sequence('voucher_requests', 'id'))::int as next`),
      );
      const requestId = Number(next);
      const [made] = await tx
        .insert(voucherRequests)
        .values({
          id: requestId,
          voucherId: id,
          customerId,
          reference: `AS${String(customerId).padStart(3, '0')}${String(requestId).padStart(5, '0')}`,
          quantity: input.quantity,
          status: 'CONFERMATO' satisfies VoucherStatus,
          idempotencyKey: input.idempotencyKey,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: [voucherRequests.customerId, voucherRequests.idempotencyKey] })
        .returning({ id: voucherRequests.id });
      // The same key sent at the same moment: the other press made the request.
      if (!made) throw new KeyAlreadyUsed();
      await tx.insert(voucherBarcodes).values(
        Array.from({ length: input.quantity }, (_, k) => ({
          requestId,
          code: voucherBarcodeOf(requestId, k),
        })),
      );
    });
  } catch (err) {
    if (!(err instanceof KeyAlreadyUsed)) throw err;
  }
  return overviewOf(ctx, customerId);
}

/** POST auth/vouchers/print {barcodeIds}: the chosen barcodes printed (any not the customer's: 404). */
export async function print(
  ctx: VoucherContext,
  session: Session | null,
  input: VoucherPrintInput,
): Promise<VoucherOverview> {
  const { db, now } = ctx;
  const customerId = await customerOf(ctx, session);
  const ids = [...new Set(input.barcodeIds)];
  const at = now();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: voucherBarcodes.id, requestId: voucherBarcodes.requestId })
      .from(voucherBarcodes)
      .innerJoin(voucherRequests, eq(voucherRequests.id, voucherBarcodes.requestId))
      .where(and(inArray(voucherBarcodes.id, ids), eq(voucherRequests.customerId, customerId)));
    if (rows.length !== ids.length) throw notFound(texts.voucherNotFound);
    const requestIds = [...new Set(rows.map((r) => r.requestId))];
    await lockVoucherRequests(tx, requestIds);
    await tx
      .update(voucherBarcodes)
      .set({
        printed: true,
        operationDate: sql`coalesce(${voucherBarcodes.operationDate}, ${at.toISOString()}::timestamptz)`,
      })
      .where(inArray(voucherBarcodes.id, ids));
    await tx
      .update(voucherRequests)
      .set({ status: 'IN_ATTESA' satisfies VoucherStatus })
      .where(and(inArray(voucherRequests.id, requestIds), eq(voucherRequests.status, 'CONFERMATO')));
  });
  return overviewOf(ctx, customerId);
}
