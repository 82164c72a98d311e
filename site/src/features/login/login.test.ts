import { describe, expect, test } from 'vitest';
import { loginNext, readLoginForm } from './login.ts';

const at = (search: string) => new URL(`http://localhost:4321/accedi${search}`);

describe('loginNext: where /accedi sends the shopper', () => {
  test('GET /accedi?next=%2F%09%2Fevil.example goes to /, not to another site', () => {
    expect(loginNext(at('?next=%2F%09%2Fevil.example'))).toBe('/');
  });
  test.each([
    '?next=%2F%2Fevil.example',
    '?next=%2F%5Cevil.example',
    '?next=https%3A%2F%2Fevil.example%2F',
    '?next=%2F%0A%2Fevil.example',
    '?next=%2F%2F%2Fevil.example',
    '?next=%2F%252F%2Fevil.example',
    '?next=javascript%3Aalert(1)',
    '?next=',
    '',
  ])('refuses %s', (search) => {
    expect(loginNext(at(search))).toBe('/');
  });
  test('keeps a path of the site with its query', () => {
    expect(loginNext(at('?next=%2Faccount%2Fdashboard'))).toBe('/account/dashboard');
    expect(loginNext(at(`?next=${encodeURIComponent('/supermercato/ricerca/pane?ordina=price-asc')}`))).toBe(
      '/supermercato/ricerca/pane?ordina=price-asc',
    );
  });
});

describe('readLoginForm', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };
  test('empty fields give the two required messages', () => {
    expect(readLoginForm(form({})).errors).toEqual({
      username: "Il campo 'Email' è obbligatorio",
      password: "Il campo 'Password' è obbligatorio",
    });
  });
  test('a malformed e-mail is refused; a good form has no errors and a trimmed e-mail', () => {
    expect(readLoginForm(form({ username: 'mario', password: 'x' })).errors).toEqual({
      username: 'La mail inserita non è valida',
    });
    expect(readLoginForm(form({ username: ' mario.rossi@example.it ', password: 'Mercato2026!' }))).toEqual({
      values: { username: 'mario.rossi@example.it', password: 'Mercato2026!' },
      errors: {},
    });
  });
});
