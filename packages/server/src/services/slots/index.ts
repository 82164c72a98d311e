// Delivery and pickup slots (issue 15; spec orders §2 "Delivery slot panels", §3 Slot, §4 slot states,
// §6 free visitor, §9; shell §3 slotReservationDTO, slotReservationLoss, firstSlotLoss). The calls are
// those of contracts slots.ts: the shopper's week, the open look-up of a postcode's week, booking,
// extending and releasing the hold, and the live events.
//
// The named functions live in services/slots/: states.ts (a slot's state and view status for a shopper),
// week.ts (reading), booking.ts (book, extend, release), expiry.ts (ended holds give their place back),
// horizon.ts (slots roll forward), events.ts (LISTEN/NOTIFY and the open streams). The rules the trolley,
// the checkout and the order changes read too are the lower module services/slot-rules/: scope.ts (whose
// slots), time.ts (Rome days, the horizon, the booking cut-off), losses.ts (the slot-loss messages of the
// next page). Locks and their order: services/locks.ts. This module is the area's entry: its calls, each
// taking the slots' context (with the shop's timer) first.
//
// chosen:
// - booking cut-off: a slot is bookable until SLOT_BOOKING_CUTOFF_MINUTES (120) before it starts;
// - the hold: MERCATO_SLOT_HOLD_MINUTES (default SLOT_HOLD_MINUTES, 120), extendable again and again
//   until the cut-off; the sweep every config.slots.sweepIntervalMs (30 s), and every read of slots
//   releases ended holds first;
// - the week of a power guest is read-only (states for their trolley, nothing to book: booking asks for
//   a login, 401 'Effettua l'accesso per utilizzare il servizio'), visitors get that 401 everywhere;
// - a `from` outside the horizon is clamped into it; a shopper without a shopping address gets an
//   empty, read-only week.
import * as z from 'zod/mini';
import {
  DbIdParam,
  Navigation as NavigationSchema,
  navigationOf,
  Postcode,
  SLOT_EVENT_STREAMS_PER_CLIENT,
  type Navigation,
  type Slot,
  type SlotBookRequest,
  type SlotReservation,
  type SlotWeek,
} from '@mercato/contracts';
import {
  apiErrors,
  onboarding,
  onboardingApi,
  slots as slotTexts,
  slotsApi,
  validation,
} from '@mercato/contracts/i18n/it';
import { and, eq } from 'drizzle-orm';
import type { ShopConfig } from '../../config.ts';
import type { Db, Listen } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';
import { orderRightsOf } from '../orders/index.ts';
import { drives, postcodes } from '../../db/schema/geo.ts';
import { alert, badRequest, notFound } from '../../errors.ts';
import { type Parsed, valueOrThrow } from '../../validation.ts';
import type { OwnCache } from '../own-cache/index.ts';
import type { Session } from '../sessions/index.ts';
import * as booking from './booking.ts';
import { currentReservation, type BookingContext } from './booking.ts';
import { createSlotEventHub } from './events.ts';
import { createStreamLeases, type StreamLeases } from './stream-leases.ts';
import { expireHolds, purgeKeys } from './expiry.ts';
import { extendHorizon } from './horizon.ts';
import { takeLosses } from '../slot-rules/losses.ts';
import { setFreePlaces as setFreePlacesAt } from './test-places.ts';
import { orderScope, parseScope, postcodeScope, scopeKey, shopperScope, type SlotScope } from '../slot-rules/scope.ts';
import { toSlot, type ShopperView } from './states.ts';
import { horizonOf, isSlotDate } from '../slot-rules/time.ts';
import {
  loadWeek,
  orderPreparationHours,
  ordersByTime,
  trolleyPreparationHours,
  weekOf,
  weekStart,
  firstBookable,
} from './week.ts';
import { assertMayChange, customerNavigation, findTrolleyOwner } from '../owner.ts';
import { findOpen } from '../owner.ts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';

