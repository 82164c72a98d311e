import { describe, expect, test } from 'vitest';
import { canonicalStorePath, storeTitle } from './navigation.ts';

describe('storeTitle (spec shell §9 pharmacy store title prefix)', () => {
  test('a pharmacy store title carries the prefix once', () => {
    expect(storeTitle('pharma', 'a Casa')).toBe('Parafarmacia a Casa');
    expect(storeTitle('pharma', 'Parafarmacia a Casa')).toBe('Parafarmacia a Casa');
    expect(storeTitle('pharma-drive', 'Parafarmacia con Clicca e Vai')).toBe('Parafarmacia con Clicca e Vai');
    expect(storeTitle('pharma', 'Parafarmacia')).toBe('Parafarmacia');
    expect(storeTitle('pharma', 'Parafarmaci e integratori')).toBe('Parafarmacia Parafarmaci e integratori');
  });

  test('other stores keep their title', () => {
    expect(storeTitle('supermercato', 'Mercato a Casa')).toBe('Mercato a Casa');
    expect(storeTitle('drive', 'Ritiro con Clicca e Vai')).toBe('Ritiro con Clicca e Vai');
  });
});

describe('canonicalStorePath (the pharmadrive alias)', () => {
  test('an alias segment becomes its navigation, the rest of the path kept', () => {
    expect(canonicalStorePath('/pharmadrive/home')).toBe('/pharma-drive/home');
    expect(canonicalStorePath('/pharmadrive')).toBe('/pharma-drive');
    expect(canonicalStorePath('/pharmadrive/menu/189/parafarmacia')).toBe('/pharma-drive/menu/189/parafarmacia');
    expect(canonicalStorePath('/pharmadrive/ricerca/vitamina%20c')).toBe('/pharma-drive/ricerca/vitamina%20c');
  });

  test('canonical paths and anything else are left alone', () => {
    for (const path of [
      '/pharma-drive/home',
      '/pharma/home',
      '/',
      '/index',
      '/pharmadrivex/home',
      '/constructor/home',
      '/toString',
    ]) {
      expect(canonicalStorePath(path)).toBeNull();
    }
  });
});
