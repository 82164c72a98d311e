// The texts of the address checker once a street is chosen (services, pickup chooser, dialogs), from
// @mercato/core's Italian messages; they travel with the lazy chunks that show them.
import { common, errors, notifyMe, onboarding as o, t } from '@mercato/contracts/i18n/it';
import type { Navigation } from '@mercato/contracts';

export const texts = {
  ...o,
  servicesFor: (street: string, postcode: string, town?: string) =>
    `${t(o.servicesFor, { street, postcode })}${town ? ` ${town}` : ''}`,
  pickupTitle: (site: Navigation) => (site === 'prenotazioni' ? o.chooseStore : o.chooseDrive),
  pickupNone: (site: Navigation) => (site === 'prenotazioni' ? o.noStores : o.noDrives),
  pointsFound: (n: number) => (n === 1 ? o.onePointFound : t(o.pointsFound, { count: n })),
  notify: notifyMe,
  ok: common.ok,
  cancel: common.cancel,
  close: common.close,
  genericError: errors.generic,
};
