// The public interface of <mercato-cookie-centre>, declared once (see widget-meta.ts): `props` are the
// element's props and attributes (kebab-case: api-base, policy-url, …), `meta` documents them and
// custom-elements.json is generated from it.
import type { PropTypes, WidgetMeta } from '../runtime/widget-meta.ts';

export const props = {
  apiBase: 'string',
  navigation: 'string',
  channel: 'string',
  policyUrl: 'string',
  bannerHidden: 'boolean',
  noReload: 'boolean',
} as const satisfies PropTypes;

export const meta = {
  description:
    "The cookie policy footer banner ('Accetta tutti', 'Gestisci cookie', \"Leggi l'informativa Cookie\" and a close " +
    "control that keeps only the necessary cookies) and the cookie centre 'Gestore consensi Cookie', downloaded when " +
    'opened: one section per category of the shop’s configuration, read-only categories always on, ' +
    "'Salva le impostazioni'. Saves the choices as consent cookies (known categories only, yes/no), records the " +
    'decision on the shop, honours Global Privacy Control, runs <script type="text/plain" data-category> once ' +
    'their category is accepted, and opens from any element with data-cookie-centre on the page.',
  props,
  attributes: {
    apiBase: {
      description:
        "Origin of the shop's API when the element is on another site, e.g. https://www.mercato.it. Absent: same origin (or <mercato-config api-base> / data-api-base on the script tag).",
    },
    navigation: {
      default: 'supermercato',
      description:
        "The navigation whose cookie configuration and policy version apply: 'supermercato', 'drive', 'pharma', 'pharma-drive' or 'prenotazioni'.",
    },
    channel: {
      default: 'web',
      description: "'web', or 'app' in the native app, which accepts the policy at once (no banner).",
    },
    policyUrl: {
      default: '/cookie-policy',
      description: 'Where "Leggi l\'informativa Cookie" leads (on the API origin when api-base is set).',
    },
    bannerHidden: {
      default: false,
      description:
        "The footer banner is not shown on this page (a route marked to disable it); 'Gestisci cookie' still opens the centre.",
    },
    noReload: {
      default: false,
      description:
        "After a change saved in the centre, the 'Cookie Policy' alert's 'Continua' closes it instead of reloading the page.",
    },
  },
  events: {
    'mercato:consent-saved': {
      detail: 'ConsentSaved',
      description:
        'The visitor decided (banner or centre): the categories accepted and refused. Every change is also announced on window as mercato:consent-changed.',
    },
    'mercato:cookie-centre-toggle': {
      detail: '{ open: boolean }',
      description: "The centre 'Gestore consensi Cookie' opened or closed.",
    },
  },
  types: {
    ConsentSaved:
      "{ source: 'accept-all' | 'close' | 'save' | 'app' | 'auto' | 'gpc'; policyVersion: string; categories: Record<string, boolean> }",
  },
  parts: [
    { name: 'root', description: 'The wrapper of the widget.' },
    { name: 'banner', description: 'The footer banner.' },
    { name: 'centre', description: "The dialog 'Gestore consensi Cookie'." },
    { name: 'modal-dialog', description: "The 'Cookie Policy' alert after a change." },
  ],
  slots: [
    {
      name: 'banner',
      description:
        "A banner the page's server wrote inside the element with bannerMarkup(policyUrl, { inPage: true }) " +
        '(@mercato/widgets/cookie-centre/banner-markup: a section.cc-banner with slot="banner", hidden), so that ' +
        'it is in the first paint (ADR 0057). The element adopts it instead of drawing its own: it wires its ' +
        "controls, shows or hides it as the visitor's decision says once the configuration has arrived, and " +
        'removes it once the visitor has decided. The page styles it (cookie-centre.css) and may show it before ' +
        'the element is defined.',
    },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Brand colour of the buttons and the switches.' },
    { name: '--mercato-color-surface', description: 'Background of the banner and of the centre.' },
    { name: '--mercato-color-text', description: 'Text colour.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
  ],
} satisfies WidgetMeta<typeof props>;