// The calls' input, checked at their routes (routes/slots.ts, the form's messages: parseForm); the
// contracts' SlotWeekQuery and SlotAvailabilityQuery are the client's view of the same.
const SlotDay = z.string().check(z.refine(isSlotDate));
/** GET auth/slots?from=&orderId=. */
export const WeekQuery = z.object({
  from: z.optional(SlotDay),
  orderId: z.optional(DbIdParam),
});
export type WeekQuery = z.output<typeof WeekQuery>;
/** GET slots/availability?postcode=&site=&from=. */
export const AvailabilityQuery = z.object({
  postcode: Postcode,
  site: z.optional(NavigationSchema),
  from: z.optional(SlotDay),
});
export type AvailabilityQuery = z.output<typeof AvailabilityQuery>;
/** GET slots/events?scope=: a scope's key (slot-rules/scope.ts). */
export const EventsQuery = z.object({ scope: z.string().check(z.refine((s) => parseScope(s) !== null)) });
export type EventsQuery = z.output<typeof EventsQuery>;

export interface SlotServiceDeps {
  /** LISTEN of the shop's database (db/client.ts). */
  listen: Listen;
  /** The clock (tests move it); default the system's. */
  now?: () => Date;
  /** Where the delivery bar's look-up keeps the shopper's part. */
  ownCache: OwnCache;
}

/** The live events' part of the context: the process's LISTEN hub and its leases of open streams (counted in the database). */
export interface SlotEventsContext {
  hub: ReturnType<typeof createSlotEventHub>;
  streams: StreamLeases;
}

/** What every call of the slots needs (booking.ts's context, the live events, the shop's timer). */
export interface SlotContext extends BookingContext, SlotEventsContext {
  config: ShopConfig;
  ownCache: OwnCache;
  /** The process's own state: the horizon last made sure of (its last day, extended at most once a day
   * per process) and the expiry sweep's timer. */
  state: {
    coveredThrough: string;
    extending: Promise<void> | null;
    timer?: ReturnType<typeof setInterval>;
    sweeping: Promise<void> | null;
    closed: boolean;
  };
}

/** The slots' context of a shop: the hold's length of the configuration, a LISTEN hub, no timer yet. */
export function slotContext(db: Db, config: ShopConfig, deps: SlotServiceDeps): SlotContext {
  return {
    db,
    config,
    now: deps.now ?? (() => new Date()),
    holdMs: config.slots.holdMinutes * 60_000,
    ownCache: deps.ownCache,
    hub: createSlotEventHub(deps.listen),
    streams: createStreamLeases(db, SLOT_EVENT_STREAMS_PER_CLIENT),
    state: { coveredThrough: '', extending: null, sweeping: null, closed: false },
  };
}

/** The navigation of a scope's slots: home delivery, the pickup point's site, Prenota e Ritira. */
async function siteOfScope(db: Db, scope: SlotScope): Promise<Navigation> {
  if (scope.kind === 'area') return 'supermercato';
  if (scope.kind === 'store') return 'prenotazioni';
  const [d] = await db.select({ site: drives.site }).from(drives).where(eq(drives.id, scope.id)).limit(1);
  return (d?.site as Navigation | undefined) ?? 'drive';
}

const guestOwner = (guestSessionId: string, navigation: Navigation) => ({
  customerId: null,
  guestSessionId,
  navigation,
  hasFidatyCard: false,
  ruleAgreementMissing: null,
});
const customerOwner = (customerId: number, navigation: Navigation) => ({
  customerId,
  guestSessionId: null,
  navigation,
  hasFidatyCard: false,
  ruleAgreementMissing: null,
});

/** Makes the slots missing up to the horizon's end (on start and, once a day, before a read). */
export async function ensureHorizon(ctx: SlotContext): Promise<void> {
  const { db, now, state } = ctx;
  const { last } = horizonOf(now());
  if (last <= state.coveredThrough) return;
  state.extending ??= extendHorizon(db, now())
    .then(() => {
      state.coveredThrough = last;
    })
    .finally(() => {
      state.extending = null;
    });
  await state.extending;
}

/** Releases ended holds now (the timer's work); answers how many. */
export async function sweep(ctx: SlotContext): Promise<number> {
  const { db, now } = ctx;
  const released = await expireHolds(db, now());
  await purgeKeys(db, now());
  return released;
}

