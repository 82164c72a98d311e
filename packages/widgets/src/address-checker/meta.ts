// The public interface of <mercato-address-checker>: the element's props are built from these
// attributes, and custom-elements.json is generated from this file.
import type { WidgetMeta } from '../widget-meta.ts';

export const meta = {
  className: 'MercatoAddressChecker',
  description:
    'Verifies a delivery address (postcode, then a street chosen from suggestions), lists the services available there ' +
    '(home delivery, Clicca e Vai, parafarmacia, Prenota e Ritira), lets the shopper pick a pickup point, enters the shop as ' +
    'a guest (self-hosted proof-of-work captcha) and offers a notify-me request where there is no service.',
  attributes: {
    'api-base': { prop: 'apiBase', type: 'string', description: "Origin of the shop's API when the element is on another site, e.g. https://www.mercato.it. Absent: same origin (or <mercato-config api-base> / data-api-base on the script tag)." },
    'notify-me': { prop: 'notifyMe', type: 'boolean', default: true, description: 'Offer the notify-me request when no service is available. Set notify-me="false" outside the access screen.' },
    logged: { prop: 'logged', type: 'boolean', default: false, description: 'A logged customer: the chosen service becomes the current shopping address instead of a guest session.' },
    'current-service': { prop: 'currentService', type: 'string', description: "Logged customers: the service in use, shown as 'Hai scelto il servizio' with 'Continua la spesa'." },
    'continue-url': { prop: 'continueUrl', type: 'string', description: "Logged customers: where 'Continua la spesa' goes." },
    navigate: { prop: 'navigate', type: 'boolean', default: true, description: 'Go to the chosen store once the service is chosen. navigate="false", or preventDefault() on mercato:service-selected, keeps the page.' },
  },
  events: {
    'mercato:address-verified': { detail: '{ postcode: string; streetId: number; street: string; townName?: string }', description: 'A street was chosen from the suggestions.' },
    'mercato:service-selected': { detail: "{ postcode: string; streetId: number; street: string; site: 'supermercato' | 'drive' | 'pharma' | 'pharma-drive' | 'prenotazioni'; driveId?: number; negozioFisicoId?: number; redirectUrl: string }", description: 'The shopper chose a service and the guest session is open; cancelable (preventDefault keeps the page).' },
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
} satisfies WidgetMeta;
