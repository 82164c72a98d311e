// The 'Avancassa' dialog of the checkout's trolley step (orders §2 "Products and store" dialogs): the small
// items on offer at the checkout counter (GET displayable/avancassa: the checkout-counter promotions
// running now), each with its discounted price (art. 17-bis: the lowest price of the 30 days before) and
// the add button the listings have. Downloaded on the first press of 'Vedi le offerte alla cassa'
// (CheckoutTrolley.tsx); what is added shows in the trolley's lines at once (the trolley store).
import { useEffect, useMemo, useState } from 'react';
import { checkoutCalls, type CheckoutCalls } from '@mercato/client';
import type { Product } from '@mercato/contracts';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { productDialogs as texts } from '@mercato/contracts/i18n/it-product-dialogs';
import { getClient } from '@mercato/core/api';
import { LazyImage, Modal, Price } from '@mercato/ui';
import { AddToTrolley } from '@mercato/widgets/floating-trolley';
import './checkout-counter.css';

export interface CheckoutCounterDialogProps {
  onClose: () => void;
  /** For tests: the calls (default: the page's client). */
  calls?: Pick<CheckoutCalls, 'getCheckoutCounterOffers'>;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offers: Product[] };

const unitOf = (p: Product) => (p.unitLabel ? p.unitLabel.replace(/^€\//, '') : null);

export default function CheckoutCounterDialog({ onClose, calls: given }: CheckoutCounterDialogProps) {
  const calls = useMemo(() => given ?? checkoutCalls(getClient().request), [given]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    calls.getCheckoutCounterOffers().then(
      (offers) => live && setLoad({ state: 'ready', offers }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [calls, attempt]);

  const body =
    load.state === 'loading' ? (
      <p className="co-counter__status" role="status">
        {texts.counterLoading}
      </p>
    ) : load.state === 'failed' ? (
      <p className="co-counter__status" role="alert">
        {texts.counterLoadError}{' '}
        <button type="button" className="co-link" onClick={() => setAttempt((n) => n + 1)}>
          {lazyParts.retry}
        </button>
      </p>
    ) : load.offers.length === 0 ? (
      <p className="co-counter__status">{texts.counterNone}</p>
    ) : (
      <>
        <p className="co-counter__intro">{texts.counterIntro}</p>
        <ul className="co-counter">
          {load.offers.map((p) => {
            const discounted = p.discountedPrice != null && p.price != null && p.discountedPrice < p.price;
            const badge = p.promotions?.find((x) => !x.fidatyOnly)?.label;
            return (
              <li key={p.productId} className="co-counter__item">
                <LazyImage
                  src={p.currentImage.small || p.imageURL}
                  alt=""
                  width={64}
                  height={64}
                  className="co-counter__img"
                />
                <div className="co-counter__info">
                  <p className="co-counter__name">
                    {badge && <span className="co-promo">{badge}</span>} {p.description}
                  </p>
                  <p className="co-counter__label">{[p.brand, p.label].filter(Boolean).join(' · ')}</p>
                  {p.price != null && (
                    <Price
                      cents={discounted ? p.discountedPrice! : p.price}
                      previousCents={discounted ? p.price : null}
                      lowest30Cents={discounted ? (p.lowestPriorPrice ?? null) : null}
                      unitCents={p.unitPrice ?? null}
                      unit={unitOf(p)}
                    />
                  )}
                  <AddToTrolley
                    productId={p.productId}
                    description={p.description}
                    hideQuantity
                    idBase={`counter${p.productId}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );

  return (
    <Modal
      open
      wide
      kind="info"
      title={texts.counterTitle}
      message={body}
      confirmLabel={texts.close}
      onConfirm={onClose}
    />
  );
}
