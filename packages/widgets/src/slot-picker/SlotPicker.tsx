// The slot picker (spec orders §2 "Delivery slot panels", §3 Slot, §4 slot states, §6 free visitor, §9;
// shell §4 delivery header, slot constraint dialogs): the week of delivery or pickup slots, booked by a
// logged customer, changed for an order (modify), or shown read-only for a postcode on a partner page.
// Used in the delivery header bar, in checkout's delivery step, on the change-slot page of an order and
// on partner pages as <mercato-slot-picker>.
// At load: the heading, the weekly grid (SlotGrid.tsx), the legend, the booked summary with its hold and
// 'extend' prompt, a lost race with the nearest free slots, live changes (server-sent events). Downloaded
// when needed: the day, slider and lite layouts (Chips.tsx), the select-based variant of the grid
// (SlotSelects.tsx), the slot constraint dialogs (Dialogs.tsx).
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
import { texts } from './texts.ts';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { t } from '@mercato/contracts/i18n/t';
import type { Navigation } from '@mercato/contracts';
import type { Slot, SlotEvent, SlotReservation, SlotWeek } from '@mercato/contracts/slots';
import { isSafeHref, loginPath, storeHomePath } from '@mercato/contracts/urls';
import { useIds } from '@mercato/ui/use-ids';
import { useLatest } from '@mercato/ui/use-latest';
import { emit } from '../runtime/emit.ts';
import { lazyPart, type LazyPart } from '../runtime/lazy-part.ts';
import type { PropsOf } from '../runtime/widget-meta.ts';
import { bookable, dayOfMonth, longDay, price, romeTime, slotWhen, timeRange } from './format.ts';
import { LAYOUTS, MODES, type props, type SlotLayout, type SlotPanelMode } from './meta.ts';
import { SlotGrid } from './SlotGrid.tsx';

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

export type Dialog = { kind: 'none' } | { kind: 'blocked' } | { kind: 'replace'; from: SlotReservation; to: Slot };

/** What the picker says went wrong: a message, and after a lost race the nearest free slots. */
interface Problem {
  message: string;
  nearest?: Slot[];
}

const PICKUP: readonly string[] = ['drive', 'pharma-drive', 'prenotazioni'];
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

