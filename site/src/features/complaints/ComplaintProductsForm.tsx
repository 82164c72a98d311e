// The products page of 'Segnala anomalia' (orders §2, §3 complaint product, §4, §5): the order's lines,
// each unselected (its controls disabled) until ticked; per product the reason, the quantity (1 to the
// delivered quantity), the description when the reason asks for it, lot, expiry date and photos (read
// in the browser, their type by their bytes). 'Prosegui' checks every selected product with the rule of
// contracts (the server checks it again) and opens the send modal; the answer is 'Riepilogo
// segnalazione'. A failed call loses nothing typed: the values live here until the summary.
import { useMemo, useRef, useState } from 'react';
import { useIds } from '@mercato/ui';
import { complaintCalls } from '@mercato/client';
import { getClient } from '@mercato/core';
import {
  COMPLAINT_PHOTO_EXTENSIONS,
  COMPLAINT_PHOTO_FORMATS_TEXT,
  COMPLAINT_PHOTO_MAX_MB,
  COMPLAINT_PHOTO_TYPES,
  COMPLAINT_PHOTOS_PER_PRODUCT,
  COMPLAINT_REASONS,
  type ComplaintProduct,
  type ComplaintProducts,
  type ComplaintSummary,
  complaintReasonOf,
} from '@mercato/contracts/complaints';
import { MAX_LENGTH } from '@mercato/contracts/constants';
import { complaints as texts, orders as orderTexts, t } from '@mercato/contracts/i18n/it';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { complaintProductRule } from '@mercato/contracts/rules/complaint';
import { ordersPath } from '@mercato/contracts/urls';
import ComplaintSendModal, { type ComplaintSendValues } from './ComplaintSendModal.tsx';
import ComplaintSummaryModal from './ComplaintSummaryModal.tsx';
import { sendErrorsOf } from './complaint-errors.ts';
import { type ChosenPhoto, readPhoto } from './complaint-view.ts';
import './complaints.css';

interface Row {
  selected: boolean;
  reason: string;
  quantity: string;
  descrizione: string;
  lotto: string;
  scadenza: string;
  photos: ChosenPhoto[];
}

const emptyRow = (p: ComplaintProduct): Row => ({
  selected: false,
  reason: '',
  quantity: p.deliveredQuantity > 0 ? '1' : '0',
  descrizione: '',
  lotto: '',
  scadenza: '',
  photos: [],
});

const ACCEPT = [...COMPLAINT_PHOTO_TYPES, ...COMPLAINT_PHOTO_EXTENSIONS.map((e) => `.${e}`)].join(',');

