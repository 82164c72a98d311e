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
import { FloatingTrolley, type FloatingTrolleyProps } from './FloatingTrolley.tsx';
import type { AddToTrolleyProps } from './AddToTrolley.tsx';
import { addProps, props } from './props.ts';
import css from './floating-trolley.css?inline';

type WithApiBase<P> = P & { apiBase?: string };

/** The page's client on the shop's origin (the first element decides; the site's pages are same-origin). */
const connect = (apiBase: string | undefined) => getClient({ baseUrl: resolveApiBase(apiBase) });

function FloatingTrolleyFromPage({ apiBase, ...rest }: WithApiBase<FloatingTrolleyProps>) {
  connect(apiBase);
  return createElement(FloatingTrolley, rest);
}

// The add button's code and styles come with the first <mercato-add-to-trolley> of the page.
const addToTrolley = lazyPart(() => import('./AddToTrolleyStyled.tsx'));

function AddToTrolleyFromPage({ apiBase, ...rest }: WithApiBase<AddToTrolleyProps>) {
  connect(apiBase);
  // Without a product id there is nothing to add.
  if (typeof rest.productId !== 'number' || !(rest.productId > 0)) return null;
  return createElement(Lazy<typeof import('./AddToTrolleyStyled.tsx')>, { part: addToTrolley, children: ({ AddToTrolleyStyled }) => createElement(AddToTrolleyStyled, rest) });
}

export const FloatingTrolleyElement = defineWidget<WithApiBase<FloatingTrolleyProps>>({
  name: 'floating-trolley',
  component: FloatingTrolleyFromPage,
  props,
  css: widgetCss(css),
});

export const AddToTrolleyElement = defineWidget<WithApiBase<AddToTrolleyProps>>({
  name: 'add-to-trolley',
  component: AddToTrolleyFromPage,
  props: addProps,
  css: widgetCss(),
});
