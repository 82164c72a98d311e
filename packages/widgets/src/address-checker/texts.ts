// The texts of the address checker's first step (postcode and street), from @mercato/contracts'
// Italian messages: only the module of that step, so the element carries at load just what it shows. The
// services step, the pickup chooser and the dialogs take theirs from services-texts.ts, in their chunks.
import { addressCheck as a, addressValidation as v } from '@mercato/contracts/i18n/it-address-check';
import { t } from '@mercato/contracts/i18n/t';

export const texts = {
  ...a,
  postcodeInvalid: v.postcodeInvalid,
  postcodeNotSupported: v.streetNotFound,
  streetNotFoundMsg: v.streetNotFound,
  streetsFound: (n: number) => (n === 1 ? a.oneStreetFound : t(a.streetsFound, { count: n })),
};
