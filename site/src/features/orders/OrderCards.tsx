// 'Ordini Online' (/ordini/precedenti; spec orders §2 Orders, §4 payment recovery): the parts of the list
// rendered on the server (no JavaScript): a card with the service label (and 'Colletta Alimentare' for
// shopping donated to the food collection, orders §3 collettaAlimentare), insert date, public order number,
// total, status, slot day with start and end time and payment status, and a payment recovery card
// ('ATTENZIONE' when SUSPENDED, else 'INFO'); the card's actions are given as children (OrderList.astro
// puts the islands there); 'Non è presente nessun ordine' when none; the pager with more than one page
// (real links, ?page=N) and the two footnotes where they apply.
import { ORDERS_PAGE_SIZE } from '@mercato/contracts/constants';
import type { OrderCard, OrderPage } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutPages as texts, foodCollection, orders as ordersTexts } from '@mercato/contracts/i18n/it';
import { ordersPath } from '@mercato/contracts/urls';
import { Pager } from '@mercato/ui';
import type { ReactNode } from 'react';
import { insertDateText, orderSlotText } from '~/features/checkout/order-view.ts';

/** '*': a linked order, whose delivery may not be charged (orders §2 footnote). */
export const linkedMark = (order: OrderCard) => order.linkedToOrderId !== null;
/** '**': the date of a COURIER delivery is an estimate (orders §2 footnote). */
export const courierMark = (order: OrderCard) => order.deliveryMethod === 'COURIER';

export function OrdersEmpty() {
  return <p className="card">{ordersTexts.empty}</p>;
}

/** The pager (more than one page) and the footnotes that apply to the cards shown. */
export function OrdersFooter({ result }: { result: OrderPage }) {
  const linked = result.orders.some(linkedMark);
  const courier = result.orders.some(courierMark);
  return (
    <>
      {result.pages > 1 && (
        <Pager
          count={result.count}
          pageSize={ORDERS_PAGE_SIZE}
          currentPage={result.page}
          hrefFor={ordersPath}
          label={texts.ordersPager}
        />
      )}
      {(linked || courier) && (
        <div className="co-footnotes">
          {linked && <p>{ordersTexts.linkedOrdersFootnote}</p>}
          {courier && <p>{ordersTexts.courierFootnote}</p>}
        </div>
      )}
    </>
  );
}

export function OrderCardView({ order, children }: { order: OrderCard; children?: ReactNode }) {
  const titleId = `co-order-${order.orderId}`;
  const suspended = order.paymentRecoveryStatus === 'SUSPENDED';
  return (
    <article className="card co-order" aria-labelledby={titleId}>
      <div className="co-order__head">
        <h2 id={titleId}>
          {texts.orderNumberLabel} {order.publicOrderId}
        </h2>
        <span className="co-order__service">{order.serviceLabel}</span>
        {order.collettaAlimentare && <span className="co-order__service">{foodCollection.title}</span>}
      </div>
      <dl className="co-recap">
        <dt>{texts.insertDate}</dt>
        <dd>{insertDateText(order)}</dd>
        <dt>{order.deliveryMethod === 'STORE' ? texts.pickupDateLabel : texts.slotDateLabel}</dt>
        <dd>
          {orderSlotText(order)}
          {courierMark(order) ? ' **' : ''}
        </dd>
        <dt>{texts.totalLabel}</dt>
        <dd>
          {formatPrice(order.totalAmount)}
          {linkedMark(order) ? ' *' : ''}
        </dd>
        <dt>{texts.statusLabel}</dt>
        <dd>{order.orderStatusLabel}</dd>
        <dt>{texts.paymentStatusLabel}</dt>
        <dd>{order.paymentStatus}</dd>
      </dl>
      {order.paymentRecoveryStatus && (
        <div className={`co-recovery${suspended ? ' co-recovery--suspended' : ''}`} role="note">
          <strong>{suspended ? texts.attention : texts.info}</strong>
          {order.paymentRecoveryMessage && <p>{order.paymentRecoveryMessage}</p>}
        </div>
      )}
      {children}
    </article>
  );
}
