// The checkout's trolley page (spec orders §2 Checkout "Trolley page", §4 substitutes, §8 trolley
// exceptions), an island server-rendered with the page's checkout: the lines (image, description, unit
// price, final amount, quantity control, delete, substitute checkbox, gift-wrap link, promo badges, 'Non
// promozionabile'; readonly lines locked), the empty message, the all-substitutes modal, the gift-wrap
// dialog, a line's alternative-product dialog (AlternativeDialog.tsx), the 'Avancassa' offers
// (CheckoutCounterDialog.tsx) and the campioncini omaggio (the chosen ones listed here, SamplesDialog.tsx
// to choose), each dialog downloaded on first use, the delivery-limits, stock-exception and M×N modals, and
// the totals with the minimum order amount.
//
// The view is markup: the state (the checkout, the lines' saving and messages, the dialog open) and the
// calls are use-checkout-trolley.ts's; a line is TrolleyLine.tsx, the dialogs TrolleyDialogs.tsx.
import { type ComponentType, useState } from 'react';
import { formatPrice } from '@mercato/contracts/format/price';
import { clientErrors } from '@mercato/contracts/i18n/it-client-errors';
import { openModal } from '@mercato/core/stores/feedback';
import type { TrolleyItem } from '@mercato/contracts';
import type { Checkout } from '@mercato/contracts/checkout';
import { checkoutSteps as texts, t, trolley as trolleyTexts } from '@mercato/contracts/i18n/it';
import { useIds } from '@mercato/ui';
import { anySubstitutable, limitedLines, minimumShortfall, pageLines } from './checkout-trolley.ts';
import TrolleyDialogs from './TrolleyDialogs.tsx';
import TrolleyLine from './TrolleyLine.tsx';
import type { AlternativeDialogProps } from './AlternativeDialog.tsx';
import type { CheckoutCounterDialogProps } from './CheckoutCounterDialog.tsx';
import type { SamplesDialogProps } from './SamplesDialog.tsx';
import { SAMPLES_PER_ORDER } from '@mercato/contracts/constants';
import { productDialogs as dialogs } from '@mercato/contracts/i18n/it-product-dialogs';
import CouponTotals from '../coupons/CouponTotals.tsx';
import { useCheckoutTrolley } from './use-checkout-trolley.ts';

export interface CheckoutTrolleyProps {
  /** The checkout as the page was made (server-rendered). */
  checkout: Checkout;
  /** A logged customer: only they get substitutes (spec §6). */
  logged: boolean;
}

