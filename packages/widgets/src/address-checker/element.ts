// <mercato-address-checker>: the address checker as a custom element (shadow DOM, styles inside).
import { defineWidget } from '../runtime/define-widget.ts';
import { widgetCss } from '../runtime/widget-css.ts';
import { AddressChecker } from './AddressChecker.tsx';
import { props } from './meta.ts';
import css from './address-checker.css?inline';

export const AddressCheckerElement = defineWidget({
  name: 'address-checker',
  component: AddressChecker,
  props,
  css: widgetCss(css),
});
