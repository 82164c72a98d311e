// The public interface of a custom element, declared once in each widget's meta.ts: `props` (camelCase
// prop → attribute type; the attribute is the kebab-case name, the lower-case name is understood too) gives defineWidget its props and observed
// attributes and the components their attribute prop types (PropsOf); `meta` documents every one of
// them (a missing or extra entry fails the type check) and the events, parts and CSS properties.
// custom-elements.json and the element typings (elements.d.ts, elements-react.d.ts) are generated from
// it by scripts/manifest.ts, which takes each element's class and tag from its element.ts (the
// defineWidget call whose `props` is this meta's `props`). Elements import `props` only, so the
// documentation stays out of their bundles.
import type { PropType } from './define-widget.ts';

export type PropTypes = Record<string, PropType>;

/** The value of a prop of a declared type. */
export type PropValue<T extends PropType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : unknown;

/** The props an element's attributes give a component, typed from the declaration. */
export type PropsOf<P extends PropTypes> = { [K in keyof P]?: PropValue<P[K]> };

export interface WidgetMeta<P extends PropTypes = PropTypes> {
  /** What the element is and does (the element's class and tag come from its element.ts). */
  description: string;
  props: P;
  /**
   * Every prop's documentation, with the default the component applies when the attribute is absent
   * (a string, number or boolean: the manifest writes it as JavaScript source, '/checkout/trolley').
   */
  attributes: { [K in keyof P]: { description: string; default?: string | number | boolean } };
  /** `detail`: the TypeScript type of the event's detail, standing alone (names it uses are in `types`). */
  events: Record<string, { detail: string; description: string }>;
  /** Named types the event details use, written out so that the typings need no other package. */
  types?: Record<string, string>;
  parts?: { name: string; description: string }[];
  /**
   * The named slots the element renders, if any (no element has a default slot): a child with `slot="name"`
   * is shown by the element and handled as the description says; every other child stays fallback content.
   */
  slots?: { name: string; description: string }[];
  cssProperties?: { name: string; description: string }[];
}

/** The attribute of a prop: apiBase → api-base (as defineWidget names it; the element also understands apibase). */
export const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, '-$&').toLowerCase();
