import { describe, expect, it } from 'vitest';
import { welcomeText } from './session.ts';

describe('welcomeText', () => {
  it('greets by gender with the forename', () => {
    expect(welcomeText({ forename: 'Giulia', gender: 'F' })).toBe('Bentornata Giulia');
    expect(welcomeText({ forename: 'Mario', gender: 'M' })).toBe('Bentornato Mario');
    expect(welcomeText(null)).toBeNull();
  });
});
