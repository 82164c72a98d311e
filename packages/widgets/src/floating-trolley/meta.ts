// The public interface of <mercato-floating-trolley> and <mercato-add-to-trolley> (one bundle,
// dist/elements/floating-trolley.js), declared once (see widget-meta.ts): `props` and `addProps` are the
// elements' props and attributes (kebab-case), `meta` and `addMeta` document them, and
// custom-elements.json and the element typings are generated from them (npm run manifest).
import type { PropTypes, WidgetMeta } from '../runtime/widget-meta.ts';

/** <mercato-floating-trolley> */
export const props = {
  apiBase: 'string',
  checkoutUrl: 'string',
  open: 'boolean',
} as const satisfies PropTypes;

/** <mercato-add-to-trolley> (registered by the same element bundle). */
export const addProps = {
  apiBase: 'string',
  productId: 'number',
  description: 'string',
  quantity: 'number',
  hideQuantity: 'boolean',
  changeSlotUrl: 'string',
} as const satisfies PropTypes;

const apiBase = {
  description:
    "Origin of the shop's API when the element is on another site. Absent: same origin (or <mercato-config api-base> / data-api-base on the script tag). The first element of the page sets it for all.",
} as const;

export const meta = {
  description:
    "The trolley of the top menu: 'CARRELLO' with the quantity badge and a spinner, the chevron toggling the floating trolley " +
    "(header '1 Prodotto' / 'N Prodotti', 'Svuota carrello' asked first, 'Chiudi carrello', 5 skeleton rows while loading, rows " +
    'with image, delivery-time limit, promo badges, prices, quantity and delete; total and CARRELLO), and the add/remove feedback. ' +
    'Every trolley element of the page shows the same trolley; other tabs of the shopper follow. On a page whose origin ' +
    "the shop does not list in MERCATO_PARTNER_ORIGINS it shows 'Questo sito non è ancora abilitato…' instead (and names the " +
    'setting once in the console), making no call.',
  props,
  attributes: {
    apiBase,
    checkoutUrl: {
      default: '/checkout/trolley',
      description:
        "Where 'CARRELLO' goes (the trolley page; by default that path on the shop at api-base). With an empty trolley the button shows 'Il tuo carrello è vuoto. Aggiungi dei prodotti.' instead.",
    },
    open: {
      default: false,
      description:
        'Opens the floating trolley; removing it (or open="false") closes it. The shopper opens and closes it with the chevron too.',
    },
  },
  events: {
    'mercato:trolley-toggle': {
      detail: '{ open: boolean }',
      description: 'The shopper opened or closed the floating trolley.',
    },
  },
  parts: [
    { name: 'root', description: 'The wrapper of the widget.' },
    { name: 'floating-trolley', description: 'The button bar and the panel.' },
    { name: 'trolley-button', description: 'The top-menu trolley button with its chevron.' },
    { name: 'trolley-badge', description: 'The quantity badge.' },
    { name: 'trolley-spinner', description: "The spinner in the trolley icon's place while the trolley changes." },
    { name: 'floating-trolley-panel', description: 'The floating trolley.' },
    { name: 'trolley-row', description: 'A line of the floating trolley.' },
    { name: 'action-feedback', description: 'The add/remove feedback badge.' },
    { name: 'modal-dialog', description: "The 'Svuota carrello' confirmation." },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Brand colour of buttons and the badge.' },
    { name: '--mercato-color-promo', description: 'Promo badges and discounted prices.' },
    { name: '--mercato-color-surface', description: 'Background of the floating trolley.' },
    { name: '--mercato-color-text', description: 'Text colour.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
  ],
} satisfies WidgetMeta<typeof props>;

export const addMeta = {
  description:
    'The add-to-trolley button of listings and product pages: a quantity input (1 to 9999) and the button. A double click adds once; ' +
    "a trolley exception (unavailable, maximum quantity, quantity above availability with 'Cambia Slot' / 'Continua'…) is shown instead of 'added'; " +
    "for a product of several origins the shop asks first, and a dialog lets the shopper choose ('Scegli l'origine di …'). " +
    "Embedded in another site, a visitor who has not entered the shop is told to, with a link 'Entra in Mercato' to the shop; on an " +
    "origin the shop does not list (MERCATO_PARTNER_ORIGINS) the button says 'Questo sito non è ancora abilitato…' and makes no call.",
  props: addProps,
  attributes: {
    apiBase,
    productId: { description: 'The product to add (required: without it the element shows nothing).' },
    description: {
      description: "The product's name, for the button's accessible name 'Aggiungi al carrello {product}'.",
    },
    quantity: {
      default: 1,
      description: 'The quantity shown at first (1 to 9999); empty, not a number or out of range: 1.',
    },
    hideQuantity: { default: false, description: 'Hide the quantity input: the button adds `quantity`.' },
    changeSlotUrl: {
      default: '/checkout/delivery',
      description:
        "Where 'Cambia Slot' of a quantity-above-availability exception goes (by default that path on the shop at api-base).",
    },
  },
  events: {
    'mercato:trolley-add': {
      detail:
        "{ productId: number; quantity: number; status: 'done' | 'exception' | 'busy' | 'error'; exceptions?: TrolleyException[] }",
      description:
        "An add ended: 'done' added, 'exception' refused with the trolley exceptions shown (or ORIGIN_CHOICE: the origin dialog opened), 'busy' the product was being added already, 'error' the call failed.",
    },
  },
  types: {
    TrolleyException:
      "{ code: 'UNAVAILABLE' | 'NOT_IN_SHOP' | 'MAX_PURCHASABLE_QUANTITY' | 'QUANTITY_EXCEEDS_AVAILABILITY' | 'PREPARATION_TIME_INCOMPATIBLE' | 'FIRST_SLOT_LOSS' | 'READONLY_ITEM' | 'SUBSCRIPTION_REFUSED' | 'ORIGIN_CHOICE'; " +
      'productId: number; description: string; message: string; orderedQuantity?: number; availableQuantity?: number; maxQuantity?: number; buttons?: string[]; ' +
      'origins?: string[]; multipleOrigins?: boolean; productOrigin?: string | null }',
  },
  parts: [
    { name: 'root', description: 'The wrapper of the widget.' },
    { name: 'add-to-trolley', description: 'The input, the button and the messages.' },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Colour of the button.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
  ],
} satisfies WidgetMeta<typeof addProps>;
