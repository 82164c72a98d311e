// The elements' props and their attribute types (kebab-case attributes). meta.ts documents each one;
// widgets.test.ts checks `props` against `meta`, FloatingTrolley.test.tsx `addProps` against `addMeta`.
import type { PropType } from '../define-widget.ts';

/** <mercato-floating-trolley> */
export const props = {
  apiBase: 'string',
  checkoutUrl: 'string',
  open: 'boolean',
} as const satisfies Record<string, PropType>;

/** <mercato-add-to-trolley> (registered by the same element bundle). */
export const addProps = {
  apiBase: 'string',
  productId: 'number',
  description: 'string',
  quantity: 'number',
  hideQuantity: 'boolean',
  changeSlotUrl: 'string',
} as const satisfies Record<string, PropType>;
