// <mercato-address-checker>: the address checker as a custom element (shadow DOM, styles inside).
import { defineWidget } from '../define-widget.ts';
import { widgetCss } from '../widget-css.ts';
import { AddressChecker, type AddressCheckerProps } from './AddressChecker.tsx';
import { props } from './meta.ts';
import css from './address-checker.css?inline';

export const AddressCheckerElement = defineWidget<AddressCheckerProps>({
  name: 'address-checker',
  component: AddressChecker,
  props,
  css: widgetCss(css),
});
