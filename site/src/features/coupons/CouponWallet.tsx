// 'I miei buoni' (spec orders §2 Promotions): the coupon cards widget with its code entry, as an island of
// /promotions/coupons. The widget loads the customer's coupons itself and shares the trolley it changes
// with the page's trolley store (the header badge and the floating trolley follow).
import '@mercato/widgets/coupon-cards/coupon-cards.css';
import { CouponCards } from '@mercato/widgets/coupon-cards';
import { couponTexts } from '@mercato/contracts/i18n/it-coupons';

export default function CouponWallet({ checkout = false }: { checkout?: boolean }) {
  return <CouponCards codeEntry checkout={checkout} heading={couponTexts.cardsLabel} />;
}
