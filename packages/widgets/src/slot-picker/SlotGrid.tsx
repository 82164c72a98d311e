// The weekly grid of the slot picker (orders §2 "Delivery slot panels"): seven days by time ranges at
// every width, as an ARIA grid: a table whose column headers are the days and row headers the time
// ranges; every cell holds one button named by its day, time range, price and state. One button is in
// the tab order (roving tabindex); the arrow keys move between cells, Home/End to the ends of the row
// (with Ctrl, of the grid), PageUp/PageDown to the previous/next week. A cell that cannot be booked is
// aria-disabled (still reachable, so its state is heard); a blocked one explains itself when pressed.
import { useRef, useState, type KeyboardEvent } from 'react';
import { texts } from './texts.ts';
import { t } from '@mercato/contracts/i18n/t';
import type { Slot, SlotWeek } from '@mercato/contracts/slots';
import { bookable, dayOfMonth, longDay, shortDay, slotName, timeRange } from './format.ts';
import { SlotFace } from './SlotFace.tsx';

export interface SlotGridProps {
  week: SlotWeek;
  /** The slot chosen but not yet confirmed (modify mode). */
  chosenId: number | null;
  /** The slot being booked. */
  busyId: number | null;
  captionId: string;
  onChoose: (slot: Slot) => void;
  /** PageUp / PageDown. */
  onWeek: (step: -1 | 1) => void;
}

/** The grid's first focus: the booked slot, else the first bookable one, else the first cell. */
function firstFocus(week: SlotWeek): [number, number] {
  let first: [number, number] | null = null;
  for (let r = 0; r < week.timeRanges.length; r++) {
    for (let c = 0; c < week.days.length; c++) {
      const slot = week.days[c]!.slots.find((s) => s.timeRangeId === week.timeRanges[r]!.id);
      if (slot?.state === 'RESERVED') return [r, c];
      if (!first && slot && bookable(slot)) first = [r, c];
    }
  }
  return first ?? [0, 0];
}

export function SlotGrid({ week, chosenId, busyId, captionId, onChoose, onWeek }: SlotGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const [pos, setPos] = useState<[number, number] | null>(null);
  const rows = week.timeRanges.length;
  const cols = week.days.length;
  const [fr, fc] = pos && pos[0] < rows && pos[1] < cols ? pos : firstFocus(week);

  const go = (r: number, c: number) => {
    const to: [number, number] = [Math.max(0, Math.min(rows - 1, r)), Math.max(0, Math.min(cols - 1, c))];
    setPos(to);
    table.current?.querySelector<HTMLElement>(`[data-rc="${to[0]}-${to[1]}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const at = (e.target as HTMLElement).dataset.rc?.split('-').map(Number);
    if (!at) return;
    const [r, c] = at as [number, number];
    const k = e.key;
    if (k === 'PageUp' || k === 'PageDown') onWeek(k === 'PageUp' ? -1 : 1);
    else if (k === 'Home' || k === 'End')
      go(e.ctrlKey ? (k === 'Home' ? 0 : rows - 1) : r, k === 'Home' ? 0 : cols - 1);
    else if (k === 'ArrowRight' || k === 'ArrowLeft') go(r, c + (k === 'ArrowRight' ? 1 : -1));
    else if (k === 'ArrowDown' || k === 'ArrowUp') go(r + (k === 'ArrowDown' ? 1 : -1), c);
    else return;
    e.preventDefault();
  };

  const first = week.days[0]?.date;
  const last = week.days[cols - 1]?.date;
  return (
    <table ref={table} className="sp-grid" role="grid" aria-labelledby={captionId} onKeyDown={onKeyDown}>
      <caption id={captionId} className="mercato-visually-hidden">
        {first && last ? t(texts.gridCaption, { from: dayOfMonth(first), to: dayOfMonth(last) }) : texts.timeRange}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="sp-corner">
            <span className="mercato-visually-hidden">{texts.timeRange}</span>
          </th>
          {week.days.map((day) => {
            const [weekday, d, month] = shortDay(day.date);
            return (
              <th key={day.date} scope="col" className="sp-day">
                <span aria-hidden="true" className="sp-wd">
                  {weekday}
                </span>
                <span aria-hidden="true" className="sp-dn">
                  {d}
                </span>
                <span aria-hidden="true" className="sp-mo">
                  {month}
                </span>
                <span className="mercato-visually-hidden">{longDay(day.date)}</span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {week.timeRanges.map((range, r) => (
          <tr key={range.id}>
            <th scope="row" className="sp-time">
              <span>{range.startTime}</span>
              <span className="sp-dash">–</span>
              <span>{range.endTime}</span>
            </th>
            {week.days.map((day, c) => {
              const slot = day.slots.find((s) => s.timeRangeId === range.id);
              const chosen = !!slot && slot.slotId === chosenId;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the week, so its button keeps focus across weeks (PageDown)
                <td key={c} role="gridcell">
                  <button
                    type="button"
                    data-rc={`${r}-${c}`}
                    tabIndex={r === fr && c === fc ? 0 : -1}
                    className={`sp-c sp-c--${slot?.state ?? 'NONE'}${chosen ? ' sp-c--chosen' : ''}${
                      slot && slot.slotId === busyId ? ' sp-c--busy' : ''
                    }`}
                    aria-label={
                      slot ? slotName(slot, chosen) : `${longDay(day.date)}, ${timeRange(range)}, ${texts.noSlot}`
                    }
                    aria-disabled={!slot || week.readOnly || !bookable(slot) || undefined}
                    onFocus={() => setPos([r, c])}
                    onClick={() => slot && onChoose(slot)}
                  >
                    {slot ? <SlotFace slot={slot} /> : '–'}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
