// The description of a custom element's public interface (see each widget's meta.ts).
import type { PropType } from './define-widget.ts';

export interface WidgetMeta {
  className: string;
  description: string;
  attributes: Record<string, { prop: string; type: PropType; description: string; default?: unknown }>;
  events: Record<string, { detail: string; description: string }>;
  parts?: { name: string; description: string }[];
  cssProperties?: { name: string; description: string }[];
}

/** The props map of defineWidget, from the attributes of a meta. */
export const propsOf = (meta: WidgetMeta) =>
  Object.fromEntries(Object.values(meta.attributes).map((a) => [a.prop, a.type])) as Record<string, PropType>;
