// 'Ordini Online' (/ordini/precedenti; spec orders §2 Orders, §4 payment recovery): the shopper's orders,
// newest first, as cards with the service label, insert date, public order number, total, status, slot day
// with start and end time and payment status; a payment recovery card ('ATTENZIONE' when SUSPENDED, else
// 'INFO'); a pager with more than one page (real links, ?page=N); 'Non è presente nessun ordine' when none;
// the two footnotes. Rendered on the server from the orders service (no JavaScript: the pager is links).
import { ORDERS_PAGE_SIZE } from '@mercato/contracts/constants';
import type { OrderCard, OrderPage } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutPages as texts, orders as ordersTexts } from '@mercato/contracts/i18n/it';
import { Pager } from '@mercato/ui';
import { insertDateText, orderSlotText } from './order-view.ts';

export const ordersPageHref = (page: number) => (page <= 1 ? '/ordini/precedenti' : `/ordini/precedenti?page=${page}`);

export default function OrderCards({ result }: { result: OrderPage }) {
  if (result.count === 0) return <p className="card">{ordersTexts.empty}</p>;
  return (
    <>
      <ul className="co-orders">
        {result.orders.map((order) => (
          <li key={order.orderId}>
            <OrderCardView order={order} />
          </li>
        ))}
      </ul>
      {result.pages > 1 && (
        <Pager
          count={result.count}
          pageSize={ORDERS_PAGE_SIZE}
          currentPage={result.page}
          hrefFor={ordersPageHref}
          label={texts.ordersPager}
        />
      )}
      <div className="co-footnotes">
        {result.orders.some((o) => o.slotPrice === 0) && <p>{ordersTexts.linkedOrdersFootnote}</p>}
        {result.orders.some((o) => o.deliveryMethod === 'COURIER') && <p>{ordersTexts.courierFootnote}</p>}
      </div>
    </>
  );
}

export function OrderCardView({ order }: { order: OrderCard }) {
  const titleId = `co-order-${order.orderId}`;
  const suspended = order.paymentRecoveryStatus === 'SUSPENDED';
  return (
    <article className="card co-order" aria-labelledby={titleId}>
      <div className="co-order__head">
        <h2 id={titleId}>
          {texts.orderNumberLabel} {order.publicOrderId}
        </h2>
        <span className="co-order__service">{order.serviceLabel}</span>
      </div>
      <dl className="co-recap">
        <dt>{texts.insertDate}</dt>
        <dd>{insertDateText(order)}</dd>
        <dt>{order.deliveryMethod === 'STORE' ? texts.pickupDateLabel : texts.slotDateLabel}</dt>
        <dd>
          {orderSlotText(order)}
          {order.deliveryMethod === 'COURIER' ? ' **' : ''}
        </dd>
        <dt>{texts.totalLabel}</dt>
        <dd>
          {formatPrice(order.totalAmount)}
          {/* chosen: '*' marks an order whose delivery cost nothing (the case of linked orders) */}
          {order.slotPrice === 0 ? ' *' : ''}
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
    </article>
  );
}
