// The checkout's notice in edit-order mode (spec orders §4 "In edit-order mode a notice shows order
// number and delivery date with a cancel-modification action"): 'Annulla modifica' drops the edit
// trolley (DELETE auth/orders/{orderId}/edit) — the order stays as it was, the ordinary trolley is the
// customer's again — and goes back to the orders list. The notice's text is rendered on the server
// (CheckoutLayout.astro); this island is the button.
import { useRef, useState } from 'react';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import { ordersPath } from '@mercato/contracts/urls';
import { orderEditApi, showOrderEditFailure } from './order-edit-feedback.ts';

export default function OrderEditNotice({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const cancel = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await orderEditApi().cancelOrderEdit(orderId);
      window.location.assign(ordersPath());
      return;
    } catch (err) {
      await showOrderEditFailure(err);
    }
    inFlight.current = false;
    setBusy(false);
  };
  return (
    <button type="button" className="mercato-button" disabled={busy} onClick={() => void cancel()}>
      {texts.cancelEdit}
    </button>
  );
}
