import { NAVIGATION_ALIASES, NAVIGATIONS } from '@mercato/contracts';

/**
 * Named states of spec shell-onboarding-content §2 with their data flags, matched against the URL.
 * The middleware enforces the navigation flags; the layout reads the presentation flags.
 */
export interface StateFlags {
  navigateFromDisabled?: boolean;
  navigateToDisabled?: boolean;
  allowedOnRuleAgreement?: boolean;
  applyFullScreen?: boolean;
  deliveryHeaderBar?: boolean;
  printView?: boolean;
  searchDisabled?: boolean;
  pagedContent?: boolean;
  cmsUrlEnabled?: boolean;
  templateUrlEnabled?: boolean;
  /** Needs a logged customer ('auth/...' navigation). */
  authenticated?: boolean;
  /** Hides the cookie policy footer banner on this route. */
  cookieBannerDisabled?: boolean;
}

export interface StateDef {
  name: string;
  pattern: RegExp;
  flags: StateFlags;
}

/** A store segment: a navigation or one of its aliases ('pharmadrive'). */
const shop = `(?:${[...NAVIGATIONS, ...Object.keys(NAVIGATION_ALIASES)].join('|')})`;

/** Ordered: the first match wins. Static assets and the API are not states. */
export const states: StateDef[] = [
  { name: 'onboarding', pattern: /^\/index\/?$/, flags: { allowedOnRuleAgreement: false } },
  { name: 'login', pattern: /^\/accedi\/?$/, flags: { allowedOnRuleAgreement: true, searchDisabled: true } },
  {
    name: 'register',
    pattern: /^\/(registrati|conferma-email|password-dimenticata|reimposta-password)\/?$/,
    flags: { allowedOnRuleAgreement: true, searchDisabled: true },
  },
  {
    name: 'ruleAgreement',
    pattern: /^\/rule-agreement\/?$/,
    flags: { navigateFromDisabled: true, allowedOnRuleAgreement: true, searchDisabled: true, authenticated: true },
  },
  { name: 'account.dashboard', pattern: /^\/account\/dashboard\/?$/, flags: { authenticated: true } },
  { name: 'account', pattern: /^\/account(\/.*)?$/, flags: { authenticated: true } },
  { name: 'referral', pattern: /^\/referral(\/.*)?$/, flags: { authenticated: true } },
  // The Colletta Alimentare's join link (a store tag): the join is a logged customer's.
  { name: 'colletta', pattern: /^\/colletta-alimentare\/[^/]+\/?$/, flags: { authenticated: true } },
  { name: 'subscriptions.status', pattern: /^\/abbonamento\/status\/?$/, flags: { authenticated: true } },
  // The contact area (issue 37): its tabs, the write-us form, the help search, the staff's pages.
  { name: 'contact', pattern: /^\/(customer-service|support)\/?$/, flags: { allowedOnRuleAgreement: true } },
  { name: 'scrivici', pattern: /^\/scrivici\/?$/, flags: { allowedOnRuleAgreement: true } },
  { name: 'help', pattern: /^\/help\/?$/, flags: { allowedOnRuleAgreement: true } },
  { name: 'backOffice', pattern: /^\/back-office(\/.*)?$/, flags: { authenticated: true, searchDisabled: true } },
  {
    name: 'cmsFooter',
    pattern:
      /^\/(customer-service|support|customer-faq|customer-faq-new|agevolazioni-consegna(\/mobile)?|agreement|sale-condition|digital-privacy|privacy-policy|legal-note|accessibility|cookie-policy)\/?$/,
    flags: { allowedOnRuleAgreement: true, cmsUrlEnabled: true },
  },
  // The CMS content page (cms url as a parameter) and the staff editor (a staff account's: others 404).
  { name: 'cmsContent', pattern: /^\/contenuto\/?$/, flags: { cmsUrlEnabled: true } },
  { name: 'staff.cms', pattern: /^\/redazione(\/.*)?$/, flags: { authenticated: true, searchDisabled: true } },
  { name: 'store.home', pattern: new RegExp(`^/${shop}/home/?$`), flags: { deliveryHeaderBar: true } },
  { name: 'store', pattern: new RegExp(`^/${shop}/.+`), flags: { deliveryHeaderBar: true } },
  { name: 'checkout', pattern: /^\/checkout(\/.*)?$/, flags: { authenticated: true, searchDisabled: true } },
  {
    name: 'orders.deliveryDetails',
    pattern: /^\/ordini\/\d+\/dettagli-consegna\/?$/,
    flags: { authenticated: true, printView: true, cookieBannerDisabled: true },
  },
  { name: 'orders', pattern: /^\/ordini(\/.*)?$/, flags: { authenticated: true } },
  { name: 'reorder', pattern: /^\/riordina(\/.*)?$/, flags: { authenticated: true } },
  // The lists overview answers a free visitor with the lists' prompt (orders §2), the list page needs a login.
  { name: 'lds', pattern: /^\/lds(\/.*)?$/, flags: {} },
  { name: 'store.lastPurchased', pattern: /^\/acquisti\/ultimi-acquisti\/?$/, flags: { authenticated: true } },
  { name: 'store.shoppingList', pattern: /^\/lista\/\d+\/?$/, flags: { authenticated: true } },
  { name: 'spesafacile', pattern: /^\/spesafacile\/(scelti-per-te|preferiti)\/?$/, flags: { authenticated: true } },
  { name: 'promotions', pattern: /^\/promotions(\/.*)?$/, flags: { authenticated: true } },
  { name: 'productNotFound', pattern: /^\/prodotto-non-trovato\/?$/, flags: {} },
  { name: 'home', pattern: /^\/$/, flags: {} },
];

export function matchState(pathname: string): StateDef | null {
  return states.find((s) => s.pattern.test(pathname)) ?? null;
}
