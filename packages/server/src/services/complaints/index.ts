// 'Segnala anomalia' (spec orders §2 complaint, §3 complaint product and summary, §4 one complaint per
// order, §5): the products of a delivered order one can report, the complaint itself (one JSON call, the
// photos in base64: contracts complaints.ts), and its summary 'Riepilogo segnalazione'. Only the order's
// owner: another customer's order is 404, as one that does not exist.
//
// One complaint per order: the order's row is locked first (then its lines), complaint_opened is set in
// the same transaction as the complaint, its products and photos, and the unique index on order_id is
// the last guard. A retry of the same submission (a lost answer, a double click) answers the complaint
// already made, the same 200 as the first time; a different second complaint is a 409.
// chosen: "the same submission" is the same content (action, message, each product's line, reason,
// quantity, description, lot, expiry date and photos by name, type and size) — the complaints table
// has no idempotency key column, and the content is what a retry repeats byte for byte.
//
// Photos: their type is read from their bytes (contracts sniffPhotoType), never from the name or a
// declared type; more than COMPLAINT_PHOTO_MAX_BYTES is refused; they are stored in complaint_photos.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  COMPLAINT_PHOTO_FORMATS_TEXT,
  COMPLAINT_PHOTO_MAX_BYTES,
  COMPLAINT_PHOTO_MAX_MB,
  COMPLAINT_SUBMISSIONS_PER_CUSTOMER,
  COMPLAINT_SUBMISSIONS_WINDOW_MINUTES,
  type ComplaintProducts,
  type ComplaintRequest,
  type ComplaintSummary,
  complaintReasonOf,
  sniffPhotoType,
} from '@mercato/contracts/complaints';
import { romeDayKey } from '@mercato/contracts/format/date';
import { productPicture } from '@mercato/contracts/pictures';
import { complaints as texts, t, validation } from '@mercato/contracts/i18n/it';
import { complaintRequestIssues } from '@mercato/contracts/rules/complaint';
import type { FieldError } from '@mercato/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { products as productsTable } from '../../db/schema/catalogue.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';
import { complaintPhotos, complaintProducts, complaints } from '../../db/schema/orders-area.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, notFound, tooManyRequests } from '../../errors.ts';
import { unprocessable } from '../../validation.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { Session } from '../sessions/index.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import { lockOwnOrder } from '../locks.ts';

type OrderRow = typeof orders.$inferSelect;

const isDelivered = (o: Pick<OrderRow, 'status'>) => o.status === 'CONSEGNATO' || o.status === 'RITIRATO';
const deliveryDateOf = (o: OrderRow) => romeDayKey(o.deliveredAt ?? o.slotStartTime);

/** 'dd/MM/yyyy' ↔ 'yyyy-MM-dd' (the date column). */
const isoOfItalian = (s: string) => s.trim().split('/').reverse().join('-');
const italianOfIso = (s: string) => s.split('-').reverse().join('/');

