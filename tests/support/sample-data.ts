// Sample data the tests of every package share (server, client, site, contracts). Tests only: no package
// exports it and no shipped module imports it, so it never reaches a browser bundle.
import type { BillingAddressInput } from '@mercato/contracts/checkout';

/** A complete, valid Italian personal billing address (orders §5): the fiscal code passes its check letter. */
export const SAMPLE_BILLING_ADDRESS = {
  name: 'Casa',
  type: 'PERSONAL',
  countryType: 'IT',
  heading: 'Mario Rossi',
  street: 'Via Roma',
  houseNumber: '1',
  postcode: '20121',
  town: 'Milano',
  country: 'Italia',
  province: 'MI',
  taxCode: 'RSSMRA85T10A562S',
} as const satisfies BillingAddressInput;

/** A cookie centre's configuration (GET analytics/cookie-center/config): one read-only and one optional category. */
export const SAMPLE_COOKIE_CONFIG = {
  navigation: 'supermercato',
  channel: 'web',
  policyVersion: 'v1',
  enabled: true,
  cookieCenterConfigList: [
    {
      id: 1,
      cookieKey: 'technical',
      enabled: true,
      readOnly: true,
      hasCookie: true,
      iconClass: null,
      checked: true,
      title: 'Cookie tecnici',
      description: 'Necessari.',
      durationMonths: 60,
    },
    {
      id: 2,
      cookieKey: 'analytics',
      enabled: true,
      readOnly: false,
      hasCookie: true,
      iconClass: null,
      checked: false,
      title: 'Cookie analitici',
      description: 'Statistiche.',
      durationMonths: 6,
    },
  ],
};
