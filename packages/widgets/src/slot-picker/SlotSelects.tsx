// The select-based variant of the weekly grid (orders §2: "a hidden select-based accessible variant"):
// the day, then the time range among the day's free slots, then 'Prenota' ('Scegli' when changing an
// order's slot). Downloaded when the shopper opens 'Scegli da un elenco' under the grid.
import { useState } from 'react';
import { slotParts as texts } from '@mercato/contracts/i18n/it-slots-parts';
import type { Slot, SlotWeek } from '@mercato/contracts/slots';
import { useIds } from '@mercato/ui/use-ids';
import { PartCss } from '../runtime/part-css.tsx';
import { bookable, longDay, price, timeRange } from './format.ts';
import css from './selects.css?inline';

export interface SlotSelectsProps {
  week: SlotWeek;
  modify: boolean;
  onChoose: (slot: Slot) => void;
}

export function SlotSelects({ week, modify, onChoose }: SlotSelectsProps) {
  const ids = useIds('sp-sel');
  const days = week.days.filter((d) => d.slots.some(bookable));
  const [date, setDate] = useState(days[0]?.date ?? '');
  const day = days.find((d) => d.date === date) ?? days[0];
  const slots = day?.slots.filter(bookable) ?? [];
  const [slotId, setSlotId] = useState<number>();
  const slot = slots.find((s) => s.slotId === slotId) ?? slots[0];

  return (
    <form
      className="sp-selectform"
      onSubmit={(e) => {
        e.preventDefault();
        if (slot) onChoose(slot);
      }}
    >
      <PartCss css={css} />
      <label htmlFor={ids('day')}>{texts.day}</label>
      <select id={ids('day')} value={day?.date ?? ''} onChange={(e) => setDate(e.currentTarget.value)}>
        {days.map((d) => (
          <option key={d.date} value={d.date}>
            {longDay(d.date)}
          </option>
        ))}
      </select>
      <label htmlFor={ids('time')}>{texts.time}</label>
      <select
        id={ids('time')}
        value={slot ? String(slot.slotId) : ''}
        onChange={(e) => setSlotId(Number(e.currentTarget.value))}
      >
        {slots.map((s) => (
          <option key={s.slotId} value={String(s.slotId)}>
            {timeRange(s)}, {price(s.price)}
          </option>
        ))}
      </select>
      <button type="submit" className="mercato-button mercato-button--primary" disabled={!slot}>
        {modify ? texts.choose : texts.book}
      </button>
    </form>
  );
}
