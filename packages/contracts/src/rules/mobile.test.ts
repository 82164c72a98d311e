import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { mobileNumberSchema, verifyCodeSchema } from './mobile.ts';

test('mobile number: required, optional plus then 9 to 25 digits or dots', () => {
  expect(fieldErrors(mobileNumberSchema, { mobileNumber: '' })).toEqual({
    mobileNumber: "Il campo 'Numero di cellulare' è obbligatorio",
  });
  expect(fieldErrors(mobileNumberSchema, { mobileNumber: '33312345' })).toEqual({
    mobileNumber: 'Numero di cellulare non valido',
  });
  expect(fieldErrors(mobileNumberSchema, { mobileNumber: '333 1234567' })).toEqual({
    mobileNumber: 'Numero di cellulare non valido',
  });
  expect(fieldErrors(mobileNumberSchema, { mobileNumber: '+393331234567' })).toEqual({});
  expect(fieldErrors(mobileNumberSchema, { mobileNumber: '333.123.4567' })).toEqual({});
});

test('verification code: exactly 4 digits', () => {
  expect(fieldErrors(verifyCodeSchema, { verifyCode: '' })).toEqual({ verifyCode: 'Inserire il codice di verifica' });
  expect(fieldErrors(verifyCodeSchema, { verifyCode: '123' })).toEqual({
    verifyCode: 'Il codice di verifica deve essere di 4 cifre',
  });
  expect(fieldErrors(verifyCodeSchema, { verifyCode: '12345' })).toEqual({
    verifyCode: 'Il codice di verifica deve essere di 4 cifre',
  });
  expect(fieldErrors(verifyCodeSchema, { verifyCode: '0421' })).toEqual({});
});
