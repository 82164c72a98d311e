// Billing address form (spec orders §3 billing address, §4 billing form, §5 billing rules).
import * as z from 'zod/mini';
import { validation as v, t } from '../i18n/it.ts';
import {
  isEmail,
  isItalianDate,
  maxMessage,
  optionalMatching,
  optionalText,
  requiredMatching,
  requiredMessage,
  requiredText,
} from './common.ts';

export const BILLING_TYPES = ['PERSONAL', 'COMPANY', 'FREELANCER', 'ORGANIZATION'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export type CountryType = 'IT' | 'OTHER';

/** Tax code is uppercased on blur. */
export const normalizeTaxCode = (s: string) => s.trim().toUpperCase();

const FISCAL_CODE_RE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
// Values of the characters in odd positions (1st, 3rd, …) for the check letter; digits share the
// values of the letters of the same index (0 = A, 1 = B, …).
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** A 16-character Italian fiscal code (persone fisiche), shape and check letter. */
export function isFiscalCode(text: string): boolean {
  const code = normalizeTaxCode(text);
  if (!FISCAL_CODE_RE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = code.charCodeAt(i);
    const index = ch <= 57 ? ch - 48 : ch - 65;
    sum += i % 2 === 0 ? ODD[index] : index;
  }
  return code.charCodeAt(15) - 65 === sum % 26;
}

/** An 11-digit number (partita IVA / codice fiscale numerico). */
export const isElevenDigits = (text: string) => /^\d{11}$/.test(text.trim());

/**
 * An Italian partita IVA (or a company's numeric codice fiscale): 11 digits whose last is the check digit
 * (digits in odd places summed, those in even places doubled less 9 when over 9; the check makes the
 * sum a multiple of 10).
 */
export function isPartitaIva(text: string): boolean {
  const digits = text.trim();
  if (!isElevenDigits(digits) || digits === '00000000000') return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digits.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(10) - 48;
}

/** Tax code by holder type (Italy), check character included: personal and freelancer the fiscal code; company either; organization 11 digits. */
export function isValidTaxCode(text: string, type: BillingType): boolean {
  switch (type) {
    case 'PERSONAL':
    case 'FREELANCER':
      return isFiscalCode(text);
    case 'COMPANY':
      return isPartitaIva(text) || isFiscalCode(text);
    case 'ORGANIZATION':
      return isPartitaIva(text);
  }
}

// chosen: the SDI recipient code is 7 letters or digits (6 for public administration)
const isSdiCode = (s: string) => /^[A-Za-z0-9]{6,7}$/.test(s.trim());

export interface BillingAddressOptions {
  type: BillingType;
  country: CountryType;
  /** Identifiers of the customer's other billing addresses (the edited one excluded). */
  existingIdentifiers?: readonly string[];
  /** Whether the VAT number is needed for this type and country, and the country's vatLength. */
  vatRequired?: boolean;
  vatLength?: number;
  /** Optional fields the loaded configuration shows; a shown field is required. */
  show?: { emailPec?: boolean; codiceDestSdi?: boolean; birthDate?: boolean; birthPlace?: boolean };
}

/**
 * The form's options for a holder type and country, the same in the billing form and on the server.
 * chosen: a partita IVA is asked of every holder but a private person (11 digits in Italy, up to 15
 * characters abroad, the longest EU VAT number); Italian holders with a partita IVA give the SDI recipient
 * code of electronic invoicing ('0000000' for those who receive by PEC); PEC, birth date and birth place
 * are not asked.
 */
export function billingOptionsFor(
  type: BillingType,
  country: CountryType,
  existingIdentifiers: readonly string[] = [],
): BillingAddressOptions {
  const business = type !== 'PERSONAL';
  return {
    type,
    country,
    existingIdentifiers,
    vatRequired: business,
    vatLength: country === 'IT' ? 11 : 15,
    show: { codiceDestSdi: business && country === 'IT' },
  };
}

const req = (label: string, max?: number) =>
  requiredText(requiredMessage(label), max, max === undefined ? undefined : maxMessage(label, max));

export function billingAddressSchema(options: BillingAddressOptions) {
  const { type, country, existingIdentifiers = [], vatRequired = false, vatLength = 11, show = {} } = options;
  const taken = new Set(existingIdentifiers.map((id) => id.trim().toLocaleLowerCase('it')));
  const italy = country === 'IT';
  const vatTooLong = t(v.vatTooLong, { max: vatLength });
  // The spec's message for a field of the wrong form (orders §5 dynamic billing fields: '{label} non valido').
  const vatInvalid = t(v.dynamicPattern, { label: 'Partita IVA' });

  const taxCode = italy
    ? requiredMatching(
        requiredMessage('Codice fiscale'),
        (s) => isValidTaxCode(s, type),
        v.taxCodeInvalid,
        16,
        v.taxCodeInvalid,
      )
    : type === 'FREELANCER'
      ? req('Codice fiscale', 16)
      : optionalText(16, maxMessage('Codice fiscale', 16));

  const shape = {
    name: requiredText(v.billingIdentifierRequired).check(
      z.refine((s) => !taken.has(s.trim().toLocaleLowerCase('it')), v.identifierDuplicate),
    ),
    heading: req('Intestazione', 60),
    street: req('Indirizzo', 128),
    houseNumber: req('Numero civico', 6),
    postcode: req('CAP'),
    town: req('Comune', 128),
    country: req('Paese'),
    province: italy ? req('Provincia') : z.optional(z.string()),
    taxCode,
    vatNumber: vatRequired
      ? italy
        ? requiredMatching(requiredMessage('Partita IVA'), isPartitaIva, vatInvalid, vatLength, vatTooLong)
        : requiredText(requiredMessage('Partita IVA'), vatLength, vatTooLong)
      : italy
        ? optionalMatching(isPartitaIva, vatInvalid, vatLength, vatTooLong)
        : optionalText(vatLength, vatTooLong),
    emailPec: show.emailPec
      ? requiredMatching(v.pecRequired, isEmail, v.pecInvalid, 151, maxMessage('Email PEC', 151))
      : z.optional(z.string()),
    codiceDestSdi: show.codiceDestSdi
      ? requiredMatching(v.sdiRequired, isSdiCode, v.sdiInvalid, 7, v.sdiInvalid)
      : z.optional(z.string()),
    birthDate: show.birthDate
      ? requiredMatching(v.birthDateRequired, isItalianDate, v.birthDateInvalid, 10, v.birthDateInvalid)
      : z.optional(z.string()),
    birthPlace: show.birthPlace ? req('Luogo di nascita', 128) : z.optional(z.string()),
  };
  return z.object(shape);
}
export type BillingAddressForm = z.infer<ReturnType<typeof billingAddressSchema>>;

/** A field of the loaded billing configuration. */
export interface DynamicBillingField {
  id: string;
  label: string;
  required?: boolean;
  maxlength?: number | null;
  pattern?: string | null;
}

const isBirthDateField = (f: DynamicBillingField) => f.id === 'birthDate' || f.id === 'personBirthDate';

/** One configured field: 'Il campo {label} è obbligatorio', '{label} non valido', '{label} errato'. */
export function dynamicFieldSchema(field: DynamicBillingField) {
  const birth = isBirthDateField(field);
  const required = t(v.dynamicRequired, { label: field.label });
  const invalid = birth ? v.dynamicBirthDate : t(v.dynamicPattern, { label: field.label });
  const tooLong = birth ? v.dynamicBirthDate : t(v.dynamicMaxLength, { label: field.label });
  const pattern = field.pattern ? new RegExp(`^(?:${field.pattern})$`) : null;
  const checks = [];
  if (field.required) checks.push(z.refine<string>((s) => s.trim() !== '', required));
  if (field.maxlength) checks.push(z.maxLength(field.maxlength, tooLong));
  if (pattern) checks.push(z.refine<string>((s) => s.trim() === '' || pattern.test(s.trim()), invalid));
  const schema = z.string({ error: required }).check(...checks);
  return field.required ? schema : z.optional(schema);
}

/** The configured fields as one object schema, keyed by field id. */
export function dynamicBillingSchema(fields: readonly DynamicBillingField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.id, dynamicFieldSchema(f)])));
}
