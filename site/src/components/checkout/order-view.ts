// What the order pages show of an order card, as plain functions.
import type { OrderCard } from '@mercato/contracts/checkout';
import { formatCalendarDay, formatDate } from '@mercato/contracts/format/date';
import { checkoutPages as texts, t } from '@mercato/contracts/i18n/it';

/** 'giovedì 26 novembre, dalle 10:00 alle 12:00' of the order's slot (Rome local already). */
export const orderSlotText = (order: OrderCard) =>
  t(texts.slotText, { date: formatCalendarDay(order.slotDate), start: order.slotStartTime, end: order.slotEndTime });

/** The insert date, dd/MM/yyyy in Rome. */
export const insertDateText = (order: OrderCard) => formatDate(new Date(order.orderInsertTime));
