// One order line of the products page of 'Segnala anomalia' (ComplaintProductsForm.tsx): its tick, and
// per product the reason, the quantity (1 to the delivered quantity), the description when the reason
// asks for it, lot, expiry date and photos. Unselected, its controls are disabled.
import { Field } from '@mercato/ui/field';
import {
  COMPLAINT_PHOTO_EXTENSIONS,
  COMPLAINT_PHOTO_FORMATS_TEXT,
  COMPLAINT_PHOTO_MAX_MB,
  COMPLAINT_PHOTO_TYPES,
  COMPLAINT_PHOTOS_PER_PRODUCT,
  COMPLAINT_REASONS,
  type ComplaintProduct,
  complaintReasonOf,
} from '@mercato/contracts/complaints';
import { MAX_LENGTH } from '@mercato/contracts/constants';
import { complaints as texts, t } from '@mercato/contracts/i18n/it';
import type { Row } from './use-complaint-products.ts';

const ACCEPT = [...COMPLAINT_PHOTO_TYPES, ...COMPLAINT_PHOTO_EXTENSIONS.map((e) => `.${e}`)].join(',');

export interface ComplaintProductRowProps {
  product: ComplaintProduct;
  row: Row;
  /** The messages of this product, by field. */
  errors: Record<string, string>;
  /** The form's ids (useIds), this product's made from them. */
  ids: (part: string) => string;
  onChange: (patch: Partial<Row>) => void;
  onPhotos: (files: FileList | null) => Promise<void>;
}

export default function ComplaintProductRow(props: ComplaintProductRowProps) {
  const { product: p, row, errors: err, onChange } = props;
  const key = (name: string) => props.ids(`${p.orderItemId}-${name}`);
  const reason = complaintReasonOf(row.reason);
  const off = !row.selected;
  const notDelivered = p.deliveredQuantity === 0;
  return (
    <li className={`card complaint-product${off ? '' : ' complaint-product--selected'}`}>
      <div className="complaint-product__head">
        <input
          id={key('selected')}
          type="checkbox"
          checked={row.selected}
          disabled={notDelivered}
          aria-describedby={key('quantities')}
          onChange={(e) => onChange({ selected: e.currentTarget.checked })}
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
        <legend className="complaint-visually-hidden">{t(texts.selectProduct, { product: p.description })}</legend>
        <Field
          label={texts.reason}
          id={key('reason')}
          error={err.reason}
          className="form-field complaint-product__reason"
          errorClassName="field-error"
        >
          {(control) => (
            <select {...control} value={row.reason} onChange={(e) => onChange({ reason: e.currentTarget.value })}>
              <option value="">{texts.reasonPlaceholder}</option>
              {COMPLAINT_REASONS.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={texts.quantity}
          id={key('quantity')}
          error={err.complaintQuantity}
          className="form-field"
          errorClassName="field-error"
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={p.deliveredQuantity}
              step={1}
              value={row.quantity}
              onChange={(e) => onChange({ quantity: e.currentTarget.value })}
            />
          )}
        </Field>
        {/* The details follow the tick: an unselected product shows its (disabled) reason and quantity only. */}
        {row.selected && (
          <>
            {reason?.askDescription && (
              <Field
                label={texts.description}
                id={key('descrizione')}
                error={err.descrizione}
                className="form-field complaint-product__wide"
                errorClassName="field-error"
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    maxLength={MAX_LENGTH.complaintDescription}
                    value={row.descrizione}
                    onChange={(e) => onChange({ descrizione: e.currentTarget.value })}
                  />
                )}
              </Field>
            )}
            <Field
              label={texts.lot}
              id={key('lotto')}
              error={err.lotto}
              className="form-field"
              errorClassName="field-error"
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={MAX_LENGTH.lot}
                  value={row.lotto}
                  onChange={(e) => onChange({ lotto: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field
              label={texts.expiry}
              id={key('scadenza')}
              error={err.scadenza}
              describedBy={key('scadenza-hint')}
              className="form-field"
              errorClassName="field-error"
            >
              {(control) => (
                <>
                  <input
                    {...control}
                    type="text"
                    inputMode="numeric"
                    placeholder={texts.expiryHint}
                    maxLength={10}
                    value={row.scadenza}
                    onChange={(e) => onChange({ scadenza: e.currentTarget.value })}
                  />
                  <p id={key('scadenza-hint')} className="complaint-hint">
                    {texts.expiryHint}
                  </p>
                </>
              )}
            </Field>
            <Field
              label={texts.photos}
              id={key('photos')}
              error={err.photos}
              describedBy={key('photos-hint')}
              className="form-field complaint-product__wide"
              errorClassName="field-error"
            >
              {(control) => (
                <>
                  <input
                    {...control}
                    type="file"
                    accept={ACCEPT}
                    multiple
                    disabled={off || row.photos.length >= COMPLAINT_PHOTOS_PER_PRODUCT}
                    onChange={(e) => {
                      const input = e.currentTarget;
                      void props.onPhotos(input.files).then(() => {
                        input.value = '';
                      });
                    }}
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
                            onClick={() => onChange({ photos: row.photos.filter((_, j) => j !== k) })}
                          >
                            ✕
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </Field>
          </>
        )}
      </fieldset>
    </li>
  );
}