interface DecodedPhoto {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/** The photos of each product decoded, with the messages of those refused (field products.i.photos.k). */
function decodePhotos(request: ComplaintRequest): { photos: DecodedPhoto[][]; issues: FieldError[] } {
  const issues: FieldError[] = [];
  const tooBig = t(validation.uploadTooBig, { max: COMPLAINT_PHOTO_MAX_MB });
  const badFormat = t(validation.uploadFormat, { formats: COMPLAINT_PHOTO_FORMATS_TEXT });
  const photos = (request.products ?? []).map((p, i) =>
    (p.photos ?? []).flatMap((photo, k) => {
      const field = `products.${i}.photos.${k}`;
      const data = photo.data.replace(/\s+/g, '');
      // The size told by the base64 length, before anything is decoded.
      const size = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
      if (size > COMPLAINT_PHOTO_MAX_BYTES) {
        issues.push({ field, message: tooBig });
        return [];
      }
      const bytes = BASE64_RE.test(data) && data.length % 4 === 0 ? Buffer.from(data, 'base64') : null;
      const type = bytes && bytes.length > 0 ? sniffPhotoType(bytes) : null;
      if (!bytes || !type) {
        issues.push({ field, message: badFormat });
        return [];
      }
      return [{ name: photo.name.trim() || `foto-${k + 1}`, contentType: type, bytes: new Uint8Array(bytes) }];
    }),
  );
  return { photos, issues };
}

/** What a submission says, in a form comparable with a complaint already stored. */
function signatureOf(
  action: string,
  message: string,
  lines: {
    orderItemId: number;
    reason: string;
    quantity: number;
    description: string | null;
    lot: string | null;
    expiryDate: string | null;
    photos: { name: string; contentType: string; size: number }[];
  }[],
): string {
  const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
  return JSON.stringify({
    action,
    message: message.trim(),
    lines: [...lines]
      .sort((a, b) => a.orderItemId - b.orderItemId)
      .map((l) => ({ ...l, description: blank(l.description), lot: blank(l.lot), expiryDate: blank(l.expiryDate) })),
  });
}

export interface ComplaintContext {
  db: Db;
  /** Counts each customer's submissions (admit). */
  rateLimit: RateLimiter;
  /** The shop's clock, as the other counters of the rate limiter read it. */
  now: () => Date;
}

async function ownOrder(q: Db | Tx, customerId: number, orderId: number, lock: boolean): Promise<OrderRow> {
  const where = and(eq(orders.id, orderId), eq(orders.customerId, customerId));
  const [o] = lock
    ? [await lockOwnOrder(q as Tx, customerId, orderId)]
    : await q.select().from(orders).where(where).limit(1);
  if (!o) throw notFound(texts.orderNotFound);
  return o;
}

async function linesOf(q: Db | Tx, orderId: number) {
  const rows = await q
    .select({
      orderItemId: orderItems.id,
      productCode: orderItems.productCode,
      description: orderItems.description,
      image: productsTable.imagePath,
      productDescription: productsTable.description,
      productBrand: productsTable.brand,
      orderedQuantity: orderItems.quantity,
      deliveredQuantity: orderItems.deliveredQuantity,
      substitutionDescription: orderItems.substitutionDescription,
    })
    .from(orderItems)
    .leftJoin(productsTable, eq(productsTable.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ productDescription, productBrand, ...l }) => ({
    ...l,
    image:
      productDescription === null || productBrand === null
        ? l.image
        : productPicture({ imagePath: l.image, description: productDescription, brand: productBrand }).small,
  }));
}

