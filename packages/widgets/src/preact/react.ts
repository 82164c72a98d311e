// The part of the React API the widgets use, on plain Preact: what `react` resolves to in the standalone
// element bundles and in the 'widgets-preact' tests (so what is tested is what ships). preact/compat
// would do the same for ~2.5 kB gzip more on every partner page; the site's islands still use it.
// What differs from React and matters to our components is handled here:
// - DOM props: React's `onChange` of text inputs fires on every keystroke (Preact's on `change`), React's
//   `onFocus`/`onBlur` bubble, `onDoubleClick` is `dblclick` (options.vnode below, as preact/compat does);
// - `cloneElement`/`isValidElement` (elements.ts) and `useSyncExternalStore` (external-store.ts), in small
//   versions; `useId` unique per instance on the whole page (below). Lazy parts use lazyPart() and
//   <Lazy> (../lazy-part.ts, ../lazy.tsx), not React's lazy/Suspense.
// Components keep importing 'react' (and its types): only the element build and those tests point it here.
import { options, type VNode } from 'preact';
import { useState } from 'preact/hooks';

export { Component, createContext, createElement, createRef, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
// In modules of their own, so that an element that does not use them does not load them.
export { cloneElement, isValidElement } from './elements.ts';
export { useSyncExternalStore } from './external-store.ts';

// React's useId is unique per instance across roots; Preact's starts again in every root, and every
// element is a root of its own: a page counter instead (the elements do not hydrate server HTML).
let ids = 0;
export const useId = (): string => useState(() => `P${(ids++).toString(36)}`)[0];

// ---- DOM props as React means them ------------------------------------------------------------------

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const name in props) {
      if (name[0] !== 'o' || name[1] !== 'n') continue;
      const lower = name.toLowerCase();
      let to =
        lower === 'onchange' && (type === 'input' || type === 'textarea') && !/fil|che|rad/.test(String(props.type))
          ? 'oninput'
          : lower === 'onfocus'
            ? 'onfocusin'
            : lower === 'onblur'
              ? 'onfocusout'
              : lower === 'ondoubleclick'
                ? 'ondblclick'
                : lower === 'oninput'
                  ? lower
                  : null;
      if (!to) continue;
      out ??= { ...props };
      delete out[name];
      // An element with both onInput and onChange keeps both handlers.
      if (to === 'oninput' && out.oninput) to = 'oninputCapture';
      out[to] = props[name];
    }
    if (out) vnode.props = out as typeof vnode.props;
  }
  previousVNodeHook?.(vnode);
};
