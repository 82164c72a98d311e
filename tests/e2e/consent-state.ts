// The browser state every e2e page starts from (playwright.config.ts `use.storageState`): the cookie policy
// decided as a visitor who closed the banner (only the necessary cookies, analytics refused) for the policy
// version in force, so the footer banner covers nothing the other specs click and no analytics event is
// sent. tests/e2e/cookie-centre.spec.ts starts from an empty state instead (a first visit). The demo data's
// popup pages (the welcome, seed content-data.ts, revision 0 as seeded) count as seen, as for a returning
// shopper: a test that meets a popup makes one of its own (content.spec.ts).
import {
  BANNER_VERSION_STORAGE_KEY,
  COOKIE_POLICY_INITIAL_VERSION,
  COOKIE_VALUE_NO,
  COOKIE_VALUE_YES,
  consentCookieName,
  POLICY_COOKIE,
} from '@mercato/contracts/consent';
import { CMS_POPUPS_SEEN_KEY, cmsPopupSeen } from '@mercato/contracts/cms';
import { CMS_PAGES } from '../../packages/server/src/db/seed/content-data.ts';

const YEAR_S = 365 * 24 * 3600;

/** The demo data's popup pages as already shown (their revision 0 as seeded), a localStorage entry. */
export const demoPopupsSeen = {
  name: CMS_POPUPS_SEEN_KEY,
  value: JSON.stringify(CMS_PAGES.filter((p) => p.popup).map((p) => cmsPopupSeen(p.url, 0))),
};

export function consentedState(origin: string) {
  const expires = Math.floor(Date.now() / 1000) + YEAR_S;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: new URL(origin).hostname,
    path: '/',
    expires,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [
      cookie(POLICY_COOKIE, COOKIE_VALUE_YES),
      cookie(consentCookieName('technical'), COOKIE_VALUE_YES),
      cookie(consentCookieName('analytics'), COOKIE_VALUE_NO),
      cookie(consentCookieName('profiling'), COOKIE_VALUE_NO),
    ],
    origins: [
      {
        origin,
        localStorage: [{ name: BANNER_VERSION_STORAGE_KEY, value: COOKIE_POLICY_INITIAL_VERSION }, demoPopupsSeen],
      },
    ],
  };
}