/** The complaint of an order with its products and photo names, or null. */
async function storedOf(q: Db | Tx, orderId: number) {
  const [c] = await q.select().from(complaints).where(eq(complaints.orderId, orderId)).limit(1);
  if (!c) return null;
  const rows = await q
    .select({
      id: complaintProducts.id,
      orderItemId: complaintProducts.orderItemId,
      description: orderItems.description,
      reason: complaintProducts.reason,
      quantity: complaintProducts.quantity,
      detail: complaintProducts.description,
      lot: complaintProducts.lot,
      expiryDate: complaintProducts.expiryDate,
    })
    .from(complaintProducts)
    .innerJoin(orderItems, eq(orderItems.id, complaintProducts.orderItemId))
    .where(eq(complaintProducts.complaintId, c.id))
    .orderBy(asc(complaintProducts.id));
  const photos = rows.length
    ? await q
        .select({
          productId: complaintPhotos.complaintProductId,
          name: complaintPhotos.fileName,
          contentType: complaintPhotos.contentType,
          size: complaintPhotos.sizeBytes,
        })
        .from(complaintPhotos)
        .where(
          inArray(
            complaintPhotos.complaintProductId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(complaintPhotos.id))
    : [];
  const lines = rows.map((r) => ({ ...r, photos: photos.filter((p) => p.productId === r.id) }));
  return { complaint: c, lines };
}

function summaryOf(o: OrderRow, stored: NonNullable<Awaited<ReturnType<typeof storedOf>>>): ComplaintSummary {
  const { complaint: c, lines } = stored;
  return {
    complaintId: c.id,
    orderId: o.id,
    orderPublicId: o.publicOrderId,
    deliveryDate: deliveryDateOf(o),
    email: c.email,
    phone: c.phone,
    action: c.action,
    message: c.message,
    createdAt: c.createdAt.toISOString(),
    products: lines.map((l) => ({
      orderItemId: l.orderItemId,
      description: l.description,
      reason: l.reason,
      reasonLabel: complaintReasonOf(l.reason)?.label ?? l.reason,
      complaintQuantity: l.quantity,
      descrizione: l.detail,
      lotto: l.lot,
      scadenza: l.expiryDate ? italianOfIso(l.expiryDate) : null,
      imageNames: l.photos.map((p) => p.name),
    })),
  };
}

/** GET auth/orders/{orderId}/complaint/products: the lines of a delivered order of the customer. */
export async function products(ctx: ComplaintContext, session: Session | null, id: number): Promise<ComplaintProducts> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const o = await ownOrder(db, owner.customerId as number, id, false);
  if (!isDelivered(o)) throw alert(409, texts.notDeliveredOrder);
  const lines = await linesOf(db, o.id);
  return {
    orderId: o.id,
    orderPublicId: o.publicOrderId,
    deliveryDate: deliveryDateOf(o),
    products: lines.map((l) => ({ ...l, deliveredQuantity: l.deliveredQuantity ?? l.orderedQuantity })),
  };
}

/** GET auth/orders/{orderId}/complaint: 'Riepilogo segnalazione' (404 when none was made). */
export async function summary(ctx: ComplaintContext, session: Session | null, id: number): Promise<ComplaintSummary> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const o = await ownOrder(db, owner.customerId as number, id, false);
  const stored = await storedOf(db, o.id);
  if (!stored) throw notFound(texts.noComplaint);
  return summaryOf(o, stored);
}

/**
 * Before a submission's body is read (routes/complaints.ts): the order is the customer's (404 as a missing
 * one) and delivered (409), and the customer has sent fewer than COMPLAINT_SUBMISSIONS_PER_CUSTOMER in the
 * window (429 with Retry-After). Each admitted submission is counted, whatever then becomes of it: its
 * body, up to COMPLAINT_BODY_MAX_BYTES, is what the limit bounds (issue 33 point 6).
 */
