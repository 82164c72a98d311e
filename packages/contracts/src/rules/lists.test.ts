import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { listNameSchema, shareListSchema } from './lists.ts';

test('list name: required, at most 255', () => {
  expect(fieldErrors(listNameSchema, { name: '  ' })).toEqual({ name: 'Indicare un nome per la lista' });
  expect(fieldErrors(listNameSchema, { name: 'a'.repeat(256) })).toEqual({
    name: 'Il nome della lista può contenere al massimo 255 caratteri',
  });
  expect(fieldErrors(listNameSchema, { name: 'a'.repeat(255) })).toEqual({});
});

test('share: e-mail username and required message', () => {
  expect(fieldErrors(shareListSchema, { username: 'anna', message: '' })).toEqual({
    username: 'Formato e-mail non valido!',
    message: 'Il messaggio è obbligatorio',
  });
  expect(fieldErrors(shareListSchema, { username: 'anna@esempio.it', message: 'Ecco la lista' })).toEqual({});
});
