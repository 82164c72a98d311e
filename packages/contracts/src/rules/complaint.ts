// Complaint 'Segnala anomalia' (spec orders §5).
import * as z from 'zod/mini';
import { validation as v, t } from '../i18n/it.ts';
import { crossCheck, maxMessage, optionalMatching, optionalText, requiredText } from './common.ts';
import { parseItalianDate } from '../format/date.ts';

/** The message of the send modal: required, at most 512. */
export const complaintMessageSchema = z.object({
  message: requiredText(v.complaintMessageRequired, 512, maxMessage('Messaggio', 512)),
});

export interface ComplaintProductOptions {
  deliveredQuantity: number;
  /** The description field is shown for this complaint type. */
  descriptionShown?: boolean;
}

/** A selected complaint product: quantity up to the delivered one; description, lot and expiry date. */
export function complaintProductSchema({ deliveredQuantity, descriptionShown = false }: ComplaintProductOptions) {
  const tooMany = t(v.complaintQuantityTooHigh, { max: deliveredQuantity });
  return z.object({
    complaintQuantity: z
      .number({ error: tooMany })
      .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= deliveredQuantity, tooMany)),
    descrizione: descriptionShown
      ? requiredText(v.complaintDescriptionRequired, 255, maxMessage('Descrizione', 255))
      : optionalText(255, maxMessage('Descrizione', 255)),
    lotto: optionalText(20, maxMessage('Lotto', 20)),
    scadenza: optionalMatching((s) => parseItalianDate(s) !== null, v.complaintExpiryInvalid),
  });
}

/** The whole complaint: the conditions must be accepted when files are sent. */
export const complaintSendSchema = z
  .object({
    message: requiredText(v.complaintMessageRequired, 512, maxMessage('Messaggio', 512)),
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