export default function CheckoutTrolley({ checkout: initial, logged }: CheckoutTrolleyProps) {
  const ids = useIds('checkout-trolley');
  const state = useCheckoutTrolley(initial, () => document.getElementById(ids('title'))?.focus());
  const { checkout, trolley, busyItems, status, line, open } = state;
  // The alternative-product dialog comes on the first press of a line's 'Scegli il sostitutivo'.
  const [Alternative, setAlternative] = useState<ComponentType<AlternativeDialogProps> | null>(null);
  const chooseAlternative = (item: TrolleyItem) =>
    import('./AlternativeDialog.tsx').then(
      (m) => {
        setAlternative(() => m.default);
        open({ kind: 'alternative', item });
      },
      () => void openModal({ kind: 'alert', message: clientErrors.generic }),
    );
  const alternativeFor = state.dialog.kind === 'alternative' ? state.dialog.item : null;
  // The 'Avancassa' dialog too, on the first press of 'Vedi le offerte alla cassa'.
  const [Counter, setCounter] = useState<ComponentType<CheckoutCounterDialogProps> | null>(null);
  const [counterOpen, setCounterOpen] = useState(false);
  const openCounter = () =>
    import('./CheckoutCounterDialog.tsx').then(
      (m) => {
        setCounter(() => m.default);
        setCounterOpen(true);
      },
      () => void openModal({ kind: 'alert', message: clientErrors.generic }),
    );
  // The campioncini omaggio dialog, with its texts, on the first press of 'Scegli i campioncini'.
  const [Samples, setSamples] = useState<ComponentType<SamplesDialogProps> | null>(null);
  const [samplesOpen, setSamplesOpen] = useState(false);
  const openSamples = () =>
    import('./SamplesDialog.tsx').then(
      (m) => {
        setSamples(() => m.default);
        setSamplesOpen(true);
      },
      () => void openModal({ kind: 'alert', message: clientErrors.generic }),
    );
  const samples = checkout.samples;
  const lines = pageLines(trolley, checkout);
  const limited = limitedLines(trolley.items);
  const shortfall = minimumShortfall(checkout);
  const totals = checkout.totals;

  if (lines.length === 0) {
    return (
      <section className="co-trolley" aria-labelledby={ids('title')}>
        <h2 id={ids('title')} className="mercato-visually-hidden" tabIndex={-1}>
          {texts.trolleyLines}
        </h2>
        <p className="co-empty">{trolleyTexts.empty}</p>
        <p className="mercato-visually-hidden" role="status">
          {status}
        </p>
      </section>
    );
  }

  return (
    <div className="co-trolley">
      <section className="co-trolley__lines" aria-labelledby={ids('title')}>
        <div className="co-trolley__head">
          <h2 id={ids('title')} tabIndex={-1}>
            {texts.trolleyLines}{' '}
            <span className="co-count">
              ({lines.length === 1 ? texts.lineOne : t(texts.linesCount, { count: lines.length })})
            </span>
          </h2>
          {logged && anySubstitutable(checkout) && (
            <button type="button" className="btn btn--ghost co-small" onClick={() => open({ kind: 'substitutes' })}>
              {texts.substitutesOpen}
            </button>
          )}
        </div>
        {limited.length > 0 && (
          <div className="co-notice">
            <p>{texts.deliveryLimitsNotice}</p>
            <button type="button" className="co-link" onClick={() => open({ kind: 'limits' })}>
              {texts.deliveryLimitsOpen}
            </button>
          </div>
        )}
        <ul className="co-lines">
          {lines.map(({ item, options }) => (
            <TrolleyLine
              key={item.trolleyItemId}
              item={item}
              options={
                options && line(item.trolleyItemId).chosen !== undefined
                  ? { ...options, substitute: line(item.trolleyItemId).chosen! }
                  : options
              }
              logged={logged}
              busy={busyItems.has(item.trolleyItemId)}
              saving={line(item.trolleyItemId).saving}
              message={line(item.trolleyItemId).message}
              onQuantity={(q) => void state.changeQuantity(item, q)}
              onRemove={() => void state.remove(item)}
              onSubstitute={(on) => void state.setSubstitute(item, on)}
              onGiftWrap={() => open({ kind: 'gift', item })}
              onGiftWrapRemove={() => void state.saveGiftWrap(item, null)}
              onAlternative={() => void chooseAlternative(item)}
            />
          ))}
        </ul>
        <div className="co-counter-offer">
          <p>{dialogs.counterIntro}</p>
          <button type="button" className="btn btn--ghost co-small" onClick={() => void openCounter()}>
            {dialogs.counterOpen}
          </button>
        </div>
        <div className="co-samples" role="group" aria-labelledby={ids('samples')}>
          <h3 id={ids('samples')}>{texts.samplesTitle}</h3>
          <p>
            {samples.eligible
              ? t(texts.samplesIntro, { max: SAMPLES_PER_ORDER })
              : t(texts.samplesMissing, { amount: formatPrice(samples.missingAmount), max: SAMPLES_PER_ORDER })}
          </p>
          {samples.chosen.length > 0 && (
            <ul className="co-samples__chosen">
              {samples.chosen.map((s) => (
                <li key={s.productId}>
                  <img src={s.image} alt="" width={40} height={40} loading="lazy" />
                  <span>{s.description}</span>
                  <span className={s.available ? 'co-samples__free' : 'co-samples__gone'}>
                    {s.available ? texts.samplesFree : texts.samplesUnavailable}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(samples.eligible || samples.chosen.length > 0) && (
            <button type="button" className="btn btn--ghost co-small" onClick={() => void openSamples()}>
              {samples.chosen.length ? texts.samplesChange : texts.samplesChoose}
            </button>
          )}
        </div>
      </section>

      <aside className="co-totals" aria-labelledby={ids('totals')}>
        <h2 id={ids('totals')}>{texts.totalsTitle}</h2>
        <dl>
          <div>
            <dt>{texts.itemsTotal}</dt>
            <dd>{formatPrice(totals.transactionAmount)}</dd>
          </div>
          {totals.totalDiscount > 0 && (
            <div>
              <dt>{texts.discount}</dt>
              <dd>{formatPrice(totals.totalDiscount)}</dd>
            </div>
          )}
          <CouponTotals trolley={checkout.trolley} />
          <div>
            <dt>{texts.minimumAmount}</dt>
            <dd>{formatPrice(totals.minimumAmount)}</dd>
          </div>
        </dl>
        {shortfall > 0 && <p className="co-shortfall">{t(texts.minimumMissing, { amount: formatPrice(shortfall) })}</p>}
      </aside>

      <p className="mercato-visually-hidden" role="status">
        {status}
      </p>

      <TrolleyDialogs
        dialog={state.dialog}
        checkout={checkout}
        limited={limited}
        line={line}
        close={state.close}
        onAllSubstitutes={(substitute) => void state.setAllSubstitutes(substitute)}
        onForceStock={({ exception, item }) => state.forceStock(exception, item)}
        onGiftWrap={(item, message) => void state.saveGiftWrap(item, message)}
      />
      {counterOpen && Counter && <Counter onClose={() => setCounterOpen(false)} />}
      {samplesOpen && Samples && (
        <Samples samples={samples} onChange={state.apply} onClose={() => setSamplesOpen(false)} />
      )}
      {alternativeFor && Alternative && (
        <Alternative
          item={alternativeFor}
          current={
            checkout.lines.find((l) => l.trolleyItemId === alternativeFor.trolleyItemId)?.alternativeProductChoice
              ?.productId ?? null
          }
          saving={line(alternativeFor.trolleyItemId).saving}
          error={line(alternativeFor.trolleyItemId).message}
          onSave={(productId) => void state.saveAlternative(alternativeFor, productId)}
          onCancel={state.close}
        />
      )}
    </div>
  );
}
