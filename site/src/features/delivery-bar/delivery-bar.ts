// What the delivery header bar (spec shell §2) shows: the service of the navigation and the address of
// that kind of service in use — a Clicca e Vai point on drive and pharma-drive, a store on prenotazioni,
// the home address on supermercato and pharma — or, when the address in use is of another kind (or there
// is none), a prompt to choose one. A home address is never labelled 'Ritiro Con Clicca E Vai'.
// Tab 1 of the open bar: the site cards, then the chosen site's addresses (addressCard, addressList).
import {
  isDrive,
  isPickup,
  PHARMACY_TITLE_PREFIX,
  type CurrentDeliveryAddress,
  type DeliveryAddress,
  type Navigation,
} from '@mercato/contracts';
import { deliveryBar } from '@mercato/contracts/i18n/it-site';
import { errors, onboarding, onboardingApi, shell, siteShell, t } from '@mercato/contracts/i18n/it';

export type DeliveryBarContent =
  | { kind: 'address'; label: string; address: string }
  | { kind: 'choose'; label: string; prompt: string };

const { deliveryHeader } = shell;
const LABELS: Record<Navigation, string> = {
  supermercato: t(deliveryHeader.supermercato, { product: siteShell.brand }),
  pharma: t(deliveryHeader.supermercato, { product: PHARMACY_TITLE_PREFIX }),
  drive: deliveryHeader.drive,
  'pharma-drive': deliveryHeader.drive,
  prenotazioni: deliveryHeader.prenotazioni,
};

type AddressKind = 'home' | 'drive' | 'store';

/** The kind of address a navigation delivers to or collects at. */
export function addressKindOf(nav: Navigation): AddressKind {
  return isDrive(nav) ? 'drive' : nav === 'prenotazioni' ? 'store' : 'home';
}

/** The kind of the address in use: a Clicca e Vai point, a Prenota e Ritira store, or a home address. */
function kindOfAddress(address: CurrentDeliveryAddress): AddressKind {
  if (address.driveId != null) return 'drive';
  if (address.negozioFisicoId != null) return 'store';
  return 'home';
}

/** The closed bar: the service label and the address in use, or the prompt to choose one (no address yet too). */
export function deliveryBarContent(nav: Navigation, address: CurrentDeliveryAddress | null): DeliveryBarContent {
  const label = LABELS[nav];
  const wanted = addressKindOf(nav);
  if (!address || kindOfAddress(address) !== wanted)
    return { kind: 'choose', label, prompt: deliveryBar.choose[wanted] };
  const place = [address.description, address.postCode].filter(Boolean).join(', ');
  return { kind: 'address', label, address: [place, address.townName].filter(Boolean).join(' ') };
}

export interface SiteCard {
  site: Navigation;
  name: string;
}

/** The shop's services first, then the pharmacy's. */
const CARD_ORDER: readonly Navigation[] = ['supermercato', 'drive', 'prenotazioni', 'pharma', 'pharma-drive'];

/**
 * The site cards of tab 1: the services a logged customer can shop with. Clicca e Vai and Prenota e Ritira
 * need a Fìdaty card (spec shell §6): without one their cards are not offered.
 */
export function siteCards(hasFidatyCard: boolean): SiteCard[] {
  return CARD_ORDER.filter((site) => hasFidatyCard || !isPickup(site)).map((site) => ({
    site,
    name: onboardingApi.serviceNames[site],
  }));
}

/** The heading of a site's address list and what it says when the customer has none there. */
export function addressList(site: Navigation): { title: string; empty: string } {
  const kind = addressKindOf(site);
  if (kind === 'drive') return { title: onboarding.chooseDrive, empty: errors.noDriveAddress };
  if (kind === 'store') return { title: onboarding.chooseStore, empty: errors.noStoreAddress };
  return { title: deliveryBar.choose.home, empty: deliveryBar.noHomeAddress };
}

export interface AddressCard {
  /** The point's or store's name; a home address's identifier ('Casa', 'Ufficio'). */
  title: string;
  /** Street and house number, postcode and town. */
  place: string;
  /** Private point, lockers. */
  notes: string[];
}

/** How an address reads in the list of tab 1. */
export function addressCard(address: DeliveryAddress): AddressCard {
  const pickup = address.driveId !== null || address.negozioFisicoId !== null;
  const street = [address.street?.name, address.houseNumber].filter(Boolean).join(' ');
  const town = [address.postCode, address.town].filter(Boolean).join(' ');
  const notes: string[] = [];
  if (address.privateCode) notes.push(onboarding.privatePoint);
  if (address.lockers) notes.push(onboarding.lockers);
  return {
    title: (pickup ? address.description : address.identifier) || address.identifier,
    place: [street, town].filter(Boolean).join(', '),
    notes,
  };
}
