// The delivery header bar (spec shell §2, §4 "Delivery header") for logged customers and power guests, an
// island server-rendered closed: the service label and the address in use (the button that opens the
// bar) and the slot button. Open, it is a panel with two ARIA tabs: tab 1 the site cards, then the chosen
// site's addresses ('Indietro' back to the cards); tab 2 the slot picker. On wide screens the panel opens
// under the bar; on phones it is a modal sheet from the bottom over a backdrop (Tab stays inside it).
// Escape, the close button or a click outside close it; focus goes back to the button that opened it.
// The panel is a native <dialog> opened with show(), never showModal(): a modal dialog would sit in the
// top layer, above the shell's modal, toasts and loader (the trolley question, a failed call), and leave
// them unreachable.
//
// Choosing an address (logged customers): the panel closes, then, when the trolley can be copied, the
// confirm 'Copiare il contenuto del carrello per il nuovo indirizzo in uso?' (Si/No); the address is set
// (PUT auth/addresses/current), the alert 'Profilo' says so, and the page loads again — the new site's
// home when the site changed (spec shell §4 "Changing address"; change-address.ts, shared with the checkout).
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DeliveryAddress, Navigation, Slot, SlotReservation } from '@mercato/contracts';
import { loginPath } from '@mercato/contracts/urls';
import { common, onboarding, shell, slots } from '@mercato/contracts/i18n/it';
import { deliveryBar as texts } from '@mercato/contracts/i18n/it-site';
import { useIds } from '@mercato/ui';
import type { DeliveryBarContent, SiteCard } from './delivery-bar.ts';
import { slotButtonText } from './slot-button.ts';
import { tabKeyTarget } from './tabs.ts';
import AddressTab, { type AddressView } from './AddressTab.tsx';
import SlotTab from './SlotTab.tsx';
import { changeShoppingAddress } from './change-address.ts';

export interface DeliveryBarProps {
  nav: Navigation;
  content: DeliveryBarContent;
  /** A logged customer chooses among saved addresses and books slots; a power guest does neither here. */
  logged: boolean;
  /** Tab 1's site cards (logged customers). */
  sites: SiteCard[];
  /** The page configuration's slotReservationDTO. */
  reservation: SlotReservation | null;
  /** The first slot that can be booked, when known (the server's, as the page was made). */
  firstAvailable: Slot | null;
  /** The address check (a power guest's change of address; a new address). */
  addressCheckHref: string;
}

