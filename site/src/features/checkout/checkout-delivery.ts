// What the checkout's delivery page decides (features/checkout/CheckoutDelivery.tsx, delivery.astro):
// the heading by the kind of delivery, the slot picker's layout by navigation, when the delivery notes are
// saved, and which banners show.
import type { Navigation } from '@mercato/contracts';
import type { Checkout, DeliveryKind } from '@mercato/contracts/checkout';
import { checkout as texts } from '@mercato/contracts/i18n/it';

/** chosen: the notes are saved once the shopper stops typing this long (and on leaving the field). */
export const NOTES_SAVE_DELAY_MS = 800;

/** The delivery page's heading (orders §2): home delivery, pickup, or 'Ritiro e pagamento in negozio'. */
export function deliveryHeading(kind: DeliveryKind): string {
  if (kind === 'STORE') return texts.storePickupHeading;
  if (kind === 'PICKUP') return texts.pickupHeading;
  return texts.homeDeliveryHeading;
}

/** The slot panel: the lite panel for store reservations (orders §2 slot panels), else the weekly grid. */
export const slotLayoutFor = (nav: Navigation) => (nav === 'prenotazioni' ? 'lite' : 'week');

/** The notes to send: `typed` when it differs from what the server holds, else null (nothing to save). */
export const notesToSave = (typed: string, saved: string): string | null => (typed === saved ? null : typed);

/** The banners of the delivery page: savings on home delivery; subscriptions when the trolley holds one. */
export function deliveryBanners(checkout: Checkout): { savings: boolean; subscriptions: boolean } {
  return {
    savings: checkout.delivery.kind === 'HOME',
    subscriptions: checkout.trolley.items.some((i) => i.productType === 'SUBSCRIPTION'),
  };
}
