// The origin choice's vocabulary (orders §2 origin choice; §3 mainOriginCountry 'raised_slaughtered'):
// what a line keeps, what the shop accepts, how the shopper reads it.
import { describe, expect, it } from 'vitest';
import { lineOriginText, normalOrigin, originLabel, originsOfLine } from './origins.ts';

const fruit = { origins: ['Italia', 'Spagna'], multiple: false };
const beef = { origins: ['Italia_Italia', 'Francia_Italia', 'Irlanda_Irlanda'], multiple: true };

describe('origins', () => {
  it('keeps one origin of a single choice, several of a multiple one in the product order', () => {
    expect(normalOrigin(fruit, ['Spagna'])).toBe('Spagna');
    expect(normalOrigin(fruit, ['Italia', 'Spagna'])).toBeNull();
    expect(normalOrigin(fruit, ['Francia'])).toBeNull();
    expect(normalOrigin(fruit, [])).toBeNull();
    expect(normalOrigin(beef, ['Irlanda_Irlanda', 'Italia_Italia'])).toBe('Italia_Italia|Irlanda_Irlanda');
    expect(normalOrigin(beef, ['Italia_Italia', 'Italia_Italia'])).toBeNull();
    expect(originsOfLine('Italia_Italia|Irlanda_Irlanda')).toEqual(['Italia_Italia', 'Irlanda_Irlanda']);
    expect(originsOfLine(null)).toEqual([]);
  });

  it('says meat as raised and slaughtered, and a line as its trolley shows it', () => {
    expect(originLabel('Spagna')).toBe('Spagna');
    expect(originLabel('Francia_Italia')).toBe('Allevato in Francia, macellato in Italia');
    expect(lineOriginText('Spagna')).toBe('Origine: Spagna');
    expect(lineOriginText('Italia_Italia|Irlanda_Irlanda')).toBe(
      'Origine: allevato in Italia, macellato in Italia o allevato in Irlanda, macellato in Irlanda',
    );
    expect(lineOriginText(null)).toBeNull();
  });
});
