// The slot picker's state and what the shopper does with it (SlotPicker.tsx is the markup). The week
// goes through named phases in one reducer:
//   idle     nothing to load (a visitor without a login: the picker asks to log in)
//   loading  the week is asked (the week shown meanwhile, if any, is the one before)
//   ready    the week is shown
//   failed   the week could not be read ('Riprova' asks again)
//   booking  a slot is being booked (or an order's slot changed), whatever the week's phase: a second
//            press books nothing more
// An answer to an older request (another week, postcode, order, login, a reload) is never shown: the
// reducer keeps only the answer to the request of the current loading phase.
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import {
  isShopError,
  newIdempotencyKey,
  openSlotEvents,
  requestFor,
  resolveApiBase,
  slotCalls,
  slotConflictOf,
} from '@mercato/client';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { t } from '@mercato/contracts/i18n/t';
import type { Slot, SlotEvent, SlotReservation, SlotWeek } from '@mercato/contracts/slots';
import { emit } from '../runtime/emit.ts';
import type { LazyPart } from '../runtime/lazy-part.ts';
import { bookable, slotWhen } from './format.ts';
import type { SlotPickerProps } from './SlotPicker.tsx';
import { texts } from './texts.ts';

export type Dialog = { kind: 'none' } | { kind: 'blocked' } | { kind: 'replace'; from: SlotReservation; to: Slot };

/** What the picker says went wrong: a message, and after a lost race the nearest free slots. */
export interface Problem {
  message: string;
  nearest?: Slot[];
}

export type Phase = 'idle' | 'loading' | 'ready' | 'failed' | 'booking';

export interface PickerState {
  /** The week's phase; booking is said by `booking`, beside it (a week may load meanwhile). */
  phase: Exclude<Phase, 'booking'>;
  /** The question the week answers (postcode, site, order, login, origin). */
  ask?: string;
  week?: SlotWeek;
  /** Why the week could not be read (phase failed). */
  error?: string | null;
  /** The request being answered (phase loading): an answer to an older one changes nothing. */
  request?: object;
  /** The slot being booked (phase booking). */
  booking?: number | null;
  /** The week chosen with the arrows, for the question asked then. */
  picked?: { ask: string; from: string };
  /** Counts the requests to read the week again. */
  reloads: number;
  editing?: boolean;
  /** Modify mode: the slot chosen, not yet confirmed. */
  chosen?: Slot | null;
  problem?: Problem | null;
  /** What the polite live region says. */
  announce?: string;
  dialog: Dialog;
  /** A lazy part could not be downloaded: 'Riprova' runs it. */
  partFailed?: (() => void) | null;
  /** The clock the hold's prompt is read against. */
  now: number;
  /** Where focus goes after the next render (the summary once booked, the grid once editing). */
  focusTo?: { at: string } | null;
}

/** A transition: what changes, given the state. The reducer applies it. */
export type Change = (state: PickerState) => Partial<PickerState>;
export const pickerReducer = (state: PickerState, change: Change): PickerState => ({ ...state, ...change(state) });

// The transitions of the week's phases.
export const loading =
  (request: object): Change =>
  () => ({ phase: 'loading', error: null, request });
export const loaded =
  (request: object, ask: string, week: SlotWeek): Change =>
  (state) =>
    state.request === request ? { phase: 'ready', ask, week } : {};
export const failed =
  (request: object, error: string): Change =>
  (state) =>
    state.request === request ? { phase: 'failed', error } : {};
export const bookingStarted =
  (slotId: number): Change =>
  () => ({ booking: slotId, problem: null });
export const bookingEnded: Change = () => ({ booking: null });
/** The week as it is now (a live event, a booking, an extended hold). */
export const weekChanged =
  (change: (week: SlotWeek) => SlotWeek): Change =>
  (state) =>
    state.week ? { week: change(state.week) } : {};
export const reloaded: Change = (state) => ({ reloads: state.reloads + 1 });
/** Anything else the view shows (the chosen slot, the problem, a dialog, …). */
export const set =
  (values: Partial<PickerState>): Change =>
  () =>
    values;

/** Events change the states that are the same for everyone; the shopper's own ones stay as the shop said. */
const SHARED_STATES: readonly string[] = ['AVAILABLE', 'SOLD_OUT', 'INACTIVE'];

