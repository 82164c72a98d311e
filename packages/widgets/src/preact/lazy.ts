// React's `lazy` and `Suspense` on plain Preact, for the widgets' use (see react.ts): a Suspense holds one
// lazy component and hands it its fallback (as a prop), shown until the component's code has arrived. A
// failed download keeps the fallback and is tried again when a lazy component of that kind mounts next.
import { createElement, type ComponentChildren, type ComponentType, type VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { cloneElement, isValidElement } from './elements.ts';

const FALLBACK = 'suspenseFallback';

export function Suspense({ fallback = null, children }: { fallback?: ComponentChildren; children?: ComponentChildren }) {
  return isValidElement(children) ? cloneElement(children, { [FALLBACK]: fallback }) : (children ?? null);
}

export function lazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  return function Lazy({ [FALLBACK]: fallback = null, ...props }: P & { [FALLBACK]?: ComponentChildren }) {
    const [, loaded] = useState(0);
    useEffect(() => {
      if (component) return;
      let mounted = true;
      loading ??= load().then(
        (m) => {
          component = m.default;
        },
        () => {
          loading = undefined;
        },
      );
      void loading.then(() => mounted && component && loaded(1));
      return () => {
        mounted = false;
      };
    }, []);
    return component ? createElement(component, props as P) : (fallback as VNode | null);
  };
}
