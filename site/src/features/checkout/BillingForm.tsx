// The billing-address form (spec orders §4 "Billing form", §5 billing rules) as the checkout's invoice
// choice opens it: 'new' mode, or 'edit' mode for a saved address that must be fixed. Holder type (private person, company, freelancer, organisation) and
// Italy or 'Altro Paese' decide the fields (contracts rules billingOptionsFor); changing either reloads
// them. The shopper first presses 'Verifica' (with a loader): the form's own checks, the same schema as the
// server's, then POST auth/billing-addresses/verify; only after a successful check 'Salva modifiche'
// shows, and any later edit asks for 'Verifica' again. Server field messages show under their fields; a
// failed call keeps everything typed.
import { useState, type SubmitEvent } from 'react';
import type { BillingAddress } from '@mercato/contracts';
import type { BillingAddressInput } from '@mercato/contracts/checkout';
import { checkoutPages as texts } from '@mercato/contracts/i18n/it';
import {
  BILLING_TYPES,
  billingAddressSchema,
  billingOptionsFor,
  normalizeTaxCode,
  type BillingType,
  type CountryType,
} from '@mercato/contracts/rules/billing-address';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { isShopError, type CheckoutCalls } from '@mercato/client';
import { Loader, useIds } from '@mercato/ui';
import { Field } from '@mercato/ui/field';
import { RadioList } from './RadioList.tsx';

type FieldName = keyof typeof texts.fields;
type Values = Record<FieldName, string>;

const EMPTY: Values = {
  name: '',
  heading: '',
  street: '',
  houseNumber: '',
  postcode: '',
  town: '',
  province: '',
  country: '',
  taxCode: '',
  vatNumber: '',
  codiceDestSdi: '',
  emailPec: '',
  birthDate: '',
  birthPlace: '',
};
/** chosen: the country of an Italian address is written for the shopper. */
const ITALY = 'Italia';

/** The fields shown for a holder type and country, in the form's order. */
export function billingFieldsFor(type: BillingType, country: CountryType): FieldName[] {
  const o = billingOptionsFor(type, country);
  const fields: FieldName[] = ['name', 'heading', 'street', 'houseNumber', 'postcode', 'town'];
  if (country === 'IT') fields.push('province');
  else fields.push('country');
  if (country === 'IT' || type === 'FREELANCER') fields.push('taxCode');
  if (o.vatRequired) fields.push('vatNumber');
  if (o.show?.codiceDestSdi) fields.push('codiceDestSdi');
  if (o.show?.emailPec) fields.push('emailPec');
  if (o.show?.birthDate) fields.push('birthDate');
  if (o.show?.birthPlace) fields.push('birthPlace');
  return fields;
}

export interface BillingFormProps {
  calls: CheckoutCalls;
  /** Edit mode: the saved address to fix (PUT); without it, a new address (POST). */
  address?: BillingAddress;
  /** Identifiers of the saved addresses (an identifier is unique). */
  existingIdentifiers: readonly string[];
  onSaved: (address: BillingAddress) => void;
  onCancel?: () => void;
  /**
   * Saving is enabled (the default): after a successful 'Verifica', 'Salva modifiche'. Off (the account's
   * /billing/manage?saveEnabled=false), the form verifies only (spec orders §4 "if saving is enabled").
   */
  saveEnabled?: boolean;
}

/** A saved address as the form's values (edit mode). */
const valuesOf = (a: BillingAddress): Values =>
  Object.fromEntries(
    (Object.keys(EMPTY) as FieldName[]).map((f) => [f, (a as Partial<Record<FieldName, string | null>>)[f] ?? '']),
  ) as Values;

