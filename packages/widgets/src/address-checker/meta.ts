// The public interface of <mercato-address-checker>, declared once (see widget-meta.ts): `props` are the
// element's props and attributes (kebab-case: api-base, no-notify-me, …), `meta` documents them, and
// custom-elements.json and the element typings are generated from it (npm run manifest).
import type { PropTypes, WidgetMeta } from '../runtime/widget-meta.ts';

export const props = {
  apiBase: 'string',
  noNotifyMe: 'boolean',
  logged: 'boolean',
  currentService: 'string',
  continueUrl: 'string',
  noNavigate: 'boolean',
} as const satisfies PropTypes;

export const meta = {
  description:
    'Verifies a delivery address (postcode, then a street chosen from suggestions), lists the services available there ' +
    '(home delivery, Clicca e Vai, parafarmacia, Prenota e Ritira), lets the shopper pick a pickup point, enters the shop as ' +
    'a guest (self-hosted proof-of-work captcha) and offers a notify-me request where there is no service.',
  props,
  attributes: {
    apiBase: {
      description:
        "Origin of the shop's API when the element is on another site, e.g. https://www.mercato.it. Absent: same origin (or <mercato-config api-base> / data-api-base on the script tag).",
    },
    noNotifyMe: {
      default: false,
      description:
        'Do not offer the notify-me request when no service is available (it is offered by default). Set no-notify-me outside the access screen.',
    },
    logged: {
      default: false,
      description:
        'A logged customer: the chosen service becomes the current shopping address instead of a guest session. May arrive after the first render.',
    },
    currentService: {
      description:
        "Logged customers: the service in use, shown as 'Hai scelto il servizio' with 'Continua la spesa' (with logged; either may arrive after the first render).",
    },
    continueUrl: {
      description: "Logged customers: where 'Continua la spesa' goes. Absent: no 'Continua la spesa' link.",
    },
    noNavigate: {
      default: false,
      description:
        'Keep the page once the service is chosen (by default the shopper goes to the chosen store), as preventDefault() on mercato:service-selected does.',
    },
  },
  events: {
    'mercato:address-verified': {
      detail: '{ postcode: string; streetId: number; street: string; townName?: string }',
      description: 'A street was chosen from the suggestions.',
    },
    'mercato:service-selected': {
      detail:
        "{ postcode: string; streetId: number; street: string; site: 'supermercato' | 'drive' | 'pharma' | 'pharma-drive' | 'prenotazioni'; driveId?: number; negozioFisicoId?: number; redirectUrl: string }",
      description:
        'The shopper chose a service and the guest session is open; cancelable (preventDefault keeps the page).',
    },
  },
  parts: [
    { name: 'root', description: 'The wrapper of the widget.' },
    { name: 'address-checker', description: 'The card holding the form and the results.' },
    { name: 'modal-dialog', description: 'Dialogs (notify-me, confirmations).' },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Brand colour of buttons and headings.' },
    { name: '--mercato-color-surface', description: 'Background of the card.' },
    { name: '--mercato-color-text', description: 'Text colour.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
  ],
} satisfies WidgetMeta<typeof props>;
