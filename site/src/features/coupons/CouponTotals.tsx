// The coupons and the delivery promotion of a trolley in the checkout's totals (issue 35): each coupon with
// what it takes off (or the points it adds, or why it is not applied) and the delivery promotion's cut of
// the slot price (or the subscription's free delivery). Already counted in the totals by the server; listed so the shopper sees where from.
import { Fragment } from 'react';
import type { Trolley } from '@mercato/contracts';
import { formatPrice } from '@mercato/contracts/format/price';
import { couponPageTexts as texts } from '@mercato/contracts/i18n/it-coupons';
import { t } from '@mercato/contracts/i18n/t';

export default function CouponTotals({ trolley, plain = false }: { trolley: Trolley; plain?: boolean }) {
  const rows: [string, string][] = [];
  for (const c of trolley.coupons ?? [])
    rows.push([
      `${texts.couponDiscount}: ${c.description} (${c.code})`,
      !c.applied
        ? `${texts.notApplied}${c.message ? ` — ${c.message}` : ''}`
        : c.points > 0
          ? t(texts.couponPoints, { points: c.points })
          : `−${formatPrice(c.discount)}`,
    ]);
  if (trolley.deliveryPromotion)
    rows.push([
      // A subscription's free delivery (issue 40) is named as such.
      `${trolley.deliveryPromotion.kind === 'SUBSCRIPTION' ? texts.subscriptionDelivery : texts.deliveryPromotion}: ${trolley.deliveryPromotion.name}`,
      `−${formatPrice(trolley.deliveryPromotion.discount)}`,
    ]);
  if (rows.length === 0) return null;
  return plain
    ? rows.map(([k, v]) => (
        <Fragment key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </Fragment>
      ))
    : rows.map(([k, v]) => (
        <div key={k} className="co-coupon-total">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ));
}
