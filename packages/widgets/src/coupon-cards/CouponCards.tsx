// The coupon cards (spec orders §2 Promotions 'I miei buoni', coupon card v1 and v2, §4 coupon states, §5
// coupon code, §8 'Nessun buono disponibile', §9 three coupon placeholders; shell §8 coupon error codes):
// the logged customer's coupons, on /promotions/coupons, in the checkout (`checkout`), on a product page
// (`productId`: only that product's, nothing when none) and dropped by editors into content pages as
// <mercato-coupon-cards>. This file is the markup; the state and the calls are in use-coupon-cards.ts.
// The detail dialog (CouponDetail.tsx) is downloaded when a 'Dettagli' is first pressed.
import { couponTexts } from '@mercato/contracts/i18n/it-coupons';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { useIds } from '@mercato/ui/use-ids';
import { CouponCard } from './CouponCard.tsx';
import { type CouponCardsProps, useCouponCards } from './use-coupon-cards.ts';

export type { CouponCardsProps, CouponChange } from './use-coupon-cards.ts';

export function CouponCards(props: CouponCardsProps) {
  const { checkout, codeEntry, heading, productId } = props;
  const s = useCouponCards(props);
  const ids = useIds('ccs');

  const body = () => {
    if (s.phase === 'free')
      // The page's own 'Accedi' (its header) logs in; the element carries no router of the shop.
      return <p className="cc-note">{couponTexts.loginFirst}</p>;
    if (s.phase === 'failed')
      return (
        <p className="mercato-part-error" role="alert">
          {s.loadError}{' '}
          <button type="button" className="mercato-button" onClick={s.retry}>
            {lazyParts.retry}
          </button>
        </p>
      );
    if (s.phase === 'loading')
      return (
        <div className="cc-list" aria-hidden="false">
          <span className="mercato-visually-hidden" role="status">
            {couponTexts.loading}
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="cc-card cc-skeleton" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          ))}
        </div>
      );
    const list = s.coupons ?? [];
    if (list.length === 0) return <p className="cc-empty">{couponTexts.empty}</p>;
    return (
      <ul className="cc-list" aria-labelledby={ids('title')}>
        {list.map((c) => (
          <li key={c.id}>
            <CouponCard
              coupon={c}
              apiBase={s.apiBase}
              checkout={checkout}
              busy={s.busyId === c.id}
              locked={s.busyId !== null || s.codeBusy}
              refusal={s.refusals[c.id]}
              onAdd={s.add}
              onRemove={s.remove}
              onDetail={(x) => s.openDetail(x.id)}
            />
            {s.detailFailed === c.id && (
              <p className="mercato-part-error" role="alert">
                {lazyParts.loadError}{' '}
                <button type="button" className="mercato-button" onClick={s.retryDetail}>
                  {lazyParts.retry}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  };

  // A product without coupons of the customer shows nothing at all.
  if (productId && s.phase !== 'ready' && s.phase !== 'loading') return null;
  if (productId && s.phase === 'ready' && (s.coupons?.length ?? 0) === 0) return null;

  return (
    <div ref={s.rootRef} className="cc" part="coupon-cards" aria-busy={s.phase === 'loading' || s.busyId !== null}>
      <h2 id={ids('title')} className={heading ? 'cc-heading' : 'mercato-visually-hidden'}>
        {heading || couponTexts.cardsLabel}
      </h2>
      {codeEntry && s.phase !== 'free' && s.CodeEntry && (
        <s.CodeEntry maxLength={s.maxLength} locked={s.busyId !== null} send={s.sendCode} />
      )}
      {body()}
      <div className="mercato-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {s.announce}
      </div>
      {s.Detail && s.detail && <s.Detail coupon={s.detail} apiBase={s.apiBase} onClose={s.closeDetail} />}
    </div>
  );
}
