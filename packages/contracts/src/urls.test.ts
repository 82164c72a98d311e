import { describe, expect, it } from 'vitest';
import { isSafeHref, menuPath, productPath, safeRedirectPath, slugify } from './urls.ts';

describe('slugify', () => {
  it('drops accents, lowers case and joins words with one dash', () => {
    expect(slugify('Caffè  Crème — 250 g!')).toBe('caffe-creme-250-g');
    expect(slugify('  --Latte--  ')).toBe('latte');
  });
});

describe('route builders', () => {
  it('spell the spec routes', () => {
    expect(productPath('supermercato', '123456', 'Pasta di Semola')).toBe(
      '/supermercato/prodotto/123456/pasta-di-semola',
    );
    expect(menuPath('pharma', 189, 'Parafarmacia')).toBe('/pharma/menu/189/parafarmacia');
  });
});

describe('safeRedirectPath', () => {
  it.each(['/', '/supermercato/home', '/account/dashboard?tab=1#x', '/ricerca/caff%C3%A8'])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['vertical tab', '/\u000b/x'],
    ['NUL', '/a\u0000b'],
    ['carriage return', '/a\rb'],
    ['DEL', '/a\u007f'],
    ['no-break space', '/\u00a0/evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/a\\b'],
    ['scheme-relative', '//evil.example'],
    ['encoded slash', '/%2F/evil.example'],
    ['encoded slash, lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['absolute', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'evil.example'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_name, path) => {
    expect(safeRedirectPath(path, '/index')).toBe('/index');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
  });
});

describe('isSafeHref', () => {
  it.each(['/supermercato/home', 'https://example.com/a', 'http://localhost:4391/x'])('allows %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'https://user:pw@example.com/',
    '//evil.example',
    '/\t/evil',
    ' https://x.y',
    '',
  ])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});
