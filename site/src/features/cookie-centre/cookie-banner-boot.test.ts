// @vitest-environment happy-dom
// The shop's cookie banner boot script (cookie-banner-boot.js, ADR 0057) against core's decision: on one
// table of states (the policy cookie, the banner's version in localStorage, each optional category's
// cookie, the centre on or off, Global Privacy Control), the script shows the banner the server wrote
// exactly when the launcher would ask: the centre on, no GPC, and bannerNeeded(readConsent(keys), …).
import { afterEach, describe, expect, it } from 'vitest';
import { bannerNeeded, readConsent } from '@mercato/core/consent';
import {
  BANNER_VERSION_STORAGE_KEY,
  consentCookieName,
  POLICY_COOKIE,
  type CookieCentreConfiguration,
} from '@mercato/contracts/consent';
import { bannerMarkup } from '@mercato/widgets/cookie-centre/banner-markup';
import { clearCookies } from '@test-support/cookies.ts';
import { SAMPLE_COOKIE_CONFIG } from '@test-support/sample-data.ts';
import boot from './cookie-banner-boot.js?raw';

// The sample configuration with a second optional category: one read-only, two to decide.
const [technical, analytics] = SAMPLE_COOKIE_CONFIG.cookieCenterConfigList;
const sections = [technical, analytics, { ...analytics, id: 3, cookieKey: 'profiling' }];
const config = { ...SAMPLE_COOKIE_CONFIG, cookieCenterConfigList: sections } as CookieCentreConfiguration;
const keys = sections.filter((s) => !s.readOnly).map((s) => s.cookieKey);

/** What CookieCentre.astro writes for `config` (enabled or not), then the boot script as the page runs it inline. */
function render(enabled: boolean): HTMLElement {
  document.body.innerHTML = `<mercato-cookie-centre navigation="supermercato" policy-url="/cookie-policy"
    data-cc-version="${config.policyVersion}" data-cc-enabled="${enabled}" data-cc-keys="${keys.join(' ')}"
    data-cc-policy-cookie="${POLICY_COOKIE}" data-cc-cookie-prefix="${consentCookieName('')}"
    data-cc-version-key="${BANNER_VERSION_STORAGE_KEY}">${bannerMarkup('/cookie-policy', { inPage: true })}</mercato-cookie-centre><script></script>`;
  const script = document.querySelector('script') as HTMLScriptElement;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(boot)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  return document.querySelector('.cc-banner') as HTMLElement;
}

function setGpc(on: boolean) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: on, configurable: true });
}

// biome-ignore lint/suspicious/noDocumentCookie: the states of the table are cookies, as the browser keeps them
const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; Path=/`);

/** Every state of the table: the policy cookie, the stored version, each optional category's cookie. */
function* states() {
  const policies = [undefined, 'yes', 'no'];
  const versions = [undefined, config.policyVersion, 'v0'];
  const values = [undefined, 'yes', 'no', 'maybe'];
  for (const policy of policies)
    for (const version of versions)
      for (const a of values)
        for (const p of values) yield { policy, version, categories: { analytics: a, profiling: p } };
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
  setGpc(false);
  document.body.replaceChildren();
});

describe('the cookie banner boot script', () => {
  it("shows the server's banner exactly when the launcher would ask, on every state of the table", () => {
    let checked = 0;
    let shown = 0;
    for (const state of states())
      for (const enabled of [true, false])
        for (const gpc of [false, true]) {
          clearCookies();
          localStorage.clear();
          if (state.policy) setCookie(POLICY_COOKIE, state.policy);
          if (state.version) localStorage.setItem(BANNER_VERSION_STORAGE_KEY, state.version);
          for (const [key, value] of Object.entries(state.categories))
            if (value) setCookie(consentCookieName(key), value);
          setGpc(gpc);
          const expected =
            enabled && !gpc && bannerNeeded(readConsent(keys), config.policyVersion, config.cookieCenterConfigList);
          const banner = render(enabled);
          expect({ state, enabled, gpc, shown: !banner.hidden }).toEqual({ state, enabled, gpc, shown: expected });
          checked++;
          if (expected) shown++;
        }
    // The table covers both answers, many times over.
    expect(checked).toBe(3 * 3 * 4 * 4 * 4);
    expect(shown).toBeGreaterThan(100);
    expect(checked - shown).toBeGreaterThan(100);
  });

  it('shows the banner when storage is refused (no version to read), as bannerNeeded does', () => {
    setCookie(POLICY_COOKIE, 'yes');
    for (const key of keys) setCookie(consentCookieName(key), 'no');
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('refused');
    };
    try {
      // No version readable: bannerNeeded says ask, and so does the script.
      expect(bannerNeeded(readConsent(keys), config.policyVersion, sections)).toBe(true);
      expect(render(true).hidden).toBe(false);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
