// The delivery page's address chooser (spec orders §2 "A drive address verifier lets the user choose a
// pickup point"): a disclosure holding the delivery header bar's tab 1 (delivery-bar/AddressTab.tsx: the
// site cards, then the chosen site's addresses or pickup points), opened on the page's own service.
// Choosing goes through the bar's own address change (change-address.ts): the trolley question, the
// address set, the page loaded again (the new site's home when the site changed).
import { useRef, useState } from 'react';
import type { DeliveryAddress, Navigation } from '@mercato/contracts';
import { useIds } from '@mercato/ui';
import type { SiteCard } from '~/features/delivery-bar/delivery-bar.ts';
import AddressTab, { type AddressView } from '~/features/delivery-bar/AddressTab.tsx';
import { changeShoppingAddress } from '~/features/delivery-bar/change-address.ts';

export interface AddressChooserProps {
  nav: Navigation;
  sites: SiteCard[];
  /** The button's text ('Cambia indirizzo', 'Scegli un altro punto di ritiro'). */
  label: string;
  addNewHref: string;
}

export default function AddressChooser({ nav, sites, label, addNewHref }: AddressChooserProps) {
  const ids = useIds('address-chooser');
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AddressView>({ kind: 'list', site: nav });
  const busy = useRef(false);

  const choose = async (site: Navigation, address: DeliveryAddress) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await changeShoppingAddress(nav, site, address);
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="co-address-chooser">
      <button
        type="button"
        className="btn btn--ghost co-small"
        aria-expanded={open}
        aria-controls={ids('panel')}
        onClick={() => {
          setView({ kind: 'list', site: nav, focus: !open });
          setOpen(!open);
        }}
      >
        {label}
      </button>
      <div id={ids('panel')} className="co-address-chooser__panel" hidden={!open}>
        {open && (
          <AddressTab
            nav={nav}
            sites={sites}
            view={view}
            onView={setView}
            onChoose={(site, address) => void choose(site, address)}
            addNewHref={addNewHref}
          />
        )}
      </div>
    </div>
  );
}
