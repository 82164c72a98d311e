import { describe, expect, it } from 'vitest';
import { publishDateCookie, readPageForm } from './page-input.ts';

describe('readPageForm', () => {
  it('reads a urlencoded form', async () => {
    const request = new Request('http://x/accedi', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a%40b.it&password=x',
    });
    expect((await readPageForm(request)).get('username')).toBe('a@b.it');
  });

  it('gives an empty form for a body that is not a form instead of throwing', async () => {
    for (const [type, body] of [
      ['application/json', '{}'],
      ['multipart/form-data; boundary=xx', 'garbage'],
      ['text/plain', 'x'],
    ]) {
      const request = new Request('http://x/accedi', { method: 'POST', headers: { 'content-type': type }, body });
      const form = await readPageForm(request);
      expect([...form.keys()]).toEqual([]);
    }
  });
});

describe('publishDateCookie', () => {
  it('keeps real publish dates', () => {
    expect(publishDateCookie('2026-03-01')).toBe('2026-03-01');
    expect(publishDateCookie(' 2026-03-01 ')).toBe('2026-03-01');
    expect(publishDateCookie('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00Z');
    expect(publishDateCookie('2026-03-01T10:00+01:00')).toBe('2026-03-01T10:00+01:00');
  });

  it('ignores what the database cannot use or is not a date', () => {
    for (const bad of [
      '0000-01-01',
      '1969-12-31',
      '3000-01-01',
      '2026-02-31',
      '2026-13-01',
      '2026-03-01T25:00:00Z',
      'domani',
      '',
      '\u0000',
      '2026-03-01\u0000',
      '275760-09-13',
      undefined,
      null,
    ]) {
      expect(publishDateCookie(bad)).toBeUndefined();
    }
  });
});
