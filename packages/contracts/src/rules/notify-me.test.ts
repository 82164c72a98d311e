import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { notifyMeSchema } from './notify-me.ts';

test('name, email and consent are required', () => {
  expect(fieldErrors(notifyMeSchema, { name: '', email: '', consent: false })).toEqual({
    name: "Il campo 'Nome' è obbligatorio",
    email: 'La mail inserita non è valida',
    consent: "Accettare l'informativa sulla privacy",
  });
  expect(fieldErrors(notifyMeSchema, {})).toEqual({
    name: "Il campo 'Nome' è obbligatorio",
    email: 'La mail inserita non è valida',
    consent: "Accettare l'informativa sulla privacy",
  });
  expect(fieldErrors(notifyMeSchema, { name: 'Maria', email: 'maria@', consent: true })).toEqual({
    email: 'La mail inserita non è valida',
  });
  expect(fieldErrors(notifyMeSchema, { name: 'Maria', email: 'maria@esempio.it', consent: true })).toEqual({});
});
