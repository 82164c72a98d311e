// What the order pages show of an order card, as plain functions.
import type { OrderCard } from '@mercato/contracts/checkout';
import { formatDate } from '@mercato/contracts/format/date';
import { slotWhenText } from './checkout-view.ts';

/** 'giovedì 26 novembre, dalle 10:00 alle 12:00' of the order's slot (Rome local already). */
export const orderSlotText = (order: OrderCard) => slotWhenText(order.slotDate, order.slotStartTime, order.slotEndTime);

/** The insert date, dd/MM/yyyy in Rome. */
export const insertDateText = (order: OrderCard) => formatDate(new Date(order.orderInsertTime));
