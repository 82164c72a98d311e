// 'Segnala anomalia' (spec orders §2 complaint, §3 complaint product / summary / action, §5, §9): the
// complaint's calls, shapes, reasons, photo limits and the photo type read from the bytes. The form
// rule (the §5 messages) is rules/complaint.ts, used by the form and again by the server.
//
// chosen: one JSON call with the photos in base64 (the client sends JSON only; the shape is checked by
// the same zod schema as every other call); its body limit is COMPLAINT_BODY_MAX_BYTES, above the API's
// general 64 kB, on that route only (server app.ts).
import * as z from 'zod/mini';
import { complaints as texts } from './i18n/it-complaints.ts';

export const COMPLAINT_ACTIONS = ['GENERIC', 'PRODUCT'] as const;
export const ComplaintAction = z.enum(COMPLAINT_ACTIONS);
export type ComplaintAction = z.infer<typeof ComplaintAction>;

/** A choice of the options modal (orders §3 complaint action: action, label, subtext). */
export interface ComplaintActionOption {
  action: ComplaintAction;
  label: string;
  subtext: string;
}
export const COMPLAINT_ACTION_OPTIONS: readonly ComplaintActionOption[] = [
  { action: 'PRODUCT', label: texts.productLabel, subtext: texts.productSubtext },
  { action: 'GENERIC', label: texts.genericLabel, subtext: texts.genericSubtext },
];

/**
 * The reasons of a complaint product (productComplaintTypeDTO: label, needImage). chosen: what a grocer
 * asks: a damaged, expired, wrong or poor product needs a photo of it; a missing one cannot have one;
 * 'Altro' asks for a description (askDescription: the description field is shown, and then required).
 */
export const COMPLAINT_REASON_CODES = ['DAMAGED', 'EXPIRED', 'MISSING', 'WRONG_PRODUCT', 'QUALITY', 'OTHER'] as const;
export const ComplaintReasonCode = z.enum(COMPLAINT_REASON_CODES);
export type ComplaintReasonCode = z.infer<typeof ComplaintReasonCode>;

export interface ComplaintReason {
  code: ComplaintReasonCode;
  label: string;
  needImage: boolean;
  askDescription: boolean;
}
const reason = (code: ComplaintReasonCode, needImage: boolean, askDescription: boolean): ComplaintReason => ({
  code,
  label: texts.reasons[code],
  needImage,
  askDescription,
});
export const COMPLAINT_REASONS: readonly ComplaintReason[] = [
  reason('DAMAGED', true, false),
  reason('EXPIRED', true, false),
  reason('MISSING', false, false),
  reason('WRONG_PRODUCT', true, false),
  reason('QUALITY', true, true),
  reason('OTHER', false, true),
];
export const complaintReasonOf = (code: string): ComplaintReason | undefined =>
  COMPLAINT_REASONS.find((r) => r.code === code);

// ---- Photos (orders §5: allowed formats and a maximum size in MB; the values are ours)

/** chosen: the formats a phone takes pictures in: JPEG, PNG, WebP and HEIC (iPhone). */
export const COMPLAINT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type ComplaintPhotoType = (typeof COMPLAINT_PHOTO_TYPES)[number];
/** The extensions the file chooser offers (the server decides by the bytes, never by these). */
export const COMPLAINT_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic'] as const;
/** chosen: 5 MB a photo, 3 photos a product, 6 photos a complaint. */
export const COMPLAINT_PHOTO_MAX_MB = 5;
export const COMPLAINT_PHOTO_MAX_BYTES = COMPLAINT_PHOTO_MAX_MB * 1024 * 1024;
export const COMPLAINT_PHOTOS_PER_PRODUCT = 3;
export const COMPLAINT_PHOTOS_PER_COMPLAINT = 6;
/**
 * The complaint call's body limit: every photo at its largest, in base64, and room for the texts (about
 * 40 MB). The server reads a body only once the order is the caller's, delivered, and within the
 * customer's submissions (routes/complaints.ts); one without a Content-Length is cut as it passes this.
 */
export const COMPLAINT_BODY_MAX_BYTES =
  Math.ceil((COMPLAINT_PHOTOS_PER_COMPLAINT * COMPLAINT_PHOTO_MAX_BYTES * 4) / 3) + 256 * 1024;
/**
 * chosen: complaint submissions (POST auth/orders/{id}/complaint on an order of one's own, delivered) a
 * customer may send in COMPLAINT_SUBMISSIONS_WINDOW_MINUTES, then 429 without the body read (issue 33
 * point 6). A complaint is one per order; ten covers a form sent again after its messages several times,
 * and bounds one account's bodies to about 400 MB an hour instead of any number at once.
 */
