// The hidden panels of the shell (spec shell §2 "Shell and shared UI", §9 secret tap count 7), on every
// page: the application-info panel opens with seven taps on the logo on a touch screen, or ctrl-alt-s;
// the metrics panel with ctrl-alt-m. Only these listeners load with the page; a panel's code when opened.
// A tap on the logo on a touch screen waits TAP_WINDOW_MS before it follows the link, so that a run of
// taps is counted instead of leaving the page at the first. When the smart app banner shows (its boot
// script decides before the first paint), it also loads the banner's buttons (smart-banner.ts).

import { SECRET_TAP_COUNT as SECRET_TAPS } from '@mercato/contracts/constants';

const TAP_WINDOW_MS = 400;

const open = (which: 'info' | 'metrics') =>
  void import('./app-panels-ui.ts').then((m) => (which === 'info' ? m.openAppInfo() : m.openMetrics()));

document.addEventListener('keydown', (e) => {
  if (!e.ctrlKey || !e.altKey || e.metaKey) return;
  const key = e.key.toLowerCase();
  // ctrl-alt-s and ctrl-alt-m (e.code: the key, whatever character a keyboard layout gives with alt).
  if (key === 's' || e.code === 'KeyS') {
    e.preventDefault();
    open('info');
  } else if (key === 'm' || e.code === 'KeyM') {
    e.preventDefault();
    open('metrics');
  }
});

let taps = 0;
let follow: ReturnType<typeof setTimeout> | undefined;
let lastPointer = '';
document.addEventListener('pointerdown', (e) => {
  lastPointer = e.pointerType;
});
document.addEventListener('click', (e) => {
  const logo = (e.target as Element | null)?.closest?.('a.logo');
  if (!(logo instanceof HTMLAnchorElement) || lastPointer !== 'touch') return;
  e.preventDefault();
  clearTimeout(follow);
  taps += 1;
  if (taps >= SECRET_TAPS) {
    taps = 0;
    open('info');
    return;
  }
  follow = setTimeout(() => {
    taps = 0;
    window.location.assign(logo.href);
  }, TAP_WINDOW_MS);
});

// The smart app banner's buttons, when its boot script showed it (smart-banner.ts).
if (document.getElementById('smart-banner')?.hidden === false)
  void import('./smart-banner.ts').then((m) => m.wireSmartBanner());
