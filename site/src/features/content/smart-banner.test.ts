import { describe, expect, it } from 'vitest';
import { bannerDue } from './smart-banner.ts';

const DAY = 86_400_000;

describe('the smart banner', () => {
  it('hides 15 days after closing and 90 after the store link, then shows again', () => {
    const now = 1_000 * DAY;
    expect(bannerDue({}, now)).toBe(true);
    expect(bannerDue({ closedAt: now - 14 * DAY }, now)).toBe(false);
    expect(bannerDue({ closedAt: now - 15 * DAY }, now)).toBe(true);
    expect(bannerDue({ storeAt: now - 89 * DAY }, now)).toBe(false);
    expect(bannerDue({ storeAt: now - 90 * DAY }, now)).toBe(true);
  });
});
