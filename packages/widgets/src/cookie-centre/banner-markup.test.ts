// The banner's one markup (banner-markup.ts, ADR 0057): every text and the policy href escaped, the same
// section for the shop's server and for the element's drawn banner, whose controls are wired by data-cc-action.
import { describe, expect, it, vi } from 'vitest';
import { cookies as spec, consentBanner } from '@mercato/contracts/i18n/it-consent';
import { drawBanner } from './banner.ts';
import { bannerMarkup } from './banner-markup.ts';

describe('bannerMarkup', () => {
  it('escapes the policy href and writes the texts, the heading and the three controls', () => {
    const html = bannerMarkup('/cookie-policy?a=1&b="x"><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    const box = document.createElement('div');
    box.innerHTML = html;
    const section = box.firstElementChild as HTMLElement;
    expect(box.childElementCount).toBe(1);
    expect(section.matches('section.cc-banner[part=banner][aria-labelledby=cc-title]')).toBe(true);
    expect(section.hidden).toBe(false);
    expect(section.querySelector('h2#cc-title')!.textContent).toBe(consentBanner.bannerLabel);
    expect(section.querySelector('.cc-text')!.textContent).toBe(`${spec.bannerText} ${spec.readPolicy}`);
    expect(section.querySelector('.cc-link')!.getAttribute('href')).toBe(
      '/cookie-policy?a=1&b="x"><script>alert(1)</script>',
    );
    const controls = Array.from(section.querySelectorAll<HTMLElement>('[data-cc-action]'));
    expect(controls.map((b) => [b.dataset.ccAction, b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['manage', spec.manage, null],
      ['accept-all', spec.acceptAll, null],
      ['close', '×', consentBanner.close],
    ]);
    box.innerHTML = bannerMarkup('/cookie-policy', { inPage: true });
    expect((box.firstElementChild as HTMLElement).hidden).toBe(true);
    expect(box.firstElementChild!.getAttribute('slot')).toBe('banner');
  });

  it('is what drawBanner draws, with each control wired to its action', () => {
    const on = { manage: vi.fn(), acceptAll: vi.fn(), close: vi.fn() };
    const drawn = drawBanner('/cookie-policy', on);
    const parsed = document.createElement('template');
    parsed.innerHTML = bannerMarkup('/cookie-policy');
    expect(drawn.isEqualNode(parsed.content.firstElementChild)).toBe(true);
    for (const b of Array.from(drawn.querySelectorAll<HTMLElement>('[data-cc-action]'))) b.click();
    expect([on.manage.mock.calls.length, on.acceptAll.mock.calls.length, on.close.mock.calls.length]).toEqual([
      1, 1, 1,
    ]);
  });
});
