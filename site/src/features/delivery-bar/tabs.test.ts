import { describe, expect, test } from 'vitest';
import { tabKeyTarget } from './tabs.ts';

describe('tabKeyTarget', () => {
  test('Right and Left move to the next and previous tab and wrap at the ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 2)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 1, 2)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 1, 2)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 2)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 1, 3)).toBe(2);
  });

  test('Home and End go to the first and last tab', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
  });

  test('other keys (Tab, Enter, Up, Down) are not the tablist’s', () => {
    for (const key of ['Tab', 'Enter', 'ArrowUp', 'ArrowDown', ' ']) expect(tabKeyTarget(key, 0, 2)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
