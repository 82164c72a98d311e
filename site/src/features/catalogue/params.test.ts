import { describe, expect, test } from 'vitest';
import { listingHref, listingState, serviceQuery } from './params.ts';

const url = (search: string) => new URL(`http://localhost/supermercato/menu/12/frutta${search}`);

describe('listingState', () => {
  test('no parameters: no filters, no sort, page 1', () => {
    expect(listingState(url(''))).toEqual({ filters: [], sort: null, page: 1 });
  });
  test('filters comma-separated or repeated, trimmed, without duplicates or blanks', () => {
    expect(listingState(url('?filtri=a,%20b,,a&filtri=c')).filters).toEqual(['a', 'b', 'c']);
  });
  test('at most 50 filters are read', () => {
    const many = Array.from({ length: 60 }, (_, i) => `f${i}`).join(',');
    expect(listingState(url(`?filtri=${many}`)).filters).toHaveLength(50);
  });
  test('only the known sorts', () => {
    expect(listingState(url('?ordina=price-desc')).sort).toBe('price-desc');
    expect(listingState(url('?ordina=random')).sort).toBeNull();
  });
  test('the page is a whole number from 1 to 10000', () => {
    expect(listingState(url('?pagina=3')).page).toBe(3);
    expect(listingState(url('?pagina=0')).page).toBe(1);
    expect(listingState(url('?pagina=-4')).page).toBe(1);
    expect(listingState(url('?pagina=abc')).page).toBe(1);
    expect(listingState(url('?pagina=99999')).page).toBe(10_000);
  });
});

describe('serviceQuery', () => {
  test('pages of 24 products', () => {
    expect(serviceQuery({ filters: [], sort: null, page: 1 })).toEqual({ start: '0', pageSize: '24' });
    expect(serviceQuery({ filters: ['a', 'b'], sort: 'name-asc', page: 3 })).toEqual({
      start: '48',
      pageSize: '24',
      filters: ['a', 'b'],
      sort: 'name-asc',
    });
  });
});

describe('listingHref', () => {
  test('only what differs from the defaults goes into the URL', () => {
    expect(listingHref('/x', { filters: [], sort: null, page: 1 })).toBe('/x');
    expect(listingHref('/x', { filters: [], sort: 'relevance', page: 1 })).toBe('/x');
    expect(listingHref('/x', { filters: ['a', 'solo-promozioni'], sort: 'price-asc', page: 2 })).toBe(
      '/x?filtri=a%2Csolo-promozioni&ordina=price-asc&pagina=2',
    );
  });
  test('a state read back from its URL is the same state', () => {
    const state = { filters: ['marca-mercato', 'bio'], sort: 'unit-price-asc', page: 4 };
    expect(listingState(new URL(listingHref('/x', state), 'http://localhost'))).toEqual(state);
  });
});