export async function admit(ctx: ComplaintContext, session: Session | null, id: number): Promise<void> {
  const { db, rateLimit, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  const customerId = owner.customerId as number;
  const o = await ownOrder(db, customerId, id, false);
  if (!isDelivered(o)) throw alert(409, texts.notDeliveredOrder);
  const hit = await rateLimit.hit(
    `complaint:customer:${customerId}`,
    COMPLAINT_SUBMISSIONS_WINDOW_MINUTES * 60_000,
    now(),
  );
  if (hit.count > COMPLAINT_SUBMISSIONS_PER_CUSTOMER) throw tooManyRequests(hit.retryAfter, texts.tooManySubmissions);
}

type Request = ComplaintRequest;
type Decoded = ReturnType<typeof decodePhotos>;

/** The products reported (none unless the action is PRODUCT). */
const productsOf = (request: Request) => (request.action === 'PRODUCT' ? (request.products ?? []) : []);

/** The signature of what the request asks, to recognise the same complaint sent again. */
function requestSignature(request: Request, decoded: Decoded): string {
  return signatureOf(
    request.action,
    request.message,
    productsOf(request).map((p, i) => ({
      orderItemId: p.orderItemId,
      reason: p.reason,
      quantity: p.complaintQuantity,
      description: p.descrizione ?? null,
      lot: p.lotto ?? null,
      expiryDate: p.scadenza ? isoOfItalian(p.scadenza) : null,
      photos: (decoded.photos[i] ?? []).map((ph) => ({
        name: ph.name,
        contentType: ph.contentType,
        size: ph.bytes.length,
      })),
    })),
  );
}

/** The signature of a stored complaint (as requestSignature of the request that made it). */
function storedSignature(existing: NonNullable<Awaited<ReturnType<typeof storedOf>>>): string {
  return signatureOf(
    existing.complaint.action,
    existing.complaint.message,
    existing.lines.map((l) => ({
      orderItemId: l.orderItemId,
      reason: l.reason,
      quantity: l.quantity,
      description: l.detail,
      lot: l.lot,
      expiryDate: l.expiryDate,
      photos: l.photos.map((p) => ({ name: p.name, contentType: p.contentType, size: p.size })),
    })),
  );
}

/** The complaint, its products and their photos written; the order marked as having one. */
async function writeComplaint(tx: Tx, o: OrderRow, customerId: number, request: Request, decoded: Decoded) {
  const [customer] = await tx
    .select({ email: customers.email, mobileNumber: customers.mobileNumber })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const [made] = await tx
    .insert(complaints)
    .values({
      orderId: o.id,
      customerId,
      action: request.action,
      message: request.message.trim(),
      email: customer?.email ?? '',
      phone: customer?.mobileNumber ?? null,
    })
    .returning({ id: complaints.id });
  for (const [i, p] of productsOf(request).entries()) {
    const [row] = await tx
      .insert(complaintProducts)
      .values({
        complaintId: made.id,
        orderItemId: p.orderItemId,
        reason: p.reason,
        quantity: p.complaintQuantity,
        description: p.descrizione?.trim() || null,
        lot: p.lotto?.trim() || null,
        expiryDate: p.scadenza?.trim() ? isoOfItalian(p.scadenza) : null,
      })
      .returning({ id: complaintProducts.id });
    const photos = decoded.photos[i] ?? [];
    if (photos.length)
      await tx.insert(complaintPhotos).values(
        photos.map((ph) => ({
          complaintProductId: row.id,
          contentType: ph.contentType,
          fileName: ph.name,
          sizeBytes: ph.bytes.length,
          data: ph.bytes,
        })),
      );
  }
  await tx.update(orders).set({ complaintOpened: true, updatedAt: new Date() }).where(eq(orders.id, o.id));
}

/**
 * POST auth/orders/{orderId}/complaint: the complaint, once per order. 404 not the customer's order;
 * 409 not delivered, or another complaint already made; 422 the §5 messages by field; nothing is
 * written unless everything passes.
 */
export async function submit(
  ctx: ComplaintContext,
  session: Session | null,
  id: number,
  request: ComplaintRequest,
): Promise<ComplaintSummary> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const customerId = owner.customerId as number;
  const decoded = decodePhotos(request);
  const wanted = requestSignature(request, decoded);

  return db.transaction(async (tx) => {
    // The order's row first (the house order), then its lines.
    const o = await ownOrder(tx, customerId, id, true);
    if (!isDelivered(o)) throw alert(409, texts.notDeliveredOrder);
    const existing = await storedOf(tx, o.id);
    if (existing || o.complaintOpened) {
      if (existing && storedSignature(existing) === wanted) return summaryOf(o, existing);
      throw alert(409, texts.alreadyReported);
    }
    const lines = await linesOf(tx, o.id);
    const issues = [
      ...complaintRequestIssues(
        request,
        lines.map((l) => ({
          orderItemId: l.orderItemId,
          deliveredQuantity: l.deliveredQuantity ?? l.orderedQuantity,
        })),
      ),
      ...decoded.issues,
    ];
    if (issues.length > 0) throw unprocessable(issues);
    await writeComplaint(tx, o, customerId, request, decoded);
    const stored = await storedOf(tx, o.id);
    return summaryOf(o, stored as NonNullable<typeof stored>);
  });
}
