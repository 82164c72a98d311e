// /ordini/modifica-consegna (spec orders §2 "Change-delivery-slot page"): the slot picker in modify mode
// (packages/widgets slot-picker: 'Scegli la nuova data di …', 'Annulla' / 'Conferma modifica'; the lite
// panel for 'prenotazioni'), downloaded as the checkout's delivery step downloads it. 'Conferma modifica'
// moves the order (POST auth/orders/{orderId}/slot, with the version the page showed and one key per
// press, sent again after an answer that never came); the picker then emits mercato:slot-changed and the
// orders list shows the new slot. 'Annulla' goes back to the list. A full slot shows the nearest free
// ones in the picker; any other refusal the alert 'Modifica Ordine', then the list (shell §8).
import { useState } from 'react';
import type { Navigation } from '@mercato/contracts';
import type { OrderCard } from '@mercato/contracts/checkout';
import { ordersPath } from '@mercato/contracts/urls';
import { Skeleton } from '@mercato/ui';
import { Lazy } from '@mercato/widgets/lazy';
import { lazyPart } from '@mercato/widgets/lazy-part';
import { slotLayoutFor } from '~/features/checkout/checkout-delivery.ts';
import { orderEditApi, showOrderEditFailure } from './order-edit-feedback.ts';
import { slotChanger } from './order-slot-change.ts';

const picker = lazyPart(() => import('~/features/delivery-bar/slot-picker-part.ts'));
/** chosen: skeleton rows while the picker downloads (as the checkout's delivery step). */
const SKELETON_ROWS = 4;

export interface OrderSlotEditProps {
  order: Pick<OrderCard, 'orderId' | 'version' | 'navigation'>;
}

export default function OrderSlotEdit({ order }: OrderSlotEditProps) {
  // One changer for the page's life: it keeps the key of a press whose answer never came.
  const [changeSlot] = useState(() => slotChanger(order, orderEditApi, (err) => void showOrderEditFailure(err)));

  return (
    <Lazy part={picker} fallback={<Skeleton variant="row" count={SKELETON_ROWS} />}>
      {({ SlotPicker }) => (
        <SlotPicker
          layout={slotLayoutFor(order.navigation as Navigation)}
          logged
          modify
          orderId={order.orderId}
          site={order.navigation as Navigation}
          apiBase=""
          changeSlot={changeSlot}
          onSlotChanged={() => window.location.assign(ordersPath())}
          onChangeCancelled={() => window.location.assign(ordersPath())}
        />
      )}
    </Lazy>
  );
}
