// What the delivery header bar (spec shell §2) shows: the service of the navigation and the address of
// that kind of service in use — a Clicca e Vai point on drive and pharma-drive, a store on prenotazioni,
// the home address on supermercato and pharma — or, when the address in use is of another kind, a
// prompt to choose one. A home address is never labelled 'Ritiro Con Clicca E Vai'.
import { isDrive, PHARMACY_TITLE_PREFIX, type CurrentDeliveryAddress, type Navigation } from '@mercato/contracts';
import { deliveryBar } from '@mercato/contracts/i18n/it-site';
import { shell, siteShell, t } from '@mercato/contracts/i18n/it';

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

export function deliveryBarContent(nav: Navigation, address: CurrentDeliveryAddress): DeliveryBarContent {
  const label = LABELS[nav];
  const wanted = addressKindOf(nav);
  if (kindOfAddress(address) !== wanted) return { kind: 'choose', label, prompt: deliveryBar.choose[wanted] };
  const place = [address.description, address.postCode].filter(Boolean).join(', ');
  return { kind: 'address', label, address: [place, address.townName].filter(Boolean).join(' ') };
}