export default function BillingForm({
  calls,
  address,
  existingIdentifiers,
  onSaved,
  onCancel,
  saveEnabled = true,
}: BillingFormProps) {
  const ids = useIds('co-billing');
  const [type, setType] = useState<BillingType>(address?.type ?? 'PERSONAL');
  const [country, setCountry] = useState<CountryType>(address?.countryType ?? 'IT');
  const [values, setValues] = useState<Values>(address ? valuesOf(address) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'save' | null>(null);
  const [failed, setFailed] = useState(false);
  const fields = billingFieldsFor(type, country);

  const input = (): BillingAddressInput => {
    const pick = (f: FieldName) => (fields.includes(f) ? values[f].trim() : undefined);
    return {
      name: values.name.trim(),
      type,
      countryType: country,
      heading: values.heading.trim(),
      street: values.street.trim(),
      houseNumber: values.houseNumber.trim(),
      postcode: values.postcode.trim(),
      town: values.town.trim(),
      country: country === 'IT' ? ITALY : values.country.trim(),
      province: pick('province'),
      taxCode: pick('taxCode') === undefined ? undefined : normalizeTaxCode(values.taxCode),
      vatNumber: pick('vatNumber'),
      codiceDestSdi: pick('codiceDestSdi'),
      emailPec: pick('emailPec'),
      birthDate: pick('birthDate'),
      birthPlace: pick('birthPlace'),
    };
  };

  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setVerified(false);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Holder type or country changed: the fields are reloaded, what was typed in the shared ones stays. */
  const reshape = (nextType: BillingType, nextCountry: CountryType) => {
    setType(nextType);
    setCountry(nextCountry);
    setErrors({});
    setVerified(false);
  };

  const serverErrors = (err: unknown): boolean => {
    if (!isShopError(err) || err.fieldErrors.length === 0) return false;
    setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
    return true;
  };

  const verify = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailed(false);
    const body = input();
    const schema = billingAddressSchema({ ...billingOptionsFor(type, country, existingIdentifiers) });
    const local = fieldErrors(schema, body);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      focusFirstError(ids, fields, local);
      return;
    }
    setBusy('verify');
    try {
      await calls.verifyBillingAddress(body, address?.id);
      setVerified(true);
    } catch (err) {
      if (!serverErrors(err)) setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (busy || !verified || !saveEnabled) return;
    setFailed(false);
    setBusy('save');
    try {
      const saved = address
        ? await calls.updateBillingAddress(address.id, input())
        : await calls.addBillingAddress(input());
      onSaved(saved);
    } catch (err) {
      if (serverErrors(err)) setVerified(false);
      else setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="co-billing-form" noValidate onSubmit={verify} aria-labelledby={ids('title')}>
      <h3 id={ids('title')}>{address ? `${texts.fixAddress}: ${address.name}` : texts.addBillingAddress}</h3>
      <RadioList
        legend={texts.holderType}
        variant="inline"
        name={ids('type')}
        value={type}
        options={BILLING_TYPES.map((bt) => ({ value: bt, label: texts.holderTypes[bt] }))}
        onChange={(bt) => reshape(bt, country)}
      />
      <RadioList
        legend={texts.countryChoice}
        variant="inline"
        name={ids('country')}
        value={country}
        options={(['IT', 'OTHER'] as const).map((c) => ({
          value: c,
          label: c === 'IT' ? texts.italy : texts.otherCountry,
        }))}
        onChange={(c) => reshape(type, c)}
      />
      <div className="co-fields">
        {fields.map((field) => {
          const error = errors[field];
          return (
            <Field
              key={field}
              label={texts.fields[field]}
              id={ids(field)}
              error={error}
              className="co-field"
              errorClassName="co-field__error"
            >
              {(control) => (
                <input
                  {...control}
                  name={field}
                  value={values[field]}
                  autoComplete={autoCompleteOf(field)}
                  onChange={(e) => set(field, e.currentTarget.value)}
                  onBlur={field === 'taxCode' ? () => set('taxCode', normalizeTaxCode(values.taxCode)) : undefined}
                />
              )}
            </Field>
          );
        })}
      </div>
      {Object.values(errors).some(Boolean) && (
        <p className="co-field__error" role="alert">
          {texts.formHasErrors}
        </p>
      )}
      {failed && (
        <p className="co-save co-save--failed" role="alert">
          {texts.saveFailed}
        </p>
      )}
      {verified && (
        <p className="co-save co-save--saved" role="status">
          {saveEnabled ? texts.verified : texts.verifiedNoSave}
        </p>
      )}
      <div className="co-actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {texts.cancel}
          </button>
        )}
        {busy === 'verify' ? (
          <Loader label={texts.verifying} showLabel />
        ) : (
          <button type="submit" className="btn btn--ghost" disabled={busy !== null}>
            {texts.verify}
          </button>
        )}
        {verified &&
          saveEnabled &&
          (busy === 'save' ? (
            <Loader label={texts.saving} showLabel />
          ) : (
            <button type="button" className="btn" onClick={save}>
              {texts.saveChanges}
            </button>
          ))}
      </div>
    </form>
  );
}

function autoCompleteOf(field: FieldName): string {
  switch (field) {
    case 'street':
      return 'address-line1';
    case 'postcode':
      return 'postal-code';
    case 'town':
      return 'address-level2';
    case 'province':
      return 'address-level1';
    case 'country':
      return 'country-name';
    case 'heading':
      return 'name';
    default:
      return 'off';
  }
}

function focusFirstError(ids: (p: string) => string, fields: FieldName[], errors: Record<string, string>) {
  const first = fields.find((f) => errors[f]);
  if (first) queueMicrotask(() => document.getElementById(ids(first))?.focus());
}
