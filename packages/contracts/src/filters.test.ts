import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS, FILTER_ID_RE, filterId, ONLY_PROMOTIONS_FILTER, parseFilterId, splitList } from './filters.ts';

describe('filter grammar', () => {
  it('builds and reads filter ids', () => {
    expect(filterId(FILTER_GROUPS.brand, 'barilla')).toBe('marca:barilla');
    expect(parseFilterId('categoria:12')).toEqual({ group: 'categoria', value: '12' });
    expect(parseFilterId(ONLY_PROMOTIONS_FILTER)).toEqual({ group: 'solo-promozioni', value: '' });
  });

  it('accepts only well-formed ids', () => {
    for (const id of ['categoria:12', 'marca:de-cecco', 'caratteristica:bio', 'promozione:mxn', 'solo-promozioni']) {
      expect(FILTER_ID_RE.test(id), id).toBe(true);
    }
    for (const id of ['categoria:x', 'marca:De Cecco', 'promozione:gratis', 'colore:rosso', '']) {
      expect(FILTER_ID_RE.test(id), id).toBe(false);
    }
  });

  it('splits repeated and comma-separated lists, trimmed, without blanks or repeats', () => {
    expect(splitList(['marca:a, marca:b', 'marca:a', ' ,caratteristica:bio'])).toEqual([
      'marca:a',
      'marca:b',
      'caratteristica:bio',
    ]);
    expect(splitList('x')).toEqual(['x']);
    expect(splitList(undefined)).toEqual([]);
  });
});
