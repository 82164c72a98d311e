// The 'Modifica' action of an order card and of the order detail (spec orders §2 Orders "edit (when
// editable)"): a real button opening the order edit dialog (OrderEditDialog.tsx). Nothing when the order
// can no longer change (orderAction NO_ACTION). Rendered as an island (client:visible) by the orders
// pages; the order-modify redirector (/ordini/modifica-ordine/{orderId}) renders it with `initiallyOpen`.
import { useEffect, useRef, useState } from 'react';
import type { OrderCard } from '@mercato/contracts/checkout';
import { orders as ordersTexts } from '@mercato/contracts/i18n/it';
import OrderEditDialog from './OrderEditDialog.tsx';
import './order-edit.css';

export interface OrderEditButtonProps {
  order: OrderCard;
  /** The dialog opens at once (the order-modify redirector's SLOT and ORDER). */
  initiallyOpen?: boolean;
  /** Closing the dialog goes here (the redirector: the orders list). */
  closeHref?: string;
  /** With initiallyOpen: the option the focus starts on (the redirector's SLOT or ORDER), when offered. */
  focusOption?: 'SLOT' | 'ORDER';
}

export default function OrderEditButton({
  order,
  initiallyOpen = false,
  closeHref,
  focusOption,
}: OrderEditButtonProps) {
  const [open, setOpen] = useState(initiallyOpen && order.editable);
  const focused = useRef(false);
  // After the dialog's own focus (its close button): the option asked for, once.
  useEffect(() => {
    if (!open || !focusOption || focused.current) return;
    focused.current = true;
    document.querySelector<HTMLElement>(`.order-edit [data-option="${focusOption}"]`)?.focus();
  }, [open, focusOption]);
  if (!order.editable) return null;
  const close = () => {
    setOpen(false);
    if (closeHref) window.location.assign(closeHref);
  };
  return (
    <>
      <button
        type="button"
        className="mercato-button order-edit__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {ordersTexts.editAction}
        <span className="mercato-visually-hidden"> {order.publicOrderId}</span>
      </button>
      <OrderEditDialog order={order} open={open} onClose={close} onHide={() => setOpen(false)} />
    </>
  );
}
