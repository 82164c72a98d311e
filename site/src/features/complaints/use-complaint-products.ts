// The state of the products page of 'Segnala anomalia' (ComplaintProductsForm.tsx is its markup): a row
// of values per order line, the messages per product and field, and the page's phase: 'editing' the
// products, 'confirming' in the send modal, 'sending' the complaint, 'sent' with its summary. A failed call
// loses nothing typed: the values live here until the summary.
import { useMemo, useRef, useState } from 'react';
import { complaintCalls } from '@mercato/client';
import { getClient } from '@mercato/core';
import {
  COMPLAINT_PHOTOS_PER_PRODUCT,
  type ComplaintProduct,
  type ComplaintProducts,
  type ComplaintSummary,
  complaintReasonOf,
} from '@mercato/contracts/complaints';
import { complaints as texts, t } from '@mercato/contracts/i18n/it';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { complaintProductRule } from '@mercato/contracts/rules/complaint';
import type { ComplaintSendValues } from './ComplaintSendModal.tsx';
import { sendErrorsOf } from './complaint-errors.ts';
import { type ChosenPhoto, readPhoto } from './complaint-view.ts';

/** What the shopper entered for one order line. */
export interface Row {
  selected: boolean;
  reason: string;
  quantity: string;
  descrizione: string;
  lotto: string;
  scadenza: string;
  photos: ChosenPhoto[];
}

export type ComplaintPhase =
  | { kind: 'editing' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'sent'; summary: ComplaintSummary };

const emptyRow = (p: ComplaintProduct): Row => ({
  selected: false,
  reason: '',
  quantity: p.deliveredQuantity > 0 ? '1' : '0',
  descrizione: '',
  lotto: '',
  scadenza: '',
  photos: [],
});

const errorsOf = (p: ComplaintProduct, row: Row) =>
  fieldErrors(complaintProductRule(p.deliveredQuantity), {
    reason: row.reason,
    complaintQuantity: row.quantity.trim() === '' ? Number.NaN : Number(row.quantity),
    descrizione: complaintReasonOf(row.reason)?.askDescription ? row.descrizione : undefined,
    lotto: row.lotto,
    scadenza: row.scadenza,
    photoCount: row.photos.length,
  });

export function useComplaintProducts(data: ComplaintProducts) {
  const calls = useMemo(() => complaintCalls(getClient().request), []);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(data.products.map((p) => [p.orderItemId, emptyRow(p)])),
  );
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<ComplaintPhase>({ kind: 'editing' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const selected = data.products.filter((p) => rows[p.orderItemId]?.selected);
  const fileCount = selected.reduce((n, p) => n + rows[p.orderItemId].photos.length, 0);

  const validate = (next: Record<number, Row>) => {
    const found: Record<number, Record<string, string>> = {};
    for (const p of data.products) {
      const row = next[p.orderItemId];
      if (!row.selected) continue;
      const e = errorsOf(p, row);
      if (Object.keys(e).length) found[p.orderItemId] = e;
    }
    return found;
  };

  const update = (id: number, patch: Partial<Row>) => {
    const next = { ...rows, [id]: { ...rows[id], ...patch } };
    setRows(next);
    if (tried) {
      setErrors(validate(next));
      if (Object.values(next).some((r) => r.selected)) setFormError(null);
    }
  };

  const addPhotos = async (id: number, files: FileList | null) => {
    if (!files?.length) return;
    const row = rows[id];
    const room = COMPLAINT_PHOTOS_PER_PRODUCT - row.photos.length;
    const chosen: ChosenPhoto[] = [];
    let message: string | null = null;
    for (const file of Array.from(files)) {
      if (chosen.length >= room) {
        message = t(texts.tooManyPhotos, { max: COMPLAINT_PHOTOS_PER_PRODUCT });
        break;
      }
      const read = await readPhoto(file);
      if ('error' in read) message = `${file.name}: ${read.error}`;
      else chosen.push(read);
    }
    setRows((all) => ({ ...all, [id]: { ...all[id], photos: [...all[id].photos, ...chosen] } }));
    setErrors((all) => {
      const own = { ...(all[id] ?? {}) };
      if (message) own.photos = message;
      else delete own.photos;
      return { ...all, [id]: own };
    });
  };

  /** 'Prosegui': every selected product checked, then the send modal. */
  const proceed = () => {
    setTried(true);
    const found = validate(rows);
    setErrors(found);
    if (selected.length === 0) {
      setFormError(texts.productRequired);
      formRef.current?.querySelector<HTMLInputElement>('input[type=checkbox]:not([disabled])')?.focus();
      return;
    }
    setFormError(null);
    if (Object.keys(found).length > 0) {
      // The first field with a message takes the keyboard.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setPhase({ kind: 'confirming' });
  };

  const send = async (values: ComplaintSendValues) => {
    setPhase({ kind: 'sending' });
    setServerError(null);
    try {
      const made = await calls.sendComplaint(data.orderId, {
        action: 'PRODUCT',
        message: values.message,
        conditionsAccepted: values.conditionsAccepted,
        products: selected.map((p) => {
          const row = rows[p.orderItemId];
          const reason = complaintReasonOf(row.reason);
          return {
            orderItemId: p.orderItemId,
            reason: row.reason,
            complaintQuantity: Number(row.quantity),
            descrizione: reason?.askDescription ? row.descrizione : undefined,
            lotto: row.lotto || undefined,
            scadenza: row.scadenza || undefined,
            photos: row.photos.map((ph) => ({ name: ph.name, data: ph.data })),
          };
        }),
      });
      setPhase({ kind: 'sent', summary: made });
    } catch (err) {
      const found = sendErrorsOf(err);
      setServerErrors(found.fields);
      const productErrors: Record<number, Record<string, string>> = {};
      for (const [i, fields] of found.products) {
        const p = selected[i];
        if (p) productErrors[p.orderItemId] = fields;
      }
      if (found.products.size > 0) {
        // A product's field was refused: back to the page, the message beside the field.
        setErrors(productErrors);
        setPhase({ kind: 'editing' });
        setFormError(found.message ?? texts.sendFailed);
      } else {
        setServerError(found.message);
        // The send modal stays open with the message (unless the shopper closed it meanwhile).
        setPhase((now) => (now.kind === 'sending' ? { kind: 'confirming' } : now));
      }
    }
  };

  return {
    rows,
    errors,
    formError,
    phase,
    fileCount,
    serverErrors,
    serverError,
    formRef,
    update,
    addPhotos,
    proceed,
    send,
    cancel: () => setPhase({ kind: 'editing' }),
  };
}
