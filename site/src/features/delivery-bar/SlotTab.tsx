// Tab 2 of the delivery header bar for a logged customer: the slot picker (`SlotPicker` of
// @mercato/widgets/slot-picker) in its weekly layout and tab mode, downloaded with the widgets' one
// code-splitting mechanism (lazyPart() + <Lazy>) the first time the bar shows this tab, skeleton rows
// meanwhile; the bar keeps it while the panel stays open. Its calls go to this site's own origin.
// What it books or extends goes straight to the bar (`onReservation`), so the slot button shows the
// booked day and time at once. The picker reports no first available slot of its own: the bar has it
// from the page (DeliveryBar.astro asks the server), and a booking replaces it on the button anyway.
import type { Navigation, SlotReservation } from '@mercato/contracts';
import { Lazy } from '@mercato/widgets/lazy';
import { lazyPart } from '@mercato/widgets/lazy-part';
import { Skeleton } from '@mercato/ui';

const picker = lazyPart(() => import('./slot-picker-part.ts'));

/** chosen: skeleton rows while the picker downloads (about the height of its heading and week bar). */
const SKELETON_ROWS = 4;

export interface SlotTabProps {
  /** The page's navigation: the service whose slots are shown. */
  site: Navigation;
  /** The picker booked or changed the slot, or extended its hold: the bar's button follows. */
  onReservation: (reservation: SlotReservation) => void;
}

export default function SlotTab({ site, onReservation }: SlotTabProps) {
  return (
    <div className="delivery-bar__slot-picker">
      <Lazy part={picker} fallback={<Skeleton variant="row" count={SKELETON_ROWS} />}>
        {({ SlotPicker }) => (
          <SlotPicker
            layout="week"
            mode="tab"
            logged
            site={site}
            apiBase=""
            onSlotBooked={onReservation}
            onSlotExtended={onReservation}
            onSlotChanged={(change) => onReservation(change.reservation)}
          />
        )}
      </Lazy>
    </div>
  );
}
