// The public interface of <mercato-address-checker>, declared once (see widget-meta.ts): `props` are the
// element's props and attributes (kebab-case: api-base, notify-me, …), `meta` documents them and
// custom-elements.json is generated from it.
import type { PropTypes, WidgetMeta } from '../widget-meta.ts';

export const props = {
  apiBase: 'string',
  notifyMe: 'boolean',
  logged: 'boolean',
  currentService: 'string',
  continueUrl: 'string',
  navigate: 'boolean',
} as const satisfies PropTypes;

export const meta = {
  className: 'MercatoAddressChecker',
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
    notifyMe: {
      default: true,
      description:
        'Offer the notify-me request when no service is available. Set notify-me="false" outside the access screen.',
    },
    logged: {
      default: false,
      description:
        'A logged customer: the chosen service becomes the current shopping address instead of a guest session.',
    },
    currentService: {
      description: "Logged customers: the service in use, shown as 'Hai scelto il servizio' with 'Continua la spesa'.",
    },
    continueUrl: { description: "Logged customers: where 'Continua la spesa' goes." },
    navigate: {
      default: true,
      description:
        'Go to the chosen store once the service is chosen. navigate="false", or preventDefault() on mercato:service-selected, keeps the page.',
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