/** The navigation asked with `?nav=` (400 when unknown), else that of the customer's shopping address. */
async function navigationFor(ctx: SlotContext, customerId: number, nav: string | undefined): Promise<Navigation> {
  const { db } = ctx;
  if (nav === undefined || nav === '') return customerNavigation(db, customerId);
  const asked = navigationOf(nav);
  if (!asked) throw badRequest(apiErrors.invalidInput, [{ field: 'nav', message: onboardingApi.serviceInvalid }]);
  return asked;
}

/** The week of a scope as the shopper sees it (no scope: an empty, read-only week). */
async function shopperWeek(
  ctx: SlotContext,
  scope: SlotScope | null,
  o: {
    site: Navigation;
    from: string | undefined;
    at: Date;
    view: ShopperView;
    reservation: SlotReservation | null;
    readOnly: boolean;
  },
): Promise<SlotWeek> {
  const from = weekStart(o.from, o.at);
  const { rows, first } = scope ? await loadWeek(ctx.db, scope, from, o.at, o.view) : { rows: [], first: null };
  return weekOf(rows, { ...o, scope, from, first, now: o.at, readOnly: o.readOnly || scope === null });
}

async function customerWeek(ctx: SlotContext, customerId: number, from: string | undefined): Promise<SlotWeek> {
  const { db, now } = ctx;
  const at = now();
  await expireHolds(db, at, customerId);
  const scope = await shopperScope(db, { customerId, guestSessionId: null });
  const site = scope ? await siteOfScope(db, scope) : await customerNavigation(db, customerId);
  const trolley = await findOpen(db, customerOwner(customerId, site));
  const held = trolley?.slotReservedUntil && trolley.slotReservedUntil > at ? trolley.slotId : null;
  const view: ShopperView = {
    heldSlotId: held,
    heldLocked: false,
    lapsedSlotId: trolley?.lapsedSlotId ?? null,
    preparationHours: await trolleyPreparationHours(db, trolley?.id),
    orders: await ordersByTime(db, customerId, at),
  };
  const reservation = held ? await currentReservation(ctx, customerId, site) : null;
  return shopperWeek(ctx, scope, { site, from, at, view, reservation, readOnly: false });
}

async function orderWeek(
  ctx: SlotContext,
  customerId: number,
  orderId: number,
  from: string | undefined,
): Promise<SlotWeek> {
  const { db, now } = ctx;
  const at = now();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) throw notFound(slotsApi.orderNotFound);
  const scope = await orderScope(db, order);
  // The one rule of what can change (services/orders/ orderRightsOf): the slot, before its cut-off.
  const changeable = orderRightsOf(order, at).slotModifiable;
  const view: ShopperView = {
    heldSlotId: order.slotId,
    heldLocked: !changeable,
    lapsedSlotId: null,
    preparationHours: await orderPreparationHours(db, order.id),
    orders: await ordersByTime(db, customerId, at),
  };
  const site = order.navigation as Navigation;
  return shopperWeek(ctx, scope, { site, from, at, view, reservation: null, readOnly: !changeable });
}

async function guestWeek(ctx: SlotContext, session: Session, from: string | undefined): Promise<SlotWeek> {
  const { db, now } = ctx;
  const at = now();
  const scope = await shopperScope(db, { customerId: null, guestSessionId: session.id });
  const site = scope ? await siteOfScope(db, scope) : (navigationOf(session.site) ?? 'supermercato');
  const trolley = await findOpen(db, guestOwner(session.id, site));
  const view: ShopperView = {
    heldSlotId: null,
    heldLocked: false,
    lapsedSlotId: null,
    preparationHours: await trolleyPreparationHours(db, trolley?.id),
    orders: new Map(),
  };
  return shopperWeek(ctx, scope, { site, from, at, view, reservation: null, readOnly: true });
}

/** On the shop's start: the horizon made, and the expiry sweep's timer started. */
export async function start(ctx: SlotContext): Promise<void> {
  const { config, state } = ctx;
  await ensureHorizon(ctx);
  state.timer = setInterval(() => {
    if (state.sweeping || state.closed) return;
    state.sweeping = sweep(ctx)
      .then(() => undefined)
      .catch((err: unknown) => {
        if (!state.closed) console.error('[mercato] slot hold sweep failed:', err);
      })
      .finally(() => {
        state.sweeping = null;
      });
  }, config.slots.sweepIntervalMs);
  state.timer.unref();
}

