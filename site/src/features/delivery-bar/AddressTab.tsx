// Tab 1 of the delivery header bar for a logged customer (spec shell §2 "address panel", §4 "tab 1 (site
// card then address list; 'back' returns to cards)"): the site cards; choosing one lists the customer's
// addresses for that site (GET auth/addresses/{site}, five skeleton cards meanwhile, the spec's empty
// messages); 'Indietro' returns to the cards with the card chosen focused again.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '@mercato/ui/use-latest';
import type { DeliveryAddress, Navigation } from '@mercato/contracts';
import { SKELETON_COUNT } from '@mercato/contracts/constants';
import { profilePage, shell } from '@mercato/contracts/i18n/it';
import { deliveryBar as texts } from '@mercato/contracts/i18n/it-site';
import { getClient } from '@mercato/core/api';
import { Skeleton, useIds } from '@mercato/ui';
import { addressCard, addressList, type SiteCard } from './delivery-bar.ts';

/** What tab 1 shows: the site cards (focusing `from`, the card just left) or a site's addresses. */
export type AddressView = { kind: 'cards'; from?: Navigation } | { kind: 'list'; site: Navigation; focus?: boolean };

export interface AddressTabProps {
  /** The page's navigation: its card and the address in use there are marked 'In uso'. */
  nav: Navigation;
  sites: SiteCard[];
  view: AddressView;
  onView: (view: AddressView) => void;
  onChoose: (site: Navigation, address: DeliveryAddress) => void;
  /** The address check, where a new address is added. */
  addNewHref: string;
}

export default function AddressTab({ nav, sites, view, onView, onChoose, addNewHref }: AddressTabProps) {
  const ids = useIds('delivery-bar-addresses');
  const cardRefs = useRef(new Map<Navigation, HTMLButtonElement | null>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Before the next key press: the button that had focus has just left the page.
  useLayoutEffect(() => {
    if (view.kind === 'cards' && view.from) cardRefs.current.get(view.from)?.focus();
    if (view.kind === 'list' && view.focus) headingRef.current?.focus();
  }, [view]);

  if (view.kind === 'list') {
    const { title } = addressList(view.site);
    return (
      <section className="delivery-bar__section" aria-labelledby={ids('list')}>
        <button type="button" className="delivery-bar__back" onClick={() => onView({ kind: 'cards', from: view.site })}>
          <span className="delivery-bar__back-arrow" aria-hidden="true" />
          {shell.back}
        </button>
        <h3 id={ids('list')} className="delivery-bar__subtitle" ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        <AddressList
          key={view.site}
          site={view.site}
          nav={nav}
          onChoose={onChoose}
          onFailed={() => onView({ kind: 'cards', from: view.site })}
        />
        <a className="delivery-bar__link" href={addNewHref}>
          {texts.addAddress}
        </a>
      </section>
    );
  }

  return (
    <section className="delivery-bar__section" aria-labelledby={ids('cards')}>
      <h3 id={ids('cards')} className="delivery-bar__subtitle">
        {profilePage.chooseService}
      </h3>
      <ul className="delivery-bar__cards">
        {sites.map((card) => (
          <li key={card.site}>
            <button
              type="button"
              className="delivery-bar__card"
              ref={(el) => {
                cardRefs.current.set(card.site, el);
              }}
              aria-current={card.site === nav ? 'true' : undefined}
              onClick={() => onView({ kind: 'list', site: card.site, focus: true })}
            >
              <span className="delivery-bar__card-name">{card.name}</span>
              {card.site === nav && <span className="delivery-bar__badge"> {texts.inUse}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A site's addresses, loaded when shown. A failed load is shown by the page's client, and back to the cards. */
function AddressList({
  site,
  nav,
  onChoose,
  onFailed,
}: {
  site: Navigation;
  nav: Navigation;
  onChoose: (site: Navigation, address: DeliveryAddress) => void;
  onFailed: () => void;
}) {
  const [addresses, setAddresses] = useState<DeliveryAddress[] | null>(null);

  const latest = useLatest();

  useEffect(() => {
    const current = latest();
    getClient()
      .findDeliveryAddresses(site)
      .then(
        (list) => current() && setAddresses(list),
        () => current() && onFailed(),
      );
  }, [site]);

  if (addresses === null) return <Skeleton variant="address" count={SKELETON_COUNT.addressCards} />;
  if (addresses.length === 0) return <p className="delivery-bar__empty">{addressList(site).empty}</p>;
  return (
    <ul className="delivery-bar__addresses">
      {addresses.map((address) => {
        const card = addressCard(address);
        const inUse = address.currentAddress && site === nav;
        return (
          <li key={address.deliveryAddressId}>
            <button
              type="button"
              className="delivery-bar__card delivery-bar__card--address"
              aria-current={inUse ? 'true' : undefined}
              onClick={() => onChoose(site, address)}
            >
              <span className="delivery-bar__card-name">{card.title}</span>
              <span className="delivery-bar__card-place"> {card.place}</span>
              {card.notes.map((note) => (
                <span key={note} className="delivery-bar__note">
                  {' '}
                  {note}
                </span>
              ))}
              {inUse && <span className="delivery-bar__badge"> {texts.inUse}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
