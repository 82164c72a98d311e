// The floating trolley panel's texts (loaded with the panel), from @mercato/core's Italian messages.
import { trolleyPanel as tp } from '@mercato/contracts/i18n/it-trolley-panel';
import { t } from '@mercato/contracts/i18n/t';
import { texts } from './texts.ts';

export const panelTexts = {
  ...texts,
  ...tp,
  products: (n: number) => (n === 1 ? tp.oneProduct : t(tp.manyProducts, { count: n })),
  removeLabel: (product: string) => t(tp.remove, { product }),
  addToListLabel: (product: string) => t(tp.addToList, { product }),
  removedMsg: (product: string) => t(tp.removed, { product }),
  quantityChangedMsg: (product: string, quantity: number) => t(tp.quantityChanged, { product, quantity }),
  deliveryLimitMsg: (hours: number) => t(tp.deliveryLimit, { hours }),
};
