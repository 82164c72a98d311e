// The address checker's texts, all from @mercato/core's Italian messages (one area module each, so the
// element bundles only what it shows).
import { common, errors, notifyMe, onboarding as o, validation as v, t } from '@mercato/core/i18n/it';
import type { Navigation } from '@mercato/contracts';

export const texts = {
  ...o,
  postcodeRequired: v.postcodeRequired,
  postcodeInvalid: v.postcodeInvalid,
  postcodeNotSupported: v.streetNotFound,
  streetSelectMsg: v.streetSelect,
  streetNotFoundMsg: v.streetNotFound,
  streetsFound: (n: number) => (n === 1 ? o.oneStreetFound : t(o.streetsFound, { count: n })),
  servicesFor: (street: string, postcode: string, town?: string) => `${t(o.servicesFor, { street, postcode })}${town ? ` ${town}` : ''}`,
  pickupTitle: (site: Navigation) => (site === 'prenotazioni' ? o.chooseStore : o.chooseDrive),
  pickupNone: (site: Navigation) => (site === 'prenotazioni' ? o.noStores : o.noDrives),
  pointsFound: (n: number) => (n === 1 ? o.onePointFound : t(o.pointsFound, { count: n })),
  notify: notifyMe,
  ok: common.ok,
  cancel: common.cancel,
  close: common.close,
  genericError: errors.generic,
};
