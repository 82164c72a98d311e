import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { couponCodeSchema } from './coupon.ts';

test('coupon code: required, pattern, configured maximum', () => {
  const schema = couponCodeSchema({ maxLength: 8 });
  expect(fieldErrors(schema, { code: '' })).toEqual({ code: 'Inserire il codice del buono' });
  expect(fieldErrors(schema, { code: 'SCONTO-5' })).toEqual({ code: 'Codice buono non valido' });
  expect(fieldErrors(schema, { code: 'SCONTO123' })).toEqual({
    code: 'Il codice del buono può contenere al massimo 8 caratteri',
  });
  expect(fieldErrors(schema, { code: 'Sconto5' })).toEqual({});
  expect(fieldErrors(couponCodeSchema({ maxLength: 20, pattern: /^[A-Z]{3}-\d+$/ }), { code: 'ABC-12' })).toEqual({});
});