export function SlotPicker({
  apiBase: apiBaseProp,
  postcode,
  site,
  layout: layoutProp,
  mode: modeProp,
  modify = false,
  orderId,
  bookUrl,
  logged = false,
  onSlotBooked,
  onSlotExtended,
  onSlotChanged,
  onChangeCancelled,
  changeSlot,
}: SlotPickerProps) {
  const ids = useIds('sp');
  const apiBase = resolveApiBase(apiBaseProp);
  const api = useMemo(() => slotCalls(requestFor(apiBase)), [apiBase]);
  const layout = LAYOUTS.includes(layoutProp!) ? layoutProp! : 'week';
  const mode = MODES.includes(modeProp!) ? modeProp! : 'default';
  // In a tab the host's panel has the page's h2 (the delivery header bar): the picker's headings go one down.
  const Title = mode === 'tab' ? 'h3' : 'h2';
  const Sub = mode === 'tab' ? 'h4' : 'h3';
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
  const want = <T,>(part: LazyPart<T>): T | undefined => {
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

  // ---- render -------------------------------------------------------------------------------------

  const nav = week?.site ?? site;
  const heading = t(modify ? texts.changeTitle : texts.bookTitle, {
    service: nav && PICKUP.includes(nav) ? texts.servicePickup : texts.serviceDelivery,
  });
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search;
  const loginHref =
    bookUrl && isSafeHref(bookUrl)
      ? bookUrl
      : apiBase
        ? `${apiBase}${loginPath(storeHomePath(nav ?? 'supermercato'))}`
        : loginPath(here);
  const loginLink = (
    <a className="mercato-button mercato-button--primary sp-login" href={loginHref}>
      {texts.loginToBook}
    </a>
  );

  const all = week?.days.flatMap((d) => d.slots) ?? [];
  const showSummary = !!reservation && !modify && !editing;
  const ChipLayout = week && layout !== 'week' ? want(chips)?.Chips : undefined;
  const Selects = selectsOpen ? want(selects)?.SlotSelects : undefined;
  const Dialogs = dialogs.get()?.Dialogs;

  const body = () => {
    if (free)
      return (
        <div className="sp-note">
          <p className="sp-strong">{texts.freeVisit}</p>
          <p>{texts.freeVisitUnavailable}</p>
          {loginLink}
        </div>
      );
    if (!week)
      return loadError ? (
        <p className="mercato-part-error" role="alert">
          {loadError}{' '}
          <button type="button" className="mercato-button" onClick={() => setReload((n) => n + 1)}>
            {lazyParts.retry}
          </button>
        </p>
      ) : (
        <p className="sp-loading" role="status">
          {texts.loading}
        </p>
      );
    if (showSummary && reservation) {
      const extendDue = !!reservation.extendFrom && now >= Date.parse(reservation.extendFrom);
      return (
        <div className="sp-summary">
          <Sub tabIndex={-1} className="sp-sub">
            {texts.bookedTitle}
          </Sub>
          <p className="sp-when">
            <strong>{longDay(reservation.startDate)}</strong> {timeRange(reservation)} · {price(reservation.price)}
          </p>
          {reservation.reservedUntil && (
            <p className="sp-hold">{t(texts.heldUntil, { time: romeTime(reservation.reservedUntil) })}</p>
          )}
          <div role="alert">
            {extendDue && reservation.reservedUntil && (
              <p className="sp-extend">
                {t(texts.extendPrompt, { time: romeTime(reservation.reservedUntil) })}{' '}
                <button type="button" className="mercato-button mercato-button--primary" onClick={() => void extend()}>
                  {texts.extend}
                </button>
              </p>
            )}
          </div>
          <button
            type="button"
            className="mercato-button"
            onClick={() => {
              setEditing(true);
              setFocusTo({ at: '.sp-grid [tabindex="0"], .sp-chipset button' });
            }}
          >
            {texts.editBooking}
          </button>
        </div>
      );
    }
    const first = week.days[0]?.date;
    const last = week.days.at(-1)?.date;
    return (
      <>
        {/* aria-disabled, not disabled: at the horizon's ends the button keeps the focus it had (goWeek does nothing). */}
        <div className="sp-week">
          <button
            type="button"
            className="mercato-button sp-nav"
            aria-label={texts.previousWeek}
            aria-disabled={!week.previousFrom}
            onClick={() => goWeek(-1)}
          >
            ‹
          </button>
          <p className="sp-range" aria-live="polite">
            {first && last && t(texts.weekRange, { from: dayOfMonth(first), to: dayOfMonth(last) })}
          </p>
          <button
            type="button"
            className="mercato-button sp-nav"
            aria-label={texts.nextWeek}
            aria-disabled={!week.nextFrom}
            onClick={() => goWeek(1)}
          >
            ›
          </button>
        </div>
        {!all.some(bookable) && (
          <p className="sp-empty" role="status">
            {texts.empty}
          </p>
        )}
        {all.length > 0 &&
          (layout === 'week' ? (
            <>
              <div className="sp-scroll">
                <SlotGrid
                  week={week}
                  chosenId={chosen?.slotId ?? null}
                  busyId={busyId}
                  captionId={ids('caption')}
                  onChoose={choose}
                  onWeek={goWeek}
                />
              </div>
              {!week.readOnly && (
                <details className="sp-selects" onToggle={(e) => setSelectsOpen(e.currentTarget.open)}>
                  <summary>{texts.selectsToggle}</summary>
                  {Selects && <Selects week={week} modify={modify} onChoose={choose} />}
                </details>
              )}
            </>
          ) : ChipLayout ? (
            <ChipLayout
              variant={layout}
              week={week}
              chosenId={chosen?.slotId ?? null}
              busyId={busyId}
              onChoose={choose}
            />
          ) : (
            <p className="sp-loading">{texts.loading}</p>
          ))}
        {modify && (
          <div className="sp-actions">
            <p className="sp-chosen" role="status">
              {chosen && t(texts.changed, { slot: slotWhen(chosen) })}
            </p>
            <button type="button" className="mercato-button" onClick={cancelChange}>
              {texts.cancel}
            </button>
            <button
              type="button"
              className="mercato-button mercato-button--primary"
              disabled={!chosen || busyId !== null}
              onClick={() => chosen && void book(chosen)}
            >
              {texts.confirmChange}
            </button>
          </div>
        )}
        {week.readOnly && loginLink}
      </>
    );
  };

  return (
    <div
      ref={rootRef}
      className={`sp sp--${mode}${!free && !week && !loadError ? ' sp--loading' : ''}`}
      part="slot-picker"
      aria-busy={loading || busyId !== null}
    >
      <section className="sp-panel" aria-labelledby={ids('title')}>
        <Title id={ids('title')} className="sp-title">
          {heading}
        </Title>
        {week?.readOnly && !partner && <p className="sp-strong">{texts.freeVisit}</p>}
        {body()}
        {problem && (
          <div className="sp-problem" role="alert">
            <p>{problem.message}</p>
            {problem.nearest && (
              <>
                <p>{problem.nearest.length ? texts.nearest : texts.empty}</p>
                <ul className="sp-nearest">
                  {problem.nearest.map((s) => (
                    <li key={s.slotId}>
                      <button type="button" className="mercato-button" onClick={() => choose(s)}>
                        {slotWhen(s)}, {price(s.price)}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {week && !showSummary && all.length > 0 && (
          <Legend checkout={mode === 'order'} readOnly={week.readOnly} Sub={Sub} />
        )}
        {partFailed && (
          <p className="mercato-part-error" role="alert">
            {lazyParts.loadError}{' '}
            <button type="button" className="mercato-button" onClick={partFailed}>
              {lazyParts.retry}
            </button>
          </p>
        )}
      </section>
      <div className="mercato-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announce}
      </div>
      {Dialogs && (
        <Dialogs
          dialog={dialog}
          onClose={() => openDialog({ kind: 'none' })}
          onReplace={(slot) => {
            openDialog({ kind: 'none' });
            void book(slot);
          }}
        />
      )}
    </div>
  );
}

const LEGEND: [className: string, label: string, shown: 'all' | 'shop' | 'checkout'][] = [
  ['sp-c--AVAILABLE', texts.legend.available, 'all'],
  ['sp-c--BLOCKED_BY_TROLLEY', texts.legend.blockedByTrolley, 'shop'],
  ['sp-c--RESERVED', texts.legend.reserved, 'shop'],
  ['sp-c--SOLD_OUT', texts.legend.soldOut, 'all'],
  ['sp-m sp-m--pharmacy', texts.legend.pharmacyOrder, 'shop'],
  ['sp-m sp-m--grocery', texts.legend.groceryOrder, 'shop'],
  ['sp-m sp-m--wine', texts.legend.wineOrder, 'shop'],
  ['sp-m sp-m--beauty', texts.legend.beautyOrder, 'shop'],
  ['sp-m sp-m--eco', texts.legend.eco, 'all'],
  ['sp-m sp-m--fast', texts.legend.fast, 'all'],
  ['sp-c--AVAILABLE sp-k--promo', texts.legend.promotional, 'checkout'],
  ['sp-c--INACTIVE', texts.legend.inactive, 'checkout'],
  ['sp-m sp-m--linked', texts.legend.linkedToGroceryOrder, 'checkout'],
];

/** The legend: what the cells' colours and marks mean (the checkout's adds promotional, inactive, linked). */
function Legend({ checkout, readOnly, Sub }: { checkout: boolean; readOnly: boolean; Sub: 'h3' | 'h4' }) {
  const ids = useIds('sp-legend');
  return (
    <div className="sp-legend">
      <Sub id={ids('title')} className="sp-legend-title">
        {texts.legendTitle}
      </Sub>
      <ul aria-labelledby={ids('title')}>
        {LEGEND.filter(([, , shown]) => shown === 'all' || (shown === 'shop' ? !readOnly : checkout)).map(
          ([className, label]) => (
            <li key={label}>
              <i className={className.startsWith('sp-m') ? className : `sp-k ${className}`} />
              {label}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
