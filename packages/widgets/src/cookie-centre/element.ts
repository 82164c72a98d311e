// <mercato-cookie-centre>: the cookie banner and centre as a custom element (shadow DOM, styles inside).
import { defineWidget } from '../runtime/define-widget.ts';
import { widgetCss } from '../runtime/widget-css.ts';
import { CookieCentre } from './CookieCentre.tsx';
import { props } from './meta.ts';
import css from './cookie-centre.css?inline';

export const CookieCentreElement = defineWidget({
  name: 'cookie-centre',
  component: CookieCentre,
  props,
  css: widgetCss(css),
});
