// The public interface of a custom element, declared once in each widget's meta.ts: `props` (camelCase
// prop → attribute type; the attribute is the kebab-case name, the lower-case name is understood too) gives defineWidget its props and observed
// attributes and the components their attribute prop types (PropsOf); `meta` documents every one of
// them (a missing or extra entry fails the type check) and the events, parts and CSS properties, and
// custom-elements.json is generated from it (scripts/build.mjs). Elements import `props` only, so the
// documentation stays out of their bundles.
import type { PropType } from './define-widget.ts';

export type PropTypes = Record<string, PropType>;

/** The props an element's attributes give a component, typed from the declaration. */
export type PropsOf<P extends PropTypes> = {
  [K in keyof P]?: P[K] extends 'string'
    ? string
    : P[K] extends 'number'
      ? number
      : P[K] extends 'boolean'
        ? boolean
        : unknown;
};

export interface WidgetMeta<P extends PropTypes = PropTypes> {
  className: string;
  description: string;
  props: P;
  /** Every prop's documentation, with the default the component applies when the attribute is absent. */
  attributes: { [K in keyof P]: { description: string; default?: unknown } };
  events: Record<string, { detail: string; description: string }>;
  parts?: { name: string; description: string }[];
  cssProperties?: { name: string; description: string }[];
}

/** The attribute of a prop: apiBase → api-base (as defineWidget names it; the element also understands apibase). */
export const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, '-$&').toLowerCase();
