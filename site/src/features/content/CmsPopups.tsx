// Popup CMS pages (spec shell §2 "Popup CMS pages show unless on an order confirm page"; issue 38): the
// pages an editor marked popup, in force for this shopper (services/cms popups()), each shown once in the
// shell's modal. Once means once per revision: the browser keeps `url@revision` of what it showed
// (contracts cms.ts CMS_POPUPS_SEEN_KEY), so an edited page shows again. A visitor who has not decided the
// cookie policy yet sees the banner first: the popups wait for the decision (chosen: nothing covers the
// consent banner, which must stay as easy to use as the page). Rendered inside the shell's own part "islands" (the list depends on the
// shopper's clusters); the checkout leaves it out (Shell.astro).
import { useEffect } from 'react';
import { CMS_POPUPS_SEEN_KEY as SEEN_KEY, type CmsPopup, cmsPopupSeen } from '@mercato/contracts/cms';
import { onConsentChange, readConsent } from '@mercato/core/consent';
import { openModal } from '@mercato/core/stores/feedback';

/** How many shown versions the browser remembers. */
const SEEN_MAX = 50;

const keyOf = (p: CmsPopup) => cmsPopupSeen(p.url, p.revision);

function readSeen(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export default function CmsPopups({ popups }: { popups: CmsPopup[] }) {
  useEffect(() => {
    let live = true;
    let stop = () => {};
    const decided = new Promise<void>((resolve) => {
      if (readConsent([]).confirmed) return resolve();
      stop = onConsentChange((state) => {
        if (state.confirmed) resolve();
      });
    });
    void (async () => {
      await decided;
      stop();
      for (const p of popups) {
        const seen = readSeen();
        if (!live || seen.includes(keyOf(p))) continue;
        // Marked as it opens: a shopper who leaves the page without closing it is not asked again.
        try {
          localStorage.setItem(
            SEEN_KEY,
            JSON.stringify([...seen.filter((k) => !k.startsWith(`${p.url}@`)), keyOf(p)].slice(-SEEN_MAX)),
          );
        } catch {
          // Storage refused (private mode): shown on every page of this visit, as it cannot remember.
        }
        await openModal({ kind: 'info', title: p.title, message: p.html, html: true });
      }
    })();
    return () => {
      live = false;
      stop();
    };
  }, []);
  return null;
}
