// <mercato-coupon-cards>: the coupon cards as a custom element (shadow DOM, styles inside).
import { defineWidget } from '../runtime/define-widget.ts';
import { widgetCss } from '../runtime/widget-css.ts';
import { CouponCards } from './CouponCards.tsx';
import { props } from './meta.ts';
import css from './coupon-cards.css?inline';

export const CouponCardsElement = defineWidget({
  name: 'coupon-cards',
  component: CouponCards,
  props,
  css: widgetCss(css),
});
