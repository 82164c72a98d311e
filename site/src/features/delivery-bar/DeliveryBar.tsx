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
//
// The view is markup: the panel's state and its keyboard, focus and outside-click handling are
// use-delivery-bar.ts's.
import { type ReactNode, useEffect, useState } from 'react';
import type { Navigation, Slot, SlotReservation } from '@mercato/contracts';
import { loginPath } from '@mercato/contracts/urls';
import { common, onboarding, shell, slots } from '@mercato/contracts/i18n/it';
import { deliveryBar as texts } from '@mercato/contracts/i18n/it-site';
import { useIds } from '@mercato/ui';
import type { DeliveryBarContent, SiteCard } from './delivery-bar.ts';
import { slotButtonText } from './slot-button.ts';
import AddressTab from './AddressTab.tsx';
import SlotTab from './SlotTab.tsx';
import { TABS, type Tab, useDeliveryBar } from './use-delivery-bar.ts';

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

interface PanelButtonProps {
  className: string;
  /** The tab the panel opens on. */
  tab: Tab;
  open: boolean;
  panelId: string;
  onOpen: (tab: Tab, opener: HTMLButtonElement) => void;
  children: ReactNode;
}

/** A button of the closed bar (the address, the slot): it opens the panel on its tab, and focus comes back to it. */
function PanelButton({ className, tab, open, panelId, onOpen, children }: PanelButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={panelId}
      aria-haspopup="dialog"
      onClick={(e) => onOpen(tab, e.currentTarget)}
    >
      {children}
    </button>
  );
}

export default function DeliveryBar(props: DeliveryBarProps) {
  const { nav, content, logged, sites, addressCheckHref, firstAvailable } = props;
  // The login link comes back to this page. The bar is server-rendered for any page of the navigation
  // (a page kept per view fills it in: request/own-parts.ts), so the address is the browser's, once hydrated.
  const [here, setHere] = useState('/');
  useEffect(() => setHere(location.pathname + location.search), []);
  const ids = useIds('delivery-bar');
  const bar = useDeliveryBar(props);
  const { open, sheet, tab, view, reservation, close, select } = bar;

  const panelId = ids('panel');
  const tabId = (t: Tab) => ids(`tab-${t}`);
  const tabPanelId = (t: Tab) => ids(`tabpanel-${t}`);
  const place = content.kind === 'address' ? content.address : content.prompt;

  return (
    <div className="delivery-bar" data-testid="delivery-bar" ref={bar.rootRef}>
      <div className="delivery-bar__inner">
        {!logged && content.kind === 'choose' ? (
          <p className="delivery-bar__where">
            <span className="delivery-bar__label">{content.label}</span>{' '}
            <a className="delivery-bar__link" href={addressCheckHref}>
              {content.prompt}
            </a>
          </p>
        ) : (
          <PanelButton className="delivery-bar__toggle" tab="address" open={open} panelId={panelId} onOpen={bar.show}>
            <span className="delivery-bar__label">{content.label}</span>{' '}
            <span className={`delivery-bar__address delivery-bar__address--${content.kind}`}>{place}</span>
            <span className="delivery-bar__chevron" aria-hidden="true" />
          </PanelButton>
        )}
        <PanelButton className="delivery-bar__slot" tab="slot" open={open} panelId={panelId} onOpen={bar.show}>
          {slotButtonText(reservation, firstAvailable)}
        </PanelButton>
      </div>
      {open && sheet && <div className="delivery-bar__backdrop" aria-hidden="true" onClick={() => close(true)} />}
      <dialog
        ref={bar.dialogRef}
        id={panelId}
        className="delivery-bar__panel"
        aria-labelledby={ids('title')}
        aria-modal={open && sheet ? true : undefined}
      >
        {open && (
          // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it
          <div className="delivery-bar__sheet" onKeyDown={bar.onPanelKey}>
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
                    bar.tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(t)}
                  className="delivery-bar__tab"
                  aria-selected={tab === t}
                  aria-controls={tabPanelId(t)}
                  tabIndex={tab === t ? 0 : -1}
                  onClick={() => select(t)}
                  onKeyDown={bar.onTabKey}
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
                  onView={bar.setView}
                  onChoose={bar.choose}
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
                bar.slotSeen && <SlotTab site={nav} onReservation={bar.setReservation} />
              )}
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
