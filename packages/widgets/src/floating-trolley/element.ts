// <mercato-floating-trolley> and <mercato-add-to-trolley>: the trolley widgets as custom elements
// (shadow DOM, styles inside). Both use the page's one trolley store and API client of @mercato/core,
// so every element and island of a page shows the same trolley.
import { createElement } from 'react';
import { resolveApiBase } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { defineWidget } from '../define-widget.ts';
import { widgetCss } from '../widget-css.ts';
import { lazyPart } from '../lazy-part.ts';
import { Lazy } from '../lazy.tsx';
import type { PropsOf } from '../widget-meta.ts';
import { FloatingTrolley } from './FloatingTrolley.tsx';
import { addProps, props } from './meta.ts';
import css from './floating-trolley.css?inline';
import spinnerCss from './spinner.css?inline';

/** The page's client on the shop's origin (the first element decides; the site's pages are same-origin). */
const connect = (apiBase: string | undefined) => getClient({ baseUrl: resolveApiBase(apiBase) });

function FloatingTrolleyFromPage({ apiBase, ...rest }: PropsOf<typeof props>) {
  connect(apiBase);
  return createElement(FloatingTrolley, rest);
}

// The add button's code and styles come with the first <mercato-add-to-trolley> of the page.
const addToTrolley = lazyPart(() => import('./AddToTrolleyStyled.tsx'));

function AddToTrolleyFromPage({ apiBase, productId, ...rest }: PropsOf<typeof addProps>) {
  connect(apiBase);
  // Without a product id there is nothing to add.
  if (typeof productId !== 'number' || !(productId > 0)) return null;
  return createElement(Lazy<typeof import('./AddToTrolleyStyled.tsx')>, {
    part: addToTrolley,
    // biome-ignore lint/correctness/noChildrenProp: Lazy's children is a render function, typed as a prop
    children: ({ AddToTrolleyStyled }) => createElement(AddToTrolleyStyled, { ...rest, productId }),
  });
}

export const FloatingTrolleyElement = defineWidget<PropsOf<typeof props>>({
  name: 'floating-trolley',
  component: FloatingTrolleyFromPage,
  props,
  css: widgetCss(spinnerCss, css),
});

export const AddToTrolleyElement = defineWidget<PropsOf<typeof addProps>>({
  name: 'add-to-trolley',
  component: AddToTrolleyFromPage,
  props: addProps,
  css: widgetCss(),
});
