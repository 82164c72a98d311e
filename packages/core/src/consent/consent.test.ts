// The consent API (spec shell §4, §5 known cookie keys, §9 durations and values): cookies yes/no for the
// known categories only, read-only ones always yes, the policy cookie for five years, the banner's version
// in local storage; the banner asks again for a new version or an expired choice; gated scripts run once
// their category is accepted; every change is announced as mercato:consent-changed.
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '@test-support/cookies.ts';
import { BANNER_VERSION_STORAGE_KEY, CONSENT_CHANGED_EVENT } from '@mercato/contracts/consent';
import {
  activateGatedScripts,
  addMonths,
  bannerNeeded,
  hasConsent,
  onConsentChange,
  readConsent,
  writeConsent,
} from './consent.ts';

const sections = [
  { cookieKey: 'technical', readOnly: true, durationMonths: 60 },
  { cookieKey: 'analytics', readOnly: false, durationMonths: 6 },
  { cookieKey: 'profiling', readOnly: false, durationMonths: 6 },
];

afterEach(() => {
  clearCookies();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the consent API', () => {
  it('saves the known categories only, yes or no, read-only ones always yes, and the policy', () => {
    writeConsent(sections, { technical: false, analytics: true, tracker: true }, 'v1');
    expect(document.cookie).toContain('mercato_cookie_technical=yes');
    expect(document.cookie).toContain('mercato_cookie_analytics=yes');
    expect(document.cookie).toContain('mercato_cookie_profiling=no');
    expect(document.cookie).toContain('mercato_cookie_policy=yes');
    expect(document.cookie).not.toContain('tracker');
    expect(localStorage.getItem(BANNER_VERSION_STORAGE_KEY)).toBe('v1');
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('profiling')).toBe(false);
  });

  it('asks when nothing is decided, for a new policy version, or when a choice expired', () => {
    expect(bannerNeeded(readConsent(), 'v1', sections)).toBe(true);
    writeConsent(sections, {}, 'v1');
    expect(bannerNeeded(readConsent(), 'v1', sections)).toBe(false);
    expect(bannerNeeded(readConsent(), 'v2', sections)).toBe(true);
    // biome-ignore lint/suspicious/noDocumentCookie: an expired choice, as the browser drops it (jsdom has no Cookie Store API)
    document.cookie = 'mercato_cookie_analytics=; Max-Age=0; Path=/';
    expect(bannerNeeded(readConsent(), 'v1', sections)).toBe(true);
  });

  it('keeps the policy 5 years and the others their months', () => {
    const from = new Date('2026-11-29T10:00:00Z');
    expect(addMonths(from, 60).getUTCFullYear()).toBe(2031);
    expect(addMonths(from, 6).toISOString().slice(0, 7)).toBe('2027-05');
  });

  it('announces every change with the new state', () => {
    const seen: boolean[] = [];
    const stop = onConsentChange((s) => seen.push(s.categories.analytics));
    let events = 0;
    window.addEventListener(CONSENT_CHANGED_EVENT, () => events++, { once: true });
    writeConsent(sections, { analytics: true }, 'v1');
    writeConsent(sections, { analytics: false }, 'v1');
    stop();
    writeConsent(sections, { analytics: true }, 'v1');
    expect(seen).toEqual([true, false]);
    expect(events).toBe(1);
  });

  it('turns gated scripts into real ones only once their category is accepted', () => {
    document.body.innerHTML =
      '<script type="text/plain" data-category="analytics" data-type="module" id="a">window.x = 1</script>' +
      '<script type="text/plain" data-category="profiling" id="p">window.y = 1</script>';
    expect(activateGatedScripts()).toBe(0);
    writeConsent(sections, { analytics: true }, 'v1');
    const a = document.getElementById('a') as HTMLScriptElement;
    expect(a.type).toBe('module');
    expect(a.hasAttribute('data-category')).toBe(false);
    expect(a.text).toBe('window.x = 1');
    expect((document.getElementById('p') as HTMLScriptElement).type).toBe('text/plain');
  });
});
