// Delivery and pickup slots (orders §2 "Delivery slot panels", §3 Slot, §4 slot states; shell §3
// slotReservationDTO, §4 delivery header). The call paths are not shown in the spec; ours are:
//
//   GET    slots/availability?postcode=&site=&from=   open look-up (any origin, no credentials): the week of
//                                                     slots for a postcode, read-only (partner pages)
//   GET    slots/events?scope=                        open: server-sent events, one `SlotEvent` per change
//   GET    auth/slots?from=&orderId=                  the shopper's week for the current shopping address
//   POST   auth/slots/reservation  SlotBookRequest    book (or change) the shopper's slot → SlotReservation
//   POST   auth/slots/reservation/extend              hold the booked slot longer → SlotReservation
//   DELETE auth/slots/reservation                     release it (204)
//
// Times are stored in UTC and shown in Europe/Rome: every date and time here is Rome local
// ('yyyy-MM-dd', 'HH:mm'), every instant is ISO 8601 UTC.
import * as z from 'zod/mini';
import { Navigation, SlotViewStatus } from './enums.ts';
import { DbId } from './ids.ts';
import { Postcode } from './address.ts';

/** A Rome calendar day, yyyy-MM-dd. */
export const SlotDate = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/**
 * What a shopper may do with a slot (orders §4): AVAILABLE; BLOCKED_BY_TROLLEY (a product in the trolley
 * needs more preparation time than the slot's lead time); RESERVED (the shopper's own booking);
 * SOLD_OUT (no place left); INACTIVE (closed, or past its booking cut-off).
 */
export const SlotState = z.enum(['AVAILABLE', 'BLOCKED_BY_TROLLEY', 'RESERVED', 'SOLD_OUT', 'INACTIVE']);
export type SlotState = z.infer<typeof SlotState>;

/** Kinds of the shopper's own orders already on a slot (legend: pharmacy, grocery, wine-shop, beauty order). */
export const SlotOrderKind = z.enum(['pharmacy', 'grocery', 'wine', 'beauty']);
export type SlotOrderKind = z.infer<typeof SlotOrderKind>;

/** One slot (orders §3 Slot), with `state` the one thing a picker needs to draw it. */
export const Slot = z.object({
  slotId: z.number(),
  /** `${startDate}T${startTime}` of the time range: the cell of the weekly grid. */
  uniqueTimeId: z.string(),
  /** The shopper's booked slot (state RESERVED). */
  checked: z.boolean(),
  /** Integer cents; 0 is free ('Gratis'). */
  price: z.number(),
  /** Promotional price (the checkout legend's "promotional"). */
  promotional: z.optional(z.boolean()),
  startDate: SlotDate,
  startTime: z.string(),
  endTime: z.string(),
  timeRangeId: z.number(),
  eco: z.boolean(),
  fast: z.boolean(),
  /** Not bookable now: SOLD_OUT, BLOCKED_BY_TROLLEY or INACTIVE. */
  notAvailable: z.boolean(),
  state: SlotState,
  viewStatus: z.nullable(SlotViewStatus),
  /** Kinds of the shopper's own orders on this slot. */
  orderKinds: z.optional(z.array(SlotOrderKind)),
  supermercatoOrdersPublicIds: z.optional(z.array(z.string())),
  externalCompatibilityInfoList: z.optional(z.array(z.object({ description: z.string(), imagePath: z.string() }))),
});
export type Slot = z.infer<typeof Slot>;

/** A time range: one row of the weekly grid (spec: time range id). */
export const SlotTimeRange = z.object({ id: z.number(), startTime: z.string(), endTime: z.string() });
export type SlotTimeRange = z.infer<typeof SlotTimeRange>;

export const SlotDay = z.object({ date: SlotDate, slots: z.array(Slot) });
export type SlotDay = z.infer<typeof SlotDay>;

/** The shopper's held slot (shell §3 slotReservationDTO). */
export const SlotReservation = z.object({
  slotId: z.number(),
  site: Navigation,
  startDate: SlotDate,
  startTime: z.string(),
  endTime: z.string(),
  price: z.number(),
  /** When the hold ends unless extended (ISO, UTC); null once an order holds it. */
  reservedUntil: z.nullable(z.string()),
  /** From when the 'extend' prompt shows (ISO, UTC). */
  extendFrom: z.nullable(z.string()),
});
export type SlotReservation = z.infer<typeof SlotReservation>;

/** The answer of GET slots/availability and GET auth/slots: seven days from `from`. */
export const SlotWeek = z.object({
  site: Navigation,
  from: SlotDate,
  /** The first day of the previous / next seven days, null at the ends of the horizon. */
  previousFrom: z.nullable(SlotDate),
  nextFrom: z.nullable(SlotDate),
  timeRanges: z.array(SlotTimeRange),
  days: z.array(SlotDay),
  /** The first slot a shopper can book within the horizon (the slot button's 'first available date'). */
  firstAvailable: z.nullable(Slot),
  reservation: z.nullable(SlotReservation),
  /** True for the open look-up and for visitors without a login: nothing can be booked here. */
  readOnly: z.boolean(),
  /** The scope to pass to slots/events for live changes of these slots. */
  scope: z.string(),
});
export type SlotWeek = z.infer<typeof SlotWeek>;

/** GET slots/availability query. */
export const SlotAvailabilityQuery = z.object({
  postcode: Postcode,
  site: z.optional(Navigation),
  from: z.optional(SlotDate),
});
export type SlotAvailabilityQuery = z.infer<typeof SlotAvailabilityQuery>;

/** GET auth/slots query; orderId: the week seen when changing an order's slot. */
export const SlotWeekQuery = z.object({ from: z.optional(SlotDate), orderId: z.optional(DbId) });
export type SlotWeekQuery = z.infer<typeof SlotWeekQuery>;

/** An idempotency key: the same key books once (a retry or a double click answers the first result). */
export const IdempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** POST auth/slots/reservation. */
export const SlotBookRequest = z.object({ slotId: DbId, idempotencyKey: IdempotencyKey });
export type SlotBookRequest = z.infer<typeof SlotBookRequest>;

/**
 * A booking that lost the race (HTTP 409, error code SLOT_SOLD_OUT): the error answer carries the nearest
 * free slots in `nearest`.
 */
export const SlotConflict = z.object({ nearest: z.array(Slot) });
export type SlotConflict = z.infer<typeof SlotConflict>;

/** One server-sent event of slots/events (event name `slot`): a slot changed state for everyone. */
export const SlotEvent = z.object({
  slotId: z.number(),
  /** AVAILABLE or SOLD_OUT (or INACTIVE); per-shopper states are not broadcast. */
  state: SlotState,
});
export type SlotEvent = z.infer<typeof SlotEvent>;
