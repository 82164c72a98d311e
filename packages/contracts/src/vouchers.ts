// Virtual cards and the school and sport vouchers (orders §2 Orders /ordini/carte and /ordini/buoni, §3
// virtual card item and detail, virtual voucher, barcode, §4 voucher, §8 empty texts, §9 virtual cards 360
// days). The spec shows no call paths for them; ours are:
//
//   GET  auth/virtual-cards?page=                     the orders of the last VIRTUAL_CARDS_DAYS days that
//                                                     hold virtual cards, newest first → VirtualCardPage
//   GET  auth/virtual-cards/{orderId}                 that order's cards with PIN and serial (secrets:
//                                                     asked only when shown, never cached) → VirtualCardDetail[]
//   GET  auth/vouchers                                'Buoni Amici di Scuola e dello Sport' → VoucherOverview
//   POST auth/vouchers/{voucherId}/requests  VoucherRequestInput   'RICHIEDI' → VoucherOverview
//   POST auth/vouchers/print                 VoucherPrintInput     the chosen barcodes printed → VoucherOverview
//
// The request rule (voucherRequestProblem): 1 ≤ quantity ≤ the item's available quantity; the server takes
// the quantity with a conditional update, so two requests at once never ask for more than there is, and
// one idempotency key makes one request however often it is sent. Another customer's order, voucher or
// barcode is 404, as one that does not exist.
import * as z from 'zod/mini';
import { DbId } from './ids.ts';
import { IdempotencyKey } from './slots.ts';

/** chosen: orders per page of the virtual cards list (as 'Ordini Online'). */
export const VIRTUAL_CARDS_PAGE_SIZE = 10;
/** chosen: the most vouchers one 'RICHIEDI' asks for (the select offers 1..min(available, this)). */
export const VOUCHER_REQUEST_MAX = 50;
/** chosen: the most barcodes printed at once. */
export const VOUCHER_PRINT_MAX = 200;

/** An order holding virtual cards (orders §3 virtual card item). Dates are Rome 'dd/MM/yyyy'. */
export const VirtualCardOrder = z.object({
  /** The order's id (the details call's). */
  id: z.number(),
  /** The cards' titles ('Gift Card Mercato 25 €, Gift Card Mercato 50 €'). */
  description: z.string(),
  /** The public order number. */
  publicId: z.string(),
  confirmDateFormat: z.string(),
  /** The delivery date (when delivered, else the slot's day). */
  deliveryDateFormat: z.string(),
  /** How many cards the order holds. */
  quantity: z.number(),
});
export type VirtualCardOrder = z.infer<typeof VirtualCardOrder>;

/** GET auth/virtual-cards: newest first, VIRTUAL_CARDS_PAGE_SIZE a page; a page past the last is empty. */
export const VirtualCardPage = z.object({
  orders: z.array(VirtualCardOrder),
  page: z.number(),
  pages: z.number(),
  count: z.number(),
});
export type VirtualCardPage = z.infer<typeof VirtualCardPage>;

/** One card's details (orders §3 virtual card detail). Dates are Rome 'dd/MM/yyyy', null when not set. */
export const VirtualCardDetail = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  serial: z.string(),
  /** The PIN (the spec's `value`). */
  value: z.string(),
  activationDate: z.nullable(z.string()),
  expiration: z.nullable(z.string()),
});
export type VirtualCardDetail = z.infer<typeof VirtualCardDetail>;

/**
 * The status of a voucher request (orders §4 voucher; the spec does not show the values). chosen:
 * CONFERMATO — asked and granted, ready to print; IN_ATTESA — printed, awaiting the confirmation of the
 * school or sports club that received it (the pending-confirmation mark).
 */
export const VoucherStatus = z.enum(['CONFERMATO', 'IN_ATTESA']);
export type VoucherStatus = z.infer<typeof VoucherStatus>;

/** A barcode of a request (orders §3 barcode): an EAN-13; operationDate is Rome 'dd/MM/yyyy HH:mm'. */
export const VoucherBarcode = z.object({
  id: z.number(),
  code: z.string(),
  printed: z.boolean(),
  operationDate: z.nullable(z.string()),
});
export type VoucherBarcode = z.infer<typeof VoucherBarcode>;

/** What the customer can still ask for, per item (orders §3 virtual voucher). */
export const VoucherItem = z.object({
  id: z.number(),
  productDescription: z.string(),
  availableQuantity: z.number(),
});
export type VoucherItem = z.infer<typeof VoucherItem>;

/** A request made: an entry of the printable vouchers list, with its barcodes. */
export const PrintableVoucher = z.object({
  id: z.number(),
  reference: z.string(),
  productDescription: z.string(),
  quantity: z.number(),
  status: VoucherStatus,
  /** Italian label of the status. */
  statusLabel: z.string(),
  /** Printed and awaiting confirmation (orders §4: the pending-confirmation indicator). */
  pendingConfirmation: z.boolean(),
  /** Rome 'dd/MM/yyyy'. */
  requestDate: z.string(),
  barcodes: z.array(VoucherBarcode),
});
export type PrintableVoucher = z.infer<typeof PrintableVoucher>;

/** GET auth/vouchers and the answer of every change: items first by description, requests newest first. */
export const VoucherOverview = z.object({
  vouchers: z.array(VoucherItem),
  printable: z.array(PrintableVoucher),
});
export type VoucherOverview = z.infer<typeof VoucherOverview>;

/** POST auth/vouchers/{voucherId}/requests: one key per press, sent again on a retry. */
export const VoucherRequestInput = z.object({
  quantity: z.int().check(z.gte(1), z.lte(VOUCHER_REQUEST_MAX)),
  idempotencyKey: IdempotencyKey,
});
export type VoucherRequestInput = z.infer<typeof VoucherRequestInput>;

/** POST auth/vouchers/print: the barcodes chosen in the barcode choice dialog. */
export const VoucherPrintInput = z.object({
  barcodeIds: z.array(DbId).check(z.minLength(1), z.maxLength(VOUCHER_PRINT_MAX)),
});
export type VoucherPrintInput = z.infer<typeof VoucherPrintInput>;

/** The request rule: null when `quantity` may be asked of an item with `available`, else why not. */
export function voucherRequestProblem(quantity: number, available: number): 'NONE_AVAILABLE' | 'TOO_MANY' | null {
  if (available <= 0) return 'NONE_AVAILABLE';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > available) return 'TOO_MANY';
  return null;
}

/** The quantities the selector offers for an item: 1..min(available, VOUCHER_REQUEST_MAX). */
export const voucherQuantities = (available: number): number[] =>
  Array.from({ length: Math.max(0, Math.min(available, VOUCHER_REQUEST_MAX)) }, (_, i) => i + 1);
