import { describe, expect, test } from 'vitest';
import {
  addressCheckSchema,
  filterStreets,
  isCompletePostcode,
  matchesHeaderDriveFilter,
  postcodeSchema,
  rankPickupPoints,
  streetMatches,
  streetMessage,
  type SearchablePoint,
} from './address.ts';
import { fieldErrors } from './common.ts';

describe('postcode', () => {
  test('required and exactly 5 digits', () => {
    expect(fieldErrors(postcodeSchema, '')).toEqual({ '': 'Inserire CAP per procedere' });
    expect(fieldErrors(postcodeSchema, undefined)).toEqual({ '': 'Inserire CAP per procedere' });
    expect(fieldErrors(postcodeSchema, '2012')).toEqual({ '': 'CAP non valido' });
    expect(fieldErrors(postcodeSchema, '201212')).toEqual({ '': 'CAP non valido' });
    expect(fieldErrors(postcodeSchema, '2012a')).toEqual({ '': 'CAP non valido' });
    expect(fieldErrors(postcodeSchema, '20121')).toEqual({});
    expect(isCompletePostcode('20121')).toBe(true);
    expect(isCompletePostcode('2012')).toBe(false);
  });
});

describe('street', () => {
  const suggestions = [
    { id: 1, value: 'Via Giuseppe Verdi' },
    { id: 2, value: 'Viale Giuseppe Mazzini' },
    { id: 3, value: 'Piazza del Duomo' },
  ];
  test('every word must appear, ignoring case', () => {
    expect(streetMatches('Via Giuseppe Verdi', 'verdi via')).toBe(true);
    expect(streetMatches('Via Giuseppe Verdi', 'GIUS  ver')).toBe(true);
    expect(streetMatches('Via Giuseppe Verdi', 'via mazzini')).toBe(false);
    expect(filterStreets(suggestions, 'giuseppe').map((s) => s.id)).toEqual([1, 2]);
    expect(filterStreets(suggestions, 'vi')).toEqual([]);
  });
  test('messages', () => {
    expect(streetMessage({ street: '', streetId: null }, suggestions)).toBe('Selezionare un indirizzo per procedere');
    expect(streetMessage({ street: 'Vi', streetId: null }, suggestions)).toBe('Selezionare un indirizzo per procedere');
    expect(streetMessage({ street: 'giuseppe', streetId: null }, suggestions)).toBe(
      'Selezionare un indirizzo per procedere',
    );
    expect(streetMessage({ street: 'Corso Como', streetId: null }, suggestions)).toBe(
      'Indirizzo non trovato o non coperto dal servizio',
    );
    expect(streetMessage({ street: 'Via Roma', streetId: 99 }, suggestions)).toBe('Via non presente');
    expect(streetMessage({ street: 'Via Giuseppe Verd', streetId: 1 }, suggestions)).toBe('Via non presente');
    expect(streetMessage({ street: 'Via Giuseppe Verdi', streetId: 1 }, suggestions)).toBeNull();
  });
  test('the verifier form', () => {
    const schema = addressCheckSchema(suggestions);
    expect(fieldErrors(schema, { postcode: '', street: '', streetId: null })).toEqual({
      postcode: 'Inserire CAP per procedere',
      street: 'Selezionare un indirizzo per procedere',
    });
    expect(fieldErrors(schema, { postcode: '20121', street: 'Piazza del Duomo', streetId: 3 })).toEqual({});
  });
});

const point = (p: Partial<SearchablePoint> & { description: string }): SearchablePoint => ({
  province: 'Milano',
  provinceShortName: 'MI',
  townName: 'Milano',
  postCode: '20100',
  streetName: 'Via Roma',
  privateCode: null,
  ...p,
});

describe('rankPickupPoints', () => {
  const byStreet = point({ description: 'Drive Nord', streetName: 'Via Bergamo' });
  const byTown = point({ description: 'Drive Sud', townName: 'Bergamo', province: 'Bergamo', provinceShortName: 'BG' });
  const byDescription = point({ description: 'Drive Bergamo Centro' });
  const byPostcode = point({ description: 'Drive Est', postCode: '24121' });
  const byTownOnly = point({ description: 'Drive Ovest', townName: 'Bergamo Alta' });
  const privatePoint = point({ description: 'Area Aziendale', privateCode: 'berg' });
  const points = [byStreet, byTown, byPostcode, byDescription, byTownOnly, privatePoint];

  test('ranked by private code, description, province, town, postcode, street', () => {
    expect(rankPickupPoints(points, 'berg').map((p) => p.description)).toEqual([
      'Area Aziendale',
      'Drive Bergamo Centro',
      'Drive Sud',
      'Drive Ovest',
      'Drive Nord',
    ]);
    expect(rankPickupPoints(points, '2412').map((p) => p.description)).toEqual(['Drive Est']);
  });
  test('private code must match exactly', () => {
    expect(rankPickupPoints([privatePoint], 'ber')).toEqual([]);
    expect(rankPickupPoints([privatePoint], 'BERG')).toEqual([privatePoint]);
    expect(rankPickupPoints([point({ description: 'X', privateCode: true })], 'true')).toEqual([]);
  });
  test('every word must match some field', () => {
    expect(rankPickupPoints(points, 'drive bergamo').map((p) => p.description)).toEqual([
      'Drive Bergamo Centro',
      'Drive Sud',
      'Drive Ovest',
      'Drive Nord',
    ]);
    expect(rankPickupPoints(points, 'bergamo napoli')).toEqual([]);
  });
  test('under 3 characters no search runs', () => {
    expect(rankPickupPoints(points, 'be')).toEqual(points);
    expect(rankPickupPoints(points, '  ')).toEqual(points);
  });
  test('ties keep the given order', () => {
    const a = point({ description: 'Drive A' });
    const b = point({ description: 'Drive B' });
    expect(rankPickupPoints([b, a], 'drive')).toEqual([b, a]);
  });
});

test('header drive filter: description, postcode, province, or exact private code', () => {
  const p = point({ description: 'Drive Lambrate', postCode: '20134', privateCode: 'X9' });
  expect(matchesHeaderDriveFilter(p, 'lambr')).toBe(true);
  expect(matchesHeaderDriveFilter(p, '2013')).toBe(true);
  expect(matchesHeaderDriveFilter(p, 'MI')).toBe(true);
  expect(matchesHeaderDriveFilter(p, 'x9')).toBe(true);
  expect(matchesHeaderDriveFilter(p, 'x')).toBe(false);
  expect(matchesHeaderDriveFilter(p, 'via roma')).toBe(false);
});
