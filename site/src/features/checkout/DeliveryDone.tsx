// The delivery step shown completed on /checkout/billing-payment (spec orders §2): slot and address, and a
// 'MODIFICA' link back to the delivery page.
import { checkoutPath } from '@mercato/contracts/urls';
import type { Checkout } from '@mercato/contracts/checkout';
import { checkout as checkoutTexts, checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { useIds } from '@mercato/ui';
import { addressText, slotText } from './checkout-view.ts';

export default function DeliveryDone({ checkout }: { checkout: Checkout }) {
  const ids = useIds('co-delivery-done');
  return (
    <section className="card co-section co-done" aria-labelledby={ids('title')}>
      <div className="co-card-head">
        <h2 id={ids('title')}>
          <span aria-hidden="true">✓ </span>
          {texts.deliveryStepDone}
          <span className="mercato-visually-hidden"> ({texts.deliveryStepCompleted})</span>
        </h2>
        <a className="btn btn--ghost" href={checkoutPath('DELIVERY')} aria-describedby={ids('title')}>
          {checkoutTexts.edit}
        </a>
      </div>
      <dl className="co-recap">
        <dt>{texts.slotLabel}</dt>
        <dd>{slotText(checkout) ?? '—'}</dd>
        <dt>{texts.addressLabel}</dt>
        <dd>{addressText(checkout)}</dd>
      </dl>
    </section>
  );
}
