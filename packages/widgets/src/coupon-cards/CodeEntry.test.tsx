// The coupon-code entry's rule (spec orders §5): required, letters and digits, at most the configured length.
import { describe, expect, it } from 'vitest';
import { codeProblem } from './CodeEntry.tsx';

describe('codeProblem', () => {
  it('asks for a code, refuses other characters and codes too long, takes a good one', () => {
    expect(codeProblem('  ', 20)).toBe('Inserire il codice del buono');
    expect(codeProblem('ABC-1', 20)).toBe('Codice buono non valido');
    expect(codeProblem('ABCDEFGHIJ', 8)).toBe('Il codice del buono può contenere al massimo 8 caratteri');
    expect(codeProblem('estate2026', 20)).toBeNull();
  });
});
