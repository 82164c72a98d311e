// The campioncini omaggio dialog of the checkout's trolley step (orders §2 "Products and store" dialogs:
// sample products; contracts samples.ts, docs/adr/0054): the samples on offer in the navigation (GET
// displayable/campioncini), each a checkbox; ticking one chooses it (PUT auth/checkout/samples/{id}),
// unticking gives it up (DELETE), one at a time, the server's answer being the checkout shown. Up to
// SAMPLES_PER_ORDER: past it the other boxes are disabled with a word why; a refusal (sold out meanwhile)
// is said in the dialog. A chosen sample no longer on offer stays listed, ticked, to be given up.
// Downloaded, with its texts (it-samples.ts), on the first press of 'Scegli i campioncini'
// (CheckoutTrolley.tsx).
import { useEffect, useMemo, useState } from 'react';
import { checkoutCalls, type CheckoutCalls, isShopError } from '@mercato/client';
import type { Checkout } from '@mercato/contracts/checkout';
import { SAMPLES_PER_ORDER } from '@mercato/contracts/constants';
import { clientErrors } from '@mercato/contracts/i18n/it-client-errors';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { samplesDialog as texts } from '@mercato/contracts/i18n/it-samples';
import { t } from '@mercato/contracts/i18n/t';
import type { CheckoutSamples, SampleOffer } from '@mercato/contracts/samples';
import { getClient } from '@mercato/core/api';
import { LazyImage, Modal, useIds } from '@mercato/ui';
import './samples-dialog.css';

export interface SamplesDialogProps {
  /** The checkout's samples as the page has them. */
  samples: CheckoutSamples;
  /** The checkout answered by a choice: the page's from now on. */
  onChange: (checkout: Checkout) => void;
  onClose: () => void;
  /** For tests: the calls (default: the page's client). */
  calls?: Pick<CheckoutCalls, 'getSamples' | 'chooseSample'>;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offers: SampleOffer[] };

export default function SamplesDialog({ samples, onChange, onClose, calls: given }: SamplesDialogProps) {
  const calls = useMemo(() => given ?? checkoutCalls(getClient().request), [given]);
  const ids = useIds('samples');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    calls.getSamples().then(
      (offers) => live && setLoad({ state: 'ready', offers }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [calls, attempt]);

  const chosen = new Set(samples.chosen.map((s) => s.productId));
  const full = chosen.size >= SAMPLES_PER_ORDER;

  const toggle = async (offer: SampleOffer, on: boolean) => {
    setBusy(offer.productId);
    setError('');
    try {
      const next = await calls.chooseSample(offer.productId, on);
      onChange(next);
      setStatus(t(on ? texts.added : texts.removed, { product: offer.description }));
    } catch (e) {
      setError(isShopError(e) && e.message ? e.message : clientErrors.generic);
    } finally {
      setBusy(null);
    }
  };

  // The chosen samples no longer on offer first, so they can be given up.
  const listed =
    load.state === 'ready'
      ? [...samples.chosen.filter((s) => !load.offers.some((o) => o.productId === s.productId)), ...load.offers]
      : [];

  const body =
    load.state === 'loading' ? (
      <p className="co-samples-dialog__status" role="status">
        {texts.loading}
      </p>
    ) : load.state === 'failed' ? (
      <p className="co-samples-dialog__status" role="alert">
        {texts.loadError}{' '}
        <button type="button" className="co-link" onClick={() => setAttempt((n) => n + 1)}>
          {lazyParts.retry}
        </button>
      </p>
    ) : listed.length === 0 ? (
      <p className="co-samples-dialog__status">{texts.none}</p>
    ) : (
      <fieldset className="co-samples-dialog__list" aria-describedby={ids('count')}>
        <legend className="co-samples-dialog__legend">{t(texts.intro, { max: SAMPLES_PER_ORDER })}</legend>
        <p id={ids('count')} className="co-samples-dialog__count">
          {t(texts.counter, { count: chosen.size, max: SAMPLES_PER_ORDER })}
          {full && <span className="co-samples-dialog__full"> {texts.limitReached}</span>}
        </p>
        {error && (
          <p className="co-samples-dialog__error" role="alert">
            {error}
          </p>
        )}
        <ul className="co-samples-dialog__items">
          {listed.map((s) => {
            const on = chosen.has(s.productId);
            return (
              <li key={s.productId}>
                <label className="co-sample-option">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={busy !== null || (!on && (full || !s.available))}
                    onChange={(e) => void toggle(s, e.currentTarget.checked)}
                  />
                  <LazyImage src={s.image} alt="" width={56} height={56} className="co-sample-option__img" />
                  <span className="co-sample-option__text">
                    <span className="co-sample-option__name">{s.description}</span>
                    <span className="co-sample-option__meta">{[s.brand, s.label].filter(Boolean).join(' · ')}</span>
                    <span className="co-sample-option__free">{texts.free}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        <p className="mercato-visually-hidden" role="status">
          {status}
        </p>
      </fieldset>
    );

  return (
    <Modal open wide kind="info" title={texts.title} message={body} confirmLabel={texts.close} onConfirm={onClose} />
  );
}
