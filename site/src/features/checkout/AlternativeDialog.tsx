// The alternative-product choice of a checkout trolley line (orders §2 "Products and store" dialogs,
// §3 receipt item hasAlternatives / alternativeProductChoice, §4 substitutes): which product the shopper
// wants if this one is missing, among the shop's alternatives (GET product/{id}/alternatives, the rule of
// the /prodotto/{id}/sostitutivo page), or no preference. Downloaded on the first press of the line's
// 'Scegli il sostitutivo' (CheckoutTrolley.tsx); saved with PATCH auth/checkout {alternative}.
import { useEffect, useMemo, useRef, useState } from 'react';
import { checkoutCalls, type CheckoutCalls } from '@mercato/client';
import type { Product, TrolleyItem } from '@mercato/contracts';
import { formatPrice } from '@mercato/contracts/format/price';
import { productDialogs as texts } from '@mercato/contracts/i18n/it-product-dialogs';
import { checkoutSteps } from '@mercato/contracts/i18n/it-checkout-steps';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { t } from '@mercato/contracts/i18n/t';
import { getClient } from '@mercato/core/api';
import { LazyImage, Modal, useIds } from '@mercato/ui';
import './alternative-dialog.css';

export interface AlternativeDialogProps {
  item: TrolleyItem;
  /** The alternative chosen now (null: no preference). */
  current: number | null;
  saving: boolean;
  /** The shop's word on a refused choice. */
  error?: string;
  onSave: (productId: number | null) => void;
  onCancel: () => void;
  /** For tests: the calls (default: the page's client). */
  calls?: Pick<CheckoutCalls, 'getProductAlternatives'>;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: Product[] };

export default function AlternativeDialog({
  item,
  current,
  saving,
  error,
  onSave,
  onCancel,
  calls: given,
}: AlternativeDialogProps) {
  const calls = useMemo(() => given ?? checkoutCalls(getClient().request), [given]);
  const ids = useIds('alternative');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<number | null>(current);
  const listRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    calls.getProductAlternatives(item.productId).then(
      (products) => live && setLoad({ state: 'ready', products }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [calls, item.productId, attempt]);

  // Once the list is there, the focus goes to the choice (the radio checked).
  useEffect(() => {
    if (load.state !== 'ready') return;
    const inputs = [...(listRef.current?.querySelectorAll('input') ?? [])];
    (inputs.find((i) => i.checked) ?? inputs[0])?.focus();
  }, [load.state]);

  const options = load.state === 'ready' ? load.products : [];
  const body =
    load.state === 'loading' ? (
      <p className="co-alt-dialog__status" role="status">
        {texts.alternativeLoading}
      </p>
    ) : load.state === 'failed' ? (
      <p className="co-alt-dialog__status" role="alert">
        {texts.alternativeLoadError}{' '}
        <button type="button" className="co-link" onClick={() => setAttempt((n) => n + 1)}>
          {lazyParts.retry}
        </button>
      </p>
    ) : (
      <fieldset ref={listRef} className="co-alt-dialog__list" aria-describedby={error ? ids('error') : undefined}>
        <legend className="co-alt-dialog__legend">{texts.alternativeIntro}</legend>
        <label className="co-alt-option">
          <input type="radio" name={ids('choice')} checked={chosen === null} onChange={() => setChosen(null)} />
          <span className="co-alt-option__text">{texts.alternativeNoPreference}</span>
        </label>
        {options.map((p) => (
          <label key={p.productId} className="co-alt-option">
            <input
              type="radio"
              name={ids('choice')}
              checked={chosen === p.productId}
              onChange={() => setChosen(p.productId)}
            />
            <LazyImage
              src={p.currentImage.small || p.imageURL}
              alt=""
              width={48}
              height={48}
              className="co-alt-option__img"
            />
            <span className="co-alt-option__text">
              <span className="co-alt-option__name">{p.description}</span>
              <span className="co-alt-option__meta">
                {[p.brand, p.label, p.price === null ? null : formatPrice(p.discountedPrice ?? p.price)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
        {options.length === 0 && <p className="co-alt-dialog__status">{texts.alternativeNone}</p>}
        {error && (
          <p id={ids('error')} className="co-line__message" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );

  return (
    <Modal
      open
      kind="confirm"
      title={t(texts.alternativeTitle, { product: item.description })}
      message={body}
      confirmLabel={saving ? checkoutSteps.trolleyLoading : texts.alternativeSave}
      cancelLabel={texts.alternativeCancel}
      onConfirm={() => {
        if (!saving && load.state === 'ready') onSave(chosen);
      }}
      onCancel={onCancel}
    />
  );
}
