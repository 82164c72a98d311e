import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { loginFormValues, loginSchema } from './login.ts';

test('e-mail and password are required', () => {
  expect(fieldErrors(loginSchema, { username: '', password: '' })).toEqual({
    username: "Il campo 'Email' è obbligatorio",
    password: "Il campo 'Password' è obbligatorio",
  });
  expect(fieldErrors(loginSchema, {})).toEqual({
    username: "Il campo 'Email' è obbligatorio",
    password: "Il campo 'Password' è obbligatorio",
  });
});

test('a malformed e-mail gets the spec message, a well formed one passes', () => {
  expect(fieldErrors(loginSchema, { username: 'mario.rossi', password: 'x' })).toEqual({
    username: 'La mail inserita non è valida',
  });
  expect(fieldErrors(loginSchema, { username: 'mario@rossi', password: 'x' })).toEqual({
    username: 'La mail inserita non è valida',
  });
  expect(fieldErrors(loginSchema, { username: 'mario.rossi@example.it', password: 'Mercato2026!' })).toEqual({});
});

test('a password of spaces is still a password (never trimmed)', () => {
  expect(fieldErrors(loginSchema, { username: 'mario.rossi@example.it', password: '   ' })).toEqual({});
});

test('the form values: e-mail trimmed and cut at 128 characters, password as typed', () => {
  const form = new Map<string, unknown>([
    ['username', `  ${'a'.repeat(130)}  `],
    ['password', ' p '],
  ]);
  expect(loginFormValues(form)).toEqual({ username: 'a'.repeat(128), password: ' p ' });
  expect(loginFormValues(new Map())).toEqual({ username: '', password: '' });
});
