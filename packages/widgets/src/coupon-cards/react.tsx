// The coupon cards for React apps (`@mercato/widgets/react/coupon-cards`, built into
// dist/react/coupon-cards.js): the components with their styles, which they adopt into the page itself
// (react-styles.tsx), so an app imports no CSS. The detail dialog brings its own (<PartCss>).
import type { ReactElement } from 'react';
import { WidgetStyles } from '../runtime/react-styles.tsx';
import { CouponCard as Card, type CouponCardProps } from './CouponCard.tsx';
import { CouponCards as Cards, type CouponCardsProps } from './CouponCards.tsx';
import css from './coupon-cards.css?inline';

export type { CouponCardProps } from './CouponCard.tsx';
export type { CouponCardsProps, CouponChange } from './CouponCards.tsx';
export type { CustomerCoupon, CouponWallet } from '@mercato/contracts/coupons';

const styles = [css];

/**
 * The logged customer's coupons as cards ('I miei buoni'), with 'Utilizza', the detail dialog, an optional
 * code entry (`codeEntry`) and the checkout's 'Aggiungi' / 'Rimuovi' (`checkout`). `apiBase`: the shop's
 * origin when the app is on another one.
 */
export function CouponCards(props: CouponCardsProps): ReactElement {
  return (
    <>
      <WidgetStyles css={styles} />
      <Cards {...props} />
    </>
  );
}

/** One coupon card (v1 or v2), for an app that lists coupons itself. */
export function CouponCard(props: CouponCardProps): ReactElement {
  return (
    <>
      <WidgetStyles css={styles} />
      <Card {...props} />
    </>
  );
}
