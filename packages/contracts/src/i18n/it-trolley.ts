// The `trolley` area of the Italian texts (spec orders §2 top menu and floating trolley, §3, §8), in its
// own module so that a bundle using only these texts (the trolley element) does not carry the other
// areas: bundlers split by module. Re-exported by it.ts; import it from '@mercato/contracts/i18n/it'.
// What the trolley button and the add buttons show on load is here; the texts of the floating trolley
// panel (loaded when opened) are in it-trolley-panel.ts, so the element does not carry them at load.
import { ui } from './it-ui.ts';

export const trolley = {
  empty: 'Il tuo carrello è vuoto. Aggiungi dei prodotti.',
  changeSlot: 'Cambia Slot',
  // Top menu and floating trolley (orders §2).
  checkoutButton: 'CARRELLO',
  // chosen: the chevron of the trolley button
  showTrolley: 'Mostra carrello',
  // chosen: the badge said by screen readers
  badge: '{count} articoli nel carrello',
  badgeOne: '1 articolo nel carrello',
  // chosen: the name of a quantity field
  quantityOf: 'Quantità {product}',
  // chosen: add-to-trolley button of listings and product pages
  add: 'Aggiungi al carrello',
  adding: 'Aggiunta in corso…',
  added: ui.feedback.trolley.add,
  // The action feedback beside the trolley button (as the ui ActionFeedback badge says it).
  feedback: ui.feedback.trolley,
  // chosen: while the floating trolley's code arrives
  loading: 'Caricamento del carrello…',
  // The quantity input of the add-to-trolley button (same text as validation.quantityInvalid; here so
  // the trolley element does not bundle every validation text).
  quantityInvalid: 'Inserire una quantità da 1 a 9999',
  quantity: ui.quantity,
  // chosen: an add button embedded in another site (partner or content page), pressed by a visitor who has
  // not entered the shop yet (no session: the site's login prompt does not fit a page that has no login)
  enterShopFirst: 'Per aggiungere prodotti al carrello entra prima in Mercato: verifica il tuo indirizzo o accedi.',
  enterShop: 'Entra in Mercato',
} as const;
