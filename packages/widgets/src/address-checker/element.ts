// <mercato-address-checker>: the address checker as a custom element (shadow DOM, styles inside).
import { createElement } from 'react';
import { defineWidget } from '../define-widget.ts';
import { widgetCss } from '../widget-css.ts';
import { AddressChecker, type AddressCheckerProps } from './AddressChecker.tsx';
import { props } from './props.ts';
import { apiBaseFromPage } from '../api-base.ts';
import css from './address-checker.css?inline';

function AddressCheckerFromPage(props: AddressCheckerProps) {
  return createElement(AddressChecker, { ...props, apiBase: props.apiBase ?? apiBaseFromPage() });
}

export const AddressCheckerElement = defineWidget<AddressCheckerProps>({
  name: 'address-checker',
  component: AddressCheckerFromPage,
  props,
  css: widgetCss(css),
});
