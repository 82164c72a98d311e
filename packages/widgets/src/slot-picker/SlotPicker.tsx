// The slot picker (spec orders §2 "Delivery slot panels", §3 Slot, §4 slot states, §6 free visitor, §9;
// shell §4 delivery header, slot constraint dialogs): the week of delivery or pickup slots, booked by a
// logged customer, changed for an order (modify), or shown read-only for a postcode on a partner page.
// Used in the delivery header bar, in checkout's delivery step, on the change-slot page of an order and
// on partner pages as <mercato-slot-picker>.
// This file is the markup; the state and what the shopper does with it are in use-slot-picker.ts.
// At load: the heading, the weekly grid (SlotGrid.tsx), the legend, the booked summary with its hold and
// 'extend' prompt, a lost race with the nearest free slots, live changes (server-sent events). Downloaded
// when needed: the day, slider and lite layouts (Chips.tsx), the select-based variant of the grid
// (SlotSelects.tsx), the slot constraint dialogs (Dialogs.tsx).
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { t } from '@mercato/contracts/i18n/t';
import { isSafeHref, loginPath, storeHomePath } from '@mercato/contracts/urls';
import { useIds } from '@mercato/ui/use-ids';
import { bookable, dayOfMonth, longDay, price, romeTime, slotWhen, timeRange } from './format.ts';
import { Legend } from './Legend.tsx';
import { MODES } from './meta.ts';
import { SlotGrid } from './SlotGrid.tsx';
import { texts } from './texts.ts';
import { type SlotPickerProps, useSlotPicker } from './use-slot-picker.ts';

export type { Dialog, SlotChange, SlotPickerProps } from './use-slot-picker.ts';

const PICKUP: readonly string[] = ['drive', 'pharma-drive', 'prenotazioni'];

export function SlotPicker(props: SlotPickerProps) {
  const { postcode, site, mode: modeProp, modify, bookUrl } = props;
  const {
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
    ChipLayout,
    Selects,
    Dialogs,
    retry,
    edit,
    setSelectsOpen,
    openDialog,
    book,
    choose,
    extend,
    cancelChange,
    goWeek,
  } = useSlotPicker(props);
  const ids = useIds('sp');
  const mode = MODES.includes(modeProp!) ? modeProp! : 'default';
  // In a tab the host's panel has the page's h2 (the delivery header bar): the picker's headings go one down.
  const Title = mode === 'tab' ? 'h3' : 'h2';
  const Sub = mode === 'tab' ? 'h4' : 'h3';

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

  const body = () => {
    if (phase === 'free')
      return (
        <div className="sp-note">
          <p className="sp-strong">{texts.freeVisit}</p>
          <p>{texts.freeVisitUnavailable}</p>
          {loginLink}
        </div>
      );
    if (phase === 'failed')
      return (
        <p className="mercato-part-error" role="alert">
          {loadError}{' '}
          <button type="button" className="mercato-button" onClick={retry}>
            {lazyParts.retry}
          </button>
        </p>
      );
    if (!week)
      return (
        <p className="sp-loading" role="status">
          {texts.loading}
        </p>
      );
    if (phase === 'summary' && reservation) {
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
          <button type="button" className="mercato-button" onClick={edit}>
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
                  {Selects && <Selects week={week} modify={!!modify} onChoose={choose} />}
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
      className={`sp sp--${mode}${phase === 'loading' ? ' sp--loading' : ''}`}
      part="slot-picker"
      aria-busy={loading || busyId !== null}
    >
      <section className="sp-panel" aria-labelledby={ids('title')}>
        <Title id={ids('title')} className="sp-title">
          {heading}
        </Title>
        {week?.readOnly && !postcode && <p className="sp-strong">{texts.freeVisit}</p>}
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
        {week && phase !== 'summary' && all.length > 0 && (
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
