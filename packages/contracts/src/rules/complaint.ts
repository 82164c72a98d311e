// Complaint 'Segnala anomalia' (spec orders §5): the send modal, each selected product of the products
// page (reason, quantity, description, lot, expiry date, photos), and the whole request, the same for the
// form and for the server.
import * as z from 'zod/mini';
import { apiErrors, complaints as ct, validation as v, t } from '../i18n/it.ts';
import {
  COMPLAINT_PHOTOS_PER_COMPLAINT,
  COMPLAINT_PHOTOS_PER_PRODUCT,
  COMPLAINT_REASON_CODES,
  type ComplaintRequest,
  complaintReasonOf,
} from '../complaints.ts';
import type { FieldError } from '../errors.ts';
import { crossCheck, maxMessage, optionalMatching, optionalText, requiredText } from './common.ts';
import { parseItalianDate } from '../format/date-input.ts';
import { MAX_LENGTH } from '../constants.ts';

const MESSAGE_MAX = MAX_LENGTH.complaintMessage;
const DESCRIPTION_MAX = MAX_LENGTH.complaintDescription;
/** The message of the send modal: required, at most 512 ('Inserire un messaggio per la segnalazione'). */
const messageField = () => requiredText(v.complaintMessageRequired, MESSAGE_MAX, maxMessage('Messaggio', MESSAGE_MAX));

export const complaintMessageSchema = z.object({ message: messageField() });

/** The send modal: the message; the conditions must be accepted when files are sent. */
export const complaintSendSchema = z
  .object({
    message: messageField(),
    fileCount: z.number(),
    conditionsAccepted: z.boolean(),
  })
  .check(
    crossCheck<{ fileCount?: number; conditionsAccepted?: boolean }>((value) =>
      (value.fileCount ?? 0) > 0 && value.conditionsAccepted !== true
        ? [{ path: ['conditionsAccepted'], message: v.complaintConditionsRequired }]
        : [],
    ),
  );

// ---- The products page and the whole request (the reasons, the photos; server and form alike)

export interface ComplaintLine {
  orderItemId: number;
  deliveredQuantity: number;
}

/** The values of one selected product as the rule reads them (the photos by count only). */
export interface ComplaintProductValues {
  reason: string;
  complaintQuantity: number;
  descrizione?: string;
  lotto?: string;
  scadenza?: string;
  photoCount: number;
}

/**
 * A selected product of the products page: a reason; the quantity up to the delivered one; the
 * description when the reason asks for it (then required, at most 255); lot; expiry date; at least one
 * photo when the reason needs an image, at most COMPLAINT_PHOTOS_PER_PRODUCT.
 */
export function complaintProductRule(deliveredQuantity: number) {
  const tooMany = t(v.complaintQuantityTooHigh, { max: deliveredQuantity });
  return z
    .object({
      reason: z.enum(COMPLAINT_REASON_CODES, { error: ct.reasonRequired }),
      complaintQuantity: z
        .number({ error: tooMany })
        .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= deliveredQuantity, tooMany)),
      descrizione: optionalText(DESCRIPTION_MAX, maxMessage('Descrizione', DESCRIPTION_MAX)),
      lotto: optionalText(MAX_LENGTH.lot, maxMessage('Lotto', MAX_LENGTH.lot)),
      scadenza: optionalMatching(isExpiryDate, v.complaintExpiryInvalid),
      photoCount: z.number(),
    })
    .check(
      crossCheck<Partial<ComplaintProductValues>>((value) => {
        const reason = complaintReasonOf(value.reason ?? '');
        const issues: { path: string[]; message: string }[] = [];
        if (reason?.askDescription && (value.descrizione ?? '').trim() === '')
          issues.push({ path: ['descrizione'], message: v.complaintDescriptionRequired });
        const photos = value.photoCount ?? 0;
        if (reason?.needImage && photos === 0) issues.push({ path: ['photos'], message: ct.photoRequired });
        if (photos > COMPLAINT_PHOTOS_PER_PRODUCT)
          issues.push({ path: ['photos'], message: t(ct.tooManyPhotos, { max: COMPLAINT_PHOTOS_PER_PRODUCT }) });
        return issues;
      }),
    );
}

/** chosen: an expiry date is a real dd/MM/yyyy date of this century ('Data di scadenza errata'). */
export function isExpiryDate(text: string): boolean {
  const d = parseItalianDate(text);
  return d !== null && d.y >= 2000 && d.y <= 2099;
}

/**
 * Every rule of a whole complaint (orders §5), as field → message pairs ('products.0.complaintQuantity'):
 * the message (required, at most 512); a PRODUCT complaint names at least one product of the order, once
 * each, each by complaintProductRule with its delivered quantity; a GENERIC one names none; at most
 * COMPLAINT_PHOTOS_PER_COMPLAINT photos in all; the conditions accepted when photos are sent.
 */
export function complaintRequestIssues(request: ComplaintRequest, lines: readonly ComplaintLine[]): FieldError[] {
  const issues: FieldError[] = [];
  const products = request.products ?? [];
  const fileCount = products.reduce((n, p) => n + (p.photos?.length ?? 0), 0);
  const send = complaintSendSchema.safeParse({
    message: request.message,
    fileCount,
    conditionsAccepted: request.conditionsAccepted === true,
  });
  if (!send.success) for (const i of send.error.issues) issues.push({ field: i.path.join('.'), message: i.message });
  if (request.action === 'GENERIC') {
    if (products.length > 0) issues.push({ field: 'products', message: apiErrors.invalidInput });
    return firstPerField(issues);
  }
  if (products.length === 0) issues.push({ field: 'products', message: ct.productRequired });
  if (fileCount > COMPLAINT_PHOTOS_PER_COMPLAINT)
    issues.push({ field: 'products', message: t(ct.tooManyPhotosInAll, { max: COMPLAINT_PHOTOS_PER_COMPLAINT }) });
  const seen = new Set<number>();
  products.forEach((p, i) => {
    const line = lines.find((l) => l.orderItemId === p.orderItemId);
    if (!line || seen.has(p.orderItemId)) {
      issues.push({ field: `products.${i}.orderItemId`, message: ct.productNotInOrder });
      return;
    }
    seen.add(p.orderItemId);
    const result = complaintProductRule(line.deliveredQuantity).safeParse({
      reason: p.reason,
      complaintQuantity: p.complaintQuantity,
      descrizione: p.descrizione,
      lotto: p.lotto,
      scadenza: p.scadenza,
      photoCount: p.photos?.length ?? 0,
    });
    if (!result.success)
      for (const issue of result.error.issues)
        issues.push({ field: ['products', i, ...issue.path].map(String).join('.'), message: issue.message });
  });
  return firstPerField(issues);
}

const firstPerField = (errors: FieldError[]) =>
  errors.filter((e, i) => errors.findIndex((x) => x.field === e.field) === i);
