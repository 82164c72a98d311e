// Delivery and pickup slots (issue 15; spec orders §2 "Delivery slot panels", §3 Slot, §4 slot states,
// §6 free visitor, §9; shell §3 slotReservationDTO, slotReservationLoss, firstSlotLoss). The calls are
// those of contracts slots.ts: the shopper's week, the open look-up of a postcode's week, booking,
// extending and releasing the hold, and the live events.
//
// The named functions live in services/slots/: scope.ts (whose slots), time.ts (Rome days, the horizon,
// the booking cut-off), states.ts (a slot's state and view status for a shopper), week.ts (reading),
// booking.ts (book, extend, release, with the lock order), expiry.ts (ended holds give their place
// back), losses.ts (the slot-loss messages of the next page), horizon.ts (slots roll forward), events.ts
// (LISTEN/NOTIFY and the open streams). This module keeps the service object the routes use and the
// shop's timer.
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
import type { ShopConfig } from '../config.ts';
import type { Db, Listen } from '../db/client.ts';
import { orders } from '../db/schema/commerce.ts';
import { orderRightsOf } from './orders.ts';
import { drives, postcodes } from '../db/schema/geo.ts';
import { alert, badRequest, notFound } from '../errors.ts';
import { parseForm } from '../validation.ts';
import type { OwnCache } from './own-cache.ts';
import type { Session } from './sessions.ts';
import { book, currentReservation, extend, release, type BookingContext } from './slots/booking.ts';
import { createSlotEventHub, createStreamCounter } from './slots/events.ts';
import { expireHolds, purgeKeys } from './slots/expiry.ts';
import { extendHorizon } from './slots/horizon.ts';
import { takeLosses } from './slots/losses.ts';
import { setFreePlaces } from './slots/test-places.ts';
import { orderScope, parseScope, postcodeScope, scopeKey, shopperScope, type SlotScope } from './slots/scope.ts';
import { toSlot, type ShopperView } from './slots/states.ts';
import { horizonOf, isSlotDate } from './slots/time.ts';
import {
  loadWeek,
  orderPreparationHours,
  ordersByTime,
  trolleyPreparationHours,
  weekOf,
  weekStart,
  firstBookable,
} from './slots/week.ts';
import { assertMayChange, customerNavigation, findTrolleyOwner } from './trolley/owner.ts';
import { findOpen } from './trolley/rows.ts';

const SlotDay = z.string().check(z.refine(isSlotDate));
const WeekQuery = z.object({
  from: z.optional(SlotDay),
  orderId: z.optional(DbIdParam),
});
const AvailabilityQuery = z.object({
  postcode: Postcode,
  site: z.optional(NavigationSchema),
  from: z.optional(SlotDay),
});
const EventsQuery = z.object({ scope: z.string().check(z.refine((s) => parseScope(s) !== null)) });

