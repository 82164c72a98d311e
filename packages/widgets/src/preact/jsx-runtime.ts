// `react/jsx-runtime` on plain Preact (see react.ts beside this file): the functions the compiled JSX
// calls. Preact's own jsx-runtime writes its vnodes by hand, with the development `__source`/`__self`
// fields, ~100 B gzip in the chunk every element loads; Preact's createElement, which that chunk carries
// anyway, makes the same vnode: the props without `ref` for an element (a component keeps `ref` among its
// props, as in React 19), the key apart. The compiler passes the key as the third argument.
import { createElement, type ComponentType, type VNode } from 'preact';

export { Fragment } from 'preact';

export function jsx(type: string | ComponentType<object>, props: object, key?: string | number): VNode {
  const vnode = createElement(type, props);
  if (key !== undefined) vnode.key = key;
  return vnode;
}

export { jsx as jsxs, jsx as jsxDEV };
