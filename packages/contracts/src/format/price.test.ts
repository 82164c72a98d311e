import { describe, expect, test } from 'vitest';
import { euroToCents, formatPrice, formatPriceFromEuro, splitPrice } from './price.ts';

const NBSP = '\u00a0';

describe('splitPrice', () => {
  test('integral and two-digit decimal', () => {
    expect(splitPrice(123450)).toEqual({ sign: '', integral: '1.234', decimal: '50' });
    expect(splitPrice(5)).toEqual({ sign: '', integral: '0', decimal: '05' });
    expect(splitPrice(0)).toEqual({ sign: '', integral: '0', decimal: '00' });
  });
  test('thousands separators', () => {
    expect(splitPrice(99999).integral).toBe('999');
    expect(splitPrice(100000).integral).toBe('1.000');
    expect(splitPrice(123456789).integral).toBe('1.234.567');
    expect(splitPrice(100000000000).integral).toBe('1.000.000.000');
  });
  test('negative amounts', () => {
    expect(splitPrice(-123450)).toEqual({ sign: '-', integral: '1.234', decimal: '50' });
    expect(splitPrice(-1)).toEqual({ sign: '-', integral: '0', decimal: '01' });
    expect(splitPrice(-0).sign).toBe('');
  });
  test('rejects what is not a number', () => {
    expect(() => splitPrice(Number.NaN)).toThrow(RangeError);
    expect(() => splitPrice(Infinity)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  test('Italian style with a non-breaking space before €', () => {
    expect(formatPrice(123450)).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice(199)).toBe(`1,99${NBSP}€`);
    expect(formatPrice(-250)).toBe(`-2,50${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
  });
});

describe('formatPriceFromEuro', () => {
  test('truncates, never rounds, to two decimals', () => {
    expect(formatPriceFromEuro(1.239)).toBe(`1,23${NBSP}€`);
    expect(formatPriceFromEuro(0.999)).toBe(`0,99${NBSP}€`);
    expect(formatPriceFromEuro(-1.239)).toBe(`-1,23${NBSP}€`);
  });
  test('pads the decimal to two digits', () => {
    expect(formatPriceFromEuro(2)).toBe(`2,00${NBSP}€`);
    expect(formatPriceFromEuro(2.5)).toBe(`2,50${NBSP}€`);
    expect(formatPriceFromEuro(1234.5)).toBe(`1.234,50${NBSP}€`);
  });
  test('binary fractions do not lose a cent', () => {
    expect(euroToCents(1.15)).toBe(115);
    expect(euroToCents(0.29)).toBe(29);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(-0.001)).toBe(0);
  });
});
