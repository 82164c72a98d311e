import { describe, expect, it } from 'vitest';
import { formOf, fromLocalInput, requestOf, toLocalInput } from './editor-form.ts';

describe("the editor's form", () => {
  it('turns an instant into the datetime-local value and back', () => {
    const iso = '2026-12-24T18:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
  });

  it('sends clusters as upper-case codes, an empty type as none and an empty end as no end', () => {
    const form = { ...formOf(null, new Date('2026-11-29T10:00:00Z')), url: ' /ricette ', html: '<p>x</p>' };
    const request = requestOf({ ...form, clusters: ' oro, plus ,, ', title: 'Ricette' });
    expect(request).toMatchObject({ url: '/ricette', clusters: ['ORO', 'PLUS'], type: null, publishTo: null });
    expect(request.publishFrom).toBe('2026-11-29T10:00:00.000Z');
  });
});
