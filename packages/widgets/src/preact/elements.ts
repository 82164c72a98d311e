// React's cloneElement and isValidElement on plain Preact (see react.ts), for the widgets' use (the
// Tooltip of @mercato/ui). Written here rather than taken from Preact so that they come
// with the code that uses them, not with the runtime every element downloads.
import { createElement, type ComponentChildren, type VNode } from 'preact';

export const isValidElement = (value: unknown): value is VNode =>
  typeof value === 'object' && value !== null && 'type' in value && 'props' in value;

export function cloneElement(
  element: VNode,
  props?: Record<string, unknown> | null,
  ...children: ComponentChildren[]
): VNode {
  const merged: Record<string, unknown> = {
    key: element.key,
    ref: element.ref,
    ...(element.props as object),
    ...props,
  };
  if (children.length) merged.children = children.length === 1 ? children[0] : children;
  return createElement(element.type as string, merged);
}
