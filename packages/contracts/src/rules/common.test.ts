import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  crossCheck,
  dateSchema,
  emailSchema,
  fieldErrors,
  onlyDigits,
  phoneSchema,
  quantitySchema,
  requiredText,
  timeSchema,
  uploadError,
} from './common.ts';

const ok = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

describe('fieldErrors', () => {
  const schema = z
    .object({
      a: requiredText('A obbligatorio', 3, 'A troppo lungo'),
      b: z.object({ c: requiredText('C obbligatorio') }),
    })
    .check(crossCheck<{ a?: string }>((v) => (v.a === 'xx' ? [{ path: ['x'], message: 'X' }] : [])));

  test('first message per field, nested paths joined', () => {
    expect(fieldErrors(schema, { a: '', b: { c: ' ' } })).toEqual({ a: 'A obbligatorio', 'b.c': 'C obbligatorio' });
    expect(fieldErrors(schema, { a: 'abcd', b: { c: 'ok' } })).toEqual({ a: 'A troppo lungo' });
    expect(fieldErrors(schema, { b: {} })).toEqual({ a: 'A obbligatorio', 'b.c': 'C obbligatorio' });
    expect(fieldErrors(schema, { a: 'abc', b: { c: 'ok' } })).toEqual({});
  });
  test('cross-field rules report even when other fields fail', () => {
    expect(fieldErrors(schema, { a: 'xx', b: { c: '' } })).toEqual({ x: 'X', 'b.c': 'C obbligatorio' });
  });
});

test('onlyDigits strips everything else', () => {
  expect(onlyDigits('+39 02.123-456 a')).toBe('3902123456');
  expect(onlyDigits('abc')).toBe('');
});

describe('formats', () => {
  test('date dd/MM/yyyy', () => {
    expect(ok(dateSchema, '28/02/2026')).toBe(true);
    expect(ok(dateSchema, '31/02/2026')).toBe(false);
    expect(ok(dateSchema, '2026-02-28')).toBe(false);
    expect(fieldErrors(dateSchema, '1/2/2026')).toEqual({ '': 'Formato data non valido (gg/mm/aaaa)' });
  });
  test('time HH:mm[:ss]', () => {
    expect(ok(timeSchema, '08:30')).toBe(true);
    expect(ok(timeSchema, '08:30:15')).toBe(true);
    expect(ok(timeSchema, '25:00')).toBe(false);
    expect(ok(timeSchema, '8.30')).toBe(false);
  });
  test('phone: digits and dots, optional leading plus, 9 to 25 characters', () => {
    expect(ok(phoneSchema, '021234567')).toBe(true);
    expect(ok(phoneSchema, '+39.02.1234567')).toBe(true);
    expect(ok(phoneSchema, '02123456')).toBe(false);
    expect(ok(phoneSchema, '1'.repeat(25))).toBe(true);
    expect(ok(phoneSchema, '1'.repeat(26))).toBe(false);
    expect(ok(phoneSchema, '02 1234 5678')).toBe(false);
    expect(ok(phoneSchema, '39+021234567')).toBe(false);
  });
  test('email', () => {
    expect(ok(emailSchema, 'mario.rossi@example.it')).toBe(true);
    expect(fieldErrors(emailSchema, 'mario@')).toEqual({ '': 'La mail inserita non è valida' });
  });
  test('quantity 1 to 9999', () => {
    expect(ok(quantitySchema, 1)).toBe(true);
    expect(ok(quantitySchema, 9999)).toBe(true);
    expect(ok(quantitySchema, 0)).toBe(false);
    expect(ok(quantitySchema, 10000)).toBe(false);
    expect(ok(quantitySchema, 1.5)).toBe(false);
  });
});

test('uploadError', () => {
  const limits = { maxSizeMb: 2, formats: ['jpg', '.PNG'] };
  expect(uploadError({ name: 'foto.JPG', size: 1024 }, limits)).toBeNull();
  expect(uploadError({ name: 'foto.png', size: 3 * 1024 * 1024 }, limits)).toBe(
    'Il file supera la dimensione massima di 2 MB',
  );
  expect(uploadError({ name: 'doc.pdf', size: 10 }, limits)).toBe(
    'Formato del file non consentito (formati ammessi: jpg, png)',
  );
});
