// The delivery page's live parts (spec orders §2 Checkout "Delivery page", §5 delivery notes): the slot
// picker in checkout mode (packages/widgets slot-picker, mode 'order', downloaded as the delivery header
// bar's tab downloads it, skeleton rows meanwhile) with its booked summary, and the delivery notes
// (DeliveryNotes.tsx).
//
// A booked or extended slot, and the end of its hold, read the checkout again and tell the frame, which
// enables or disables 'PROSEGUI'. In edit-order mode the slot is the order's (no hold, no picker): its
// day and time with the way to change it from the orders list.
import { useEffect, useState } from 'react';
import { useLatest } from '@mercato/ui/use-latest';
import type { Navigation } from '@mercato/contracts';
import type { Checkout } from '@mercato/contracts/checkout';
import { checkoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { Lazy } from '@mercato/widgets/lazy';
import { lazyPart } from '@mercato/widgets/lazy-part';
import { Skeleton } from '@mercato/ui';
import { announceCheckout } from './checkout-frame.ts';
import { slotLayoutFor } from './checkout-delivery.ts';
import DeliveryNotes from './DeliveryNotes.tsx';

const picker = lazyPart(() => import('~/features/delivery-bar/slot-picker-part.ts'));
/**
 * The room the picker will take ('booked': the booked slot's summary; 'week': the week's grid; other
 * layouts keep none): classes of checkout-trolley.css set --mercato-slot-picker-loading-height, kept by
 * the placeholder while the picker downloads and by the picker while it loads the week, so that the
 * notes below never move (a style attribute would be refused by the pages' Content-Security-Policy).
 */
type Room = 'booked' | 'week' | 'none';
/** chosen: skeleton rows while the picker downloads (as the delivery header bar's slot tab). */
const SKELETON_ROWS = { booked: 2, week: 6, none: 4 } as const;

const calls = () => checkoutCalls(getClient().request);

export interface CheckoutDeliveryProps {
  checkout: Checkout;
  nav: Navigation;
  /**
   * Edit-order mode: the order's slot as the page words it (its day and time, and how to change it),
   * written by the page so that the step's JavaScript carries none of the order-edit texts.
   */
  editingSlot?: { when: string; note: string } | null;
}

export default function CheckoutDelivery({ checkout: initial, nav, editingSlot = null }: CheckoutDeliveryProps) {
  const [reservedUntil, setReservedUntil] = useState(initial.delivery.reservation?.reservedUntil ?? null);
  const latest = useLatest();

  /** Reads the checkout again and tells the frame; an answer overtaken by a later read is dropped. */
  const refresh = async () => {
    const current = latest();
    try {
      const next = await calls().getCheckout();
      if (!current()) return;
      setReservedUntil(next.delivery.reservation?.reservedUntil ?? null);
      announceCheckout(next.missing);
    } catch {
      // Shown by the page's client.
    }
  };

  // When the hold ends, the slot is no longer the shopper's: 'PROSEGUI' says so without a reload.
  useEffect(() => {
    if (!reservedUntil) return;
    const wait = new Date(reservedUntil).getTime() - Date.now();
    if (!Number.isFinite(wait)) return;
    // A timer longer than setTimeout allows fires at once; holds are minutes long.
    const timer = setTimeout(() => void refresh(), Math.max(0, Math.min(wait + 1000, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [reservedUntil]);

  const layout = slotLayoutFor(nav);
  const room: Room = initial.delivery.reservation ? 'booked' : layout === 'week' ? 'week' : 'none';

  if (initial.editing && editingSlot)
    return (
      <>
        <section className="co-section" aria-labelledby="co-edit-slot-title">
          <h2 id="co-edit-slot-title">{editingSlot.when}</h2>
          <p>{editingSlot.note}</p>
        </section>
        <DeliveryNotes initial={initial.delivery.notes} />
      </>
    );

  return (
    <>
      {/* The picker has the section's heading ('Prenota la data di …'). */}
      <div className={`co-section co-slots co-slots--${room}`}>
        <Lazy
          part={picker}
          fallback={
            <div className="co-slots__placeholder">
              <Skeleton variant="row" count={SKELETON_ROWS[room]} />
            </div>
          }
        >
          {({ SlotPicker }) => (
            <SlotPicker
              layout={layout}
              mode="order"
              logged
              site={nav}
              apiBase=""
              onSlotBooked={() => void refresh()}
              onSlotExtended={() => void refresh()}
              onSlotChanged={() => void refresh()}
            />
          )}
        </Lazy>
      </div>
      <DeliveryNotes initial={initial.delivery.notes} />
    </>
  );
}
