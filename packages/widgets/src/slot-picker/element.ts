// <mercato-slot-picker>: the slot picker as a custom element (shadow DOM, styles inside).
import { defineWidget } from '../runtime/define-widget.ts';
import { widgetCss } from '../runtime/widget-css.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { props } from './meta.ts';
import css from './slot-picker.css?inline';

export const SlotPickerElement = defineWidget({
  name: 'slot-picker',
  component: SlotPicker,
  props,
  css: widgetCss(css),
});
