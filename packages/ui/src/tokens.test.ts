import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

// Colour pairs the components use for text on a background must reach WCAG AA (4.5:1).
const token = (name: string): string => {
  const match = css.match(new RegExp(`--mercato-${name}:\\s*(#[0-9a-fA-F]{6})`));
  if (!match) throw new Error(`token --mercato-${name} missing`);
  return match[1];
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const pairs: [string, string][] = [
  ['color-primary-contrast', 'color-primary'],
  ['color-primary-contrast', 'color-primary-dark'],
  ['color-primary', 'color-surface'],
  ['color-primary', 'color-bg'],
  ['color-promo-contrast', 'color-promo'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-bg'],
  ['color-text-muted', 'color-surface'],
  ['color-link', 'color-surface'],
  ['color-text', 'color-warning-bg'],
  ['color-text', 'color-info-bg'],
  ['color-text', 'color-error-bg'],
  ['color-text', 'color-success-bg'],
  ['color-surface', 'color-warning'],
  ['color-surface', 'color-info'],
  ['color-surface', 'color-error'],
  ['color-surface', 'color-success'],
  ['color-error', 'color-surface'],
  ['color-text', 'color-skeleton'],
  ['color-surface', 'color-text'],
  ['color-text-muted', 'color-skeleton'],
];

describe('design tokens', () => {
  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it.each(pairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });
});