export const COMPLAINT_SUBMISSIONS_PER_CUSTOMER = 10;
export const COMPLAINT_SUBMISSIONS_WINDOW_MINUTES = 60;

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

/** The photo type the bytes are (their magic numbers), or null: never the name's or the declared type. */
export function sniffPhotoType(b: Uint8Array): ComplaintPhotoType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'image/webp';
  // ISO base media: size, 'ftyp', then the major brand of a HEIF still image.
  if (
    b.length >= 12 &&
    ascii(b, 4, 4) === 'ftyp' &&
    ['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(ascii(b, 8, 4))
  )
    return 'image/heic';
  return null;
}

/** The formats as the messages name them ('jpg, jpeg, png, webp, heic'). */
export const COMPLAINT_PHOTO_FORMATS_TEXT = COMPLAINT_PHOTO_EXTENSIONS.join(', ');

// ---- Shapes

/** A line of the products page (orders §3 complaint product). */
export const ComplaintProduct = z.object({
  orderItemId: z.number(),
  productCode: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  orderedQuantity: z.number(),
  deliveredQuantity: z.number(),
  substitutionDescription: z.nullable(z.string()),
});
export type ComplaintProduct = z.infer<typeof ComplaintProduct>;

/** GET auth/orders/{orderId}/complaint/products: what the products page shows. */
export const ComplaintProducts = z.object({
  orderId: z.number(),
  orderPublicId: z.string(),
  /** yyyy-MM-dd, Rome. */
  deliveryDate: z.string(),
  products: z.array(ComplaintProduct),
});
export type ComplaintProducts = z.infer<typeof ComplaintProducts>;

/** A photo as sent: its file name (shown back in the summary) and its bytes in base64. */
export const ComplaintPhotoInput = z.object({
  name: z.string().check(z.maxLength(255)),
  data: z.string(),
});
export type ComplaintPhotoInput = z.infer<typeof ComplaintPhotoInput>;

/** A selected product (orders §3: complaintQuantity, descrizione, lotto, scadenza, the files). */
export const ComplaintProductInput = z.object({
  orderItemId: z.number().check(z.int(), z.positive()),
  reason: z.string().check(z.maxLength(32)),
  complaintQuantity: z.number(),
  descrizione: z.optional(z.string()),
  lotto: z.optional(z.string()),
  /** dd/MM/yyyy, as typed. */
  scadenza: z.optional(z.string()),
  photos: z.optional(z.array(ComplaintPhotoInput).check(z.maxLength(COMPLAINT_PHOTOS_PER_COMPLAINT))),
});
export type ComplaintProductInput = z.infer<typeof ComplaintProductInput>;

/** POST auth/orders/{orderId}/complaint: the send modal's message, the acceptance, the products. */
export const ComplaintRequest = z.object({
  action: ComplaintAction,
  message: z.string(),
  conditionsAccepted: z.optional(z.boolean()),
  products: z.optional(z.array(ComplaintProductInput).check(z.maxLength(200))),
});
export type ComplaintRequest = z.infer<typeof ComplaintRequest>;

/** What was reported of a product, as the summary shows it. */
export const ComplaintSummaryProduct = z.object({
  orderItemId: z.number(),
  description: z.string(),
  reason: z.string(),
  reasonLabel: z.string(),
  complaintQuantity: z.number(),
  descrizione: z.nullable(z.string()),
  lotto: z.nullable(z.string()),
  /** dd/MM/yyyy. */
  scadenza: z.nullable(z.string()),
  imageNames: z.array(z.string()),
});
export type ComplaintSummaryProduct = z.infer<typeof ComplaintSummaryProduct>;

/** 'Riepilogo segnalazione' (orders §3 complaint summary: deliveryDate, orderPublicId, email, phone). */
export const ComplaintSummary = z.object({
  complaintId: z.number(),
  orderId: z.number(),
  orderPublicId: z.string(),
  /** yyyy-MM-dd, Rome. */
  deliveryDate: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  action: ComplaintAction,
  message: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  products: z.array(ComplaintSummaryProduct),
});
export type ComplaintSummary = z.infer<typeof ComplaintSummary>;

/** The complaint calls' paths under /commerce/resources (client complaints.ts, server routes). */
export const complaintCallPath = (orderId: number) => `auth/orders/${orderId}/complaint`;
export const complaintProductsCallPath = (orderId: number) => `auth/orders/${orderId}/complaint/products`;
