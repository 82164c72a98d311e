// The recap of /checkout/summary (spec orders §2): the delivery card (slot, address, notes) and the payment
// card, each with 'MODIFICA' back to its step; the FATTURA card, 'NO' or the billing address chosen; the
// totals; the checkout's message when a step still misses something; the terms notice.
import { useEffect, useState } from 'react';
import { useLatest } from '@mercato/ui/use-latest';
import type { BillingAddress } from '@mercato/contracts';
import { checkoutPath } from '@mercato/contracts/urls';
import type { Checkout } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkout as checkoutTexts, checkoutPages as texts, checkoutSteps } from '@mercato/contracts/i18n/it';
import type { CheckoutCalls } from '@mercato/client';
import { useIds } from '@mercato/ui';
import { addressText, billingAddressText, paymentText, slotText } from './checkout-view.ts';
import CouponTotals from '../coupons/CouponTotals.tsx';

export interface SummaryCardsProps {
  checkout: Checkout;
  calls: CheckoutCalls;
}

export default function SummaryCards({ checkout, calls }: SummaryCardsProps) {
  const ids = useIds('co-summary');
  const { invoice, totals } = checkout;
  const [billing, setBilling] = useState<BillingAddress | null | 'loading'>(
    invoice.wanted && invoice.billingAddressId !== null ? 'loading' : null,
  );

  const latest = useLatest();
  useEffect(() => {
    // Every run makes the answer of the one before stale, a run that asks nothing too.
    const current = latest();
    if (!invoice.wanted || invoice.billingAddressId === null) return;
    calls.getBillingAddresses().then(
      (list) => current() && setBilling(list.find((a) => a.id === invoice.billingAddressId) ?? null),
      () => current() && setBilling(null),
    );
  }, [calls, invoice.wanted, invoice.billingAddressId]);

  const head = (id: string, title: string, href: string) => (
    <div className="co-card-head">
      <h2 id={ids(id)}>{title}</h2>
      <a className="btn btn--ghost" href={href} aria-describedby={ids(id)}>
        {checkoutTexts.edit}
      </a>
    </div>
  );

  return (
    <div className="co-cards">
      {checkout.missing && checkout.missing.step !== 'SUMMARY' && (
        <p className="co-warning" role="alert">
          {checkout.missing.message}{' '}
          <a href={checkoutPath(checkout.missing.step)}>
            {texts.goToStep}: {checkoutSteps.steps[checkout.missing.step]}
          </a>
        </p>
      )}
      <section className="card co-section" aria-labelledby={ids('delivery')}>
        {head('delivery', texts.deliveryCard, checkoutPath('DELIVERY'))}
        <dl className="co-recap">
          <dt>{texts.slotLabel}</dt>
          <dd>{slotText(checkout) ?? '—'}</dd>
          <dt>{texts.addressLabel}</dt>
          <dd>{addressText(checkout)}</dd>
          <dt>{texts.notesLabel}</dt>
          <dd>{checkout.delivery.notes.trim() || texts.noNotes}</dd>
        </dl>
      </section>
      <section className="card co-section" aria-labelledby={ids('payment')}>
        {head('payment', texts.paymentCard, checkoutPath('PAYMENT'))}
        <p>{paymentText(checkout) ?? texts.noPayment}</p>
      </section>
      <section className="card co-section" aria-labelledby={ids('invoice')}>
        {head('invoice', checkoutTexts.invoice, checkoutPath('PAYMENT'))}
        <p>
          {!invoice.wanted
            ? checkoutTexts.invoiceNo
            : billing === 'loading'
              ? texts.loading
              : billing
                ? billingAddressText(billing)
                : checkoutTexts.noInvoiceAddresses}
        </p>
      </section>
      <section className="card co-section" aria-labelledby={ids('totals')}>
        <h2 id={ids('totals')}>{texts.totalsHeading}</h2>
        <dl className="co-totals">
          <dt>{texts.itemsTotal}</dt>
          <dd>{formatPrice(totals.transactionAmount + totals.totalDiscount)}</dd>
          <dt>{texts.deliveryCost}</dt>
          <dd>{totals.deliveryAmount === 0 ? texts.free : formatPrice(totals.deliveryAmount)}</dd>
          {totals.totalDiscount > 0 && (
            <>
              <dt>{texts.discount}</dt>
              <dd>−{formatPrice(totals.totalDiscount)}</dd>
            </>
          )}
          <CouponTotals trolley={checkout.trolley} plain />
          <dt className="co-totals__total">{texts.toPay}</dt>
          <dd className="co-totals__total">{formatPrice(totals.total)}</dd>
        </dl>
      </section>
      <p className="co-terms">
        {checkoutTexts.termsNotice} <a href="/sale-condition">{texts.termsLink}</a>
      </p>
    </div>
  );
}
