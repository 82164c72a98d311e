// The slot picker for React apps (`@mercato/widgets/react/slot-picker`, built into
// dist/react/slot-picker.js): the component with its styles, which it adopts into the page itself
// (react-styles.tsx), so an app imports no CSS. The parts loaded later (day, slider and lite layouts,
// the select-based variant, the dialogs) bring their own (<PartCss>).
import type { ReactElement } from 'react';
import { WidgetStyles } from '../runtime/react-styles.tsx';
import { SlotPicker as Picker, type SlotPickerProps } from './SlotPicker.tsx';
import css from './slot-picker.css?inline';

export type { SlotChange, SlotPickerProps } from './SlotPicker.tsx';
export type { SlotLayout, SlotPanelMode } from './meta.ts';
export type { Slot, SlotReservation } from '@mercato/contracts/slots';

const styles = [css];

/**
 * The week of delivery or pickup slots: booked by a logged customer, changed for an order (`modify`), or
 * shown read-only for a `postcode` with a link into the shop to book. `apiBase`: the shop's origin when
 * the app is on another one.
 */
export function SlotPicker(props: SlotPickerProps): ReactElement {
  return (
    <>
      <WidgetStyles css={styles} />
      <Picker {...props} />
    </>
  );
}