/** On the shop's close (before the database's): the timer stopped, every live stream ended. */
export async function close(ctx: SlotContext): Promise<void> {
  const { hub, streams, state } = ctx;
  state.closed = true;
  clearInterval(state.timer);
  await state.sweeping;
  await state.extending?.catch(() => {});
  await hub.close();
  // This instance's stream leases go with it (a stream that ended just now may still be giving its own).
  await streams.close().catch(() => {});
}

/**
 * The first slot a logged customer can book in the service of their shopping address, for the
 * delivery bar's button on every page (the week's `firstAvailable`, without building the week: one
 * look-up of the first free place instead of the seven days, their states and the customer's orders;
 * so the slot does not list the customer's orders at that time). Holds that ran out are released
 * first, as the week does.
 */
export async function firstAvailable(
  ctx: SlotContext,
  customerId: number,
  /** The session and page stamp under which the shopper's part of the look-up is kept (own-cache.ts). */
  own?: { session: Session; stamp: string | null },
): Promise<{ site: Navigation; firstAvailable: Slot | null } | null> {
  const { db, now } = ctx;
  const at = now();
  // The shopper's part: their service and site, the held or lapsed slot, the trolley's preparation
  // time. It ends with the hold, and with any change to the trolley or the address (own version).
  const shopper = async () => {
    await expireHolds(db, at, customerId);
    const scope = await shopperScope(db, { customerId, guestSessionId: null });
    if (!scope) return { value: null };
    const site = await siteOfScope(db, scope);
    const trolley = await findOpen(db, customerOwner(customerId, site));
    const holdEnds = trolley?.slotReservedUntil && trolley.slotReservedUntil > at ? trolley.slotReservedUntil : null;
    const view: ShopperView = {
      heldSlotId: holdEnds ? (trolley?.slotId ?? null) : null,
      heldLocked: false,
      lapsedSlotId: trolley?.lapsedSlotId ?? null,
      preparationHours: await trolleyPreparationHours(db, trolley?.id),
      orders: new Map(),
    };
    return { value: { scope, site, view }, until: holdEnds?.getTime() ?? null };
  };
  const mine = own ? await ctx.ownCache.get(own.session, 'first-slot', own.stamp, shopper) : (await shopper()).value;
  if (!mine) return null;
  // The slots' part is everyone's (places taken by other shoppers): read each time.
  const row = await firstBookable(db, mine.scope, at, mine.view);
  return { site: mine.site, firstAvailable: row ? toSlot(row, at, mine.view) : null };
}

/** GET auth/slots?from=&orderId=: the week of the shopper's shopping address (or of an order). */
export async function week(ctx: SlotContext, session: Session | null, q: WeekQuery): Promise<SlotWeek> {
  await ensureHorizon(ctx);
  if (session?.kind === 'logged' && session.customerId !== null) {
    return q.orderId !== undefined
      ? orderWeek(ctx, session.customerId, q.orderId, q.from)
      : customerWeek(ctx, session.customerId, q.from);
  }
  if (session?.kind === 'powerGuest') return guestWeek(ctx, session, q.from);
  throw alert(401, slotTexts.freeVisit);
}

/**
 * GET slots/availability: the read-only week of a postcode, for anyone (partner pages). An unknown
 * postcode is 404 'CAP non valido' (shell §5); one with no service, the address check's 'service
 * unavailable' (or, for pickup, that no point or store is there).
 */