type Tab = 'address' | 'slot';
const TABS: readonly Tab[] = ['address', 'slot'];
/** The width under which the open bar is a modal sheet (the site's phone breakpoint, as in the CSS). */
const PHONE = '(max-width: 48rem)';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export default function DeliveryBar(props: DeliveryBarProps) {
  const { nav, content, logged, sites, addressCheckHref } = props;
  // The login link comes back to this page. The bar is server-rendered for any page of the navigation
  // (a page kept per view fills it in: request/own-parts.ts), so the address is the browser's, once hydrated.
  const [here, setHere] = useState('/');
  useEffect(() => setHere(location.pathname + location.search), []);
  const ids = useIds('delivery-bar');
  const [open, setOpen] = useState(false);
  /** Opened as a phone's modal sheet (decided when it opens). */
  const [sheet, setSheet] = useState(false);
  const [tab, setTab] = useState<Tab>('address');
  const [slotSeen, setSlotSeen] = useState(false);
  const [view, setView] = useState<AddressView>({ kind: 'cards' });
  const [reservation, setReservation] = useState(props.reservation);
  const { firstAvailable } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const busy = useRef(false);

  /** The bar's buttons: open at their tab; once open, the button of the tab shown closes, the other switches. */
  const show = (which: Tab, from: HTMLElement) => {
    if (open) {
      if (tab === which) close(true);
      else select(which);
      return;
    }
    opener.current = from;
    setTab(which);
    if (which === 'slot') setSlotSeen(true);
    // A prompt to choose an address of the navigation's kind opens that site's list.
    setView(logged && content.kind === 'choose' ? { kind: 'list', site: nav } : { kind: 'cards' });
    setSheet(window.matchMedia(PHONE).matches);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    setOpen(false);
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

  const select = (which: Tab) => {
    setTab(which);
    if (which === 'slot') setSlotSeen(true);
    tabRefs.current[TABS.indexOf(which)]?.focus();
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

  const panelId = ids('panel');
  const tabId = (t: Tab) => ids(`tab-${t}`);
  const tabPanelId = (t: Tab) => ids(`tabpanel-${t}`);
  const place = content.kind === 'address' ? content.address : content.prompt;

  return (
    <div className="delivery-bar" data-testid="delivery-bar" ref={rootRef}>
      <div className="delivery-bar__inner">
        {!logged && content.kind === 'choose' ? (
          <p className="delivery-bar__where">
            <span className="delivery-bar__label">{content.label}</span>{' '}
            <a className="delivery-bar__link" href={addressCheckHref}>
              {content.prompt}
            </a>
          </p>
        ) : (
          <button
            type="button"
            className="delivery-bar__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-haspopup="dialog"
            onClick={(e) => show('address', e.currentTarget)}
          >
            <span className="delivery-bar__label">{content.label}</span>{' '}
            <span className={`delivery-bar__address delivery-bar__address--${content.kind}`}>{place}</span>
            <span className="delivery-bar__chevron" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className="delivery-bar__slot"
          aria-expanded={open}
          aria-controls={panelId}
          aria-haspopup="dialog"
          onClick={(e) => show('slot', e.currentTarget)}
        >
          {slotButtonText(reservation, firstAvailable)}
        </button>
      </div>
      {open && sheet && <div className="delivery-bar__backdrop" aria-hidden="true" onClick={() => close(true)} />}
      <dialog
        ref={dialogRef}
        id={panelId}
        className="delivery-bar__panel"
        aria-labelledby={ids('title')}
        aria-modal={open && sheet ? true : undefined}
      >
        {open && (
          // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it
          <div className="delivery-bar__sheet" onKeyDown={onPanelKey}>
            <div className="delivery-bar__head">
              <h2 id={ids('title')} className="delivery-bar__title">
                {content.label}
              </h2>
              <button
                type="button"
                className="delivery-bar__close"
                aria-label={common.close}
                onClick={() => close(true)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="delivery-bar__tabs" role="tablist" aria-labelledby={ids('title')}>
              {TABS.map((t, i) => (
                <button
                  key={t}
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(t)}
                  className="delivery-bar__tab"
                  aria-selected={tab === t}
                  aria-controls={tabPanelId(t)}
                  tabIndex={tab === t ? 0 : -1}
                  onClick={() => select(t)}
                  onKeyDown={onTabKey}
                >
                  {texts.tabs[t]}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={tabPanelId('address')}
              aria-labelledby={tabId('address')}
              className="delivery-bar__tabpanel"
              hidden={tab !== 'address'}
            >
              {logged ? (
                <AddressTab
                  nav={nav}
                  sites={sites}
                  view={view}
                  onView={setView}
                  onChoose={choose}
                  addNewHref={addressCheckHref}
                />
              ) : (
                <div className="delivery-bar__guest">
                  <p>
                    <span className="delivery-bar__label">{content.label}</span> {place}
                  </p>
                  <a className="mercato-button" href={addressCheckHref}>
                    {onboarding.changeAddress}
                  </a>
                </div>
              )}
            </div>
            <div
              role="tabpanel"
              id={tabPanelId('slot')}
              aria-labelledby={tabId('slot')}
              className="delivery-bar__tabpanel"
              hidden={tab !== 'slot'}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel that may start without anything focusable (WAI-ARIA tabs)
              tabIndex={0}
            >
              {!logged ? (
                <div className="delivery-bar__guest">
                  <p>{slots.freeVisit}</p>
                  <a className="mercato-button mercato-button--primary" href={loginPath(here)}>
                    {shell.login}
                  </a>
                </div>
              ) : (
                slotSeen && <SlotTab site={nav} onReservation={setReservation} />
              )}
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
