// How the slot picker writes days, time ranges, prices and a slot's accessible name
// ('giovedì 26 novembre, 10:00–12:00, 3,90 €, disponibile'). Slot days are Rome calendar days
// ('yyyy-MM-dd') and times Rome wall-clock times ('HH:mm'), as the contract gives them.
import { formatCalendarDay, formatTime, MONTHS_IT, WEEKDAYS_IT } from '@mercato/contracts/format/date';
import { formatPrice } from '@mercato/contracts/format/price';
import { texts } from './texts.ts';
import type { Slot, SlotOrderKind, SlotState, SlotTimeRange } from '@mercato/contracts/slots';

/** Weekday (0 Sunday), day of the month and month (1-12) of a calendar day 'yyyy-MM-dd'. */
function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), d, m };
}

/** 'giovedì 26 novembre' */
export const longDay = formatCalendarDay;

/** The short forms of a day for narrow places: ['gio', '26', 'nov']. */
export function shortDay(date: string): [string, string, string] {
  const p = parts(date);
  return [WEEKDAYS_IT[p.weekday]!.slice(0, 3), String(p.d), MONTHS_IT[p.m - 1]!.slice(0, 3)];
}

/** '26 novembre' */
export const dayOfMonth = (date: string) => longDay(date).replace(/^\S+ /, '');

/** '10:00–12:00' */
export const timeRange = (r: Pick<SlotTimeRange, 'startTime' | 'endTime'>) => `${r.startTime}–${r.endTime}`;

/** 'Gratis' or '3,90 €' */
export const price = (cents: number) => (cents ? formatPrice(cents) : texts.free);

/** 'HH:mm' in Rome of an instant (ISO). */
export const romeTime = (iso: string) => formatTime(new Date(iso));

const stateNames: Record<SlotState, string> = {
  AVAILABLE: texts.legend.available,
  BLOCKED_BY_TROLLEY: texts.legend.blockedByTrolley,
  RESERVED: texts.legend.reserved,
  SOLD_OUT: texts.legend.soldOut,
  INACTIVE: texts.legend.inactive,
};

const orderKindNames: Record<SlotOrderKind, string> = {
  pharmacy: texts.legend.pharmacyOrder,
  grocery: texts.legend.groceryOrder,
  wine: texts.legend.wineOrder,
  beauty: texts.legend.beautyOrder,
};

/** 'giovedì 26 novembre, 10:00–12:00' */
export const slotWhen = (slot: Pick<Slot, 'startDate' | 'startTime' | 'endTime'>) =>
  `${longDay(slot.startDate)}, ${timeRange(slot)}`;

/**
 * What a screen reader hears of a slot: day, time range, price and state, then what else the cell
 * shows (chosen, eco, fast, promotional, the shopper's orders on it), in the legend's words.
 */
export function slotName(slot: Slot, chosen?: boolean): string {
  const words = [slotWhen(slot), price(slot.price), chosen ? texts.chosen : stateNames[slot.state]];
  if (slot.eco) words.push(texts.legend.eco);
  if (slot.fast) words.push(texts.legend.fast);
  if (slot.promotional) words.push(texts.legend.promotional);
  for (const kind of slot.orderKinds ?? []) words.push(orderKindNames[kind]);
  if (slot.supermercatoOrdersPublicIds?.length) words.push(texts.legend.linkedToGroceryOrder);
  return words.join(', ').replace(/, (\p{Lu})/gu, (_, c: string) => `, ${c.toLowerCase()}`);
}

/** Whether a slot can be booked (or chosen) now. */
export const bookable = (slot: Slot) => slot.state === 'AVAILABLE' && !slot.notAvailable;
