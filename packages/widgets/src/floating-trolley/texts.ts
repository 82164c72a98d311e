// The trolley widgets' texts, all from @mercato/core's Italian messages (area modules only, so the
// element bundles just what it shows).
import { trolley as tr, t } from '@mercato/core/i18n/it';

export const texts = {
  ...tr,
  products: (n: number) => (n === 1 ? tr.oneProduct : t(tr.manyProducts, { count: n })),
  badgeLabel: (n: number) => (n === 1 ? tr.badgeOne : t(tr.badge, { count: n })),
  removeLabel: (product: string) => t(tr.remove, { product }),
  quantityLabel: (product: string) => t(tr.quantityOf, { product }),
  removedMsg: (product: string) => t(tr.removed, { product }),
  quantityChangedMsg: (product: string, quantity: number) => t(tr.quantityChanged, { product, quantity }),
  deliveryLimitMsg: (hours: number) => t(tr.deliveryLimit, { hours }),
};
