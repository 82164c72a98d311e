import { describe, expect, test } from 'vitest';
import {
  billingAddressSchema,
  billingOptionsFor,
  dynamicBillingSchema,
  isFiscalCode,
  isPartitaIva,
  isValidTaxCode,
  normalizeTaxCode,
} from './billing-address.ts';
import { fieldErrors } from './common.ts';
import { SAMPLE_BILLING_ADDRESS } from '@test-support/sample-data.ts';

const base = SAMPLE_BILLING_ADDRESS;

describe('tax code', () => {
  test('fiscal code shape and check letter', () => {
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isFiscalCode('rssmra85t10a562s')).toBe(true);
    expect(isFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(normalizeTaxCode(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
  });
  test('by holder type', () => {
    expect(isValidTaxCode('12345678903', 'COMPANY')).toBe(true);
    expect(isValidTaxCode('RSSMRA85T10A562S', 'COMPANY')).toBe(true);
    expect(isValidTaxCode('12345678903', 'PERSONAL')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A562S', 'ORGANIZATION')).toBe(false);
    expect(isValidTaxCode('12345678903', 'ORGANIZATION')).toBe(true);
  });
  test('an 11-digit code must carry its check digit', () => {
    expect(isPartitaIva('01114601006')).toBe(true);
    expect(isPartitaIva('07116350955')).toBe(true);
    expect(isPartitaIva('12345678901')).toBe(false);
    expect(isPartitaIva('01114601007')).toBe(false);
    expect(isPartitaIva('00000000000')).toBe(false);
    expect(isPartitaIva('0111460100')).toBe(false);
    expect(isValidTaxCode('12345678901', 'ORGANIZATION')).toBe(false);
    expect(isValidTaxCode('12345678901', 'COMPANY')).toBe(false);
  });
});

describe('billing address', () => {
  test('a personal Italian address passes', () => {
    expect(fieldErrors(billingAddressSchema({ type: 'PERSONAL', country: 'IT' }), base)).toEqual({});
  });
  test('required and unique identifier, tax code format', () => {
    const schema = billingAddressSchema({ type: 'PERSONAL', country: 'IT', existingIdentifiers: [base.name] });
    expect(fieldErrors(schema, { ...base, taxCode: '12345678901' })).toEqual({
      name: 'Identificativo già presente',
      taxCode: 'Formato del Codice fiscale non valido',
    });
    expect(fieldErrors(schema, { ...base, name: '' }).name).toBe('Il campo Identificativo è obbligatorio');
  });
  test('province and tax code only required for Italy; freelancer abroad needs a tax code', () => {
    const abroad = { ...base, province: '', taxCode: '' };
    expect(fieldErrors(billingAddressSchema({ type: 'PERSONAL', country: 'OTHER' }), abroad)).toEqual({});
    expect(fieldErrors(billingAddressSchema({ type: 'FREELANCER', country: 'OTHER' }), abroad)).toEqual({
      taxCode: "Il campo 'Codice fiscale' è obbligatorio",
    });
    expect(fieldErrors(billingAddressSchema({ type: 'PERSONAL', country: 'IT' }), abroad)).toEqual({
      province: "Il campo 'Provincia' è obbligatorio",
      taxCode: "Il campo 'Codice fiscale' è obbligatorio",
    });
  });
  test('lengths and the VAT number', () => {
    const schema = billingAddressSchema({ type: 'COMPANY', country: 'IT', vatRequired: true, vatLength: 11 });
    expect(fieldErrors(schema, { ...base, heading: 'a'.repeat(61), vatNumber: '123456789012' })).toEqual({
      heading: "Il campo 'Intestazione' può contenere al massimo 60 caratteri",
      vatNumber: "Il campo 'Partita IVA' deve essere al massimo di 11 caratteri",
    });
    expect(fieldErrors(schema, base).vatNumber).toBe("Il campo 'Partita IVA' è obbligatorio");
    // An Italian partita IVA whose check digit is wrong gets the spec's '{label} non valido'.
    expect(fieldErrors(schema, { ...base, vatNumber: '01114601007' }).vatNumber).toBe('Partita IVA non valido');
    expect(fieldErrors(schema, { ...base, vatNumber: '01114601006' }).vatNumber).toBeUndefined();
    const abroad = billingAddressSchema({ type: 'COMPANY', country: 'OTHER', vatRequired: true, vatLength: 12 });
    expect(fieldErrors(abroad, { ...base, vatNumber: 'DE1234567890' }).vatNumber).toBeUndefined();
  });
  test('PEC, SDI, birth date and place when shown', () => {
    const schema = billingAddressSchema({
      type: 'PERSONAL',
      country: 'IT',
      show: { emailPec: true, codiceDestSdi: true, birthDate: true, birthPlace: true },
    });
    expect(fieldErrors(schema, base)).toEqual({
      emailPec: "Il campo 'Email PEC' è obbligatorio",
      codiceDestSdi: "Il campo 'Codice destinatario' è obbligatorio",
      birthDate: "Il campo 'Data di nascita' è obbligatorio",
      birthPlace: "Il campo 'Luogo di nascita' è obbligatorio",
    });
    expect(
      fieldErrors(schema, {
        ...base,
        emailPec: 'pec',
        codiceDestSdi: 'ABC',
        birthDate: '1985-12-10',
        birthPlace: 'Roma',
      }),
    ).toEqual({
      emailPec: "Formato del 'Email PEC' non valido",
      codiceDestSdi: "Formato del 'Codice destinatario' non valido",
      birthDate: 'Formato data non valido (gg/mm/aaaa)',
    });
    expect(
      fieldErrors(schema, {
        ...base,
        emailPec: 'mario@pec.it',
        codiceDestSdi: 'ABC1234',
        birthDate: '10/12/1985',
        birthPlace: 'Roma',
      }),
    ).toEqual({});
  });
});

test('dynamic billing fields', () => {
  const schema = dynamicBillingSchema([
    { id: 'codiceUfficio', label: 'Codice ufficio', required: true, maxlength: 6, pattern: '[A-Z0-9]+' },
    { id: 'birthDate', label: 'Data di nascita', maxlength: 10, pattern: '\\d{2}/\\d{2}/\\d{4}' },
  ]);
  expect(fieldErrors(schema, {})).toEqual({ codiceUfficio: 'Il campo Codice ufficio è obbligatorio' });
  expect(fieldErrors(schema, { codiceUfficio: 'ab', birthDate: '1/1/85' })).toEqual({
    codiceUfficio: 'Codice ufficio non valido',
    birthDate: 'Data di nascita errata',
  });
  expect(fieldErrors(schema, { codiceUfficio: 'ABCDEFG' })).toEqual({ codiceUfficio: 'Codice ufficio errato' });
  expect(fieldErrors(schema, { codiceUfficio: 'AB12', birthDate: '01/01/1985' })).toEqual({});
});

describe('billing options by holder type and country', () => {
  test('a company in Italy needs a partita IVA with its check digit and an SDI code', () => {
    const schema = billingAddressSchema(billingOptionsFor('COMPANY', 'IT'));
    const company = { ...base, taxCode: '01114601006' };
    expect(fieldErrors(schema, company)).toEqual({
      vatNumber: "Il campo 'Partita IVA' è obbligatorio",
      codiceDestSdi: "Il campo 'Codice destinatario' è obbligatorio",
    });
    expect(fieldErrors(schema, { ...company, vatNumber: '01114601007', codiceDestSdi: '0000000' })).toEqual({
      vatNumber: 'Partita IVA non valido',
    });
    expect(fieldErrors(schema, { ...company, vatNumber: '01114601006', codiceDestSdi: 'M5UXCR1' })).toEqual({});
  });
  test('a private person gives neither', () => {
    expect(fieldErrors(billingAddressSchema(billingOptionsFor('PERSONAL', 'IT')), base)).toEqual({});
  });
});
