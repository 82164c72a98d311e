import { describe, expect, test } from 'vitest';
import { storeTitle } from './navigation.ts';

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
