// The coupons of a product on its page (spec orders §2 Products and store: coupon carousels): the logged
// customer's usable coupons that apply to this product, as coupon cards; nothing at all when there is none.
import '@mercato/widgets/coupon-cards/coupon-cards.css';
import { CouponCards } from '@mercato/widgets/coupon-cards';
import { couponPageTexts } from '@mercato/contracts/i18n/it-coupons';

export default function ProductCoupons({ productId }: { productId: number }) {
  return (
    <div className="product-coupons">
      <CouponCards productId={productId} heading={couponPageTexts.productCoupons} />
    </div>
  );
}
