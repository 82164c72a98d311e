// The trolley exceptions of spec orders §8 that the add and quantity calls answer (with the trolley
// unchanged for that product), and their texts.
import { QUANTITY_MAX, type TrolleyException } from '@mercato/contracts';
import { common, t, trolley as trolleyTexts, trolleyApi } from '@mercato/contracts/i18n/it';
import { limitOf, type ProductRow } from './rows.ts';

const slotDay = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Rome',
});
const slotTime = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

/** The first-slot-loss text (orders §8), naming the slot that would be lost in Rome time. */
export function firstSlotLossText(product: string, startsAt: Date, endsAt: Date): string {
  return t(trolleyApi.firstSlotLoss, {
    product,
    day: slotDay.format(startsAt),
    start: slotTime.format(startsAt),
    end: slotTime.format(endsAt),
  });
}

/** An exception about product `p`. */
export const exception = (
  code: TrolleyException['code'],
  p: { id: number; description: string },
  message: string,
  extra: Partial<TrolleyException> = {},
): TrolleyException => ({ code, productId: p.id, description: p.description, message, ...extra });

/** The exception of a quantity over the product's limit: its maximum purchasable, or its availability. */
export function quantityException(p: ProductRow, ordered: number): TrolleyException {
  const limit = limitOf(p);
  if (p.maxPurchasableQuantity <= p.availableQuantity && p.maxPurchasableQuantity <= QUANTITY_MAX) {
    return exception('MAX_PURCHASABLE_QUANTITY', p, t(trolleyApi.maxQuantity, { product: p.description, max: limit }), {
      maxQuantity: limit,
      orderedQuantity: ordered,
    });
  }
  return exception(
    'QUANTITY_EXCEEDS_AVAILABILITY',
    p,
    t(trolleyApi.quantityExceeds, { product: p.description, ordered, available: limit }),
    {
      orderedQuantity: ordered,
      availableQuantity: limit,
      buttons: [trolleyTexts.changeSlot, common.continue],
    },
  );
}
