// A refused complaint as the forms show it: the send modal's fields (message, conditionsAccepted), each
// product's fields by its place in the request ('products.0.complaintQuantity'), and the message of the
// whole answer when no field carries it (409 already reported, not delivered; a network failure).
import { isShopError } from '@mercato/client';
import { complaints as texts } from '@mercato/contracts/i18n/it';

export interface SendErrors {
  /** message, conditionsAccepted. */
  fields: Record<string, string>;
  /** index in the request's products → field → message. */
  products: Map<number, Record<string, string>>;
  /** The message for the whole call, when no field shows it. */
  message: string | null;
}

export function sendErrorsOf(err: unknown): SendErrors {
  const out: SendErrors = { fields: {}, products: new Map(), message: null };
  if (!isShopError(err)) return { ...out, message: texts.sendFailed };
  for (const e of err.fieldErrors ?? []) {
    const m = /^products\.(\d+)\.(\w+)/.exec(e.field);
    if (m) {
      const i = Number(m[1]);
      const fields = out.products.get(i) ?? {};
      fields[m[2]] ??= e.message;
      out.products.set(i, fields);
    } else if (e.field === 'message' || e.field === 'conditionsAccepted') out.fields[e.field] ??= e.message;
    else out.message ??= e.message;
  }
  if ((err.fieldErrors ?? []).length === 0) out.message = err.status === -1 ? texts.sendFailed : err.message;
  return out;
}
