// The public interface of <mercato-coupon-cards>, declared once (see widget-meta.ts): `props` are the
// element's props and attributes (kebab-case: api-base, product-id, code-entry, …), `meta` documents them
// and custom-elements.json is generated from it.
import type { PropTypes, WidgetMeta } from '../runtime/widget-meta.ts';

export const props = {
  apiBase: 'string',
  checkout: 'boolean',
  codeEntry: 'boolean',
  codeMaxLength: 'number',
  productId: 'number',
  heading: 'string',
} as const satisfies PropTypes;

export const meta = {
  description:
    "Shows the logged customer's coupons as cards (a visitor who is not logged in is asked to log in) ('I miei buoni'): the classic card (v1) and the server-driven one (v2), " +
    "with 'Utilizza' putting a coupon into the trolley, its state ('Aggiunto al carrello', 'In uso Ordine N'), the detail " +
    "dialog with the barcode and the rules, an optional coupon-code entry, and in the checkout 'Aggiungi' / 'Rimuovi'. " +
    'Every refusal is shown with its Italian message.',
  props,
  attributes: {
    apiBase: {
      description:
        "Origin of the shop's API when the element is on another site, e.g. https://www.mercato.it. Absent: same origin (or <mercato-config api-base> / data-api-base on the script tag).",
    },
    checkout: {
      default: false,
      description:
        "In the checkout: the buttons are 'Aggiungi' and 'Rimuovi' (a coupon in the trolley can be taken out).",
    },
    codeEntry: {
      default: false,
      description: 'Shows the coupon-code entry above the cards (a printed code joins the wallet and the trolley).',
    },
    codeMaxLength: {
      default: 20,
      description: 'The longest code the entry takes (the shop’s configuration; at most 20).',
    },
    productId: {
      description:
        "Only the customer's usable coupons that apply to this product (the product page's carousel); nothing is shown when there are none.",
    },
    heading: { description: "The heading above the cards. Absent: 'I tuoi buoni' (read by screen readers only)." },
  },
  events: {
    'mercato:coupon-added': {
      detail: 'CouponChange',
      description: 'A coupon went into the trolley (by its button or by a typed code).',
    },
    'mercato:coupon-removed': {
      detail: 'CouponChange',
      description: "A coupon was taken out of the trolley ('Rimuovi').",
    },
  },
  types: {
    CouponChange:
      '{ couponId: number; code: string; transactionAmount: number | null; inTrolley: { id: number; code: string; discount: number; applied: boolean }[] }',
  },
  parts: [
    { name: 'root', description: 'The wrapper of the widget.' },
    { name: 'coupon-cards', description: 'The list of cards with the code entry.' },
    { name: 'coupon-card', description: 'One card.' },
    { name: 'modal-dialog', description: 'The coupon detail dialog.' },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Brand colour of headings and buttons.' },
    { name: '--mercato-color-surface', description: 'Background of the cards.' },
    { name: '--mercato-color-text', description: 'Text colour.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
  ],
} satisfies WidgetMeta<typeof props>;
