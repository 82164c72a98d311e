// The smart app banner (spec shell §4, §9): on a phone or tablet, an invitation to the shop's app at the
// top of the page ('Scarica' opens the platform's store; '×' closes it). Hidden for SMART_BANNER_HIDDEN_DAYS
// after closing, SMART_BANNER_REMINDER_DAYS after the store link was followed (kept in localStorage).
// Without its options (SmartBanner.astro: title, author, a store url) it never shows.
import { DAY_MS, SMART_BANNER_HIDDEN_DAYS, SMART_BANNER_REMINDER_DAYS } from '@mercato/contracts/constants';
import { cmsTexts as t } from '@mercato/contracts/i18n/it';

const STORAGE = 'mercato-smart-banner';

interface Seen {
  closedAt?: number;
  storeAt?: number;
}

/** Whether the banner is due (pure, tested): not closed within 15 days nor followed within 90. */
export function bannerDue(seen: Seen, now: number): boolean {
  if (seen.closedAt !== undefined && now - seen.closedAt < SMART_BANNER_HIDDEN_DAYS * DAY_MS) return false;
  if (seen.storeAt !== undefined && now - seen.storeAt < SMART_BANNER_REMINDER_DAYS * DAY_MS) return false;
  return true;
}

const read = (): Seen => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE) ?? '{}') as Seen;
  } catch {
    return {};
  }
};
const write = (seen: Seen) => {
  try {
    localStorage.setItem(STORAGE, JSON.stringify(seen));
  } catch {
    // Private mode: it shows again next time.
  }
};

export function showSmartBanner(): void {
  const options = document.getElementById('smart-banner')?.dataset;
  if (!options) return;
  const ua = navigator.userAgent;
  const url = /iPhone|iPad|iPod/.test(ua) ? options.ios : /Android/.test(ua) ? options.android : '';
  if (!url || !options.title || !options.author || !bannerDue(read(), Date.now())) return;
  const bar = document.createElement('aside');
  bar.className = 'smart-banner';
  bar.setAttribute('aria-label', t.smartBannerLabel);
  const text = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = options.title;
  text.append(strong, document.createElement('br'), options.author);
  const open = document.createElement('a');
  open.href = url;
  open.className = 'mercato-button mercato-button--primary';
  open.textContent = t.smartBannerOpen;
  open.rel = 'noopener noreferrer';
  open.target = '_blank';
  open.addEventListener('click', () => {
    write({ ...read(), storeAt: Date.now() });
    bar.remove();
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'smart-banner__close';
  close.setAttribute('aria-label', t.smartBannerClose);
  close.textContent = '×';
  close.addEventListener('click', () => {
    write({ ...read(), closedAt: Date.now() });
    bar.remove();
  });
  bar.append(close, text, open);
  document.body.prepend(bar);
}
