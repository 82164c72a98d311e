// The order detail's summary, documents and locker keys (spec orders §2 order detail): status, date and
// address of delivery or pickup, payment mode, subtotal, slot cost ('Gratuito' for a linked order),
// percentage and voucher discounts, total, billing address, fidelity points; the downloads (delivery
// receipt and order details once delivered, the invoice when there is one; flag orderDetailPdfEnabled)
// and the print view; each locker of a 'Clicca e Vai' pickup with its key code and QR code. Rendered on
// the server (no JavaScript).
import { Fragment } from 'react';
import { formatDate } from '@mercato/contracts/format/date';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, checkoutPages, ordersView as texts, t } from '@mercato/contracts/i18n/it';
import { couponPageTexts } from '@mercato/contracts/i18n/it-coupons';
import type { OrderDetail } from '@mercato/contracts/orders';
import { deliveryDetailsPath, orderDetailPath, orderDocumentPath, qrcodePath } from '@mercato/contracts/urls';
import { orderSlotText } from '~/features/checkout/order-view.ts';

const minus = (cents: number) => `− ${formatPrice(cents)}`;

export function OrderSummary({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  const pickup = order.deliveryMethod === 'STORE';
  // The coupons' discounts are part of the order's total discount: listed on their own lines instead.
  const couponDiscount = detail.coupons.reduce((sum, c) => sum + c.discount, 0);
  const otherDiscount = detail.totalDiscount - detail.percentDiscount - detail.voucherDiscount - couponDiscount;
  return (
    <section className="card ov-section" aria-labelledby="ov-summary-title">
      <h2 id="ov-summary-title">{texts.summaryHeading}</h2>
      <dl className="co-recap">
        <dt>{checkoutPages.statusLabel}</dt>
        <dd>
          {order.orderStatusLabel}
          {detail.replacedBy && (
            <span className="ov-line">
              <a href={orderDetailPath(detail.replacedBy.orderId)}>
                {t(texts.replacedByLink, { publicOrderId: detail.replacedBy.publicOrderId })}
              </a>
            </span>
          )}
        </dd>
        <dt>{pickup ? texts.pickupDateLabel : texts.deliveryDateLabel}</dt>
        <dd>{orderSlotText(order)}</dd>
        {detail.deliveredAt && (
          <>
            <dt>{pickup ? texts.pickedUpOnLabel : texts.deliveredOnLabel}</dt>
            <dd>{formatDate(new Date(detail.deliveredAt))}</dd>
          </>
        )}
        {(pickup ? detail.deliveryStoreName : order.deliveryAddressText) && (
          <>
            <dt>{pickup ? texts.pickupPointLabel : texts.deliveryAddressLabel}</dt>
            <dd>{pickup ? detail.deliveryStoreName : order.deliveryAddressText}</dd>
          </>
        )}
        <dt>{texts.paymentModeLabel}</dt>
        <dd>
          {(checkoutApi.paymentNames as Record<string, string>)[order.paymentType] ?? order.paymentType}
          {' · '}
          {order.paymentStatus}
        </dd>
        <dt>{texts.subtotalLabel}</dt>
        <dd>{formatPrice(detail.subtotal)}</dd>
        <dt>{texts.slotCostLabel}</dt>
        <dd>{detail.slotFree || order.slotPrice === 0 ? texts.slotFree : formatPrice(order.slotPrice)}</dd>
        {otherDiscount > 0 && (
          <>
            <dt>{texts.otherDiscountLabel}</dt>
            <dd>{minus(otherDiscount)}</dd>
          </>
        )}
        {detail.coupons.map((c) => (
          <Fragment key={c.code}>
            <dt>{`${couponPageTexts.couponDiscount}: ${c.title} (${c.code})`}</dt>
            <dd>{c.points > 0 ? t(couponPageTexts.couponPoints, { points: c.points }) : minus(c.discount)}</dd>
          </Fragment>
        ))}
        {detail.percentDiscount > 0 && (
          <>
            <dt>{texts.percentDiscountLabel}</dt>
            <dd>{minus(detail.percentDiscount)}</dd>
          </>
        )}
        {detail.voucherDiscount > 0 && (
          <>
            <dt>{texts.voucherDiscountLabel}</dt>
            <dd>{minus(detail.voucherDiscount)}</dd>
          </>
        )}
        <dt>{checkoutPages.totalLabel}</dt>
        <dd>
          <strong>{formatPrice(order.totalAmount)}</strong>
        </dd>
        {detail.billingAddress && (
          <>
            <dt>{texts.billingAddressLabel}</dt>
            <dd>
              {detail.billingAddress.map((line) => (
                <span key={line} className="ov-line">
                  {line}
                </span>
              ))}
              {detail.invoiceNumber && (
                <span className="ov-line">
                  {texts.invoiceNumberLabel} {detail.invoiceNumber}
                </span>
              )}
            </dd>
          </>
        )}
        <dt>{texts.fidatyPointsLabel}</dt>
        <dd>
          {detail.fidatyCard
            ? t(texts.fidatyPointsText, { points: detail.fidatyPoints, card: detail.fidatyCard })
            : t(texts.fidatyPointsNoCard, { points: detail.fidatyPoints })}
        </dd>
      </dl>
    </section>
  );
}

/** The downloads and the print view; nothing when no document can be had yet. */
export function OrderDocuments({ detail, pdfEnabled }: { detail: OrderDetail; pdfEnabled: boolean }) {
  const { documents: d, order } = detail;
  if (!pdfEnabled || !(d.receipt || d.details || d.invoice)) return null;
  return (
    <section className="card ov-section" aria-labelledby="ov-documents-title">
      <h2 id="ov-documents-title">{texts.documentsHeading}</h2>
      <ul className="ov-documents">
        {d.receipt && (
          <li>
            <a href={orderDocumentPath(order.orderId, 'receipt')} type="application/pdf">
              {texts.receiptDocument}
            </a>
          </li>
        )}
        {d.details && (
          <li>
            <a href={orderDocumentPath(order.orderId, 'details')} type="application/pdf">
              {texts.detailsDocument}
            </a>
          </li>
        )}
        {d.invoice && (
          <li>
            <a href={orderDocumentPath(order.orderId, 'invoice')} type="application/pdf">
              {texts.invoiceDocument}
            </a>
          </li>
        )}
        {d.details && (
          <li>
            <a href={deliveryDetailsPath(order.orderId)}>{texts.printView}</a>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A 'Clicca e Vai' pickup's lockers: each door, its key code and its QR code (GET qrcode/{lockerKeyEnc}). */
export function OrderLockers({ detail }: { detail: OrderDetail }) {
  if (detail.lockerKeys.length === 0) return null;
  return (
    <section className="card ov-section" aria-labelledby="ov-lockers-title">
      <h2 id="ov-lockers-title">{texts.lockersHeading}</h2>
      <p>{texts.lockersIntro}</p>
      <ul className="ov-lockers">
        {detail.lockerKeys.map((k) => (
          <li key={k.lockerKeyEnc} className="ov-locker">
            <strong>{k.locker}</strong>
            <span>{t(texts.lockerKeyCode, { code: k.keyCode })}</span>
            <img
              src={qrcodePath(k.lockerKeyEnc)}
              alt={t(texts.lockerQrAlt, { locker: k.locker, code: k.keyCode })}
              width={160}
              height={160}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
