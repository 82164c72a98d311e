// The EAN-13 encoder against a known barcode, and the locker QR decoded back.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { eanModules, eanSvg, isValidEan13 } from './ean.ts';
import { qrPng } from './qr.ts';

describe('EAN-13', () => {
  it('encodes the GS1 example 4006381333931 module by module', () => {
    // Start 101; left digits 0 0 6 3 8 1 with the parity of the first digit 4 (L G L L G G); centre 01010;
    // right digits 3 3 3 9 3 1 in the R set; end 101. (The image was also read back by a barcode scanner.)
    const expected = [
      '101',
      '0001101', // 0 L
      '0100111', // 0 G
      '0101111', // 6 L
      '0111101', // 3 L
      '0001001', // 8 G
      '0110011', // 1 G
      '01010',
      '1000010', // 3 R
      '1000010', // 3 R
      '1000010', // 3 R
      '1110100', // 9 R
      '1000010', // 3 R
      '1100110', // 1 R
      '101',
    ].join('');
    expect(eanModules('4006381333931')).toBe(expected);
    expect(expected).toHaveLength(95);
  });

  it('uses the all-L parity for a first digit 0', () => {
    expect(eanModules('0012345678905').slice(3, 45)).toBe(
      ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001'].join(''),
    );
  });

  it('accepts 13 digits with the right check digit only', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339310')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(isValidEan13(' 4006381333931')).toBe(false);
    expect(() => eanModules('4006381333932')).toThrow(RangeError);
  });

  it('draws the bars and the digits in an SVG with a title', () => {
    const svg = eanSvg('4006381333931', 'Codice a barre 4006381333931 <x>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Codice a barre 4006381333931 &lt;x&gt;</title>');
    // one rect for the background, one per run of bars (a guard's bars are drawn apart from the digits')
    const bars = eanModules('4006381333931').match(/1+/g)?.length ?? 0;
    expect((svg.match(/<rect /g) ?? []).length).toBeGreaterThanOrEqual(bars + 1);
    for (const part of ['>4<', '>006381<', '>333931<']) expect(svg).toContain(part);
  });
});

describe('locker QR', () => {
  it('is a PNG that decodes back to the key code', async () => {
    const bytes = await qrPng('483920');
    expect(Buffer.from(bytes.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    const png = PNG.sync.read(Buffer.from(bytes));
    expect(png.width).toBeGreaterThan(100);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe('483920');
  });
});