/** What to say of a failed call: the shop's message, or (no answer) the connection's. */
const messageOf = (err: unknown) => (isShopError(err) && err.status > 0 ? err.message : lazyParts.loadError);

const mapSlots = (week: SlotWeek, change: (slot: Slot) => Slot): SlotWeek => ({
  ...week,
  days: week.days.map((day) => ({ ...day, slots: day.slots.map(change) })),
});

const applyEvent = (e: SlotEvent) => (week: SlotWeek) =>
  mapSlots(week, (s) =>
    s.slotId === e.slotId && SHARED_STATES.includes(s.state) && SHARED_STATES.includes(e.state)
      ? { ...s, state: e.state, notAvailable: e.state !== 'AVAILABLE' }
      : s,
  );

/** The week once `booked` is the shopper's slot (until the shop's own answer comes back). */
const applyBooking = (booked: SlotReservation) => (week: SlotWeek) => ({
  ...mapSlots(week, (s) =>
    s.slotId === booked.slotId
      ? { ...s, state: 'RESERVED' as const, checked: true }
      : s.checked
        ? { ...s, state: 'AVAILABLE' as const, checked: false }
        : s,
  ),
  reservation: booked,
});

export function useSlotPicker(
  {
    apiBase: apiBaseProp,
    postcode,
    site,
    modify = false,
    orderId,
    logged = false,
    onSlotBooked,
    onSlotExtended,
    onSlotChanged,
    onChangeCancelled,
    changeSlot,
  }: SlotPickerProps,
  rootRef: RefObject<HTMLDivElement | null>,
  dialogs: LazyPart<unknown>,
) {
  const apiBase = resolveApiBase(apiBaseProp);
  const api = useMemo(() => slotCalls(requestFor(apiBase)), [apiBase]);
  const partner = !!postcode;
  const free = !partner && !logged;

  // The week shown belongs to what is asked (postcode, site, order, login): another question starts again
  // from the first week, and shows no answer to the previous one.
  const ask = `${postcode}|${site}|${orderId}|${logged}|${apiBase}`;
  const [state, dispatch] = useReducer(pickerReducer, {
    phase: 'idle',
    reloads: 0,
    dialog: { kind: 'none' },
    now: Date.now(),
  });
  const from = state.picked?.ask === ask ? state.picked.from : undefined;
  const week = state.ask === ask ? state.week! : null;
  const busyId = state.booking ?? null;
  const phase: Phase = free ? 'idle' : busyId !== null ? 'booking' : state.phase;
  const reload = () => dispatch(reloaded);
  const booking = useRef(false);

  // ---- the week ------------------------------------------------------------------------------------

  useEffect(() => {
    // A new request: the answers to the ones before change nothing (loaded, failed).
    const request = {};
    dispatch(loading(request));
    if (free) return;
    (partner ? api.getSlotAvailability({ postcode, site, from }) : api.getSlotWeek({ from, orderId })).then(
      (w) => dispatch(loaded(request, ask, w)),
      (err: unknown) => dispatch(failed(request, messageOf(err))),
    );
  }, [api, ask, from, free, state.reloads]);

  // Live: the places taken and freed by everyone, while the picker is on the page. Events missed while
  // the stream was down are not sent again: a reconnected stream reloads the week.
  const scope = week?.scope;
  useEffect(() => {
    if (!scope) return;
    return openSlotEvents(scope, (e) => dispatch(weekChanged((w) => (w.scope === scope ? applyEvent(e)(w) : w))), {
      baseUrl: apiBase,
      onOpen: (again) => again && reload(),
    });
  }, [apiBase, scope]);

  const reservation = week?.reservation ?? null;

  // The hold: the 'extend' prompt from extendFrom; at reservedUntil the shop has released the slot.
  useEffect(() => {
    const marks = [reservation?.extendFrom, reservation?.reservedUntil]
      .map((iso) => (iso ? Date.parse(iso) - Date.now() : 0))
      .filter((ms) => ms > 0);
    if (!marks.length) return;
    const ms = Math.min(...marks);
    const timer = setTimeout(
      () => {
        dispatch(set({ now: Date.now() }));
        if (reservation?.reservedUntil && Date.now() >= Date.parse(reservation.reservedUntil)) reload();
      },
      Math.min(ms, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [reservation, state.now]);

  const { focusTo, partFailed } = state;
  useEffect(() => {
    if (focusTo) rootRef.current?.querySelector<HTMLElement>(focusTo.at)?.focus();
  }, [focusTo]);

  // ---- lazy parts ----------------------------------------------------------------------------------

  const [, arrived] = useState(0);
  /** A part, or undefined while it downloads (a failed download shows 'Riprova', which asks again). */
  const want = <T>(part: LazyPart<T>): T | undefined => {
    const module = part.get();
    if (!module && !partFailed)
      part.load().then(
        () => arrived((n) => n + 1),
        () => dispatch(set({ partFailed: () => dispatch(set({ partFailed: null })) })),
      );
    return module;
  };

  const openDialog = (d: Dialog) => {
    dispatch(set({ partFailed: null }));
    if (d.kind === 'none' || dialogs.get()) return dispatch(set({ dialog: d }));
    dialogs.load().then(
      () => dispatch(set({ dialog: d })),
      () => dispatch(set({ partFailed: () => openDialog(d) })),
    );
  };

  // ---- booking ------------------------------------------------------------------------------------

  const book = async (slot: Slot) => {
    // A second press (a double click) while the first booking runs books nothing more (a ref: both
    // presses may come before the next render).
    if (booking.current) return;
    booking.current = true;
    dispatch(bookingStarted(slot.slotId));
    try {
      const booked =
        modify && changeSlot
          ? await changeSlot(slot)
          : await api.bookSlot({ slotId: slot.slotId, idempotencyKey: newIdempotencyKey() });
      dispatch(weekChanged(applyBooking(booked)));
      dispatch(set({ chosen: null, editing: false }));
      if (modify) {
        const change = { orderId, reservation: booked };
        onSlotChanged?.(change);
        emit(rootRef.current, 'slot-changed', change);
      } else {
        onSlotBooked?.(booked);
        emit(rootRef.current, 'slot-booked', booked);
        dispatch(set({ focusTo: { at: '.sp-sub' } }));
      }
      dispatch(set({ announce: t(texts.booked, { slot: slotWhen(booked) }) }));
      // The shopper's own booking changes the states of the week (the old slot is free again).
      reload();
    } catch (err) {
      const nearest = slotConflictOf(err);
      if (nearest) {
        dispatch(weekChanged(applyEvent({ slotId: slot.slotId, state: 'SOLD_OUT' })));
        dispatch(set({ chosen: null, problem: { message: texts.lostRace, nearest } }));
      } else {
        dispatch(set({ problem: { message: messageOf(err) } }));
      }
    } finally {
      booking.current = false;
      dispatch(bookingEnded);
    }
  };

  const choose = (slot: Slot) => {
    if (!week || week.readOnly || busyId !== null) return;
    if (slot.state === 'BLOCKED_BY_TROLLEY') return openDialog({ kind: 'blocked' });
    if (!bookable(slot)) return;
    if (modify) return dispatch(set({ chosen: slot, problem: null }));
    if (reservation && reservation.slotId !== slot.slotId)
      return openDialog({ kind: 'replace', from: reservation, to: slot });
    void book(slot);
  };

  const extend = async () => {
    dispatch(set({ problem: null }));
    try {
      const extended = await api.extendSlot();
      dispatch(weekChanged((w) => ({ ...w, reservation: extended })));
      onSlotExtended?.(extended);
      emit(rootRef.current, 'slot-extended', extended);
    } catch (err) {
      dispatch(set({ problem: { message: messageOf(err) } }));
    }
  };

  const cancelChange = () => {
    dispatch(set({ chosen: null, problem: null }));
    onChangeCancelled?.({ orderId });
    emit(rootRef.current, 'slot-change-cancelled', { orderId });
  };

  const goWeek = (step: -1 | 1) => {
    const to = step < 0 ? week?.previousFrom : week?.nextFrom;
    if (to) dispatch(set({ picked: { ask, from: to } }));
  };

  const edit = () => {
    dispatch(set({ editing: true, focusTo: { at: '.sp-grid [tabindex="0"], .sp-chipset button' } }));
  };

  return {
    ...state,
    apiBase,
    partner,
    free,
    phase,
    week,
    loadError: state.phase === 'failed' ? state.error! : null,
    busyId,
    reservation,
    want,
    openDialog,
    book,
    choose,
    extend,
    cancelChange,
    goWeek,
    edit,
    reload,
  };
}
