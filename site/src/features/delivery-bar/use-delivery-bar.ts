// The delivery header bar's state (DeliveryBar.tsx is its markup): the panel, closed or open at a tab (as
// a phone's modal sheet or not, decided when it opens), whether the slot tab was ever shown (its picker
// is then kept), tab 1's view (site cards or a site's addresses), the reservation the slot button says,
// and the keyboard, focus and outside-click handling of the panel.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DeliveryAddress, Navigation } from '@mercato/contracts';
import { changeShoppingAddress } from './change-address.ts';
import type { DeliveryBarProps } from './DeliveryBar.tsx';
import type { AddressView } from './AddressTab.tsx';
import { tabKeyTarget } from './tabs.ts';

export type Tab = 'address' | 'slot';
export const TABS: readonly Tab[] = ['address', 'slot'];

/** The panel: closed, or open at a tab (`sheet`: a phone's modal sheet). */
export type Panel = { kind: 'closed'; tab: Tab } | { kind: 'open'; tab: Tab; sheet: boolean };

/** The width under which the open bar is a modal sheet (the site's phone breakpoint, as in the CSS). */
const PHONE = '(max-width: 48rem)';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function useDeliveryBar({ nav, content, logged, reservation: initialReservation }: DeliveryBarProps) {
  const [panel, setPanel] = useState<Panel>({ kind: 'closed', tab: 'address' });
  const [slotSeen, setSlotSeen] = useState(false);
  const [view, setView] = useState<AddressView>({ kind: 'cards' });
  const [reservation, setReservation] = useState(initialReservation);
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const busy = useRef(false);
  const open = panel.kind === 'open';
  const sheet = panel.kind === 'open' && panel.sheet;
  const { tab } = panel;

  const close = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    setPanel((now) => ({ kind: 'closed', tab: now.tab }));
  };

  const select = (which: Tab) => {
    setPanel((now) => ({ ...now, tab: which }));
    if (which === 'slot') setSlotSeen(true);
    tabRefs.current[TABS.indexOf(which)]?.focus();
  };

  /** The bar's buttons: open at their tab; once open, the button of the tab shown closes, the other switches. */
  const show = (which: Tab, from: HTMLElement) => {
    if (open) {
      if (tab === which) close(true);
      else select(which);
      return;
    }
    opener.current = from;
    if (which === 'slot') setSlotSeen(true);
    // A prompt to choose an address of the navigation's kind opens that site's list.
    setView(logged && content.kind === 'choose' ? { kind: 'list', site: nav } : { kind: 'cards' });
    setPanel({ kind: 'open', tab: which, sheet: window.matchMedia(PHONE).matches });
  };

  // Open and close the <dialog>, focus the selected tab; focus goes back to the opener once closed (at
  // once, before the next key press).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.show();
      tabRefs.current[TABS.indexOf(tab)]?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [open]);

  // A click outside the bar closes it (on phones the backdrop covers the page: it closes it too).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape closes; on phones (a modal sheet) Tab and Shift+Tab go round inside the sheet.
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !sheet) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabKeyTarget(event.key, TABS.indexOf(tab), TABS.length);
    if (next === null) return;
    event.preventDefault();
    select(TABS[next]!);
  };

  const choose = async (site: Navigation, address: DeliveryAddress) => {
    close(true);
    if ((address.currentAddress && site === nav) || busy.current) return;
    busy.current = true;
    try {
      await changeShoppingAddress(nav, site, address);
    } finally {
      busy.current = false;
    }
  };

  return {
    open,
    sheet,
    tab,
    slotSeen,
    view,
    setView,
    reservation,
    setReservation,
    rootRef,
    dialogRef,
    tabRefs,
    show,
    close,
    select,
    onPanelKey,
    onTabKey,
    choose,
  };
}