export interface SlotServiceDeps {
  /** LISTEN of the shop's database (db/client.ts). */
  listen: Listen;
  /** The clock (tests move it); default the system's. */
  now?: () => Date;
  /** Where the delivery bar's look-up keeps the shopper's part. */
  ownCache: OwnCache;
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

export function createSlotService(db: Db, config: ShopConfig, deps: SlotServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const booking: BookingContext = { db, now, holdMs: config.slots.holdMinutes * 60_000 };
  const hub = createSlotEventHub(deps.listen);
  const streams = createStreamCounter(SLOT_EVENT_STREAMS_PER_CLIENT);

  // The horizon this process last made sure of (its last day): extended at most once a day per process.
  let coveredThrough = '';
  let extending: Promise<void> | null = null;
  async function ensureHorizon(): Promise<void> {
    const { last } = horizonOf(now());
    if (last <= coveredThrough) return;
    extending ??= extendHorizon(db, now())
      .then(() => {
        coveredThrough = last;
      })
      .finally(() => {
        extending = null;
      });
    await extending;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let sweeping: Promise<void> | null = null;
  let closed = false;
  async function sweep(): Promise<number> {
    const released = await expireHolds(db, now());
    await purgeKeys(db, now());
    return released;
  }

  /** The navigation asked with `?nav=` (400 when unknown), else that of the customer's shopping address. */
  async function navigationFor(customerId: number, nav: string | undefined): Promise<Navigation> {
    if (nav === undefined || nav === '') return customerNavigation(db, customerId);
    const asked = navigationOf(nav);
    if (!asked) throw badRequest(apiErrors.invalidInput, [{ field: 'nav', message: onboardingApi.serviceInvalid }]);
    return asked;
  }

  /** The week of a scope as the shopper sees it (no scope: an empty, read-only week). */
  async function shopperWeek(
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
    const { rows, first } = scope ? await loadWeek(db, scope, from, o.at, o.view) : { rows: [], first: null };
    return weekOf(rows, { ...o, scope, from, first, now: o.at, readOnly: o.readOnly || scope === null });
  }

  async function customerWeek(customerId: number, from: string | undefined): Promise<SlotWeek> {
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
    const reservation = held ? await currentReservation(booking, customerId, site) : null;
    return shopperWeek(scope, { site, from, at, view, reservation, readOnly: false });
  }

  async function orderWeek(customerId: number, orderId: number, from: string | undefined): Promise<SlotWeek> {
    const at = now();
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .limit(1);
    if (!order) throw notFound(slotsApi.orderNotFound);
    const scope = await orderScope(db, order);
    // The one rule of what can change (services/orders.ts orderRightsOf): the slot, before its cut-off.
    const changeable = orderRightsOf(order, at).slotModifiable;
    const view: ShopperView = {
      heldSlotId: order.slotId,
      heldLocked: !changeable,
      lapsedSlotId: null,
      preparationHours: await orderPreparationHours(db, order.id),
      orders: await ordersByTime(db, customerId, at),
    };
    const site = order.navigation as Navigation;
    return shopperWeek(scope, { site, from, at, view, reservation: null, readOnly: !changeable });
  }

  async function guestWeek(session: Session, from: string | undefined): Promise<SlotWeek> {
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
    return shopperWeek(scope, { site, from, at, view, reservation: null, readOnly: true });
  }

  return {
    /** On the shop's start: the horizon made, and the expiry sweep's timer started. */
    async start(): Promise<void> {
      await ensureHorizon();
      timer = setInterval(() => {
        if (sweeping || closed) return;
        sweeping = sweep()
          .then(() => undefined)
          .catch((err: unknown) => {
            if (!closed) console.error('[mercato] slot hold sweep failed:', err);
          })
          .finally(() => {
            sweeping = null;
          });
      }, config.slots.sweepIntervalMs);
      timer.unref();
    },
    /** On the shop's close (before the database's): the timer stopped, every live stream ended. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await sweeping;
      await extending?.catch(() => {});
      await hub.close();
    },
    /** Releases ended holds now (the timer's work); answers how many. */
    sweep,
    /** Makes the slots missing up to the horizon's end (on start and, once a day, before a read). */
    ensureHorizon,

    /** GET auth/slots?from=&orderId=: the week of the shopper's shopping address (or of an order). */
    /**
     * The first slot a logged customer can book in the service of their shopping address, for the
     * delivery bar's button on every page (the week's `firstAvailable`, without building the week: one
     * look-up of the first free place instead of the seven days, their states and the customer's orders;
     * so the slot does not list the customer's orders at that time). Holds that ran out are released
     * first, as the week does.
     */
    async firstAvailable(
      customerId: number,
      /** The session and page stamp under which the shopper's part of the look-up is kept (own-cache.ts). */
      own?: { session: Session; stamp: string | null },
    ): Promise<{ site: Navigation; firstAvailable: Slot | null } | null> {
      const at = now();
      // The shopper's part: their service and site, the held or lapsed slot, the trolley's preparation
      // time. It ends with the hold, and with any change to the trolley or the address (own version).
      const shopper = async () => {
        await expireHolds(db, at, customerId);
        const scope = await shopperScope(db, { customerId, guestSessionId: null });
        if (!scope) return { value: null };
        const site = await siteOfScope(db, scope);
        const trolley = await findOpen(db, customerOwner(customerId, site));
        const holdEnds =
          trolley?.slotReservedUntil && trolley.slotReservedUntil > at ? trolley.slotReservedUntil : null;
        const view: ShopperView = {
          heldSlotId: holdEnds ? (trolley?.slotId ?? null) : null,
          heldLocked: false,
          lapsedSlotId: trolley?.lapsedSlotId ?? null,
          preparationHours: await trolleyPreparationHours(db, trolley?.id),
          orders: new Map(),
        };
        return { value: { scope, site, view }, until: holdEnds?.getTime() ?? null };
      };
      const mine = own
        ? await deps.ownCache.get(own.session, 'first-slot', own.stamp, shopper)
        : (await shopper()).value;
      if (!mine) return null;
      // The slots' part is everyone's (places taken by other shoppers): read each time.
      const row = await firstBookable(db, mine.scope, at, mine.view);
      return { site: mine.site, firstAvailable: row ? toSlot(row, at, mine.view) : null };
    },

    async week(session: Session | null, query: unknown): Promise<SlotWeek> {
      const q = parseForm(WeekQuery, query);
      await ensureHorizon();
      if (session?.kind === 'logged' && session.customerId !== null) {
        return q.orderId !== undefined
          ? orderWeek(session.customerId, q.orderId, q.from)
          : customerWeek(session.customerId, q.from);
      }
      if (session?.kind === 'powerGuest') return guestWeek(session, q.from);
      throw alert(401, slotTexts.freeVisit);
    },

    /** Checks GET slots/availability's query (before the look-up is counted). */
    availabilityQuery: (query: unknown) => parseForm(AvailabilityQuery, query),

    /**
     * GET slots/availability: the read-only week of a postcode, for anyone (partner pages). An unknown
     * postcode is 404 'CAP non valido' (shell §5); one with no service, the address check's 'service
     * unavailable' (or, for pickup, that no point or store is there).
     */
    async availability(q: z.infer<typeof AvailabilityQuery>): Promise<SlotWeek> {
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
      await ensureHorizon();
      const at = now();
      await expireHolds(db, at);
      const from = weekStart(q.from, at);
      const { rows, first } = await loadWeek(db, scope, from, at, null);
      return weekOf(rows, { scope, site, from, first, now: at, view: null, reservation: null, readOnly: true });
    },

    /** POST auth/slots/reservation: the customer's booking (rules accepted first, as for trolley changes). */
    async book(session: Session | null, body: unknown): Promise<SlotReservation> {
      const owner = await findTrolleyOwner(db, session);
      if (!owner || owner.customerId === null) throw alert(401, slotTexts.freeVisit);
      assertMayChange(owner);
      await expireHolds(db, now(), owner.customerId);
      return book(booking, owner.customerId, body);
    },

    /** POST auth/slots/reservation/extend?nav=: the customer's hold in that navigation (default: their address's). */
    async extend(customerId: number, nav?: string): Promise<SlotReservation> {
      const navigation = await navigationFor(customerId, nav);
      await expireHolds(db, now(), customerId);
      return extend(booking, customerId, navigation);
    },

    /** DELETE auth/slots/reservation?nav=: gives the customer's place back. */
    async release(customerId: number, nav?: string): Promise<void> {
      const navigation = await navigationFor(customerId, nav);
      await expireHolds(db, now(), customerId);
      await release(booking, customerId, navigation);
    },

    /**
     * The page configuration's slot fields for a logged customer: the hold in `nav` (slotReservationDTO),
     * and the losses not yet shown (taken: a loss is answered once).
     */
    async pageSlots(customerId: number, nav: Navigation) {
      await expireHolds(db, now(), customerId);
      const slotReservationDTO = await currentReservation(booking, customerId, nav);
      return { slotReservationDTO, ...(await takeLosses(db, customerId)) };
    },

    /** The end-to-end tests' fixture (routes/test-hooks.ts): the slot left with `free` places. */
    setFreePlaces: (slotId: number, free: number) => setFreePlaces(db, slotId, free, now()),

    /** The live events of GET slots/events. */
    events: {
      /** Checks the query; the scope's key. */
      scopeOf: (query: unknown): string => scopeKey(parseScope(parseForm(EventsQuery, query).scope) as SlotScope),
      /** Resolves once this process listens (the first stream starts the LISTEN). */
      ready: () => hub.ready(),
      subscribe: hub.subscribe,
      /** Counts an open stream of a client address; false past SLOT_EVENT_STREAMS_PER_CLIENT. */
      take: streams.take,
      give: streams.give,
      /** Open streams in this process. */
      size: hub.size,
    },
  };
}

export type SlotService = ReturnType<typeof createSlotService>;
