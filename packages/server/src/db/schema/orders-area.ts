// The orders area (issue 17): complaints with their products and photos, virtual cards bought in orders,
// and the 'Amici di Scuola e dello Sport' vouchers with their requests and barcodes. The order's own
// additions (linked and replacing orders, cut-offs, locker keys, documents) are on `orders` and
// `order_items` (commerce.ts). customerId columns refer to the platform customers table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { COMPLAINT_ACTIONS } from '@mercato/contracts/complaints';
import { orderItems, orders } from './commerce.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export { COMPLAINT_ACTIONS };

/**
 * 'Segnala anomalia' (orders §2, §5): one complaint per order (the unique order_id), with the message of
 * the send modal and the contacts shown in 'Riepilogo segnalazione'.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    action: text('action', { enum: COMPLAINT_ACTIONS }).notNull(),
    message: varchar('message', { length: 512 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 25 }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('complaints_order_uq').on(t.orderId), index('complaints_customer_idx').on(t.customerId)],
);

/** A product of a PRODUCT complaint: the reason, how many, and the details its reason asks for. */
export const complaintProducts = pgTable(
  'complaint_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The reason's code (contracts: the complaint reasons, productComplaintTypeDTO). */
    reason: varchar('reason', { length: 32 }).notNull(),
    quantity: integer('quantity').notNull(),
    description: varchar('description', { length: 255 }),
    lot: varchar('lot', { length: 20 }),
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('complaint_products_item_uq').on(t.complaintId, t.orderItemId),
    check('complaint_products_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/** A photo of a complaint product, kept in the database (type and size checked by content on upload). */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complaintProductId: integer('complaint_product_id')
      .notNull()
      .references(() => complaintProducts.id, { onDelete: 'cascade' }),
    /** The type found in the bytes (image/jpeg, image/png, …), never the name's. */
    contentType: varchar('content_type', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('complaint_photos_product_idx').on(t.complaintProductId)],
);

/**
 * A virtual card bought in an order (orders §3 virtual card): the list shows the orders of the last 360
 * days that hold one; the details show activation date, expiration, PIN (value), serial, title, text.
 */
export const virtualCards = pgTable(
  'virtual_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 128 }).notNull(),
    description: varchar('description', { length: 512 }).notNull(),
    serial: varchar('serial', { length: 32 }).notNull().unique(),
    pin: varchar('pin', { length: 32 }).notNull(),
    valueCents: integer('value_cents').notNull(),
    activationDate: tsz('activation_date'),
    expiration: date('expiration', { mode: 'string' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('virtual_cards_customer_idx').on(t.customerId, t.orderId)],
);

/**
 * 'Buoni Amici di Scuola e dello Sport' (orders §2, §3 virtual voucher): what a customer can still ask
 * for, per item. availableQuantity only goes down by a conditional update (never below 0).
 */
export const customerVouchers = pgTable(
  'customer_vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productDescription: varchar('product_description', { length: 255 }).notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_vouchers_customer_idx').on(t.customerId),
    check('customer_vouchers_available_ck', sql`${t.availableQuantity} >= 0`),
  ],
);

/** A 'RICHIEDI' of some vouchers: a printable entry (reference, quantity, status) once confirmed. */
export const voucherRequests = pgTable(
  'voucher_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => customerVouchers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    reference: varchar('reference', { length: 32 }).notNull().unique(),
    quantity: integer('quantity').notNull(),
    /** The status code (contracts); a printed request awaiting confirmation shows the pending mark. */
    status: varchar('status', { length: 32 }).notNull(),
    /** A retried 'RICHIEDI' with the same key makes no second request. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_requests_key_uq').on(t.customerId, t.idempotencyKey),
    index('voucher_requests_customer_idx').on(t.customerId),
    check('voucher_requests_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/** The barcodes of a request (virtual voucher barcode: id, printed, operationDate); code is an EAN-13. */
export const voucherBarcodes = pgTable(
  'voucher_barcodes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => voucherRequests.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 13 }).notNull().unique(),
    printed: boolean('printed').notNull().default(false),
    operationDate: tsz('operation_date'),
  },
  (t) => [index('voucher_barcodes_request_idx').on(t.requestId)],
);