export default function ComplaintProductsForm({ data }: { data: ComplaintProducts }) {
  const ids = useIds('complaint-products');
  const calls = useMemo(() => complaintCalls(getClient().request), []);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(data.products.map((p) => [p.orderItemId, emptyRow(p)])),
  );
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ComplaintSummary | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const selected = data.products.filter((p) => rows[p.orderItemId]?.selected);
  const fileCount = selected.reduce((n, p) => n + rows[p.orderItemId].photos.length, 0);

  const errorsOf = (p: ComplaintProduct, row: Row) =>
    fieldErrors(complaintProductRule(p.deliveredQuantity), {
      reason: row.reason,
      complaintQuantity: row.quantity.trim() === '' ? Number.NaN : Number(row.quantity),
      descrizione: complaintReasonOf(row.reason)?.askDescription ? row.descrizione : undefined,
      lotto: row.lotto,
      scadenza: row.scadenza,
      photoCount: row.photos.length,
    });

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
    setSendOpen(true);
  };

  const send = async (values: ComplaintSendValues) => {
    setSending(true);
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
      setSendOpen(false);
      setSummary(made);
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
        setSendOpen(false);
        setFormError(found.message ?? texts.sendFailed);
      } else setServerError(found.message);
    } finally {
      setSending(false);
    }
  };

  if (data.products.length === 0) return <p className="card">{texts.noProducts}</p>;

  return (
    <>
      <form
        ref={formRef}
        className="complaint-products"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          proceed();
        }}
      >
        <ul className="complaint-products__list">
          {data.products.map((p) => {
            const row = rows[p.orderItemId];
            const err = errors[p.orderItemId] ?? {};
            const key = (name: string) => ids(`${p.orderItemId}-${name}`);
            const reason = complaintReasonOf(row.reason);
            const off = !row.selected;
            const notDelivered = p.deliveredQuantity === 0;
            const invalid = (name: string) => ({
              'aria-invalid': err[name] ? true : undefined,
              'aria-describedby': err[name] ? key(`${name}-error`) : undefined,
            });
            const message = (name: string) =>
              err[name] && (
                <p id={key(`${name}-error`)} className="field-error">
                  {err[name]}
                </p>
              );
            return (
              <li key={p.orderItemId} className={`card complaint-product${off ? '' : ' complaint-product--selected'}`}>
                <div className="complaint-product__head">
                  <input
                    id={key('selected')}
                    type="checkbox"
                    checked={row.selected}
                    disabled={notDelivered}
                    aria-describedby={key('quantities')}
                    onChange={(e) => update(p.orderItemId, { selected: e.currentTarget.checked })}
                  />
                  {p.image ? <img src={p.image} alt="" width={64} height={64} loading="lazy" /> : null}
                  <div>
                    <label htmlFor={key('selected')} className="complaint-product__name">
                      {p.description}
                    </label>
                    <p id={key('quantities')} className="complaint-product__quantities">
                      {texts.orderedQuantity}: {p.orderedQuantity} · {texts.deliveredQuantity}: {p.deliveredQuantity}
                      {notDelivered && ` · ${texts.notDelivered}`}
                    </p>
                    {p.substitutionDescription && (
                      <p className="complaint-product__substitution">
                        {t(texts.substitutedFor, { product: p.substitutionDescription })}
                      </p>
                    )}
                  </div>
                </div>
                <fieldset className="complaint-product__fields" disabled={off}>
                  <legend className="complaint-visually-hidden">
                    {t(texts.selectProduct, { product: p.description })}
                  </legend>
                  <div className="form-field complaint-product__reason">
                    <label htmlFor={key('reason')}>{texts.reason}</label>
                    <select
                      id={key('reason')}
                      value={row.reason}
                      onChange={(e) => update(p.orderItemId, { reason: e.currentTarget.value })}
                      {...invalid('reason')}
                    >
                      <option value="">{texts.reasonPlaceholder}</option>
                      {COMPLAINT_REASONS.map((r) => (
                        <option key={r.code} value={r.code}>
                          {r.label}
                        </option>
                      ))}
                    </select>
                    {message('reason')}
                  </div>
                  <div className="form-field">
                    <label htmlFor={key('quantity')}>{texts.quantity}</label>
                    <input
                      id={key('quantity')}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={p.deliveredQuantity}
                      step={1}
                      value={row.quantity}
                      onChange={(e) => update(p.orderItemId, { quantity: e.currentTarget.value })}
                      {...invalid('complaintQuantity')}
                    />
                    {message('complaintQuantity')}
                  </div>
                  {/* The details follow the tick: an unselected product shows its (disabled) reason and quantity only. */}
                  {row.selected && (
                    <>
                      {reason?.askDescription && (
                        <div className="form-field complaint-product__wide">
                          <label htmlFor={key('descrizione')}>{texts.description}</label>
                          <textarea
                            id={key('descrizione')}
                            rows={3}
                            maxLength={MAX_LENGTH.complaintDescription}
                            value={row.descrizione}
                            onChange={(e) => update(p.orderItemId, { descrizione: e.currentTarget.value })}
                            {...invalid('descrizione')}
                          />
                          {message('descrizione')}
                        </div>
                      )}
                      <div className="form-field">
                        <label htmlFor={key('lotto')}>{texts.lot}</label>
                        <input
                          id={key('lotto')}
                          type="text"
                          maxLength={MAX_LENGTH.lot}
                          value={row.lotto}
                          onChange={(e) => update(p.orderItemId, { lotto: e.currentTarget.value })}
                          {...invalid('lotto')}
                        />
                        {message('lotto')}
                      </div>
                      <div className="form-field">
                        <label htmlFor={key('scadenza')}>{texts.expiry}</label>
                        <input
                          id={key('scadenza')}
                          type="text"
                          inputMode="numeric"
                          placeholder={texts.expiryHint}
                          maxLength={10}
                          value={row.scadenza}
                          onChange={(e) => update(p.orderItemId, { scadenza: e.currentTarget.value })}
                          {...invalid('scadenza')}
                          aria-describedby={[key('scadenza-hint'), err.scadenza ? key('scadenza-error') : '']
                            .filter(Boolean)
                            .join(' ')}
                        />
                        <p id={key('scadenza-hint')} className="complaint-hint">
                          {texts.expiryHint}
                        </p>
                        {message('scadenza')}
                      </div>
                      <div className="form-field complaint-product__wide">
                        <label htmlFor={key('photos')}>{texts.photos}</label>
                        <input
                          id={key('photos')}
                          type="file"
                          accept={ACCEPT}
                          multiple
                          disabled={off || row.photos.length >= COMPLAINT_PHOTOS_PER_PRODUCT}
                          onChange={(e) => {
                            const input = e.currentTarget;
                            void addPhotos(p.orderItemId, input.files).then(() => {
                              input.value = '';
                            });
                          }}
                          {...invalid('photos')}
                          aria-describedby={[key('photos-hint'), err.photos ? key('photos-error') : '']
                            .filter(Boolean)
                            .join(' ')}
                        />
                        <p id={key('photos-hint')} className="complaint-hint">
                          {t(texts.photosHint, {
                            formats: COMPLAINT_PHOTO_FORMATS_TEXT,
                            max: COMPLAINT_PHOTO_MAX_MB,
                            count: COMPLAINT_PHOTOS_PER_PRODUCT,
                          })}
                          {reason?.needImage && ` ${texts.photoNeeded}`}
                        </p>
                        {row.photos.length > 0 && (
                          <ul className="complaint-photos">
                            {row.photos.map((ph, k) => (
                              <li key={ph.key}>
                                <span>{ph.name}</span>
                                <button
                                  type="button"
                                  className="complaint-link"
                                  aria-label={t(texts.removePhoto, { name: ph.name })}
                                  onClick={() =>
                                    update(p.orderItemId, { photos: row.photos.filter((_, j) => j !== k) })
                                  }
                                >
                                  ✕
                                </button>
                              </li>
                            ))}
                          </ul>
                        )}
                        {message('photos')}
                      </div>
                    </>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}
        <div className="complaint-actions">
          <button type="submit" className="btn">
            {orderTexts.complaintProceed}
          </button>
        </div>
      </form>
      <ComplaintSendModal
        open={sendOpen}
        fileCount={fileCount}
        sending={sending}
        serverErrors={serverErrors}
        serverError={serverError}
        onSend={(v) => void send(v)}
        onCancel={() => setSendOpen(false)}
      />
      <ComplaintSummaryModal summary={summary} onClose={() => window.location.assign(ordersPath())} />
    </>
  );
}
