// The smart app banner's buttons (spec shell §4, §9): 'Scarica' opens the platform's store, '×' closes it.
// Closing hides it for SMART_BANNER_HIDDEN_DAYS, following the store link for SMART_BANNER_REMINDER_DAYS
// (kept in localStorage under SMART_BANNER_STORAGE). Whether it shows is decided before the first paint by
// smart-banner-boot.js, so that the page never moves under the shopper.

/** The localStorage key of the banner's dates (`{ closedAt?, storeAt? }`, milliseconds). */
export const SMART_BANNER_STORAGE = 'mercato-smart-banner';

interface Seen {
  closedAt?: number;
  storeAt?: number;
}

const read = (): Seen => {
  try {
    return JSON.parse(localStorage.getItem(SMART_BANNER_STORAGE) ?? '{}') as Seen;
  } catch {
    return {};
  }
};
const write = (seen: Seen) => {
  try {
    localStorage.setItem(SMART_BANNER_STORAGE, JSON.stringify(seen));
  } catch {
    // Private mode: it shows again next time.
  }
};

/** Wires the banner's two buttons, when the boot script showed it. */
export function wireSmartBanner(): void {
  const bar = document.getElementById('smart-banner');
  if (!bar || bar.hidden) return;
  const dismiss = (seen: Seen) => {
    write({ ...read(), ...seen });
    bar.hidden = true;
  };
  bar.querySelector('a')?.addEventListener('click', () => dismiss({ storeAt: Date.now() }));
  bar.querySelector('button')?.addEventListener('click', () => dismiss({ closedAt: Date.now() }));
}