export async function availability(ctx: SlotContext, q: AvailabilityQuery): Promise<SlotWeek> {
  const { db, now } = ctx;
  const site = q.site ?? 'supermercato';
  const [pc] = await db
    .select({ checkResult: postcodes.checkResult, areaId: postcodes.deliveryAreaId })
    .from(postcodes)
    .where(eq(postcodes.postcode, q.postcode))
    .limit(1);
  if (!pc) throw notFound(validation.postcodeInvalid);
  const home = site === 'supermercato' || site === 'pharma';
  const scope: SlotScope | null =
    pc.checkResult === 'NOT_SUPPORTED'
      ? null
      : home
        ? pc.areaId === null
          ? null
          : { kind: 'area', id: pc.areaId }
        : await postcodeScope(db, q.postcode, site);
  if (!scope) {
    const message =
      site === 'prenotazioni'
        ? onboarding.noStores
        : site === 'drive' || site === 'pharma-drive'
          ? onboarding.noDrives
          : onboarding.serviceUnavailable;
    throw notFound(message);
  }
  await ensureHorizon(ctx);
  const at = now();
  await expireHolds(db, at);
  const from = weekStart(q.from, at);
  const { rows, first } = await loadWeek(db, scope, from, at, null);
  return weekOf(rows, { scope, site, from, first, now: at, view: null, reservation: null, readOnly: true });
}

/**
 * POST auth/slots/reservation: the customer's booking (rules accepted first, as for trolley changes; the
 * body's refusal after them, where the booking reads it).
 */
export async function book(
  ctx: SlotContext,
  session: Session | null,
  input: Parsed<SlotBookRequest>,
): Promise<SlotReservation> {
  const { db, now } = ctx;
  const owner = await findTrolleyOwner(db, session);
  if (!owner || owner.customerId === null) throw alert(401, slotTexts.freeVisit);
  assertMayChange(owner);
  await expireHolds(db, now(), owner.customerId);
  return booking.book(ctx, owner.customerId, valueOrThrow(input));
}

/** POST auth/slots/reservation/extend?nav=: the customer's hold in that navigation (default: their address's). */
export async function extend(ctx: SlotContext, customerId: number, nav?: string): Promise<SlotReservation> {
  const { db, now } = ctx;
  const navigation = await navigationFor(ctx, customerId, nav);
  await expireHolds(db, now(), customerId);
  return booking.extend(ctx, customerId, navigation);
}

/** DELETE auth/slots/reservation?nav=: gives the customer's place back. */
export async function release(ctx: SlotContext, customerId: number, nav?: string): Promise<void> {
  const { db, now } = ctx;
  const navigation = await navigationFor(ctx, customerId, nav);
  await expireHolds(db, now(), customerId);
  await booking.release(ctx, customerId, navigation);
}

/**
 * The page configuration's slot fields for a logged customer: the hold in `nav` (slotReservationDTO),
 * and the losses not yet shown (taken: a loss is answered once).
 */
export async function pageSlots(ctx: SlotContext, customerId: number, nav: Navigation) {
  const { db, now } = ctx;
  await expireHolds(db, now(), customerId);
  const slotReservationDTO = await currentReservation(ctx, customerId, nav);
  return { slotReservationDTO, ...(await takeLosses(db, customerId)) };
}

/** The end-to-end tests' fixture (routes/test-hooks.ts): the slot left with `free` places. */
export function setFreePlaces(ctx: SlotContext, slotId: number, free: number) {
  return setFreePlacesAt(ctx.db, slotId, free, ctx.now());
}

/** The live events of GET slots/events (services.slots.events): the hub's and the counter's calls. */
export function slotEvents(hub: SlotEventsContext['hub'], streams: SlotEventsContext['streams']) {
  return {
    /** The scope's key of the checked query. */
    scopeOf: (query: EventsQuery): string => scopeKey(parseScope(query.scope) as SlotScope),
    /** Resolves once this process listens (the first stream starts the LISTEN). */
    ready: () => hub.ready(),
    subscribe: hub.subscribe,
    /**
     * Counts an open stream of a client address on every instance of the shop: its lease's id, or null past
     * SLOT_EVENT_STREAMS_PER_CLIENT (stream-leases.ts).
     */
    take: streams.take,
    /** The stream of that lease ended. */
    give: streams.give,
    /** Open streams in this process. */
    size: hub.size,
  };
}

/** The area bound to its context, with its live events, as other areas receive it. */
export type SlotService = BoundArea<typeof self, SlotContext> & { events: ReturnType<typeof slotEvents> };
