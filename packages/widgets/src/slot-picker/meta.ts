// The public interface of <mercato-slot-picker>, declared once (see widget-meta.ts): `props` are the
// element's props and attributes (kebab-case: api-base, order-id, book-url, …), `meta` documents them and
// custom-elements.json is generated from it.
import type { PropTypes, WidgetMeta } from '../runtime/widget-meta.ts';

export const props = {
  apiBase: 'string',
  postcode: 'string',
  site: 'string',
  layout: 'string',
  mode: 'string',
  modify: 'boolean',
  orderId: 'number',
  bookUrl: 'string',
  logged: 'boolean',
} as const satisfies PropTypes;

/** The layouts: the weekly grid, one day at a time, day tabs with chips, the lite panel of Prenota e Ritira. */
export const LAYOUTS = ['week', 'day', 'slider', 'lite'] as const;
export type SlotLayout = (typeof LAYOUTS)[number];
/** Panel modes: in an order's checkout (the checkout legend), in a tab of the delivery header bar, or alone. */
export const MODES = ['order', 'tab', 'default'] as const;
export type SlotPanelMode = (typeof MODES)[number];

export const meta = {
  description:
    'Shows the delivery or pickup slots of a week (weekly grid, single day, day slider or the lite panel of Prenota e Ritira) ' +
    'with live availability, books one for a logged customer (held for a while, with an extend prompt), changes an ' +
    "order's slot, and on partner pages shows the read-only availability of a postcode with a link into the shop.",
  props,
  attributes: {
    apiBase: {
      description:
        "Origin of the shop's API when the element is on another site, e.g. https://www.mercato.it. Absent: same origin (or <mercato-config api-base> / data-api-base on the script tag).",
    },
    postcode: {
      description:
        'Partner pages: the read-only availability of this postcode (an anonymous call that any origin may make), with a link into the shop to book. Absent: the logged customer’s own slots.',
    },
    site: {
      description:
        "The service whose slots are shown with postcode: 'supermercato' (home delivery, the shop's default), 'drive', 'pharma', 'pharma-drive' or 'prenotazioni'. Also words the heading (consegna or ritiro).",
    },
    layout: {
      default: 'week',
      description:
        "'week': the weekly grid (7 days × time ranges at every width, with a select-based variant); 'day': one day at a time; 'slider': day tabs with the day's slots as chips; 'lite': the lite panel of Prenota e Ritira. Day, slider and lite have the Eco and Fast filters and 'VEDI TUTTI'.",
    },
    mode: {
      default: 'default',
      description:
        "'default': a panel of its own; 'tab': inside a tab (the delivery header bar), without the panel's frame; 'order': in the checkout, with the checkout legend (promotional, inactive, linked to a grocery order).",
    },
    modify: {
      default: false,
      description:
        "Changing an order's slot (with order-id): 'Scegli la nuova data di …'; a chosen slot waits for 'Conferma modifica' (or 'Annulla').",
    },
    orderId: { description: 'With modify: the order whose slot is changed (its week and its slot).' },
    bookUrl: {
      description:
        "Partner pages and visitors without a login: where 'Accedi per prenotare' goes. Absent: the shop's login page on the API origin.",
    },
    logged: {
      default: false,
      description:
        "A logged customer: the customer's own slots can be booked. Absent (and no postcode): the free-visit notice, 'Effettua l'accesso per utilizzare il servizio'. May arrive after the first render.",
    },
  },
  events: {
    'mercato:slot-booked': {
      detail: 'SlotReservation',
      description:
        'The shopper booked a slot (the SlotReservation the shop answered; the slot is held until reservedUntil).',
    },
    'mercato:slot-extended': {
      detail: 'SlotReservation',
      description: 'The shopper kept the booked slot longer (a new reservedUntil).',
    },
    'mercato:slot-changed': {
      detail: '{ orderId?: number; reservation: SlotReservation }',
      description: "Modify mode: the shopper confirmed the new slot ('Conferma modifica').",
    },
    'mercato:slot-change-cancelled': {
      detail: '{ orderId?: number }',
      description: "Modify mode: the shopper pressed 'Annulla'; the chosen slot is dropped.",
    },
  },
  types: {
    SlotReservation:
      "{ slotId: number; site: 'supermercato' | 'drive' | 'pharma' | 'pharma-drive' | 'prenotazioni'; startDate: string; startTime: string; endTime: string; price: number; reservedUntil: string | null; extendFrom: string | null }",
  },
  parts: [
    { name: 'root', description: 'The wrapper of the widget.' },
    { name: 'slot-picker', description: 'The panel holding the heading, the slots and the legend.' },
    { name: 'modal-dialog', description: 'The slot constraint dialogs.' },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Brand colour of headings, available and booked slots.' },
    { name: '--mercato-color-surface', description: 'Background of the panel.' },
    { name: '--mercato-color-text', description: 'Text colour.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
    {
      name: '--mercato-slot-picker-loading-height',
      description:
        'The height of the panel while it loads its week (default: its content’s): a page that knows what will come reserves its room, so that nothing below the picker moves when it arrives.',
    },
  ],
} satisfies WidgetMeta<typeof props>;
