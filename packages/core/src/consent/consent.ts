// The one consent API of the browser (spec shell §4 cookie consent, §5 known cookie keys, §9 durations):
// other code asks `hasConsent('analytics')` and listens with `onConsentChange()`; the cookie centre
// writes a decision with `writeConsent()`. The truth is in the cookies (known keys only, `yes`/`no`; the
// policy cookie 5 years, the others the configured months) and the banner's version in local storage,
// so every copy of this module on a page (the elements' bundle, the site's islands) reads the same state,
// and every change is announced on `window` as `mercato:consent-changed` with the new state as detail.
// No dependency beyond contracts' constants: the cookie banner loads this at first paint.
import {
  ANONYMOUS_ID_STORAGE_KEY,
  BANNER_VERSION_STORAGE_KEY,
  CONSENT_CHANGED_EVENT,
  COOKIE_VALUE_NO,
  COOKIE_VALUE_YES,
  consentCookieName,
  POLICY_COOKIE,
} from '@mercato/contracts/consent';
import { POLICY_COOKIE_YEARS } from '@mercato/contracts/constants';

/** What a consent decision covers: one category of the cookie centre's configuration. */
export interface ConsentCategory {
  cookieKey: string;
  readOnly: boolean;
  /** Months the category's cookie lasts. */
  durationMonths: number;
}

export interface ConsentState {
  /** The visitor confirmed the policy (the policy cookie is `yes`). */
  confirmed: boolean;
  /** The policy version the banner was confirmed for (local storage), null when never. */
  version: string | null;
  /** Each category with a cookie: accepted (`yes`) or refused (`no`). Absent: never decided or expired. */
  categories: Record<string, boolean>;
}

const hasDocument = () => typeof document !== 'undefined';

function cookies(): Record<string, string> {
  const out: Record<string, string> = {};
  if (!hasDocument()) return out;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

function storedVersion(): string | null {
  try {
    return localStorage.getItem(BANNER_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The consent as the cookies say, for the categories given (default: every consent cookie present). */
export function readConsent(keys?: readonly string[]): ConsentState {
  const all = cookies();
  const categories: Record<string, boolean> = {};
  const prefix = consentCookieName('');
  const names = keys ? keys.map(consentCookieName) : Object.keys(all).filter((n) => n.startsWith(prefix));
  for (const name of names) {
    const value = all[name];
    if (name !== POLICY_COOKIE && (value === COOKIE_VALUE_YES || value === COOKIE_VALUE_NO))
      categories[name.slice(prefix.length)] = value === COOKIE_VALUE_YES;
  }
  return { confirmed: all[POLICY_COOKIE] === COOKIE_VALUE_YES, version: storedVersion(), categories };
}

/** Whether `category` is accepted now (a refusal, an expired or an absent choice: no). */
export function hasConsent(category: string): boolean {
  return readConsent([category]).categories[category] === true;
}

/** The browser's Global Privacy Control signal (honoured as a refusal of the optional categories). */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/**
 * Whether the footer banner must ask: the policy not confirmed, confirmed for another version, or a
 * category's choice expired (a refusal is therefore not asked again before its months are over).
 */
export function bannerNeeded(state: ConsentState, version: string, categories: readonly ConsentCategory[]): boolean {
  if (!state.confirmed || state.version !== version) return true;
  return categories.some((c) => !c.readOnly && state.categories[c.cookieKey] === undefined);
}

/** The date `months` months from `from`. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setMonth(d.getMonth() + months);
  return d;
}

function setCookie(name: string, value: string, expires: Date) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari before 18.4, which partner pages must serve
  document.cookie = `${name}=${value}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Writes a decision: only the known categories are saved (an unknown key in `choices` is ignored), each
 * `yes`/`no` for its configured months, read-only ones always `yes`; the policy cookie `yes` for five
 * years and the version in local storage. Then announces the new state (`mercato:consent-changed`).
 */
export function writeConsent(
  categories: readonly ConsentCategory[],
  choices: Readonly<Record<string, boolean>>,
  version: string,
  now = new Date(),
): ConsentState {
  for (const c of categories) {
    const yes = c.readOnly || choices[c.cookieKey] === true;
    setCookie(
      consentCookieName(c.cookieKey),
      yes ? COOKIE_VALUE_YES : COOKIE_VALUE_NO,
      addMonths(now, c.durationMonths),
    );
  }
  setCookie(POLICY_COOKIE, COOKIE_VALUE_YES, addMonths(now, POLICY_COOKIE_YEARS * 12));
  try {
    localStorage.setItem(BANNER_VERSION_STORAGE_KEY, version);
  } catch {
    // Storage refused (private mode): the banner asks again next time, which errs on the safe side.
  }
  const state = readConsent(categories.map((c) => c.cookieKey));
  announceConsent(state);
  return state;
}

/** Tells the page the consent changed (what writeConsent does after writing). */
export function announceConsent(state: ConsentState): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: state }));
  activateGatedScripts();
}

/** Calls `listener` with the new state at each change; answers the function that stops it. */
export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<ConsentState>).detail);
  window.addEventListener(CONSENT_CHANGED_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, handler);
}

/**
 * Runs the scripts written `<script type="text/plain" data-category="analytics">` whose category is
 * accepted: each is replaced by a real script with its attributes (`data-type` becomes its type, e.g.
 * module) and its text, once. Refused or undecided categories' scripts stay inert.
 */
export function activateGatedScripts(root: ParentNode | null = hasDocument() ? document : null): number {
  if (!root) return 0;
  const state = readConsent();
  let ran = 0;
  for (const old of Array.from(root.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-category]'))) {
    if (state.categories[old.dataset.category ?? ''] !== true) continue;
    const script = document.createElement('script');
    for (const { name, value } of Array.from(old.attributes))
      if (name !== 'type' && name !== 'data-category' && name !== 'data-type') script.setAttribute(name, value);
    if (old.dataset.type) script.type = old.dataset.type;
    script.text = old.text;
    old.replaceWith(script);
    ran++;
  }
  return ran;
}

/** The visitor's anonymous id (local storage), the subject of their consent records and events. */
export function anonymousId(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
  } catch {
    // No storage: a new id for this page.
  }
  if (id && /^[A-Za-z0-9-]{16,64}$/.test(id)) return id;
  id =
    typeof crypto !== 'undefined' && crypto.randomUUID
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random()}`.replace(/\./g, '');
  try {
    localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, id);
  } catch {
    // Kept for this page only.
  }
  return id;
}
