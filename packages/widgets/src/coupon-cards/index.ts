export { CouponCards, type CouponCardsProps, type CouponChange } from './CouponCards.tsx';
export { CouponCard, type CouponCardProps } from './CouponCard.tsx';
