// The trolley widgets' texts shown on load (trolley button, add buttons), all from @mercato/contracts'
// Italian messages (area modules only, so the element bundles just what it shows). The panel's texts
// are in panel-texts.ts and travel with the panel's lazy chunk.
import { trolley as tr } from '@mercato/contracts/i18n/it-trolley';
import { t } from '@mercato/contracts/i18n/t';

export const texts = {
  ...tr,
  badgeLabel: (n: number) => (n === 1 ? tr.badgeOne : t(tr.badge, { count: n })),
  quantityLabel: (product: string) => t(tr.quantityOf, { product }),
};
