// The order edit dialog (spec orders §2 "Order edit dialog", §4 order actions, §8 cancel prompt): what
// can still change of the order, by its action (DELETE, MODIFY, MODIFY_OR_DELETE; server orderRightsOf):
//   'Modifica giorno e orario' → /ordini/modifica-consegna?orderId= (the slot picker in modify mode);
//   'Modifica contenuto'       → /ordini/modifica/{action}/{orderId} (the lines back in an edit trolley);
//   'Annulla ordine'           → 'Confermi di voler cancellare l'ordine?', then the cancel call;
// with the cut-offs and the note 'Oltre il termine ultimo non sara' possibile apportare modifiche.'. The
// dialog is @mercato/ui's Modal (focus in, trapped, Escape closes, focus back to the opener). The server
// checks everything again: a refusal shows in the alert 'Modifica Ordine', then the orders list.
import { useRef } from 'react';
import type { OrderCard } from '@mercato/contracts/checkout';
import { formatDateTime } from '@mercato/contracts/format/date';
import { orders as ordersTexts, t } from '@mercato/contracts/i18n/it';
import { orderEdit as texts } from '@mercato/contracts/i18n/it-order-edit';
import { orderEditPath, ordersPath, orderSlotEditPath } from '@mercato/contracts/urls';
import { openModal, showToast } from '@mercato/core/stores/feedback';
import { Modal } from '@mercato/ui';
import { orderSlotText } from '~/features/checkout/order-view.ts';
import { orderEditApi, showOrderEditFailure } from './order-edit-feedback.ts';

export interface OrderEditDialogProps {
  order: OrderCard;
  open: boolean;
  onClose: () => void;
  /** Hides the dialog without leaving the page (before the cancel prompt); default onClose. */
  onHide?: () => void;
  /** For tests: how to leave the page. */
  navigate?: (url: string) => void;
}

const when = (iso: string) => formatDateTime(new Date(iso));

export default function OrderEditDialog({ order, open, onClose, onHide, navigate }: OrderEditDialogProps) {
  const inFlight = useRef(false);
  const go = navigate ?? ((url: string) => window.location.assign(url));

  const cancelOrder = async () => {
    if (inFlight.current) return;
    (onHide ?? onClose)();
    const yes = await openModal({
      kind: 'confirm',
      title: t(texts.dialogTitle, { order: order.publicOrderId }),
      message: ordersTexts.cancelConfirm,
      confirmLabel: texts.confirmYes,
      cancelLabel: texts.confirmNo,
    });
    if (!yes) return;
    inFlight.current = true;
    try {
      await orderEditApi().cancelOrder(order.orderId, { version: order.version });
      showToast({ type: 'success', message: t(texts.cancelled, { order: order.publicOrderId }) });
      go(ordersPath());
    } catch (err) {
      await showOrderEditFailure(err);
    } finally {
      inFlight.current = false;
    }
  };

  const cutoffs = [
    order.slotModifiable && t(texts.cutoffSlot, { when: when(order.cutoffUpdateSlot) }),
    order.contentModifiable && t(texts.cutoffUpdate, { when: when(order.cutoffUpdate) }),
    order.deletable && t(texts.cutoffDelete, { when: when(order.cutoffDelete) }),
  ].filter((x): x is string => typeof x === 'string');

  const message = (
    <div className="order-edit">
      <p>{t(texts.slotLine, { slot: orderSlotText(order) })}</p>
      {order.orderAction === 'NO_ACTION' ? (
        <p>{texts.noAction}</p>
      ) : (
        <ul className="order-edit__options">
          {order.slotModifiable && (
            <li>
              <a className="mercato-button" href={orderSlotEditPath(order.orderId)} data-option="SLOT">
                {ordersTexts.changeSlot}
              </a>
            </li>
          )}
          {order.contentModifiable && (
            <li>
              <a className="mercato-button" href={orderEditPath(order.orderAction, order.orderId)} data-option="ORDER">
                {ordersTexts.changeContent}
              </a>
            </li>
          )}
          {order.deletable && (
            <li>
              <button type="button" className="mercato-button" onClick={() => void cancelOrder()}>
                {ordersTexts.cancelOrder}
              </button>
            </li>
          )}
        </ul>
      )}
      {cutoffs.length > 0 && (
        <ul className="order-edit__cutoffs">
          {cutoffs.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      <p className="order-edit__note">
        <strong>{ordersTexts.deadlineNote}</strong>
      </p>
    </div>
  );

  return (
    <Modal
      open={open}
      kind="info"
      title={t(texts.dialogTitle, { order: order.publicOrderId })}
      message={message}
      confirmLabel={texts.close}
      onConfirm={onClose}
    />
  );
}
