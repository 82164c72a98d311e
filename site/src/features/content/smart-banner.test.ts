// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMART_BANNER_STORAGE, wireSmartBanner } from './smart-banner.ts';
import boot from './smart-banner-boot.js?raw';

const DAY = 86_400_000;
const NOW = 1_000 * DAY;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

/** The markup SmartBanner.astro renders, then the boot script as the page runs it inline. */
function render(
  ua: string,
  { ios = 'https://apps.apple.com/app/mercato', android = 'https://play.google.com/mercato' } = {},
) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  document.body.innerHTML = `<aside id="smart-banner" class="smart-banner" hidden data-ios="${ios}" data-android="${android}"
    data-storage="${SMART_BANNER_STORAGE}" data-hidden-ms="${15 * DAY}" data-reminder-ms="${90 * DAY}">
    <button type="button">×</button><p>Mercato</p><a>Scarica</a></aside>`;
  new Function(boot)();
  const bar = document.getElementById('smart-banner') as HTMLElement;
  return {
    bar,
    link: bar.querySelector('a') as HTMLAnchorElement,
    close: bar.querySelector('button') as HTMLButtonElement,
  };
}
const remember = (seen: object) => localStorage.setItem(SMART_BANNER_STORAGE, JSON.stringify(seen));

describe('the smart banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows on a phone with its platform's store link, never on a desktop or without a link", () => {
    expect(render(ANDROID).bar.hidden).toBe(false);
    expect(render(ANDROID).link.href).toBe('https://play.google.com/mercato');
    expect(render(IPHONE).link.href).toBe('https://apps.apple.com/app/mercato');
    expect(render(DESKTOP).bar.hidden).toBe(true);
    expect(render(IPHONE, { ios: '' }).bar.hidden).toBe(true);
  });

  it('hides 15 days after closing and 90 after the store link, then shows again', () => {
    remember({ closedAt: NOW - 14 * DAY });
    expect(render(ANDROID).bar.hidden).toBe(true);
    remember({ closedAt: NOW - 15 * DAY });
    expect(render(ANDROID).bar.hidden).toBe(false);
    remember({ storeAt: NOW - 89 * DAY });
    expect(render(ANDROID).bar.hidden).toBe(true);
    remember({ storeAt: NOW - 90 * DAY });
    expect(render(ANDROID).bar.hidden).toBe(false);
    localStorage.setItem(SMART_BANNER_STORAGE, 'not json');
    expect(render(ANDROID).bar.hidden).toBe(false);
  });

  it('closing or following the store link hides it and is remembered', () => {
    const first = render(ANDROID);
    wireSmartBanner();
    first.close.click();
    expect(first.bar.hidden).toBe(true);
    expect(render(ANDROID).bar.hidden).toBe(true);

    localStorage.clear();
    const second = render(ANDROID);
    wireSmartBanner();
    second.link.addEventListener('click', (e) => e.preventDefault());
    second.link.click();
    expect(second.bar.hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem(SMART_BANNER_STORAGE) ?? '{}')).toEqual({ storeAt: NOW });
  });
});
