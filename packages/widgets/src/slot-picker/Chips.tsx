// The slot picker's layouts with chips (orders §2), downloaded when one of them is asked for:
// - 'day': one day at a time, with the previous and next day;
// - 'slider': the week's days as tabs (ARIA tabs: arrow keys, Home, End), the chosen day's slots as chips;
// - 'lite': the lite panel of Prenota e Ritira: the first days with a free slot, only the free slots.
// Each has the Eco and Fast filters and 'VEDI TUTTI', which shows the whole week (every day, every slot)
// and disables the filters there.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { texts } from './texts.ts';
import { slotParts } from '@mercato/contracts/i18n/it-slots-parts';
import type { Slot, SlotDay, SlotWeek } from '@mercato/contracts/slots';
import { useIds } from '@mercato/ui/use-ids';
import { PartCss } from '../runtime/part-css.tsx';
import { bookable, longDay, shortDay, slotName, timeRange } from './format.ts';
import { SlotFace } from './SlotFace.tsx';
import css from './chips.css?inline';

/** How many days the lite panel shows before 'VEDI TUTTI'. */
const LITE_DAYS = 3;

export interface ChipsProps {
  variant: 'day' | 'slider' | 'lite';
  week: SlotWeek;
  chosenId: number | null;
  busyId: number | null;
  onChoose: (slot: Slot) => void;
}

export function Chips({ variant, week, chosenId, busyId, onChoose }: ChipsProps) {
  const ids = useIds('sp-chips');
  const firstFree = () =>
    Math.max(
      0,
      week.days.findIndex((d) => d.slots.some(bookable)),
    );
  // The day shown, for the week it was picked in: another week starts again from its first free day.
  // Derived while rendering, not reset in an effect, so a click right after the first paint is kept.
  const [pick, setPick] = useState(() => ({ from: week.from, day: firstFree() }));
  const setPicked = (day: number) => setPick({ from: week.from, day });
  const [eco, setEco] = useState(false);
  const [fast, setFast] = useState(false);
  const [all, setAll] = useState(false);
  const day = Math.min(pick.from === week.from ? pick.day : firstFree(), week.days.length - 1);
  const lite = variant === 'lite';

  const shown = (s: Slot) => all || ((!eco || s.eco) && (!fast || s.fast) && (!lite || bookable(s)));

  const list = (d: SlotDay, labelledBy?: string) => {
    const slots = d.slots.filter(shown);
    if (!slots.length) return <p className="sp-empty">{d.slots.length ? slotParts.noMatch : texts.empty}</p>;
    return (
      <ul className="sp-chips" aria-labelledby={labelledBy}>
        {slots.map((s) => {
          const chosen = s.slotId === chosenId;
          return (
            <li key={s.slotId}>
              <button
                type="button"
                className={`sp-chip sp-c sp-c--${s.state}${chosen ? ' sp-c--chosen' : ''}${
                  s.slotId === busyId ? ' sp-c--busy' : ''
                }`}
                aria-label={slotName(s, chosen)}
                aria-disabled={week.readOnly || !bookable(s) || undefined}
                onClick={() => onChoose(s)}
              >
                <span className="sp-chip-time">{timeRange(s)}</span> <SlotFace slot={s} />
              </button>
            </li>
          );
        })}
      </ul>
    );
  };

  const daySection = (d: SlotDay) => (
    <section key={d.date} className="sp-chipday" aria-labelledby={ids(d.date)}>
      <h4 id={ids(d.date)} className="sp-dayname">
        {longDay(d.date)}
      </h4>
      {list(d, ids(d.date))}
    </section>
  );

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = week.days.length - 1;
    const to = { ArrowRight: day + 1, ArrowLeft: day - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + last + 1) % (last + 1);
    setPicked(next);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  let content: ReactNode;
  if (all) content = week.days.map(daySection);
  else if (lite) {
    const days = week.days.filter((d) => d.slots.some(shown)).slice(0, LITE_DAYS);
    content = days.length ? days.map(daySection) : <p className="sp-empty">{slotParts.noMatch}</p>;
  } else if (variant === 'slider') {
    const current = week.days[day];
    content = (
      <>
        <div className="sp-tabs" role="tablist" aria-label={slotParts.days} onKeyDown={onTabKey}>
          {week.days.map((d, i) => {
            const [weekday, n] = shortDay(d.date);
            return (
              <button
                key={d.date}
                type="button"
                role="tab"
                id={ids(`tab-${i}`)}
                aria-selected={i === day}
                aria-controls={ids('panel')}
                tabIndex={i === day ? 0 : -1}
                className={d.slots.some(bookable) ? 'sp-tab' : 'sp-tab sp-tab--full'}
                onClick={() => setPicked(i)}
              >
                <span aria-hidden="true">{weekday}</span>
                <span aria-hidden="true" className="sp-dn">
                  {n}
                </span>
                <span className="mercato-visually-hidden">{longDay(d.date)}</span>
              </button>
            );
          })}
        </div>
        <div id={ids('panel')} role="tabpanel" aria-labelledby={ids(`tab-${day}`)} className="sp-tabpanel">
          {current && list(current)}
        </div>
      </>
    );
  } else {
    const current = week.days[day];
    content = (
      <>
        <div className="sp-daynav">
          <button
            type="button"
            className="mercato-button sp-nav"
            aria-label={slotParts.previousDay}
            disabled={day === 0}
            onClick={() => setPicked(day - 1)}
          >
            ‹
          </button>
          <h4 id={ids('day')} className="sp-dayname" aria-live="polite">
            {current && longDay(current.date)}
          </h4>
          <button
            type="button"
            className="mercato-button sp-nav"
            aria-label={slotParts.nextDay}
            disabled={day >= week.days.length - 1}
            onClick={() => setPicked(day + 1)}
          >
            ›
          </button>
        </div>
        {current && list(current, ids('day'))}
      </>
    );
  }

  return (
    <div className={`sp-chipset sp-chipset--${variant}`}>
      <PartCss css={css} />
      <div className="sp-tools" role="group" aria-label={slotParts.filters}>
        <button
          type="button"
          className="sp-toggle"
          aria-pressed={eco && !all}
          disabled={all}
          onClick={() => setEco(!eco)}
        >
          <i className="sp-m sp-m--eco" />
          {slotParts.ecoOnly}
        </button>
        <button
          type="button"
          className="sp-toggle"
          aria-pressed={fast && !all}
          disabled={all}
          onClick={() => setFast(!fast)}
        >
          <i className="sp-m sp-m--fast" />
          {slotParts.fastOnly}
        </button>
        <button type="button" className="sp-toggle sp-toggle--all" aria-pressed={all} onClick={() => setAll(!all)}>
          {slotParts.seeAll}
        </button>
      </div>
      {content}
    </div>
  );
}
