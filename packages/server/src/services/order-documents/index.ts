// An order's documents (contracts order-documents.ts): the delivery details (the print view's data), the
// three PDFs, the locker keys' QR images and EAN-13 barcode images. Only the order's owner reads them;
// another customer's order or locker key answers exactly as a missing one (404).
//
// chosen: the EAN barcode image needs no login. It draws the 13 digits it is given and nothing else (a
// voucher's code is printed under its bars anyway, and the image reveals nothing the caller did not
// send); a check digit that does not match is a 400. The QR image needs the key's owner: it opens a
// locker, and its address (lockerKeyEnc) is only known from the customer's order.
import { and, asc, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { OrderDocumentKind } from '@mercato/contracts';
import { orderDocuments as texts, slots as slotTexts, slotsApi, t } from '@mercato/contracts/i18n/it';
import type { DeliveryDetails } from '@mercato/contracts/order-documents';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';
import { badRequest, notFound, unauthorized } from '../../errors.ts';
import { type Parsed, valueOrThrow } from '../../validation.ts';
import type { Session } from '../sessions/index.ts';
import { deliveryDetailsOf } from './data.ts';
import { eanSvg, isValidEan13 } from './ean.ts';
import { documentFileName, renderOrderDocument } from './pdf.ts';
import { qrPng } from './qr.ts';

const KINDS: readonly OrderDocumentKind[] = ['receipt', 'details', 'invoice'];
/** A locker key's token: what the shop makes (hex); anything else cannot be one. */
const LOCKER_KEY_ENC = /^[0-9a-f]{16,64}$/;

// The images' paths, checked at their routes (routes/order-documents.ts).
/** GET qrcode/{lockerKeyEnc}: anything but a token the shop makes is refused as an unknown key. */
export const LockerKeyParam = z.object({ lockerKeyEnc: z.string().check(z.regex(LOCKER_KEY_ENC)) });
export const lockerKeyNotFound = () => notFound(texts.lockerKeyNotFound);
/** GET barcode/ean/{code}: a valid EAN-13 (its check digit right); anything else is a 400. */
export const EanParam = z.object({ code: z.string().check(z.refine(isValidEan13)) });
export const eanInvalid = () => badRequest(texts.eanInvalid);

export interface OrderDocumentFile {
  fileName: string;
  bytes: Uint8Array;
}

function customerIdOf(session: Session | null): number {
  if (session?.kind !== 'logged' || session.customerId === null) throw unauthorized(slotTexts.freeVisit);
  return session.customerId;
}

export interface OrderDocumentContext {
  db: Db;
}

async function detailsOf(ctx: OrderDocumentContext, session: Session | null, id: number): Promise<DeliveryDetails> {
  const { db } = ctx;
  const customerId = customerIdOf(session);
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    .limit(1);
  if (!o) throw notFound(slotsApi.orderNotFound);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id));
  return deliveryDetailsOf(o, lines);
}

/** GET auth/orders/{orderId}/delivery-details: the print view's data. */
export const deliveryDetails = detailsOf;

/**
 * GET auth/orders/{orderId}/documents/{kind}: the PDF. A kind the order does not have (the receipt
 * before delivery, the invoice without one) is 404, as an unknown kind.
 */
export async function document(
  ctx: OrderDocumentContext,
  session: Session | null,
  orderId: number,
  kind: string,
): Promise<OrderDocumentFile> {
  const d = await detailsOf(ctx, session, orderId);
  const k = KINDS.find((x) => x === kind);
  if (!k || !d.documents[k]) throw notFound(texts.documentNotAvailable);
  return { fileName: documentFileName(k, d), bytes: await renderOrderDocument(k, d) };
}

/** GET qrcode/{lockerKeyEnc}: the QR of the key code, if the key is on one of the caller's orders. */
export async function lockerQr(
  ctx: OrderDocumentContext,
  session: Session | null,
  key: Parsed<z.output<typeof LockerKeyParam>>,
): Promise<Uint8Array> {
  const { db } = ctx;
  const customerId = customerIdOf(session);
  const { lockerKeyEnc } = valueOrThrow(key);
  const [row] = await db
    .select({ keys: orders.lockerKeys })
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), sql`${orders.lockerKeys} @> ${JSON.stringify([{ lockerKeyEnc }])}::jsonb`),
    )
    .limit(1);
  const found = row?.keys?.find((k) => k.lockerKeyEnc === lockerKeyEnc);
  if (!found) throw lockerKeyNotFound();
  return qrPng(found.keyCode);
}

/** GET barcode/ean/{code}: the SVG of a valid EAN-13 (EanParam). */
export function eanBarcode(_ctx: OrderDocumentContext, { code }: z.output<typeof EanParam>): string {
  return eanSvg(code, t(texts.eanAlt, { code }));
}
