// The slot picker's state and what the shopper does with it; SlotPicker.tsx is the markup. The view
// renders by its phase, named from the state:
//   free     a visitor who is not logged (and no postcode): nothing to show but the login link
//   loading  the week is asked of the shop
//   failed   the week could not be loaded ('Riprova' asks again)
//   summary  the booked slot with its hold and the 'extend' prompt, until 'Modifica'
//   week     the week's slots (grid, or the day, slider and lite layouts), chosen and booked from there
// Beside the phase: the slot being booked (`busyId`), the slot chosen in modify mode, what went wrong (a
// lost race shows the nearest free slots), the open dialog, a lazy part that could not be downloaded.
// Another question (postcode, site, order, login) starts again from its first week; live events and the
// hold's deadlines change the week shown.
import { useEffect, useMemo, useRef, useState } from 'react';
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
import type { Navigation } from '@mercato/contracts';
import type { Slot, SlotEvent, SlotReservation, SlotWeek } from '@mercato/contracts/slots';
import { useLatest } from '@mercato/ui/use-latest';
import { emit } from '../runtime/emit.ts';
import { lazyPart, type LazyPart } from '../runtime/lazy-part.ts';
import type { PropsOf } from '../runtime/widget-meta.ts';
import { bookable, slotWhen } from './format.ts';
import { LAYOUTS, type props, type SlotLayout, type SlotPanelMode } from './meta.ts';
import { texts } from './texts.ts';

const chips = lazyPart(() => import('./Chips.tsx'));
const selects = lazyPart(() => import('./SlotSelects.tsx'));
const dialogs = lazyPart(() => import('./Dialogs.tsx'));

export interface SlotChange {
  orderId?: number;
  reservation: SlotReservation;
}

/** The element's attributes (documented in meta.ts; all live) and the React-only callbacks. */
export interface SlotPickerProps extends Omit<PropsOf<typeof props>, 'layout' | 'mode' | 'site'> {
  layout?: SlotLayout;
  mode?: SlotPanelMode;
  site?: Navigation;
  /** A slot was booked (the element also emits mercato:slot-booked). */
  onSlotBooked?: (reservation: SlotReservation) => void;
  /** The hold of the booked slot was extended (mercato:slot-extended). */
  onSlotExtended?: (reservation: SlotReservation) => void;
  /** Modify mode: the new slot was confirmed (mercato:slot-changed). */
  onSlotChanged?: (change: SlotChange) => void;
  /** Modify mode: 'Annulla' (mercato:slot-change-cancelled). */
  onChangeCancelled?: (detail: { orderId?: number }) => void;
  /**
   * Modify mode: how 'Conferma modifica' moves the order to the chosen slot (the shop's order-change
   * call; answers the order's new slot). Absent: the slot is booked as a hold, as outside modify mode.
   * A SLOT_SOLD_OUT refusal shows the nearest free slots, as a booking's does.
   */
  changeSlot?: (slot: Slot) => Promise<SlotReservation>;
}

export type Phase = 'free' | 'loading' | 'failed' | 'summary' | 'week';

export type Dialog = { kind: 'none' } | { kind: 'blocked' } | { kind: 'replace'; from: SlotReservation; to: Slot };

/** What the picker says went wrong: a message, and after a lost race the nearest free slots. */
interface Problem {
  message: string;
  nearest?: Slot[];
}

/** Events change the states that are the same for everyone; the shopper's own ones stay as the shop said. */
const SHARED_STATES: readonly string[] = ['AVAILABLE', 'SOLD_OUT', 'INACTIVE'];

/** What to say of a failed call: the shop's message, or (no answer) the connection's. */
const messageOf = (err: unknown) => (isShopError(err) && err.status > 0 ? err.message : lazyParts.loadError);

const mapSlots = (week: SlotWeek, change: (slot: Slot) => Slot): SlotWeek => ({
  ...week,
  days: week.days.map((day) => ({ ...day, slots: day.slots.map(change) })),
});

const applyEvent = (week: SlotWeek, e: SlotEvent) =>
  mapSlots(week, (s) =>
    s.slotId === e.slotId && SHARED_STATES.includes(s.state) && SHARED_STATES.includes(e.state)
      ? { ...s, state: e.state, notAvailable: e.state !== 'AVAILABLE' }
      : s,
  );

/** The week once `booked` is the shopper's slot (until the shop's own answer comes back). */
const applyBooking = (week: SlotWeek, booked: SlotReservation): SlotWeek => ({
  ...mapSlots(week, (s) =>
    s.slotId === booked.slotId
      ? { ...s, state: 'RESERVED', checked: true }
      : s.checked
        ? { ...s, state: 'AVAILABLE', checked: false }
        : s,
  ),
  reservation: booked,
});

export function useSlotPicker({
  apiBase: apiBaseProp,
  postcode,
  site,
  layout: layoutProp,
  modify = false,
  orderId,
  logged = false,
  onSlotBooked,
  onSlotExtended,
  onSlotChanged,
  onChangeCancelled,
  changeSlot,
}: SlotPickerProps) {
  const apiBase = resolveApiBase(apiBaseProp);
  const api = useMemo(() => slotCalls(requestFor(apiBase)), [apiBase]);
  const layout = LAYOUTS.includes(layoutProp!) ? layoutProp! : 'week';
  const partner = !!postcode;
  const free = !partner && !logged;
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useLatest();

  // The week shown belongs to what is asked (postcode, site, order, login): another question starts again
  // from the first week, and shows no answer to the previous one.
  const ask = `${postcode}|${site}|${orderId}|${logged}|${apiBase}`;
  const [picked, setPicked] = useState<{ ask: string; from: string }>();
  const from = picked?.ask === ask ? picked.from : undefined;
  const [data, setData] = useState<{ ask: string; week: SlotWeek }>();
  const week = data?.ask === ask ? data.week : null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [loading, setLoading] = useState(false);

  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const booking = useRef(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [announce, setAnnounce] = useState('');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [partFailed, setPartFailed] = useState<(() => void) | null>(null);
  const [selectsOpen, setSelectsOpen] = useState(false);
  const [now, setNow] = useState(Date.now);
  /** Where focus goes after the next render (the summary once booked, the grid once editing). */
  const [focusTo, setFocusTo] = useState<{ at: string } | null>(null);

  // ---- the week ------------------------------------------------------------------------------------

  useEffect(() => {
    // First: a question that needs no week still makes the answer on its way to an older one stale.
    const current = latest();
    if (free) return;
    setLoading(true);
    setLoadError(null);
    (partner ? api.getSlotAvailability({ postcode, site, from }) : api.getSlotWeek({ from, orderId })).then(
      (w) => {
        if (!current()) return;
        setData({ ask, week: w });
        setLoading(false);
      },
      (err: unknown) => {
        if (!current()) return;
        setLoadError(messageOf(err));
        setLoading(false);
      },
    );
  }, [api, ask, from, free, reload]);

  // Live: the places taken and freed by everyone, while the picker is on the page. Events missed while
  // the stream was down are not sent again: a reconnected stream reloads the week.
  const scope = week?.scope;
  useEffect(() => {
    if (!scope) return;
    return openSlotEvents(
      scope,
      (e) => setData((d) => (d && d.week.scope === scope ? { ...d, week: applyEvent(d.week, e) } : d)),
      { baseUrl: apiBase, onOpen: (again) => again && setReload((n) => n + 1) },
    );
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
        setNow(Date.now());
        if (reservation?.reservedUntil && Date.now() >= Date.parse(reservation.reservedUntil)) setReload((n) => n + 1);
      },
      Math.min(ms, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [reservation, now]);

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
        () => setPartFailed(() => () => setPartFailed(null)),
      );
    return module;
  };

  const openDialog = (d: Dialog) => {
    setPartFailed(null);
    if (d.kind === 'none' || dialogs.get()) return setDialog(d);
    dialogs.load().then(
      () => setDialog(d),
      () => setPartFailed(() => () => openDialog(d)),
    );
  };

  // ---- booking ------------------------------------------------------------------------------------

  const applyLive = (e: SlotEvent) => setData((d) => d && { ...d, week: applyEvent(d.week, e) });

  const book = async (slot: Slot) => {
    // A second press (a double click) while the first booking runs books nothing more.
    if (booking.current) return;
    booking.current = true;
    setBusyId(slot.slotId);
    setProblem(null);
    try {
      const booked =
        modify && changeSlot
          ? await changeSlot(slot)
          : await api.bookSlot({ slotId: slot.slotId, idempotencyKey: newIdempotencyKey() });
      setData((d) => d && { ...d, week: applyBooking(d.week, booked) });
      setChosen(null);
      setEditing(false);
      if (modify) {
        const change: SlotChange = { orderId, reservation: booked };
        onSlotChanged?.(change);
        emit(rootRef.current, 'slot-changed', change);
      } else {
        onSlotBooked?.(booked);
        emit(rootRef.current, 'slot-booked', booked);
        setFocusTo({ at: '.sp-sub' });
      }
      setAnnounce(t(texts.booked, { slot: slotWhen(booked) }));
      // The shopper's own booking changes the states of the week (the old slot is free again).
      setReload((n) => n + 1);
    } catch (err) {
      const nearest = slotConflictOf(err);
      if (nearest) {
        applyLive({ slotId: slot.slotId, state: 'SOLD_OUT' });
        setChosen(null);
        setProblem({ message: texts.lostRace, nearest });
      } else {
        setProblem({ message: messageOf(err) });
      }
    } finally {
      booking.current = false;
      setBusyId(null);
    }
  };

  const choose = (slot: Slot) => {
    if (!week || week.readOnly || busyId !== null) return;
    if (slot.state === 'BLOCKED_BY_TROLLEY') return openDialog({ kind: 'blocked' });
    if (!bookable(slot)) return;
    if (modify) {
      setChosen(slot);
      setProblem(null);
      return;
    }
    if (reservation && reservation.slotId !== slot.slotId)
      return openDialog({ kind: 'replace', from: reservation, to: slot });
    void book(slot);
  };

  const extend = async () => {
    setProblem(null);
    try {
      const extended = await api.extendSlot();
      setData((d) => d && { ...d, week: { ...d.week, reservation: extended } });
      onSlotExtended?.(extended);
      emit(rootRef.current, 'slot-extended', extended);
    } catch (err) {
      setProblem({ message: messageOf(err) });
    }
  };

  const cancelChange = () => {
    setChosen(null);
    setProblem(null);
    onChangeCancelled?.({ orderId });
    emit(rootRef.current, 'slot-change-cancelled', { orderId });
  };

  const goWeek = (step: -1 | 1) => {
    const to = step < 0 ? week?.previousFrom : week?.nextFrom;
    if (to) setPicked({ ask, from: to });
  };

  const showSummary = !!reservation && !modify && !editing;
  const phase: Phase = free ? 'free' : !week ? (loadError ? 'failed' : 'loading') : showSummary ? 'summary' : 'week';

  return {
    phase,
    apiBase,
    layout,
    rootRef,
    week,
    reservation,
    loadError,
    loading,
    chosen,
    busyId,
    problem,
    announce,
    dialog,
    partFailed,
    now,
    ChipLayout: week && layout !== 'week' ? want(chips)?.Chips : undefined,
    Selects: selectsOpen ? want(selects)?.SlotSelects : undefined,
    Dialogs: dialogs.get()?.Dialogs,
    retry: () => setReload((n) => n + 1),
    edit: () => {
      setEditing(true);
      setFocusTo({ at: '.sp-grid [tabindex="0"], .sp-chipset button' });
    },
    setSelectsOpen,
    openDialog,
    book,
    choose,
    extend,
    cancelChange,
    goWeek,
  };
}
